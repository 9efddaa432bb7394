import { site } from "../config/site";
import { SECURITY_HEADERS } from "./http";

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

const LABELS: Record<string, string> = {
  fullName: "Full name",
  name: "Name",
  email: "Email",
  phone: "Phone",
  service: "Service",
  message: "Message",
  subject: "Subject",
  _form: "Form",
};

/**
 * For visitors without JavaScript: the form's errors as a plain page that
 * leads back to the form (their browser's back button keeps what they typed).
 */
export function formErrorPage(fields: Record<string, string>, formPath: string): Response {
  const items = Object.entries(fields)
    .map(([field, message]) => `<li><strong>${escapeHtml(LABELS[field] ?? field)}:</strong> ${escapeHtml(message)}</li>`)
    .join("");
  const html = `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Please check the form | ${escapeHtml(site.brand)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1f1a17;line-height:1.5}a{color:#1d4e53}</style></head>
<body><h1>Please check the form</h1><p>We could not send your request yet:</p><ul>${items}</ul>
<p><a href="${escapeHtml(formPath)}">Back to the form</a> (your browser's back button keeps what you typed) or call us on <a href="${site.contact.phoneHref}">${escapeHtml(site.contact.phone)}</a>.</p></body></html>`;
  return new Response(html, {
    status: 400,
    // The page has one inline <style>; nothing else may load or run.
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      ...SECURITY_HEADERS,
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    },
  });
}
