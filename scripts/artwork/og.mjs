/** Sharing (Open Graph) images: a room scene panned right under a text panel. */
import { C } from "./palette.mjs";
import { heroBedroom } from "./scenes/bedrooms.mjs";
import { homeOpenPlan } from "./scenes/homes.mjs";
import { heroKitchen, kitchenWalnutBrass } from "./scenes/kitchens-island.mjs";
import { heroLiving, livingTealSlats } from "./scenes/living.mjs";
import { foyer } from "./scenes/small-rooms.mjs";

export const OG = {
  default: { scene: heroLiving, line: "Interior design studio in Chennai" },
  home: { scene: heroKitchen, line: "Modular kitchens & home interiors in Chennai" },
  service: { scene: kitchenWalnutBrass, line: "Kitchens, wardrobes & full-home interiors" },
  project: { scene: heroBedroom, line: "Homes we have designed and delivered" },
  location: { scene: livingTealSlats, line: "Interior designers across Tamil Nadu & Bengaluru" },
  estimator: { scene: homeOpenPlan, line: "Estimate your interior budget in minutes" },
  contact: { scene: foyer, line: "Book a free design consultation" },
};

const esc = (t) => t.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

// One line if it fits, otherwise two lines split near the middle (no orphans).
function wrap(text, max) {
  if (text.length <= max) return [text];
  let best = -1;
  for (let i = text.indexOf(" "); i !== -1; i = text.indexOf(" ", i + 1)) {
    if (best === -1 || Math.abs(i - text.length / 2) < Math.abs(best - text.length / 2)) best = i;
  }
  return best === -1 ? [text] : [text.slice(0, best), text.slice(best + 1)];
}

export function ogImage(type, brand, W, H) {
  const { scene, line } = OG[type];
  // The text panel is drawn over the finished scene, whose subject is panned right of it.
  const post = (sc) => {
    sc.rect(
      0,
      0,
      W,
      H,
      sc.lin(
        [
          [0, "#f6f1e8", 0.98],
          [0.44, "#f6f1e8", 0.95],
          [0.64, "#f6f1e8", 0],
          [1, "#f6f1e8", 0],
        ],
        [0, 0, 1, 0],
      ),
    );
    const x = 72;
    // Monogram: an arch, the "aalayam" (abode) motif.
    sc.path(`M${x},214 L${x},176 A22,22 0 0 1 ${x + 44},176 L${x + 44},214`, "none", { stroke: C.brass, sw: 4, cap: "round" });
    sc.path(`M${x + 12},214 L${x + 12},182 A10,10 0 0 1 ${x + 32},182 L${x + 32},214`, "none", { stroke: C.deepTeal, sw: 3, cap: "round" });
    sc.add(
      `<text x="${x}" y="300" font-family="Liberation Serif, DejaVu Serif, serif" font-size="62" fill="${C.deepTeal}">${esc(brand)}</text>`,
    );
    sc.rect(x, 326, 96, 4, C.brass);
    wrap(line, 30).forEach((l, i) =>
      sc.add(
        `<text x="${x}" y="${378 + i * 40}" font-family="Liberation Sans, DejaVu Sans, sans-serif" font-size="30" fill="${C.charcoal}">${esc(l)}</text>`,
      ),
    );
    sc.rect(x, H - 78, 8, 8, C.terracotta);
    sc.rect(x + 14, H - 78, 8, 8, C.sage);
    sc.rect(x + 28, H - 78, 8, 8, C.brass);
  };
  return scene(`og-${type}`, W, H, { shift: 0.2, post });
}
