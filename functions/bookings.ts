import type { Config } from "@netlify/functions";
import { bookingLead } from "../src/server/booking/bookings";
import { leadHandler } from "../src/server/leads";

export default leadHandler(bookingLead);

// No edge rate limit, as for every lead: a carrier gateway puts thousands of people behind one address.
export const config: Config = { path: "/api/bookings" };
