import type { z } from "zod";
import { forms } from "../i18n/en/forms";
import { DatabaseUnavailableError } from "./db/client";
import { logFailure } from "./log";

/** Headers every function response carries. */
export const SECURITY_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Cache-Control": "no-store",
};

const BASE_HEADERS = { "Content-Type": "application/json; charset=utf-8", ...SECURITY_HEADERS };

export const MAX_BODY_BYTES = 16 * 1024;

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...BASE_HEADERS, ...headers } });
}

/** A failure the visitor caused or can act on: answered as 4xx/503 with a plain message. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export interface Body {
  data: unknown;
  /** True for a plain HTML form post (no JavaScript): answered with redirects and HTML. */
  fromHtmlForm: boolean;
}

/**
 * Reads at most `maxBytes` of the body, as the bytes sent (a signature is checked on them): a client that keeps
 * sending (a chunked upload of any size) is cut off at the limit instead of being buffered whole.
 */
export async function readRaw(req: Request, maxBytes: number): Promise<Buffer> {
  const declared = Number(req.headers.get("content-length") ?? 0);
  if (declared > maxBytes) throw tooLarge(maxBytes);
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (req.body) {
    const reader = req.body.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      size += chunk.value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => {});
        throw tooLarge(maxBytes);
      }
      chunks.push(chunk.value);
    }
  }
  return Buffer.concat(chunks);
}

async function readText(req: Request, maxBytes: number): Promise<string> {
  const text = (await readRaw(req, maxBytes)).toString("utf8");
  if (!text.trim()) throw new HttpError(400, "The request body is empty: please fill in the form.");
  return text;
}

/** A browser navigating (a form posted without JavaScript) asks for HTML; the site's own fetch calls do not. */
export function wantsHtml(req: Request): boolean {
  return (
    /^application\/x-www-form-urlencoded\b/i.test(req.headers.get("content-type") ?? "") ||
    /\btext\/html\b/i.test(req.headers.get("accept") ?? "")
  );
}

/** Reads a JSON body or a URL-encoded form post, refusing anything else with a clear message. */
export async function readBody(req: Request, maxBytes = MAX_BODY_BYTES): Promise<Body> {
  const type = req.headers.get("content-type") ?? "";
  if (/^application\/json\b/i.test(type)) {
    const text = await readText(req, maxBytes);
    try {
      return { data: JSON.parse(text), fromHtmlForm: false };
    } catch {
      throw new HttpError(400, "The request body is not valid JSON.");
    }
  }
  if (/^application\/x-www-form-urlencoded\b/i.test(type)) {
    // Built from entries, so a field named __proto__ or constructor is just a field.
    const fields = new Map<string, string | string[]>();
    for (const [key, value] of new URLSearchParams(await readText(req, maxBytes))) {
      const previous = fields.get(key);
      fields.set(key, previous === undefined ? value : [previous, value].flat());
    }
    return { data: Object.fromEntries(fields), fromHtmlForm: true };
  }
  throw new HttpError(415, "Please send the form as JSON (Content-Type: application/json) or as a web form.");
}

export async function readJson(req: Request, maxBytes = MAX_BODY_BYTES): Promise<unknown> {
  const body = await readBody(req, maxBytes);
  if (body.fromHtmlForm) throw new HttpError(415, "Please send JSON (Content-Type: application/json).");
  return body.data;
}

function tooLarge(maxBytes: number): HttpError {
  const limit = maxBytes >= 1024 * 1024 ? `${maxBytes / 1024 / 1024} MB` : `${maxBytes / 1024} KB`;
  return new HttpError(413, `The request is too large (the limit is ${limit}).`);
}

/**
 * Validates with a form's schema; bad input answers 400 naming each field with the form's own message, and the
 * message about the whole form in the form's language.
 */
export function validate<S extends z.ZodType>(
  schema: S,
  input: unknown,
  texts: { invalid: string; unknownField: string } = forms.server,
): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  // A Map, so a field named constructor or __proto__ gets its message like any other.
  const fields = new Map<string, string>();
  for (const issue of result.error.issues) {
    const unknownKeys = issue.code === "unrecognized_keys" ? issue.keys : [];
    for (const key of unknownKeys) fields.set(key, texts.unknownField);
    const key = issue.path.join(".") || "_form";
    if (!unknownKeys.length && !fields.has(key)) fields.set(key, issue.message);
  }
  throw new HttpError(400, texts.invalid, { fields: Object.fromEntries(fields) });
}

const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EPIPE",
  "57P01",
  "57P02",
  "57P03",
  "08000",
  "08001",
  "08003",
  "08006",
]);

/** Connection-level failures, anywhere in the cause chain, mean "try again shortly", not "your input was wrong". */
export function isUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    if (current instanceof DatabaseUnavailableError) return true;
    const { code, message } = current as { code?: string; message?: string };
    if (code && UNAVAILABLE_CODES.has(code)) return true;
    if (
      /connection terminated|terminating connection|connection (?:timeout|refused|closed)|timeout exceeded|client has encountered a connection error|PGlite is closed/i.test(
        message ?? "",
      )
    )
      return true;
  }
  return false;
}

/** The parts of Netlify's function context the site uses (the local server provides the same). */
export interface FunctionContext {
  ip: string;
  /** The named parts of the function's `path` (`/api/admin/leads/:kind/:id` → kind, id). */
  params: Record<string, string | undefined>;
  waitUntil: (promise: Promise<unknown>) => void;
}

type Handler = (req: Request, context: FunctionContext) => Promise<Response>;

/** What a failure means for the person who sent the request. */
export interface Failure {
  status: number;
  message: string;
  details: Record<string, unknown>;
  headers: Record<string, string>;
}

/** Turns any failure into the answer a person understands; unexpected ones are logged without personal data. */
export function classify(error: unknown): Failure {
  if (error instanceof HttpError) return { status: error.status, message: error.message, details: error.details, headers: error.headers };
  if (isUnavailable(error)) {
    logFailure("database unavailable:", error);
    return {
      status: 503,
      message: forms.server.unavailable,
      details: {},
      headers: { "Retry-After": "5" },
    };
  }
  logFailure("function failed:", error);
  return { status: 500, message: forms.server.failed, details: {}, headers: {} };
}

/** Wraps a function body so no failure escapes as an unexplained 500. */
export function handler(methods: string[], body: Handler): Handler {
  return async (req, context) => {
    if (!methods.includes(req.method)) {
      return json(405, { error: `Use ${methods.join(" or ")} for this address.` }, { Allow: methods.join(", ") });
    }
    try {
      return await body(req, context);
    } catch (error) {
      const { status, message, details, headers } = classify(error);
      return json(status, { error: message, ...details }, headers);
    }
  };
}
