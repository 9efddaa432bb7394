/**
 * Kitchen cabinet runs: base units (plinth, carcass, fronts, counter) and
 * wall units, along the back wall or along a side wall. Fronts are listed
 * left to right on the back wall and near to far on a side wall.
 */
import { cabinet, sideCabinet } from "./cabinets.mjs";
import { C } from "./palette.mjs";

/** Base units against the back wall from x0 to x1; returns the counter height. */
export function backBase(sc, x0, x1, zB, mods, c, o = {}) {
  const d = o.d ?? 0.6;
  sc.box(x0, x1, 0, 0.1, zB - d + 0.04, zB, o.plinth ?? C.ink, { edge: false });
  cabinet(sc, [x0, x1, 0.1, 0.86, zB - d, zB], c, mods, { fronts: o.fronts });
  sc.box(
    x0 - (o.overL ?? 0.02),
    x1 + (o.overR ?? 0.02),
    0.86,
    0.9,
    zB - d - 0.03,
    zB,
    o.top ?? "#f5f2ec",
    o.topFaces ? { faces: o.topFaces } : {},
  );
  return 0.9;
}

/** Wall units against the back wall, with the warm strip of light they throw on the counter. */
export function backWall(sc, x0, x1, zB, y0, y1, mods, c, o = {}) {
  const d = o.d ?? 0.35;
  sc.wallShadow(x0, x1, y0, y1, zB - 0.003, { op: 0.2, blur: 0.05, dy: 0.05 });
  cabinet(sc, [x0, x1, y0, y1, zB - d, zB], c, mods, { fronts: o.fronts });
  if (o.glow !== false) {
    const [gx, gy] = sc.P((x0 + x1) / 2, y0 - 0.05, zB - 0.15);
    sc.ell(gx, gy, ((x1 - x0) / 2) * sc.k(zB), 0.05 * sc.k(zB), "#fff0cc", { op: 0.55, blur: 6 });
  }
}

/** Base units along a side wall ("L" or "R") from z0 (near) to z1 (far), fronts listed far to near with `fromFar`; returns the x of their fronts. */
export function sideBase(sc, side, z0, z1, mods, c, o = {}) {
  const { xL, xR } = sc.room;
  const d = o.d ?? 0.6;
  const L = side === "L";
  const xin = L ? xL + d : xR - d;
  sc.box(L ? xL : xin + 0.04, L ? xin - 0.04 : xR, 0, 0.1, z0, z1, o.plinth ?? C.ink, { edge: false });
  sideCabinet(sc, side, d, [0.1, 0.86, z0, z1], c, mods, { fronts: o.fronts, fromFar: o.fromFar });
  sc.box(L ? xL : xin - 0.03, L ? xin + 0.03 : xR, 0.86, 0.9, z0 - 0.03, z1, o.top ?? "#f5f2ec");
  return xin;
}

/** Wall units along a side wall, with a strip of light on the counter below. */
export function sideWall(sc, side, z0, z1, y0, y1, mods, c, o = {}) {
  const { xL, xR } = sc.room;
  const d = o.d ?? 0.35;
  const L = side === "L";
  sideCabinet(sc, side, d, [y0, y1, z0, z1], c, mods, { fronts: o.fronts });
  if (o.glow !== false) {
    const x = L ? xL + 0.2 : xR - 0.2;
    sc.poly3(
      [
        [x - 0.18, 0.901, z0],
        [x + 0.18, 0.901, z0],
        [x + 0.18, 0.901, z1],
        [x - 0.18, 0.901, z1],
      ],
      "#fff0cc",
      { op: o.glowOp ?? 0.35 },
    );
  }
}

/** Equal fronts filling a run of length `len`, each about `w` wide. */
export const evenFronts = (len, w, extra = {}) => {
  const n = Math.max(1, Math.round(len / w));
  return Array.from({ length: n }, () => ({ w: len / n, ...extra }));
};

/** A tall larder front `w` wide: a pair of doors, a short cupboard (`top`) over tall doors with long handles (`tall`). */
export const larder = (w, top, tall) => ({
  w,
  doors: 2,
  rows: [
    { f: top, door: true },
    { f: tall, handle: "long" },
  ],
});
