import { randomBytes } from "node:crypto";
import login from "../../functions/admin-login";
import type { Database } from "../../src/server/db/client";
import { SESSION_COOKIE, startSession } from "../../src/server/admin/session";
import { saveUser } from "../../src/server/admin/users";
import { users } from "../../src/server/db/schema";
import { eq } from "drizzle-orm";
import { testContext } from "./requests";

export const ORIGIN = "http://localhost";

export interface TestStaff {
  username: string;
  password: string;
  /** The Cookie header of a signed-in browser. */
  cookie: string;
}

/** A staff account with a fresh random password, signed in. */
export async function signedInStaff(db: Database, username = `staff-${randomBytes(4).toString("hex")}`): Promise<TestStaff> {
  const password = `pw-${randomBytes(12).toString("base64url")}`;
  await saveUser(db, username, password);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  const token = await startSession(db, user!.id, new Request(ORIGIN), "127.0.0.1");
  return { username, password, cookie: `${SESSION_COOKIE}=${token}` };
}

/**
 * A request as the admin screens send it: with the session cookie if given, and
 * Origin as a browser sets it (on writes only) unless `origin` says otherwise.
 */
export function adminRequest(
  method: string,
  path: string,
  {
    cookie,
    body,
    origin = ORIGIN,
    headers = {},
  }: { cookie?: string; body?: unknown; origin?: string | null; headers?: Record<string, string> } = {},
): Request {
  const all: Record<string, string> = { ...headers };
  if (cookie) all.Cookie = cookie;
  const sent = origin === undefined ? (method === "GET" || method === "HEAD" ? null : ORIGIN) : origin;
  if (sent) all.Origin = sent;
  if (body !== undefined && !all["Content-Type"]) all["Content-Type"] = "application/json";
  return new Request(`${ORIGIN}${path}`, {
    method,
    headers: all,
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** A sign-in through the real login function, from a client address of the test's choosing. */
export const signIn = (username: string, password: string, ip = "10.1.1.1", origin: string | null = ORIGIN) =>
  login(adminRequest("POST", "/api/admin/login", { body: { username, password }, origin }), testContext(ip));
