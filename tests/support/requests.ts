import { randomBytes } from "node:crypto";
import type { FunctionContext } from "../../src/server/http";

/** Builds requests the way a browser sends them to the deployed functions. */
export function jsonRequest(path: string, body: unknown, init: RequestInit = {}): Request {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(init.headers as Record<string, string>) },
    body: typeof body === "string" ? body : JSON.stringify(body),
    ...init,
  });
}

export function formRequest(path: string, fields: Record<string, string>): Request {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

export function getRequest(path: string): Request {
  return new Request(`http://localhost${path}`);
}

const background: Promise<unknown>[] = [];

/** A function context like Netlify's, from a client address of the test's choosing. */
export function testContext(ip = `10.${randomBytes(3).join(".")}`, params: Record<string, string> = {}): FunctionContext {
  return { ip, params, waitUntil: (promise) => void background.push(promise) };
}

/** Waits for the work functions left running after answering (the tests' databases must outlive it). */
export async function backgroundWork(): Promise<PromiseSettledResult<unknown>[]> {
  return Promise.allSettled(background.splice(0));
}

export const uniqueKey = () => randomBytes(12).toString("hex");

/** Contact details no other test uses: a booking is one per phone number and per e-mail address. */
export function uniquePerson(): { email: string; phone: string } {
  const digits = String(randomBytes(4).readUInt32BE() % 1_000_000_000).padStart(9, "0");
  return { email: `visitor-${uniqueKey()}@example.com`, phone: `9${digits}` };
}

/**
 * How long a person takes over a form, as the page's script reports it (see src/server/bot-trap.ts); written as a
 * form post carries it, so the valid bodies below also post as forms.
 */
export const HUMAN_FILL_MS = "30000";

export const validConsultation = {
  fullName: "Priya Raghavan",
  email: "priya@example.com",
  phone: "+91 98400 11111",
  service: "modular-kitchen",
  message: "3 BHK in Adyar, kitchen and two wardrobes",
  fillMs: HUMAN_FILL_MS,
};

export const validContact = {
  name: "Karthik Subramanian",
  email: "karthik@example.com",
  phone: "98400 22222",
  subject: "Visiting the Anna Nagar centre",
  message: "Can I see the acrylic kitchen finishes on Saturday morning?",
  fillMs: HUMAN_FILL_MS,
};

/** The estimator's contact step with its answers: room ids and counts, unit ids. */
export const validEstimate = {
  name: "Anitha Krishnan",
  email: "anitha@example.com",
  phone: "9840033333",
  city: "Chennai",
  area: "Velachery",
  bhkType: "2 BHK",
  rooms: { kitchen: 1, bedroom: 2 },
  units: ["wardrobes"],
  package: "premium",
  fillMs: HUMAN_FILL_MS,
};

export interface FunctionModule {
  default: (req: Request, context: FunctionContext) => Promise<Response>;
  config?: { path?: string | string[] };
}

/** Calls a function as Netlify routes to it: the named parts of its `config.path` become `context.params`. */
export function callFunction(fn: FunctionModule, req: Request, ip?: string): Promise<Response> {
  const { pathname } = new URL(req.url);
  const patterns = [fn.config?.path ?? []].flat().map((path) => new URLPattern({ pathname: path }));
  const params = patterns.map((pattern) => pattern.exec({ pathname })?.pathname.groups).find(Boolean) ?? {};
  return fn.default(req, testContext(ip, params as Record<string, string>));
}
