import type { Locale } from "../../i18n/locales";
import type { WhatsAppSending } from "./config";
import type { TemplateName } from "./templates";

/** A template message to one number (digits with the country code, as `whatsappNumber` writes it). */
export interface TemplateMessage {
  to: string;
  template: TemplateName;
  lang: Locale;
  params: readonly string[];
}

/** The request body of POST /{phone-number-id}/messages for a template message, as the Cloud API documents it. */
export function templateRequest(message: TemplateMessage) {
  return {
    messaging_product: "whatsapp",
    recipient_type: "individual",
    to: message.to,
    type: "template",
    template: {
      name: message.template,
      language: { code: message.lang },
      components: [{ type: "body", parameters: message.params.map((text) => ({ type: "text", text })) }],
    },
  };
}

/**
 * Graph API error codes that mean "later", whatever the HTTP status they come with: throttling (4, 80007, 130429,
 * 131056), a temporary fault (1, 2, 131000, 131016).
 */
const LATER_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131056]);

/** The API refused or could not take a message; `retry` says whether a later try may succeed. */
export class WhatsAppError extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
    /** What the API's Retry-After asked for, in milliseconds. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

/** The Graph API's error object: `{ error: { message, type, code, error_subcode?, error_data?: { details }, fbtrace_id } }`. */
interface GraphError {
  message?: string;
  code?: number;
  error_data?: { details?: string };
}

const retryAfter = (header: string | null): number | undefined => {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
};

/** How long one request may take: past it the outbox tries again later (a visitor never waits for this). */
export const SEND_TIMEOUT_MS = 10_000;

/** Sends one template message; answers WhatsApp's message id (wamid…), or throws a WhatsAppError. */
export async function sendTemplate(config: WhatsAppSending, message: TemplateMessage, timeoutMs = SEND_TIMEOUT_MS): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${config.base}/${encodeURIComponent(config.phoneNumberId)}/messages`, {
      method: "POST",
      headers: { authorization: `Bearer ${config.token}`, "content-type": "application/json" },
      body: JSON.stringify(templateRequest(message)),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const timedOut = (error as Error).name === "TimeoutError";
    throw new WhatsAppError(
      timedOut ? `WhatsApp did not answer within ${timeoutMs / 1000} s` : `WhatsApp could not be reached: ${(error as Error).message}`,
      true,
    );
  }
  const body = (await response.json().catch(() => null)) as { messages?: { id?: string }[]; error?: GraphError } | null;
  const id = body?.messages?.[0]?.id;
  if (response.ok && id) return id;
  const error = body?.error;
  const words = error
    ? `WhatsApp refused the message (${response.status}, code ${error.code ?? "?"}): ${error.message ?? ""}${error.error_data?.details ? ` – ${error.error_data.details}` : ""}`
    : `WhatsApp answered ${response.status} without a message id`;
  const later = response.status === 429 || response.status >= 500 || LATER_CODES.has(error?.code ?? -1);
  throw new WhatsAppError(words.slice(0, 1000), later, retryAfter(response.headers.get("retry-after")));
}
