/**
 * Where a visit came from, as the browser keeps it: on each page view, the address and the referrer become a touch;
 * the visit's first touch is kept, and a later landing that carries a referring site or campaign tags becomes its
 * last. Kept in sessionStorage (no cookie; nothing is sent anywhere until the visitor sends a lead, which carries it
 * as `visitSource`, validated by `src/lib/leads/visit-source.ts`). This is the rule; `src/scripts/visit-source.ts`
 * applies it on every page (BaseLayout), so it imports nothing and stays small.
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
