import type { Config } from "@netlify/functions";
import { leadHandler } from "../src/server/leads";
import { contactLead } from "../src/server/submissions/contacts";

export default leadHandler(contactLead);

// No edge rate limit: a carrier gateway puts thousands of people behind one address, and a lead is never refused.
export const config: Config = { path: "/api/contacts" };
