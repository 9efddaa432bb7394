import { request } from "node:http";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migratedDatabase } from "../support/databases";
import { startSiteServer, type SiteServer } from "../../scripts/lib/site-server";
import { closeDb, getDb } from "../../src/server/db/client";
import { outbox } from "../../src/server/db/schema";
import { pendingNotification } from "../support/outbox";

/** `npm start`'s server, as a developer runs it, on a database of this test's own. */
describe("the local server", () => {
  let server: SiteServer;
  let url = "";
  let drop = async () => {};
  let pendingId = 0;
  let mailDir = "";
  const previous = { DATABASE_URL: process.env.DATABASE_URL, MAIL_DIR: process.env.MAIL_DIR };

  beforeAll(async () => {
    ({ url, drop } = await migratedDatabase("site_local"));
    const db = await getDb(url);
    // A notification a killed process left behind.
    pendingId = await pendingNotification(db, "Left pending");
    mailDir = await mkdtemp(join(tmpdir(), "site-local-mail-"));
    Object.assign(process.env, { DATABASE_URL: url, MAIL_DIR: mailDir });
    server = await startSiteServer({ port: 0, host: "127.0.0.1", seed: false });
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    Object.assign(process.env, previous);
    if (mailDir) await rm(mailDir, { recursive: true, force: true });
    await closeDb(url);
    await drop();
  });

  it("sends a notification left pending without waiting for another lead", async () => {
    const db = await getDb(url);
    let status = "";
    for (let i = 0; i < 100 && status !== "sent"; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await db.select().from(outbox).where(eq(outbox.id, pendingId)))[0]!.status;
    }
    expect(status).toBe("sent");
    expect((await readdir(mailDir)).length).toBe(1);
  });

  it("answers malformed % escapes in a path with 400, not 500", async () => {
    const { port } = new URL(server.origin);
    for (const path of ["/%", "/%zz", "/ta/%E0%AE", "/%C0%80", "/api/slots%ff?kind=video-call", "/services/%E0%A4%A"]) {
      const status = await new Promise<number>((resolve, reject) => {
        const req = request({ host: "127.0.0.1", port, path, method: "GET" }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on("error", reject);
        req.end();
      });
      expect(status, path).toBe(400);
    }
  });

  it("stops reading a chunked body at the limit instead of taking it all", async () => {
    const { port } = new URL(server.origin);
    const chunk = Buffer.alloc(64 * 1024, "a");
    let written = 0;
    const status = await new Promise<number>((resolve, reject) => {
      const req = request({
        host: "127.0.0.1",
        port,
        path: "/api/consultations",
        method: "POST",
        headers: { "content-type": "application/json" },
      });
      req.on("response", (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      req.on("error", (error) => (written > 0 ? undefined : reject(error)));
      const pump = () => {
        while (written < 200 * 1024 * 1024 && !req.destroyed) {
          written += chunk.length;
          if (!req.write(chunk)) return void req.once("drain", pump);
        }
        if (!req.destroyed) req.end();
      };
      pump();
    });
    expect(status).toBe(413);
    expect(written).toBeLessThan(20 * 1024 * 1024);
  });
});
