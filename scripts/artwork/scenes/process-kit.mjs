/** Flat spot-illustration pieces for the process steps. */
import { C } from "../palette.mjs";
import { Scene, finish } from "../scene.mjs";
import { f1, hashKey, shade } from "../util.mjs";

// Smooth closed blob through points around a circle (Catmull-Rom -> Bezier).
function blob(sc, cx, cy, rx, ry, n = 7, wobble = 0.12) {
  const pts = [];
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const r = 1 + sc.r(-wobble, wobble);
    pts.push([cx + Math.cos(a) * rx * r, cy + Math.sin(a) * ry * r]);
  }
  let d = `M${f1(pts[0][0])},${f1(pts[0][1])}`;
  for (let i = 0; i < n; i++) {
    const p0 = pts[(i - 1 + n) % n];
    const p1 = pts[i];
    const p2 = pts[(i + 1) % n];
    const p3 = pts[(i + 2) % n];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${f1(c1[0])},${f1(c1[1])} ${f1(c2[0])},${f1(c2[1])} ${f1(p2[0])},${f1(p2[1])}`;
  }
  return d + "Z";
}

export function sparkle(sc, x, y, r, c = C.brass) {
  sc.path(
    `M${f1(x)},${f1(y - r)}Q${f1(x)},${f1(y)} ${f1(x + r)},${f1(y)}Q${f1(x)},${f1(y)} ${f1(x)},${f1(y + r)}Q${f1(x)},${f1(y)} ${f1(x - r)},${f1(y)}Q${f1(x)},${f1(y)} ${f1(x)},${f1(y - r)}Z`,
    c,
  );
}

export function sprig(sc, x, y, len, ang, c = C.sage) {
  const rad = (ang * Math.PI) / 180;
  const ex = x + Math.sin(rad) * len;
  const ey = y - Math.cos(rad) * len;
  sc.path(`M${f1(x)},${f1(y)}Q${f1(x + Math.sin(rad) * len * 0.3 + 8)},${f1(y - len * 0.5)} ${f1(ex)},${f1(ey)}`, "none", {
    stroke: shade(c, -0.25),
    sw: 2,
  });
  for (let i = 1; i <= 5; i++) {
    const t = i / 6;
    const px = x + (ex - x) * t;
    const py = y + (ey - y) * t;
    for (const sgn of [-1, 1]) sc.ell(px + sgn * 9, py, 10, 4.5, c, { tr: `rotate(${f1(ang + sgn * -40)} ${f1(px + sgn * 9)} ${f1(py)})` });
  }
}

export function flatBase(key, W, H, o = {}) {
  const sc = new Scene(W, H, hashKey(key));
  sc.rect(0, 0, W, H, o.bg ?? "#f6f1e8");
  sc.path(blob(sc, W * 0.5, H * 0.5, W * 0.36, H * 0.4, 7, 0.1), o.blob ?? "#eedfca");
  sc.path(blob(sc, W * (o.bx ?? 0.78), H * (o.by ?? 0.24), W * 0.1, W * 0.09, 6, 0.15), o.blob2 ?? "#dfe5d6");
  for (let i = 0; i < 4; i++) for (let j = 0; j < 4; j++) sc.ell(W * 0.08 + i * 14, H * 0.12 + j * 14, 2.2, 2.2, C.brass, { op: 0.55 });
  sc.ell(W / 2, H * 0.88, W * 0.34, H * 0.035, "#d9c6aa", { op: 0.55 });
  return sc;
}

/** Finishes a flat picture: the sparkles `[x, y, r, colour?]` scattered over it, then no vignette or warm grade. */
export function flatDone(sc, sparkles = []) {
  for (const [x, y, r, c] of sparkles) sparkle(sc, x, y, r, c);
  return finish(sc, { vignette: 0, warm: false });
}

// Seated person in profile; dir = 1 faces right.
export function personSide(sc, hx, hy, dir, o) {
  const floor = o.floor ?? hy + 85;
  const skin = o.skin;
  const hair = o.hair ?? "#2b211c";
  // Chair.
  sc.rect(hx - dir * 44 - 6, hy - 105, 12, 120, o.chair ?? C.walnut, { rx: 5 });
  sc.rect(Math.min(hx - dir * 46, hx + dir * 34), hy + 8, 80, 10, o.chair ?? C.walnut, { rx: 4 });
  for (const dx of [-40, 28]) sc.line(hx + dir * dx, hy + 16, hx + dir * dx * 1.1, floor, o.chair ?? C.walnut, 5);
  // Legs.
  sc.line(hx, hy, hx + dir * 62, hy + 2, o.pants, 30);
  sc.line(hx + dir * 62, hy + 2, hx + dir * 66, floor - 8, o.pants, 24);
  sc.ell(hx + dir * 76, floor - 4, 19, 8, "#2b2522");
  // Torso.
  const bx = hx - dir * 20;
  const fx = hx + dir * 22;
  sc.path(
    `M${f1(bx)},${f1(hy + 10)}L${f1(hx - dir * 18)},${f1(hy - 80)}Q${f1(hx - dir * 16)},${f1(hy - 100)} ${f1(hx + dir * 2)},${f1(hy - 100)}Q${f1(fx + dir * 4)},${f1(hy - 100)} ${f1(fx)},${f1(hy - 78)}L${f1(fx - dir * 2)},${f1(hy + 10)}Z`,
    o.shirt,
  );
  // Neck and head.
  sc.rect(hx + dir * 2 - 7, hy - 118, 14, 22, shade(skin, -0.1));
  const [cx, cy] = [hx + dir * 6, hy - 138];
  sc.ell(cx - dir * 4, cy - 3, 25, 25, hair);
  if (o.bun) sc.ell(cx - dir * 24, cy - 14, 12, 12, hair);
  sc.ell(cx + dir * 3, cy + 3, 21.5, 22.5, skin);
  sc.path(
    `M${f1(cx - 25 * dir)},${f1(cy)}Q${f1(cx - 20 * dir)},${f1(cy - 28)} ${f1(cx + 6 * dir)},${f1(cy - 24)}Q${f1(cx + 20 * dir)},${f1(cy - 22)} ${f1(cx + 24 * dir)},${f1(cy - 8)}Q${f1(cx + 6 * dir)},${f1(cy - 14)} ${f1(cx - 6 * dir)},${f1(cy - 10)}Z`,
    hair,
  );
  sc.ell(cx - dir * 4, cy + 4, 4, 6, shade(skin, -0.12));
  if (o.glasses) sc.line(cx + dir * 8, cy + 1, cx + dir * 23, cy + 1, C.ink, 2);
  // Upper arm (forearm is drawn after the table).
  sc.line(hx + dir * 2, hy - 82, hx + dir * 28, hy - 40, shade(o.shirt, -0.08), 18);
  return () => {
    sc.line(hx + dir * 28, hy - 40, hx + dir * 78, hy - 52, shade(o.shirt, -0.08), 16);
    sc.ell(hx + dir * 86, hy - 53, 9, 7, skin);
  };
}

export function rupeeCoin(sc, x, y, r) {
  sc.ell(x + 4, y + 6, r, r, "#2b1d12", { op: 0.15, blur: 4 });
  sc.ell(x, y, r, r, sc.rad([shade(C.brass, 0.35), C.brass, shade(C.brass, -0.2)], { cx: 0.35, cy: 0.3, r: 0.8 }));
  sc.ell(x, y, r * 0.82, r * 0.82, "none", { stroke: shade(C.brass, -0.25), sw: 2 });
  // Rupee sign drawn as strokes (not text): two bars, the bowl, and the leg.
  const s = r * 0.5;
  const c = shade(C.brass, -0.45);
  const o = { stroke: c, sw: r * 0.1, cap: "round", join: "round" };
  sc.path(`M${f1(x - s * 0.6)},${f1(y - s * 0.8)}L${f1(x + s * 0.6)},${f1(y - s * 0.8)}`, "none", o);
  sc.path(`M${f1(x - s * 0.6)},${f1(y - s * 0.4)}L${f1(x + s * 0.6)},${f1(y - s * 0.4)}`, "none", o);
  sc.path(
    `M${f1(x - s * 0.6)},${f1(y - s * 0.8)}L${f1(x - s * 0.1)},${f1(y - s * 0.8)}C${f1(x + s * 0.55)},${f1(y - s * 0.8)} ${f1(x + s * 0.55)},${f1(y + s * 0.05)} ${f1(x - s * 0.1)},${f1(y + s * 0.05)}L${f1(x - s * 0.6)},${f1(y + s * 0.05)}L${f1(x + s * 0.45)},${f1(y + s * 1.0)}`,
    "none",
    o,
  );
}

export function tickBadge(sc, x, y, r) {
  sc.ell(x + 3, y + 6, r, r, "#2b1d12", { op: 0.15, blur: 4 });
  sc.ell(x, y, r, r, C.deepTeal);
  sc.ell(x, y, r * 0.86, r * 0.86, "none", { stroke: "#ffffff", sw: 1.5, op: 0.35 });
  sc.path(
    `M${f1(x - r * 0.42)},${f1(y + r * 0.02)}L${f1(x - r * 0.1)},${f1(y + r * 0.34)}L${f1(x + r * 0.46)},${f1(y - r * 0.3)}`,
    "none",
    { stroke: "#ffffff", sw: r * 0.16, cap: "round", join: "round" },
  );
}

export function pencil(sc, x, y, len, ang, c = C.mustard) {
  sc.group(`transform="translate(${f1(x)},${f1(y)}) rotate(${ang})"`, () => {
    sc.rect(0, -7, len, 14, c, { rx: 2 });
    sc.rect(0, -7, len, 5, shade(c, 0.2), { rx: 2 });
    sc.rect(-12, -7, 14, 14, "#e7c6c0", { rx: 3 });
    sc.rect(-1, -7, 5, 14, "#b9b4ab");
    sc.path(`M${len},-7L${len + 22},0L${len},7Z`, "#f1dcc0");
    sc.path(`M${len + 14},-2.6L${len + 22},0L${len + 14},2.6Z`, C.ink);
  });
}

export function tapeMeasure(sc, x, y, r, tapeTo) {
  // Extended tape with ticks.
  const ty = y + r * 0.62;
  sc.rect(tapeTo, ty - 14, x - tapeTo, 28, "#2b1d12", { op: 0.12, blur: 3 });
  sc.rect(tapeTo, ty - 16, x - tapeTo, 26, "#e9b949");
  for (let xx = x - 10, i = 0; xx > tapeTo + 6; xx -= 9, i++)
    sc.line(xx, ty - 16, xx, ty - 16 + (i % 5 === 0 ? 14 : i % 5 === 2 ? 9 : 6), C.ink, 1.2);
  sc.rect(tapeTo - 6, ty - 22, 8, 36, "#8c8780", { rx: 2 });
  // Case.
  sc.ell(x + 5, y + 8, r, r, "#2b1d12", { op: 0.15, blur: 5 });
  sc.rect(x - r, y - r, r * 2, r * 2, C.deepTeal, { rx: r * 0.45 });
  sc.ell(x, y, r * 0.62, r * 0.62, shade(C.deepTeal, 0.15));
  sc.ell(x, y, r * 0.3, r * 0.3, C.brass);
  sc.ell(x, y, r * 0.1, r * 0.1, shade(C.brass, -0.3));
  sc.rect(x - r * 0.2, y - r - 8, r * 0.4, 12, "#d9d2c6", { rx: 3 });
}

// Isometric helpers for the workshop scene.
export function isoBox(sc, ox, oy, s, x0, x1, y0, y1, z0, z1, col, o = {}) {
  const c = Math.cos(Math.PI / 6) * s;
  const h = 0.5 * s;
  const P = (x, y, z) => [ox + (x - z) * c, oy + (x + z) * h - y * s];
  const top = [P(x0, y1, z0), P(x1, y1, z0), P(x1, y1, z1), P(x0, y1, z1)];
  const left = [P(x0, y0, z1), P(x1, y0, z1), P(x1, y1, z1), P(x0, y1, z1)];
  const right = [P(x1, y0, z0), P(x1, y0, z1), P(x1, y1, z1), P(x1, y1, z0)];
  sc.poly(left, o.left ?? shade(col, -0.08));
  sc.poly(right, o.right ?? shade(col, -0.22));
  sc.poly(top, o.top ?? shade(col, 0.1));
  if (o.edge !== false) for (const f of [top, left, right]) sc.poly(f, "none", { stroke: "#fdfbf7", sw: 1, op: 0.5, join: "round" });
  return P;
}

export function drawKey(sc, x, y, ang, c) {
  sc.group(`transform="translate(${f1(x)},${f1(y)}) rotate(${ang})"`, () => {
    sc.ell(3, 6, 30, 30, "#2b1d12", { op: 0.12 });
    sc.path(
      "M-30,0A30,30 0 1 0 30,0A30,30 0 1 0 -30,0ZM-10,-10A10,10 0 1 1 -10,10A10,10 0 1 1 -10,-10Z",
      sc.lin([shade(c, 0.3), c, shade(c, -0.2)], [0, 0, 1, 1]),
      { extra: 'fill-rule="evenodd"' },
    );
    sc.path("M26,-8H140V8H128V24H116V12H104V28H92V12H26Z", sc.lin([shade(c, 0.3), c, shade(c, -0.15)]));
    sc.line(40, -1, 130, -1, shade(c, 0.45), 2);
  });
}
