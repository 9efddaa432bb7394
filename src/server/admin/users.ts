import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { users } from "../db/schema";
import { HttpError } from "../http";
import { hashPassword, passwordProblem, verifyPassword } from "./passwords";
import { endAllSessions } from "./session";
import { admitSignIn, signInFailed, signInSucceeded } from "./sign-in-limits";

export const USERNAME_PATTERN = /^[a-z0-9][a-z0-9._-]{2,39}$/;

/** What an account serves (see src/lib/admin/enquiries.ts); left out, a new account is an English-speaking admin for every city. */
export type StaffProfile = Partial<
  Pick<typeof users.$inferInsert, "role" | "languages" | "cities" | "email" | "whatsapp" | "whatsappAlerts">
>;

/**
 * Creates the account, or sets a new password on an existing one and signs it out everywhere; the profile given is
 * set on either.
 */
export async function saveUser(
  db: Database,
  username: string,
  password: string,
  profile: StaffProfile = {},
): Promise<{ created: boolean }> {
  const name = username.trim().toLowerCase();
  if (!USERNAME_PATTERN.test(name)) {
    throw new Error("Usernames are 3 to 40 lower-case letters, digits, dots, dashes or underscores.");
  }
  const problem = await passwordProblem(password, name);
  if (problem) throw new Error(problem);
  const hash = await hashPassword(password);
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.username, name));
  if (existing) {
    await db
      .update(users)
      .set({ password: hash, ...profile })
      .where(eq(users.id, existing.id));
    await endAllSessions(db, existing.id);
    return { created: false };
  }
  await db.insert(users).values({ username: name, password: hash, ...profile });
  return { created: true };
}

// Compared against when the username does not exist, so both answers take as long.
let decoy: Promise<string> | undefined;

/** Checks a sign-in attempt against the sign-in limits, then the password. Returns the user, or throws 401/429. */
export async function authenticate(
  db: Database,
  username: string,
  password: string,
  ip: string,
): Promise<{ id: number; username: string }> {
  const name = username.trim().toLowerCase();
  await admitSignIn(db, name, ip);
  const [user] = await db.select().from(users).where(eq(users.username, name));
  const ok = await verifyPassword(password, user?.password ?? (await (decoy ??= hashPassword("not a password of anyone"))));
  if (!user || !ok) {
    await signInFailed(db, name, ip);
    throw new HttpError(401, "The username or password is not correct.");
  }
  await signInSucceeded(db, name, ip);
  return { id: user.id, username: user.username };
}
