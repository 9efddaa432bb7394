import { count } from "drizzle-orm";
import { expect } from "vitest";
import bookConsultation from "../../functions/consultations";
import { consultations } from "../../src/server/db/schema";
import { describeEachDatabase } from "../support/databases";
import { jsonRequest, testContext } from "../support/requests";
import { uniqueKey, validConsultation } from "../support/leads";

describeEachDatabase("200 concurrent bookings, 50 of them sent twice", (target, it) => {
  it.smoke("store exactly 150 rows and answer every duplicate with the first booking", async () => {
    const db = await target.db();
    const before = (await db.select({ n: count() }).from(consultations))[0]!.n;
    const keys = Array.from({ length: 150 }, uniqueKey);
    const sends = [...keys, ...keys.slice(0, 50)].map((idempotencyKey, i) =>
      bookConsultation(
        jsonRequest("/api/consultations", { ...validConsultation, fullName: `Visitor ${i % 150}`, idempotencyKey }),
        testContext(),
      ),
    );
    const responses = await Promise.all(sends);
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(150);
    expect(statuses.filter((s) => s === 200)).toHaveLength(50);
    const ids = await Promise.all(responses.map(async (r) => ((await r.json()) as { data: { id: number } }).data.id));
    expect(ids.slice(150)).toEqual(ids.slice(0, 50));
    expect((await db.select({ n: count() }).from(consultations))[0]!.n).toBe(before + 150);
  });
});
