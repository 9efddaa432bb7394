import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, errorMessage } from "../../src/lib/api";
import { isKeyConflict, isRetryable } from "../../src/islands/lead/submission";

describe("errorMessage", () => {
  it("is the status, a colon and a space, then the body", () => {
    expect(errorMessage(400, "Bad Request", '{"error":"x"}')).toBe('400: {"error":"x"}');
  });
  it("falls back to the status text when the body is empty", () => {
    expect(errorMessage(503, "Service Unavailable", "")).toBe("503: Service Unavailable");
  });
});

describe("apiRequest", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends JSON with credentials only when there is a body", async () => {
    const fetch = vi.fn(async () => new Response("{}", { status: 200 }));
    vi.stubGlobal("fetch", fetch);
    await apiRequest("GET", "/api/services");
    await apiRequest("POST", "/api/consultations", { a: 1 });
    expect(fetch.mock.calls[0]).toEqual(["/api/services", { method: "GET", credentials: "include", headers: {}, body: undefined }]);
    expect(fetch.mock.calls[1]).toEqual([
      "/api/consultations",
      { method: "POST", credentials: "include", headers: { "Content-Type": "application/json" }, body: '{"a":1}' },
    ]);
  });

  it("turns a non-OK answer into an ApiError with the spec's message and the server's field messages", async () => {
    const body = JSON.stringify({
      error: "Please correct the highlighted fields.",
      fields: { email: "Please enter a valid email address" },
    });
    vi.stubGlobal("fetch", async () => new Response(body, { status: 400, statusText: "Bad Request" }));
    const error = await apiRequest("POST", "/api/consultations", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`400: ${body}`);
    expect((error as ApiError).fields).toEqual({ email: "Please enter a valid email address" });
  });
});

describe("which failures a lead form retries", () => {
  const failure = (status: number, body = "") => new ApiError(status, errorMessage(status, "", body), body);

  it("retries the network, timeouts, 'slow down' and server failures, never a refusal that will not change", () => {
    expect([new TypeError("Failed to fetch"), failure(408), failure(429), failure(500), failure(503)].map(isRetryable)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect([failure(400), failure(409), failure(413), failure(415)].map(isRetryable)).toEqual([false, false, false, false]);
  });

  it("recognises the server's answer to a reused key with other details", () => {
    expect(isKeyConflict(failure(409, '{"error":"…","code":"idempotency-conflict"}'))).toBe(true);
    expect(isKeyConflict(failure(409, '{"error":"other"}'))).toBe(false);
    expect(isKeyConflict(failure(400, '{"code":"idempotency-conflict"}'))).toBe(false);
  });
});
