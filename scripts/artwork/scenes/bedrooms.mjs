/** Bedrooms: the hero bedroom, the oak wainscot bedroom and the teal suite. */
import { slatWall, wardrobeSide } from "../cabinets.mjs";
import { art, plant, rug } from "../furnishings.mjs";
import { coveTray, downlight, pendant, scallop, tableLamp } from "../lights.mjs";
import { books, clothes, vase } from "../objects.mjs";
import { C } from "../palette.mjs";
import { curtainX, paintedArch, room, sideWindow } from "../room.mjs";
import { finish, newScene } from "../scene.mjs";
import { loungeChair } from "../seating.mjs";
import { bed, bench, sideTable } from "../tables-beds.mjs";
import { place, shade } from "../util.mjs";

export function heroBedroom(key, W, H, view) {
  const sc = newScene(key, W, H, { f: W * 0.58, cy: H * 0.48, eye: 1.35 }, view);
  const R = room(sc, { xL: -3.5, xR: 3.5, h: 3.0, zB: 6.0, wall: "#f0e7db", floor: "#c9a57c", skirt: "#e4d8c6" });
  coveTray(sc, { inset: 0.6, zNear: 2.2, depth: 0.15, glowOp: 0.5 });
  paintedArch(sc, -1.7, 1.7, 2.75, R.zB - 0.002, "#d6a98c");
  sideWindow(sc, "L", 2.4, 5.3, 0.2, 2.7, { panes: 3, lightOp: 0.34, transom: 2.2 });
  curtainX(sc, R.xL + 0.12, 5.3, 5.95, 0.02, 2.95, "#f6efe4");
  curtainX(sc, R.xL + 0.12, 1.9, 2.4, 0.02, 2.95, "#f6efe4");
  wardrobeSide(sc, "R", 3.0, 5.95, "#e2d3bd", { handle: "long", hcol: C.brass, loft: true });
  rug(sc, -2.0, 2.0, 2.9, 5.4, { c: "#e9dfcf", border: "#c9a98a", bw: 0.1 });
  for (const x of [-1.45, 1.45]) {
    sideTable(sc, x - 0.24, x + 0.24, R.zB - 0.5, R.zB - 0.05, 0.52, { c: C.oak, drawers: [1] });
    vase(sc, x + 0.1, 0.52, R.zB - 0.3, { kind: "round", c: x < 0 ? C.sage : C.cream, s: 0.6 });
    pendant(sc, x, R.zB - 0.3, 1.25, { shape: "rattan", r: 0.18, c: "#c9a46b", glowR: 3.5 });
  }
  bed(sc, {
    x: 0,
    zw: R.zB,
    w: 1.9,
    hbC: "#eadfcd",
    hbH: 1.25,
    duvet: "#efe8dc",
    throw: C.terracotta,
    cushions: [C.sage, C.terracotta, C.sand],
  });
  plant(sc, -2.95, 5.3, { kind: "tree", h: 1.7, potR: 0.2, pot: C.cream, potShape: "round" });
  loungeChair(sc, { tf: place(-2.35, 4.1, -0.75), c: C.sage, wood: C.oak });
  bench(sc, -0.85, 0.85, 3.35, 3.75, { c: "#d9c3a0", legC: C.brass });
  return finish(sc);
}

/** Oak wainscot and picture ledge behind a sage bed, a white wardrobe with a loft. */
export function bedroomOakWainscot(key, W, H, view) {
  const sc = newScene(key, W, H, { f: W * 0.6, cy: H * 0.47, eye: 1.3, camX: 0.4, light: [0.55, 0.75, -0.45] }, view);
  const R = room(sc, { xL: -2.9, xR: 3.0, h: 2.9, zB: 5.5, wall: "#f3efe8", floor: "#d8bf9c", plank: 0.22, skirt: "#e9e2d6" });
  for (const z of [3.0, 4.2]) downlight(sc, 0.4, z);
  // Oak wainscot behind the bed with a picture ledge.
  slatWall(sc, -1.9, 2.2, 0, 1.25, R.zB - 0.002, "#d3b287", { pitch: 0.09 });
  sc.box(-1.9, 2.2, 1.25, 1.29, R.zB - 0.12, R.zB, "#c9a677");
  art(sc, -0.55, 0.15, 1.29, 1.95, R.zB - 0.07, {
    style: "leaf",
    frame: "#efe9df",
    ft: 0.02,
    mat: false,
    pal: [C.sage, C.deepSage, "#e5dccd"],
    bg: "#efe9df",
  });
  art(sc, 0.3, 0.75, 1.29, 1.72, R.zB - 0.09, { style: "lines", frame: C.oak, ft: 0.015, pal: [C.sand, C.sage, C.terracotta] });
  vase(sc, 1.0, 1.29, R.zB - 0.07, { kind: "bottle", c: C.stone, s: 0.9, stems: 3, stemH: 0.3 });
  sideWindow(sc, "R", 2.9, 4.9, 0.5, 2.55, { panes: 2, lightOp: 0.32 });
  curtainX(sc, R.xR - 0.12, 4.95, 5.45, 0.02, 2.85, "#f2ece2");
  wardrobeSide(sc, "L", 2.6, 5.45, "#f4f0e9", { handle: "long", hcol: "#c9a677", loft: true, h: 2.75 });
  rug(sc, -1.5, 2.3, 2.9, 5.0, { c: "#efe8dd", border: false });
  for (const x of [-1.35, 2.05]) {
    sideTable(sc, x - 0.22, x + 0.22, R.zB - 0.45, R.zB - 0.05, 0.45, { c: "#d3b287", drawers: [1] });
    pendant(sc, x, R.zB - 0.25, 1.2, { shape: "globe", r: 0.11, c: C.brass, glowR: 4 });
  }
  vase(sc, -1.3, 0.45, R.zB - 0.25, { kind: "bowl", c: C.cream, s: 0.6 });
  books(sc, 1.95, 2.2, 0.45, R.zB - 0.25, 0.05, { pal: [C.sage, C.cream, C.sand], gaps: false });
  bed(sc, {
    x: 0.35,
    zw: R.zB,
    w: 1.8,
    hbC: "#d3b287",
    hbH: 1.0,
    hbSoft: 0.005,
    channels: false,
    frame: "#d3b287",
    duvet: "#b7c2a8",
    sheet: "#f7f4ee",
    cushions: ["#e8e1d4", C.deepSage],
  });
  plant(sc, 2.55, 3.3, { kind: "leafy", h: 1.0, potR: 0.18, pot: "#e9e1d4", potShape: "round" });
  return finish(sc);
}

/** Walnut-panelled suite with brass strips, a teal channelled headboard and glass-fronted wardrobes. */
export function bedroomTealSuite(key, W, H, view) {
  const sc = newScene(key, W, H, { f: W * 0.6, cy: H * 0.47, eye: 1.35, camX: -0.3 }, view);
  const R = room(sc, { xL: -3.0, xR: 3.0, h: 3.0, zB: 5.6, wall: "#d9cdbb", floor: "#7c5a41", floorStyle: "wide", skirt: "#4a3324" });
  coveTray(sc, { inset: 0.55, zNear: 2.0, depth: 0.18, glowOp: 0.85, c: "#efe6d8" });
  // Walnut panelled wall with brass strips.
  sc.qz(R.zB - 0.002, R.xL, R.xR, 0, 3.0, sc.lin([shade(C.walnut, 0.05), shade(C.walnut, -0.1)]));
  for (const x of [-2.25, -1.5, 1.5, 2.25])
    sc.line3([x, 0, R.zB - 0.003], [x, 3.0, R.zB - 0.003], C.brass, Math.max(1, 0.008 * sc.k(R.zB)));
  for (const x of [-1.8, 1.8]) scallop(sc, x, R.zB - 0.003, { h: 1.3 });
  wardrobeSide(sc, "L", 2.5, 5.55, C.darkWalnut, {
    handle: "long",
    hcol: C.brass,
    glassEvery: 2,
    items: (map, a, b, bt, t) => {
      sc.poly3([map(a, bt), map(b, bt), map(b, t), map(a, t)], sc.lin(["#5c4330", "#2e2119"]));
      clothes(sc, map, a, b, bt, t, [C.cream, C.deepTeal, C.sand, "#8c5a45", C.white]);
      sc.poly3([map(a, t - 0.05), map(b, t - 0.05), map(b, t), map(a, t)], "#ffe2a8", { op: 0.6 });
    },
  });
  sideWindow(sc, "R", 3.2, 5.0, 0.3, 2.6, { panes: 2, lightOp: 0.2, sky1: "#c9d3d3", sky2: "#efd9b8" });
  curtainX(sc, R.xR - 0.14, 5.0, 5.5, 0.02, 2.95, "#c9b08c");
  curtainX(sc, R.xR - 0.14, 2.6, 3.2, 0.02, 2.95, "#c9b08c");
  rug(sc, -1.9, 1.9, 2.7, 5.2, { c: "#cdbfa8", border: "#8b6b4b", bw: 0.1 });
  for (const x of [-1.5, 1.5]) {
    sideTable(sc, x - 0.26, x + 0.26, R.zB - 0.5, R.zB - 0.05, 0.55, { c: C.darkWalnut, drawers: [1, 1] });
    tableLamp(sc, x, 0.55, R.zB - 0.28, { base: C.brass, shade: "#f1e6d2", h: 0.62, glowOp: 0.7 });
  }
  bed(sc, {
    x: 0,
    zw: R.zB,
    w: 2.0,
    hbC: C.deepTeal,
    hbH: 1.45,
    hbW: 1.2,
    duvet: "#f1ebe1",
    frame: C.darkWalnut,
    throw: C.terracotta,
    cushions: [C.deepTeal, C.brass, C.deepTeal],
    pillow: "#f7f2ea",
  });
  bench(sc, -0.9, 0.9, 3.2, 3.62, { c: C.deepTeal, legC: C.brass });
  return finish(sc, { vignette: 0.28 });
}
