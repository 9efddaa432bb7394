import type { z } from "zod";

/** A stored value that did not match its schema, as text for staff to read. */
export interface Unreadable {
  unreadable: string;
}

export const isUnreadable = (value: unknown): value is Unreadable =>
  typeof value === "object" && value !== null && "unreadable" in value && Object.keys(value).length === 1;

/**
 * Reads a stored JSON value back through its schema. Old rows, hand edits and
 * past bugs can hold anything, so what does not parse is handed on as its raw
 * text rather than trusted (and crashing a screen later).
 */
export function readStored<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> | Unreadable {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  return { unreadable: typeof value === "string" ? value : (JSON.stringify(value) ?? String(value)) };
}
