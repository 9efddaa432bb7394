import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { closeDb, getDb, sharedUrl } from "../../src/server/db/client";
import { consultations } from "../../src/server/db/schema";
import { requestHash, saveLead } from "../../src/server/leads";
import { consultationLead } from "../../src/server/submissions/consultations";
import { validConsultation } from "../support/leads";

const dir = join(mkdtempSync(join(tmpdir(), "pglite-owner-")), "db");
const threads: string[] = [];

afterAll(async () => {
  for (const url of threads) await closeDb(url);
  await closeDb(dir);
  rmSync(dirname(dir), { recursive: true, force: true });
});

describe("the embedded database's owner", () => {
  it("stores 50 simultaneous leads from 50 separate connection pools (as netlify dev's worker threads) once each", async () => {
    const owner = await sharedUrl(dir);
    // A pool per simulated worker thread, each with its own connections to the owner's server.
    const pools = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const url = `${owner}?application_name=thread-${i}`;
        threads.push(url);
        return getDb(url);
      }),
    );
    const lead = async (i: number) => {
      const row = await consultationLead.toRow({ ...validConsultation, service: "modular-kitchen", message: `burst #${i}` });
      return { ...row, idempotencyKey: `burst-${i}`, requestHash: requestHash(row) };
    };
    const saved = await Promise.all(pools.map(async (db, i) => saveLead(db, consultationLead, (await lead(i)) as never, `10.0.${i}.0`)));
    expect(saved.every((s) => !s.replayed)).toBe(true);
    expect(new Set(saved.map((s) => s.row.id)).size).toBe(50);

    // The same submissions again, each from another pool: found, not stored twice.
    const again = await Promise.all(
      pools.map(async (_, i) => saveLead(pools[(i + 1) % 50]!, consultationLead, (await lead(i)) as never, `10.0.${i}.0`)),
    );
    expect(again.every((s, i) => s.replayed && s.row.id === saved[i]!.row.id)).toBe(true);

    const rows = await (await getDb(dir)).select({ id: consultations.id }).from(consultations);
    expect(rows).toHaveLength(50);
    expect(new Set(rows.map((r) => r.id)).size).toBe(50);
  }, 120_000);
});
