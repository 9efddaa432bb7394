import type { Config } from "@netlify/functions";
import { loginSchema } from "../src/lib/admin/auth";
import { assertSameOrigin } from "../src/server/admin/access";
import { sessionCookie, startSession } from "../src/server/admin/session";
import { authenticate } from "../src/server/admin/users";
import { getDb } from "../src/server/db/client";
import { handler, json, readJson, validate } from "../src/server/http";

export default handler(["POST"], async (req, context) => {
  assertSameOrigin(req);
  const { username, password } = validate(loginSchema, await readJson(req));
  const db = await getDb();
  const user = await authenticate(db, username, password, context.ip);
  const token = await startSession(db, user.id, req, context.ip);
  return json(200, { data: { username: user.username } }, { "Set-Cookie": sessionCookie(token) });
});

// Netlify's edge limit stops floods before they reach the function; the per-username limit lives in the database.
export const config: Config = {
  path: "/api/admin/login",
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
