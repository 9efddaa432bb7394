import { afterEach, expect, vi } from "vitest";
import bookConsultation from "../../functions/consultations";
import { getDb } from "../../src/server/db/client";
import { describeEachDatabase } from "../support/databases";
import { jsonRequest, testContext } from "../support/requests";
import { HUMAN_FILL_MS, uniqueKey } from "../support/leads";

const visitor = {
  fullName: "Revathi Sundaram",
  email: "revathi.s@example.com",
  phone: "+91 99400 55555",
  service: "bathroom",
  fillMs: HUMAN_FILL_MS,
};

afterEach(() => {
  vi.restoreAllMocks();
});

/** Everything the functions wrote to the console while `run` ran. */
async function logsOf(run: () => Promise<unknown>): Promise<string> {
  const lines: string[] = [];
  const capture = (...args: unknown[]) =>
    void lines.push(args.map((arg) => (arg instanceof Error ? `${arg.stack} ${JSON.stringify(arg)}` : String(arg))).join(" "));
  for (const method of ["log", "info", "warn", "error", "debug"] as const) vi.spyOn(console, method).mockImplementation(capture);
  await run();
  return lines.join("\n");
}

describeEachDatabase("logs", (target, it) => {
  it.smoke("a failed lead save writes no name, phone or email to the log", async () => {
    const db = await getDb(target.url);
    await db.execute("ALTER TABLE consultations ADD CONSTRAINT no_bathrooms CHECK (service <> 'bathroom')");
    try {
      const output = await logsOf(async () => {
        const response = await bookConsultation(
          jsonRequest("/api/consultations", { ...visitor, idempotencyKey: uniqueKey() }),
          testContext(),
        );
        expect(response.status).toBe(500);
      });
      expect(output).toContain("no_bathrooms");
      for (const value of [visitor.fullName, visitor.email, visitor.phone, "Revathi", "99400"]) expect(output).not.toContain(value);
    } finally {
      await db.execute("ALTER TABLE consultations DROP CONSTRAINT no_bathrooms");
    }
  });
});
