/** Kitchen surfaces and fittings: tiles, stone, hob, sink, hood and counter props. */
import { plant } from "./furnishings.mjs";
import { sheen } from "./glass.mjs";
import { vase } from "./objects.mjs";
import { C } from "./palette.mjs";
import { f1, polyD, shade } from "./util.mjs";

export function subway(sc, x0, x1, y0, y1, z, c, o = {}) {
  const k = sc.k(z);
  const bw = (o.bw ?? 0.2) * k;
  const bh = (o.bh ?? 0.075) * k;
  const grout = o.grout ?? shade(c, -0.16);
  const [ax, ay] = sc.P(x0, y1, z);
  const g = 0.7;
  const tile = (x, y) => `<rect x="${f1(x + g)}" y="${f1(y + g)}" width="${f1(bw - 2 * g)}" height="${f1(bh - 2 * g)}" fill="${c}"/>`;
  const body = o.vertical
    ? `<rect width="${f1(bh)}" height="${f1(bw)}" fill="${grout}"/><rect x="${g}" y="${g}" width="${f1(bh - 2 * g)}" height="${f1(bw - 2 * g)}" fill="${c}"/>`
    : `<rect width="${f1(bw)}" height="${f1(2 * bh)}" fill="${grout}"/>${tile(0, 0)}${tile(-bw / 2, bh)}${tile(bw / 2, bh)}`;
  const fill = o.vertical
    ? sc.pattern(`subv${f1(bw)}${c}${f1(ax)}${f1(ay)}`, bh, bw, body, ` x="${f1(ax)}" y="${f1(ay)}"`)
    : sc.pattern(`sub${f1(bw)}${c}${f1(ax)}${f1(ay)}`, bw, 2 * bh, body, ` x="${f1(ax)}" y="${f1(ay)}"`);
  sc.qz(z, x0, x1, y0, y1, fill);
  sc.qz(
    z,
    x0,
    x1,
    y0,
    y1,
    sc.lin([
      [0, "#ffffff", 0.12],
      [1, "#ffffff", 0],
    ]),
  );
}

export function marbleZ(sc, x0, x1, y0, y1, z, c, o = {}) {
  const [a, b] = sc.P(x0, y1, z);
  const [cc, d] = sc.P(x1, y0, z);
  sc.rect(a, b, cc - a, d - b, sc.lin([shade(c, 0.05), c, shade(c, 0.03)], [0, 0, 1, 1]));
  const clip = sc.clip(
    polyD([
      [a, b],
      [cc, b],
      [cc, d],
      [a, d],
    ]),
  );
  const vein = o.vein ?? shade(c, -0.22);
  sc.group(`clip-path="${clip}"`, () => {
    const n = o.veins ?? Math.max(3, Math.round((cc - a) / 120));
    for (let i = 0; i < n; i++) {
      const sx = a + (cc - a) * sc.r(-0.1, 1);
      const pts = [];
      let x = sx;
      let y = b - 10;
      while (y < d + 20) {
        pts.push(`${f1(x)},${f1(y)}`);
        x += sc.r(-0.2, 0.45) * (d - b) * 0.2;
        y += (d - b) * sc.r(0.12, 0.25);
      }
      sc.path("M" + pts.join("L"), "none", { stroke: vein, sw: sc.r(0.6, 1.6), op: sc.r(0.25, 0.5), join: "round" });
    }
    if (o.joints) {
      for (let x = x0 + o.joints; x < x1 - 0.01; x += o.joints)
        sc.line3([x, y0, z], [x, y1, z], o.jointC ?? C.brass, Math.max(1, 0.006 * sc.k(z)));
    }
  });
}

// Tiles on a side wall: a simple grid that follows the perspective.
export function tileSide(sc, x, z0, z1, y0, y1, c, o = {}) {
  sc.qx(x, y0, y1, z0, z1, c);
  const gc = o.grout ?? shade(c, -0.18);
  const d = [];
  const seg = (p, q) => {
    const A = sc.P(...p);
    const B = sc.P(...q);
    d.push(`M${f1(A[0])},${f1(A[1])}L${f1(B[0])},${f1(B[1])}`);
  };
  for (let y = y0 + (o.th ?? 0.075); y < y1 - 0.01; y += o.th ?? 0.075) seg([x, y, z0], [x, y, z1]);
  for (let z = z0 + (o.tw ?? 0.2); z < z1 - 0.01; z += o.tw ?? 0.2) seg([x, y0, z], [x, y1, z]);
  sc.add(`<path d="${d.join("")}" stroke="${gc}" stroke-width="1" fill="none" stroke-opacity="0.8"/>`);
}

export function hob(sc, x, y, z, o = {}) {
  const w = o.w ?? (o.swap ? 0.5 : 0.74);
  const dp = o.d ?? (o.swap ? 0.74 : 0.5);
  const k = sc.k(z);
  sc.qy(y + 0.002, x - w / 2, x + w / 2, z - dp / 2, z + dp / 2, "#191716");
  sc.qy(
    y + 0.003,
    x - w / 2,
    x + w / 2,
    z - dp / 2,
    z + dp / 2,
    sheen(
      sc,
      [
        [0, 0.02],
        [0.5, 0.12],
        [1, 0.02],
      ],
      [0, 0, 1, 0],
    ),
  );
  for (const [dx, dz, r] of [
    [-0.2, 0.1, 0.075],
    [0.2, 0.1, 0.075],
    [-0.2, -0.12, 0.06],
    [0.2, -0.12, 0.09],
  ].map(([a, b, r]) => (o.swap ? [b, a, r] : [a, b, r]))) {
    sc.disc(x + dx, y + 0.004, z + dz, r * 1.35, "none", { stroke: "#3c3835", sw: Math.max(1, 0.008 * k) });
    sc.disc(x + dx, y + 0.006, z + dz, r * 0.75, "#2e2a27");
    sc.disc(x + dx, y + 0.012, z + dz, r * 0.45, o.cap ?? C.brass);
  }
}

export function sink(sc, x, y, z, o = {}) {
  const w = o.w ?? 0.7;
  const dp = o.d ?? 0.42;
  sc.qy(y + 0.002, x - w / 2, x + w / 2, z - dp / 2, z + dp / 2, o.c ?? "#a9a59e");
  sc.qy(y + 0.003, x - w / 2 + 0.03, x + w / 2 - 0.03, z - dp / 2 + 0.03, z + dp / 2 - 0.03, o.inner ?? "#6f6b66");
  faucet(sc, x, y, z + dp / 2 + 0.05, o);
}

function faucet(sc, x, y, z, o = {}) {
  const k = sc.k(z);
  const col = o.tap ?? C.brass;
  const [bx, by] = sc.P(x, y, z);
  const top = by - 0.34 * k;
  const reach = 0.2 * k;
  sc.path(
    `M${f1(bx)},${f1(by)}L${f1(bx)},${f1(top + 0.08 * k)}Q${f1(bx)},${f1(top)} ${f1(bx + 0.06 * k)},${f1(top)}Q${f1(bx + reach * 0.9)},${f1(top)} ${f1(bx + reach * 0.8)},${f1(top + 0.1 * k)}`,
    "none",
    {
      stroke: col,
      sw: Math.max(1.5, 0.022 * k),
      cap: "round",
    },
  );
  sc.ell(bx, by, 0.035 * k, 0.01 * k, shade(col, -0.3));
}

export function hood(sc, x, zw, h, o = {}) {
  const col = o.c ?? "#2b2826";
  const w = o.w ?? 0.9;
  sc.box(x - 0.16, x + 0.16, 1.75, h, zw - 0.3, zw, o.duct ?? col);
  sc.box(x - w / 2, x + w / 2, 1.62, 1.76, zw - 0.5, zw, col, { faces: o.glass ? { b: "#1a1817" } : undefined });
  const [px, py] = sc.P(x, 1.62, zw - 0.25);
  sc.glow(px, py + 0.03 * sc.k(zw), 0.35 * sc.k(zw), "#fff0cc", 0.45);
}

export function counterItems(sc, x, y, z, o = {}) {
  // Cutting board, jars and a small herb pot: reads instantly as a kitchen.
  const k = sc.k(z);
  const [bx, by] = sc.P(x, y, z);
  sc.rect(bx - 0.16 * k, by - 0.4 * k, 0.3 * k, 0.4 * k, sc.lin([shade(C.oak, 0.1), C.oak]), { rx: 0.05 * k });
  sc.ell(bx - 0.01 * k, by - 0.33 * k, 0.02 * k, 0.02 * k, shade(C.oak, -0.3));
  vase(sc, x + 0.25, y, z - 0.05, { kind: "jar", c: "#e9e2d6", s: 1 });
  vase(sc, x + 0.42, y, z - 0.05, { kind: "jar", c: "#e9e2d6", s: 0.8 });
  if (o.herbs !== false)
    plant(sc, x + 0.65, z - 0.1, { y, kind: "leafy", h: 0.22, potR: 0.06, potH: 0.1, pot: o.pot ?? C.terracotta, n: 7, leaf: 0.7 });
}
