import { and, count, eq, isNull } from "drizzle-orm";
import { expect } from "vitest";
import bookConsultation from "../../functions/consultations";
import { consultations, outbox } from "../../src/server/db/schema";
import { describeEachDatabase } from "../support/databases";
import { formRequest, jsonRequest, testContext } from "../support/requests";
import { uniqueKey, validConsultation } from "../support/leads";

const post = (body: unknown, init?: RequestInit, context = testContext()) =>
  bookConsultation(jsonRequest("/api/consultations", body, init), context);

describeEachDatabase("POST /api/consultations", (target, it) => {
  const rows = async () => (await (await target.db()).select({ n: count() }).from(consultations))[0]!.n;
  const outboxRows = async () => (await (await target.db()).select({ n: count() }).from(outbox))[0]!.n;

  it.smoke("saves a valid booking once, with its staff notification, and answers 201 with the record and a WhatsApp link", async () => {
    const response = await post({ ...validConsultation, idempotencyKey: uniqueKey() });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { data: Record<string, unknown>; whatsappLink: string };
    const { fillMs: _fillMs, ...fields } = validConsultation;
    expect(body.data).toMatchObject({ ...fields, id: expect.any(Number) });
    expect(body.data).not.toHaveProperty("idempotencyKey");
    expect(new Date(String(body.data.createdAt)).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(body.whatsappLink).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(decodeURIComponent(body.whatsappLink)).toContain("Priya Raghavan");
    expect(await rows()).toBe(1);

    const [notification] = await (
      await target.db()
    )
      .select()
      .from(outbox)
      .where(and(eq(outbox.leadId, Number(body.data.id)), isNull(outbox.recipient)));
    expect(notification).toMatchObject({ kind: "consultation", subject: expect.stringContaining("Priya Raghavan") });
  });

  it.smoke("answers a repeated idempotency key with the first booking and writes nothing new", async () => {
    const key = uniqueKey();
    const [rowsBefore, outboxBefore] = [await rows(), await outboxRows()];
    const first = await post({ ...validConsultation, idempotencyKey: key });
    const again = await post({ ...validConsultation, idempotencyKey: key });
    const concurrent = await Promise.all([1, 2, 3].map(() => post({ ...validConsultation, idempotencyKey: key })));
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    const firstId = ((await first.json()) as { data: { id: number } }).data.id;
    for (const response of [again, ...concurrent]) expect(((await response.json()) as { data: { id: number } }).data.id).toBe(firstId);
    expect(await rows()).toBe(rowsBefore + 1);
    // The staff notification and the visitor's one receipt.
    expect(await outboxRows()).toBe(outboxBefore + 2);
  });

  it("answers bad fields with 400 and the form's own messages, writing nothing", async () => {
    const before = await rows();
    const response = await post({ fullName: "Al", email: "not-an-email", phone: "12345", service: "", message: "" });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; fields: Record<string, string> };
    expect(body.fields).toEqual({
      fullName: "Name must be at least 3 characters",
      email: "Please enter a valid email address",
      phone: "Phone number must be at least 10 digits",
      service: "Please select a service",
    });
    expect(await rows()).toBe(before);
  });

  it.each([
    ["malformed JSON", "{not json", 400, /not valid JSON/],
    ["an empty body", "", 400, /empty/],
    ["a JSON array", "[]", 400, /highlighted fields/],
    ["JSON null", "null", 400, /highlighted fields/],
    ["an unknown field", { ...validConsultation, admin: true }, 400, /highlighted fields/],
    ["a wrong type", { ...validConsultation, phone: 9840011111 }, 400, /highlighted fields/],
    ["control characters", { ...validConsultation, fullName: "Priya\u0000Raghavan" }, 400, /highlighted fields/],
    ["a name on two lines", { ...validConsultation, fullName: "Priya\r\nBcc: someone@example.com" }, 400, /highlighted fields/],
    ["a name with a line separator", { ...validConsultation, fullName: "Priya\u2028Raghavan" }, 400, /highlighted fields/],
    ["an absurdly long name", { ...validConsultation, fullName: "P".repeat(5000) }, 400, /highlighted fields/],
    ["a body over 16 KB", { ...validConsultation, message: "x".repeat(17 * 1024) }, 413, /too large/],
  ])("rejects %s with a clear 4xx and writes nothing", async (_label, body, status, message) => {
    const before = await rows();
    const response = await post(body);
    expect(response.status).toBe(status);
    expect(((await response.json()) as { error: string }).error).toMatch(message);
    expect(await rows()).toBe(before);
  });

  it("rejects a body that is neither JSON nor a web form with 415", async () => {
    const response = await post("fullName=x", { headers: { "Content-Type": "text/plain" } });
    expect(response.status).toBe(415);
  });

  it("takes a fill time in any number form, and refuses a malformed key (never replaced: one retry, one row) with a clear 400", async () => {
    expect((await post({ ...validConsultation, idempotencyKey: uniqueKey(), fillMs: "12345.678" })).status).toBe(201);
    const before = await rows();
    for (let i = 0; i < 2; i++) {
      const response = await post({ ...validConsultation, idempotencyKey: "!not a key!" });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/reload the page and send it again/);
    }
    expect(await rows()).toBe(before);
  });

  it("drops a scripted post without a fill time as a bot's, and takes a form posted without JavaScript", async () => {
    const before = await rows();
    const { fillMs: _fillMs, ...untimed } = validConsultation;
    expect((await post({ ...untimed, idempotencyKey: uniqueKey() })).status).toBe(202);
    expect(await rows()).toBe(before);
    const plain = await bookConsultation(formRequest("/api/consultations", { ...untimed, idempotencyKey: uniqueKey() }), testContext());
    expect(plain.status).toBe(303);
    expect(await rows()).toBe(before + 1);
  });

  it("accepts honeypot and too-fast submissions without storing them", async () => {
    const before = await rows();
    const trap = await post({ ...validConsultation, website: "http://spam.example" });
    const fast = await post({ ...validConsultation, fillMs: 300 });
    expect([trap.status, fast.status]).toEqual([202, 202]);
    expect(await rows()).toBe(before);
    const human = await post({ ...validConsultation, fillMs: 14_000 });
    expect(human.status).toBe(201);
    expect(await rows()).toBe(before + 1);
  });

  it("takes a plain HTML form post: 303 to /thank-you, or a 400 page naming the errors", async () => {
    const before = await rows();
    const ok = await bookConsultation(formRequest("/api/consultations", { ...validConsultation, message: "", website: "" }), testContext());
    expect(ok.status).toBe(303);
    // The thank-you page is told the time promised (lead-answer.test.ts checks it is the rule's).
    expect(ok.headers.get("location")).toMatch(/^\/thank-you\?by=\d{4}-/);
    expect(await rows()).toBe(before + 1);

    const bad = await bookConsultation(formRequest("/api/consultations", { ...validConsultation, email: "nope<script>" }), testContext());
    expect(bad.status).toBe(400);
    expect(bad.headers.get("content-type")).toMatch(/text\/html/);
    const html = await bad.text();
    expect(html).toContain("Please enter a valid email address");
    expect(html).toContain('href="/contact#book-consultation"');
    expect(html).not.toContain("<script>");
    expect(await rows()).toBe(before + 1);
  });

  it("answers GET with 405", async () => {
    const response = await bookConsultation(new Request("http://localhost/api/consultations"), testContext());
    expect(response.status).toBe(405);
  });
});
