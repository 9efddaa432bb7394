/** Kitchens with an island. */
import { shutters, slatWall } from "../cabinets.mjs";
import { counterItems, hob, hood, marbleZ, sink } from "../kitchen-parts.mjs";
import { coveTray, downlight, pendant } from "../lights.mjs";
import { vase } from "../objects.mjs";
import { C } from "../palette.mjs";
import { room, sideWindow } from "../room.mjs";
import { finish, newScene } from "../scene.mjs";
import { stoolRow } from "../seating.mjs";
import { shade } from "../util.mjs";

export function kitchenLuxury(key, W, H, view) {
  const sc = newScene(key, W, H, { f: W * 0.58, cy: H * 0.45, eye: 1.55, camX: -0.15 }, view);
  const R = room(sc, { xL: -3.2, xR: 3.2, h: 3.1, zB: 6.0, wall: "#e7dfd2", floor: "#8a6446", floorStyle: "wide" });
  const zB = R.zB;
  for (const z of [3.0, 4.2, 5.4]) {
    downlight(sc, -1.5, z);
    downlight(sc, 1.5, z);
  }
  const teal = C.deepTeal;
  const wal = C.walnut;
  const marble = "#f0ebe3";
  // Marble backsplash between the towers.
  marbleZ(sc, -2.0, 2.0, 0.9, 2.75, zB - 0.002, marble, { veins: 7 });
  // Walnut uppers with lit bronze-glass doors flanking the brass hood.
  for (const [a, b] of [
    [-1.95, -0.6],
    [0.6, 1.95],
  ]) {
    sc.wallShadow(a, b, 1.6, 2.5, zB - 0.003, { op: 0.25, blur: 0.05, dy: 0.05 });
    sc.box(a, b, 1.6, 2.5, zB - 0.36, zB, wal);
    shutters(
      sc,
      (u, v) => [a + u, v, zB - 0.361],
      1.6,
      2.5,
      [
        { w: (b - a) / 2, kind: "fluted" },
        { w: (b - a) / 2, kind: "fluted" },
      ],
      wal,
      {
        handle: "vbar",
        hpos: "bottom",
        hcol: C.brass,
      },
    );
    const [gx, gy] = sc.P((a + b) / 2, 1.56, zB - 0.15);
    sc.ell(gx, gy, ((b - a) / 2) * sc.k(zB), 0.05 * sc.k(zB), "#fff0cc", { op: 0.6, blur: 6 });
  }
  hood(sc, 0, zB, R.h, { c: C.brass, duct: C.brass, w: 1.0 });
  // Towers: oven + pantry on the left, fridge on the right.
  sc.box(-3.2, -2.0, 0, 0.1, zB - 0.6, zB, C.ink, { edge: false });
  sc.box(-3.2, -2.0, 0.1, 2.75, zB - 0.64, zB, wal);
  shutters(
    sc,
    (u, v) => [-3.2 + u, v, zB - 0.641],
    0.1,
    2.75,
    [
      { w: 0.6, rows: [{ f: 1.6, handle: "long" }, { f: 0.8 }] },
      { w: 0.6, rows: [{ f: 0.8 }, { f: 0.55, kind: "oven" }, { f: 0.45, kind: "oven" }, { f: 0.3 }, { f: 0.3 }] },
    ],
    wal,
    { hcol: C.brass, grain: true },
  );
  sc.box(2.0, 3.2, 0, 0.1, zB - 0.6, zB, C.ink, { edge: false });
  sc.box(2.0, 3.2, 0.1, 2.75, zB - 0.64, zB, wal);
  shutters(
    sc,
    (u, v) => [2.0 + u, v, zB - 0.641],
    0.1,
    2.75,
    [
      {
        w: 1.2,
        doors: 2,
        rows: [
          { f: 0.6, door: true },
          { f: 2.1, handle: "long" },
        ],
      },
    ],
    wal,
    { hcol: C.brass, grain: true },
  );
  // Back run in deep teal.
  sc.box(-2.0, 2.0, 0, 0.1, zB - 0.56, zB, C.ink, { edge: false });
  sc.box(-2.0, 2.0, 0.1, 0.86, zB - 0.6, zB, teal);
  shutters(
    sc,
    (u, v) => [-2.0 + u, v, zB - 0.601],
    0.1,
    0.86,
    [
      { w: 0.8, doors: 2 },
      { w: 0.6, rows: [1, 1, 1] },
      { w: 0.9, rows: [1, 1.3] },
      { w: 0.6, rows: [1, 1, 1] },
      { w: 1.1, doors: 2 },
    ],
    teal,
    { hcol: C.brass },
  );
  sc.box(-2.02, 2.02, 0.86, 0.91, zB - 0.63, zB, marble);
  hob(sc, 0, 0.91, zB - 0.32);
  counterItems(sc, -1.35, 0.91, zB - 0.2, { pot: C.cream });
  // Island with waterfall marble ends.
  const [iz0, iz1] = [3.75, 4.7];
  sc.shadow(-1.65, 1.65, iz0, iz1, { op: 0.4, blur: 0.06, spread: 0.08 });
  sc.box(-1.65, -1.55, 0, 0.95, iz0, iz1, marble);
  sc.box(1.55, 1.65, 0, 0.95, iz0, iz1, marble);
  sc.box(-1.55, 1.55, 0, 0.1, iz0 + 0.06, iz1 - 0.06, C.ink, { edge: false });
  sc.box(-1.55, 1.55, 0.1, 0.9, iz0 + 0.03, iz1, teal);
  shutters(
    sc,
    (u, v) => [-1.55 + u, v, iz0 + 0.029],
    0.1,
    0.9,
    [
      { w: 0.6, rows: [1, 1, 1] },
      { w: 0.95, doors: 2 },
      { w: 0.95, doors: 2 },
      { w: 0.6, rows: [1, 1, 1] },
    ],
    teal,
    { hcol: C.brass },
  );
  sc.box(-1.65, 1.65, 0.9, 0.95, iz0, iz1, marble, { faces: { t: "#f5f1ea" } });
  vase(sc, -0.6, 0.95, 4.2, { kind: "bowl", c: C.cream, s: 1.2 });
  {
    const [bx, by] = sc.P(-0.6, 1.02, 4.2);
    const k = sc.k(4.2);
    for (const [dx, dy] of [
      [-0.05, 0],
      [0.04, 0.01],
      [0, -0.045],
    ])
      sc.ell(bx + dx * k, by + dy * k, 0.04 * k, 0.04 * k, sc.rad(["#f6b25a", "#e0812f"], { cx: 0.4, cy: 0.35 }));
  }
  vase(sc, 0.7, 0.95, 4.25, { kind: "tall", c: C.brass, s: 0.9, stems: 4, stemH: 0.35 });
  for (const x of [-1.0, 0, 1.0]) pendant(sc, x, 4.2, 1.9, { shape: "globe", r: 0.16, c: C.brass, glowR: 4 });
  return finish(sc);
}

export function heroKitchen(key, W, H, view) {
  const sc = newScene(key, W, H, { f: W * 0.56, cy: H * 0.46, eye: 1.5, camX: 0.3 }, view);
  const R = room(sc, { xL: -3.6, xR: 3.4, h: 3.1, zB: 6.2, wall: "#f3ede3", floor: "#c7a27b", plank: 0.2 });
  const zB = R.zB;
  const ivory = "#f1ebe0";
  const wal = C.walnut;
  const top = "#f5f2ec";
  coveTray(sc, { inset: 0.5, zNear: 2.0, depth: 0.16, glowOp: 0.55 });
  sideWindow(sc, "L", 2.6, 5.6, 0.9, 2.7, { panes: 3, lightOp: 0.3 });
  // Stone backsplash and handle-less ivory uppers to the ceiling.
  marbleZ(sc, -3.0, 1.6, 0.9, 1.55, zB - 0.002, "#e9e3da", { veins: 5 });
  for (const [a, b] of [
    [-3.0, -1.55],
    [-0.45, 1.6],
  ]) {
    sc.box(a, b, 1.55, 3.1, zB - 0.36, zB, ivory);
    const n = Math.round((b - a) / 0.5);
    shutters(
      sc,
      (u, v) => [a + u, v, zB - 0.361],
      1.55,
      3.1,
      Array.from({ length: n }, () => ({ w: (b - a) / n, rows: [{ f: 0.45 }, { f: 1, handle: "none" }] })),
      ivory,
      { handle: "none", gap: 0.005 },
    );
    const [gx, gy] = sc.P((a + b) / 2, 1.5, zB - 0.15);
    sc.ell(gx, gy, ((b - a) / 2) * sc.k(zB), 0.05 * sc.k(zB), "#fff0cc", { op: 0.6, blur: 6 });
  }
  // Open walnut niche over the hob.
  sc.qz(zB - 0.002, -1.55, -0.45, 1.55, 3.1, shade(wal, -0.1));
  sc.box(-1.55, -0.45, 2.3, 2.34, zB - 0.3, zB, wal);
  hood(sc, -1.0, zB, 2.3, { c: "#2b2826", w: 0.8 });
  vase(sc, -1.3, 2.34, zB - 0.14, { kind: "jar", c: C.cream, s: 0.8 });
  vase(sc, -0.75, 2.34, zB - 0.14, { kind: "round", c: C.terracotta, s: 0.7 });
  // Tall unit.
  sc.box(1.6, 3.4, 0, 0.1, zB - 0.58, zB, C.ink, { edge: false });
  sc.box(1.6, 3.4, 0.1, 3.1, zB - 0.62, zB, ivory);
  shutters(
    sc,
    (u, v) => [1.6 + u, v, zB - 0.621],
    0.1,
    3.1,
    [
      {
        w: 0.9,
        doors: 2,
        rows: [
          { f: 0.7, door: true },
          { f: 2.3, handle: "long" },
        ],
      },
      { w: 0.9, rows: [{ f: 0.7 }, { f: 0.6, kind: "oven" }, { f: 0.45, kind: "oven" }, { f: 0.6 }, { f: 0.6 }] },
    ],
    ivory,
    { hcol: C.brass, handle: "vbar" },
  );
  // Back run.
  sc.box(-3.0, 1.6, 0, 0.1, zB - 0.56, zB, C.ink, { edge: false });
  sc.box(-3.0, 1.6, 0.1, 0.86, zB - 0.6, zB, wal);
  shutters(
    sc,
    (u, v) => [-3.0 + u, v, zB - 0.601],
    0.1,
    0.86,
    [
      { w: 0.8, doors: 2 },
      { w: 0.6, rows: [1, 1, 1] },
      { w: 1.1, rows: [1, 1.3] },
      { w: 0.6, rows: [1, 1, 1] },
      { w: 1.5, doors: 2 },
    ],
    wal,
    { hcol: C.brass, handle: "gola", grain: true },
  );
  sc.box(-3.02, 1.62, 0.86, 0.9, zB - 0.63, zB, top);
  hob(sc, -1.0, 0.9, zB - 0.32);
  sink(sc, 0.7, 0.9, zB - 0.3, { w: 0.75 });
  counterItems(sc, -2.6, 0.9, zB - 0.2);
  // Island with fluted walnut front and seating.
  const [iz0, iz1] = [4.0, 5.0];
  sc.shadow(-1.9, 1.9, iz0, iz1, { op: 0.4, blur: 0.06, spread: 0.08 });
  sc.box(-1.8, 1.8, 0, 0.92, iz0 + 0.25, iz1, wal);
  slatWall(sc, -1.8, 1.8, 0.02, 0.92, iz0 + 0.249, wal, { pitch: 0.05 });
  sc.box(-1.9, 1.9, 0.92, 0.96, iz0, iz1, top);
  vase(sc, 0.9, 0.96, 4.55, { kind: "round", c: C.sage, s: 0.9, stems: 5, stemH: 0.4 });
  vase(sc, -0.6, 0.96, 4.6, { kind: "bowl", c: C.cream, s: 1.1 });
  for (const x of [-1.1, 0, 1.1]) pendant(sc, x, 4.5, 2.0, { shape: "dome", r: 0.2, c: C.brass, glowR: 3.6 });
  stoolRow(sc, [-1.2, 0, 1.2], 3.75, { c: C.ink, seat: C.cream });
  return finish(sc);
}
