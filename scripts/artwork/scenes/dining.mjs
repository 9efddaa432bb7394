/** Dining rooms: the lighting scene and the long table. */
import { cabinet, sideCabinet } from "../cabinets.mjs";
import { art, mirror, plant, rug } from "../furnishings.mjs";
import { pendant, tableLamp } from "../lights.mjs";
import { vase } from "../objects.mjs";
import { C } from "../palette.mjs";
import { curtainX, room, sideWindow } from "../room.mjs";
import { finish, newScene } from "../scene.mjs";
import { diningChair } from "../seating.mjs";
import { rectTable } from "../tables-beds.mjs";
import { f1, place } from "../util.mjs";

export function lights(key, W, H, view) {
  const sc = newScene(key, W, H, { f: W * 0.6, cy: H * 0.5, eye: 1.3 }, view);
  const R = room(sc, {
    xL: -3.0,
    xR: 3.0,
    h: 3.0,
    zB: 5.6,
    wall: "#2e4c4e",
    floor: "#5c4030",
    floorStyle: "wide",
    ceil: "#d8cfc2",
    skirt: "#263e40",
  });
  const zB = R.zB;
  // Dim everything a touch: it is evening and the lamps do the work.
  sc.rect(0, 0, W, H, "#140f0b", { op: 0.25 });
  for (const x of [-2.2, 2.2]) {
    const [sx, sy] = sc.P(x, 1.9, zB - 0.002);
    const k = sc.k(zB);
    sc.path(
      `M${f1(sx)},${f1(sy)}C${f1(sx - 0.35 * k)},${f1(sy - 0.4 * k)} ${f1(sx - 0.3 * k)},${f1(sy - 1.0 * k)} ${f1(sx)},${f1(sy - 1.05 * k)}C${f1(sx + 0.3 * k)},${f1(sy - 1.0 * k)} ${f1(sx + 0.35 * k)},${f1(sy - 0.4 * k)} ${f1(sx)},${f1(sy)}Z`,
      sc.lin([
        [0, "#ffdca0", 0],
        [1, "#ffdca0", 0.55],
      ]),
    );
    sc.path(
      `M${f1(sx)},${f1(sy)}C${f1(sx + 0.35 * k)},${f1(sy + 0.3 * k)} ${f1(sx + 0.2 * k)},${f1(sy + 0.6 * k)} ${f1(sx)},${f1(sy + 0.65 * k)}C${f1(sx - 0.2 * k)},${f1(sy + 0.6 * k)} ${f1(sx - 0.35 * k)},${f1(sy + 0.3 * k)} ${f1(sx)},${f1(sy)}Z`,
      sc.lin([
        [0, "#ffdca0", 0.4],
        [1, "#ffdca0", 0],
      ]),
    );
    sc.rect(sx - 0.06 * k, sy - 0.04 * k, 0.12 * k, 0.08 * k, C.brass, { rx: 0.02 * k });
  }
  art(sc, -0.75, 0.75, 1.35, 2.2, zB - 0.01, {
    style: "lines",
    frame: C.brass,
    ft: 0.015,
    pal: [C.gold, C.clay, C.sand],
    bg: "#23393b",
    mat: false,
  });
  // Sideboard.
  cabinet(sc, [-1.6, 1.6, 0.1, 0.8, zB - 0.45, zB], C.walnut, [{ w: 0.8 }, { w: 0.8 }, { w: 0.8 }, { w: 0.8 }], {
    plinth: zB - 0.42,
    fy: [0.11, 0.79],
    fronts: {
      handle: "vbar",
      hpos: "mid",
      hcol: C.brass,
      grain: true,
    },
  });
  tableLamp(sc, -1.15, 0.8, zB - 0.22, { base: C.cream, shade: "#f3e6cc", h: 0.6, glowOp: 0.75 });
  vase(sc, 0.9, 0.8, zB - 0.22, { kind: "tall", c: C.brass, s: 1.0, stems: 3, stemH: 0.3 });
  // Table and a cluster of pendants at different heights.
  rug(sc, -2.3, 2.3, 3.0, 4.9, { c: "#6e5a48", border: "#8a7258", bw: 0.1 });
  for (const x of [-0.9, 0, 0.9]) diningChair(sc, { tf: place(x, 4.55, 0), c: C.walnut, seat: C.sand, backC: C.sand });
  rectTable(sc, -1.7, 1.7, 3.55, 4.35, 0.76, { c: C.walnut, legInset: 0.1, shadowOp: 0.4 });
  vase(sc, 0.4, 0.76, 3.95, { kind: "bowl", c: C.cream, s: 1.0 });
  vase(sc, -0.4, 0.76, 3.95, { kind: "bottle", c: C.clay, s: 0.8 });
  const shapes = [
    ["globe", 1.75, 0.15],
    ["dome", 1.55, 0.2],
    ["cone", 1.85, 0.15],
    ["drum", 1.6, 0.17],
    ["globe", 1.7, 0.13],
  ];
  shapes.forEach(([shape, y, r], i) => {
    const x = -1.6 + i * 0.8;
    const [px, py] = sc.P(x, 0.77, 3.95);
    sc.ell(px, py, 0.45 * sc.k(3.95), 0.09 * sc.k(3.95), "#ffdca0", { op: 0.25, blur: 8 });
    pendant(sc, x, 3.95, y, { shape, r, c: [C.brass, C.deepTeal, C.brass, C.linen, C.brass][i], glowR: 4.5, glowOp: 0.7 });
  });
  for (const x of [-0.9, 0, 0.9]) diningChair(sc, { tf: place(x, 3.35, Math.PI), c: C.walnut, seat: C.sand, backC: C.sand });
  return finish(sc, { vignette: 0.35 });
}

export function dining(key, W, H, view) {
  const sc = newScene(key, W, H, { f: W * 0.6, cy: H * 0.44, eye: 1.5, camX: 0 }, view);
  const R = room(sc, { xL: -2.8, xR: 2.8, h: 3.0, zB: 6.6, wall: "#d6d9c7", floor: "#c7a27b", plank: 0.2, skirt: "#eef0e6" });
  const zB = R.zB;
  sideWindow(sc, "R", 3.2, 5.8, 0.3, 2.7, { panes: 3, lightOp: 0.32, transom: 2.25 });
  curtainX(sc, R.xR - 0.12, 5.8, 6.5, 0.02, 2.95, "#f2ece2");
  // Sideboard and mirror on the back wall.
  mirror(sc, 0, 1.7, zB - 0.002, 0.5, { frame: C.brass, arch: 1.7 });
  cabinet(
    sc,
    [-1.4, 1.4, 0.12, 0.82, zB - 0.45, zB],
    C.oak,
    [
      { w: 0.7, kind: "fluted" },
      { w: 0.7, rows: [1, 1] },
      { w: 0.7, rows: [1, 1] },
      { w: 0.7, kind: "fluted" },
    ],
    { plinth: zB - 0.4, fy: [0.13, 0.81], fronts: { handle: "knob", hcol: C.brass } },
  );
  vase(sc, -0.9, 0.82, zB - 0.22, { kind: "tall", c: C.terracotta, s: 1, stems: 4, stemH: 0.45 });
  vase(sc, 0.8, 0.82, zB - 0.22, { kind: "bowl", c: C.cream, s: 1 });
  plant(sc, -2.3, 6.1, { kind: "tree", h: 1.9, potR: 0.22, pot: C.cream, potShape: "round" });
  rug(sc, -1.5, 1.5, 2.9, 5.9, { c: "#e4d9c6", border: C.deepSage, bw: 0.1 });
  // Table running away from the viewer, chairs either side.
  const [tz0, tz1] = [3.3, 5.5];
  diningChair(sc, { tf: place(0, tz1 + 0.45, 0), c: C.walnut, seat: C.cream, cane: "#d9bf92" });
  for (const zc of [5.0, 4.35, 3.7]) {
    diningChair(sc, { tf: place(-0.78, zc, -Math.PI / 2), c: C.walnut, seat: C.cream, cane: "#d9bf92" });
    diningChair(sc, { tf: place(0.78, zc, Math.PI / 2), c: C.walnut, seat: C.cream, cane: "#d9bf92" });
  }
  rectTable(sc, -0.55, 0.55, tz0, tz1, 0.76, { c: C.walnut, legInset: 0.08, legW: 0.06 });
  for (const [zz, kind, c] of [
    [3.75, "bowl", C.cream],
    [4.4, "round", C.sage],
    [5.0, "bottle", C.terracotta],
  ])
    vase(sc, 0, 0.76, zz, { kind, c, s: 0.9, stems: kind === "round" ? 4 : 0, stemH: 0.3 });
  for (const zz of [3.6, 4.2, 4.8, 5.2]) {
    sc.disc(-0.33, 0.762, zz, 0.11, "#f5f1ea");
    sc.disc(0.33, 0.762, zz, 0.11, "#f5f1ea");
  }
  for (const zz of [5.1, 4.4, 3.7]) pendant(sc, 0, zz, 1.72, { shape: "globe", r: 0.13, c: C.brass, glowR: 4 });
  return finish(sc);
}

/** A villa dining room: double-height glazing onto the garden, an eight-seater, a sideboard and a tiered chandelier. */
export function diningVilla(key, W, H, view) {
  const sc = newScene(key, W, H, { f: W * 0.5, cy: H * 0.55, eye: 1.5, camX: 0.1 }, view);
  const R = room(sc, { xL: -3.4, xR: 3.4, h: 5.0, zB: 6.4, wall: "#efe8dc", floor: "#d9cfbf", floorStyle: "marble", tile: 0.8 });
  const zB = R.zB;
  const teak = "#7a5236";
  // Glass wall to the garden, in a grid of tall panes.
  const z = zB - 0.002;
  sc.qz(z, -2.4, 2.4, 0.05, 4.6, "#ded6c9");
  sc.qz(z, -2.3, 2.3, 0.1, 4.5, sc.lin(["#cfe3e6", "#eef0e4"]));
  const k = sc.k(z);
  for (let i = 0; i < 9; i++) {
    const [gx, gy] = sc.P(-2.2 + i * 0.55, 0.6 + (i % 3) * 0.35, z);
    sc.ell(gx, gy, (0.5 + (i % 2) * 0.2) * k, (0.45 + (i % 3) * 0.15) * k, i % 2 ? "#9fb58f" : "#7e9a72", { op: 0.7 });
  }
  for (const x of [-1.15, 0, 1.15]) sc.qz(z - 0.001, x - 0.03, x + 0.03, 0.1, 4.5, "#ded6c9");
  sc.qz(z - 0.001, -2.3, 2.3, 2.45, 2.51, "#ded6c9");
  curtainX(sc, R.xL + 0.12, 4.8, 6.3, 0.02, 4.8, "#f3ede3");
  // Sideboard and art on the right wall.
  const fluted = [0.5, 0.5, 0.5, 0.5].map((w) => ({ w, kind: "fluted" }));
  sideCabinet(sc, "R", 0.45, [0.12, 0.85, 3.0, 5.0], teak, fluted, { fy: [0.13, 0.84], fronts: { handle: "knob", hcol: C.brass } });
  vase(sc, R.xR - 0.22, 0.85, 3.4, { kind: "tall", c: C.brass, s: 1.1, stems: 4, stemH: 0.45 });
  vase(sc, R.xR - 0.22, 0.85, 4.5, { kind: "bowl", c: C.cream, s: 1 });
  // The eight-seater running across the room.
  rug(sc, -2.2, 2.2, 3.0, 5.2, { c: "#e4d9c6", border: teak, bw: 0.1 });
  const [tz0, tz1] = [3.75, 4.45];
  for (const x of [-1.5, -0.5, 0.5, 1.5]) diningChair(sc, { tf: place(x, tz1 + 0.45, 0), c: teak, seat: C.cream, cane: "#d9bf92" });
  for (const x of [-2.15, 2.15])
    diningChair(sc, { tf: place(x, (tz0 + tz1) / 2, x < 0 ? -Math.PI / 2 : Math.PI / 2), c: teak, seat: C.cream, cane: "#d9bf92" });
  rectTable(sc, -1.95, 1.95, tz0, tz1, 0.76, { c: teak, legInset: 0.15, legW: 0.08 });
  for (const x of [-1.2, 0, 1.2])
    vase(sc, x, 0.76, 4.1, { kind: x ? "bowl" : "round", c: x ? C.cream : C.brass, s: 0.9, stems: x ? 0 : 5, stemH: 0.35 });
  for (const x of [-1.5, -0.5, 0.5, 1.5]) diningChair(sc, { tf: place(x, tz0 - 0.45, Math.PI), c: teak, seat: C.cream, cane: "#d9bf92" });
  for (const [y, r] of [
    [2.6, 0.7],
    [2.35, 0.5],
    [2.1, 0.3],
  ])
    pendant(sc, 0, 4.1, y, { shape: "ring", r, c: C.brass, glow: r > 0.6 });
  plant(sc, -2.9, 5.6, { kind: "tree", h: 2.4, potR: 0.25, pot: C.cream, potShape: "round" });
  return finish(sc);
}
