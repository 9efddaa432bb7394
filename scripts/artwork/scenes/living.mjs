/** Living rooms: the hero living room, the teal-and-walnut room, the marble lounge and the furniture corner. */
import { cabinet, consoleSide, slatWall } from "../cabinets.mjs";
import { art, plant, roundRug, rug } from "../furnishings.mjs";
import { marbleZ } from "../kitchen-parts.mjs";
import { coveTray, downlight, floorLamp, pendant, scallop, tableLamp, wash } from "../lights.mjs";
import { books, vase } from "../objects.mjs";
import { C } from "../palette.mjs";
import { curtainX, paintedArch, room, sideWindow } from "../room.mjs";
import { finish, newScene } from "../scene.mjs";
import { armchair, loungeChair, loungePair, sofa } from "../seating.mjs";
import { rectTable, roundTable, sideTable, tv, tvSide } from "../tables-beds.mjs";
import { place } from "../util.mjs";

export function heroLiving(key, W, H, view) {
  const sc = newScene(key, W, H, { f: W * 0.6, cy: H * 0.5, eye: 1.25 }, view);
  const R = room(sc, { xL: -3.4, xR: 3.4, h: 3.1, zB: 6.2, wall: "#f1eadf", floor: "#c8a47a", skirt: "#e7ddcf" });
  coveTray(sc, { inset: 0.7, zNear: 2.0 });
  for (const z of [3.2, 4.4, 5.6]) downlight(sc, R.xR - 0.35, z);
  sideWindow(sc, "L", 2.2, 5.5, 0.3, 2.8, { panes: 3, transom: 2.35, lightOp: 0.36 });
  curtainX(sc, R.xL + 0.12, 5.55, 6.15, 0.02, 3.0, "#f7f2ea");
  // Fluted walnut feature panel behind the sofa with a cove of light above.
  slatWall(sc, -1.9, 1.9, 0, 3.1, R.zB - 0.002, C.walnut, { pitch: 0.055 });
  wash(sc, R.zB - 0.003, -1.9, 1.9, 2.6, 3.1, "#ffe9c2", 0.45);
  art(sc, -0.85, 0.85, 1.45, 2.35, R.zB - 0.01, {
    style: "arches",
    frame: C.brass,
    ft: 0.018,
    pal: [C.terracotta, C.sage, C.sand, C.deepTeal],
  });
  // Right wall: TV on a stone panel above a floating console.
  sc.qx(R.xR - 0.003, 0, 3.1, 3.6, 5.9, "#e3d9c9");
  tvSide(sc, R.xR - 0.01, 4.1, 5.45, 1.05, 1.8);
  consoleSide(sc, "R", 3.9, 5.7, 0.25, 0.6, C.walnut, { grain: true });
  vase(sc, R.xR - 0.22, 0.6, 4.2, { kind: "bottle", c: C.terracotta, s: 1.1 });
  plant(sc, 2.7, 5.85, { kind: "tree", h: 2.1, potR: 0.24, potH: 0.45, pot: C.clay });
  rug(sc, -2.2, 2.2, 3.4, 5.75, { c: "#ece3d4", border: "#b08a63", bw: 0.14 });
  sofa(sc, { tf: place(0, 6.15), w: 2.9, d: 1.0, c: "#ddd1bd", n: 3, pillows: [C.terracotta, C.deepTeal, C.sand, C.clay] });
  floorLamp(sc, -1.95, 5.75, { kind: "arc", tx: -0.95, tz: 5.0, top: 2.2, shadeY: 1.85, r: 0.22, c: C.brass });
  roundTable(sc, -0.25, 4.45, 0.5, 0.38, { top: C.walnut, lower: true });
  vase(sc, -0.35, 0.38, 4.4, { kind: "bowl", c: C.sand, s: 1.2 });
  vase(sc, -0.05, 0.38, 4.55, { kind: "round", c: C.sage, s: 0.9, stems: 5, stemH: 0.4 });
  sideTable(sc, 1.65, 2.05, 5.3, 5.7, 0.52, { c: C.oak });
  tableLamp(sc, 1.85, 0.52, 5.5, { base: C.deepTeal, h: 0.6 });
  loungeChair(sc, { tf: place(-2.35, 3.9, -0.55), c: C.deepTeal });
  plant(sc, -3.05, 3.0, { kind: "snake", h: 1.0, pot: C.sand, potR: 0.18 });
  return finish(sc);
}

/** Teal sofa beside a dark walnut slatted TV wall, open shelves in the left bay. */
export function livingTealSlats(key, W, H, view) {
  const sc = newScene(key, W, H, { f: W * 0.6, cy: H * 0.48, eye: 1.3, camX: 0.35 }, view);
  const R = room(sc, { xL: -3.0, xR: 3.0, h: 3.0, zB: 5.8, wall: "#e6ddcf", floor: "#b48a5e", skirt: "#d6cab8", plank: 0.22 });
  coveTray(sc, { inset: 0.55, zNear: 2.2, glowOp: 0.6 });
  for (const x of [-2.0, 2.0]) scallop(sc, x, R.zB - 0.002, { h: 1.5 });
  sideWindow(sc, "R", 3.4, 5.2, 0.25, 2.7, { panes: 2, lightOp: 0.3 });
  curtainX(sc, R.xR - 0.12, 2.7, 3.35, 0.02, 2.95, C.sand);
  // TV feature wall.
  slatWall(sc, -1.35, 1.35, 0, 3.0, R.zB - 0.002, C.darkWalnut, { pitch: 0.05 });
  wash(sc, R.zB - 0.003, -1.35, 1.35, 0.62, 0.9, "#ffd9a0", 0.35, { up: true });
  tv(sc, -0.9, 0.9, 1.1, 2.1, R.zB - 0.01);
  // Floating console with a glow under it.
  const cz = R.zB - 0.42;
  sc.wallShadow(-1.7, 1.7, 0.32, 0.62, R.zB - 0.004, { op: 0.25, blur: 0.05, dy: 0.06 });
  cabinet(
    sc,
    [-1.7, 1.7, 0.32, 0.62, cz, R.zB],
    "#efe6d8",
    [{ w: 0.85 }, { w: 0.85, rows: [1, 1] }, { w: 0.85, rows: [1, 1] }, { w: 0.85 }],
    { fy: [0.33, 0.61], fronts: { handle: "gola", gap: 0.007 } },
  );
  const [gx, gy] = sc.P(0, 0.05, R.zB - 0.3);
  sc.ell(gx, gy, 1.7 * sc.k(R.zB), 0.05 * sc.k(R.zB), "#ffdca0", { op: 0.5, blur: 8 });
  vase(sc, -1.3, 0.62, cz + 0.18, { kind: "tall", c: C.terracotta, s: 1.1 });
  vase(sc, -1.1, 0.62, cz + 0.2, { kind: "round", c: C.sand, s: 0.9 });
  vase(sc, 1.25, 0.62, cz + 0.2, { kind: "bowl", c: C.brass, s: 0.9 });
  // Open shelves in the left bay.
  for (const y of [1.2, 1.7, 2.2]) {
    sc.wallShadow(-2.7, -1.6, y - 0.03, y, R.zB - 0.002, { op: 0.25, blur: 0.02, dy: 0.02 });
    sc.box(-2.7, -1.6, y - 0.035, y, R.zB - 0.28, R.zB, C.walnut);
  }
  books(sc, -2.62, -2.05, 1.2, R.zB - 0.12, 0.24, { pal: [C.sand, C.terracotta, C.cream, C.deepTeal, C.walnut] });
  vase(sc, -1.85, 1.2, R.zB - 0.14, { kind: "round", c: C.deepTeal, s: 0.8 });
  vase(sc, -2.45, 1.7, R.zB - 0.14, { kind: "bottle", c: C.clay, s: 0.9 });
  books(sc, -2.1, -1.7, 1.7, R.zB - 0.12, 0.22, { pal: [C.sage, C.cream, C.walnut], gaps: false });
  plant(sc, -2.2, R.zB - 0.14, { y: 2.2, kind: "leafy", h: 0.3, potR: 0.08, potH: 0.14, pot: C.cream, n: 8, leaf: 0.8 });
  plant(sc, 2.2, 5.4, { kind: "leafy", h: 1.3, potR: 0.22, potH: 0.5, pot: C.charcoal, potShape: "round" });
  rug(sc, -2.1, 1.6, 3.0, 5.2, { c: "#d9cdb9", border: C.deepTeal, bw: 0.16, stripes: 0 });
  sofa(sc, { tf: place(-2.98, 4.15, -Math.PI / 2), w: 2.4, d: 0.95, c: C.deepTeal, n: 3, pillows: [C.clay, C.sand, C.mustard] });
  rectTable(sc, -1.45, -0.55, 3.6, 4.7, 0.4, { c: C.walnut, block: true, topC: "#efe8dd" });
  vase(sc, -1.1, 0.4, 4.0, { kind: "bowl", c: C.terracotta, s: 0.9 });
  books(sc, -0.95, -0.72, 0.4, 4.3, 0.05, { pal: [C.cream, C.sage], gaps: false });
  floorLamp(sc, 1.55, 4.9, { kind: "tripod", shadeC: C.linen });
  armchair(sc, { tf: place(1.5, 3.6, Math.PI / 2 + 0.35), c: "#c9b79a", legC: C.walnut, pillows: [C.terracotta] });
  return finish(sc);
}

/** Marble lounge: a stone feature wall behind a plinth sofa, the TV on the side wall, a ring chandelier. */
export function livingMarbleLounge(key, W, H, view) {
  const sc = newScene(key, W, H, { f: W * 0.58, cy: H * 0.46, eye: 1.35, light: [0.5, 0.75, -0.45] }, view);
  const R = room(sc, { xL: -3.2, xR: 3.2, h: 3.2, zB: 6.0, wall: "#ece4d6", floor: "#e8e1d6", floorStyle: "marble", tile: 0.8 });
  coveTray(sc, { inset: 0.6, zNear: 2.0, depth: 0.22 });
  // Marble feature wall with brass inlays.
  marbleZ(sc, -2.0, 2.0, 0, 3.2, R.zB - 0.002, "#f1ece4", { joints: 1.0, veins: 9 });
  for (const x of [-2.5, 2.5]) scallop(sc, x, R.zB - 0.002);
  art(sc, -0.8, 0.8, 1.5, 2.45, R.zB - 0.01, { style: "blocks", frame: C.brass, ft: 0.015, pal: [C.deepTeal, C.clay], bg: "#efe7da" });
  sideWindow(sc, "R", 2.4, 5.6, 0.1, 2.9, { panes: 3, lightOp: 0.34, transom: 2.45 });
  curtainX(sc, R.xR - 0.12, 5.6, 5.98, 0.02, 3.15, "#efe6d6");
  // Left wall: TV above a long console.
  sc.qx(R.xL + 0.003, 0, 3.2, 3.2, 5.6, "#d9cbb6");
  tvSide(sc, R.xL + 0.01, 3.7, 5.1, 1.05, 1.82);
  consoleSide(sc, "L", 3.4, 5.4, 0.22, 0.58, "#2c2724", { handle: "gola" });
  roundRug(sc, 0, 4.4, 2.0, { c: "#ddd3c2", ring: C.brass });
  sofa(sc, { tf: place(0, 5.95), w: 3.0, d: 1.05, c: "#f0e9dd", n: 3, plinth: true, pillows: [C.deepTeal, C.brass, C.deepTeal, C.brass] });
  roundTable(sc, 0, 4.45, 0.55, 0.36, { top: "#f2ede6", base: C.brass, stem: 0.42 });
  roundTable(sc, 0.5, 4.2, 0.3, 0.3, { top: C.darkWalnut, base: C.brass, stem: 0.2 });
  vase(sc, -0.15, 0.36, 4.45, { kind: "round", c: C.brass, s: 0.9, stems: 4, stemH: 0.35 });
  for (const x of [-1.9, 1.9]) {
    sideTable(sc, x - 0.25, x + 0.25, 5.35, 5.8, 0.55, { c: C.darkWalnut, drawers: [1] });
    tableLamp(sc, x, 0.55, 5.57, { base: C.brass, shade: "#f3ead9", h: 0.65, w: 0.4 });
  }
  plant(sc, -2.75, 5.6, { kind: "tree", h: 2.2, potR: 0.24, pot: "#2c2724" });
  loungePair(sc, 1.9, 3.55, 0.6, { c: C.deepTeal, wood: C.darkWalnut });
  pendant(sc, 0, 4.4, 2.45, { shape: "ring", r: 0.45, c: C.brass });
  return finish(sc);
}

export function furnitureScene(key, W, H, view) {
  const sc = newScene(key, W, H, { f: W * 0.62, cy: H * 0.44, eye: 1.25, camX: 0.1, light: [-0.6, 0.7, -0.45] }, view);
  const R = room(sc, { xL: -2.5, xR: 2.5, h: 2.8, zB: 4.4, wall: "#e5d6c1", floor: "#b99068", plank: 0.2, skirt: "#d9c8b0" });
  const z = R.zB - 0.002;
  sideWindow(sc, "L", 2.4, 4.0, 0.5, 2.5, { panes: 2, lightOp: 0.36 });
  paintedArch(sc, -1.3, 0.3, 2.3, z, "#d8c0a2");
  art(sc, 0.7, 1.6, 1.35, 2.05, z - 0.01, { style: "arches", frame: C.walnut, pal: [C.mustard, C.deepTeal, C.clay, C.walnut] });
  sc.box(0.6, 2.2, 0.9, 0.93, z - 0.25, z, C.walnut);
  roundRug(sc, 0.1, 3.25, 1.35, { c: "#e9dfcf", ring: C.clay });
  sideTable(sc, 1.55, 1.95, 3.55, 3.95, 0.5, { c: C.walnut, drawers: [1] });
  tableLamp(sc, 1.75, 0.5, 3.75, { base: C.cream, shade: "#efe3cd", h: 0.55 });
  plant(sc, -1.9, 3.9, { kind: "tree", h: 1.7, potR: 0.2, pot: C.terracotta, potShape: "round" });
  armchair(sc, { tf: place(-0.55, 3.55, 0.45), c: C.mustard, legC: C.walnut, pillows: [C.cream] });
  loungeChair(sc, { tf: place(1.15, 3.2, -0.55), c: C.deepTeal, wood: C.walnut });
  roundTable(sc, 0.3, 2.75, 0.36, 0.4, { top: "#efe9e0", base: C.walnut, stem: 0.35 });
  books(sc, 0.15, 0.38, 0.4, 2.78, 0.05, { pal: [C.terracotta, C.cream, C.deepTeal], gaps: false });
  vase(sc, 0.45, 0.4, 2.7, { kind: "round", c: C.sage, s: 0.6, stems: 3, stemH: 0.2 });
  return finish(sc);
}
