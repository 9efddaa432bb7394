import type { Config } from "@netlify/functions";
import { testEmailSchema } from "../src/lib/admin/email";
import { adminHandler } from "../src/server/admin/access";
import { sendTestEmail } from "../src/server/admin/email";
import { HttpError, json, readJson, validate } from "../src/server/http";
import { checkRateLimit, limiterKey } from "../src/server/rate-limit";

export default adminHandler(["POST"], async (req, { db, staff }) => {
  const { to } = validate(testEmailSchema, await readJson(req));
  // A stolen session must not turn the site into a mail cannon.
  const wait = await checkRateLimit(db, limiterKey("admin-test-email:", String(staff.id)), { limit: 20, windowSeconds: 3600 });
  if (wait !== null) throw new HttpError(429, `That is a lot of test emails: please wait ${Math.ceil(wait / 60)} minutes.`);
  return json(200, { data: await sendTestEmail(to, staff.username) });
});

export const config: Config = { path: "/api/admin/email/test" };
