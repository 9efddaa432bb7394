import type { Config } from "@netlify/functions";
import { leadHandler } from "../src/server/leads";
import { contactLead } from "../src/server/services/contacts";

export default leadHandler(contactLead);

export const config: Config = {
  path: "/api/contacts",
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
