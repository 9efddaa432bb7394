/**
 * The receipt: the one e-mail a visitor gets for each lead they send with an address, in their language, through the
 * outbox (so its per-recipient cap holds: the site cannot be used to mail a stranger in bulk). It says what they sent,
 * the promise time, the notice's key points and their private link.
 */
import { site } from "../../config/site";
import { en } from "../../i18n/en";
import { fill } from "../../i18n/fill";
import type { Locale } from "../../i18n/locales";
import { ta } from "../../i18n/ta";
import type { PageField } from "../../lib/forms/descriptor";
import { formatPromise, promiseDeadline } from "../../lib/leads/promise";
import type { Notification } from "../notify/outbox";

const CATALOGUES = { en, ta };

/** Any line break or control character becomes a space: a name greets, and a value lists, on one line. */
const oneLine = (value: string) =>
  value
    .replace(/[\p{Cc}\u2028\u2029]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();

/** What the receipt says of privacy, and the private link: also in a booking's own e-mail, which is its receipt. */
export function privateLinkLines(locale: Locale, link: string): string[] {
  const words = CATALOGUES[locale].privacy.receipt;
  return [fill(words.privacy, { months: site.privacy.retentionMonths }), "", words.link, link, words.linkNote];
}

export function receiptMessage({
  locale,
  row,
  fields,
  email,
  link,
}: {
  locale: Locale;
  row: Record<string, unknown> & { createdAt: Date };
  /** The form's fields as its no-JavaScript page names them: their labels are the catalogue's. */
  fields: Map<string, PageField>;
  email: string;
  link: string;
}): Notification {
  const words = CATALOGUES[locale].privacy.receipt;
  const forms = CATALOGUES[locale].forms;
  const name = oneLine(String(row.fullName ?? row.name ?? "")).split(" ")[0];
  const sent = [...fields]
    .filter(([key, field]) => field.label && field.input !== "hidden" && typeof row[key] === "string" && row[key] !== "")
    .map(([key, field]) => {
      const value = String(row[key]);
      const shown = field.input === "service" ? (forms.services[value as keyof typeof forms.services] ?? value) : value;
      return `${forms.fields[field.label!]}: ${oneLine(shown)}`;
    });
  return {
    recipient: email,
    subject: words.subject,
    body: [
      name ? fill(words.greeting, { name }) : words.greetingNoName,
      "",
      words.intro,
      ...sent,
      "",
      fill(words.promise, { promise: formatPromise(promiseDeadline(row.createdAt), locale) }),
      "",
      ...privateLinkLines(locale, link),
      "",
      site.brand,
    ].join("\n"),
  };
}
