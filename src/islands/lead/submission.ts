import { ApiError, apiRequest } from "../../lib/api";

/** Waits between automatic retries: 1, 2, 4, 8, 16 s, then every 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

/** Network failures, timeouts, "slow down" and 5xx are worth retrying; any other 4xx answer will not change. */
export function isRetryable(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status >= 500 || error.status === 408 || error.status === 429;
}

/** The server saw this key before with other details: what the visitor sends now is a new submission. */
export function isKeyConflict(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && /idempotency-conflict/.test(error.body);
}

export interface Draft<T> {
  values: Partial<T>;
  /** Kept until the server confirms, so a retry after a reload is recognised as the same submission. */
  idempotencyKey?: string;
  /** What was sent with that key: other values make a new submission, with a new key. */
  sent?: string;
  /** Sent and not yet confirmed: the form sends it again when it next loads, as it told the visitor it would. */
  pending?: boolean;
}

export function loadDraft<T>(key: string): Draft<T> | null {
  try {
    return JSON.parse(localStorage.getItem(key) ?? "null") as Draft<T> | null;
  } catch {
    return null;
  }
}

export function saveDraft<T>(key: string, draft: Draft<T>): void {
  try {
    localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Private mode or a full quota: the form still works, it just cannot remember.
  }
}

export function clearDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // See saveDraft.
  }
}

/** Waits `ms`, or less if the page is closing the form, the browser comes back online or the visitor presses again. */
const sleep = (ms: number, signal: AbortSignal, wake?: EventTarget) =>
  new Promise<void>((resolve) => {
    const done = () => {
      window.clearTimeout(timer);
      window.removeEventListener("online", done);
      signal.removeEventListener("abort", done);
      wake?.removeEventListener("wake", done);
      resolve();
    };
    const timer = window.setTimeout(done, ms);
    signal.addEventListener("abort", done);
    window.addEventListener("online", done);
    wake?.addEventListener("wake", done);
  });

/**
 * Posts a lead, retrying with backoff while the network or the server is
 * down. `onRetrying` is told about each failure that will be retried; a "wake" event on `wake` cuts a wait short.
 */
export async function postLead(
  endpoint: string,
  payload: Record<string, unknown>,
  { signal, onRetrying, wake }: { signal: AbortSignal; onRetrying: (error: unknown, attempt: number) => void; wake?: EventTarget },
): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await apiRequest("POST", endpoint, payload);
    } catch (error) {
      if (!isRetryable(error) || signal.aborted) throw error;
      onRetrying(error, attempt);
      await sleep(retryDelay(attempt), signal, wake);
      if (signal.aborted) throw error;
    }
  }
}

export function newSubmissionKey(): string {
  return crypto.randomUUID().replace(/-/g, "");
}
