import { apiRequest, ApiError } from "../../lib/api";

/** Raised when the session has ended (idle, revoked, signed out elsewhere): the shell shows the sign-in form. */
export class SignedOutError extends Error {}

/** Calls an admin function and returns its `data`; a 401 becomes SignedOutError. */
export async function adminApi<T>(method: string, path: string, body?: unknown): Promise<T> {
  return ((await adminApiAnswer<{ data: T }>(method, path, body)) as { data: T }).data;
}

/** The whole answer of an admin function, for lists that carry more than `data` (the next page's cursor). */
export async function adminApiAnswer<T>(method: string, path: string, body?: unknown): Promise<T> {
  try {
    const response = await apiRequest(method, path, body);
    return (await response.json()) as T;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw new SignedOutError(error.message);
    throw error;
  }
}

/** The server's plain-words message from an ApiError body, falling back to the error's own text. */
export function problemText(error: unknown): string {
  if (error instanceof ApiError) {
    try {
      const parsed = JSON.parse(error.body) as { error?: string };
      if (parsed.error) return parsed.error;
    } catch {
      // not JSON: the status line below says what happened
    }
  }
  return error instanceof Error ? error.message : String(error);
}
