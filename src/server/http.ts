import type { z } from "zod";
import { DatabaseUnavailableError } from "./db/client";

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

async function readText(req: Request, maxBytes: number): Promise<string> {
  const declared = Number(req.headers.get("content-length") ?? 0);
  if (declared > maxBytes) throw tooLarge(maxBytes);
  const text = await req.text();
  if (new TextEncoder().encode(text).byteLength > maxBytes) throw tooLarge(maxBytes);
  if (!text.trim()) throw new HttpError(400, "The request body is empty: please fill in the form.");
  return text;
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
    const data: Record<string, string | string[]> = {};
    for (const [key, value] of new URLSearchParams(await readText(req, maxBytes))) {
      const previous = data[key];
      data[key] = previous === undefined ? value : [previous, value].flat();
    }
    return { data, fromHtmlForm: true };
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

/** Validates with a form's schema; bad input answers 400 naming each field with the form's own message. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const unknownKeys = issue.code === "unrecognized_keys" ? issue.keys : [];
    for (const key of unknownKeys) fields[key] = "Unknown field";
    const key = issue.path.join(".") || "_form";
    if (!unknownKeys.length) fields[key] ??= issue.message;
  }
  throw new HttpError(400, "Please correct the highlighted fields.", { fields });
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
  waitUntil: (promise: Promise<unknown>) => void;
}

type Handler = (req: Request, context: FunctionContext) => Promise<Response>;

/** Wraps a function body so no failure escapes as an unexplained 500. */
export function handler(methods: string[], body: Handler): Handler {
  return async (req, context) => {
    if (!methods.includes(req.method)) {
      return json(405, { error: `Use ${methods.join(" or ")} for this address.` }, { Allow: methods.join(", ") });
    }
    try {
      return await body(req, context);
    } catch (error) {
      if (error instanceof HttpError) return json(error.status, { error: error.message, ...error.details }, error.headers);
      if (isUnavailable(error)) {
        console.error("database unavailable:", (error as Error).message);
        return json(503, { error: "We could not save this right now. Please try again in a moment." }, { "Retry-After": "5" });
      }
      console.error(error);
      return json(500, { error: "Something went wrong on our side. Please try again or call us." });
    }
  };
}
