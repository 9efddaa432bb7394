import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { DomUtils, parseDocument } from "htmlparser2";
import type { Element } from "domhandler";
import { describe, expect, it } from "vitest";
import { messages } from "../../src/i18n/catalogue";
import { LOCALES, localePath } from "../../src/i18n/locales";
import { NOTICE_VERSION } from "../../src/lib/privacy/notice";
import ConsultationForm from "../../src/islands/ConsultationForm";
import ContactForm from "../../src/islands/ContactForm";
import BookingForm from "../../src/islands/booking/BookingForm";
import { TextField } from "../../src/islands/forms/TextField";
import { bookingSchema } from "../../src/lib/forms/booking";
import { consultationSchemas } from "../../src/lib/forms/consultation";
import { contactSchemas } from "../../src/lib/forms/contact";

/** The island as the server renders it: the form a visitor without JavaScript posts. */
function serverRendered(island: ReactElement) {
  const document = parseDocument(renderToStaticMarkup(island));
  const form = DomUtils.findOne((node) => node.name === "form", document.children)!;
  const controls = DomUtils.findAll((node) => ["input", "select", "textarea"].includes(node.name), [form]);
  const labels = DomUtils.findAll((node) => node.name === "label", [form]);
  return { form, controls, labels, names: controls.map((control) => control.attribs.name).sort() };
}

/** The controls a visitor sees must each be named by a label tied to their id. */
function unlabelled(controls: Element[], labels: Element[]) {
  const visible = controls.filter((control) => control.attribs.type !== "hidden" && control.attribs.name !== "website");
  return visible.filter((control) => !labels.some((label) => label.attribs.for && label.attribs.for === control.attribs.id));
}

const leadForms = [
  { name: "consultation", endpoint: "/api/consultations", render: ConsultationForm, schemas: consultationSchemas },
  { name: "contact", endpoint: "/api/contacts", render: ContactForm, schemas: contactSchemas },
] as const;

describe("the form shell, as the server renders it", () => {
  for (const { name, endpoint, render, schemas } of leadForms) {
    for (const locale of LOCALES) {
      it(`the ${name} form (${locale}) posts every field of its schema, the page's language and the bot trap`, () => {
        const { form, controls, labels, names } = serverRendered(createElement(render, { locale }));
        expect(form.attribs).toMatchObject({ action: endpoint, method: "post", novalidate: "" });
        // The island has not taken over yet: the tests wait for this to appear.
        expect(form.attribs["data-hydrated"]).toBeUndefined();
        expect(names).toEqual([...Object.keys(schemas[locale].shape), "lang", "website", "noticeForm", "noticeVersion"].sort());
        expect(controls.find((control) => control.attribs.name === "lang")?.attribs).toMatchObject({ type: "hidden", value: locale });
        expect(unlabelled(controls, labels)).toEqual([]);
        // The privacy notice beside the button, in the page's language, with the version and form a post records.
        const notice = DomUtils.findOne((node) => node.attribs["data-privacy-notice"] === name, [form])!;
        expect(DomUtils.textContent(notice)).toContain(messages(locale).notice.text);
        expect(DomUtils.findOne((node) => node.name === "a", [notice])!.attribs.href).toBe(localePath("/privacy-policy", locale));
        expect(controls.find((control) => control.attribs.name === "noticeVersion")?.attribs.value).toBe(NOTICE_VERSION);
        expect(controls.find((control) => control.attribs.name === "noticeForm")?.attribs.value).toBe(name);
      });
    }
  }

  it("the booking form posts only fields its schema knows, each with a label", () => {
    const { booking: text } = messages("en");
    const { form, controls, labels, names } = serverRendered(createElement(BookingForm, { centres: [], areas: [], text }));
    expect(form.attribs).toMatchObject({ action: "/api/bookings", method: "post", novalidate: "" });
    expect(names.filter((field) => !(field in bookingSchema.shape) && !["website", "noticeForm", "noticeVersion"].includes(field))).toEqual(
      [],
    );
    expect(names).toEqual(expect.arrayContaining(["noticeForm", "noticeVersion"]));
    expect(names).toEqual(expect.arrayContaining(["kind", "fullName", "email", "phone", "service", "message", "website"]));
    expect(
      unlabelled(
        controls.filter((control) => control.attribs.type !== "radio"),
        labels,
      ),
    ).toEqual([]);
  });
});

describe("a field of the shell", () => {
  const registration = { name: "email", onChange: async () => undefined, onBlur: async () => undefined, ref: () => undefined };
  const render = (error?: { type: string; message: string }) => {
    const document = parseDocument(renderToStaticMarkup(createElement(TextField, { formId: "f", label: "Email", registration, error })));
    const input = DomUtils.findOne((node) => node.name === "input", document.children)!;
    const label = DomUtils.findOne((node) => node.name === "label", document.children)!;
    return { document, input, label };
  };

  it("is named by its label and is not marked wrong while it has no message", () => {
    const { input, label } = render();
    expect(input.attribs).toMatchObject({ id: "f-email", name: "email" });
    expect(label.attribs.for).toBe("f-email");
    expect(input.attribs["aria-invalid"]).toBeUndefined();
    expect(input.attribs["aria-describedby"]).toBeUndefined();
  });

  it("is marked wrong and described by its message once it has one", () => {
    const { document, input } = render({ type: "server", message: "This address cannot receive mail" });
    expect(input.attribs["aria-invalid"]).toBe("true");
    const message = DomUtils.findOne((node) => node.attribs.id === input.attribs["aria-describedby"], document.children);
    expect(message && DomUtils.textContent(message)).toBe("This address cannot receive mail");
  });
});
