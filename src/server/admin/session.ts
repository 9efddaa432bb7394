import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, or } from "drizzle-orm";
import type { StaffRole } from "../../lib/admin/enquiries";
import type { Database } from "../db/client";
import { sessions, users } from "../db/schema";
import { HttpError } from "../http";

/** `__Host-` makes the browser refuse the cookie unless it is Secure, host-only and for the whole site. */
export const SESSION_COOKIE = "__Host-studio_session";

/** Signed-in staff are signed out after this much inactivity (ADMIN_SESSION_IDLE_MINUTES) … */
const idleMs = () => Number(process.env.ADMIN_SESSION_IDLE_MINUTES ?? 60) * 60_000;
/** … and in any case after a working day, so a forgotten session on a shared computer does not live on. */
const ABSOLUTE_MS = 12 * 60 * 60_000;
/** Writing lastSeenAt on every request would turn every read into a write. */
const TOUCH_AFTER_MS = 60_000;

export interface Staff {
  id: number;
  username: string;
  /** Admins see every enquiry and manage accounts; designers work their own (src/server/enquiries/). */
  role: StaffRole;
  sessionId: string;
}

const digest = (token: string) => createHash("sha256").update(token).digest("hex");

export function sessionCookie(token: string): string {
  return `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; Secure; SameSite=Strict; Max-Age=${ABSOLUTE_MS / 1000}`;
}

export function clearedSessionCookie(): string {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; Secure; SameSite=Strict; Max-Age=0`;
}

function tokenFrom(req: Request): string | null {
  for (const part of (req.headers.get("cookie") ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === SESSION_COOKIE) return value.join("=") || null;
  }
  return null;
}

/** Starts a session and returns the cookie token; only its digest is stored. */
export async function startSession(db: Database, userId: number, req: Request, ip: string, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  // Logging in is a good moment to forget sessions nobody will come back to.
  await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - idleMs()))));
  await db.insert(sessions).values({
    id: digest(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + ABSOLUTE_MS),
    ip,
    userAgent: req.headers.get("user-agent")?.slice(0, 300) ?? null,
  });
  return token;
}

/** The signed-in staff member behind the request's cookie, or null (missing, unknown, idle or expired). */
export async function currentStaff(db: Database, req: Request, now = new Date()): Promise<Staff | null> {
  const token = tokenFrom(req);
  if (!token || token.length > 100) return null;
  const id = digest(token);
  const [row] = await db
    .select({ id: users.id, username: users.username, role: users.role, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, new Date(now.getTime() - idleMs()))));
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
  }
  return { id: row.id, username: row.username, role: row.role, sessionId: id };
}

export async function requireStaff(db: Database, req: Request): Promise<Staff> {
  const staff = await currentStaff(db, req);
  if (!staff) throw new HttpError(401, "Please sign in to continue.");
  return staff;
}

export async function endSession(db: Database, staff: Staff): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, staff.sessionId));
}

/** Signs a user out everywhere (a password reset, a departed employee). */
export async function endAllSessions(db: Database, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
