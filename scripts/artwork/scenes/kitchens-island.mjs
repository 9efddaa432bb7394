/** Kitchens with an island: walnut and brass, the ivory-and-walnut hero kitchen, and the Nungambakkam show kitchen. */
import { cabinet, shutters, slatWall } from "../cabinets.mjs";
import { counterItems, hob, hood, marbleZ, sink } from "../kitchen-parts.mjs";
import { coveTray, downlight, pendant } from "../lights.mjs";
import { vase } from "../objects.mjs";
import { C } from "../palette.mjs";
import { room, sideWindow } from "../room.mjs";
import { finish, newScene } from "../scene.mjs";
import { barStool, stoolRow } from "../seating.mjs";
import { shade } from "../util.mjs";
import { backBase, backWall, evenFronts, larder } from "../kitchen-runs.mjs";
import { plant } from "../furnishings.mjs";

/** Walnut and brass: walnut towers and fluted uppers, a brass hood, teal base units and a marble island. */
export function kitchenWalnutBrass(key, W, H, view) {
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
    cabinet(
      sc,
      [a, b, 1.6, 2.5, zB - 0.36, zB],
      wal,
      [
        { w: (b - a) / 2, kind: "fluted" },
        { w: (b - a) / 2, kind: "fluted" },
      ],
      {
        fronts: {
          handle: "vbar",
          hpos: "bottom",
          hcol: C.brass,
        },
      },
    );
    const [gx, gy] = sc.P((a + b) / 2, 1.56, zB - 0.15);
    sc.ell(gx, gy, ((b - a) / 2) * sc.k(zB), 0.05 * sc.k(zB), "#fff0cc", { op: 0.6, blur: 6 });
  }
  hood(sc, 0, zB, R.h, { c: C.brass, duct: C.brass, w: 1.0 });
  // Towers: oven + pantry on the left, fridge on the right.
  cabinet(
    sc,
    [-3.2, -2.0, 0.1, 2.75, zB - 0.64, zB],
    wal,
    [
      { w: 0.6, rows: [{ f: 1.6, handle: "long" }, { f: 0.8 }] },
      { w: 0.6, rows: [{ f: 0.8 }, { f: 0.55, kind: "oven" }, { f: 0.45, kind: "oven" }, { f: 0.3 }, { f: 0.3 }] },
    ],
    { plinth: zB - 0.6, fronts: { hcol: C.brass, grain: true } },
  );
  cabinet(sc, [2.0, 3.2, 0.1, 2.75, zB - 0.64, zB], wal, [larder(1.2, 0.6, 2.1)], {
    plinth: zB - 0.6,
    fronts: { hcol: C.brass, grain: true },
  });
  // Back run in deep teal.
  cabinet(
    sc,
    [-2.0, 2.0, 0.1, 0.86, zB - 0.6, zB],
    teal,
    [
      { w: 0.8, doors: 2 },
      { w: 0.6, rows: [1, 1, 1] },
      { w: 0.9, rows: [1, 1.3] },
      { w: 0.6, rows: [1, 1, 1] },
      { w: 1.1, doors: 2 },
    ],
    { plinth: zB - 0.56, fronts: { hcol: C.brass } },
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
    const mods = evenFronts(b - a, 0.5, { rows: [{ f: 0.45 }, { f: 1, handle: "none" }] });
    cabinet(sc, [a, b, 1.55, 3.1, zB - 0.36, zB], ivory, mods, { fronts: { handle: "none", gap: 0.005 } });
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
  cabinet(
    sc,
    [1.6, 3.4, 0.1, 3.1, zB - 0.62, zB],
    ivory,
    [larder(0.9, 0.7, 2.3), { w: 0.9, rows: [{ f: 0.7 }, { f: 0.6, kind: "oven" }, { f: 0.45, kind: "oven" }, { f: 0.6 }, { f: 0.6 }] }],
    { plinth: zB - 0.58, fronts: { hcol: C.brass, handle: "vbar" } },
  );
  // Back run.
  backBase(
    sc,
    -3.0,
    1.6,
    zB,
    [
      { w: 0.8, doors: 2 },
      { w: 0.6, rows: [1, 1, 1] },
      { w: 1.1, rows: [1, 1.3] },
      { w: 0.6, rows: [1, 1, 1] },
      { w: 1.5, doors: 2 },
    ],
    wal,
    { top, fronts: { hcol: C.brass, handle: "gola", grain: true } },
  );
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

/**
 * The Nungambakkam show kitchen: a 14-foot sintered-stone island with a
 * waterfall end and four bar stools, handle-less greige acrylic, oven, coffee
 * station and fridge in tall units, and a fluted-glass sliding door standing
 * open onto the wet kitchen behind.
 */
export function kitchenLuxury(key, W, H, view) {
  const sc = newScene(key, W, H, { f: W * 0.5, cy: H * 0.45, eye: 1.55, camX: 0.1 }, view);
  const R = room(sc, {
    xL: -3.6,
    xR: 3.6,
    h: 3.0,
    zB: 6.4,
    wall: "#ece6dc",
    floor: "#d8cfc2",
    floorStyle: "tiles",
    tile: 0.8,
    grout: -0.08,
  });
  const zB = R.zB;
  const greige = "#cfc5b7";
  const stone = "#efece7";
  const walnut = C.walnut;
  const jp = { handle: "gola" };
  coveTray(sc, { inset: 0.6, zNear: 2.2, depth: 0.15, glowOp: 0.55 });
  // Tall units on the left: fridge housing, then oven and coffee station.
  cabinet(
    sc,
    [-3.6, -1.8, 0.1, 2.6, zB - 0.64, zB],
    greige,
    [
      { w: 0.9, doors: 2, rows: [{ f: 0.6, door: true }, { f: 1.9 }] },
      { w: 0.9, rows: [{ f: 0.7 }, { f: 0.55, kind: "oven" }, { f: 0.45, kind: "oven" }, { f: 0.4 }, { f: 0.4 }] },
    ],
    { plinth: zB - 0.6, fronts: { ...jp, gap: 0.005 } },
  );
  // Back run between the tall units and the door, walnut shelves over a stone splash.
  marbleZ(sc, -1.8, 1.3, 0.9, 1.5, zB - 0.002, stone, { veins: 4, vein: "#c9c4bc" });
  backBase(
    sc,
    -1.8,
    1.3,
    zB,
    [
      { w: 0.8, doors: 2 },
      { w: 0.6, rows: [1, 1, 1] },
      { w: 0.9, rows: [1, 1.3] },
      { w: 0.8, doors: 2 },
    ],
    greige,
    {
      top: stone,
      fronts: jp,
    },
  );
  backWall(sc, -1.8, -0.5, zB, 1.55, 2.35, evenFronts(1.3, 0.45), greige, { fronts: { handle: "none" } });
  for (const y of [1.75, 2.15]) {
    sc.wallShadow(-0.4, 1.3, y - 0.03, y, zB - 0.003, { op: 0.25, blur: 0.02 });
    sc.box(-0.4, 1.3, y - 0.035, y, zB - 0.28, zB, walnut);
  }
  vase(sc, -0.1, 1.75, zB - 0.14, { kind: "jar", c: C.cream, s: 0.9 });
  vase(sc, 0.2, 1.75, zB - 0.14, { kind: "jar", c: C.cream, s: 0.7 });
  vase(sc, 0.9, 2.15, zB - 0.14, { kind: "round", c: C.terracotta, s: 0.6 });
  vase(sc, 0.3, 2.15, zB - 0.14, { kind: "bowl", c: C.cream, s: 0.8 });
  // Coffee station on the counter.
  sc.box(0.7, 1.05, 0.9, 1.28, zB - 0.45, zB - 0.15, "#2b2826");
  sc.box(0.75, 1.0, 1.0, 1.04, zB - 0.5, zB - 0.2, "#b9b6b0");
  // The wet kitchen behind a fluted-glass sliding door in black aluminium, half open.
  const [d0, d1, dh] = [1.55, 3.0, 2.35];
  sc.qz(zB - 0.002, d0 - 0.06, d1 + 0.06, 0, dh + 0.06, "#1d1b1a");
  sc.qz(zB - 0.003, d0, d0 + 0.7, 0, dh, "#4d4641");
  sc.qz(zB - 0.004, d0, d0 + 0.7, 0.86, 0.9, "#3b3733");
  sc.qz(zB - 0.004, d0 + 0.05, d0 + 0.65, 0.1, 0.86, "#3f3935");
  sc.qz(zB - 0.004, d0 + 0.1, d0 + 0.55, 1.5, 1.7, "#2b2826");
  sc.qz(zB - 0.004, d0 + 0.1, d0 + 0.55, 0.9, 1.5, "#efece6");
  sc.qz(zB - 0.005, d0 + 0.7, d1, 0.02, dh - 0.02, "#c9c3b6");
  for (let x = d0 + 0.74; x < d1; x += 0.045) sc.qz(zB - 0.006, x, x + 0.014, 0.04, dh - 0.04, "#fff6e4", { op: 0.4 });
  sc.qz(zB - 0.007, d0 + 0.68, d0 + 0.72, 0, dh, "#1d1b1a");
  plant(sc, 3.2, zB - 0.4, { kind: "leafy", h: 1.1, potR: 0.18, pot: C.cream, potShape: "round" });
  // The island: pale sintered stone with a waterfall end, walnut on the seating side.
  const [ix0, ix1, iz0, iz1] = [-2.1, 2.1, 3.7, 4.7];
  sc.shadow(ix0, ix1, iz0, iz1, { op: 0.4, blur: 0.06, spread: 0.08 });
  sc.box(ix0 + 0.06, ix1 - 0.06, 0.0, 0.86, iz0 + 0.3, iz1, greige);
  slatWall(sc, ix0 + 0.06, ix1 - 0.06, 0.02, 0.86, iz0 + 0.299, walnut, { pitch: 0.12 });
  sc.box(ix0, ix0 + 0.06, 0, 0.93, iz0, iz1, stone);
  sc.box(ix1 - 0.06, ix1, 0, 0.93, iz0, iz1, stone);
  sc.box(ix0, ix1, 0.88, 0.93, iz0, iz1, stone, { faces: { t: "#f4f2ee" } });
  sc.qy(0.931, 0.6, 1.3, iz0 + 0.45, iz1 - 0.1, "#1f1d1c");
  vase(sc, -1.2, 0.93, 4.25, { kind: "bowl", c: C.cream, s: 1.1 });
  vase(sc, -0.3, 0.93, 4.3, { kind: "tall", c: walnut, s: 0.8, stems: 3, stemH: 0.35 });
  for (const x of [-1.3, 0, 1.3]) pendant(sc, x, 4.2, 1.95, { shape: "cone", r: 0.11, c: "#2b2826", glowR: 4.2 });
  for (const x of [-1.45, -0.5, 0.45, 1.4]) barStool(sc, x, 3.45, { c: C.ink, seat: walnut, h: 0.7 });
  downlight(sc, -2.8, 3.2);
  downlight(sc, 2.8, 3.2);
  return finish(sc);
}
