import { distance } from "fastest-levenshtein";

/**
 * ` (did you mean "anna-nagar"?)` when one of the candidates is a plausible typo of what was written, else "".
 * Plausible: at most a third of the letters differ (never more than 4), ignoring capitals, so "zzz" suggests nothing.
 */
export function suggestion(written: unknown, candidates: readonly string[]): string {
  const best = closestMatch(written, candidates);
  return best ? ` (did you mean "${best}"?)` : "";
}

export function closestMatch(written: unknown, candidates: readonly string[]): string | undefined {
  if (typeof written !== "string" || !written.trim()) return undefined;
  const typed = written.trim().toLowerCase();
  let best: { candidate: string; cost: number } | undefined;
  for (const candidate of candidates) {
    const cost = distance(typed, candidate.toLowerCase());
    if (!best || cost < best.cost) best = { candidate, cost };
  }
  const allowed = Math.min(4, Math.max(1, Math.floor(typed.length / 3)));
  return best && best.candidate !== written && best.cost <= allowed ? best.candidate : undefined;
}
