import type { Config } from "@netlify/functions";
import { testEmailSchema } from "../src/lib/admin/email";
import { adminHandler } from "../src/server/admin/access";
import { sendTestEmail, TEST_EMAIL_LIMIT } from "../src/server/admin/email";
import { json, readJson, validate } from "../src/server/http";
import { enforceRateLimit, limiterKey } from "../src/server/rate-limit";

export default adminHandler(["POST"], async (req, { db, staff }) => {
  const { to } = validate(testEmailSchema, await readJson(req));
  await enforceRateLimit(
    db,
    limiterKey("admin-test-email:", String(staff.id)),
    TEST_EMAIL_LIMIT,
    (wait) => `That is a lot of test emails: please wait ${Math.ceil(wait / 60)} minutes.`,
  );
  return json(200, { data: await sendTestEmail(to, staff.username) });
});

export const config: Config = { path: "/api/admin/email/test" };
