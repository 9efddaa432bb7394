/** Small things that make a room lived-in: vases, books, clothes, a laptop and a desk lamp. */
import { C } from "./palette.mjs";
import { f1, shade } from "./util.mjs";

// A lathe-style object (vase, bowl, bottle) in front of the camera.
export function vase(sc, x, y, z, o = {}) {
  const k = sc.k(z);
  const [bx, by] = sc.P(x, y, z);
  const s = o.s ?? 1;
  const profiles = {
    bottle: [
      [0.045, 0],
      [0.07, 0.04],
      [0.075, 0.12],
      [0.06, 0.19],
      [0.022, 0.25],
      [0.018, 0.31],
      [0.026, 0.32],
    ],
    round: [
      [0.05, 0],
      [0.095, 0.05],
      [0.11, 0.12],
      [0.09, 0.19],
      [0.05, 0.22],
      [0.045, 0.24],
      [0.05, 0.245],
    ],
    bowl: [
      [0.05, 0],
      [0.1, 0.025],
      [0.14, 0.065],
      [0.15, 0.08],
    ],
    tall: [
      [0.055, 0],
      [0.06, 0.1],
      [0.065, 0.3],
      [0.06, 0.38],
      [0.068, 0.39],
    ],
    jar: [
      [0.06, 0],
      [0.075, 0.03],
      [0.075, 0.16],
      [0.06, 0.18],
      [0.06, 0.2],
    ],
  };
  const prof = profiles[o.kind ?? "round"].map(([r, h]) => [r * s * k, h * s * k]);
  const right = prof.map(([r, h]) => `${f1(bx + r)},${f1(by - h)}`);
  const left = prof
    .slice()
    .reverse()
    .map(([r, h]) => `${f1(bx - r)},${f1(by - h)}`);
  const col = o.c ?? C.terracotta;
  sc.ell(bx, by, prof[0][0] * 1.3, Math.max(1, prof[0][0] * 0.25), "#2b1d12", { op: 0.25, blur: prof[0][0] * 0.15 });
  sc.path(`M${right.join("L")}L${left.join("L")}Z`, sc.lin([shade(col, 0.25), col, shade(col, -0.3)], [0, 0, 1, 0]), {
    stroke: sc.lin([shade(col, 0.25), col, shade(col, -0.3)], [0, 0, 1, 0]),
    sw: 0.8,
    join: "round",
  });
  const [tr, th] = prof[prof.length - 1];
  sc.ell(bx, by - th, tr, Math.max(0.8, tr * 0.22), shade(col, -0.45));
  if (o.stems) {
    for (let i = 0; i < o.stems; i++) {
      const a = (i / Math.max(1, o.stems - 1) - 0.5) * 1.1;
      const L = (o.stemH ?? 0.5) * k * sc.r(0.7, 1);
      const ex = bx + Math.sin(a) * L;
      const ey = by - th - Math.cos(a) * L;
      sc.path(`M${f1(bx)},${f1(by - th)}Q${f1(bx + Math.sin(a) * L * 0.2)},${f1(by - th - L * 0.6)} ${f1(ex)},${f1(ey)}`, "none", {
        stroke: o.stemC ?? C.olive,
        sw: Math.max(0.8, 0.006 * k),
      });
      for (let j = 1; j < 6; j++) {
        const t = j / 6;
        const lx = bx + (ex - bx) * t + Math.sin(a) * L * 0.1 * (1 - t);
        const ly = by - th + (ey - (by - th)) * t;
        sc.ell(lx, ly, 0.018 * k, 0.007 * k, o.leafC ?? C.sage, { tr: `rotate(${f1(j % 2 ? 35 : -35)} ${f1(lx)} ${f1(ly)})` });
      }
    }
  }
}

// A row of books standing on a shelf (front plane z).
export function books(sc, x0, x1, y, z, hMax, o = {}) {
  const pal = o.pal ?? [C.terracotta, C.sand, C.deepTeal, C.cream, C.sage, C.walnut, C.mustard, C.navy];
  let u = x0;
  while (u < x1 - 0.03) {
    const w = sc.r(0.022, 0.045);
    if (u + w > x1) break;
    if (sc.rnd() < 0.08 && u < x1 - 0.2 && o.gaps !== false) {
      u += 0.09;
      continue;
    }
    const hh = hMax * sc.r(0.7, 1);
    const col = sc.pick(pal);
    sc.qz(z, u, u + w, y, y + hh, col);
    sc.qz(z, u, u + w, y + hh * 0.78, y + hh * 0.82, shade(col, 0.25), { op: 0.7 });
    sc.qz(z, u + w - 0.003, u + w, y, y + hh, shade(col, -0.35), { op: 0.6 });
    u += w + 0.002;
  }
  if (o.lean && u < x1 - 0.06) {
    const [a, b] = sc.P(u + 0.005, y, z);
    const k = sc.k(z);
    sc.rect(a, b - hMax * 0.9 * k, 0.035 * k, hMax * 0.9 * k, sc.pick(pal), { tr: `rotate(18 ${f1(a)} ${f1(b)})` });
  }
}

// Hanging clothes seen through glass or an open door.
export function clothes(sc, map, a, b, bt, t, pal) {
  const rail = t - 0.08;
  sc.poly3([map(a, rail - 0.01), map(b, rail - 0.01), map(b, rail + 0.01), map(a, rail + 0.01)], C.brass);
  let u = a + 0.03;
  let i = 0;
  while (u < b - 0.06) {
    const w = 0.04 + ((i * 7) % 5) * 0.007;
    const len = 0.6 + ((i * 5) % 4) * 0.15;
    const col = pal[i % pal.length];
    // Hanger hook, then the garment hanging edge-on with a soft hem.
    const hk = [map(u + w / 2, rail + 0.04), map(u + w / 2, rail - 0.03)].map((p) => sc.P(...p));
    sc.line(hk[0][0], hk[0][1], hk[1][0], hk[1][1], "#8c7b66", 1);
    const pts = [
      map(u, rail - len),
      map(u + w, rail - len + 0.02),
      map(u + w + 0.006, rail - 0.06),
      map(u + w / 2, rail - 0.03),
      map(u - 0.006, rail - 0.06),
    ];
    sc.poly3(pts, sc.lin([shade(col, 0.08), shade(col, -0.1)], [0, 0, 1, 0]), { stroke: shade(col, -0.2), sw: 0.6, join: "round" });
    u += w + 0.014;
    i++;
  }
}

export function folded(sc, x0, x1, y, z, pal) {
  let yy = y;
  pal.forEach((c, i) => {
    sc.box(x0 + (i % 2) * 0.01, x1 - (i % 2) * 0.01, yy, yy + 0.06, z - 0.3, z, c, { soft: 0.012 });
    yy += 0.06;
  });
}

export function laptop(sc, x, y, z) {
  const k = sc.k(z);
  sc.qy(y + 0.005, x - 0.17, x + 0.17, z - 0.12, z + 0.1, "#c9c6c0");
  sc.qy(y + 0.006, x - 0.15, x + 0.15, z - 0.08, z + 0.08, "#9d9993");
  const [a, b] = sc.P(x - 0.17, y + 0.24, z + 0.11);
  const [c, d] = sc.P(x + 0.17, y + 0.005, z + 0.11);
  sc.rect(a, b, c - a, d - b, "#2a2928", { rx: 0.008 * k });
  const m = 0.012 * k;
  sc.rect(a + m, b + m, c - a - 2 * m, d - b - 2.5 * m, sc.lin(["#d9e6e6", "#a7c1c4"], [0, 0, 1, 1]));
  // Abstract design on screen: a floor plan sketch.
  sc.rect(a + 3 * m, b + 3 * m, (c - a) * 0.45, (d - b) * 0.55, "none", { stroke: C.deepTeal, sw: 1 });
  sc.rect(a + (c - a) * 0.58, b + 3 * m, (c - a) * 0.3, (d - b) * 0.2, C.terracotta, { op: 0.7 });
  sc.rect(a + (c - a) * 0.58, b + (d - b) * 0.45, (c - a) * 0.3, (d - b) * 0.2, C.sage, { op: 0.8 });
}

export function deskLamp(sc, x, y, z, o = {}) {
  const k = sc.k(z);
  const col = o.c ?? C.deepTeal;
  const [bx, by] = sc.P(x, y, z);
  const j = [bx + 0.12 * k, by - 0.32 * k];
  const h = [bx + 0.3 * k, by - 0.42 * k];
  sc.glow(h[0] + 0.05 * k, by - 0.05 * k, 0.35 * k, "#ffe8bd", 0.45);
  sc.ell(bx, by, 0.08 * k, 0.02 * k, col);
  sc.path(`M${f1(bx)},${f1(by)}L${f1(j[0])},${f1(j[1])}L${f1(h[0])},${f1(h[1])}`, "none", { stroke: col, sw: 0.014 * k, join: "round" });
  sc.path(
    `M${f1(h[0] - 0.02 * k)},${f1(h[1] - 0.03 * k)}L${f1(h[0] + 0.04 * k)},${f1(h[1] - 0.05 * k)}L${f1(h[0] + 0.14 * k)},${f1(h[1] + 0.09 * k)}L${f1(h[0] + 0.02 * k)},${f1(h[1] + 0.13 * k)}Z`,
    col,
  );
  sc.ell(h[0] + 0.08 * k, h[1] + 0.11 * k, 0.06 * k, 0.018 * k, "#fff4d8", {
    tr: `rotate(-18 ${f1(h[0] + 0.08 * k)} ${f1(h[1] + 0.11 * k)})`,
  });
}
