import { randomUUID } from "node:crypto";
import { site } from "../config/site";
import { fill } from "../i18n/fill";
import { messages } from "../i18n/catalogue";
import { LOCALE_INFO, type Locale } from "../i18n/locales";
import { serviceOptions } from "../lib/forms/service-options";
import type { PageField } from "../lib/forms/descriptor";
import type { FormMessages } from "../lib/forms/messages";
import { SECURITY_HEADERS } from "./http";

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

/** Sent with every lead but not typed by the visitor: carried over unseen. The honeypot is never carried over. */
const SUBMISSION_CARRIED = new Set(["idempotencyKey", "fillMs", "lang"]);

function labelOf(field: string, m: FormMessages, fields: Map<string, PageField>): string {
  const label = fields.get(field)?.label;
  return label ? m.fields[label] : field === "_form" ? m.fields.form : field;
}

export interface FormPage {
  /** The language of the form's page: the error page speaks it. */
  locale: Locale;
  status: number;
  title: string;
  message: string;
  /** Per-field problems, shown as a list. */
  errors?: Record<string, string>;
  /** What the visitor sent, offered again in a form that posts to `action`. */
  resubmit?: { action: string; values: Record<string, unknown> };
  /** The page with the original form. */
  formPath: string;
  /** The form's fields the page offers again, from its descriptor (see `src/lib/forms/descriptor.ts`). */
  fields: Map<string, PageField>;
  headers?: Record<string, string>;
}

function field(name: string, value: string, m: FormMessages, view: PageField): string {
  const id = `f-${escapeHtml(name)}`;
  const label = `<label for="${id}">${escapeHtml(view.label ? m.fields[view.label] : name)}</label>`;
  const attributes = `id="${id}" name="${escapeHtml(name)}"`;
  if (view.input === "textarea") return `${label}<textarea ${attributes} rows="4">${escapeHtml(value)}</textarea>`;
  if (view.input === "checkbox") {
    const words = escapeHtml(fill(view.label ? m.fields[view.label] : name, { brand: site.brand }));
    const ticked = value === "on" || value === "true" ? " checked" : "";
    return `<label><input ${attributes} type="checkbox" value="on"${ticked} style="display:inline;width:auto;min-height:0"> ${words}</label>`;
  }
  if (view.input === "service") {
    const options = serviceOptions(m)
      .map((option) => `<option value="${option.value}"${option.value === value ? " selected" : ""}>${escapeHtml(option.label)}</option>`)
      .join("");
    return `${label}<select ${attributes}><option value="">${escapeHtml(m.placeholders.service)}</option>${options}</select>`;
  }
  return `${label}<input ${attributes} type="${view.input}" value="${escapeHtml(value)}">`;
}

function resubmitForm(action: string, values: Record<string, unknown>, m: FormMessages, fields: Map<string, PageField>): string {
  const visible: string[] = [];
  const hidden: string[] = [];
  const entries = Object.entries(values);
  // A post without JavaScript has no key: the retry gets one, so pressing it twice still makes one lead.
  if (!entries.some(([name]) => name === "idempotencyKey")) entries.push(["idempotencyKey", randomUUID()]);
  for (const [name, value] of entries) {
    for (const item of [value].flat()) {
      if (typeof item !== "string" && typeof item !== "number") continue;
      const view = fields.get(name);
      if (view && view.input !== "hidden" && !Array.isArray(value)) visible.push(field(name, String(item), m, view));
      else if (view?.input === "hidden" || SUBMISSION_CARRIED.has(name))
        hidden.push(`<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(String(item))}">`);
    }
  }
  return `<form method="post" action="${escapeHtml(action)}">${hidden.join("")}${visible.join("")}<button type="submit">${escapeHtml(m.page.sendAgain)}</button></form>`;
}

/**
 * The answer to a form posted without JavaScript that could not be saved: what went wrong in plain words, what the
 * visitor typed in a form they can send again, and the phone number.
 */
export function formPage({ locale, status, title, message, errors, resubmit, formPath, fields, headers = {} }: FormPage): Response {
  const { forms: m, layout } = messages(locale);
  const items = Object.entries(errors ?? {})
    .map(([name, text]) => `<li><strong>${escapeHtml(labelOf(name, m, fields))}:</strong> ${escapeHtml(text)}</li>`)
    .join("");
  const phone = `<a href="${site.contact.phoneHref}">${escapeHtml(site.contact.phone)}</a>`;
  const call = fill(escapeHtml(m.page.call), { phone, hours: escapeHtml(layout.meta.hours) });
  const html = `<!doctype html><html lang="${LOCALE_INFO[locale].htmlLang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} | ${escapeHtml(site.brand)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1f1a17;line-height:1.5}a{color:#1d4e53}label{display:block;margin-top:.75rem;font-weight:600}input,select,textarea{display:block;width:100%;box-sizing:border-box;min-height:2.75rem;padding:.5rem;font:inherit}button{margin-top:1rem;min-height:2.75rem;padding:.5rem 1.25rem;font:inherit;background:#1d4e53;color:#fff;border:0;border-radius:.5rem}</style></head>
<body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${items ? `<ul>${items}</ul>` : ""}${resubmit ? resubmitForm(resubmit.action, resubmit.values, m, fields) : ""}
<p><a href="${escapeHtml(formPath)}">${escapeHtml(m.page.back)}</a> ${call}</p></body></html>`;
  return new Response(html, {
    status,
    // The page has one inline <style> and posts only to this site; nothing else may load or run.
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      ...SECURITY_HEADERS,
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
      ...headers,
    },
  });
}
