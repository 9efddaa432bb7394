/** The kids' bedroom with the mountain mural, bunk bed and teepee, and its toys. */
import { cabinet } from "../cabinets.mjs";
import { roundRug } from "../furnishings.mjs";
import { vase } from "../objects.mjs";
import { C } from "../palette.mjs";
import { room, sideWindow } from "../room.mjs";
import { finish, newScene } from "../scene.mjs";
import { f1, shade } from "../util.mjs";

function bunkBed(sc, x0, x1, zw, o = {}) {
  const fr = o.frame ?? C.white;
  const zf = zw - 1.0;
  const t = 0.06;
  sc.shadow(x0, x1, zf, zw, { op: 0.3, blur: 0.06 });
  for (const x of [x0, x1 - t]) sc.box(x, x + t, 0, 1.95, zw - t, zw, fr);
  const level = (y, duvet, pillow) => {
    sc.box(x0 + t, x1 - t, y, y + 0.16, zf, zw - t, fr);
    sc.box(x0 + t + 0.02, x1 - t - 0.02, y + 0.16, y + 0.32, zf + 0.02, zw - t - 0.02, "#f7f4ee", { soft: 0.03 });
    sc.box(x0 + t + 0.05, x0 + t + 0.55, y + 0.3, y + 0.47, zw - 0.75, zw - 0.12, pillow, { soft: 0.05 });
    sc.box(x0 + 0.65, x1 - t - 0.01, y + 0.12, y + 0.36, zf - 0.02, zw - t - 0.01, duvet, { soft: 0.03 });
  };
  level(0.12, o.lower ?? C.clay, "#f4ede2");
  level(1.3, o.upper ?? "#7fa6b0", "#f4ede2");
  // Guard rail with slats on the top bunk.
  sc.box(x0 + t, x1 - 0.6, 1.86, 1.92, zf - 0.02, zf + 0.04, fr);
  for (let x = x0 + 0.25; x < x1 - 0.65; x += 0.22) sc.box(x, x + 0.035, 1.46, 1.86, zf - 0.015, zf + 0.03, fr);
  for (const x of [x0, x1 - t]) sc.box(x, x + t, 0, 1.95, zf - 0.02, zf + t - 0.02, fr);
  // Ladder.
  const la = x1 - 0.58;
  const lb = x1 - 0.14;
  for (const x of [la, lb]) sc.box(x, x + 0.05, 0, 1.95, zf - 0.1, zf - 0.05, o.ladder ?? C.oak);
  for (let y = 0.35; y < 1.9; y += 0.3) sc.box(la + 0.05, lb, y, y + 0.04, zf - 0.095, zf - 0.055, o.ladder ?? C.oak);
}

function teepee(sc, x, z, o = {}) {
  const k = sc.k(z);
  const ap = sc.P(x, 1.75, z);
  const fl = sc.P(x - 0.62, 0, z - 0.35);
  const fr = sc.P(x + 0.62, 0, z - 0.35);
  const bl = sc.P(x - 0.55, 0, z + 0.4);
  const br = sc.P(x + 0.62, 0, z + 0.4);
  const c = o.c ?? "#efe6d6";
  sc.ell((fl[0] + fr[0]) / 2, fl[1], 0.8 * k, 0.12 * k, "#2b1d12", { op: 0.2, blur: 0.05 * k });
  sc.poly([ap, fr, br], shade(c, -0.12));
  sc.poly([ap, bl, fl], shade(c, -0.05));
  sc.poly([ap, fl, fr], sc.lin([shade(c, 0.05), shade(c, -0.05)]));
  // Stripes and a door flap.
  const lerp = (p, q, t) => [p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t];
  for (const t of [0.62, 0.7])
    sc.poly([lerp(ap, fl, t), lerp(ap, fr, t), lerp(ap, fr, t + 0.04), lerp(ap, fl, t + 0.04)], o.stripe ?? C.mustard);
  const m = [(fl[0] + fr[0]) / 2, fl[1]];
  sc.poly([lerp(ap, m, 0.42), [m[0] - 0.24 * k, m[1]], [m[0] + 0.24 * k, m[1]]], shade(c, -0.4));
  sc.poly([lerp(ap, m, 0.42), [m[0] + 0.24 * k, m[1]], [m[0] + 0.36 * k, m[1] - 0.02 * k]], shade(c, 0.1));
  for (const dx of [-0.1, 0.08, 0.16]) {
    const tip = [ap[0] + dx * k, ap[1] - 0.18 * k];
    sc.line(ap[0], ap[1], tip[0], tip[1], C.walnut, Math.max(1, 0.018 * k));
  }
}

function toyBlocks(sc, x, z) {
  const cols = [C.mustard, "#7fa6b0", C.clay, C.sage];
  const s = 0.12;
  sc.box(x, x + s, 0, s, z, z + s, cols[0]);
  sc.box(x + s + 0.02, x + 2 * s + 0.02, 0, s, z, z + s, cols[1]);
  sc.box(x + 0.06, x + 0.06 + s, s, 2 * s, z + 0.01, z + s + 0.01, cols[2]);
}

export function ball(sc, x, z, r, c1, c2) {
  const k = sc.k(z);
  const [px, py] = sc.P(x, r, z);
  sc.ell(px, sc.P(x, 0, z)[1], r * k * 1.1, r * k * 0.2, "#2b1d12", { op: 0.25, blur: r * k * 0.15 });
  sc.ell(px, py, r * k, r * k, c1);
  sc.path(
    `M${f1(px - r * k)},${f1(py)}Q${f1(px)},${f1(py - r * k * 0.5)} ${f1(px + r * k)},${f1(py)}Q${f1(px)},${f1(py + r * k * 0.5)} ${f1(px - r * k)},${f1(py)}Z`,
    c2,
  );
  sc.ell(
    px,
    py,
    r * k,
    r * k,
    sc.rad(
      [
        [0, "#ffffff", 0.35],
        [0.5, "#ffffff", 0],
        [1, "#000000", 0.18],
      ],
      { cx: 0.35, cy: 0.3, r: 0.75 },
    ),
  );
}

export function teddy(sc, x, y, z, s = 1) {
  const k = sc.k(z) * s;
  const [px, py] = sc.P(x, y, z);
  const c = "#b98a5e";
  sc.ell(px, py - 0.1 * k, 0.11 * k, 0.1 * k, c);
  sc.ell(px - 0.08 * k, py - 0.02 * k, 0.045 * k, 0.035 * k, shade(c, -0.1));
  sc.ell(px + 0.08 * k, py - 0.02 * k, 0.045 * k, 0.035 * k, shade(c, -0.1));
  sc.ell(px - 0.075 * k, py - 0.3 * k, 0.035 * k, 0.035 * k, c);
  sc.ell(px + 0.075 * k, py - 0.3 * k, 0.035 * k, 0.035 * k, c);
  sc.ell(px, py - 0.24 * k, 0.085 * k, 0.08 * k, shade(c, 0.05));
  sc.ell(px, py - 0.21 * k, 0.035 * k, 0.026 * k, "#e9d2b5");
  sc.ell(px - 0.03 * k, py - 0.26 * k, 0.008 * k, 0.008 * k, C.ink);
  sc.ell(px + 0.03 * k, py - 0.26 * k, 0.008 * k, 0.008 * k, C.ink);
  sc.ell(px, py - 0.22 * k, 0.01 * k, 0.007 * k, C.ink);
}

/**
 * Painted mountain ridges on a wall, from screen x a to b and down to `base`:
 * each layer is `[points, colour]`, a point `[u, v]` lying u of the way
 * across and v metres (k pixels a metre) above `ref`.
 */
export function ridges(sc, a, b, base, ref, k, layers) {
  const w = b - a;
  for (const [pts, col] of layers) {
    sc.path(
      `M${f1(a)},${f1(base)}L` + pts.map(([u, v]) => `${f1(a + u * w)},${f1(ref - v * k)}`).join("L") + `L${f1(b)},${f1(base)}Z`,
      col,
    );
  }
}

/** Mountain mural, bunk bed with a ladder, cubby bins and a teepee. */
export function kidsMural(key, W, H, view) {
  const sc = newScene(key, W, H, { f: W * 0.6, cy: H * 0.47, eye: 1.3, camX: 0.2 }, view);
  const R = room(sc, { xL: -2.8, xR: 2.8, h: 2.9, zB: 5.2, wall: "#e3ecea", floor: "#d9bd97", plank: 0.18, skirt: "#f4f1ea" });
  // Soft mountain mural and clouds.
  const z = R.zB - 0.002;
  const k = sc.k(z);
  const [mx0, my] = sc.P(R.xL, 1.0, z);
  const [mx1] = sc.P(R.xR, 1.0, z);
  const [, floorY] = sc.P(0, 0, z);
  ridges(sc, mx0, mx1, floorY, my, k, [
    [
      [
        [0, 0.6],
        [0.18, 1.2],
        [0.32, 0.7],
        [0.5, 1.45],
        [0.68, 0.8],
        [0.85, 1.25],
        [1, 0.7],
      ],
      "#c6d8d2",
    ],
    [
      [
        [0, 0.2],
        [0.25, 0.75],
        [0.45, 0.3],
        [0.62, 0.9],
        [0.8, 0.35],
        [1, 0.6],
      ],
      "#a9c4bb",
    ],
  ]);
  for (const [cx, cy, s] of [
    [-1.6, 2.45, 1],
    [1.2, 2.3, 0.8],
    [0.1, 2.6, 0.6],
  ]) {
    const [px, py] = sc.P(cx, cy, z);
    for (const [dx, dy, r] of [
      [0, 0, 0.16],
      [0.18, 0.03, 0.12],
      [-0.17, 0.04, 0.11],
      [0.06, -0.08, 0.12],
    ])
      sc.ell(px + dx * k * s, py + dy * k * s, r * k * s, r * k * s * 0.85, "#fbfaf6");
  }
  // Sun.
  {
    const [px, py] = sc.P(1.9, 2.35, z);
    sc.ell(px, py, 0.2 * k, 0.2 * k, "#f2c46b");
  }
  // Bunting garland across the wall.
  {
    const a = sc.P(-0.4, 2.55, z);
    const b = sc.P(2.6, 2.45, z);
    const n = 11;
    sc.path(`M${f1(a[0])},${f1(a[1])}Q${f1((a[0] + b[0]) / 2)},${f1(a[1] + 0.3 * k)} ${f1(b[0])},${f1(b[1])}`, "none", {
      stroke: "#8a7a6a",
      sw: 1,
    });
    const cols = [C.mustard, C.clay, "#7fa6b0", C.sage];
    for (let i = 0; i < n; i++) {
      const t = (i + 0.5) / n;
      const x = (1 - t) * (1 - t) * a[0] + 2 * t * (1 - t) * ((a[0] + b[0]) / 2) + t * t * b[0];
      const y = (1 - t) * (1 - t) * a[1] + 2 * t * (1 - t) * (a[1] + 0.3 * k) + t * t * b[1];
      sc.poly(
        [
          [x - 0.06 * k, y - 0.005 * k],
          [x + 0.06 * k, y - 0.005 * k],
          [x, y + 0.13 * k],
        ],
        cols[i % 4],
      );
    }
  }
  sideWindow(sc, "L", 2.4, 3.9, 0.8, 2.3, { panes: 2, lightOp: 0.3 });
  // Cubby shelf with bins on the right wall.
  cabinet(
    sc,
    [1.4, 2.5, 0, 0.9, z - 0.38, z],
    C.white,
    [
      { w: 0.55, rows: [1, 1] },
      { w: 0.55, rows: [1, 1] },
    ],
    {
      fy: [0.04, 0.88],
      fronts: {
        handle: "none",
        gapC: "#e7e2da",
        flat: true,
      },
    },
  );
  const bins = [C.mustard, "#7fa6b0", C.clay, C.sage];
  [
    [1.45, 0.08],
    [1.99, 0.08],
    [1.45, 0.49],
    [1.99, 0.49],
  ].forEach(([bx, by], i) => sc.box(bx + 0.03, bx + 0.48, by, by + 0.26, z - 0.36, z - 0.05, bins[i], { soft: 0.01 }));
  teddy(sc, 1.7, 0.9, z - 0.2, 1.1);
  vase(sc, 2.25, 0.9, z - 0.2, { kind: "round", c: "#f1c977", s: 0.8 });
  bunkBed(sc, -2.4, -0.1, R.zB, { frame: "#f6f2ea", lower: C.clay, upper: "#7fa6b0", ladder: C.oak });
  roundRug(sc, 0.9, 3.5, 1.05, { c: "#cfe0d6", ring: "#f6f2ea" });
  teepee(sc, 1.9, 3.6, { c: "#f0e7d6", stripe: C.clay });
  toyBlocks(sc, 0.2, 3.05);
  ball(sc, 0.95, 3.0, 0.12, C.mustard, C.white);
  teddy(sc, -0.55, 0, 3.25, 1.3);
  return finish(sc);
}
