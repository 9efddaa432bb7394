import { nextSource, touchOf, VISIT_SOURCE_KEY, type CapturedSource } from "../lib/leads/visit-capture";

/** The visit's source kept so far (see `src/lib/leads/visit-capture.ts`). */
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
