/**
 * The Whitefield room for a brother and sister: a bunk bed along the long
 * wall with a staircase of drawers, twin desks opposite, a hinged wardrobe and
 * mountain wallpaper.
 */
import { cabinet, shutters } from "../cabinets.mjs";
import { roundRug } from "../furnishings.mjs";
import { books, deskLamp, laptop } from "../objects.mjs";
import { C } from "../palette.mjs";
import { room } from "../room.mjs";
import { finish, newScene } from "../scene.mjs";
import { ball, ridges, teddy } from "./kids.mjs";

const GREY = "#d5d8d6";
const WHITE = "#f7f5f0";
const BINS = [C.mustard, "#7fa6b0", C.clay, C.sage];

/** Washable mountain wallpaper across the back wall. */
function mountainWall(sc, x0, x1, z) {
  const k = sc.k(z);
  const [a, top] = sc.P(x0, sc.room.h, z);
  const [b, floor] = sc.P(x1, 0, z);
  sc.rect(a, top, b - a, floor - top, sc.lin(["#dceae8", "#eef3ef"]));
  const w = b - a;
  ridges(sc, a, b, floor, floor, k, [
    [
      [
        [0, 1.2],
        [0.15, 1.9],
        [0.3, 1.35],
        [0.5, 2.1],
        [0.7, 1.4],
        [0.85, 1.8],
        [1, 1.3],
      ],
      "#b9d0c9",
    ],
    [
      [
        [0, 0.7],
        [0.2, 1.25],
        [0.42, 0.85],
        [0.6, 1.35],
        [0.8, 0.8],
        [1, 1.1],
      ],
      "#95b6ab",
    ],
  ]);
  for (const [u, v, s] of [
    [0.22, 2.45, 1],
    [0.7, 2.35, 0.8],
  ]) {
    const [px, py] = [a + u * w, floor - v * k];
    for (const [dx, dy, r] of [
      [0, 0, 0.14],
      [0.15, 0.03, 0.1],
      [-0.14, 0.04, 0.1],
    ])
      sc.ell(px + dx * k * s, py + dy * k * s, r * k * s, r * k * s * 0.8, "#fbfaf6");
  }
}

/** The Whitefield kids' room. */
export function kidsBedroom(key, W, H, view) {
  const sc = newScene(key, W, H, { f: W * 0.46, cy: H * 0.47, eye: 1.35 }, view);
  const R = room(sc, { xL: -1.65, xR: 1.65, h: 2.8, zB: 4.3, wall: "#eef1ee", floor: "#d9bd97", plank: 0.18, skirt: WHITE });
  const z = R.zB - 0.002;
  mountainWall(sc, R.xL, R.xR, z);
  // Window with a blackout blind half down.
  sc.qz(z - 0.001, -1.0, -0.1, 1.0, 2.3, "#cfe1e7");
  sc.qz(z - 0.002, -1.0, -0.1, 1.65, 2.3, "#4d5a66");
  sc.qz(z - 0.003, -1.06, -0.04, 2.3, 2.38, WHITE);
  // Hinged wardrobe with low rails, one door open.
  cabinet(
    sc,
    [0.45, R.xR, 0, 2.3, z - 0.55, z],
    GREY,
    [
      { w: 0.6, rows: [{ f: 0.4 }, { f: 1.8 }] },
      {
        w: 0.6,
        kind: "open",
        rows: [
          { f: 0.4, kind: "door" },
          { f: 1.8, kind: "open" },
        ],
      },
    ],
    {
      fy: [0.05, 2.28],
      fronts: {
        handle: "knob",
        hcol: C.mustard,
      },
    },
  );
  const railY = 1.35;
  sc.line3([1.1, railY, z - 0.3], [1.6, railY, z - 0.3], "#b9b6b0", 2);
  for (let i = 0; i < 5; i++) {
    const x = 1.15 + i * 0.09;
    sc.poly3(
      [
        [x, railY - 0.55, z - 0.3],
        [x + 0.07, railY - 0.55, z - 0.3],
        [x + 0.07, railY - 0.03, z - 0.3],
        [x, railY - 0.03, z - 0.3],
      ],
      ["#3b4f8a", WHITE, "#3b4f8a", WHITE, C.clay][i],
    );
  }
  // Twin study desks along the right wall: pin boards, shelves, lockable drawers.
  const dx = R.xR - 0.55;
  sc.box(dx, R.xR, 0.72, 0.76, 1.4, 3.7, WHITE);
  for (const [za, zb] of [
    [1.45, 1.9],
    [3.2, 3.65],
  ]) {
    sc.box(dx + 0.02, R.xR, 0, 0.72, za, zb, GREY);
    shutters(sc, (u, v) => [dx + 0.019, v, za + u], 0.05, 0.7, [{ w: zb - za, rows: [1, 1, 1] }], GREY, {
      handle: "knob",
      hcol: C.mustard,
    });
  }
  for (const [za, zb, c] of [
    [1.95, 2.5, "#c9a47a"],
    [2.6, 3.15, "#c9a47a"],
  ]) {
    sc.qx(R.xR - 0.003, 1.05, 1.55, za, zb, c);
    for (const [y, zz, col] of [
      [1.3, za + 0.12, C.white],
      [1.2, za + 0.3, C.clay],
      [1.4, za + 0.4, C.sage],
    ])
      sc.qx(R.xR - 0.005, y, y + 0.1, zz, zz + 0.08, col);
  }
  for (const y of [1.8, 2.15]) sc.box(R.xR - 0.28, R.xR, y - 0.025, y, 1.4, 3.7, WHITE);
  books(sc, R.xR - 0.15, R.xR - 0.15, 1.8, 2.2, 0.2);
  for (let i = 0; i < 14; i++) {
    const zz = 1.6 + i * 0.13;
    sc.qx(R.xR - 0.27, 1.8, 1.8 + 0.18 + (i % 3) * 0.03, zz, zz + 0.09, [C.terracotta, C.sand, C.deepTeal, C.mustard, C.sage][i % 5]);
  }
  laptop(sc, dx + 0.25, 0.76, 2.2);
  deskLamp(sc, dx + 0.3, 0.76, 3.0, { c: C.mustard });
  for (const zz of [2.3, 2.9]) {
    sc.box(dx - 0.55, dx - 0.15, 0.42, 0.47, zz - 0.2, zz + 0.2, zz < 2.5 ? C.clay : "#7fa6b0", { soft: 0.02 });
    sc.box(dx - 0.2, dx - 0.15, 0.47, 0.85, zz - 0.2, zz + 0.2, zz < 2.5 ? C.clay : "#7fa6b0", { soft: 0.02 });
  }
  // The bunk along the left wall, with a staircase of drawers in place of a ladder.
  const bx = R.xL + 1.0;
  const [bz0, bz1] = [2.0, 4.25];
  const t = 0.06;
  for (const zz of [bz0, bz1 - t]) sc.box(R.xL, bx, 0, 1.95, zz, zz + t, WHITE);
  const level = (y, duvet) => {
    sc.box(R.xL, bx, y, y + 0.14, bz0 + t, bz1 - t, WHITE);
    sc.box(R.xL + 0.02, bx - 0.02, y + 0.14, y + 0.3, bz0 + t, bz1 - t, "#f7f4ee", { soft: 0.03 });
    sc.box(R.xL + 0.05, bx - 0.05, y + 0.26, y + 0.42, bz1 - 0.65, bz1 - 0.1, "#f4ede2", { soft: 0.05 });
    sc.box(R.xL + 0.0, bx + 0.02, y + 0.12, y + 0.34, bz0 + 0.04, bz1 - 0.7, duvet, { soft: 0.03 });
  };
  level(0.12, C.clay);
  level(1.3, "#3f8b8e");
  sc.box(bx - 0.04, bx + 0.01, 1.6, 1.9, bz0 + 0.7, bz1 - t, WHITE);
  for (const [y, zz] of [
    [0.75, 3.0],
    [1.85, 3.1],
  ]) {
    const [lx, ly] = sc.P(R.xL + 0.003, y + 0.35, zz);
    sc.glow(lx + 0.08 * sc.k(zz), ly, 0.3 * sc.k(zz), "#fff0cf", 0.55);
    sc.qx(R.xL + 0.004, y + 0.3, y + 0.4, zz - 0.05, zz + 0.05, C.mustard);
  }
  const steps = 4;
  const tread = 0.28;
  for (let i = steps - 1; i >= 0; i--) {
    const y1 = 0.35 * (i + 1);
    const za = bz0 - (steps - i) * tread;
    sc.box(bx - 0.6, bx, 0, y1, za, za + tread, i % 2 ? GREY : WHITE);
    shutters(sc, (u, v) => [bx - 0.6 + u, v, za - 0.001], y1 - 0.3, y1 - 0.03, [{ w: 0.6 }], BINS[i], { handle: "none", flat: true });
  }
  // Bins, a rug, toys and a night light.
  BINS.forEach((c, i) => sc.box(-0.55 + i * 0.28, -0.32 + i * 0.28, 0, 0.24, z - 0.45, z - 0.15, c, { soft: 0.01 }));
  roundRug(sc, 0.1, 2.6, 0.8, { c: "#cfe0d6", ring: WHITE });
  ball(sc, -0.1, 2.3, 0.1, C.mustard, C.white);
  teddy(sc, R.xL + 0.5, 0.42, 3.3, 0.9);
  const [nx, ny] = sc.P(-0.2, 0.3, z);
  sc.glow(nx, ny, 0.25 * sc.k(z), "#ffe6b0", 0.6);
  return finish(sc);
}
