/**
 * The TV-unit catalogue, part two: the wider walls (cane console, stone-look
 * wall, display niches, side towers and the full-wall media unit).
 */
import { cabinet, slatWall } from "../cabinets.mjs";
import { art, plant, rug } from "../furnishings.mjs";
import { marbleZ } from "../kitchen-parts.mjs";
import { coveTray, downlight, scallop, tableLamp } from "../lights.mjs";
import { dolls, ledGlow, setTopBox, soundbar, speakerFront, tvOn } from "../media.mjs";
import { books, vase } from "../objects.mjs";
import { C } from "../palette.mjs";
import { curtainX, sideWindow } from "../room.mjs";
import { finish } from "../scene.mjs";
import { armchair, loungeChair, loungePair } from "../seating.mjs";
import { rectTable, roundTable, sideTable } from "../tables-beds.mjs";
import { place, shade } from "../util.mjs";
import { tvWallRoom } from "./tv-catalogue.mjs";

/** Cane-Front Low Console: 2100 × 550 mm on slim legs, cane shutters, the TV hung separately on a painted wall. */
export function tvCaneConsole(key, W, H, view) {
  const { sc, R, z } = tvWallRoom(key, W, H, view, {
    half: 2.8,
    zB: 4.9,
    room: { wall: "#f1e9dd", floor: "#c29c74", plank: 0.2, skirt: "#e6d9c6" },
  });
  // A limewashed terracotta wall behind the screen.
  sc.qz(z, -1.6, 1.6, 0.07, R.h, sc.rad(["#d9a88b", "#cf967a", "#c48669"], { cx: 0.5, cy: 0.4, r: 0.8 }));
  sideWindow(sc, "R", 2.5, 4.2, 0.4, 2.5, { panes: 2, lightOp: 0.3 });
  curtainX(sc, R.xR - 0.1, 4.2, 4.85, 0.02, 2.85, "#f2ebdf");
  // Cable cover in the wall colour, from the TV down to the console.
  sc.qz(z - 0.004, -0.04, 0.04, 0.55, 1.0, "#c98f73");
  tvOn(sc, 0, 1.42, z - 0.01, 55);
  // The console: 2.1 m long, 0.55 m high, on four slim metal legs.
  const [x0, x1, d] = [-1.05, 1.05, 0.45];
  const zf = z - 0.06 - d;
  sc.shadow(x0, x1, zf, z - 0.06, { op: 0.3, blur: 0.05 });
  for (const x of [x0 + 0.06, x1 - 0.08])
    for (const zz of [zf + 0.04, z - 0.1]) sc.box(x, x + 0.02, 0, 0.16, zz, zz + 0.02, C.ink, { edge: false });
  cabinet(
    sc,
    [x0, x1, 0.16, 0.51, zf, z - 0.06],
    "#a8774e",
    [0, 1, 2, 3].map(() => ({ w: 0.525, kind: "cane" })),
    {
      fy: [0.17, 0.5],
      fronts: {
        handle: "knob",
        hcol: C.brass,
      },
    },
  );
  sc.box(x0 - 0.02, x1 + 0.02, 0.51, 0.55, zf - 0.02, z - 0.05, "#8f6440", { faces: { t: "#b58458" } });
  vase(sc, -0.75, 0.55, z - 0.3, { kind: "tall", c: C.cream, s: 1, stems: 4, stemH: 0.4 });
  books(sc, 0.45, 0.8, 0.55, z - 0.3, 0.06, { pal: [C.cream, C.deepTeal, C.sand], gaps: false });
  art(sc, -2.5, -1.8, 1.2, 2.0, z - 0.01, { style: "arches", frame: C.walnut, ft: 0.015 });
  plant(sc, 1.95, 4.4, { kind: "tree", h: 1.7, potR: 0.2, pot: C.cream, potShape: "round" });
  rug(sc, -1.7, 1.7, 2.4, 4.1, { c: "#ece2d2", border: C.terracotta, bw: 0.08 });
  loungePair(sc, 1.7, 3.0, 0.6, { c: C.sage, wood: C.walnut });
  return finish(sc);
}

/** Stone-Look Feature Wall: 2400 × 2400 mm marble-look panel in champagne profiles, long floating base, backlit TV recess. */
export function tvStoneWall(key, W, H, view) {
  const { sc, z } = tvWallRoom(key, W, H, view, {
    half: 3.0,
    zB: 5.2,
    h: 3.0,
    room: { wall: "#ebe4d9", floor: "#e3ddd2", floorStyle: "marble", tile: 0.8, skirt: false },
  });
  coveTray(sc, { inset: 0.6, zNear: 2.0, depth: 0.18, glowOp: 0.65 });
  for (const x of [-2.2, 2.2]) scallop(sc, x, z, { h: 1.5 });
  // Marble-look panel with a champagne frame and joints.
  const [x0, x1] = [-1.2, 1.2];
  marbleZ(sc, x0, x1, 0.07, 2.4, z - 0.02, "#f0ebe3", { veins: 9, joints: 0.6, jointC: "#cdb78a" });
  for (const [a, b, c0, c1] of [
    [x0 - 0.02, x0, 0.07, 2.42],
    [x1, x1 + 0.02, 0.07, 2.42],
    [x0 - 0.02, x1 + 0.02, 2.4, 2.42],
  ])
    sc.qz(z - 0.021, a, b, c0, c1, "#d6bf8c");
  // Recess around the TV with a warm backlight.
  const tvb = tvOn(sc, 0, 1.45, z - 0.03, 65, { backlight: "#ffd49a" });
  sc.qz(z - 0.022, tvb.x0 - 0.12, tvb.x1 + 0.12, tvb.y0 - 0.12, tvb.y0 - 0.1, "#cdb78a");
  // Long floating base: drawers and a ventilated equipment bay.
  const [by0, by1] = [0.25, 0.6];
  ledGlow(sc, x0, x1, by0 - 0.01, z - 0.023, 1, { h: 0.2, op: 0.5 });
  cabinet(
    sc,
    [x0, x1, by0, by1, z - 0.45, z - 0.02],
    "#3b3633",
    [{ w: 0.6, rows: [1, 1] }, { w: 0.6 }, { w: 0.6, kind: "fluted" }, { w: 0.6, rows: [1, 1] }],
    { fy: [by0 + 0.01, by1 - 0.01], fronts: { handle: "gola", gap: 0.006 } },
  );
  vase(sc, -0.85, by1, z - 0.25, { kind: "bowl", c: C.brass, s: 0.9 });
  vase(sc, 0.9, by1, z - 0.25, { kind: "tall", c: C.cream, s: 0.9, stems: 3, stemH: 0.3 });
  plant(sc, -2.4, 4.6, { kind: "tree", h: 2.0, potR: 0.22, pot: "#3b3633", potShape: "round" });
  rug(sc, -1.9, 1.9, 2.5, 4.4, { c: "#ddd3c3", border: "#cdb78a", bw: 0.08 });
  roundTable(sc, 0, 3.2, 0.5, 0.36, { top: "#f2ede6", base: "#cdb78a", stem: 0.42 });
  vase(sc, 0.1, 0.36, 3.2, { kind: "round", c: C.brass, s: 0.8, stems: 4, stemH: 0.3 });
  loungePair(sc, 1.55, 2.9, 0.7, { c: C.deepTeal, wood: C.darkWalnut });
  return finish(sc);
}

/** TV Wall with Display Niches: 2700 × 2400 mm, backlit niches on one side, closed storage below. */
export function tvDisplayNiches(key, W, H, view) {
  const { sc, R, z } = tvWallRoom(key, W, H, view, {
    half: 2.9,
    zB: 5.0,
    camX: 0.2,
    room: { wall: "#efe8dd", floor: "#b08a63", plank: 0.21, skirt: "#e0d3c0" },
  });
  const panel = "#b68a5e";
  const acrylic = "#f3eee6";
  const [x0, x1, xs] = [-1.35, 1.35, 0.45];
  sideWindow(sc, "L", 2.6, 4.4, 0.3, 2.5, { panes: 2, lightOp: 0.3 });
  downlight(sc, -0.5, R.zB - 0.6);
  // Wood-grain back panel behind the TV.
  sc.qz(z, x0, xs, 0.6, 2.4, sc.lin([shade(panel, 0.06), shade(panel, -0.06)]));
  for (let x = x0 + 0.3; x < xs; x += 0.3) sc.line3([x, 0.6, z - 0.001], [x, 2.4, z - 0.001], shade(panel, -0.2), 1, { op: 0.5 });
  tvOn(sc, (x0 + xs) / 2, 1.45, z - 0.02, 55);
  // The niche tower: four lit niches with glass shelves.
  sc.box(xs, x1, 0.6, 2.4, z - 0.35, z, acrylic);
  const niches = [0.68, 1.1, 1.52, 1.94];
  for (const y of niches) {
    sc.qz(z - 0.34, xs + 0.06, x1 - 0.06, y, y + 0.38, "#d9c7ad");
    sc.qz(
      z - 0.341,
      xs + 0.06,
      x1 - 0.06,
      y,
      y + 0.38,
      sc.lin([
        [0, "#ffe2ae", 0.75],
        [1, "#ffe2ae", 0.05],
      ]),
    );
    sc.box(xs + 0.06, x1 - 0.06, y - 0.008, y, z - 0.33, z - 0.02, "#dfeeea", { flat: true, edge: false });
  }
  const nz = z - 0.18;
  dolls(sc, xs + 0.12, x1 - 0.12, niches[0], nz, 5);
  vase(sc, xs + 0.3, niches[1], nz, { kind: "round", c: C.brass, s: 0.8 });
  vase(sc, x1 - 0.3, niches[1], nz, { kind: "tall", c: C.brass, s: 0.7 });
  books(sc, xs + 0.1, x1 - 0.25, niches[2], nz, 0.26, { pal: [C.cream, C.terracotta, C.deepTeal, C.sand], gaps: false });
  vase(sc, (xs + x1) / 2, niches[3], nz, { kind: "bowl", c: C.brass, s: 1.0 });
  // Closed storage under the whole wall.
  cabinet(
    sc,
    [x0, x1, 0.08, 0.6, z - 0.45, z],
    acrylic,
    [{ w: 0.6 }, { w: 0.6, rows: [1, 1] }, { w: 0.6, rows: [1, 1] }, { w: 0.6 }, { w: 0.3 }],
    { plinth: z - 0.4, fy: [0.09, 0.59], fronts: { handle: "bar", hcol: C.brass } },
  );
  setTopBox(sc, -0.2, 0.6, z - 0.05);
  vase(sc, -1.1, 0.6, z - 0.2, { kind: "round", c: C.terracotta, s: 0.7 });
  rug(sc, -1.8, 1.8, 2.4, 4.2, { c: "#e7dccb", border: C.terracotta, bw: 0.08 });
  rectTable(sc, -0.7, 0.7, 2.9, 3.45, 0.38, { c: C.walnut, block: true, topC: "#ece4d8" });
  vase(sc, -0.2, 0.38, 3.15, { kind: "bowl", c: C.brass, s: 0.9 });
  loungeChair(sc, { tf: place(-1.7, 2.9, Math.PI - 0.7), c: C.deepTeal, wood: C.walnut });
  plant(sc, 2.3, 4.5, { kind: "leafy", h: 1.2, potR: 0.2, pot: C.cream, potShape: "round" });
  return finish(sc);
}

/** Media Wall with Side Towers: 3000 × 2700 mm, full-height towers, speaker cavities, soundbar shelf, cane-fronted bay. */
export function tvSideTowers(key, W, H, view) {
  const { sc, z } = tvWallRoom(key, W, H, view, {
    half: 3.1,
    zB: 4.9,
    h: 3.0,
    room: { wall: "#e9e2d6", floor: "#9c7554", floorStyle: "wide", skirt: false },
  });
  const tower = "#e2d9cb";
  const oak = "#6e5442";
  coveTray(sc, { inset: 0.55, zNear: 2.0, depth: 0.16, glowOp: 0.55 });
  const [x0, x1] = [-1.5, 1.5];
  // Towers: full-height storage either side with a profile light on the inner edge.
  for (const [a, b] of [
    [x0, x0 + 0.6],
    [x1 - 0.6, x1],
  ]) {
    cabinet(sc, [a, b, 0.08, 2.7, z - 0.55, z], tower, [{ w: 0.6, rows: [{ f: 0.35, handle: "none" }, { f: 2 }] }], {
      plinth: z - 0.5,
      fy: [0.09, 2.69],
      fronts: {
        handle: "long",
        hcol: C.brass,
      },
    });
    const inner = a < 0 ? b - 0.01 : a + 0.01;
    sc.line3([inner, 0.1, z - 0.552], [inner, 2.68, z - 0.552], "#fff1cf", 0.012 * sc.k(z), { op: 0.9 });
  }
  // Smoked oak panel with the screen, speaker cavities and a recessed soundbar shelf.
  const [p0, p1] = [x0 + 0.6, x1 - 0.6];
  sc.qz(z - 0.01, p0, p1, 0.6, 2.7, sc.lin([shade(oak, 0.08), shade(oak, -0.08)]));
  for (let x = p0 + 0.15; x < p1; x += 0.15) sc.line3([x, 0.6, z - 0.011], [x, 2.7, z - 0.011], shade(oak, -0.25), 1, { op: 0.45 });
  const tvb = tvOn(sc, 0, 1.55, z - 0.03, 65, { backlight: "#ffd9a0" });
  for (const x of [p0 + 0.06, p1 - 0.2]) speakerFront(sc, x, x + 0.14, 1.0, 2.0, z - 0.012);
  sc.qz(z - 0.012, tvb.x0, tvb.x1, 0.78, 0.95, "#2a221d");
  soundbar(sc, -0.5, 0.5, 0.8, z - 0.05);
  // Base: ventilated cane-fronted bay between drawers.
  cabinet(
    sc,
    [p0, p1, 0.08, 0.6, z - 0.5, z],
    tower,
    [
      { w: 0.5, rows: [1, 1] },
      { w: 0.4, kind: "cane" },
      { w: 0.4, kind: "cane" },
      { w: 0.5, rows: [1, 1] },
    ],
    { fy: [0.09, 0.59], fronts: { handle: "gola" } },
  );
  sc.box(p0, p1, 0, 0.08, z - 0.45, z, C.ink, { edge: false });
  rug(sc, -2.0, 2.0, 2.4, 4.6, { c: "#d6c8b2", border: "#6e5442", bw: 0.09 });
  rectTable(sc, -0.6, 0.6, 3.0, 3.5, 0.36, { c: oak, block: true, topC: "#d8cdbd" });
  vase(sc, 0.2, 0.36, 3.25, { kind: "bowl", c: C.brass, s: 0.9 });
  loungePair(sc, 1.6, 2.7, 0.6, { c: "#3f5a4a", wood: oak });
  sideTable(sc, 2.4, 2.8, 3.9, 4.3, 0.55, { c: oak, drawers: [1] });
  tableLamp(sc, 2.6, 0.55, 4.1, { base: C.brass, shade: "#efe3cd", h: 0.55 });
  return finish(sc, { vignette: 0.26 });
}

/** Premium Full-Wall Media Unit: 3600 × 3000 mm wall to wall, stone-look centre, fluted walnut sides, floating base, cove. */
export function tvFullWall(key, W, H, view) {
  const { sc, R, z } = tvWallRoom(key, W, H, view, {
    half: 1.8,
    zB: 3.6,
    h: 3.0,
    f: 0.46,
    eye: 1.4,
    cy: 0.5,
    room: { wall: "#e6ddcf", floor: "#7c5a41", floorStyle: "wide", skirt: false },
  });
  coveTray(sc, { inset: 0.35, zNear: 1.0, depth: 0.18, glowOp: 0.8 });
  const walnut = C.walnut;
  // Fluted walnut side panels with lit niches, stone-look centre.
  slatWall(sc, R.xL, -0.9, 0.0, R.h, z, walnut, { pitch: 0.045 });
  slatWall(sc, 0.9, R.xR, 0.0, R.h, z, walnut, { pitch: 0.045 });
  marbleZ(sc, -0.9, 0.9, 0.0, R.h, z - 0.005, "#ece7df", { veins: 8, joints: 0.9, jointC: "#cdb78a" });
  for (const x of [-1.35, 1.35]) {
    sc.qz(z - 0.006, x - 0.25, x + 0.25, 1.4, 1.9, "#3a2a1f");
    sc.qz(
      z - 0.007,
      x - 0.25,
      x + 0.25,
      1.4,
      1.9,
      sc.lin([
        [0, "#ffe0a8", 0.8],
        [1, "#ffe0a8", 0.1],
      ]),
    );
    vase(sc, x, 1.4, z - 0.05, { kind: x < 0 ? "tall" : "round", c: C.brass, s: 0.8 });
  }
  tvOn(sc, 0, 1.55, z - 0.03, 85, { backlight: "#ffd9a0" });
  // Long floating base along the whole wall.
  ledGlow(sc, R.xL, R.xR, 0.24, z - 0.008, 1, { h: 0.22, op: 0.55 });
  cabinet(
    sc,
    [R.xL, R.xR, 0.25, 0.6, z - 0.48, z - 0.006],
    "#d9cfc0",
    [{ w: 0.6 }, { w: 0.6, rows: [1, 1] }, { w: 0.6 }, { w: 0.6 }, { w: 0.6, rows: [1, 1] }, { w: 0.6 }],
    { fy: [0.26, 0.59], fronts: { handle: "gola", gap: 0.006 } },
  );
  soundbar(sc, -0.55, 0.55, 0.6, z - 0.06);
  downlight(sc, -1.0, 3.2);
  downlight(sc, 1.0, 3.2);
  rug(sc, -1.4, 1.4, 1.5, 3.0, { c: "#cdbfa8", border: "#8b6b4b", bw: 0.08 });
  rectTable(sc, -0.45, 0.45, 2.35, 2.75, 0.34, { c: C.darkWalnut, block: true, topC: "#e9e2d6" });
  armchair(sc, { tf: place(-1.3, 2.3, Math.PI - 0.6), c: "#cbbba3", legC: C.darkWalnut, fromBehind: true });
  armchair(sc, { tf: place(1.3, 2.3, Math.PI + 0.6), c: "#cbbba3", legC: C.darkWalnut, fromBehind: true });
  return finish(sc, { vignette: 0.28 });
}
