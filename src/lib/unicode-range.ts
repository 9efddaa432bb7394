/** Code points as a sorted list of inclusive [first, last] spans, the form CSS's `unicode-range` takes. */
export type CodePointSpans = [number, number][];

/** Reads a `unicode-range` list such as `U+0020-007E, U+00A0`. */
export function parseUnicodeRange(range: string): CodePointSpans {
  const spans = range.split(",").map((part): [number, number] => {
    const match = /^U\+([0-9A-F]{1,6})(?:-([0-9A-F]{1,6}))?$/i.exec(part.trim());
    if (!match) throw new Error(`Not a code point or span: "${part.trim()}"`);
    const first = parseInt(match[1]!, 16);
    const last = match[2] ? parseInt(match[2], 16) : first;
    if (last < first) throw new Error(`A span that runs backwards: "${part.trim()}"`);
    return [first, last];
  });
  return normalise(spans);
}

/** Writes spans back as a `unicode-range` value. */
export function formatUnicodeRange(spans: CodePointSpans): string {
  const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, "0");
  return spans.map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`)).join(", ");
}

/** The code points of `spans` that are not in `removed`. */
export function subtractSpans(spans: CodePointSpans, removed: CodePointSpans): CodePointSpans {
  const left: CodePointSpans = [];
  for (const [first, last] of spans) {
    let start = first;
    for (const [cutFirst, cutLast] of removed) {
      if (cutLast < start || cutFirst > last) continue;
      if (cutFirst > start) left.push([start, cutFirst - 1]);
      start = Math.max(start, cutLast + 1);
    }
    if (start <= last) left.push([start, last]);
  }
  return left;
}

/** Every character the spans cover, as one string (what a font subsetter is asked to keep). */
export function spansText(spans: CodePointSpans): string {
  let text = "";
  for (const [first, last] of spans) for (let point = first; point <= last; point++) text += String.fromCodePoint(point);
  return text;
}

function normalise(spans: CodePointSpans): CodePointSpans {
  const sorted = [...spans].sort((a, b) => a[0] - b[0]);
  const merged: CodePointSpans = [];
  for (const [first, last] of sorted) {
    const previous = merged.at(-1);
    if (previous && first <= previous[1] + 1) previous[1] = Math.max(previous[1], last);
    else merged.push([first, last]);
  }
  return merged;
}
