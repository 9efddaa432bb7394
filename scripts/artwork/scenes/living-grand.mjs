/**
 * Large living rooms from the case studies and lookbooks: the double-height
 * elegant room, marble and gold, contemporary Chettinad, and the dark lounge.
 */
import { cabinet, sideCabinet, shutters, slatWall } from "../cabinets.mjs";
import { art, plant, roundRug, rug } from "../furnishings.mjs";
import { marbleZ } from "../kitchen-parts.mjs";
import { coveTray, downlight, floorLamp, pendant, scallop, tableLamp } from "../lights.mjs";
import { dolls, ledGlow, tvOn } from "../media.mjs";
import { vase } from "../objects.mjs";
import { C } from "../palette.mjs";
import { curtainX, room, sideWindow } from "../room.mjs";
import { finish, newScene } from "../scene.mjs";
import { diningChair, loungeChair, sofa } from "../seating.mjs";
import { rectTable, roundTable, sideTable } from "../tables-beds.mjs";
import { f1, place, shade } from "../util.mjs";

/** A framed painting hung on a side wall (plane x), with a spotlight pool above it. */
function sidePainting(sc, x, z0, z1, y0, y1, o = {}) {
  const inset = x < 0 ? 0.02 : -0.02;
  sc.qx(x + inset, y0, y1, z0, z1, o.frame ?? C.gold);
  sc.qx(x + inset * 1.5, y0 + 0.06, y1 - 0.06, z0 + 0.06, z1 - 0.06, o.bg ?? "#7a2e23");
  sc.qx(x + inset * 2, y0 + 0.16, y1 - 0.12, z0 + 0.16, z1 - 0.16, o.figure ?? "#d9a441");
  const [px, py] = sc.P(x + inset, y1 + 0.25, (z0 + z1) / 2);
  sc.glow(px, py + 0.2 * sc.k((z0 + z1) / 2), 0.5 * sc.k((z0 + z1) / 2), "#fff1cf", 0.45);
}

/** The Anna Nagar living room: double height, walnut TV wall with brass inlays, onyx niche, sectional, slatted partition. */
export function livingElegant(key, W, H, view) {
  const sc = newScene(key, W, H, { f: W * 0.46, cy: H * 0.6, eye: 1.5, camX: 0.2 }, view);
  const R = room(sc, {
    xL: -3.6,
    xR: 3.4,
    h: 5.2,
    zB: 6.4,
    wall: "#f2ece1",
    floor: "#e3d6c0",
    floorStyle: "tiles",
    tile: 0.8,
    grout: -0.08,
    skirt: "#e6dccb",
  });
  const z = R.zB - 0.002;
  const walnut = C.walnut;
  // A floating ceiling with a warm cove, lowered over the seating.
  coveTray(sc, { inset: 0.8, zNear: 2.4, y: R.h, depth: 0.25, glowOp: 0.8 });
  // Full-height walnut TV wall with thin brass inlays, closed cabinets below.
  sc.qz(z, -1.7, 1.7, 0, R.h, sc.lin([shade(walnut, 0.06), shade(walnut, -0.08)]));
  for (const x of [-0.85, 0, 0.85]) sc.line3([x, 0.62, z - 0.001], [x, R.h, z - 0.001], shade(walnut, -0.22), 1, { op: 0.5 });
  for (const y of [2.55, 3.45, 4.35]) sc.line3([-1.7, y, z - 0.002], [1.7, y, z - 0.002], C.brass, Math.max(1.2, 0.008 * sc.k(z)));
  tvOn(sc, 0, 1.5, z - 0.01, 65, { backlight: "#ffd9a0" });
  cabinet(
    sc,
    [-1.7, 1.7, 0.05, 0.6, z - 0.45, z],
    walnut,
    [0, 1, 2, 3].map(() => ({ w: 0.85 })),
    { fy: [0.06, 0.59], fronts: { handle: "gola", grain: true } },
  );
  sc.box(-1.72, 1.72, 0.6, 0.63, z - 0.47, z, C.brass);
  vase(sc, -1.3, 0.63, z - 0.22, { kind: "tall", c: C.brass, s: 0.9 });
  vase(sc, 1.25, 0.63, z - 0.22, { kind: "round", c: C.cream, s: 0.8, stems: 3, stemH: 0.3 });
  // Tall window on the right wall with heavy linen curtains pooling on the floor.
  sideWindow(sc, "R", 5.1, 6.1, 0.3, 4.4, { panes: 2, transom: 3.2, lightOp: 0.3 });
  curtainX(sc, R.xR - 0.12, 4.6, 5.05, 0, 4.8, "#e9dfcd");
  // Backlit onyx niche with the Golu dolls, and Tanjore paintings under spotlights.
  const nz0 = 2.9;
  const nz1 = 4.1;
  sc.qx(R.xR - 0.002, 0.75, 2.15, nz0 - 0.06, nz1 + 0.06, walnut);
  sc.qx(R.xR - 0.003, 0.8, 2.1, nz0, nz1, sc.lin(["#f8e3b8", "#f0c98a", "#f6ddb0"], [0, 0, 1, 1]));
  for (const y of [1.2, 1.65]) sc.box(R.xR - 0.3, R.xR, y - 0.02, y, nz0, nz1, "#f3e6cc", { flat: true });
  dolls(sc, R.xR - 0.15, R.xR - 0.15, 1.2, nz0 + 0.5, 1);
  for (const [zz, i] of [
    [nz0 + 0.25, 0],
    [nz0 + 0.6, 1],
    [nz0 + 0.95, 2],
  ])
    dolls(sc, R.xR - 0.15, R.xR - 0.15, i === 1 ? 1.65 : 1.2, zz, 1);
  vase(sc, R.xR - 0.15, 1.65, nz0 + 0.3, { kind: "round", c: C.brass, s: 0.6 });
  sidePainting(sc, R.xR, 2.9, 4.1, 2.6, 3.6);
  sidePainting(sc, R.xR, 1.3, 2.4, 2.6, 3.6, { bg: "#1f4a3f" });
  // Slatted walnut partition on the left, the dining table glimpsed through it.
  rectTable(sc, -3.45, -2.75, 4.2, 5.6, 0.76, { c: walnut });
  for (const zz of [4.5, 5.2]) diningChair(sc, { tf: place(-2.95, zz, Math.PI / 2), c: walnut, seat: C.cream });
  pendant(sc, -3.1, 4.9, 2.3, { shape: "globe", r: 0.16, c: C.brass, ceil: R.h });
  for (let zz = 3.4; zz < 6.3; zz += 0.18) sc.box(-2.58, -2.53, 0, 2.9, zz, zz + 0.05, walnut, { edge: false });
  sc.box(-2.6, -2.5, 2.9, 2.96, 3.4, 6.3, walnut);
  // The sectional: a long run facing the room with a chaise towards the screen.
  rug(sc, -1.9, 2.1, 2.6, 5.4, { c: "#e9dfcc", border: C.brass, bw: 0.08 });
  sc.box(-2.05, -1.0, 0.12, 0.44, 4.95, 5.85, "#e3d6c4", { soft: 0.04 });
  sc.box(-2.05, -1.0, 0.0, 0.12, 5.0, 5.8, C.ink, { edge: false });
  sofa(sc, { tf: place(-2.0, 3.9, -Math.PI / 2), w: 2.2, d: 1.0, c: "#e8dccb", n: 3, pillows: [C.brass, C.terracotta, C.sand] });
  rectTable(sc, -0.6, 0.6, 3.4, 4.3, 0.36, { c: walnut, block: true, topC: "#efe6d6" });
  vase(sc, -0.2, 0.36, 3.9, { kind: "bowl", c: C.brass, s: 1.0 });
  loungeChair(sc, { tf: place(1.6, 3.4, Math.PI / 2 + 0.3), c: C.sand, wood: walnut });
  loungeChair(sc, { tf: place(1.7, 4.5, Math.PI / 2 - 0.2), c: C.sand, wood: walnut });
  floorLamp(sc, 2.6, 5.3, { kind: "tripod", shadeC: C.linen });
  return finish(sc);
}

/** Marble and gold: book-matched stone behind the TV in champagne trims, curved sofa, swivel chairs, a chandelier. */
export function livingLuxury(key, W, H, view) {
  const sc = newScene(key, W, H, { f: W * 0.56, cy: H * 0.46, eye: 1.4, light: [0.5, 0.75, -0.45] }, view);
  const R = room(sc, { xL: -3.3, xR: 3.3, h: 3.2, zB: 6.0, wall: "#ece4d6", floor: "#e8e1d6", floorStyle: "marble", tile: 0.8 });
  const z = R.zB - 0.002;
  const gold = "#d2b98a";
  coveTray(sc, { inset: 0.6, zNear: 2.0, depth: 0.22 });
  for (const x of [-2.5, 2.5]) scallop(sc, x, z);
  art(sc, -3.0, -2.1, 1.3, 2.3, z - 0.01, { style: "blocks", frame: gold, ft: 0.015, pal: [C.deepTeal, C.clay], bg: "#efe7da" });
  sideWindow(sc, "R", 2.4, 5.6, 0.1, 2.9, { panes: 3, lightOp: 0.34, transom: 2.45 });
  curtainX(sc, R.xR - 0.12, 5.6, 5.98, 0.02, 3.15, "#efe6d6");
  // Book-matched marble-look panels behind the TV, framed in champagne gold.
  marbleZ(sc, -1.6, 1.6, 0.0, 3.2, z - 0.01, "#f3efe8", { joints: 0.8, jointC: gold, veins: 10, vein: "#c9bda6" });
  for (const x of [-1.62, 1.6]) sc.qz(z - 0.011, x, x + 0.02, 0, 3.2, gold);
  tvOn(sc, 0, 1.55, z - 0.02, 65);
  // Floating console edged in gold.
  sc.wallShadow(-1.4, 1.4, 0.3, 0.62, z - 0.012, { op: 0.25, blur: 0.05, dy: 0.06 });
  cabinet(
    sc,
    [-1.4, 1.4, 0.3, 0.62, z - 0.45, z - 0.012],
    "#efe8dc",
    [0, 1, 2, 3].map(() => ({ w: 0.7 })),
    { fy: [0.31, 0.61], fronts: { handle: "gola" } },
  );
  sc.box(-1.42, 1.42, 0.62, 0.64, z - 0.47, z - 0.01, gold);
  vase(sc, -1.1, 0.64, z - 0.25, { kind: "bowl", c: gold, s: 0.9 });
  vase(sc, 1.1, 0.64, z - 0.25, { kind: "tall", c: C.cream, s: 0.9, stems: 3, stemH: 0.3 });
  // Curved velvet sofa on the left, a pair of swivel chairs opposite, a round marble table.
  roundRug(sc, 0, 3.9, 1.9, { c: "#ddd3c2", ring: gold });
  sofa(sc, { tf: place(-2.6, 3.9, -Math.PI / 2 - 0.25), w: 2.6, d: 1.0, c: C.deepTeal, n: 3, soft: 0.09, pillows: [gold, C.cream, gold] });
  roundTable(sc, 0, 3.9, 0.55, 0.38, { top: "#f4f0ea", base: gold, stem: 0.45 });
  vase(sc, 0.1, 0.38, 3.9, { kind: "round", c: gold, s: 0.9, stems: 4, stemH: 0.35 });
  loungeChair(sc, { tf: place(2.0, 3.3, Math.PI / 2 + 0.5), c: "#e9dfcf", wood: gold });
  loungeChair(sc, { tf: place(2.1, 4.6, Math.PI / 2 - 0.1), c: "#e9dfcf", wood: gold });
  plant(sc, 2.9, 5.5, { kind: "tree", h: 2.1, potR: 0.22, pot: "#2c2724" });
  // A sculptural chandelier of three rings.
  for (const [y, r] of [
    [2.45, 0.5],
    [2.32, 0.36],
    [2.2, 0.22],
  ])
    pendant(sc, 0, 3.9, y, { shape: "ring", r, c: gold, glow: r > 0.4 });
  return finish(sc);
}

/** Athangudi-style floor: a perspective grid of tiles with a motif in every other tile. */
export function athangudiFloor(sc, x0, x1, z0, z1, s, pal) {
  for (let x = x0, i = 0; x < x1 - 1e-6; x += s, i++) {
    for (let zz = z1 - s, j = 0; zz + s > z0; zz -= s, j++) {
      sc.qy(0.002, x, x + s, Math.max(z0, zz), zz + s, (i + j) % 2 ? pal[0] : pal[1]);
      if (zz < z0) continue;
      const m = s * 0.22;
      sc.poly3(
        [
          [x + s / 2, 0.003, zz + m],
          [x + s - m, 0.003, zz + s / 2],
          [x + s / 2, 0.003, zz + s - m],
          [x + m, 0.003, zz + s / 2],
        ],
        (i + j) % 2 ? pal[2] : pal[3],
      );
    }
  }
}

/** An oonjal (swing) on brass chains from the ceiling. */
export function oonjal(sc, x, z, w, o = {}) {
  const teak = o.c ?? "#8a5a34";
  const seat = 0.45;
  for (const dx of [-w / 2 + 0.08, w / 2 - 0.08])
    for (const dz of [-0.25, 0.25])
      sc.line3([x + dx, seat + 0.04, z + dz], [x + dx, sc.room.h, z + dz], C.brass, Math.max(1, 0.01 * sc.k(z)));
  sc.shadow(x - w / 2, x + w / 2, z - 0.35, z + 0.35, { op: 0.2, blur: 0.08 });
  sc.box(x - w / 2, x + w / 2, seat, seat + 0.07, z - 0.35, z + 0.35, teak);
  sc.box(x - w / 2 + 0.1, x + w / 2 - 0.1, seat + 0.07, seat + 0.12, z - 0.3, z + 0.3, o.cushion ?? C.terracotta, { soft: 0.03 });
  sc.box(x - w / 2, x + w / 2, seat + 0.07, seat + 0.14, z - 0.36, z - 0.33, shade(teak, -0.1));
}

/** A brass lantern hanging on a chain. */
function lantern(sc, x, z, y) {
  const k = sc.k(z);
  const [px, py] = sc.P(x, y, z);
  const [, cy] = sc.P(x, sc.room.h, z);
  sc.line(px, cy, px, py - 0.2 * k, C.brass, Math.max(1, 0.006 * k));
  sc.glow(px, py - 0.08 * k, 0.5 * k, "#ffd58f", 0.6);
  sc.path(
    `M${f1(px - 0.08 * k)},${f1(py - 0.2 * k)}L${f1(px + 0.08 * k)},${f1(py - 0.2 * k)}L${f1(px + 0.1 * k)},${f1(py)}L${f1(px - 0.1 * k)},${f1(py)}Z`,
    "#ffe1a3",
  );
  sc.path(`M${f1(px - 0.08 * k)},${f1(py - 0.2 * k)}L${f1(px)},${f1(py - 0.3 * k)}L${f1(px + 0.08 * k)},${f1(py - 0.2 * k)}Z`, C.brass);
  for (const dx of [-0.1, 0, 0.1]) sc.line(px + dx * k * 0.9, py - 0.2 * k, px + dx * k, py, C.brass, Math.max(0.8, 0.006 * k));
}

/** Contemporary Chettinad: teak, cane, brass lanterns, Athangudi-style tiles and an oonjal at the centre. */
export function livingChettinad(key, W, H, view) {
  const sc = newScene(key, W, H, { f: W * 0.56, cy: H * 0.47, eye: 1.35, camX: 0.1 }, view);
  const R = room(sc, { xL: -3.0, xR: 3.0, h: 3.3, zB: 5.8, wall: "#efe3cc", floor: "#c9795a", floorStyle: "none", skirt: "#8a5a34" });
  const z = R.zB - 0.002;
  const teak = "#8a5a34";
  athangudiFloor(sc, R.xL, R.xR, R.zn, R.zB, 0.5, ["#c9795a", "#e8d3a8", "#2f6a5c", "#d9a441"]);
  // A lime-washed wall with a carved teak double door and pillars either side.
  sc.qz(z, R.xL, R.xR, 0.07, R.h, sc.rad(["#f4e7cf", "#ead7b5", "#e2cca6"], { cx: 0.5, cy: 0.4, r: 0.8 }));
  sc.qz(z - 0.001, -0.75, 0.75, 0, 2.6, shade(teak, -0.2));
  for (const [a, b] of [
    [-0.68, -0.02],
    [0.02, 0.68],
  ]) {
    sc.qz(z - 0.002, a, b, 0.05, 2.52, teak);
    for (const y of [0.35, 1.0, 1.65]) sc.qz(z - 0.003, a + 0.08, b - 0.08, y, y + 0.5, shade(teak, 0.12));
    for (const y of [0.6, 1.25, 1.9]) {
      const [px, py] = sc.P((a + b) / 2, y, z - 0.004);
      sc.ell(px, py, 0.05 * sc.k(z), 0.05 * sc.k(z), C.brass);
    }
  }
  for (const x of [-1.3, 1.3]) {
    sc.cyl(x, 0, 0.25, z - 0.35, 0.16, "#6e4529");
    sc.cyl(x, 0.25, R.h - 0.25, z - 0.35, 0.1, teak);
    sc.cyl(x, R.h - 0.25, R.h, z - 0.35, 0.16, "#6e4529");
  }
  // Cane-fronted teak cabinet on the right wall with brass on top.
  const cane = [0.6, 0.6, 0.6].map((w) => ({ w, kind: "cane" }));
  sideCabinet(sc, "R", 0.45, [0.1, 0.8, 2.8, 4.6], teak, cane, { fy: [0.12, 0.78], fronts: { handle: "knob", hcol: C.brass } });
  vase(sc, R.xR - 0.22, 0.8, 3.2, { kind: "round", c: C.brass, s: 1 });
  vase(sc, R.xR - 0.22, 0.8, 4.2, { kind: "tall", c: C.brass, s: 0.9 });
  sideWindow(sc, "L", 2.6, 4.4, 0.5, 2.6, { panes: 2, lightOp: 0.3, frame: teak });
  // The oonjal in the middle of the room, a clean-lined sofa and a cane armchair.
  oonjal(sc, 0.2, 4.2, 1.5, { c: teak });
  sofa(sc, {
    tf: place(-2.95, 3.5, -Math.PI / 2),
    w: 2.2,
    d: 0.9,
    c: "#efe6d4",
    n: 3,
    legC: teak,
    pillows: [C.terracotta, "#2f6a5c", C.mustard],
  });
  rectTable(sc, -1.6, -0.8, 2.9, 3.9, 0.38, { c: teak, legInset: 0.05 });
  vase(sc, -1.2, 0.38, 3.4, { kind: "bowl", c: C.brass, s: 1 });
  loungeChair(sc, { tf: place(1.8, 2.9, Math.PI / 2 + 0.4), c: "#d9bf92", wood: teak });
  for (const [x, zz] of [
    [-1.0, 3.2],
    [1.2, 3.0],
  ])
    lantern(sc, x, zz, 2.3);
  plant(sc, 2.5, 5.2, { kind: "leafy", h: 1.2, potR: 0.2, pot: C.brass, potShape: "round" });
  return finish(sc, { vignette: 0.24 });
}

/** Dark and dramatic: smoked oak and charcoal, a forest-green sofa, a bar unit in bronze glass, spotlit art. */
export function livingDarkLounge(key, W, H, view) {
  const sc = newScene(key, W, H, { f: W * 0.58, cy: H * 0.47, eye: 1.3, camX: -0.2 }, view);
  const R = room(sc, {
    xL: -3.0,
    xR: 3.0,
    h: 3.0,
    zB: 5.6,
    wall: "#3b3632",
    floor: "#4a3628",
    floorStyle: "wide",
    ceil: "#5a534c",
    skirt: "#2b2724",
  });
  const z = R.zB - 0.002;
  const oak = "#5a4636";
  sc.rect(0, 0, W, H, "#140f0b", { op: 0.18 });
  // Dark fluted media wall with a backlit screen.
  slatWall(sc, -1.9, 1.9, 0.0, R.h, z, "#3f352d", { pitch: 0.05 });
  tvOn(sc, 0, 1.5, z - 0.02, 65, { backlight: "#ffcf8a" });
  sc.box(-1.5, 1.5, 0.25, 0.55, z - 0.45, z, oak);
  ledGlow(sc, -1.45, 1.45, 0.24, z - 0.01, 1, { h: 0.2, op: 0.6 });
  // Spotlit art on the left wall.
  art(sc, -2.9, -2.05, 1.3, 2.2, z - 0.01, {
    style: "lines",
    frame: C.brass,
    ft: 0.015,
    pal: [C.gold, C.clay, C.sand],
    bg: "#23302b",
    mat: false,
  });
  scallop(sc, -2.47, z, { h: 1.2, w: 0.6 });
  // Bar unit in bronze glass on the right wall, lit from within.
  sc.box(R.xR - 0.45, R.xR, 0, 2.4, 2.6, 4.6, oak);
  const map = (u, v) => [R.xR - 0.451, v, 2.6 + u];
  sc.poly3([map(0.05, 0.95), map(1.95, 0.95), map(1.95, 2.3), map(0.05, 2.3)], "#2a1f18");
  sc.poly3(
    [map(0.05, 0.95), map(1.95, 0.95), map(1.95, 2.3), map(0.05, 2.3)],
    sc.lin([
      [0, "#ffd08a", 0.5],
      [1, "#ffd08a", 0.1],
    ]),
  );
  for (const v of [1.4, 1.85]) sc.poly3([map(0.05, v), map(1.95, v), map(1.95, v + 0.02), map(0.05, v + 0.02)], "#c9a36a", { op: 0.8 });
  for (let i = 0; i < 6; i++) {
    const [bx, by] = sc.P(R.xR - 0.3, 1.42, 2.8 + i * 0.28);
    const k = sc.k(2.8 + i * 0.28);
    sc.rect(bx - 0.025 * k, by - 0.28 * k, 0.05 * k, 0.28 * k, i % 2 ? "#3f6b4a" : "#7a3b2b", { rx: 0.015 * k });
  }
  shutters(sc, map, 0.05, 0.9, [{ w: 1.0 }, { w: 1.0 }], oak, { handle: "long", hcol: C.brass, hpos: "top" });
  sc.poly3([map(0.05, 0.95), map(1.95, 0.95), map(1.95, 2.3), map(0.05, 2.3)], "#8a6a45", { op: 0.25 });
  // Forest-green sofa, charcoal chair, low lamps.
  rug(sc, -2.0, 1.6, 2.4, 4.4, { c: "#5c5048", border: "#7a6a5a", bw: 0.08 });
  sideTable(sc, -2.9, -2.5, 4.8, 5.2, 0.55, { c: oak, drawers: [1] });
  tableLamp(sc, -2.7, 0.55, 5.0, { base: C.brass, shade: "#e9d8b8", h: 0.55, glowOp: 0.7 });
  sofa(sc, { tf: place(-2.95, 3.5, -Math.PI / 2), w: 2.4, d: 0.95, c: "#2f4a3c", n: 3, pillows: ["#b08a5a", "#6e4a3a"] });
  rectTable(sc, -1.4, -0.5, 3.0, 4.0, 0.36, { c: "#2b2522", block: true, topC: "#3d3530" });
  vase(sc, -0.95, 0.36, 3.4, { kind: "round", c: C.brass, s: 0.8 });
  loungeChair(sc, { tf: place(0.9, 2.9, Math.PI / 2 + 0.6), c: "#4a4744", wood: oak });
  downlight(sc, -2.47, R.zB - 0.3);
  return finish(sc, { vignette: 0.36 });
}
