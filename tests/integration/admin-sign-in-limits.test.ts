import { expect } from "vitest";
import { SIGN_IN_LIMITS } from "../../src/server/admin/sign-in-limits";
import { saveUser } from "../../src/server/admin/users";
import { rateLimits } from "../../src/server/db/schema";
import { signIn } from "../support/admin";
import { describeEachDatabase } from "../support/databases";
import { inFreshLimiterWindow } from "../support/limiter-window";

const errorOf = async (response: Response) => ((await response.clone().json()) as { error: string }).error;

/** Wrong passwords for `username`, all at once, one from each address. */
const failFrom = (username: string, addresses: string[]) =>
  Promise.all(addresses.map((ip, n) => signIn(username, `wrong-guess-${n}-x`, ip)));

const range = (n: number, address: (i: number) => string) => Array.from({ length: n }, (_, i) => address(i));

describeEachDatabase("admin sign-in limits", (target, it) => {
  it.smoke("an attacker failing from many addresses cannot slow a staff member down, nor keep the right password out", async () => {
    const db = await target.db();
    await saveUser(db, "arun", "marina-beach-walk-42");
    // Far past any per-username count, from IPv4 and IPv6 clients alike.
    const attack = await failFrom("arun", [...range(20, (i) => `10.20.0.${i}`), ...range(20, (i) => `2001:db8:${i + 1}::1`)]);
    expect(attack.map((response) => response.status)).toEqual(Array(40).fill(401));

    const started = performance.now();
    const staff = await signIn("arun", "marina-beach-walk-42", "10.99.0.1");
    expect(staff.status, await staff.clone().text()).toBe(200);
    expect(performance.now() - started).toBeLessThan(SIGN_IN_LIMITS.firstDelayMs * 2);
  });

  it("slows the guesses at a username from the address that keeps failing it", async () => {
    const db = await target.db();
    inFreshLimiterWindow(SIGN_IN_LIMITS.windowSeconds);
    await saveUser(db, "devi", "temple-bells-at-six");
    const guesser = "10.21.0.1";
    for (let n = 0; n <= SIGN_IN_LIMITS.freeFailures; n++) expect((await signIn("devi", `guess-${n}-guess`, guesser)).status).toBe(401);
    const started = performance.now();
    expect((await signIn("devi", "guess-again-guess", guesser)).status).toBe(401);
    expect(performance.now() - started).toBeGreaterThanOrEqual(SIGN_IN_LIMITS.firstDelayMs - 20);
  });

  it("limits the attacker's own address whatever usernames it tries, an IPv6 client by its /64", async () => {
    const db = await target.db();
    inFreshLimiterWindow(SIGN_IN_LIMITS.windowSeconds);
    await saveUser(db, "bala", "filter-coffee-at-nine");
    const limit = SIGN_IN_LIMITS.perAddress;
    for (let n = 0; n < limit; n++) expect((await signIn(`user${n}`, "whatever-password", "10.4.4.4")).status).toBe(401);
    const blocked = await signIn("someone-else", "whatever-password", "10.4.4.4");
    expect(blocked.status).toBe(429);
    expect(await errorOf(blocked)).toMatch(/^Too many sign-in attempts from your connection\. Please wait \d+ minutes? and try again\.$/);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(blocked.headers.get("retry-after"))).toBeLessThanOrEqual(SIGN_IN_LIMITS.windowSeconds);
    // The same address written as IPv4-mapped IPv6 is the same client.
    expect((await signIn("bala", "filter-coffee-at-nine", "::ffff:10.4.4.4")).status).toBe(429);
    expect((await signIn("bala", "filter-coffee-at-nine", "10.4.4.5")).status).toBe(200);

    // Every host of one /64 is one client; the next /64 is another.
    for (let n = 0; n < limit; n++) expect((await signIn(`user${n}`, "whatever-password", `2001:db8:aa:bb::${n + 1}`)).status).toBe(401);
    expect((await signIn("bala", "filter-coffee-at-nine", "2001:db8:aa:bb:ffff:1:2:3")).status).toBe(429);
    expect((await signIn("bala", "filter-coffee-at-nine", "2001:db8:aa:bc::1")).status).toBe(200);
  });

  it("limits a username at one address, and a success there forgives that address's typos", async () => {
    const db = await target.db();
    inFreshLimiterWindow(SIGN_IN_LIMITS.windowSeconds);
    await saveUser(db, "kala", "jasmine-garland-at-dusk");
    const limit = SIGN_IN_LIMITS.perUsernameAndAddress;
    for (let n = 0; n < limit - 1; n++) expect((await signIn("kala", `typo-${n}-typo`, "10.2.0.1")).status).toBe(401);
    expect((await signIn("kala", "jasmine-garland-at-dusk", "10.2.0.1")).status).toBe(200);

    // Forgiven: a whole allowance again at the same address, then no more.
    expect((await failFrom("kala", Array(limit).fill("10.2.0.1"))).map((r) => r.status)).toEqual(Array(limit).fill(401));
    const blocked = await signIn("kala", "jasmine-garland-at-dusk", "10.2.0.1");
    expect(blocked.status).toBe(429);
    expect(await errorOf(blocked)).toMatch(/^Too many sign-in attempts for this username from your connection\. Please wait \d+ minutes? /);
  });

  it("stores limiter keys hashed, never an address or a username, and deletes old windows", async () => {
    const db = await target.db();
    const hourAgo = new Date(Date.now() - 60 * 60_000);
    await db.insert(rateLimits).values([
      { key: "admin-login:address:planted", windowStart: hourAgo, expiresAt: new Date(hourAgo.getTime() + 15 * 60_000), count: 3 },
      { key: "lead:planted", windowStart: hourAgo, expiresAt: new Date(hourAgo.getTime() + 10 * 60_000), count: 1 },
    ]);
    expect((await signIn("meera.s", "not-her-password", "2001:db8:5:6::7")).status).toBe(401);
    expect((await signIn("meera.s", "not-her-password", "198.51.100.23")).status).toBe(401);

    const rows = await db.select().from(rateLimits);
    const keys = rows.map((row) => row.key);
    const ours = rows.filter((row) => row.key.startsWith("admin-login:"));
    expect(ours.length).toBeGreaterThanOrEqual(5);
    for (const { key, windowStart } of ours) {
      expect(windowStart.getTime()).toBeGreaterThan(hourAgo.getTime());
      expect(key).toMatch(/^admin-login:(address|pair|failures):[\w-]{43}$/);
      for (const clear of ["meera.s", "2001:db8", "198.51.100.23"]) expect(key).not.toContain(clear);
    }
    // Every window that has ended goes, whichever limiter it belonged to.
    expect(keys).not.toContain("admin-login:address:planted");
    expect(keys).not.toContain("lead:planted");
  });
});
