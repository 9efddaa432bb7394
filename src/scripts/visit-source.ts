/**
 * Where a visit came from, kept in the browser: on each page view, the address and the referrer become a touch; the
 * visit's first touch is kept, and a later landing that carries a referring site or campaign tags becomes its last.
 * Kept in sessionStorage (no cookie; nothing is sent anywhere until the visitor sends a lead, which carries it as
 * `visitSource`, validated by `src/lib/leads/visit-source.ts`).
 *
 * Every page runs `captureVisit` once loaded, from an inline script BaseLayout makes of this file at build time (no
 * request), so the file imports nothing and stays small; the islands import it to send the source with a lead.
 */

/** Campaign tags read from a landing address, in the order reports list them. */
export const CAMPAIGN_TAGS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
/** Ad click identifiers: Google Ads (gclid, and gbraid/wbraid on iOS), Meta (fbclid). */
export const CLICK_IDS = ["gclid", "gbraid", "wbraid", "fbclid"] as const;

type Touch = Record<string, string>;
export interface CapturedSource {
  first: Touch;
  last?: Touch;
}

export const VISIT_SOURCE_KEY = "visit:source";

/** One page view as a touch: its path, the referring site's host when it is another site, and its tags. */
export function touchOf(address: string, referrer: string): Touch {
  const url = new URL(address);
  const touch: Touch = { landingPage: url.pathname.slice(0, 300) };
  try {
    const host = new URL(referrer).hostname;
    if (host && host !== url.hostname) touch.referrer = host;
  } catch {
    // No referrer, or one the browser cut to nothing.
  }
  for (const name of [...CAMPAIGN_TAGS, ...CLICK_IDS]) {
    const value = url.searchParams.get(name);
    if (value) touch[name] = value.slice(0, name.startsWith("utm") ? 150 : 255);
  }
  return touch;
}

const same = (a: Touch, b: Touch) => JSON.stringify(a) === JSON.stringify(b);

/** The source after a page view, or null when the page view changes nothing (a page within the visit, a reload). */
export function nextSource(stored: CapturedSource | null, touch: Touch): CapturedSource | null {
  if (!stored) return { first: touch };
  const marked = Object.keys(touch).length > 1;
  if (!marked || same(touch, stored.last ?? stored.first)) return null;
  return { first: stored.first, last: touch };
}

/** The visit's source kept so far. */
function stored(): CapturedSource | null {
  try {
    return JSON.parse(sessionStorage.getItem(VISIT_SOURCE_KEY) ?? "null") as CapturedSource | null;
  } catch {
    return null;
  }
}

/** Records this page view in the visit's source (run once a page has loaded). */
export function captureVisit(): void {
  try {
    const next = nextSource(stored(), touchOf(location.href, document.referrer));
    if (next) sessionStorage.setItem(VISIT_SOURCE_KEY, JSON.stringify(next));
  } catch {
    // Storage turned off: leads are sent without a source.
  }
}

/** The visit's source for a lead: recorded first when the page has not done so yet (a form sent before load). */
export function visitSource(): CapturedSource | undefined {
  if (!stored()) captureVisit();
  return stored() ?? undefined;
}
