import { and, eq, isNull } from "drizzle-orm";
import { expect } from "vitest";
import bookConsultation from "../../functions/consultations";
import contact from "../../functions/contacts";
import estimates from "../../functions/estimates";
import { forms as en } from "../../src/i18n/en/forms";
import { forms as ta } from "../../src/i18n/ta/forms";
import { consultations, contacts, outbox } from "../../src/server/db/schema";
import { describeEachDatabase } from "../support/databases";
import { formRequest, jsonRequest, testContext } from "../support/requests";
import { uniqueKey, validConsultation, validContact, validEstimate } from "../support/leads";

const consult = (body: unknown) => bookConsultation(jsonRequest("/api/consultations", body), testContext());
const tamilConsultation = { ...validConsultation, fullName: "கார்த்திகா சுந்தரம்", message: "அடையாறில் 3 BHK, மாடுலர் கிச்சன்" };

describeEachDatabase("lead forms answer in the page's language and record it", (target, it) => {
  it.smoke("a Tamil consultation with a bad phone gets the Tamil message; a good one is stored with language ta", async () => {
    const db = await target.db();
    const bad = await consult({ ...tamilConsultation, phone: "12345", lang: "ta", idempotencyKey: uniqueKey() });
    expect(bad.status).toBe(400);
    const refused = (await bad.json()) as { error: string; fields: Record<string, string> };
    expect(refused).toEqual({ error: ta.server.invalid, fields: { phone: ta.validation.phone } });
    expect(ta.validation.phone).not.toBe(en.validation.phone);
    expect(await db.select().from(consultations).where(eq(consultations.fullName, tamilConsultation.fullName))).toEqual([]);

    const good = await consult({ ...tamilConsultation, lang: "ta", idempotencyKey: uniqueKey() });
    expect(good.status).toBe(201);
    const { data } = (await good.json()) as { data: { id: number; lang: string } };
    expect(data.lang).toBe("ta");
    const [row] = await db.select().from(consultations).where(eq(consultations.id, data.id));
    expect(row).toMatchObject({ lang: "ta", fullName: tamilConsultation.fullName });
    // The staff's notification stays in English, with the visitor's words as typed.
    const [mail] = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.leadId, data.id), isNull(outbox.recipient)));
    expect(mail!.subject).toBe(`New consultation: ${tamilConsultation.fullName} – Modular Kitchen`);
    expect(mail!.body).toContain(`Message: ${tamilConsultation.message}`);
  });

  it("reads any other language, or none, as English: English messages, stored as en, never an error", async () => {
    for (const lang of ["fr", 7, null, undefined]) {
      const bad = await consult({ ...validConsultation, fullName: "Al", lang });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toEqual({
        error: "Please correct the highlighted fields.",
        fields: { fullName: "Name must be at least 3 characters" },
      });
    }
    const good = await consult({ ...validConsultation, lang: "ta-IN", idempotencyKey: uniqueKey() });
    expect(good.status).toBe(201);
    expect(((await good.json()) as { data: { lang: string } }).data.lang).toBe("en");
  });

  it("answers a Tamil form posted without JavaScript with a Tamil page, and sends it on to the Tamil thank-you page", async () => {
    const fields = { ...tamilConsultation, phone: "12", lang: "ta", website: "" };
    const bad = await bookConsultation(formRequest("/api/consultations", fields), testContext());
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(html).toContain('<html lang="ta">');
    expect(html).toContain(`<title>${ta.page.titles.invalid}`);
    expect(html).toContain(`<strong>${ta.fields.phone}:</strong> ${ta.validation.phone}`);
    expect(html).toContain(`<label for="f-fullName">${ta.fields.fullName}</label>`);
    expect(html).toContain(`<option value="modular-kitchen" selected>${ta.services["modular-kitchen"]}</option>`);
    // Sent again, the form stays Tamil.
    expect(html).toContain('<input type="hidden" name="lang" value="ta">');
    expect(html).toContain(`>${ta.page.sendAgain}</button>`);
    expect(html).toContain('<a href="/ta/contact#book-consultation">');

    const good = await bookConsultation(formRequest("/api/consultations", { ...fields, phone: "9840012345" }), testContext());
    expect(good.status).toBe(303);
    expect(good.headers.get("location")).toMatch(/^\/ta\/thank-you\?by=/);
  });

  it("does the same for the contact form and the estimator's contact step", async () => {
    const db = await target.db();
    const sent = await contact(jsonRequest("/api/contacts", { ...validContact, lang: "ta", idempotencyKey: uniqueKey() }), testContext());
    expect(sent.status).toBe(201);
    const { id } = ((await sent.json()) as { data: { id: number } }).data;
    expect((await db.select().from(contacts).where(eq(contacts.id, id)))[0]!.lang).toBe("ta");

    const short = await contact(jsonRequest("/api/contacts", { ...validContact, message: "hi", lang: "ta" }), testContext());
    expect(((await short.json()) as { fields: Record<string, string> }).fields).toEqual({ message: ta.validation.messageTooShort });

    const estimate = await estimates(jsonRequest("/api/estimates", { ...validEstimate, city: "", lang: "ta" }), testContext());
    expect(((await estimate.json()) as { fields: Record<string, string> }).fields).toEqual({ city: ta.validation.city });
  });
});
