/**
 * Galley kitchens seen down their length: the two-tone parallel kitchen from
 * the Velachery project, and the wet kitchen behind the Nungambakkam island.
 */
import { evenFronts, backBase, sideBase, sideWall } from "../kitchen-runs.mjs";
import { hob, sink, tileSide, subway } from "../kitchen-parts.mjs";
import { downlight, pendant } from "../lights.mjs";
import { vase } from "../objects.mjs";
import { plant, rug } from "../furnishings.mjs";
import { C } from "../palette.mjs";
import { backWindow, room } from "../room.mjs";
import { finish, newScene } from "../scene.mjs";
import { shade } from "../util.mjs";

const GRANITE = "#2a2a2d";

/** A steel rail on a side wall with ladles hanging from it, and a spice shelf above. */
function ladleRail(sc, x, z0, z1, y) {
  sc.line3([x, y, z0], [x, y, z1], "#b9b6b0", Math.max(1, 0.01 * sc.k(z1)));
  const n = 4;
  for (let i = 0; i < n; i++) {
    const z = z0 + ((z1 - z0) * (i + 0.5)) / n;
    const k = sc.k(z);
    const [px, py] = sc.P(x, y, z);
    sc.line(px, py, px, py + 0.2 * k, "#9d9a94", Math.max(0.8, 0.008 * k));
    sc.ell(px, py + 0.22 * k, 0.02 * k, 0.03 * k, "#8d8a84");
  }
  sc.box(x - 0.001, x + 0.12, y + 0.18, y + 0.2, z0, z1, C.oak);
  for (let i = 0; i < 5; i++) {
    const z = z0 + 0.08 + i * ((z1 - z0 - 0.16) / 4);
    sc.cyl(x + 0.06, y + 0.2, y + 0.29, z, 0.025, ["#c0392b", "#e1a32b", "#7b8f3a", "#efe7da", "#8a5a34"][i]);
  }
}

/** A roll-up appliance garage on a side counter, its shutter half raised over a mixer. */
function applianceGarage(sc, xFace, xWall, z0, z1, y0, y1, c) {
  sc.box(Math.min(xFace, xWall), Math.max(xFace, xWall), y0, y1, z0, z1, c);
  const mid = (y0 + y1) / 2 + 0.04;
  const x = xFace + (xFace < xWall ? -0.001 : 0.001);
  sc.qx(x, y0 + 0.02, mid, z0 + 0.03, z1 - 0.03, "#3a3531");
  sc.cyl((xFace + xWall) / 2, y0, y0 + 0.2, (z0 + z1) / 2 - 0.05, 0.07, "#d9d6cf");
  sc.cyl((xFace + xWall) / 2, y0 + 0.2, y0 + 0.3, (z0 + z1) / 2 - 0.05, 0.06, "#e9eef0");
  for (let y = mid; y < y1 - 0.02; y += 0.025) sc.qx(x, y, y + 0.018, z0 + 0.03, z1 - 0.03, shade(c, y % 0.05 < 0.025 ? -0.06 : -0.02));
}

/** The Velachery parallel kitchen: teal base units, soft white wall units, black granite, an appliance garage. */
export function kitchenDesigner(key, W, H, view) {
  const sc = newScene(key, W, H, { f: W * 0.5, cy: H * 0.45, eye: 1.5 }, view);
  const R = room(sc, {
    xL: -1.07,
    xR: 1.07,
    h: 2.85,
    zB: 5.0,
    wall: "#f2efe9",
    floor: "#d6d1c8",
    floorStyle: "tiles",
    tile: 0.5,
    skirt: false,
  });
  const teal = "#255f61";
  const white = "#f3f1ec";
  const tile = { tw: 0.05, th: 0.16, grout: "#dcd8d0" };
  const fronts = { handle: "profile" };
  backWindow(sc, -0.5, 0.5, 1.05, 2.2, { panes: 2, lightOp: 0.25, sill: false });
  subway(sc, R.xL, R.xR, 0.9, 1.05, R.zB - 0.002, "#f4f2ee", { vertical: true, bw: 0.16, bh: 0.05, grout: "#dcd8d0" });
  tileSide(sc, R.xL + 0.002, 1.8, R.zB, 0.9, 1.5, "#f4f2ee", tile);
  tileSide(sc, R.xR - 0.002, 1.8, R.zB, 0.9, 1.5, "#f4f2ee", tile);
  // Cooking wall (left): deep drawers, hob and a slim chimney.
  sideBase(
    sc,
    "L",
    1.8,
    R.zB,
    [
      { w: 0.6, rows: [1, 1, 1] },
      { w: 0.5, rows: [1, 1, 1] },
      { w: 0.8, rows: [1, 1.3] },
      { w: 0.5, rows: [1, 1, 1] },
      { w: 0.8, rows: [1, 1.3] },
    ],
    teal,
    { top: GRANITE, fronts },
  );
  hob(sc, R.xL + 0.3, 0.9, 3.1, { swap: true });
  sc.box(R.xL, R.xL + 0.28, 1.74, R.h, 2.95, 3.25, "#d9d6cf");
  sc.box(R.xL, R.xL + 0.5, 1.62, 1.74, 2.75, 3.45, "#cfcbc4");
  ladleRail(sc, R.xL + 0.003, 3.6, 4.3, 1.15);
  const wallFronts = { fronts: { handle: "none" }, glowOp: 0.1 };
  sideWall(sc, "L", 1.8, 2.75, 1.5, 2.25, evenFronts(0.95, 0.45), white, wallFronts);
  sideWall(sc, "L", 3.45, R.zB, 1.5, 2.25, evenFronts(1.55, 0.5), white, wallFronts);
  // Washing wall (right): dishwasher, sink, appliance garage, tall pull-out pantry.
  sideBase(
    sc,
    "R",
    1.8,
    4.4,
    [
      { w: 0.6, fill: "#c9c6c0" },
      { w: 0.8, doors: 2 },
      { w: 0.6, rows: [1, 1, 1] },
      { w: 0.6, rows: [1, 1] },
    ],
    teal,
    { top: GRANITE, fronts },
  );
  sink(sc, R.xR - 0.3, 0.9, 2.8, { w: 0.42, d: 0.7, c: "#b7b4ae", inner: "#77736d", tap: "#d4d1cb" });
  sideWall(sc, "R", 1.8, 3.5, 1.5, 2.25, evenFronts(1.7, 0.5), white, wallFronts);
  sc.box(R.xR - 0.6, R.xR, 0, 0.1, 4.4, R.zB, C.ink, { edge: false });
  sc.box(R.xR - 0.6, R.xR, 0.1, 2.3, 4.4, R.zB, teal);
  sideWall(sc, "R", 4.4, R.zB, 2.3, 2.85, [{ w: 0.6 }], white, { d: 0.6, glow: false, fronts: { handle: "none" } });
  const tallMap = (u, v) => [R.xR - 0.601, v, 4.4 + u];
  sc.poly3(
    [tallMap(0.02, 0.12), tallMap(0.58, 0.12), tallMap(0.58, 2.28), tallMap(0.02, 2.28)],
    sc.lin([shade(teal, 0.06), shade(teal, -0.06)]),
  );
  sc.poly3([tallMap(0.05, 2.2), tallMap(0.55, 2.2), tallMap(0.55, 2.22), tallMap(0.05, 2.22)], "#d9d6cf");
  applianceGarage(sc, R.xR - 0.5, R.xR, 3.6, 4.35, 0.9, 1.48, "#c9c6c0");
  vase(sc, R.xL + 0.25, 0.9, 4.55, { kind: "jar", c: "#e9e2d6", s: 1 });
  vase(sc, R.xL + 0.25, 0.9, 4.75, { kind: "jar", c: "#e9e2d6", s: 0.8 });
  plant(sc, R.xR - 0.25, 3.4, { y: 0.9, kind: "leafy", h: 0.22, potR: 0.06, potH: 0.1, pot: C.terracotta, n: 7, leaf: 0.7 });
  rug(sc, -0.4, 0.4, 2.0, 3.9, { c: "#cfc5b4", border: teal, bw: 0.05 });
  downlight(sc, 0, 2.2);
  pendant(sc, 0, 4.3, 2.0, { shape: "dome", r: 0.24, c: C.mustard, glowR: 3.2 });
  return finish(sc);
}

/** Stainless vessels: a kadai, a pressure cooker, a tall stock pot. */
function vessels(sc, x, y, z) {
  sc.cyl(x - 0.18, y, y + 0.18, z, 0.12, "#c9c6c0");
  sc.cyl(x - 0.18, y + 0.18, y + 0.2, z, 0.05, "#2b2826");
  sc.cyl(x + 0.15, y, y + 0.12, z + 0.05, 0.16, "#b5b2ac");
  sc.cyl(x + 0.45, y, y + 0.3, z, 0.11, "#d4d1cb");
}

/** The wet kitchen behind a fluted-glass sliding door: four-burner hob, big chimney, granite, grinder, deep sink. */
export function kitchenWet(key, W, H, view) {
  const sc = newScene(key, W, H, { f: W * 0.56, cy: H * 0.45, eye: 1.5, camX: 0.2 }, view);
  const R = room(sc, {
    xL: -1.6,
    xR: 1.6,
    h: 2.8,
    zB: 3.6,
    wall: "#ebe6dd",
    floor: "#8f8a82",
    floorStyle: "tiles",
    tile: 0.4,
    skirt: false,
  });
  const lam = "#4d4641";
  const granite = "#3b3733";
  const zB = R.zB;
  subway(sc, R.xL, R.xR, 0.9, 2.1, zB - 0.002, "#efece6", { grout: "#cfc9bf" });
  tileSide(sc, R.xR - 0.002, 1.6, zB, 0.9, 2.1, "#efece6", { grout: "#cfc9bf" });
  // Back run: four-burner hob under a large chimney, the grinder in its slot.
  backBase(
    sc,
    R.xL,
    R.xR - 0.6,
    zB,
    [
      { w: 0.6, rows: [1, 1, 1] },
      { w: 0.9, rows: [1, 1.3] },
      { w: 0.6, doors: 1 },
      { w: 0.5, kind: "open" },
    ],
    lam,
    { top: granite, fronts: { handle: "bar", hcol: "#b9b6b0", items: () => {} } },
  );
  hob(sc, -0.55, 0.9, zB - 0.32, { cap: "#2b2826" });
  vessels(sc, -0.55, 0.905, zB - 0.32);
  sc.box(-0.95, -0.15, 1.55, 1.75, zB - 0.55, zB, "#2b2826");
  sc.box(-0.75, -0.35, 1.75, R.h, zB - 0.3, zB, "#36322f");
  const [hx, hy] = sc.P(-0.55, 1.55, zB - 0.28);
  sc.glow(hx, hy + 0.03 * sc.k(zB), 0.4 * sc.k(zB), "#fff0cc", 0.5);
  // The wet grinder on the counter beside its slot.
  sc.cyl(0.55, 0.9, 1.12, zB - 0.3, 0.16, "#e2ded6");
  sc.cyl(0.55, 1.12, 1.16, zB - 0.3, 0.17, "#9d9a94");
  sc.cyl(0.55, 1.16, 1.24, zB - 0.3, 0.05, "#2b2826");
  // Side run: the deep sink for large vessels, with open drying shelves above.
  sideBase(sc, "R", 1.6, zB, [{ w: 0.6, rows: [1, 1] }, { w: 0.8, doors: 2 }, { w: 0.6 }], lam, {
    top: granite,
    fronts: { handle: "bar", hcol: "#b9b6b0" },
  });
  sink(sc, R.xR - 0.32, 0.9, 2.6, { w: 0.5, d: 0.8, c: "#b7b4ae", inner: "#5e5b57", tap: "#b9b6b0" });
  for (const y of [1.6, 2.0]) sc.box(R.xR - 0.3, R.xR, y - 0.03, y, 2.0, zB, "#b9b6b0");
  for (let i = 0; i < 4; i++) {
    const [px, py] = sc.P(R.xR - 0.15, 1.6, 2.2 + i * 0.3);
    const k = sc.k(2.2 + i * 0.3);
    sc.ell(px, py - 0.11 * k, 0.02 * k, 0.11 * k, "#d4d1cb");
  }
  // The fluted-glass sliding door, pushed open, in the foreground.
  const k = sc.k(1.1);
  const [dx0, dy0] = sc.P(-0.95, 2.3, 1.1);
  const [dx1, dy1] = sc.P(-0.45, 0, 1.1);
  sc.rect(dx0, dy0, dx1 - dx0, dy1 - dy0, "#1d1b1a");
  const m = 0.04 * k;
  sc.rect(dx0 + m, dy0 + m, dx1 - dx0 - 2 * m, dy1 - dy0 - 2 * m, "#c9c3b6");
  for (let x = dx0 + m + 0.02 * k; x < dx1 - m; x += 0.03 * k) sc.rect(x, dy0 + m, 0.01 * k, dy1 - dy0 - 2 * m, "#fff6e4", { op: 0.4 });
  sc.rect(dx1 - 0.06 * k, dy0 + (dy1 - dy0) * 0.4, 0.02 * k, (dy1 - dy0) * 0.2, "#1d1b1a");
  sc.rect(0, dy0 - 0.05 * k, W, 0.05 * k, "#1d1b1a");
  return finish(sc);
}
