import type { Config } from "@netlify/functions";
import { leadHandler } from "../src/server/leads";
import { consultationLead } from "../src/server/submissions/consultations";

export default leadHandler(consultationLead);

// No edge rate limit: a carrier gateway puts thousands of people behind one address, and a lead is never refused.
export const config: Config = { path: "/api/consultations" };
