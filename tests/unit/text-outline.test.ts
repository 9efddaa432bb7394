import { describe, expect, it } from "vitest";
import { outlineText } from "../../src/lib/text-outline";
import { FRAUNCES } from "../../src/lib/web-fonts";

/** The extent of every point a relative path passes through or bends towards. */
function extent(d: string) {
  let x = 0;
  let y = 0;
  let start = { x, y };
  const xs: number[] = [];
  const ys: number[] = [];
  for (const [, command, args] of d.matchAll(/([a-zA-Z])([^a-zA-Z]*)/g)) {
    if (command === "z") {
      ({ x, y } = start);
      continue;
    }
    const numbers = args!.trim().split(/\s+/).map(Number);
    const base = { x, y };
    for (let i = 0; i < numbers.length; i += 2) {
      xs.push(base.x + numbers[i]!);
      ys.push(base.y + numbers[i + 1]!);
    }
    x = xs.at(-1)!;
    y = ys.at(-1)!;
    if (command === "m") start = { x, y };
  }
  return { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) };
}

describe("text drawn as outlines", () => {
  const brand = { text: "Aalayam Interiors", font: FRAUNCES, weight: 600, x: 38, baseline: 29, width: 196 };

  it("draws the line from its start to the width asked, on its baseline", async () => {
    const d = await outlineText(brand);
    expect(d).toMatch(/^m[\d.\s-]+/);
    const box = extent(d);
    // Side bearings keep the ink a little inside the advance; "y" hangs below the baseline and capitals stand above it.
    expect(box.left).toBeGreaterThanOrEqual(37);
    expect(box.left).toBeLessThan(40);
    expect(box.right).toBeGreaterThan(230);
    expect(box.right).toBeLessThanOrEqual(235);
    expect(box.bottom).toBeGreaterThan(31);
    expect(box.top).toBeGreaterThan(5);
    expect(box.top).toBeLessThan(20);
  });

  it("closes each letter's contours, one subpath per contour", async () => {
    const d = await outlineText({ ...brand, text: "o" });
    // An "o" is two contours: the outer ring and the counter.
    expect(d.match(/m/g)).toHaveLength(2);
    expect(d.match(/z/g)).toHaveLength(2);
  });

  it("draws a heavier weight with other outlines, and scales a shorter word to the same width", async () => {
    const regular = await outlineText({ ...brand, weight: 400 });
    expect(regular).not.toBe(await outlineText(brand));
    const word = extent(await outlineText({ ...brand, text: "Aalayam" }));
    expect(word.right).toBeGreaterThan(230);
    // Fewer letters across the same width are drawn larger.
    expect(word.top).toBeLessThan(extent(await outlineText(brand)).top);
  });
});
