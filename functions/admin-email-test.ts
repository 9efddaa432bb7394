import type { Config } from "@netlify/functions";
import { testEmailSchema } from "../src/lib/admin/email";
import { adminHandler } from "../src/server/admin/access";
import { sendTestEmail } from "../src/server/admin/email";
import { json, readJson, validate } from "../src/server/http";
import { enforceRateLimit, limiterKey } from "../src/server/rate-limit";

export default adminHandler(["POST"], async (req, { db, staff }) => {
  const { to } = validate(testEmailSchema, await readJson(req));
  // A stolen session must not turn the site into a mail cannon.
  await enforceRateLimit(
    db,
    limiterKey("admin-test-email:", String(staff.id)),
    { limit: 20, windowSeconds: 3600 },
    (wait) => `That is a lot of test emails: please wait ${Math.ceil(wait / 60)} minutes.`,
  );
  return json(200, { data: await sendTestEmail(to, staff.username) });
});

export const config: Config = { path: "/api/admin/email/test" };
