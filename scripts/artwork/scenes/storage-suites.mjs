/**
 * Storage from the bedroom case studies: the minimalist storage wall opened
 * up, and the premium suite's dressing room.
 */
import { cabinet, shutters, wardrobeSide } from "../cabinets.mjs";
import { mirror, plant, rug } from "../furnishings.mjs";
import { coveTray, downlight } from "../lights.mjs";
import { clothes, folded } from "../objects.mjs";
import { C } from "../palette.mjs";
import { room } from "../room.mjs";
import { finish, newScene } from "../scene.mjs";
import { bench } from "../tables-beds.mjs";
import { shade } from "../util.mjs";

const SILKS = ["#8e1f2f", "#d4a02c", "#2f6a4f", "#c2477a", "#3b4f8a", "#e07a3b"];

/** The Mylapore storage wall: pale oak sliding shutters, one bay open on saree shelves, a locker and a trouser rack. */
export function wardrobeOak(key, W, H, view) {
  const sc = newScene(key, W, H, { f: W * 0.6, cy: H * 0.46, eye: 1.4 }, view);
  const R = room(sc, { xL: -2.7, xR: 2.7, h: 2.9, zB: 4.6, wall: "#f4f0e8", floor: "#d6bd98", plank: 0.22, skirt: false });
  const oak = "#dcc3a0";
  const zB = R.zB;
  const d = 0.62;
  coveTray(sc, { inset: 0.45, zNear: 1.8, depth: 0.12, glowOp: 0.55 });
  sc.box(R.xL, R.xR, 0, R.h, zB - d, zB, oak);
  // The open bay: hanging saris on the left, shelves of folded silks on the right.
  const [b0, b1] = [-0.9, 0.9];
  const iz = zB - 0.05;
  sc.qz(iz, b0, b1, 0.02, 2.35, "#e6d3b5");
  sc.qz(
    iz,
    b0,
    b1,
    0.02,
    2.35,
    sc.lin([
      [0, "#fff0cf", 0.55],
      [0.5, "#fff0cf", 0],
    ]),
  );
  sc.box(b0, b1, 2.35, 2.39, zB - d + 0.03, zB, "#fff3da", { flat: true });
  sc.box(-0.05, -0.01, 0.02, 2.35, zB - d + 0.04, zB, oak);
  clothes(sc, (u, v) => [u, v, zB - 0.3], b0 + 0.02, -0.07, 0.7, 2.3, SILKS);
  for (const y of [1.1, 1.45, 1.8, 2.1]) sc.box(-0.01, b1, y - 0.02, y, zB - d + 0.05, zB, shade(oak, 0.1));
  folded(sc, 0.12, 0.78, 1.1, zB - 0.12, SILKS.slice(0, 4));
  folded(sc, 0.12, 0.78, 1.45, zB - 0.12, SILKS.slice(2, 6));
  folded(sc, 0.12, 0.78, 1.8, zB - 0.12, [C.cream, "#e9d9b8", C.sand]);
  // Concealed locker and a pull-out trouser rack below the shelves.
  sc.box(0.1, 0.5, 0.45, 0.95, zB - d + 0.08, zB - 0.06, "#5e5a55");
  sc.qz(zB - d + 0.079, 0.38, 0.46, 0.62, 0.78, "#2b2826");
  sc.box(0.55, 0.85, 0.1, 0.95, zB - d - 0.25, zB - 0.1, "#c9c6c0", { edge: false, flat: true });
  for (let y = 0.25; y < 0.9; y += 0.16)
    sc.box(0.57, 0.83, y, y + 0.05, zB - d - 0.23, zB - 0.12, ["#6b6f77", "#c9b59a", "#3b3f4a", "#9a8570"][Math.round(y * 10) % 4], {
      soft: 0.01,
    });
  // Loft with suitcases, then the closed shutters either side.
  sc.qz(zB - d - 0.001, b0, b1, 2.42, R.h - 0.02, shade(oak, -0.05));
  const mods = (n, w) => Array.from({ length: n }, () => ({ w, rows: [{ f: 0.45, handle: "none" }, { f: 2 }] }));
  shutters(sc, (u, v) => [R.xL + u, v, zB - d - 0.001], 0.02, R.h - 0.02, mods(2, (b0 - R.xL) / 2), oak, {
    handle: "none",
    gap: 0.004,
    grain: true,
  });
  shutters(sc, (u, v) => [b1 + u, v, zB - d - 0.001], 0.02, R.h - 0.02, mods(2, (R.xR - b1) / 2), oak, {
    handle: "none",
    gap: 0.004,
    grain: true,
  });
  shutters(sc, (u, v) => [b0 + u, v, zB - d - 0.001], 2.42, R.h - 0.02, [{ w: 0.9 }, { w: 0.9 }], oak, { handle: "none", gap: 0.004 });
  // A sliding panel parked over the right-hand bay.
  sc.box(b1 - 0.05, b1 + 0.85, 0.02, 2.4, zB - d - 0.05, zB - d - 0.01, oak);
  rug(sc, -1.5, 1.5, 2.4, 3.6, { c: "#efe8dd", border: false });
  plant(sc, -2.2, 3.2, { kind: "snake", h: 0.8, potR: 0.15, pot: "#e9e1d4", potShape: "round" });
  return finish(sc);
}

/** The suite's dressing room: bronze-glass wardrobes on both sides, an island of drawers, a full-length mirror, a bench. */
export function dressingRoom(key, W, H, view) {
  const sc = newScene(key, W, H, { f: W * 0.52, cy: H * 0.46, eye: 1.45 }, view);
  const R = room(sc, { xL: -1.9, xR: 1.9, h: 2.9, zB: 5.0, wall: "#ddd3c6", floor: "#6e5442", floorStyle: "wide", skirt: false });
  const frame = "#4a3a2e";
  const items = (map, a, b, bt, t) => {
    sc.poly3([map(a, bt), map(b, bt), map(b, t), map(a, t)], sc.lin(["#6b5238", "#3a2a1e"]));
    clothes(sc, map, a, b, bt, t, [C.cream, "#8c6e5a", C.sand, "#5a4a3f", C.white, "#b8476a"]);
    sc.poly3([map(a, bt), map(b, bt), map(b, t), map(a, t)], "#b08a5a", { op: 0.22 });
    sc.poly3([map(a, t - 0.05), map(b, t - 0.05), map(b, t), map(a, t)], "#ffe2a8", { op: 0.65 });
  };
  for (const x of [-0.9, 0.9]) downlight(sc, x, 3.4);
  // Full-length mirror on the back wall with the valet hook, the doorway to the en-suite beside it.
  mirror(sc, -0.3, 1.2, R.zB - 0.002, 0.5, { frame: "#c8a46a", arch: 4.0 });
  sc.qz(R.zB - 0.002, 0.55, 1.35, 0, 2.2, "#e9e4dc");
  sc.qz(R.zB - 0.003, 0.6, 1.3, 0, 2.15, sc.lin(["#f2ede4", "#d9d2c6"]));
  for (let y = 0.3; y < 2.1; y += 0.3) sc.line3([0.6, y, R.zB - 0.004], [1.3, y, R.zB - 0.004], "#c9c1b4", 1);
  bench(sc, -0.75, 0.15, R.zB - 0.75, R.zB - 0.4, { c: "#9c8574", legC: "#c8a46a" });
  wardrobeSide(sc, "L", 1.6, R.zB - 0.05, frame, { handle: "long", hcol: "#c8a46a", glassEvery: 2, items });
  wardrobeSide(sc, "R", 1.6, R.zB - 0.05, frame, { handle: "long", hcol: "#c8a46a", glassEvery: 2, items });
  // The island of shallow drawers, glass over leather, with watches and jewellery on top.
  const [x0, x1, z0, z1] = [-0.55, 0.55, 2.6, 3.5];
  sc.shadow(x0, x1, z0, z1, { op: 0.35, blur: 0.05 });
  cabinet(
    sc,
    [x0, x1, 0, 0.88, z0, z1],
    frame,
    [
      { w: 0.55, rows: [1, 1, 1, 1] },
      { w: 0.55, rows: [1, 1, 1, 1] },
    ],
    {
      fy: [0.05, 0.85],
      fronts: {
        handle: "bar",
        hcol: "#c8a46a",
      },
    },
  );
  sc.box(x0 - 0.02, x1 + 0.02, 0.88, 0.92, z0 - 0.02, z1 + 0.02, "#7a5a44", { faces: { t: "#8a6a52" } });
  sc.qy(0.921, x0, x1, z0, z1, "#dfeeea", { op: 0.3 });
  for (const [x, zz, c] of [
    [-0.3, 3.0, C.gold],
    [-0.1, 3.1, "#c9c6c0"],
    [0.2, 2.95, C.gold],
    [0.35, 3.2, "#e6e2da"],
  ])
    sc.disc(x, 0.925, zz, 0.04, c);
  rug(sc, -0.9, 0.9, 2.2, 3.9, { c: "#cfc2ad", border: false });
  plant(sc, -1.4, 4.5, { kind: "leafy", h: 0.8, potR: 0.15, pot: C.cream, potShape: "round" });
  return finish(sc, { vignette: 0.25 });
}
