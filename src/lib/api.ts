/** How a failed call reads to a visitor: "STATUS: body", or the status text when the body is empty. */
export function errorMessage(status: number, statusText: string, body: string): string {
  return `${status}: ${body || statusText}`;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: string,
  ) {
    super(message);
  }

  /** The server's per-field messages on a 400, when it sent them. */
  get fields(): Record<string, string> {
    try {
      return (JSON.parse(this.body) as { fields?: Record<string, string> }).fields ?? {};
    } catch {
      return {};
    }
  }
}

/** Every call the site makes: credentials included, JSON only when there is a body, non-OK → ApiError. */
export async function apiRequest(method: string, url: string, data?: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const response = await fetch(url, {
    method,
    credentials: "include",
    headers: data === undefined ? headers : { "Content-Type": "application/json", ...headers },
    body: data === undefined ? undefined : JSON.stringify(data),
  });
  if (!response.ok) {
    const body = await response.text();
    throw new ApiError(response.status, errorMessage(response.status, response.statusText, body), body);
  }
  return response;
}
