import { randomUUID } from "node:crypto";
import { site } from "../config/site";
import { SERVICE_OPTIONS } from "../lib/forms/service-options";
import { SECURITY_HEADERS } from "./http";

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

/** How a field a visitor typed is shown again on an error page. */
interface FieldView {
  label: string;
  input: "text" | "email" | "tel" | "textarea" | "service";
}

const FIELDS = new Map<string, FieldView>([
  ["fullName", { label: "Full name", input: "text" }],
  ["name", { label: "Name", input: "text" }],
  ["email", { label: "Email", input: "email" }],
  ["phone", { label: "Phone", input: "tel" }],
  ["service", { label: "Service", input: "service" }],
  ["subject", { label: "Subject", input: "text" }],
  ["message", { label: "Message", input: "textarea" }],
  ["city", { label: "City", input: "text" }],
  ["area", { label: "Area", input: "text" }],
]);

/** Sent with a lead but not typed by the visitor: carried over unseen. The honeypot is never carried over. */
const CARRIED = new Set(["idempotencyKey", "fillMs", "bhkType", "rooms", "package", "source"]);
const DROPPED = new Set(["website"]);

const labelOf = (field: string) => FIELDS.get(field)?.label ?? (field === "_form" ? "Form" : field);

export interface FormPage {
  status: number;
  title: string;
  message: string;
  /** Per-field problems, shown as a list. */
  errors?: Record<string, string>;
  /** What the visitor sent, offered again in a form that posts to `action`. */
  resubmit?: { action: string; values: Record<string, unknown> };
  /** The page with the original form. */
  formPath: string;
  headers?: Record<string, string>;
}

function field(name: string, value: string): string {
  const view = FIELDS.get(name)!;
  const id = `f-${escapeHtml(name)}`;
  const label = `<label for="${id}">${escapeHtml(view.label)}</label>`;
  const attributes = `id="${id}" name="${escapeHtml(name)}"`;
  if (view.input === "textarea") return `${label}<textarea ${attributes} rows="4">${escapeHtml(value)}</textarea>`;
  if (view.input === "service") {
    const options = SERVICE_OPTIONS.map(
      (option) => `<option value="${option.value}"${option.value === value ? " selected" : ""}>${escapeHtml(option.label)}</option>`,
    ).join("");
    return `${label}<select ${attributes}><option value="">Select a service</option>${options}</select>`;
  }
  return `${label}<input ${attributes} type="${view.input}" value="${escapeHtml(value)}">`;
}

function resubmitForm(action: string, values: Record<string, unknown>): string {
  const visible: string[] = [];
  const hidden: string[] = [];
  const entries = Object.entries(values).filter(([name]) => !DROPPED.has(name));
  // A post without JavaScript has no key: the retry gets one, so pressing it twice still makes one lead.
  if (!entries.some(([name]) => name === "idempotencyKey")) entries.push(["idempotencyKey", randomUUID()]);
  for (const [name, value] of entries) {
    for (const item of [value].flat()) {
      if (typeof item !== "string" && typeof item !== "number") continue;
      if (FIELDS.has(name) && !Array.isArray(value)) visible.push(field(name, String(item)));
      else if (CARRIED.has(name)) hidden.push(`<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(String(item))}">`);
    }
  }
  return `<form method="post" action="${escapeHtml(action)}">${hidden.join("")}${visible.join("")}<button type="submit">Send again</button></form>`;
}

/**
 * The answer to a form posted without JavaScript that could not be saved: what went wrong in plain words, what the
 * visitor typed in a form they can send again, and the phone number.
 */
export function formPage({ status, title, message, errors, resubmit, formPath, headers = {} }: FormPage): Response {
  const items = Object.entries(errors ?? {})
    .map(([name, text]) => `<li><strong>${escapeHtml(labelOf(name))}:</strong> ${escapeHtml(text)}</li>`)
    .join("");
  const html = `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} | ${escapeHtml(site.brand)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1f1a17;line-height:1.5}a{color:#1d4e53}label{display:block;margin-top:.75rem;font-weight:600}input,select,textarea{display:block;width:100%;box-sizing:border-box;min-height:2.75rem;padding:.5rem;font:inherit}button{margin-top:1rem;min-height:2.75rem;padding:.5rem 1.25rem;font:inherit;background:#1d4e53;color:#fff;border:0;border-radius:.5rem}</style></head>
<body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${items ? `<ul>${items}</ul>` : ""}${resubmit ? resubmitForm(resubmit.action, resubmit.values) : ""}
<p><a href="${escapeHtml(formPath)}">Back to the form</a> or call us on <a href="${site.contact.phoneHref}">${escapeHtml(site.contact.phone)}</a> (${escapeHtml(site.hours.label)}).</p></body></html>`;
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
