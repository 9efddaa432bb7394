import { expect, test } from "@playwright/test";

/** Pages whose card grids end in a shorter row at some width today (their counts come from content). */
const PAGES = [
  "/",
  "/services",
  "/modular-kitchen",
  "/projects",
  "/projects/designer-kitchen",
  "/about",
  "/interior-design-coimbatore",
  "/interior-designers-chennai",
  "/interior-designers-adyar",
  "/tv-units",
  "/ta",
];

/**
 * Every card grid's rows: the cards grouped by their top edge, each row's space left before its first card and after
 * its last one.
 */
const rowsOfCardGrids = () =>
  [...document.querySelectorAll(".card-grid")].map((grid) => {
    const box = grid.getBoundingClientRect();
    const rows = new Map<number, DOMRect[]>();
    for (const card of grid.children) {
      const rect = card.getBoundingClientRect();
      rows.set(Math.round(rect.top), [...(rows.get(Math.round(rect.top)) ?? []), rect]);
    }
    return [...rows.values()].map((cards) => ({
      count: cards.length,
      before: Math.min(...cards.map((card) => card.left)) - box.left,
      after: box.right - Math.max(...cards.map((card) => card.right)),
    }));
  });

for (const width of [768, 1440]) {
  test(`a card grid's shorter last row is centred, never left hanging at the start, at ${width} px @desktop`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    let shorter = 0;
    for (const path of PAGES) {
      await page.goto(path);
      for (const rows of await page.evaluate(rowsOfCardGrids)) {
        const [first, ...others] = rows;
        for (const row of others) {
          expect(row.count, `${path}: a row longer than the first`).toBeLessThanOrEqual(first!.count);
          if (row.count < first!.count) shorter++;
          expect(Math.abs(row.before - row.after), `${path}: a row of ${row.count} off centre`).toBeLessThan(2);
        }
      }
    }
    // The pages above do end grids in shorter rows: the rule was held where it matters.
    expect(shorter).toBeGreaterThan(0);
  });
}
