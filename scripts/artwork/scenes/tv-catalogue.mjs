/**
 * The TV-unit catalogue, part one: the smaller units (slim console, corner
 * unit, bedroom panel, fluted floating unit, veneer slat wall), each drawn to
 * its catalogue width against a wall of a real room.
 */
import { cabinet, shutters, slatWall, wardrobeSide } from "../cabinets.mjs";
import { art, plant, rug } from "../furnishings.mjs";
import { coveTray, downlight, floorLamp } from "../lights.mjs";
import { ledGlow, setTopBox, soundbar, tvOn, tvTurned } from "../media.mjs";
import { books, vase } from "../objects.mjs";
import { C } from "../palette.mjs";
import { backWindow, curtainX, room, sideWindow } from "../room.mjs";
import { finish, newScene } from "../scene.mjs";
import { bench, bedFoot, rectTable, roundTable } from "../tables-beds.mjs";
import { loungeChair, sofa } from "../seating.mjs";
import { place, shade } from "../util.mjs";

/** A room facing the wall that carries the unit; `half` is half the wall's width in metres. */
export function tvWallRoom(key, W, H, view, o) {
  const cam = { f: W * (o.f ?? 0.6), cy: H * (o.cy ?? 0.46), eye: o.eye ?? 1.3, camX: o.camX ?? 0, light: o.light };
  const sc = newScene(key, W, H, o.cx ? { ...cam, cx: W * o.cx } : cam, view);
  const R = room(sc, { xL: o.xL ?? -o.half, xR: o.xR ?? o.half, h: o.h ?? 2.9, zB: o.zB ?? 4.8, ...o.room });
  return { sc, R, z: R.zB - 0.002 };
}

/** Slim Floating Console: 1200 × 350 mm, two drawers and an open bay, a 43-inch TV on the wall above; a bedroom. */
export function tvSlimConsole(key, W, H, view) {
  const { sc, R, z } = tvWallRoom(key, W, H, view, {
    half: 1.9,
    h: 2.8,
    zB: 4.2,
    eye: 1.15,
    room: { wall: "#e3e5da", floor: "#c9a57c", plank: 0.19, skirt: "#f1efe8" },
  });
  sideWindow(sc, "R", 2.4, 3.6, 0.8, 2.3, { panes: 2, lightOp: 0.3 });
  curtainX(sc, R.xR - 0.1, 3.6, 4.1, 0.02, 2.75, "#f3efe6");
  art(sc, -1.7, -1.15, 1.25, 1.95, z - 0.01, { style: "leaf", frame: C.oak, ft: 0.015, pal: [C.sage, C.deepSage, C.cream], bg: "#f3efe6" });
  // The console: 1.2 m wide, 0.35 m high and deep, hung on a cleat.
  const [y0, y1, d] = [0.45, 0.8, 0.35];
  sc.wallShadow(-0.6, 0.6, y0, y1, z, { op: 0.3, blur: 0.04, dy: 0.05 });
  cabinet(sc, [-0.6, 0.6, y0, y1, z - d, z], C.oak, [{ w: 0.4 }, { w: 0.4, kind: "open" }, { w: 0.4 }], {
    fy: [y0 + 0.01, y1 - 0.01],
    fronts: {
      handle: "none",
      gap: 0.006,
      items: (map, a, b, bt) => setTopBox(sc, (a + b) / 2 - 0.6, bt, z - 0.04),
    },
  });
  tvOn(sc, 0, 1.32, z - 0.01, 43);
  vase(sc, -0.42, y1, z - 0.17, { kind: "round", c: C.terracotta, s: 0.6 });
  books(sc, 0.28, 0.5, y1, z - 0.15, 0.05, { pal: [C.cream, C.sage, C.sand], gaps: false });
  plant(sc, -1.55, 3.7, { kind: "snake", h: 0.8, potR: 0.15, pot: C.cream, potShape: "round" });
  rug(sc, -1.3, 1.3, 2.2, 3.6, { c: "#ebe3d6", border: false, stripes: 2, stripeC: "#d9cdb8" });
  bedFoot(sc, 0.1, 1.7, 1.95, 2.9, { duvet: "#f2ede4", throw: C.sage });
  return finish(sc);
}

/** Corner TV Unit: an angled back panel across a corner, low cabinets on both walls, shelves stepping up the return. */
export function tvCorner(key, W, H, view) {
  const { sc, R } = tvWallRoom(key, W, H, view, {
    xL: -3.4,
    xR: 1.5,
    zB: 4.4,
    camX: -1.3,
    cx: 0.3,
    f: 0.55,
    room: { wall: "#efe7da", floor: "#b98e66", plank: 0.2, skirt: "#e2d6c4" },
  });
  const [cx, cz] = [R.xR, R.zB];
  const wood = "#c8a27a";
  const shutter = C.deepSage;
  downlight(sc, 0.3, 3.6);
  backWindow(sc, -2.6, -1.2, 0.9, 2.4, { panes: 2, lightOp: 0.25 });
  // Low cabinets along both walls, meeting in the corner.
  const L = 1.15;
  sc.box(cx - L, cx, 0, 0.1, cz - 0.42, cz, C.ink, { edge: false });
  sc.box(cx - 0.42, cx, 0, 0.1, cz - L, cz - 0.45, C.ink, { edge: false });
  sc.box(cx - L, cx, 0.1, 0.5, cz - 0.45, cz, wood);
  sc.box(cx - 0.45, cx, 0.1, 0.5, cz - L, cz - 0.45, wood);
  shutters(sc, (u, v) => [cx - L + u, v, cz - 0.451], 0.12, 0.48, [{ w: L - 0.45 }], shutter, { handle: "bar", hcol: C.brass });
  shutters(sc, (u, v) => [cx - 0.451, v, cz - 0.45 - u], 0.12, 0.48, [{ w: L - 0.45 }], shutter, { handle: "bar", hcol: C.brass });
  sc.box(cx - L - 0.02, cx, 0.5, 0.53, cz - 0.47, cz, wood);
  sc.box(cx - 0.47, cx, 0.5, 0.53, cz - L - 0.02, cz - 0.47, wood);
  // Display shelves stepping up the return wall, towards the corner.
  for (const [y, za] of [
    [0.85, cz - 2.0],
    [1.2, cz - 1.75],
    [1.55, cz - 1.5],
  ])
    sc.box(cx - 0.28, cx, y - 0.03, y, za, cz - L - 0.05, wood);
  vase(sc, cx - 0.14, 0.85, cz - 1.85, { kind: "tall", c: C.brass, s: 0.7 });
  books(sc, cx - 0.26, cx - 0.02, 0.85, cz - 1.45, 0.2, { pal: [C.cream, C.deepSage, C.terracotta], gaps: false });
  plant(sc, cx - 0.14, cz - 1.6, { y: 1.2, kind: "leafy", h: 0.25, potR: 0.07, potH: 0.12, pot: C.terracotta, n: 7, leaf: 0.7 });
  vase(sc, cx - 0.14, 1.55, cz - 1.35, { kind: "bowl", c: C.brass, s: 0.7 });
  // The angled back panel across the corner, with the TV turned to face the room.
  const a = Math.PI / 4;
  const [mx, mz] = [cx - 0.5, cz - 0.5];
  sc.box(-0.7, 0.7, 0.53, 1.8, -0.04, 0.02, wood, { tf: place(mx, mz, a) });
  tvTurned(sc, place(mx - 0.05 * Math.sin(a), mz - 0.05 * Math.cos(a), a), -0.55, 0.55, 0.85, 1.47);
  // The sofa set diagonally across the room, facing the corner.
  rug(sc, -1.6, 0.8, 2.2, 3.6, { c: "#e6dccb", border: C.deepSage, bw: 0.08 });
  roundTable(sc, -0.1, 3.05, 0.35, 0.4, { top: C.walnut, lower: true });
  vase(sc, -0.1, 0.4, 3.05, { kind: "round", c: C.sage, s: 0.6, stems: 3, stemH: 0.2 });
  sofa(sc, {
    tf: place(-1.8, 2.45, -Math.PI + Math.PI / 4),
    w: 1.9,
    d: 0.9,
    c: "#d8cdb9",
    n: 2,
    pillows: [C.deepSage, C.terracotta],
    fromBehind: true,
  });
  return finish(sc);
}

/** Compact Bedroom TV Panel: 1500 × 1200 mm, fluted centre strip, narrow open shelves each side, no base; seen from the bed. */
export function tvBedroomPanel(key, W, H, view) {
  const { sc, R, z } = tvWallRoom(key, W, H, view, {
    half: 2.0,
    h: 2.8,
    zB: 4.3,
    eye: 1.05,
    cy: 0.5,
    room: { wall: "#ece4d8", floor: "#b58b63", plank: 0.2, skirt: "#e0d4c2" },
  });
  const lam = "#c9b9a3";
  coveTray(sc, { inset: 0.45, zNear: 1.6, depth: 0.12, glowOp: 0.5 });
  wardrobeSide(sc, "R", 2.2, R.zB - 0.05, lam, { handle: "long", hcol: C.brass, loft: true, h: 2.75 });
  // The panel: 1.5 m wide, 1.2 m high, mounted high for viewing from the bed.
  const [x0, x1, y0, y1] = [-0.75, 0.75, 0.9, 2.1];
  sc.wallShadow(x0, x1, y0, y1, z, { op: 0.25, blur: 0.04 });
  sc.box(x0, x1, y0, y1, z - 0.025, z, lam);
  slatWall(sc, -0.32, 0.32, y0, y1, z - 0.026, shade(lam, -0.05), { pitch: 0.04 });
  ledGlow(sc, x0, x1, y1, z - 0.001, -1, { h: 0.4, op: 0.45 });
  for (const sx of [x0 + 0.04, x1 - 0.27]) {
    for (const y of [1.2, 1.62]) sc.box(sx, sx + 0.23, y - 0.025, y, z - 0.2, z - 0.026, shade(lam, 0.1));
  }
  sc.box(x0 + 0.07, x0 + 0.23, 1.2, 1.235, z - 0.16, z - 0.05, C.white, { soft: 0.005 });
  books(sc, x0 + 0.06, x0 + 0.24, 1.62, z - 0.12, 0.2, { pal: [C.sage, C.cream, C.terracotta], gaps: false });
  vase(sc, x1 - 0.155, 1.2, z - 0.12, { kind: "jar", c: C.charcoal, s: 0.7 });
  vase(sc, x1 - 0.155, 1.62, z - 0.12, { kind: "round", c: C.sage, s: 0.55, stems: 3, stemH: 0.15 });
  tvOn(sc, 0, 1.48, z - 0.03, 43);
  // The floor below stays free: a stool and a plant.
  sc.cyl(-0.9, 0, 0.42, 3.6, 0.2, C.sage);
  plant(sc, -1.6, 3.8, { kind: "leafy", h: 1.0, potR: 0.17, pot: C.cream, potShape: "round" });
  bedFoot(sc, -0.2, 1.8, 1.7, 2.5, { duvet: "#e9e1d3", throw: C.terracotta, frame: C.walnut });
  return finish(sc);
}

/** Fluted Panel Floating Unit: 1800 × 2100 mm fluted PU panel, floating drawer base, open ledge under the screen. */
export function tvFlutedFloating(key, W, H, view) {
  const { sc, R, z } = tvWallRoom(key, W, H, view, {
    half: 2.7,
    zB: 4.9,
    room: { wall: "#f1ebe1", floor: "#d9cfc0", floorStyle: "tiles", tile: 0.6, skirt: "#e6dccd" },
  });
  const paint = "#b9c2ad";
  for (const x of [-1.5, 1.5]) downlight(sc, x, R.zB - 0.6);
  sideWindow(sc, "L", 2.6, 4.2, 0.3, 2.5, { panes: 2, lightOp: 0.32 });
  curtainX(sc, R.xL + 0.1, 4.2, 4.8, 0.02, 2.85, "#efe8dc");
  // The fluted panel, 1.8 m wide and 2.1 m tall.
  slatWall(sc, -0.9, 0.9, 0.07, 2.1, z, paint, { pitch: 0.05 });
  sc.box(-0.9, 0.9, 2.1, 2.12, z - 0.03, z, shade(paint, -0.1));
  // Floating base of drawers with a warm strip beneath it.
  const [by0, by1] = [0.28, 0.58];
  ledGlow(sc, -0.85, 0.85, by0 - 0.01, z - 0.003, 1, { h: 0.25, op: 0.55 });
  cabinet(sc, [-0.9, 0.9, by0, by1, z - 0.42, z], "#efe9df", [{ w: 0.6 }, { w: 0.6 }, { w: 0.6 }], {
    fy: [by0 + 0.01, by1 - 0.01],
    fronts: {
      handle: "gola",
    },
  });
  // Open ledge under the screen with the set-top box and soundbar.
  sc.box(-0.75, 0.75, 0.86, 0.89, z - 0.25, z, C.oak);
  setTopBox(sc, 0.45, 0.89, z - 0.03);
  soundbar(sc, -0.55, 0.25, 0.89, z - 0.05);
  tvOn(sc, 0, 1.42, z - 0.01, 55);
  vase(sc, -0.6, by1, z - 0.2, { kind: "tall", c: C.terracotta, s: 0.8 });
  vase(sc, 0.6, by1, z - 0.2, { kind: "bowl", c: C.cream, s: 0.8 });
  plant(sc, 1.5, 4.4, { kind: "tree", h: 1.7, potR: 0.2, pot: C.clay, potShape: "round" });
  rug(sc, -1.6, 1.6, 2.3, 4.1, { c: "#e9dfce", border: "#a6b08f", bw: 0.09 });
  rectTable(sc, -0.6, 0.6, 2.9, 3.4, 0.38, { c: C.oak, block: true, topC: "#efe8dc" });
  books(sc, -0.3, 0.0, 0.38, 3.15, 0.04, { pal: [C.sage, C.cream], gaps: false });
  loungeChair(sc, { tf: place(-1.75, 3.0, Math.PI - 0.7), c: C.mustard, wood: C.walnut });
  return finish(sc);
}

/** Veneer Slat Wall without Base: 2000 × 2400 mm oak slats on a dark backing, the TV floating at the centre, a bench below. */
export function tvVeneerSlats(key, W, H, view) {
  const { sc, z } = tvWallRoom(key, W, H, view, {
    half: 2.8,
    zB: 5.0,
    h: 3.0,
    room: { wall: "#f3efe8", floor: "#8e6a4d", floorStyle: "wide", skirt: "#e7e0d4" },
  });
  coveTray(sc, { inset: 0.55, zNear: 2.0, depth: 0.15, glowOp: 0.55 });
  // Dark backing, then oak slats with gaps.
  sc.qz(z, -1.0, 1.0, 0.0, 2.4, "#1f1c1a");
  for (let x = -1.0; x < 1.0 - 1e-6; x += 0.08) sc.box(x + 0.012, x + 0.068, 0.0, 2.4, z - 0.03, z, "#d0a577", { edge: false, flat: true });
  tvOn(sc, 0, 1.35, z - 0.035, 55, { backlight: "#ffd9a0" });
  // Nothing fixed below: a low bench, plants and a basket.
  bench(sc, -0.8, 0.8, z - 0.45, z - 0.1, { c: C.walnut, legC: C.ink });
  plant(sc, -0.45, z - 0.28, { y: 0.46, kind: "leafy", h: 0.35, potR: 0.09, potH: 0.15, pot: C.cream, n: 8, leaf: 0.8 });
  books(sc, 0.15, 0.55, 0.46, z - 0.25, 0.06, { pal: [C.cream, C.terracotta, C.sand], gaps: false });
  plant(sc, 1.35, z - 0.35, { kind: "snake", h: 1.0, potR: 0.17, pot: C.charcoal, potShape: "round" });
  art(sc, -2.4, -1.5, 1.2, 2.1, z - 0.01, { style: "hills", frame: C.walnut, ft: 0.015, pal: [C.clay, C.sage, C.sand, C.deepSage] });
  floorLamp(sc, 2.1, 4.4, { kind: "tripod", shadeC: C.linen });
  rug(sc, -1.8, 1.8, 2.4, 4.3, { c: "#d9cbb4", border: "#8e6a4d", bw: 0.08 });
  roundTable(sc, 0, 3.3, 0.45, 0.38, { top: "#efe8dc", base: C.walnut, stem: 0.4 });
  vase(sc, 0.05, 0.38, 3.3, { kind: "round", c: C.terracotta, s: 0.7, stems: 3, stemH: 0.25 });
  return finish(sc);
}
