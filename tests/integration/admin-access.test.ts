import { readdir } from "node:fs/promises";
import { resolve } from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import logout from "../../functions/admin-logout";
import session from "../../functions/admin-session";
import { scryptParams } from "../../src/server/admin/passwords";
import { saveUser } from "../../src/server/admin/users";
import { sessions, users } from "../../src/server/db/schema";
import type { FunctionModule } from "../../scripts/lib/function-router";
import { adminRequest, signedInStaff, signIn } from "../support/admin";
import { describeEachDatabase } from "../support/databases";
import { testContext } from "../support/requests";

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];
/** Sample values for path parameters, so every route can be called. */
const SAMPLE_PARAMS: Record<string, string> = { kind: "consultation", id: "1" };

async function adminFunctions(): Promise<{ name: string; path: string; module: FunctionModule }[]> {
  const dir = resolve(import.meta.dirname, "../../functions");
  const files = (await readdir(dir)).filter((file) => file.startsWith("admin-"));
  return Promise.all(
    files.map(async (name) => {
      const module = (await import(resolve(dir, name))) as FunctionModule;
      const path = [(module.config as { path?: string | string[] } | undefined)?.path ?? []].flat()[0];
      if (!path?.startsWith("/api/admin/")) throw new Error(`${name} must serve a path under /api/admin/ (has ${path})`);
      return { name, path: path.replace(/:(\w+)/g, (_, param: string) => SAMPLE_PARAMS[param] ?? "1"), module };
    }),
  );
}

describeEachDatabase("admin access", (target, it) => {
  it.smoke("answers 401 without a session and 403 on a foreign Origin, on every admin function and method", async () => {
    const db = await target.db();
    const { cookie } = await signedInStaff(db);
    const functions = await adminFunctions();
    expect(functions.map((f) => f.name)).toEqual(
      expect.arrayContaining(["admin-leads.ts", "admin-lead.ts", "admin-email.ts", "admin-logout.ts"]),
    );
    for (const { name, path, module } of functions) {
      const call = (method: string, options: Parameters<typeof adminRequest>[2]) =>
        module.default(
          adminRequest(method, path, { body: method === "GET" || method === "DELETE" ? undefined : {}, ...options }),
          testContext(),
        );
      let allowed = 0;
      for (const method of METHODS) {
        const anonymous = await call(method, {});
        if (anonymous.status === 405) continue;
        allowed += 1;
        // Signing in is the one thing that needs no session.
        if (name !== "admin-login.ts") expect(anonymous.status, `${method} ${path} without a session`).toBe(401);
        const foreign = await call(method, { cookie, origin: "https://evil.example" });
        expect(foreign.status, `${method} ${path} from a foreign origin`).toBe(403);
        if (method !== "GET") {
          const originless = await call(method, { cookie, origin: null });
          expect(originless.status, `${method} ${path} without Origin`).toBe(403);
        }
      }
      expect(allowed, `${name} allows some method`).toBeGreaterThan(0);
    }
  });

  it.smoke("signs in with a correct password only, into an HttpOnly, Secure, SameSite=Strict session, and signs out", async () => {
    const db = await target.db();
    await saveUser(db, "meena", "kolam-at-dawn-2026");
    const wrong = await signIn("meena", "kolam-at-dusk-2026");
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { error: string }).error).toBe("The username or password is not correct.");
    const nobody = await signIn("nobody", "kolam-at-dawn-2026");
    expect(((await nobody.json()) as { error: string }).error).toBe("The username or password is not correct.");

    const ok = await signIn("Meena", "kolam-at-dawn-2026");
    expect(ok.status).toBe(200);
    const setCookie = ok.headers.get("set-cookie")!;
    expect(setCookie).toMatch(/^__Host-studio_session=[\w-]{40,};/);
    for (const attribute of ["HttpOnly", "Secure", "SameSite=Strict", "Path=/"]) expect(setCookie).toContain(attribute);
    const cookie = setCookie.split(";")[0]!;

    const me = await session(adminRequest("GET", "/api/admin/session", { cookie }), testContext());
    expect(await me.json()).toMatchObject({ data: { username: "meena", role: "admin" } });

    // Only a digest of the token is stored: the table cannot be replayed as cookies.
    const token = cookie.split("=")[1]!;
    const stored = await db.select({ id: sessions.id }).from(sessions);
    expect(stored.some((row) => row.id === token)).toBe(false);

    const out = await logout(adminRequest("POST", "/api/admin/logout", { cookie }), testContext());
    expect(out.status).toBe(200);
    expect(out.headers.get("set-cookie")).toContain("Max-Age=0");
    expect((await session(adminRequest("GET", "/api/admin/session", { cookie }), testContext())).status).toBe(401);
  });

  it("refuses a sign-in posted from another site", async () => {
    const db = await target.db();
    await saveUser(db, "kavya", "filter-coffee-1987");
    const response = await signIn("kavya", "filter-coffee-1987", "10.1.1.9", "https://evil.example");
    expect(response.status).toBe(403);
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("in production trusts only the site's own origins: the address called, URL, DEPLOY_PRIME_URL and SITE_URL", async () => {
    const db = await target.db();
    const { cookie } = await signedInStaff(db);
    const saved = { URL: process.env.URL, DEPLOY_PRIME_URL: process.env.DEPLOY_PRIME_URL, SITE_URL: process.env.SITE_URL };
    Object.assign(process.env, {
      URL: "https://aalayam.example",
      DEPLOY_PRIME_URL: "https://main--aalayam.netlify.app",
      SITE_URL: "https://www.aalayam.example",
    });
    try {
      const logoutFrom = async (origin: string) => {
        const request = new Request("https://www.aalayam.example/api/admin/logout", {
          method: "POST",
          headers: { Cookie: cookie, Origin: origin },
        });
        return (await logout(request, testContext())).status;
      };
      // Refused before the session is looked at, so the session survives each refusal.
      for (const foreign of [
        "http://localhost:8888",
        "http://127.0.0.1:8888",
        "https://evil.example",
        "https://aalayam.example.evil.example",
      ]) {
        expect(await logoutFrom(foreign), foreign).toBe(403);
      }
      for (const own of ["https://aalayam.example", "https://main--aalayam.netlify.app"]) {
        expect(await logoutFrom(own), own).not.toBe(403);
      }
    } finally {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });

  it("ends sessions after inactivity, on a password reset, and never accepts a forged cookie", async () => {
    const db = await target.db();
    const idle = await signedInStaff(db);
    await db.update(sessions).set({ lastSeenAt: sql`now() - interval '2 hours'` });
    expect((await session(adminRequest("GET", "/api/admin/session", { cookie: idle.cookie }), testContext())).status).toBe(401);

    const reset = await signedInStaff(db, "revathi");
    expect((await session(adminRequest("GET", "/api/admin/session", { cookie: reset.cookie }), testContext())).status).toBe(200);
    await saveUser(db, "revathi", "a-brand-new-password-9");
    expect((await session(adminRequest("GET", "/api/admin/session", { cookie: reset.cookie }), testContext())).status).toBe(401);

    const forged = await session(
      adminRequest("GET", "/api/admin/session", { cookie: "__Host-studio_session=forged-token" }),
      testContext(),
    );
    expect(forged.status).toBe(401);
  });

  it("stores passwords only as scrypt hashes, and never sends a hash out", async () => {
    const db = await target.db();
    const staff = await signedInStaff(db);
    const [row] = await db.select().from(users).where(eq(users.username, staff.username));
    expect(row!.password).toMatch(new RegExp(`^scrypt\\$${scryptParams().N}\\$8\\$1\\$[\\w-]{22}\\$[\\w-]{43}$`));
    expect(row!.password).not.toContain(staff.password);

    const bodies = [await (await signIn(staff.username, staff.password, "10.5.5.5")).text()];
    for (const { path, module } of await adminFunctions()) {
      const response = await module.default(adminRequest("GET", path, { cookie: staff.cookie }), testContext());
      if (response.status !== 405) bodies.push(await response.text());
    }
    for (const body of bodies) {
      expect(body).not.toContain(row!.password);
      expect(body).not.toMatch(/scrypt\$/);
    }
  });
});

describe("admin function paths", () => {
  it("all live under /api/admin/", async () => {
    expect((await adminFunctions()).length).toBeGreaterThanOrEqual(8);
  });
});
