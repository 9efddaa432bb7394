/** Kitchens along the walls: the sage L-shaped kitchen and the terracotta kitchen with an arched window. */
import { cabinet, sideCabinet, shutters } from "../cabinets.mjs";
import { plant, rug } from "../furnishings.mjs";
import { backBase, evenFronts, sideBase } from "../kitchen-runs.mjs";
import { counterItems, hob, hood, sink, subway, tileSide } from "../kitchen-parts.mjs";
import { downlight, pendant } from "../lights.mjs";
import { vase } from "../objects.mjs";
import { C } from "../palette.mjs";
import { archWindow, room, sideWindow } from "../room.mjs";
import { finish, newScene } from "../scene.mjs";

/** The sage L-shaped kitchen: handle-less sage base units, white wall units, a tall oven unit, the sink under a side window. */
export function kitchenModern(key, W, H, view) {
  const sc = newScene(key, W, H, { f: W * 0.6, cy: H * 0.44, eye: 1.5, camX: 0.2 }, view);
  const R = room(sc, { xL: -2.5, xR: 2.6, h: 2.9, zB: 4.9, wall: "#f3eee4", floor: "#ddd5c8", floorStyle: "tiles", tile: 0.6 });
  for (const z of [2.8, 3.8]) downlight(sc, 0.2, z);
  const zB = R.zB;
  const low = "#a3b196";
  const up = "#f4efe6";
  const top = "#f4f1ec";
  // Backsplash.
  subway(sc, R.xL, 1.2, 0.9, 1.5, zB - 0.002, "#f6f3ee", { grout: "#d8d2c8" });
  subway(sc, -1.2, -0.3, 1.5, 2.35, zB - 0.002, "#f6f3ee", { grout: "#d8d2c8" });
  tileSide(sc, R.xL + 0.002, 2.5, zB, 0.9, 1.25, "#f6f3ee", { grout: "#d8d2c8" });
  sideWindow(sc, "L", 2.95, 3.95, 1.25, 2.3, { panes: 2, light: false });
  // Uppers with a hood between them.
  for (const [a, b] of [
    [R.xL, -1.2],
    [-0.3, 1.2],
  ]) {
    sc.wallShadow(a, b, 1.5, 2.35, zB - 0.003, { op: 0.2, blur: 0.05, dy: 0.05 });
    cabinet(sc, [a, b, 1.5, 2.35, zB - 0.35, zB], up, evenFronts(b - a, 0.5), { fronts: { handle: "none" } });
    const [gx, gy] = sc.P((a + b) / 2, 1.45, zB - 0.15);
    sc.ell(gx, gy, ((b - a) / 2) * sc.k(zB), 0.06 * sc.k(zB), "#fff1cf", { op: 0.55, blur: 6 });
  }
  hood(sc, -0.75, zB, R.h, { c: "#d9d4cc", duct: "#e7e2da" });
  // Tall unit.
  sc.box(1.2, 2.1, 0, 0.1, zB - 0.58, zB, "#5d5a55", { edge: false });
  cabinet(
    sc,
    [1.2, 2.1, 0.1, 2.35, zB - 0.62, zB],
    up,
    [{ w: 0.9, rows: [{ f: 0.55 }, { f: 0.6, kind: "oven" }, { f: 0.45, kind: "oven" }, { f: 0.35 }, { f: 0.35 }] }],
    { fronts: { handle: "gola" } },
  );
  plant(sc, 2.35, zB - 0.35, { kind: "snake", h: 0.9, potR: 0.15, pot: C.terracotta });
  rug(sc, -1.3, 0.9, 3.2, 3.85, { c: "#d7c7ae", border: C.terracotta, bw: 0.08 });
  // Back run.
  const backRun = [{ w: 0.7 }, { w: 0.6, rows: [1, 1, 1] }, { w: 0.9, rows: [1, 1.4] }, { w: 0.6 }, { w: 0.9, doors: 2 }];
  backBase(sc, R.xL, 1.2, zB, backRun, low, { plinth: "#5d5a55", overL: 0, top, fronts: { handle: "gola" } });
  hob(sc, -0.75, 0.9, zB - 0.32);
  counterItems(sc, 0.35, 0.9, zB - 0.2);
  // Left run with the sink under the window.
  const leftRun = [{ w: 0.55, rows: [1, 1, 1] }, { w: 0.9, doors: 2 }, { w: 0.35 }];
  sideBase(sc, "L", 2.5, zB - 0.6, leftRun, low, { plinth: "#5d5a55", top, fromFar: true, fronts: { handle: "gola" } });
  sink(sc, R.xL + 0.3, 0.9, 3.45, { w: 0.42, d: 0.7 });
  vase(sc, R.xL + 0.3, 0.9, 4.2, { kind: "round", c: C.terracotta, s: 0.7, stems: 3, stemH: 0.3 });
  return finish(sc);
}

export function kitchenTerracotta(key, W, H, view) {
  const sc = newScene(key, W, H, { f: W * 0.6, cy: H * 0.45, eye: 1.5, camX: 0.25, light: [0.45, 0.75, -0.5] }, view);
  const R = room(sc, {
    xL: -2.6,
    xR: 2.6,
    h: 3.0,
    zB: 5.0,
    wall: "#f1e9dd",
    floor: "#e2d6c2",
    floorStyle: "tiles",
    tile: 0.45,
    grout: -0.12,
  });
  const zB = R.zB;
  const low = "#b7654a";
  const wood = C.oak;
  const top = "#f5f1ea";
  downlight(sc, 0.2, 3.2);
  subway(sc, -2.05, 2.0, 0.9, 1.5, zB - 0.002, "#f1e8d7", { vertical: true, bw: 0.16, bh: 0.05, grout: "#d9cab1" });
  subway(sc, -1.4, -0.5, 1.5, 2.4, zB - 0.002, "#f1e8d7", { vertical: true, bw: 0.16, bh: 0.05, grout: "#d9cab1" });
  archWindow(sc, 0.55, 1.6, 1.2, 2.55, zB - 0.002, { greens: true });
  // Oak uppers with fluted glass either side of the hood.
  for (const [a, b, n] of [
    [-2.05, -1.4, 1],
    [-0.5, 0.25, 1],
  ]) {
    sc.wallShadow(a, b, 1.5, 2.4, zB - 0.003, { op: 0.2, blur: 0.05, dy: 0.05 });
    cabinet(
      sc,
      [a, b, 1.5, 2.4, zB - 0.35, zB],
      wood,
      Array.from({ length: n }, () => ({ w: (b - a) / n, kind: "fluted" })),
      { fronts: { handle: "knob", hpos: "bottom", hcol: C.ink } },
    );
    const [gx, gy] = sc.P((a + b) / 2, 1.45, zB - 0.15);
    sc.ell(gx, gy, ((b - a) / 2) * sc.k(zB), 0.05 * sc.k(zB), "#fff0cc", { op: 0.55, blur: 6 });
  }
  sc.box(-1.4, -0.5, 2.4, 2.44, zB - 0.3, zB, wood);
  hood(sc, -0.95, zB, R.h, { c: "#ece3d6", duct: "#ece3d6", w: 0.86 });
  sc.box(-1.38, -0.52, 1.6, 1.62, zB - 0.5, zB, C.brass);
  // A slim open shelf beside the window.
  sc.wallShadow(1.75, 2.0, 1.2, 2.55, zB - 0.003, { op: 0.2 });
  for (const y of [1.6, 2.05]) sc.box(1.72, 2.02, y - 0.03, y, zB - 0.25, zB, wood);
  vase(sc, 1.87, 1.6, zB - 0.12, { kind: "jar", c: C.cream, s: 0.8 });
  vase(sc, 1.87, 2.05, zB - 0.12, { kind: "round", c: C.deepTeal, s: 0.6 });
  // Right wall: tall oak units with fluted glass.
  sideCabinet(
    sc,
    "R",
    0.62,
    [0, 2.5, 3.1, zB],
    wood,
    [
      { w: 0.95, doors: 2, rows: [{ f: 1.3, kind: "fluted", door: true }, { f: 1 }] },
      { w: 0.95, rows: [{ f: 1.5, handle: "long" }, { f: 0.8 }] },
    ],
    { fromFar: true, fy: [0.1, 2.5], fronts: { hcol: C.ink, handle: "vbar", hpos: "mid" } },
  );
  // Back run: hob under the hood, sink under the window.
  const backRun = [{ w: 0.65, rows: [1, 1, 1] }, { w: 0.9, rows: [1, 1.4] }, { w: 0.7 }, { w: 1.1, doors: 2 }, { w: 0.7, rows: [1, 1.5] }];
  backBase(sc, -2.05, 2.0, zB, backRun, low, { plinth: "#4f3a30", overL: 0, top, fronts: { hcol: C.ink, handle: "knob" } });
  hob(sc, -0.95, 0.9, zB - 0.32);
  sink(sc, 1.07, 0.9, zB - 0.32, { w: 0.75, tap: C.ink });
  counterItems(sc, -0.1, 0.9, zB - 0.2);
  // Left run: lowers and a breakfast counter.
  const xi = R.xL + 0.6;
  tileSide(sc, R.xL + 0.002, 2.3, zB, 0.9, 1.5, "#f1e8d7", { grout: "#d9cab1", tw: 0.05, th: 0.16 });
  sc.box(R.xL, xi - 0.04, 0, 0.1, 2.3, zB - 0.6, "#4f3a30", { edge: false });
  sc.box(R.xL, xi, 0.1, 0.86, 2.3, zB, low);
  shutters(
    sc,
    (u, v) => [xi + 0.001, v, zB - 0.6 - u],
    0.1,
    0.86,
    [
      { w: 0.6, rows: [1, 1, 1] },
      { w: 0.9, doors: 2 },
      { w: 0.6, rows: [1, 1, 1] },
    ],
    low,
    { hcol: C.ink, handle: "knob" },
  );
  sc.box(R.xL, xi + 0.03, 0.86, 0.9, 2.27, zB, top);
  vase(sc, R.xL + 0.3, 0.9, 3.3, { kind: "bowl", c: C.sage, s: 1.1 });
  plant(sc, R.xL + 0.3, 2.75, { y: 0.9, kind: "leafy", h: 0.3, potR: 0.08, potH: 0.13, pot: C.terracotta, n: 8, leaf: 0.8 });
  rug(sc, -1.2, 1.0, 3.1, 3.8, { c: "#c9b08e", border: C.terracotta, bw: 0.07, stripes: 2, stripeC: "#b48f65" });
  pendant(sc, 0.1, 3.3, 2.05, { shape: "rattan", r: 0.24, c: "#c8a56e" });
  return finish(sc);
}
