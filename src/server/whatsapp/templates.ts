import { site } from "../../config/site";
import { messages } from "../../i18n/catalogue";
import { fill, placeholders } from "../../i18n/fill";
import { LOCALES, type Locale } from "../../i18n/locales";
import { routes } from "../../lib/routes";

/**
 * The WhatsApp templates, as code: each one's name (as approved in Meta's template manager), category and parameters
 * in the order the message fills them. Their words are the `whatsapp.templates` part of the message catalogue, one
 * per language; `npm run whatsapp:templates` prints all of them in the shape the template manager asks for, so what is
 * approved and what is sent cannot drift apart.
 */
export const TEMPLATES = {
  staff_new_enquiry: { category: "UTILITY", params: ["name", "service", "place", "promise", "link"] },
  staff_enquiry_waiting: { category: "UTILITY", params: ["name", "service", "place", "minutes", "promise", "link"] },
  staff_enquiry_escalated: { category: "UTILITY", params: ["name", "service", "place", "minutes", "owner", "link"] },
  staff_booking: { category: "UTILITY", params: ["name", "appointment", "service", "place", "link"] },
  staff_withdrawal: { category: "UTILITY", params: ["name", "service", "place", "link"] },
  staff_whatsapp_message: { category: "UTILITY", params: ["name", "service", "place", "link"] },
  receipt_request: { category: "UTILITY", params: ["name", "request", "promise"] },
  receipt_request_link: { category: "UTILITY", params: ["name", "request", "promise", "link"] },
  receipt_booking: { category: "UTILITY", params: ["name", "appointment", "when", "link"] },
  booking_reminder: { category: "UTILITY", params: ["appointment", "when", "link"] },
} as const satisfies Record<string, { category: "UTILITY"; params: readonly string[] }>;

export type TemplateName = keyof typeof TEMPLATES;
export type TemplateValues<T extends TemplateName> = Record<(typeof TEMPLATES)[T]["params"][number], string>;

export const isTemplateName = (value: unknown): value is TemplateName => typeof value === "string" && Object.hasOwn(TEMPLATES, value);

/** A template's words in a language, with the brand written in and its parameters still as `{name}`. */
export const templateWords = (name: TemplateName, locale: Locale) => fill(messages(locale).whatsapp.templates[name], { brand: site.brand });

/**
 * A parameter as WhatsApp takes it: one line (the API refuses new lines, tabs and more than four spaces in a row),
 * never empty, at most 200 characters.
 */
export const paramText = (value: string) => value.replace(/\s+/g, " ").trim().slice(0, 200) || "–";

/** The values in the template's order, ready for the request's `components[].parameters`. */
export function templateParams<T extends TemplateName>(name: T, values: TemplateValues<T>): string[] {
  return TEMPLATES[name].params.map((param) => paramText((values as Record<string, string>)[param]!));
}

/** The message as the person reads it (the outbox screen shows it), from the stored parameters. */
export function renderTemplate(name: TemplateName, locale: Locale, params: readonly string[]): string {
  const order: readonly string[] = TEMPLATES[name].params;
  return fill(templateWords(name, locale), Object.fromEntries(order.map((param, i) => [param, params[i] ?? ""])));
}

/** Example values Meta's reviewers read beside each parameter. */
const EXAMPLES: Record<string, string> = {
  name: "Kavitha",
  service: "Modular kitchen",
  place: "Adyar",
  promise: "Mon 30 Nov, 11:30 am",
  minutes: "15",
  owner: "Meena",
  link: `${site.url}${routes.adminEnquiry(1234)}`,
  appointment: "video call",
  when: "Tue 1 Dec, 4:00 pm",
  request: "a free design consultation",
};

/** One template in one language as Meta's template manager (POST /{WABA-ID}/message_templates) takes it. */
export function managerTemplate(name: TemplateName, locale: Locale) {
  const order: readonly string[] = TEMPLATES[name].params;
  const text = templateWords(name, locale).replace(/\{(\w+)\}/g, (_, param: string) => `{{${order.indexOf(param) + 1}}}`);
  return {
    name,
    language: locale,
    category: TEMPLATES[name].category,
    components: [{ type: "BODY", text, example: { body_text: [order.map((param) => EXAMPLES[param] ?? param)] } }],
  };
}

/** Every template in every language, for the template manager. */
export const managerTemplates = () =>
  (Object.keys(TEMPLATES) as TemplateName[]).flatMap((name) => LOCALES.map((locale) => managerTemplate(name, locale)));

/** The parameters a template's words use, in order of first use (a check that the words and the order agree). */
export const wordsParams = (name: TemplateName, locale: Locale) => placeholders(templateWords(name, locale));
