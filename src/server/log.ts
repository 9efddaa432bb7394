/**
 * What the functions write to their logs about a failure. Visitors' names, phones, emails and messages travel in
 * query parameters and in some database messages ("Key (email)=(…) already exists"), so a failure is described by
 * the statement, the error's class and its SQLSTATE code, never by its parameters or the database's detail text.
 */
interface Described {
  error: string;
  code?: string;
  statement?: string;
  constraint?: string;
}

const STATEMENT_LIMIT = 300;

export function describeError(error: unknown): Described {
  const described: Described = { error: error instanceof Error ? error.name : typeof error };
  for (let current = error, depth = 0; current && depth < 6; current = (current as { cause?: unknown }).cause, depth++) {
    const { query, code, constraint, name } = current as { query?: unknown; code?: unknown; constraint?: unknown; name?: unknown };
    if (typeof query === "string") described.statement ??= query.slice(0, STATEMENT_LIMIT);
    if (typeof code === "string") described.code ??= code;
    if (typeof constraint === "string") described.constraint ??= constraint;
    if (depth > 0 && typeof name === "string") described.error = `${described.error} ← ${name}`;
  }
  // A failure that is not the database's (a bug of ours) keeps its stack: frames name code, not visitors.
  if (!described.code && !described.statement && error instanceof Error) {
    return { ...described, error: `${error.name}: ${error.stack?.split("\n").slice(1, 6).join(" | ") ?? ""}` };
  }
  return described;
}

export function logFailure(what: string, error: unknown): void {
  console.error(what, JSON.stringify(describeError(error)));
}
