/** TV-unit parts: a screen sized in inches, set-top box, soundbar, speaker fabric, LED glow, dolls and a sofa seen from behind. */
import { screen } from "./glass.mjs";
import { C } from "./palette.mjs";
import { tv } from "./tables-beds.mjs";
import { f1, shade } from "./util.mjs";

/** Screen width and height in metres for a 16:9 TV of this diagonal. */
export function screenSize(inches) {
  const d = inches * 0.0254;
  return [d * (16 / Math.hypot(16, 9)), d * (9 / Math.hypot(16, 9))];
}

/** A TV hung flat on the wall at depth z, centred on (x, yMid), facing the viewer. */
export function tvOn(sc, x, yMid, z, inches, o = {}) {
  const [w, h] = screenSize(inches);
  const box = { x0: x - w / 2, x1: x + w / 2, y0: yMid - h / 2, y1: yMid + h / 2 };
  if (o.backlight) {
    const k = sc.k(z);
    const [a, b] = sc.P(box.x0, box.y1, z);
    const [c, d] = sc.P(box.x1, box.y0, z);
    sc.rect(a - 0.06 * k, b - 0.06 * k, c - a + 0.12 * k, d - b + 0.12 * k, o.backlight, { op: 0.7, blur: 0.08 * k });
  }
  tv(sc, box.x0, box.x1, box.y0, box.y1, z);
  return box;
}

/** A TV on a wall turned by `tf` (a `place` transform), seen at an angle. */
export function tvTurned(sc, tf, x0, x1, y0, y1) {
  const quad = (a, b, c, d) => [tf.p([a, c, 0]), tf.p([b, c, 0]), tf.p([b, d, 0]), tf.p([a, d, 0])];
  sc.poly3(quad(x0, x1, y0 - 0.03, y1 - 0.03), "#2b1d12", { op: 0.25 });
  const face = (i, fill) => sc.poly3(quad(x0 + i, x1 - i, y0 + i, y1 - i), fill);
  screen(
    sc,
    face,
    0.014,
    ["#2c3438", "#15191b"],
    [
      [0, 0.1],
      [0.45, 0.02],
      [1, 0],
    ],
  );
}

export function setTopBox(sc, x, y, z, o = {}) {
  sc.box(x - 0.13, x + 0.13, y, y + 0.05, z - 0.16, z, o.c ?? "#24211f", { edge: false });
  const [px, py] = sc.P(x + 0.09, y + 0.025, z - 0.161);
  sc.ell(px, py, 0.006 * sc.k(z), 0.006 * sc.k(z), "#6fd39a");
}

export function soundbar(sc, x0, x1, y, z) {
  sc.box(x0, x1, y, y + 0.07, z - 0.1, z, "#2a2725", { soft: 0.01 });
  const [a, b] = sc.P(x0 + 0.02, y + 0.06, z - 0.101);
  const [c, d] = sc.P(x1 - 0.02, y + 0.01, z - 0.101);
  const k = sc.k(z);
  sc.rect(
    a,
    b,
    c - a,
    d - b,
    sc.pattern(
      `grille${f1(k)}`,
      0.012 * k,
      0.012 * k,
      `<circle cx="${f1(0.006 * k)}" cy="${f1(0.006 * k)}" r="${f1(0.0022 * k)}" fill="#48433f"/>`,
    ),
  );
}

/** Speaker fabric in a cavity: a dark woven front with a faint vertical sheen. */
export function speakerFront(sc, x0, x1, y0, y1, z, c = "#3a3633") {
  sc.qz(z, x0 - 0.015, x1 + 0.015, y0 - 0.015, y1 + 0.015, shade(c, -0.4));
  sc.qz(z, x0, x1, y0, y1, sc.lin([shade(c, 0.08), c, shade(c, 0.05)], [0, 0, 1, 0]));
  const k = sc.k(z);
  sc.qz(
    z,
    x0,
    x1,
    y0,
    y1,
    sc.pattern(
      `weave${c}${f1(k)}`,
      0.01 * k,
      0.01 * k,
      `<path d="M0,0L${f1(0.01 * k)},${f1(0.01 * k)}" stroke="#000000" stroke-opacity="0.18" stroke-width="0.6"/>`,
    ),
  );
}

/** Warm light spilling from a strip: `dir` 1 throws it downwards, -1 upwards. */
export function ledGlow(sc, x0, x1, y, z, dir = 1, o = {}) {
  const k = sc.k(z);
  const [a, b] = sc.P(x0, y, z);
  const [c] = sc.P(x1, y, z);
  const h = (o.h ?? 0.35) * k;
  sc.rect(
    a,
    dir > 0 ? b : b - h,
    c - a,
    h,
    sc.lin(
      dir > 0
        ? [
            [0, "#ffdca0", o.op ?? 0.6],
            [1, "#ffdca0", 0],
          ]
        : [
            [0, "#ffdca0", 0],
            [1, "#ffdca0", o.op ?? 0.6],
          ],
    ),
  );
  sc.line(a, b, c, b, "#fff4d8", Math.max(1, 0.008 * k), { op: 0.9 });
}

/** Golu-style dolls: small painted figures in a row on a shelf. */
export function dolls(sc, x0, x1, y, z, n = 5) {
  const k = sc.k(z);
  const cols = [C.terracotta, C.mustard, C.deepTeal, "#b8476a", C.sage];
  for (let i = 0; i < n; i++) {
    const [px, py] = sc.P(x0 + ((x1 - x0) * (i + 0.5)) / n, y, z);
    const s = (0.85 + ((i * 7) % 3) * 0.1) * k;
    const col = cols[i % cols.length];
    sc.path(
      `M${f1(px - 0.035 * s)},${f1(py)}L${f1(px - 0.02 * s)},${f1(py - 0.11 * s)}L${f1(px + 0.02 * s)},${f1(py - 0.11 * s)}L${f1(px + 0.035 * s)},${f1(py)}Z`,
      col,
    );
    sc.ell(px, py - 0.13 * s, 0.022 * s, 0.024 * s, "#d9a77c");
    sc.ell(px, py - 0.155 * s, 0.018 * s, 0.01 * s, C.gold);
  }
}

/** A sofa seen from behind, its back towards the viewer (x centre, back face at z). */
export function sofaFromBehind(sc, x, z, w, c, o = {}) {
  const d = o.d ?? 0.9;
  const backH = o.backH ?? 0.82;
  sc.shadow(x - w / 2, x + w / 2, z, z + d, { op: 0.3, spread: 0.05, blur: 0.06 });
  for (const col of o.pillows ?? []) {
    const i = (o.pillows ?? []).indexOf(col);
    const px = x - w / 2 + 0.3 + i * ((w - 0.6) / Math.max(1, (o.pillows?.length ?? 1) - 1)) - 0.2;
    sc.box(px, px + 0.4, backH - 0.1, backH + 0.16, z + 0.3, z + 0.42, col, { soft: 0.06 });
  }
  sc.box(x - w / 2, x - w / 2 + 0.2, 0.1, 0.62, z, z + d, c, { soft: 0.03 });
  sc.box(x + w / 2 - 0.2, x + w / 2, 0.1, 0.62, z, z + d, c, { soft: 0.03 });
  sc.box(x - w / 2, x + w / 2, 0.1, backH, z, z + 0.22, shade(c, -0.03), { soft: 0.035 });
}
