/** Tables, beds, benches and televisions. */
import { shutters } from "./cabinets.mjs";
import { screen } from "./glass.mjs";
import { C } from "./palette.mjs";
import { shade } from "./util.mjs";

export function roundTable(sc, x, z, r, h, o = {}) {
  const k = sc.k(z);
  const top = o.top ?? C.walnut;
  sc.disc(x, 0.001, z, r * 0.95, "#2b1d12", { op: 0.3, blur: 0.05 * k });
  if (o.pedestal !== false) {
    sc.cyl(x, 0, 0.05, z, r * 0.55, o.base ?? shade(top, -0.1));
    sc.cyl(x, 0.05, h - 0.04, z, r * (o.stem ?? 0.3), o.base ?? shade(top, -0.1));
  }
  sc.cyl(x, h - 0.045, h, z, r, top, { top: o.topC });
  if (o.lower) sc.cyl(x, 0.12, 0.16, z, r * 0.92, top);
}

export function rectTable(sc, x0, x1, z0, z1, h, o = {}) {
  const c = o.c ?? C.walnut;
  const legC = o.legC ?? shade(c, -0.1);
  const t = o.t ?? 0.045;
  sc.shadow(x0 + 0.05, x1 - 0.05, z0 + 0.05, z1 - 0.05, { op: o.shadowOp ?? 0.25, blur: 0.08, spread: 0.1 });
  if (o.block) {
    sc.box(x0 + 0.04, x1 - 0.04, 0, h - t, z0 + 0.04, z1 - 0.04, legC);
  } else {
    const li = o.legInset ?? 0.06;
    const lw = o.legW ?? 0.05;
    for (const [x, z] of [
      [x0 + li, z1 - li],
      [x1 - li, z1 - li],
      [x0 + li, z0 + li],
      [x1 - li, z0 + li],
    ])
      sc.box(x - lw / 2, x + lw / 2, 0, h - t, z - lw / 2, z + lw / 2, legC, { edge: false });
  }
  if (o.shelf) sc.box(x0 + 0.05, x1 - 0.05, 0.12, 0.15, z0 + 0.05, z1 - 0.05, c);
  sc.box(x0, x1, h - t, h, z0, z1, c, { faces: o.topC ? { t: o.topC } : undefined });
}

export function sideTable(sc, x0, x1, z0, z1, h, o = {}) {
  const c = o.c ?? C.walnut;
  sc.shadow(x0, x1, z0, z1, { op: 0.3, blur: 0.04 });
  sc.box(x0, x1, 0, h, z0, z1, c);
  const map = (u, v) => [x0 + u, v, z0 - 0.001];
  shutters(sc, map, h * 0.45, h - 0.03, [{ w: x1 - x0, rows: o.drawers ?? [1, 1] }], c, { hcol: o.hcol ?? C.brass, gap: 0.008 });
}

// Headboard against the wall at z = zw, bed centred on x.
export function bed(sc, o = {}) {
  const x = o.x ?? 0;
  const zw = o.zw;
  const w = o.w ?? 1.85;
  const L = o.L ?? 2.05;
  const hb = o.hbC ?? C.teal;
  const frame = o.frame ?? C.walnut;
  const sheet = o.sheet ?? C.white;
  const duvet = o.duvet ?? C.linen;
  const X = (v) => x + v;
  const zb = zw - 0.1;
  const zf = zb - L;
  sc.shadow(X(-w / 2), X(w / 2), zf, zb, { op: 0.35, spread: 0.08, blur: 0.08 });
  // Headboard
  const hbH = o.hbH ?? 1.15;
  const hw = o.hbW ?? w / 2 + 0.1;
  const head = sc.box(X(-hw), X(hw), 0, hbH, zw - 0.1, zw, hb, { soft: o.hbSoft ?? 0.02 });
  if (o.channels !== false && head.front) {
    const n = Math.round((2 * hw) / 0.16);
    for (let i = 1; i < n; i++) {
      const xx = X(-hw + (2 * hw * i) / n);
      sc.line3([xx, 0.45, zw - 0.101], [xx, hbH - 0.04, zw - 0.101], shade(hb, -0.25), Math.max(1, 0.008 * sc.k(zw)), { op: 0.7 });
    }
  }
  sc.box(X(-w / 2 + 0.06), X(w / 2 - 0.06), 0, 0.09, zf + 0.06, zb, C.ink, { edge: false });
  sc.box(X(-w / 2), X(w / 2), 0.09, 0.36, zf, zb, frame, { soft: 0.01 });
  sc.box(X(-w / 2 + 0.03), X(w / 2 - 0.03), 0.36, 0.58, zf + 0.03, zb, sheet, { soft: 0.04 });
  // Pillows: sleeping pair at the back, decorative cushions in front.
  const pw = (w - 0.16) / 2;
  for (const px of [-w / 2 + 0.06, 0.04])
    sc.box(X(px), X(px + pw - 0.04), 0.56, 0.82, zb - 0.42, zb - 0.06, o.pillow ?? sheet, { soft: 0.07 });
  (o.cushions ?? [C.terracotta, C.sand]).forEach((col, i, arr) => {
    const cwid = 0.42;
    const total = arr.length * cwid + (arr.length - 1) * 0.06;
    const cx0 = -total / 2 + i * (cwid + 0.06);
    sc.box(X(cx0), X(cx0 + cwid), 0.56, 0.9 - 0.06 * Math.abs(i - (arr.length - 1) / 2), zb - 0.56, zb - 0.44, col, { soft: 0.07 });
  });
  // Duvet with the sheet turned down over it.
  const dz = zb - 0.72;
  sc.box(X(-w / 2 - 0.03), X(w / 2 + 0.03), 0.3, 0.62, zf - 0.03, dz, duvet, { soft: 0.035 });
  sc.box(X(-w / 2 - 0.03), X(w / 2 + 0.03), 0.56, 0.635, dz - 0.02, dz + 0.2, sheet, { soft: 0.03 });
  if (o.throw) sc.box(X(-w / 2 - 0.05), X(w / 2 + 0.05), 0.3, 0.645, zf + 0.05, zf + 0.45, o.throw, { soft: 0.03 });
  return { zf, zb };
}

export function bench(sc, x0, x1, z0, z1, o = {}) {
  const c = o.c ?? C.sand;
  sc.shadow(x0, x1, z0, z1, { op: 0.3, blur: 0.05 });
  for (const x of [x0 + 0.05, x1 - 0.05]) sc.box(x - 0.02, x + 0.02, 0, 0.4, z0 + 0.04, z1 - 0.04, o.legC ?? C.brass, { edge: false });
  sc.box(x0, x1, 0.32, 0.46, z0, z1, c, { soft: 0.03 });
}

export function tv(sc, x0, x1, y0, y1, z) {
  sc.wallShadow(x0, x1, y0, y1, z, { op: 0.3, blur: 0.03 });
  const face = (i, fill) => sc.qz(z, x0 + i, x1 - i, y0 + i, y1 - i, fill);
  screen(
    sc,
    face,
    0.012,
    ["#2c3438", "#15191b"],
    [
      [0, 0.1],
      [0.4, 0.02],
      [0.42, 0.08],
      [0.6, 0],
      [1, 0],
    ],
  );
}

// TV on a side wall (plane x), facing into the room.
export function tvSide(sc, x, z0, z1, y0, y1) {
  const face = (i, fill) => sc.qx(x, y0 + i, y1 - i, z0 + i, z1 - i, fill);
  screen(
    sc,
    face,
    0.015,
    ["#303a3e", "#151a1c"],
    [
      [0, 0.1],
      [0.5, 0.02],
      [1, 0],
    ],
  );
}

/** The foot of a bed in the foreground, seen from where someone sits on it (x centre, foot edge at z0). */
export function bedFoot(sc, x, w, z0, z1, o = {}) {
  const duvet = o.duvet ?? C.linen;
  sc.box(x - w / 2, x + w / 2, 0.08, 0.34, z0, z1, o.frame ?? C.walnut, { soft: 0.01 });
  sc.box(x - w / 2 - 0.03, x + w / 2 + 0.03, 0.3, 0.6, z0 - 0.03, z1, duvet, { soft: 0.04 });
  if (o.throw) sc.box(x - w / 2 - 0.05, x + w / 2 + 0.05, 0.3, 0.615, z0 - 0.05, z0 + 0.3, o.throw, { soft: 0.03 });
}
