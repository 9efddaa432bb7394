/** TV units. */
import { cabinet, slatWall } from "../cabinets.mjs";
import { plant, rug } from "../furnishings.mjs";
import { marbleZ } from "../kitchen-parts.mjs";
import { coveTray } from "../lights.mjs";
import { books, vase } from "../objects.mjs";
import { C } from "../palette.mjs";
import { room } from "../room.mjs";
import { finish, newScene } from "../scene.mjs";
import { rectTable, tv } from "../tables-beds.mjs";
import { shade } from "../util.mjs";

export function tvUnit(key, W, H, view) {
  const sc = newScene(key, W, H, { f: W * 0.6, cy: H * 0.46, eye: 1.3 }, view);
  const R = room(sc, { xL: -2.8, xR: 2.8, h: 2.9, zB: 5.0, wall: "#ede6dc", floor: "#a8825e", floorStyle: "wide" });
  const zB = R.zB;
  const ivory = "#f1ebe1";
  coveTray(sc, { inset: 0.5, zNear: 2.0, depth: 0.15, glowOp: 0.6 });
  // Stone TV panel with a backlit edge.
  const [px0, py0] = sc.P(-1.35, 2.35, zB - 0.05);
  const [px1, py1] = sc.P(1.35, 0.6, zB - 0.05);
  sc.rect(px0, py0, px1 - px0, py1 - py0, "#ffd9a0", { op: 0.6, blur: 14 });
  marbleZ(sc, -1.35, 1.35, 0.6, 2.35, zB - 0.05, "#d9d0c2", { veins: 5, vein: "#b9ad9c" });
  tv(sc, -0.95, 0.95, 1.05, 2.1, zB - 0.06);
  // Bridge cabinet.
  cabinet(sc, [-1.4, 1.4, 2.45, 2.85, zB - 0.4, zB], ivory, [{ w: 0.7 }, { w: 0.7 }, { w: 0.7 }, { w: 0.7 }], {
    fy: [2.46, 2.84],
    fronts: {
      handle: "gola",
    },
  });
  // Left: open shelves in walnut with backlit niches.
  sc.box(-2.5, -1.5, 0, 2.85, zB - 0.4, zB, C.walnut);
  const nz = zB - 0.401;
  for (const [y0, y1] of [
    [0.7, 1.2],
    [1.3, 1.9],
    [2.0, 2.7],
  ]) {
    sc.qz(nz, -2.42, -1.58, y0, y1, shade(C.walnut, -0.35));
    sc.qz(
      nz,
      -2.42,
      -1.58,
      y0,
      y1,
      sc.lin([
        [0, "#ffe0a8", 0.55],
        [1, "#ffe0a8", 0.05],
      ]),
    );
  }
  books(sc, -2.38, -1.95, 0.7, nz + 0.1, 0.32, { pal: [C.cream, C.sand, C.terracotta, C.deepTeal] });
  vase(sc, -1.78, 0.7, nz + 0.15, { kind: "round", c: C.cream, s: 0.8 });
  vase(sc, -2.0, 1.3, nz + 0.15, { kind: "tall", c: C.terracotta, s: 0.9 });
  books(sc, -2.38, -1.62, 2.0, nz + 0.1, 0.28, { pal: [C.sand, C.sage, C.cream], gaps: false });
  // Right: closed fluted tall cabinet.
  sc.box(1.5, 2.5, 0, 2.85, zB - 0.4, zB, C.walnut);
  slatWall(sc, 1.5, 2.5, 0.1, 2.85, zB - 0.401, C.walnut, { pitch: 0.045 });
  sc.line3([2.0, 0.1, zB - 0.402], [2.0, 2.85, zB - 0.402], "#2b1d12", 1.5);
  sc.rect(
    ...(() => {
      const [a, b] = sc.P(1.94, 1.5, zB - 0.405);
      const k = sc.k(zB);
      return [a, b, 0.018 * k, 0.4 * k];
    })(),
    C.brass,
  );
  // Long floating console.
  sc.wallShadow(-1.45, 1.45, 0.2, 0.5, zB - 0.06, { op: 0.3, blur: 0.05, dy: 0.06 });
  cabinet(sc, [-1.45, 1.45, 0.22, 0.52, zB - 0.48, zB - 0.05], ivory, [{ w: 0.725 }, { w: 0.725 }, { w: 0.725 }, { w: 0.725 }], {
    fy: [0.23, 0.51],
    fronts: {
      handle: "gola",
    },
  });
  const [gx, gy] = sc.P(0, 0.02, zB - 0.3);
  sc.ell(gx, gy, 1.5 * sc.k(zB), 0.05 * sc.k(zB), "#ffdca0", { op: 0.55, blur: 8 });
  vase(sc, -1.1, 0.52, zB - 0.27, { kind: "round", c: C.deepTeal, s: 0.8 });
  vase(sc, 1.1, 0.52, zB - 0.27, { kind: "tall", c: C.cream, s: 0.8, stems: 3, stemH: 0.3 });
  plant(sc, 2.35, 4.1, { kind: "leafy", h: 1.1, potR: 0.2, pot: C.charcoal, potShape: "round" });
  rug(sc, -1.8, 1.8, 2.7, 4.4, { c: "#ddd2c0", border: false, stripes: 3, stripeC: "#cfc1aa" });
  rectTable(sc, -0.8, 0.8, 3.0, 3.6, 0.36, { c: C.walnut, block: true, topC: "#e9e2d6" });
  vase(sc, -0.3, 0.36, 3.3, { kind: "bowl", c: C.sand, s: 1.0 });
  books(sc, 0.2, 0.5, 0.36, 3.25, 0.04, { pal: [C.deepTeal, C.cream], gaps: false });
  sc.cyl(-1.75, 0, 0.4, 3.1, 0.25, C.deepTeal);
  return finish(sc);
}
