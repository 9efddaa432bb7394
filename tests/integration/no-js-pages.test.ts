import { describe, expect, it } from "vitest";
import bookConsultation from "../../functions/consultations";
import { closeDb, getDb } from "../../src/server/db/client";
import { describeEachDatabase } from "../support/databases";
import { testContext } from "../support/requests";
import { uniqueKey, validConsultation } from "../support/leads";

/** A consultation form posted by a browser with JavaScript off. */
function formPost(fields: Record<string, string>, init: { type?: string; body?: string } = {}): Request {
  return new Request("http://localhost/api/consultations", {
    method: "POST",
    headers: { "Content-Type": init.type ?? "application/x-www-form-urlencoded", Accept: "text/html,application/xhtml+xml" },
    body: init.body ?? new URLSearchParams(fields).toString(),
  });
}

async function page(response: Response) {
  expect(response.headers.get("content-type")).toMatch(/^text\/html/);
  const html = await response.text();
  expect(html).toContain('href="tel:+919840012345"');
  return html;
}

describe("forms posted without JavaScript get an HTML page for every failure", () => {
  it("413: says the message is too long, with the phone number", async () => {
    const response = await bookConsultation(formPost({ ...validConsultation, message: "x".repeat(20_000) }), testContext());
    expect(response.status).toBe(413);
    expect(await page(response)).toContain("Your message is too long");
  });

  it("415: a form the site did not make is pointed back to the site's form", async () => {
    const response = await bookConsultation(formPost({}, { type: "multipart/form-data; boundary=x", body: "--x--" }), testContext());
    expect(response.status).toBe(415);
    expect(await page(response)).toContain('href="/contact#book-consultation"');
  });

  it("503: keeps what the visitor typed in a form that sends it again", async () => {
    const previous = process.env.DATABASE_URL;
    process.env.DATABASE_URL = "postgres://nobody@127.0.0.1:9/closed";
    try {
      const response = await bookConsultation(formPost({ ...validConsultation, fullName: "Meena <Iyer>" }), testContext());
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
      const html = await page(response);
      expect(html).toContain('value="Meena &lt;Iyer&gt;"');
      expect(html).toContain('<option value="modular-kitchen" selected>');
      expect(html).toMatch(/<form method="post" action="\/api\/consultations">/);
      expect(html).toMatch(/name="idempotencyKey" value="[0-9a-f-]{36}"/);
    } finally {
      process.env.DATABASE_URL = previous;
      await closeDb("postgres://nobody@127.0.0.1:9/closed");
    }
  });
});

describeEachDatabase("forms posted without JavaScript, on a database", (target, it) => {
  it.smoke("409: the same key with other details is offered again under a new key", async () => {
    const key = uniqueKey();
    const first = await bookConsultation(formPost({ ...validConsultation, idempotencyKey: key }), testContext());
    expect(first.status).toBe(303);
    const response = await bookConsultation(
      formPost({ ...validConsultation, fullName: "Another Person", idempotencyKey: key }),
      testContext(),
    );
    expect(response.status).toBe(409);
    const html = await page(response);
    expect(html).toContain('value="Another Person"');
    expect(html).not.toContain(key);
  });

  it("500: an unexpected failure still keeps the visitor's details and offers the phone", async () => {
    const db = await getDb(target.url);
    await db.execute("ALTER TABLE consultations RENAME COLUMN message TO note");
    try {
      const response = await bookConsultation(formPost({ ...validConsultation, fullName: "Lakshmi Narayanan" }), testContext());
      expect(response.status).toBe(500);
      const html = await page(response);
      expect(html).toContain('value="Lakshmi Narayanan"');
    } finally {
      await db.execute("ALTER TABLE consultations RENAME COLUMN note TO message");
    }
  });

  it("400: fields named like an object's own machinery are named back, not a crash", async () => {
    const fields = { ...validConsultation, constructor: "x", toString: "y", valueOf: "z", hasOwnProperty: "w", __proto__: "v" };
    const params = new URLSearchParams(validConsultation);
    for (const name of ["constructor", "toString", "valueOf", "hasOwnProperty", "__proto__"]) params.append(name, fields.fullName);
    const response = await bookConsultation(formPost({}, { body: params.toString() }), testContext());
    expect(response.status).toBe(400);
    const html = await page(response);
    for (const name of ["constructor", "toString", "valueOf", "hasOwnProperty", "__proto__"])
      expect(html).toContain(`<strong>${name}:</strong> Unknown field`);
  });
});
