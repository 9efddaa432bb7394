import type { Config } from "@netlify/functions";
import { leadHandler } from "../src/server/leads";
import { estimateLead } from "../src/server/submissions/estimates";

export default leadHandler(estimateLead);

// No edge rate limit: a carrier gateway puts thousands of people behind one address, and a lead is never refused.
export const config: Config = { path: "/api/estimates" };
