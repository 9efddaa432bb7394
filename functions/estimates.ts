import type { Config } from "@netlify/functions";
import { leadHandler } from "../src/server/leads";
import { estimateLead } from "../src/server/services/estimates";

export default leadHandler(estimateLead);

export const config: Config = {
  path: "/api/estimates",
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
