/** Small shared helpers: the seeded random generator, number formatting for SVG, colour mixing and 3D vectors. */

// Seeded generator so every run draws the same "random" details.
export function seeded(seed) {
  let s = seed >>> 0 || 0x9e3779b9;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    // Mix the high bits down; raw LCG low bits are poor.
    const t = (s ^ (s >>> 15)) >>> 0;
    return t / 4294967296;
  };
}

export function hashKey(str) {
  let h = 7;
  for (let i = 0; i < str.length; i++) h = (Math.imul(h, 31) + str.charCodeAt(i)) >>> 0;
  return h;
}

// One decimal keeps the SVG compact without visible loss.
export const f1 = (v) => {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) ? "0" : String(r);
};

export const f3 = (v) => String(+v.toFixed(3));

const rgb = (h) => {
  const n = parseInt(h.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

const hex = (a) =>
  "#" +
  a
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("");

export const mix = (a, b, t) => {
  const A = rgb(a);
  const B = rgb(b);
  return hex(A.map((v, i) => v + (B[i] - v) * t));
};

// Shade towards warm white / warm dark rather than pure white / black so
// shadows stay in the warm palette.
export const shade = (c, k) => (k >= 0 ? mix(c, "#fffaf2", k) : mix(c, "#1f1710", -k));

export const norm = (v) => {
  const l = Math.hypot(...v);
  return v.map((x) => x / l);
};

export const dot = (a, b) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

export function bboxOf(pts) {
  let x0 = Infinity,
    y0 = Infinity,
    x1 = -Infinity,
    y1 = -Infinity;
  for (const [x, y] of pts) {
    if (x < x0) x0 = x;
    if (y < y0) y0 = y;
    if (x > x1) x1 = x;
    if (y > y1) y1 = y;
  }
  return [x0, y0, x1, y1];
}

export const polyD = (pts) => "M" + pts.map(([x, y]) => `${f1(x)},${f1(y)}`).join("L") + "Z";

// Local->world transform: rotate about the vertical axis, then translate.
export function place(ox, oz, angle = 0, oy = 0) {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  return {
    angle,
    p: ([x, y, z]) => [ox + x * c + z * s, oy + y, oz - x * s + z * c],
    n: ([x, y, z]) => [x * c + z * s, y, -x * s + z * c],
  };
}
