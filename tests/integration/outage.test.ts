import { expect } from "vitest";
import bookConsultation from "../../functions/consultations";
import { jsonRequest, testContext } from "../support/requests";
import { validConsultation } from "../support/leads";
import { describeEachDatabase } from "../support/databases";

describeEachDatabase("a database outage", (target, it) => {
  it.smoke("answers 503 with Retry-After, promptly, and saves nothing", async () => {
    // A server that refuses connections; for the embedded database, a folder that cannot exist (its parent is a file).
    process.env.DATABASE_URL = target.kind === "postgres" ? "postgres://postgres@127.0.0.1:1/nothing_listens_here" : "/etc/hostname/pglite";
    const started = Date.now();
    try {
      const response = await bookConsultation(jsonRequest("/api/consultations", validConsultation), testContext());
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
      expect(((await response.json()) as { error: string }).error).toMatch(/try again/);
      expect(Date.now() - started).toBeLessThan(15_000);
    } finally {
      process.env.DATABASE_URL = target.url;
    }
  });
});
