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
