import type { Config } from "@netlify/functions";
import { leadHandler } from "../src/server/leads";
import { consultationLead } from "../src/server/services/consultations";

export default leadHandler(consultationLead);

export const config: Config = {
  path: "/api/consultations",
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
