/**
 * Where a visit came from: the page it landed on, the referring site's host, the campaign tags of its address and
 * the ad click identifiers. The browser keeps the first and the latest of these for the visit (sessionStorage, no
 * cookie) and every lead form, the chat and the booking send them; the server validates them with this schema and
 * stores them with the lead as `visitSource`. The keys are the names the tags have in an address, so the staff API
 * and the reports use the same words as the campaign that set them.
 *
 * Every value is optional and bounded: a tag the visitor's address mangled is dropped, never a reason to refuse a
 * lead (see `parseVisitSource`).
 */
import { z } from "zod";
import { CAMPAIGN_TAGS, CLICK_IDS } from "../../scripts/visit-source";

// The names live with the browser's capture, which must stay free of zod; reports read them from here.
export { CAMPAIGN_TAGS, CLICK_IDS };

/** Printable text on one line: no control characters, no line breaks. */
const tag = z
  .string()
  .max(150)
  .regex(/^[^\p{Cc}\p{Cf}]*$/u);
const clickId = z
  .string()
  .max(255)
  .regex(/^[A-Za-z0-9._~-]*$/);

export const visitTouchSchema = z.object({
  /** The path of the first page of the touch, without its query (which holds the tags below). */
  landingPage: z
    .string()
    .max(300)
    .regex(/^\/[^\s\p{Cc}]*$/u)
    .optional(),
  /** The referring site's host name only ("www.google.com"), never its full address. */
  referrer: z
    .string()
    .max(253)
    .regex(/^[a-z0-9.-]+$/i)
    .optional(),
  ...Object.fromEntries(CAMPAIGN_TAGS.map((name) => [name, tag.optional()])),
  ...Object.fromEntries(CLICK_IDS.map((name) => [name, clickId.optional()])),
} as Record<"landingPage" | "referrer" | (typeof CAMPAIGN_TAGS)[number] | (typeof CLICK_IDS)[number], z.ZodOptional<z.ZodString>>);

export type VisitTouch = z.infer<typeof visitTouchSchema>;

/** The first touch of the visit is kept; the last is the latest landing that carried a referrer or tags. */
export const visitSourceSchema = z.object({ first: visitTouchSchema, last: visitTouchSchema.optional() });
export type VisitSource = z.infer<typeof visitSourceSchema>;

/**
 * A sent source as it will be stored: each touch's invalid fields dropped one by one, so one odd tag costs only that
 * tag; null when nothing usable is left. Never throws: a lead is never refused for where it came from.
 */
export function parseVisitSource(value: unknown): VisitSource | null {
  if (typeof value !== "object" || value === null) return null;
  const touch = (raw: unknown): VisitTouch | undefined => {
    if (typeof raw !== "object" || raw === null) return undefined;
    const kept: Record<string, string> = {};
    for (const [name, field] of Object.entries(visitTouchSchema.shape)) {
      const parsed = field.safeParse((raw as Record<string, unknown>)[name]);
      if (parsed.success && parsed.data) kept[name] = parsed.data;
    }
    return Object.keys(kept).length > 0 ? (kept as VisitTouch) : undefined;
  };
  const { first: rawFirst, last: rawLast } = value as { first?: unknown; last?: unknown };
  const first = touch(rawFirst);
  const last = touch(rawLast);
  if (!first && !last) return null;
  return last ? { first: first ?? {}, last } : { first: first! };
}
