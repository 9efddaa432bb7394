#!/usr/bin/env node
/**
 * Generates the placeholder illustrations in `src/assets/artwork/` (one per key
 * in `src/config/artwork.ts`) and the Open Graph images in `public/og/`.
 *
 * Every picture is an SVG built in code — a small one-point-perspective room
 * renderer plus flat illustration helpers — rasterised to JPEG with sharp.
 * Output is deterministic: randomness comes from a generator seeded by the
 * image key, so re-running produces byte-identical files.
 *
 *   npm exec -c 'node scripts/generate-artwork.mjs'            # everything
 *   npm exec -c 'node scripts/generate-artwork.mjs --only=study,og-home'
 */
import { readFile, writeFile, mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { performance } from "node:perf_hooks";
import { createHash } from "node:crypto";
import sharp from "sharp";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const ART_DIR = path.join(ROOT, "src/assets/artwork");
const OG_DIR = path.join(ROOT, "public/og");

/* ------------------------------------------------------------------------ */
/* Small utilities                                                           */
/* ------------------------------------------------------------------------ */

// Seeded generator so every run draws the same "random" details.
function seeded(seed) {
  let s = seed >>> 0 || 0x9e3779b9;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    // Mix the high bits down; raw LCG low bits are poor.
    const t = (s ^ (s >>> 15)) >>> 0;
    return t / 4294967296;
  };
}
function hashKey(str) {
  let h = 7;
  for (let i = 0; i < str.length; i++) h = (Math.imul(h, 31) + str.charCodeAt(i)) >>> 0;
  return h;
}

// One decimal keeps the SVG compact without visible loss.
const f1 = (v) => {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) ? "0" : String(r);
};
const f3 = (v) => String(+v.toFixed(3));

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
const mix = (a, b, t) => {
  const A = rgb(a);
  const B = rgb(b);
  return hex(A.map((v, i) => v + (B[i] - v) * t));
};
// Shade towards warm white / warm dark rather than pure white / black so
// shadows stay in the warm palette.
const shade = (c, k) => (k >= 0 ? mix(c, "#fffaf2", k) : mix(c, "#1f1710", -k));
const norm = (v) => {
  const l = Math.hypot(...v);
  return v.map((x) => x / l);
};
const dot = (a, b) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

/* Palette: the studio's warm neutrals with deep teal and brass accents. */
const C = {
  ivory: "#f5f0e6",
  cream: "#eee5d5",
  linen: "#e6dac6",
  sand: "#d8c3a0",
  greige: "#d9d0c2",
  stone: "#cbc2b4",
  oak: "#c39a6b",
  honey: "#b98550",
  walnut: "#7b5236",
  darkWalnut: "#553622",
  terracotta: "#bf6846",
  clay: "#cf8f6b",
  blush: "#e3c1ad",
  sage: "#9fae92",
  deepSage: "#6e8466",
  olive: "#7d8451",
  teal: "#2a6466",
  deepTeal: "#1b4549",
  navy: "#2a3a4c",
  brass: "#c29a55",
  gold: "#d6b373",
  charcoal: "#393532",
  ink: "#24201d",
  white: "#fbf8f2",
  mustard: "#d8a444",
  sky: "#cfe1e7",
  leaf: "#5f7d52",
  leafDark: "#3f5a3a",
  marble: "#eeebe5",
};

/* ------------------------------------------------------------------------ */
/* Scene: SVG builder with a pinhole camera                                  */
/* ------------------------------------------------------------------------ */
// World units are metres: x to the right, y up from the floor, z away from
// the camera. The camera sits at (camX, eye, 0) looking straight down +z, so
// walls parallel to the picture plane stay rectangles (one-point perspective).

class Scene {
  constructor(W, H, seed) {
    this.W = W;
    this.H = H;
    this.defs = [];
    this.ids = new Map();
    this.out = [];
    this.rnd = seeded(seed);
    this.vp = { x: 0, y: 0, w: W, h: H };
    this.setLight([-0.55, 0.75, -0.45]);
  }
  camera({ f, cx = this.vp.x + this.vp.w / 2, cy = this.vp.y + this.vp.h * 0.47, eye = 1.3, camX = 0 }) {
    this.cam = { f, cx, cy, eye, camX };
    return this;
  }
  setLight(v) {
    this.L = norm(v);
    this.Lf = -this.L[2];
  }
  r(a = 0, b = 1) {
    return a + (b - a) * this.rnd();
  }
  pick(list) {
    return list[Math.floor(this.rnd() * list.length) % list.length];
  }
  P(x, y, z) {
    const c = this.cam;
    const s = c.f / z;
    return [c.cx + (x - c.camX) * s, c.cy - (y - c.eye) * s];
  }
  k(z) {
    return this.cam.f / z;
  }
  add(s) {
    this.out.push(s);
  }

  /* ---- definitions ---- */
  def(key, make) {
    let id = this.ids.get(key);
    if (!id) {
      id = "d" + this.ids.size.toString(36);
      this.ids.set(key, id);
      this.defs.push(make(id));
    }
    return id;
  }
  stops(list) {
    return list
      .map((s, i) => {
        const [o, c, a = 1] = Array.isArray(s) ? s : [list.length === 1 ? 0 : i / (list.length - 1), s];
        return `<stop offset="${f3(o)}" stop-color="${c}"${a < 1 ? ` stop-opacity="${f3(a)}"` : ""}/>`;
      })
      .join("");
  }
  // Linear gradient; coordinates are bounding-box fractions unless `user`.
  lin(list, [x1, y1, x2, y2] = [0, 0, 0, 1], user = false, spread = "") {
    const key = "L" + JSON.stringify([list, x1, y1, x2, y2, user, spread]);
    const fmt = user ? f1 : f3;
    const id = this.def(
      key,
      (id) =>
        `<linearGradient id="${id}" x1="${fmt(x1)}" y1="${fmt(y1)}" x2="${fmt(x2)}" y2="${fmt(y2)}"${
          user ? ' gradientUnits="userSpaceOnUse"' : ""
        }${spread ? ` spreadMethod="${spread}"` : ""}>${this.stops(list)}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  rad(list, { cx = 0.5, cy = 0.5, r = 0.5, fx, fy, user = false } = {}) {
    const key = "R" + JSON.stringify([list, cx, cy, r, fx, fy, user]);
    const fmt = user ? f1 : f3;
    const id = this.def(
      key,
      (id) =>
        `<radialGradient id="${id}" cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(r)}"${fx != null ? ` fx="${fmt(fx)}" fy="${fmt(fy)}"` : ""}${
          user ? ' gradientUnits="userSpaceOnUse"' : ""
        }>${this.stops(list)}</radialGradient>`,
    );
    return `url(#${id})`;
  }
  // Soft-edged fill for blurred shapes. Real SVG blur filters are what make
  // librsvg slow (and its rendering is serialised), so shapes asking for a
  // blur get a radial fade to transparent instead.
  soft(fill, fade) {
    const p = Math.round(Math.max(0, Math.min(0.9, 1 - fade)) * 20) / 20;
    return this.rad([
      [0, fill, 1],
      [p, fill, 1],
      [1, fill, 0],
    ]);
  }
  clip(d) {
    return `url(#${this.def("C" + d, (id) => `<clipPath id="${id}"><path d="${d}"/></clipPath>`)})`;
  }
  pattern(key, w, h, body, extra = "") {
    return `url(#${this.def(
      "P" + key,
      (id) => `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${f1(w)}" height="${f1(h)}"${extra}>${body}</pattern>`,
    )})`;
  }
  attrs(o) {
    if (!o) return "";
    let s = "";
    // fill/stroke-opacity rather than opacity: librsvg renders element
    // opacity through an offscreen layer, which roughly doubles render time.
    if (o.op != null) s += ` fill-opacity="${f3(o.op)}" stroke-opacity="${f3(o.op)}"`;
    if (o.stroke) {
      s += ` stroke="${o.stroke}" stroke-width="${f1(o.sw ?? 1)}"`;
      if (o.join) s += ` stroke-linejoin="${o.join}"`;
      if (o.cap) s += ` stroke-linecap="${o.cap}"`;
      if (o.dash) s += ` stroke-dasharray="${o.dash}"`;
    }
    if (o.clip) s += ` clip-path="${o.clip}"`;
    if (o.tr) s += ` transform="${o.tr}"`;
    if (o.extra) s += " " + o.extra;
    return s;
  }

  /* ---- 2D primitives ---- */
  poly(pts, fill, o) {
    if (o?.blur && fill.startsWith("#")) {
      // Grow the shape by the blur radius and fade it out towards the rim.
      const [x0, y0, x1, y1] = bboxOf(pts);
      const cx = (x0 + x1) / 2;
      const cy = (y0 + y1) / 2;
      const w = Math.max(1, (x1 - x0) / 2);
      const h = Math.max(1, (y1 - y0) / 2);
      const b = o.blur * 1.5;
      const big = pts.map(([x, y]) => [cx + ((x - cx) * (w + b)) / w, cy + ((y - cy) * (h + b)) / h]);
      this.add(`<path d="${polyD(big)}" fill="${this.soft(fill, (2.2 * b) / Math.min(w + b, h + b))}"${this.attrs({ ...o, blur: 0 })}/>`);
      return;
    }
    this.add(`<path d="${polyD(pts)}" fill="${fill}"${this.attrs(o)}/>`);
  }
  rect(x, y, w, h, fill, o = {}) {
    if (w < 0) [x, w] = [x + w, -w];
    if (h < 0) [y, h] = [y + h, -h];
    if (o.blur && fill.startsWith("#")) {
      this.poly(
        [
          [x, y],
          [x + w, y],
          [x + w, y + h],
          [x, y + h],
        ],
        fill,
        o,
      );
      return;
    }
    const rx = o.rx ? ` rx="${f1(o.rx)}"` : "";
    this.add(`<rect x="${f1(x)}" y="${f1(y)}" width="${f1(w)}" height="${f1(h)}"${rx} fill="${fill}"${this.attrs(o)}/>`);
  }
  ell(cx, cy, rx, ry, fill, o) {
    rx = Math.abs(rx);
    ry = Math.abs(ry);
    if (o?.blur && fill.startsWith("#")) {
      const b = o.blur * 1.5;
      fill = this.soft(fill, (2 * b) / (Math.min(rx, ry) + b));
      rx += b;
      ry += b;
      o = { ...o, blur: 0 };
    }
    this.add(`<ellipse cx="${f1(cx)}" cy="${f1(cy)}" rx="${f1(rx)}" ry="${f1(ry)}" fill="${fill}"${this.attrs(o)}/>`);
  }
  path(d, fill, o = {}) {
    this.add(`<path d="${d}" fill="${fill}"${this.attrs(o)}/>`);
  }
  line(x1, y1, x2, y2, stroke, sw = 1, o = {}) {
    if (o.blur) {
      // A soft line is a strip whose gradient fades out across its width.
      const L = Math.hypot(x2 - x1, y2 - y1) || 1;
      const nx = -(y2 - y1) / L;
      const ny = (x2 - x1) / L;
      const half = sw / 2 + o.blur * 1.5;
      const core = Math.min(0.45, sw / 4 / half);
      const g = this.lin(
        [
          [0, stroke, 0],
          [0.5 - core, stroke, 1],
          [0.5 + core, stroke, 1],
          [1, stroke, 0],
        ],
        [x1 + nx * half, y1 + ny * half, x1 - nx * half, y1 - ny * half],
        true,
      );
      this.poly(
        [
          [x1 + nx * half, y1 + ny * half],
          [x2 + nx * half, y2 + ny * half],
          [x2 - nx * half, y2 - ny * half],
          [x1 - nx * half, y1 - ny * half],
        ],
        g,
        { op: o.op },
      );
      return;
    }
    this.add(`<path d="M${f1(x1)},${f1(y1)}L${f1(x2)},${f1(y2)}" fill="none"${this.attrs({ cap: "round", ...o, stroke, sw })}/>`);
  }
  group(attr, fn) {
    this.add(`<g ${attr}>`);
    fn();
    this.add("</g>");
  }
  glow(cx, cy, r, color = "#fff3d6", op = 0.6) {
    this.ell(
      cx,
      cy,
      r,
      r,
      this.rad([
        [0, color, op],
        [0.35, color, op * 0.45],
        [1, color, 0],
      ]),
    );
  }

  /* ---- 3D primitives ---- */
  poly3(pts, fill, o) {
    this.poly(
      pts.map((p) => this.P(...p)),
      fill,
      o,
    );
  }
  qx(x, y0, y1, z0, z1, fill, o) {
    this.poly3(
      [
        [x, y0, z0],
        [x, y1, z0],
        [x, y1, z1],
        [x, y0, z1],
      ],
      fill,
      o,
    );
  }
  qy(y, x0, x1, z0, z1, fill, o) {
    this.poly3(
      [
        [x0, y, z0],
        [x1, y, z0],
        [x1, y, z1],
        [x0, y, z1],
      ],
      fill,
      o,
    );
  }
  qz(z, x0, x1, y0, y1, fill, o) {
    const [a, b] = this.P(x0, y1, z);
    const [c, d] = this.P(x1, y0, z);
    this.rect(a, b, c - a, d - b, fill, o);
  }
  line3(p, q, stroke, sw = 1, o) {
    const [a, b] = this.P(...p);
    const [c, d] = this.P(...q);
    this.line(a, b, c, d, stroke, sw, o);
  }
  // Horizontal disc (table top, rug, lamp base) seen from the camera.
  disc(x, y, z, r, fill, o) {
    const [cx, cy] = this.P(x, y, z);
    const k = this.k(z);
    const ry = Math.max(0.5, (k * r * Math.abs(this.cam.eye - y)) / z);
    this.ell(cx, cy, k * r, ry, fill, o);
    return { cx, cy, rx: k * r, ry };
  }
  // Vertical cylinder from y0 to y1.
  cyl(x, y0, y1, z, r, c, o = {}) {
    const k = this.k(z);
    const [cx, cyB] = this.P(x, y0, z);
    const [, cyT] = this.P(x, y1, z);
    const rx = k * r;
    const ryT = (k * r * Math.abs(this.cam.eye - y1)) / z;
    const ryB = (k * r * Math.abs(this.cam.eye - y0)) / z;
    const body = this.lin([shade(c, 0.12), c, shade(c, -0.22)], [0, 0, 1, 0]);
    const below = this.cam.eye < y0;
    this.path(
      `M${f1(cx - rx)},${f1(cyT)}L${f1(cx - rx)},${f1(cyB)}A${f1(rx)},${f1(Math.max(ryB, 0.1))} 0 0 0 ${f1(cx + rx)},${f1(cyB)}L${f1(
        cx + rx,
      )},${f1(cyT)}Z`,
      body,
    );
    if (!below) this.ell(cx, cyT, rx, Math.max(ryT, 0.4), o.top ?? shade(c, 0.14));
    else this.ell(cx, cyB, rx, Math.max(ryB, 0.4), o.bottom ?? shade(c, -0.2));
    return { cx, cyT, cyB, rx };
  }

  // Shaded box with optional local transform (for rotated furniture).
  box(x0, x1, y0, y1, z0, z1, c, o = {}) {
    const tf = o.tf;
    const W = tf ? (p) => tf.p(p) : (p) => p;
    const N = tf ? (n) => tf.n(n) : (n) => n;
    const faces = [
      [
        "f",
        [0, 0, -1],
        [
          [x0, y0, z0],
          [x1, y0, z0],
          [x1, y1, z0],
          [x0, y1, z0],
        ],
      ],
      [
        "k",
        [0, 0, 1],
        [
          [x1, y0, z1],
          [x0, y0, z1],
          [x0, y1, z1],
          [x1, y1, z1],
        ],
      ],
      [
        "l",
        [-1, 0, 0],
        [
          [x0, y0, z1],
          [x0, y0, z0],
          [x0, y1, z0],
          [x0, y1, z1],
        ],
      ],
      [
        "r",
        [1, 0, 0],
        [
          [x1, y0, z0],
          [x1, y0, z1],
          [x1, y1, z1],
          [x1, y1, z0],
        ],
      ],
      [
        "t",
        [0, 1, 0],
        [
          [x0, y1, z0],
          [x1, y1, z0],
          [x1, y1, z1],
          [x0, y1, z1],
        ],
      ],
      [
        "b",
        [0, -1, 0],
        [
          [x0, y0, z0],
          [x0, y0, z1],
          [x1, y0, z1],
          [x1, y0, z0],
        ],
      ],
    ];
    const cam = [this.cam.camX, this.cam.eye, 0];
    const vis = [];
    for (const [id, n, pts] of faces) {
      const wp = pts.map(W);
      const nw = N(n);
      const ctr = wp.reduce((a, p) => [a[0] + p[0] / 4, a[1] + p[1] / 4, a[2] + p[2] / 4], [0, 0, 0]);
      const toCam = [cam[0] - ctr[0], cam[1] - ctr[1], cam[2] - ctr[2]];
      const d = dot(nw, toCam);
      if (d > 1e-6) vis.push({ id, nw, wp, facing: d / Math.hypot(...toCam) });
    }
    vis.sort((a, b) => a.facing - b.facing);
    const zm = Math.max(0.3, W([(x0 + x1) / 2, (y0 + y1) / 2, z0])[2]);
    const sw = o.soft ? o.soft * this.k(zm) : 0;
    const info = { k: this.k(zm) };
    for (const f of vis) {
      let col = o.faces?.[f.id] ?? this.lit(c, f.nw);
      let fill = col;
      const pts = f.wp.map((p) => this.P(...p));
      const [bx0, by0, bx1, by1] = bboxOf(pts);
      // Gradients cost render time; tiny faces do not show them anyway.
      const vertical = Math.abs(f.nw[1]) < 0.5;
      if (vertical && !o.flat && by1 - by0 > 24 && (bx1 - bx0) * (by1 - by0) > 2500) fill = this.lin([shade(col, 0.04), shade(col, -0.06)]);
      this.poly(pts, fill, sw ? { stroke: fill, sw, join: "round", extra: o.extra } : { extra: o.extra });
      if (f.id === "f") info.front = bboxOf(pts);
      info[f.id] = pts;
    }
    // A hairline highlight on the top-front edge reads as a crisp, finished edge.
    if (!o.soft && o.edge !== false && info.t && info.f) {
      const [a, b] = [W([x0, y1, z0]), W([x1, y1, z0])].map((p) => this.P(...p));
      this.line(a[0], a[1], b[0], b[1], shade(c, 0.35), Math.max(0.8, 0.004 * info.k), { op: 0.8 });
    }
    return info;
  }
  lit(c, n) {
    const d = dot(n, this.L) - this.Lf;
    return shade(c, d >= 0 ? d * 0.3 : d * 0.2);
  }
  // Soft contact shadow on a horizontal surface at height y.
  shadow(x0, x1, z0, z1, { y = 0, op = 0.3, spread = 0.06, blur = 0.05, tf } = {}) {
    let pts = [
      [x0 - spread, y, z0 - spread],
      [x1 + spread, y, z0 - spread],
      [x1 + spread, y, z1 + spread * 0.3],
      [x0 - spread, y, z1 + spread * 0.3],
    ];
    if (tf) pts = pts.map((p) => tf.p(p));
    const zc = Math.max(0.5, (pts[0][2] + pts[2][2]) / 2);
    this.poly3(pts, "#2b1d12", { op, blur: blur * this.k(zc) });
  }
  // Shadow cast on the wall behind a wall-mounted object.
  wallShadow(x0, x1, y0, y1, z, { op = 0.22, blur = 0.04, dy = 0.03 } = {}) {
    const k = this.k(z);
    const [a, b] = this.P(x0, y1 - dy, z);
    const [c, d] = this.P(x1, y0 - dy, z);
    this.rect(a, b, c - a, d - b, "#2b1d12", { op, blur: blur * k });
  }
}

function bboxOf(pts) {
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
const polyD = (pts) => "M" + pts.map(([x, y]) => `${f1(x)},${f1(y)}`).join("L") + "Z";

// Local->world transform: rotate about the vertical axis, then translate.
function place(ox, oz, angle = 0, oy = 0) {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  return {
    angle,
    p: ([x, y, z]) => [ox + x * c + z * s, oy + y, oz - x * s + z * c],
    n: ([x, y, z]) => [x * c + z * s, y, -x * s + z * c],
  };
}

/* ------------------------------------------------------------------------ */
/* Room shell                                                                */
/* ------------------------------------------------------------------------ */

function room(sc, o = {}) {
  const { xL = -2.9, xR = 2.9, h = 3.0, zB = 5.6 } = o;
  const wall = o.wall ?? C.ivory;
  const lightLeft = sc.L[0] < 0;
  const left = o.left ?? shade(wall, lightLeft ? -0.03 : -0.1);
  const right = o.right ?? shade(wall, lightLeft ? -0.1 : -0.03);
  const ceil = o.ceil ?? shade(wall, 0.45);
  const floor = o.floor ?? C.oak;
  const { f, cx, cy, eye, camX } = sc.cam;
  const vp = sc.vp;
  // Nearest depth that still fills the frame, so room polygons stay small.
  const zs = [
    (f * eye) / (vp.y + vp.h - cy),
    (f * (h - eye)) / (cy - vp.y),
    (f * (camX - xL)) / (cx - vp.x),
    (f * (xR - camX)) / (vp.x + vp.w - cx),
  ].filter((v) => v > 0);
  const zn = Math.max(0.05, Math.min(...zs) * 0.8);
  sc.room = { xL, xR, h, zB, zn, wall, floor };
  const [bx0, by0] = sc.P(xL, h, zB);
  const [bx1, by1] = sc.P(xR, 0, zB);

  const floorPts = [
    [xL, 0, zB],
    [xR, 0, zB],
    [xR, 0, zn],
    [xL, 0, zn],
  ];
  sc.poly3(
    [
      [xL, h, zB],
      [xR, h, zB],
      [xR, h, zn],
      [xL, h, zn],
    ],
    sc.lin([shade(ceil, -0.05), ceil], [0, by0, 0, vp.y], true),
  );
  sc.poly3(floorPts, sc.lin([shade(floor, 0.06), shade(floor, -0.07)], [0, by1, 0, vp.y + vp.h], true));
  sc.floorClip = sc.clip(polyD(floorPts.map((p) => sc.P(...p))));
  sc.poly3(
    [
      [xL, 0, zB],
      [xL, h, zB],
      [xL, h, zn],
      [xL, 0, zn],
    ],
    sc.lin([left, shade(left, -0.08)], [bx0, 0, vp.x, 0], true),
  );
  sc.poly3(
    [
      [xR, 0, zB],
      [xR, h, zB],
      [xR, h, zn],
      [xR, 0, zn],
    ],
    sc.lin([right, shade(right, -0.08)], [bx1, 0, vp.x + vp.w, 0], true),
  );
  sc.rect(bx0, by0, bx1 - bx0, by1 - by0, o.backFill ?? sc.lin([shade(wall, 0.04), shade(wall, -0.03)]));

  floorTexture(sc, o);

  if (o.skirt !== false) {
    const sk = o.skirt ?? shade(wall, -0.12);
    const t = 0.07;
    sc.qz(zB - 0.001, xL, xR, 0, t, sk);
    sc.qx(xL + 0.001, 0, t, zn, zB, shade(sk, lightLeft ? 0 : -0.06));
    sc.qx(xR - 0.001, 0, t, zn, zB, shade(sk, lightLeft ? -0.06 : 0));
  }
  // Soft occlusion in the corners gives the shell its depth.
  const ao = (p, q, w, op) => sc.line3(p, q, "#3a2616", w, { op, blur: w * 0.7 });
  const kb = sc.k(zB);
  ao([xL, 0, zB], [xR, 0, zB], 0.05 * kb, 0.22);
  ao([xL, 0, zB], [xL, h, zB], 0.05 * kb, 0.12);
  ao([xR, 0, zB], [xR, h, zB], 0.05 * kb, 0.12);
  ao([xL, h, zB], [xR, h, zB], 0.04 * kb, 0.1);
  return sc.room;
}

function floorTexture(sc, o) {
  const { xL, xR, zB, zn, floor } = sc.room;
  const style = o.floorStyle ?? "planks";
  const line = shade(floor, -0.35);
  const far = sc.P(0, 0, zB)[1];
  const near = sc.vp.y + sc.vp.h;
  if (style === "planks" || style === "wide") {
    const pw = o.plank ?? (style === "wide" ? 0.26 : 0.19);
    // Planks run away from the viewer; staggered butt joints sell the wood.
    const seg = ([p, q]) => {
      const a = sc.P(...p);
      const b = sc.P(...q);
      return `M${f1(a[0])},${f1(a[1])}L${f1(b[0])},${f1(b[1])}`;
    };
    const seams = [];
    const joints = [];
    for (let x = xL + pw; x < xR; x += pw)
      seams.push(
        seg([
          [x, 0, zB],
          [x, 0, zn],
        ]),
      );
    for (let x = xL; x < xR; x += pw) {
      let z = zB - sc.r(0.2, 2.4);
      while (z > zn + 0.2) {
        joints.push(
          seg([
            [x, 0, z],
            [Math.min(xR, x + pw), 0, z],
          ]),
        );
        z -= sc.r(2.2, 3.2);
      }
    }
    sc.add(`<path d="${seams.join("")}" stroke="${line}" stroke-width="1" stroke-opacity="0.3" fill="none"/>`);
    sc.add(`<path d="${joints.join("")}" stroke="${line}" stroke-width="1" stroke-opacity="0.16" fill="none"/>`);
    // Subtle tone variation between boards.
    for (let x = xL; x < xR; x += pw) {
      if (sc.rnd() < 0.35) sc.qy(0.0005, x, x + pw, zn, zB, shade(floor, sc.r(-0.08, 0.06)), { op: 0.35 });
    }
  } else if (style === "tiles" || style === "marble") {
    const s = o.tile ?? 0.6;
    const d = [];
    for (let x = xL + s; x < xR; x += s) {
      const a = sc.P(x, 0, zB);
      const b = sc.P(x, 0, zn);
      d.push(`M${f1(a[0])},${f1(a[1])}L${f1(b[0])},${f1(b[1])}`);
    }
    for (let z = zB - s; z > zn; z -= s) {
      const a = sc.P(xL, 0, z);
      const b = sc.P(xR, 0, z);
      d.push(`M${f1(a[0])},${f1(a[1])}L${f1(b[0])},${f1(b[1])}`);
    }
    if (style === "marble") {
      // A few soft veins across the floor.
      for (let i = 0; i < 7; i++) {
        const z0 = sc.r(zn + 0.3, zB);
        const x0 = sc.r(xL, xR);
        const pts = [];
        for (let t = 0; t < 5; t++) pts.push(sc.P(x0 + t * 0.35, 0, z0 - t * sc.r(0.05, 0.3)));
        sc.path("M" + pts.map((p) => `${f1(p[0])},${f1(p[1])}`).join("L"), "none", {
          stroke: shade(floor, -0.18),
          sw: 1.2,
          op: 0.35,
          join: "round",
        });
      }
    }
    sc.add(`<path d="${d.join("")}" stroke="${shade(floor, o.grout ?? -0.2)}" stroke-width="1.2" stroke-opacity="0.6" fill="none"/>`);
  }
  // A gentle sheen towards the back keeps large floors from looking flat.
  sc.poly3(
    [
      [xL, 0, zB],
      [xR, 0, zB],
      [xR, 0, zn],
      [xL, 0, zn],
    ],
    sc.lin(
      [
        [0, "#fff8ec", 0.18],
        [1, "#fff8ec", 0],
      ],
      [0, far, 0, near],
      true,
    ),
  );
}

/* Windows ----------------------------------------------------------------- */

function windowView(sc, clipD, bb, o = {}) {
  // Sky and a soft band of greenery outside, clipped to the glass.
  const [x0, y0, x1, y1] = bb;
  const clip = sc.clip(clipD);
  sc.path(clipD, sc.lin([o.sky1 ?? "#d5e6ea", o.sky2 ?? "#f6efe0"]));
  sc.group(`clip-path="${clip}"`, () => {
    const w = x1 - x0;
    const h = y1 - y0;
    if (o.greens !== false) {
      const g1 = o.g1 ?? "#9fb58f";
      const g2 = o.g2 ?? "#7e9a72";
      for (let i = 0; i < 9; i++) {
        const cx = x0 + sc.r(-0.1, 1.1) * w;
        const r = sc.r(0.12, 0.28) * Math.max(w, h * 0.5);
        sc.ell(cx, y1 - sc.r(0.05, 0.35) * h, r, r * 0.8, i % 2 ? g1 : g2, { op: 0.55 });
      }
    }
    sc.rect(
      x0,
      y0,
      w,
      h,
      sc.lin(
        [
          [0, "#ffffff", 0.35],
          [0.5, "#ffffff", 0],
          [1, "#ffffff", 0.12],
        ],
        [0, 0, 1, 1],
      ),
    );
  });
}

function sideWindow(sc, side, z0, z1, y0, y1, o = {}) {
  const { xL, xR } = sc.room;
  const x = side === "L" ? xL + 0.001 : xR - 0.001;
  const fr = o.frame ?? C.white;
  const t = 0.05;
  // Reveal depth: the jamb nearest the viewer shows the wall thickness.
  const depth = side === "L" ? -0.18 : 0.18;
  sc.poly3(
    [
      [x, y0 - t, z0 - t],
      [x + depth, y0 - t, z0 - t],
      [x + depth, y1 + t, z0 - t],
      [x, y1 + t, z0 - t],
    ],
    shade(sc.room.wall, -0.12),
  );
  sc.qx(x, y0 - t, y1 + t, z0 - t, z1 + t, fr);
  const glass = [
    [x, y0, z0],
    [x, y1, z0],
    [x, y1, z1],
    [x, y0, z1],
  ].map((p) => sc.P(...p));
  windowView(sc, polyD(glass), bboxOf(glass), o);
  // Mullions.
  const nz = o.panes ?? 2;
  const mw = 0.035;
  for (let i = 1; i < nz; i++) {
    const z = z0 + ((z1 - z0) * i) / nz;
    sc.qx(x, y0, y1, z - mw / 2, z + mw / 2, fr);
  }
  if (o.transom) sc.qx(x, o.transom - mw / 2, o.transom + mw / 2, z0, z1, fr);
  sc.qx(x, y0 - t, y0, z0 - t, z1 + t, shade(fr, -0.08));
  // Daylight patches on the floor, one per pane.
  if (o.light !== false) {
    const d = o.sun ?? [side === "L" ? 0.95 : -0.95, -1, 0.2];
    const sun = (y, z) => {
      const tt = y / -d[1];
      return [x + d[0] * tt, 0, z + d[2] * tt];
    };
    const pts = [];
    for (let i = 0; i < nz; i++) {
      const a = z0 + ((z1 - z0) * i) / nz + (i ? mw / 2 : 0);
      const b = z0 + ((z1 - z0) * (i + 1)) / nz - (i < nz - 1 ? mw / 2 : 0);
      pts.push([sun(y0, a), sun(y0, b), sun(y1, b), sun(y1, a)]);
    }
    sc.group(`clip-path="${sc.floorClip}"`, () => {
      for (const p of pts) sc.poly3(p, "#fff3da", { op: o.lightOp ?? 0.32 });
    });
  }
}

function backWindow(sc, x0, x1, y0, y1, o = {}) {
  const z = sc.room.zB - 0.001;
  const fr = o.frame ?? C.white;
  const t = 0.05;
  sc.qz(z, x0 - t, x1 + t, y0 - t, y1 + t, fr);
  const [a, b] = sc.P(x0, y1, z);
  const [c, d] = sc.P(x1, y0, z);
  windowView(
    sc,
    polyD([
      [a, b],
      [c, b],
      [c, d],
      [a, d],
    ]),
    [a, b, c, d],
    o,
  );
  const n = o.panes ?? 2;
  for (let i = 1; i < n; i++) {
    const x = x0 + ((x1 - x0) * i) / n;
    sc.qz(z, x - 0.018, x + 0.018, y0, y1, fr);
  }
  if (o.transom) sc.qz(z, x0, x1, o.transom - 0.018, o.transom + 0.018, fr);
  if (o.sill !== false) sc.box(x0 - 0.1, x1 + 0.1, y0 - 0.06, y0, z - 0.12, z, fr);
  if (o.light !== false && y0 < 1.2) {
    const d = o.sun ?? [0.35, -1, -1.0];
    const sun = (x, y) => {
      const tt = y / -d[1];
      return [x + d[0] * tt, 0, z + d[2] * tt];
    };
    sc.group(`clip-path="${sc.floorClip}"`, () => {
      sc.poly3([sun(x0, y0), sun(x1, y0), sun(x1, y1), sun(x0, y1)], "#fff3da", { op: o.lightOp ?? 0.28 });
    });
  }
}

// Curtain hanging parallel to the back wall; folds come from a repeating gradient.
function curtainZ(sc, x0, x1, y0, y1, z, c, o = {}) {
  const [a, b] = sc.P(x0, y1, z);
  const [cc, d] = sc.P(x1, y0, z);
  const fold = (o.fold ?? 0.11) * sc.k(z);
  const g = sc.lin([shade(c, 0.1), shade(c, -0.1), shade(c, 0.06), shade(c, -0.04), shade(c, 0.1)], [a, 0, a + fold, 0], true, "repeat");
  sc.rect(a, b, cc - a, d - b, g, { op: o.op ?? 1 });
  sc.rect(
    a,
    b,
    cc - a,
    d - b,
    sc.lin([
      [0, "#ffffff", 0],
      [0.85, "#ffffff", 0],
      [1, "#000000", 0.08],
    ]),
    { op: o.op ?? 1 },
  );
}
// Curtain hanging along a side wall: folds drawn as strips so they foreshorten.
function curtainX(sc, x, z0, z1, y0, y1, c, o = {}) {
  const n = Math.max(4, Math.round((z1 - z0) / 0.06));
  for (let i = 0; i < n; i++) {
    const a = z0 + ((z1 - z0) * i) / n;
    const b = z0 + ((z1 - z0) * (i + 1)) / n;
    const off = i % 2 ? 0.03 : 0;
    sc.qx(x + (x < 0 ? off : -off), y0, y1, a, b, shade(c, i % 2 ? -0.07 : 0.06), { op: o.op ?? 1 });
  }
}

/* ------------------------------------------------------------------------ */
/* Furniture and decor                                                       */
/* ------------------------------------------------------------------------ */

function rug(sc, x0, x1, z0, z1, o = {}) {
  const c = o.c ?? C.linen;
  sc.qy(0.003, x0, x1, z0, z1, c);
  if (o.border !== false) {
    const b = o.bw ?? 0.12;
    const bc = o.border ?? shade(c, -0.2);
    const pts = [
      [x0 + b, 0.004, z0 + b],
      [x1 - b, 0.004, z0 + b],
      [x1 - b, 0.004, z1 - b],
      [x0 + b, 0.004, z1 - b],
    ].map((p) => sc.P(...p));
    sc.poly(pts, "none", { stroke: bc, sw: Math.max(1.2, 0.018 * sc.k((z0 + z1) / 2)), join: "round" });
  }
  if (o.stripes) {
    for (let i = 1; i <= o.stripes; i++) {
      const z = z0 + ((z1 - z0) * i) / (o.stripes + 1);
      sc.qy(0.004, x0 + 0.2, x1 - 0.2, z - 0.025, z + 0.025, o.stripeC ?? shade(c, -0.15));
    }
  }
  // Pile texture: a faint vertical gradient.
  const pts = [
    [x0, 0, z0],
    [x1, 0, z0],
    [x1, 0, z1],
    [x0, 0, z1],
  ].map((p) => sc.P(...p));
  sc.poly(
    pts,
    sc.lin([
      [0, "#ffffff", 0.12],
      [1, "#000000", 0.06],
    ]),
  );
}
function roundRug(sc, x, z, r, o = {}) {
  sc.disc(x, 0.003, z, r, o.c ?? C.linen);
  if (o.ring !== false) {
    sc.disc(x, 0.004, z, r * 0.82, "none", { stroke: o.ring ?? shade(o.c ?? C.linen, -0.15), sw: 0.02 * sc.k(z) });
  }
}

/* Plants ------------------------------------------------------------------ */
function plant(sc, x, z, o = {}) {
  const y = o.y ?? 0;
  const k = sc.k(z);
  const [bx, by] = sc.P(x, y, z);
  const potH = (o.potH ?? 0.4) * k;
  const potR = (o.potR ?? 0.19) * k;
  const H = (o.h ?? 1.2) * k;
  const pot = o.pot ?? C.stone;
  const top = by - potH;
  const g1 = o.g1 ?? C.leaf;
  const g2 = o.g2 ?? C.leafDark;
  if (y === 0 || o.shadow) sc.ell(bx + potR * 0.2, by, potR * 1.5, potR * 0.3, "#2b1d12", { op: 0.25, blur: potR * 0.2 });
  const kind = o.kind ?? "leafy";
  if (kind === "snake") {
    const n = o.n ?? 11;
    for (let i = 0; i < n; i++) {
      const a = (i / (n - 1) - 0.5) * 0.7 + sc.r(-0.05, 0.05);
      const L = H * sc.r(0.55, 1);
      const w = potR * sc.r(0.22, 0.32);
      const ox = (i / (n - 1) - 0.5) * potR * 1.1;
      const col = i % 3 === 0 ? g1 : i % 3 === 1 ? g2 : mix(g1, g2, 0.5);
      sc.path(
        `M${f1(-w / 2)},0C${f1(-w * 0.7)},${f1(-L * 0.5)} ${f1(-w * 0.35)},${f1(-L * 0.85)} 0,${f1(-L)}C${f1(w * 0.35)},${f1(-L * 0.85)} ${f1(
          w * 0.7,
        )},${f1(-L * 0.5)} ${f1(w / 2)},0Z`,
        col,
        {
          tr: `translate(${f1(bx + ox)},${f1(top + potH * 0.1)}) rotate(${f1((a * 180) / Math.PI)})`,
          stroke: shade(col, 0.35),
          sw: Math.max(0.6, w * 0.08),
        },
      );
    }
  } else if (kind === "tree") {
    const trunkTop = top - H * 0.55;
    sc.path(`M${f1(bx)},${f1(top)}Q${f1(bx - potR * 0.3)},${f1(top - H * 0.3)} ${f1(bx + potR * 0.1)},${f1(trunkTop)}`, "none", {
      stroke: C.darkWalnut,
      sw: Math.max(1.5, potR * 0.12),
      cap: "round",
    });
    const clusters = [
      [0, -0.75],
      [-0.45, -0.6],
      [0.45, -0.62],
      [-0.2, -0.92],
      [0.25, -0.88],
      [0, -0.55],
    ];
    for (const [cx, cy] of clusters) {
      for (let i = 0; i < 16; i++) {
        const lx = bx + cx * potR * 2.2 + sc.r(-1, 1) * potR * 0.9;
        const ly = top + cy * H + sc.r(-1, 1) * H * 0.12;
        const rot = sc.r(0, 180);
        const col = [g1, g2, mix(g1, "#b8c49a", 0.4)][i % 3];
        sc.ell(0, 0, potR * 0.28, potR * 0.1, col, { tr: `translate(${f1(lx)},${f1(ly)}) rotate(${f1(rot)})` });
      }
    }
  } else {
    const n = o.n ?? 9;
    for (let i = 0; i < n; i++) {
      const a = (i / (n - 1) - 0.5) * 2.0 + sc.r(-0.1, 0.1);
      const L = H * sc.r(0.45, 0.85) * (1 - Math.abs(a) * 0.25);
      const ex = bx + Math.sin(a) * L;
      const ey = top - Math.cos(a) * L;
      sc.path(`M${f1(bx)},${f1(top)}Q${f1(bx + Math.sin(a) * L * 0.3)},${f1(top - L * 0.7)} ${f1(ex)},${f1(ey)}`, "none", {
        stroke: g2,
        sw: Math.max(0.8, potR * 0.05),
      });
      const s = potR * sc.r(0.8, 1.2) * (o.leaf ?? 1);
      const col = i % 2 ? g1 : g2;
      const rot = (a * 180) / Math.PI + sc.r(-25, 25);
      sc.path(
        `M0,0C${f1(s * 0.75)},${f1(-s * 0.25)} ${f1(s * 0.7)},${f1(-s * 1.5)} 0,${f1(-s * 1.9)}C${f1(-s * 0.7)},${f1(-s * 1.5)} ${f1(
          -s * 0.75,
        )},${f1(-s * 0.25)} 0,0Z`,
        col,
        { tr: `translate(${f1(ex)},${f1(ey + s * 0.3)}) rotate(${f1(rot)})` },
      );
      sc.path(`M0,0L0,${f1(-s * 1.7)}`, "none", {
        stroke: shade(col, 0.3),
        sw: Math.max(0.6, s * 0.05),
        tr: `translate(${f1(ex)},${f1(ey + s * 0.3)}) rotate(${f1(rot)})`,
      });
    }
  }
  // Pot last so it hides the stems.
  const pr = potR;
  const shape = o.potShape ?? "taper";
  const d =
    shape === "round"
      ? `M${f1(bx - pr * 0.85)},${f1(top)}C${f1(bx - pr * 1.25)},${f1(top + potH * 0.5)} ${f1(bx - pr)},${f1(by)} ${f1(bx - pr * 0.55)},${f1(by)}L${f1(
          bx + pr * 0.55,
        )},${f1(by)}C${f1(bx + pr)},${f1(by)} ${f1(bx + pr * 1.25)},${f1(top + potH * 0.5)} ${f1(bx + pr * 0.85)},${f1(top)}Z`
      : `M${f1(bx - pr)},${f1(top)}L${f1(bx + pr)},${f1(top)}L${f1(bx + pr * 0.78)},${f1(by)}L${f1(bx - pr * 0.78)},${f1(by)}Z`;
  sc.path(d, sc.lin([shade(pot, 0.15), pot, shade(pot, -0.25)], [0, 0, 1, 0]));
  const rimW = shape === "round" ? pr * 0.85 : pr;
  sc.ell(bx, top, rimW, Math.max(1, rimW * 0.14), shade(pot, -0.45));
}

/* Lights ------------------------------------------------------------------ */
function pendant(sc, x, z, yb, o = {}) {
  const k = sc.k(z);
  const [px, py] = sc.P(x, yb, z);
  const ceilY = sc.P(x, o.ceil ?? sc.room.h, z)[1];
  const r = (o.r ?? 0.2) * k;
  const col = o.c ?? C.brass;
  const shape = o.shape ?? "dome";
  if (o.glow !== false) sc.glow(px, py + r * 0.3, r * (o.glowR ?? 3.4), "#ffe6b5", o.glowOp ?? 0.55);
  const hs = shape === "ring" ? 0 : shape === "globe" ? 2 * r : shape === "cone" ? 1.1 * r : shape === "drum" ? 0.9 * r : 0.85 * r;
  if (shape !== "ring") sc.line(px, ceilY, px, py - hs, o.cord ?? "#2d2622", Math.max(1, 0.006 * k));
  sc.ell(px, ceilY, 0.05 * k, 0.012 * k, o.cord ?? "#2d2622");
  const body = sc.lin([shade(col, 0.3), col, shade(col, -0.3)], [0, 0, 1, 0]);
  if (shape === "ring") {
    const rr = o.r ?? 0.45;
    const [, ty] = sc.P(x, yb, z);
    for (const dx of [-rr * 0.7, rr * 0.7]) {
      const [wx] = sc.P(x + dx, yb, z);
      sc.line(wx, ceilY, wx, ty, "#6d5a3e", 0.8, { op: 0.8 });
    }
    sc.disc(x, yb, z, rr, "none", { stroke: "#fff2d2", sw: 0.05 * k, op: 0.7, blur: 0.02 * k });
    sc.disc(x, yb, z, rr, "none", { stroke: col, sw: 0.03 * k });
    sc.disc(x, yb - 0.02, z, rr, "none", { stroke: "#fff6e0", sw: 0.012 * k });
    return { px, py, r };
  }
  if (shape === "globe") {
    sc.rect(px - r * 0.25, py - 2 * r - r * 0.15, r * 0.5, r * 0.3, col, { rx: r * 0.05 });
    sc.ell(px, py - r, r, r, sc.rad(["#fffdf6", "#fff0cf", "#f3d8a4"], { cx: 0.45, cy: 0.55, r: 0.6 }));
  } else if (shape === "cone") {
    sc.path(
      `M${f1(px - r * 0.18)},${f1(py - hs)}L${f1(px + r * 0.18)},${f1(py - hs)}L${f1(px + r)},${f1(py)}L${f1(px - r)},${f1(py)}Z`,
      body,
    );
    sc.ell(px, py, r, r * 0.18, "#fff3d6");
  } else if (shape === "drum") {
    sc.rect(px - r, py - hs, 2 * r, hs, sc.lin([shade(col, 0.25), col, shade(col, -0.15)], [0, 0, 1, 0]));
    sc.rect(
      px - r,
      py - hs,
      2 * r,
      hs,
      sc.lin([
        [0, "#fff0c8", 0],
        [1, "#fff0c8", 0.5],
      ]),
    );
    sc.ell(px, py, r, r * 0.16, "#fff6df");
  } else if (shape === "rattan") {
    sc.path(
      `M${f1(px - r)},${f1(py)}C${f1(px - r)},${f1(py - hs * 1.45)} ${f1(px + r)},${f1(py - hs * 1.45)} ${f1(px + r)},${f1(py)}Z`,
      body,
    );
    for (let i = 1; i < 6; i++) {
      const t = i / 6;
      sc.path(`M${f1(px - r * t)},${f1(py)}Q${f1(px - r * t * 0.9)},${f1(py - hs)} ${f1(px)},${f1(py - hs * 1.08)}`, "none", {
        stroke: shade(col, -0.3),
        sw: Math.max(0.6, r * 0.03),
        op: 0.6,
      });
      sc.path(`M${f1(px + r * t)},${f1(py)}Q${f1(px + r * t * 0.9)},${f1(py - hs)} ${f1(px)},${f1(py - hs * 1.08)}`, "none", {
        stroke: shade(col, -0.3),
        sw: Math.max(0.6, r * 0.03),
        op: 0.6,
      });
    }
    sc.ell(px, py, r, r * 0.16, "#fff3d6");
  } else {
    sc.path(
      `M${f1(px - r)},${f1(py)}C${f1(px - r)},${f1(py - hs * 1.3)} ${f1(px + r)},${f1(py - hs * 1.3)} ${f1(px + r)},${f1(py)}Z`,
      body,
    );
    sc.ell(px, py, r, r * 0.16, "#fff3d6");
  }
  return { px, py, r };
}

function tableLamp(sc, x, y, z, o = {}) {
  const k = sc.k(z);
  const [bx, by] = sc.P(x, y, z);
  const h = (o.h ?? 0.55) * k;
  const sw = (o.w ?? 0.36) * k;
  const base = o.base ?? C.clay;
  const shadeC = o.shade ?? C.linen;
  if (o.glow !== false) sc.glow(bx, by - h * 0.72, sw * 1.9, "#ffe8bd", o.glowOp ?? 0.5);
  const bh = h * 0.5;
  const br = sw * 0.28;
  sc.path(
    `M${f1(bx - br * 0.6)},${f1(by)}C${f1(bx - br * 1.5)},${f1(by - bh * 0.2)} ${f1(bx - br * 1.3)},${f1(by - bh * 0.9)} ${f1(bx - br * 0.25)},${f1(
      by - bh,
    )}L${f1(bx + br * 0.25)},${f1(by - bh)}C${f1(bx + br * 1.3)},${f1(by - bh * 0.9)} ${f1(bx + br * 1.5)},${f1(by - bh * 0.2)} ${f1(bx + br * 0.6)},${f1(
      by,
    )}Z`,
    sc.lin([shade(base, 0.2), base, shade(base, -0.25)], [0, 0, 1, 0]),
  );
  sc.line(bx, by - bh, bx, by - h * 0.62, C.brass, Math.max(1, 0.008 * k));
  const st = by - h;
  const sb = by - h * 0.58;
  sc.path(
    `M${f1(bx - sw * 0.33)},${f1(st)}L${f1(bx + sw * 0.33)},${f1(st)}L${f1(bx + sw / 2)},${f1(sb)}L${f1(bx - sw / 2)},${f1(sb)}Z`,
    sc.lin([shade(shadeC, 0.15), shade(shadeC, 0.35)]),
  );
  sc.ell(bx, sb, sw / 2, sw * 0.05, "#fff4dc");
}

function floorLamp(sc, x, z, o = {}) {
  const k = sc.k(z);
  const kind = o.kind ?? "arc";
  const col = o.c ?? C.brass;
  if (kind === "arc") {
    const tx = o.tx ?? x + 1;
    const tz = o.tz ?? z - 0.3;
    const top = o.top ?? 2.05;
    const sy = o.shadeY ?? 1.75;
    sc.disc(x, 0.02, z, 0.17, C.charcoal);
    sc.box(x - 0.14, x + 0.14, 0, 0.05, z - 0.14, z + 0.14, C.marble, { edge: false });
    const a = sc.P(x, 0.05, z);
    const b = sc.P(x, top - 0.3, z);
    const c1 = sc.P(x, top + 0.15, z);
    const c2 = sc.P(tx, top + 0.2, tz);
    const e = sc.P(tx, sy + 0.18, tz);
    sc.path(
      `M${f1(a[0])},${f1(a[1])}L${f1(b[0])},${f1(b[1])}C${f1(c1[0])},${f1(c1[1])} ${f1(c2[0])},${f1(c2[1])} ${f1(e[0])},${f1(e[1])}`,
      "none",
      { stroke: col, sw: Math.max(1.5, 0.018 * k), cap: "round" },
    );
    pendant(sc, tx, tz, sy, { r: o.r ?? 0.2, c: o.shadeC ?? col, ceil: sy + 0.2, cord: col, glowOp: 0.5 });
  } else {
    // Tripod with a linen drum shade.
    const sy = o.shadeY ?? 1.45;
    const [sx, syy] = sc.P(x, sy, z);
    sc.glow(sx, syy - 0.12 * k, 0.55 * k, "#ffe8bd", 0.5);
    for (const [dx, dz] of [
      [-0.22, 0.12],
      [0.22, 0.12],
      [0, -0.2],
    ]) {
      const f = sc.P(x + dx, 0, z + dz);
      sc.line(f[0], f[1], sx, syy + 0.05 * k, o.leg ?? C.walnut, Math.max(1.2, 0.018 * k));
    }
    const r = 0.22 * k;
    const hh = 0.3 * k;
    sc.rect(sx - r, syy - hh, 2 * r, hh, sc.lin([shade(o.shadeC ?? C.linen, 0.2), shade(o.shadeC ?? C.linen, 0.4)]));
    sc.ell(sx, syy, r, r * 0.12, "#fff4dc");
  }
}

// Light pool a downlight throws on the wall just below it.
function scallop(sc, x, zWall, o = {}) {
  const k = sc.k(zWall);
  const [px, py] = sc.P(x, o.top ?? sc.room.h - 0.05, zWall);
  const w = (o.w ?? 0.55) * k;
  const h = (o.h ?? 1.6) * k;
  sc.path(
    `M${f1(px - w * 0.12)},${f1(py)}C${f1(px - w * 0.5)},${f1(py + h * 0.3)} ${f1(px - w * 0.55)},${f1(py + h)} ${f1(px)},${f1(py + h)}C${f1(
      px + w * 0.55,
    )},${f1(py + h)} ${f1(px + w * 0.5)},${f1(py + h * 0.3)} ${f1(px + w * 0.12)},${f1(py)}Z`,
    sc.rad(
      [
        [0, "#fff3d8", 0.6],
        [0.55, "#fff3d8", 0.22],
        [1, "#fff3d8", 0],
      ],
      { cx: 0.5, cy: 0.1, r: 0.9 },
    ),
  );
}
function downlight(sc, x, z, o = {}) {
  const [px, py] = sc.P(x, o.y ?? sc.room.h, z);
  sc.glow(px, py, 0.22 * sc.k(z), "#fff1cf", 0.5);
  sc.disc(x, o.y ?? sc.room.h, z, 0.045, "#fffaf0");
}

// Recessed ceiling tray with hidden cove lighting. The tray rises above the
// main ceiling (y = room height) and is inset from the walls.
function coveTray(sc, o = {}) {
  const { xL, xR, h, zB, zn } = sc.room;
  const ins = o.inset ?? 0.6;
  const x0 = o.x0 ?? xL + ins;
  const x1 = o.x1 ?? xR - ins;
  const zf = o.zFar ?? zB - ins;
  const zN = o.zNear ?? zn;
  const y0 = o.y ?? h;
  const y1 = y0 + (o.depth ?? 0.18);
  const ceil = o.c ?? shade(sc.room.wall, 0.5);
  const glow = o.glow ?? "#ffdca0";
  const open = [
    [x0, y0, zN],
    [x1, y0, zN],
    [x1, y0, zf],
    [x0, y0, zf],
  ].map((p) => sc.P(...p));
  const clip = sc.clip(polyD(open));
  sc.group(`clip-path="${clip}"`, () => {
    sc.qy(y1, x0, x1, zN, zf, ceil);
    sc.qz(zf, x0, x1, y0, y1, shade(ceil, -0.06));
    if (sc.cam.camX > x0) sc.qx(x0, y0, y1, zN, zf, shade(ceil, -0.03));
    if (sc.cam.camX < x1) sc.qx(x1, y0, y1, zN, zf, shade(ceil, -0.09));
    const k = sc.k(zf);
    const lines = [
      [
        [x0, y1, zf],
        [x1, y1, zf],
      ],
      [
        [x0, y1, zf],
        [x0, y1, zN],
      ],
      [
        [x1, y1, zf],
        [x1, y1, zN],
      ],
    ];
    for (const [p, q] of lines) sc.line3(p, q, glow, 0.22 * k, { op: o.glowOp ?? 0.75, blur: 0.09 * k });
    for (const [p, q] of lines) sc.line3(p, q, "#fff6e2", 0.035 * k, { op: 0.9 });
  });
  return { x0, x1, zf, y1 };
}

/* Wall decor -------------------------------------------------------------- */
function art(sc, x0, x1, y0, y1, z, o = {}) {
  const frame = o.frame ?? C.darkWalnut;
  const pal = o.pal ?? [C.terracotta, C.sage, C.sand, C.deepTeal];
  const style = o.style ?? "arches";
  sc.wallShadow(x0, x1, y0, y1, z, { op: 0.25, blur: 0.025, dy: 0.025 });
  sc.qz(z, x0, x1, y0, y1, frame);
  const ft = o.ft ?? 0.025;
  const mat = o.mat === false ? 0 : (o.matW ?? 0.06);
  if (mat) sc.qz(z, x0 + ft, x1 - ft, y0 + ft, y1 - ft, o.matC ?? C.white);
  const [ix, iy] = sc.P(x0 + ft + mat, y1 - ft - mat, z);
  const [ix1, iy1] = sc.P(x1 - ft - mat, y0 + ft + mat, z);
  const w = ix1 - ix;
  const h = iy1 - iy;
  const clip = sc.clip(
    polyD([
      [ix, iy],
      [ix1, iy],
      [ix1, iy1],
      [ix, iy1],
    ]),
  );
  const bg = o.bg ?? C.cream;
  sc.group(`clip-path="${clip}"`, () => {
    sc.rect(ix, iy, w, h, bg);
    if (style === "arches") {
      sc.ell(ix + w * 0.68, iy + h * 0.3, w * 0.16, w * 0.16, pal[0]);
      const arch = (ax, aw, top, col) =>
        sc.path(
          `M${f1(ax)},${f1(iy + h)}L${f1(ax)},${f1(top + aw / 2)}A${f1(aw / 2)},${f1(aw / 2)} 0 0 1 ${f1(ax + aw)},${f1(top + aw / 2)}L${f1(ax + aw)},${f1(iy + h)}Z`,
          col,
        );
      arch(ix + w * 0.12, w * 0.38, iy + h * 0.42, pal[1]);
      arch(ix + w * 0.42, w * 0.3, iy + h * 0.58, pal[2]);
      sc.line(ix + w * 0.1, iy + h * 0.86, ix + w * 0.9, iy + h * 0.86, pal[3], Math.max(1, w * 0.01));
    } else if (style === "hills") {
      sc.ell(ix + w * 0.3, iy + h * 0.35, w * 0.12, w * 0.12, pal[0]);
      const hill = (y, amp, col) =>
        sc.path(
          `M${f1(ix)},${f1(iy + h * y)}Q${f1(ix + w * 0.3)},${f1(iy + h * (y - amp))} ${f1(ix + w * 0.6)},${f1(iy + h * y)}T${f1(ix + w * 1.2)},${f1(iy + h * y)}L${f1(ix + w)},${f1(iy + h)}L${f1(ix)},${f1(iy + h)}Z`,
          col,
        );
      hill(0.6, 0.25, pal[2]);
      hill(0.72, -0.18, pal[1]);
      hill(0.86, 0.15, pal[3]);
    } else if (style === "blocks") {
      sc.rect(ix + w * 0.1, iy + h * 0.08, w * 0.8, h * 0.46, pal[0], { op: 0.9 });
      sc.rect(ix + w * 0.1, iy + h * 0.58, w * 0.8, h * 0.34, pal[1], { op: 0.9 });
    } else if (style === "leaf") {
      sc.ell(ix + w * 0.5, iy + h * 0.5, w * 0.34, w * 0.34, pal[2]);
      sc.path(
        `M${f1(ix + w * 0.3)},${f1(iy + h * 0.85)}C${f1(ix + w * 0.2)},${f1(iy + h * 0.35)} ${f1(ix + w * 0.55)},${f1(iy + h * 0.15)} ${f1(ix + w * 0.78)},${f1(
          iy + h * 0.12,
        )}C${f1(ix + w * 0.8)},${f1(iy + h * 0.45)} ${f1(ix + w * 0.6)},${f1(iy + h * 0.8)} ${f1(ix + w * 0.3)},${f1(iy + h * 0.85)}Z`,
        pal[1],
      );
      sc.path(
        `M${f1(ix + w * 0.3)},${f1(iy + h * 0.85)}Q${f1(ix + w * 0.5)},${f1(iy + h * 0.45)} ${f1(ix + w * 0.76)},${f1(iy + h * 0.14)}`,
        "none",
        {
          stroke: bg,
          sw: Math.max(1, w * 0.012),
        },
      );
    } else if (style === "lines") {
      for (let i = 0; i < 5; i++) {
        sc.path(
          `M${f1(ix - w * 0.1)},${f1(iy + h * (0.3 + i * 0.12))}C${f1(ix + w * 0.3)},${f1(iy + h * (0.05 + i * 0.1))} ${f1(ix + w * 0.6)},${f1(
            iy + h * (0.7 + i * 0.05),
          )} ${f1(ix + w * 1.1)},${f1(iy + h * (0.35 + i * 0.1))}`,
          "none",
          { stroke: pal[i % pal.length], sw: Math.max(1, w * 0.03), op: 0.85 },
        );
      }
    }
  });
}

function mirror(sc, x, y, z, r, o = {}) {
  const k = sc.k(z);
  const [cx, cy] = sc.P(x, y, z);
  const R = r * k;
  if (o.backlit) sc.glow(cx, cy, R * 1.45, "#fff0cc", 0.6);
  else sc.ell(cx + R * 0.02, cy + R * 0.06, R * 1.02, R * 1.02, "#2b1d12", { op: 0.25, blur: R * 0.05 });
  if (o.arch) {
    const w = R;
    const h = (o.arch ?? 1.6) * R;
    const d = (ww, hh) =>
      `M${f1(cx - ww)},${f1(cy + hh / 2)}L${f1(cx - ww)},${f1(cy - hh / 2 + ww)}A${f1(ww)},${f1(ww)} 0 0 1 ${f1(cx + ww)},${f1(cy - hh / 2 + ww)}L${f1(
        cx + ww,
      )},${f1(cy + hh / 2)}Z`;
    sc.path(d(w, h), o.frame ?? C.brass);
    sc.path(d(w * 0.94, h - w * 0.12), sc.lin(o.glass ?? ["#dfe3df", "#b9c1bc", "#e7e3da"], [0, 0, 1, 1]));
    sc.path(
      d(w * 0.94, h - w * 0.12),
      sc.lin(
        [
          [0, "#ffffff", 0],
          [0.45, "#ffffff", 0],
          [0.5, "#ffffff", 0.35],
          [0.58, "#ffffff", 0],
          [1, "#ffffff", 0],
        ],
        [0, 0, 1, 1],
      ),
    );
  } else {
    sc.ell(cx, cy, R, R, o.frame ?? C.brass);
    sc.ell(cx, cy, R * 0.93, R * 0.93, sc.lin(o.glass ?? ["#e1e4df", "#b8c0bb", "#e8e4da"], [0, 0, 1, 1]));
    sc.ell(
      cx,
      cy,
      R * 0.93,
      R * 0.93,
      sc.lin(
        [
          [0, "#ffffff", 0],
          [0.42, "#ffffff", 0],
          [0.48, "#ffffff", 0.35],
          [0.56, "#ffffff", 0],
          [1, "#ffffff", 0],
        ],
        [0, 0, 1, 1],
      ),
    );
  }
}

// A lathe-style object (vase, bowl, bottle) in front of the camera.
function vase(sc, x, y, z, o = {}) {
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
function books(sc, x0, x1, y, z, hMax, o = {}) {
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

/* Cabinet fronts ----------------------------------------------------------- */
// Draws shutters on an arbitrary plane; map(u, v) -> world point where u runs
// along the cabinet and v is height above the floor.
function shutters(sc, map, y0, y1, mods, c, o = {}) {
  const gap = o.gap ?? 0.006;
  const total = mods.reduce((a, m) => a + m.w, 0);
  sc.poly3([map(0, y0), map(total, y0), map(total, y1), map(0, y1)], o.gapC ?? shade(c, -0.45));
  let u = 0;
  for (const m of mods) {
    const rows = (m.rows ?? [1]).map((r) => (typeof r === "number" ? { f: r } : r));
    const sum = rows.reduce((a, r) => a + r.f, 0);
    const doors = m.doors ?? 1;
    let vTop = y1;
    for (const row of rows) {
      const hgt = ((y1 - y0) * row.f) / sum;
      const vBot = vTop - hgt;
      for (let d = 0; d < doors; d++) {
        const a = u + (d * m.w) / doors + gap / 2;
        const b = u + ((d + 1) * m.w) / doors - gap / 2;
        const t = vTop - gap / 2;
        const bt = vBot + gap / 2;
        const fill = row.fill ?? m.fill ?? c;
        const pts = [map(a, bt), map(b, bt), map(b, t), map(a, t)];
        const kind = row.kind ?? m.kind ?? "door";
        if (kind === "open") {
          sc.poly3(pts, shade(fill, -0.3));
          if (row.items !== false && o.items) o.items(map, a, b, bt, t);
          continue;
        }
        sc.poly3(pts, o.flat ? fill : sc.lin([shade(fill, 0.05), shade(fill, -0.05)]));
        if (kind === "glass" || kind === "fluted") {
          const fi = 0.035;
          const inner = [map(a + fi, bt + fi), map(b - fi, bt + fi), map(b - fi, t - fi), map(a + fi, t - fi)];
          sc.poly3(inner, row.glassC ?? (kind === "fluted" ? "#c9b99e" : "#3b2f27"));
          if (o.items && kind === "glass") o.items(map, a + fi, b - fi, bt + fi, t - fi);
          if (kind === "fluted") {
            for (let uu = a + fi + 0.03; uu < b - fi; uu += 0.03)
              sc.poly3([map(uu, bt + fi), map(uu + 0.008, bt + fi), map(uu + 0.008, t - fi), map(uu, t - fi)], "#fff6e4", { op: 0.35 });
          }
          sc.poly3(
            inner,
            sc.lin(
              [
                [0, "#ffffff", 0.22],
                [0.35, "#ffffff", 0.04],
                [0.55, "#ffffff", 0.14],
                [1, "#ffffff", 0.02],
              ],
              [0, 0, 1, 1],
            ),
          );
        } else if (kind === "oven") {
          const fi = 0.04;
          sc.poly3(pts, "#27231f");
          sc.poly3([map(a + fi, bt + fi), map(b - fi, bt + fi), map(b - fi, t - 0.12), map(a + fi, t - 0.12)], "#14110f");
          sc.poly3([map(a + fi, t - 0.08), map(b - fi, t - 0.08), map(b - fi, t - 0.065), map(a + fi, t - 0.065)], "#b8b4ad");
          sc.poly3(
            [map(a + fi, bt + fi), map(b - fi, bt + fi), map(b - fi, t - 0.12), map(a + fi, t - 0.12)],
            sc.lin(
              [
                [0, "#ffffff", 0.12],
                [0.5, "#ffffff", 0],
                [1, "#ffffff", 0.05],
              ],
              [0, 0, 1, 1],
            ),
          );
          continue;
        }
        if (o.grain) {
          for (let i = 1; i < 4; i++) {
            const uu = a + ((b - a) * i) / 4 + sc.r(-0.02, 0.02);
            sc.poly3([map(uu, bt), map(uu + 0.004, bt), map(uu + 0.004, t), map(uu, t)], shade(fill, -0.12), { op: 0.35 });
          }
        }
        const hk = row.handle ?? m.handle ?? o.handle ?? "bar";
        const side = m.hside ?? (doors === 2 ? (d === 0 ? "r" : "l") : "r");
        handle(sc, map, a, b, bt, t, hk, { drawer: rows.length > 1 && !row.door, side, pos: o.hpos ?? "top", col: o.hcol ?? C.brass });
      }
      vTop = vBot;
    }
    u += m.w;
  }
}
function handle(sc, map, a, b, bt, t, kind, o) {
  const col = o.col;
  const bar = (ua, ub, va, vb) => {
    sc.poly3([map(ua, va - 0.006), map(ub, va - 0.006), map(ub, vb - 0.006), map(ua, vb - 0.006)], "#1f1710", { op: 0.25 });
    const pts = [map(ua, va), map(ub, va), map(ub, vb), map(ua, vb)];
    const [x0, y0, x1, y1] = bboxOf(pts.map((p) => sc.P(...p)));
    sc.poly3(pts, (x1 - x0) * (y1 - y0) > 400 ? sc.lin([shade(col, 0.35), col, shade(col, -0.25)]) : col);
  };
  if (kind === "none") return;
  if (kind === "gola") {
    sc.poly3([map(a, t - 0.018), map(b, t - 0.018), map(b, t), map(a, t)], "#1e1915", { op: 0.55 });
    return;
  }
  if (kind === "knob") {
    const uu = o.side === "r" ? b - 0.05 : a + 0.05;
    const vv = o.drawer ? (bt + t) / 2 : o.pos === "bottom" ? bt + 0.07 : t - 0.07;
    const [px, py] = sc.P(...map(o.drawer ? (a + b) / 2 : uu, vv));
    const k = sc.k(map(uu, vv)[2]);
    sc.ell(px, py, 0.016 * k, 0.016 * k, sc.rad([shade(col, 0.4), col, shade(col, -0.3)], { cx: 0.4, cy: 0.35 }));
    return;
  }
  if (kind === "long") {
    const uu = o.side === "r" ? b - 0.03 : a + 0.03;
    bar(uu - 0.009, uu + 0.009, bt + 0.15, t - 0.15);
    return;
  }
  if (o.drawer || kind === "bar") {
    const L = Math.min(0.3, (b - a) * 0.5);
    const uc = (a + b) / 2;
    const v = o.pos === "bottom" ? bt + 0.045 : t - 0.045;
    bar(uc - L / 2, uc + L / 2, v - 0.008, v + 0.008);
    return;
  }
  // Vertical pull near the meeting edge of the doors.
  const L = Math.min(0.4, (t - bt) * 0.4);
  const uu = o.side === "r" ? b - 0.04 : a + 0.04;
  const [v0, v1] =
    o.pos === "bottom" ? [bt + 0.06, bt + 0.06 + L] : o.pos === "mid" ? [(bt + t - L) / 2, (bt + t + L) / 2] : [t - 0.06 - L, t - 0.06];
  bar(uu - 0.008, uu + 0.008, v0, v1);
}

/* Seating ----------------------------------------------------------------- */
// Local frame: width along x (centred), front of the seat at z = -d, back at z = 0.
function sofa(sc, o = {}) {
  const w = o.w ?? 2.3;
  const d = o.d ?? 0.95;
  const arm = o.arm ?? 0.2;
  const armH = o.armH ?? 0.62;
  const backH = o.backH ?? 0.84;
  const seatH = o.seatH ?? 0.46;
  const baseY = o.baseY ?? 0.12;
  const tf = o.tf ?? place(0, 0);
  const c = o.c ?? C.linen;
  const cush = o.cush ?? shade(c, 0.05);
  const n = o.n ?? 3;
  const soft = o.soft ?? 0.03;
  const B = (x0, x1, y0, y1, z0, z1, col, extra = {}) => sc.box(x0, x1, y0, y1, z0, z1, col, { tf, soft, ...extra });
  sc.shadow(-w / 2, w / 2, -d, 0, { tf, op: 0.38, spread: 0.06, blur: 0.06 });
  const legs = () => {
    if (o.plinth) {
      sc.box(-w / 2 + 0.06, w / 2 - 0.06, 0, baseY, -d + 0.06, -0.06, C.ink, { tf, edge: false });
      return;
    }
    for (const [x, z] of [
      [-w / 2 + 0.06, -d + 0.06],
      [w / 2 - 0.06, -d + 0.06],
      [-w / 2 + 0.06, -0.06],
      [w / 2 - 0.06, -0.06],
    ])
      sc.box(x - 0.022, x + 0.022, 0, baseY, z - 0.022, z + 0.022, o.legC ?? C.walnut, { tf, edge: false });
  };
  const base = () => B(-w / 2 + arm - 0.01, w / 2 - arm + 0.01, baseY, seatH - 0.14, -d + 0.02, -0.02, shade(c, -0.06));
  const back = () => B(-w / 2, w / 2, baseY, backH, -0.22, 0, c);
  const armL = () => B(-w / 2, -w / 2 + arm, baseY, armH, -d, 0, c);
  const armR = () => B(w / 2 - arm, w / 2, baseY, armH, -d, 0, c);
  const cw = (w - 2 * arm) / n;
  const seats = [];
  const backs = [];
  for (let i = 0; i < n; i++) {
    const x = -w / 2 + arm + i * cw;
    seats.push({ x, f: () => B(x + 0.005, x + cw - 0.005, seatH - 0.16, seatH, -d + 0.03, -0.2, cush, { soft: 0.045 }) });
    if (o.backCushions !== false)
      backs.push({ x, f: () => B(x + 0.01, x + cw - 0.01, seatH - 0.02, backH + 0.04, -0.38, -0.2, cush, { soft: 0.055 }) });
  }
  const pillows = (o.pillows ?? []).map((col, i) => {
    const left = i % 2 === 0;
    const slot = Math.floor(i / 2);
    const x = left ? -w / 2 + arm + 0.04 + slot * 0.3 : w / 2 - arm - 0.44 - slot * 0.3;
    return { x, f: () => B(x, x + 0.4, seatH - 0.02, seatH + 0.38, -0.46 + slot * 0.03, -0.36, col, { soft: 0.07 }) };
  });
  const side = Math.abs(Math.sin(tf.angle ?? 0)) > 0.15;
  // Dark seams between seat cushions so they read as separate pieces.
  const seams = () => {
    for (let i = 1; i < n; i++) {
      const x = -w / 2 + arm + i * cw;
      const a = sc.P(...tf.p([x, seatH - 0.15, -d + 0.03]));
      const b = sc.P(...tf.p([x, seatH - 0.005, -d + 0.03]));
      const c2 = sc.P(...tf.p([x, seatH, -0.22]));
      sc.path(`M${f1(a[0])},${f1(a[1])}L${f1(b[0])},${f1(b[1])}L${f1(c2[0])},${f1(c2[1])}`, "none", {
        stroke: shade(cush, -0.3),
        sw: Math.max(1, 0.01 * sc.k(tf.p([x, 0, -d])[2])),
        op: 0.55,
        join: "round",
      });
    }
  };
  if (!side) {
    legs();
    base();
    back();
    armL();
    armR();
    backs.forEach((b) => b.f());
    seats.forEach((s) => s.f());
    seams();
    pillows.forEach((p) => p.f());
    return;
  }
  const wz = (x) => tf.p([x, 0, -d / 2])[2];
  const farFirst = (list) => list.sort((a, b) => wz(b.x) - wz(a.x)).forEach((p) => p.f());
  const leftFar = wz(-w / 2) > wz(w / 2);
  legs();
  base();
  back();
  (leftFar ? armL : armR)();
  farFirst(backs);
  farFirst(seats);
  seams();
  farFirst(pillows);
  (leftFar ? armR : armL)();
}

function armchair(sc, o = {}) {
  sofa(sc, { w: 0.86, d: 0.82, n: 1, arm: 0.13, armH: 0.58, backH: 0.88, backCushions: o.backCushions ?? false, ...o });
}

// Wooden-frame accent chair: thin arms, tapered legs, single seat cushion.
function loungeChair(sc, o = {}) {
  const tf = o.tf ?? place(0, 0);
  const c = o.c ?? C.mustard;
  const wood = o.wood ?? C.walnut;
  const w = 0.78;
  const d = 0.78;
  sc.shadow(-w / 2, w / 2, -d, 0, { tf, op: 0.32, spread: 0.05, blur: 0.06 });
  const leg = (x, z) => sc.box(x - 0.022, x + 0.022, 0, 0.6, z - 0.022, z + 0.022, wood, { tf, edge: false });
  const parts = [
    { z: -0.05, f: () => (leg(-w / 2 + 0.03, -0.05), leg(w / 2 - 0.03, -0.05)) },
    { z: 0, f: () => sc.box(-w / 2 + 0.06, w / 2 - 0.06, 0.42, 0.95, -0.14, -0.02, c, { tf, soft: 0.05 }) },
    { z: -0.4, f: () => sc.box(-w / 2 + 0.06, w / 2 - 0.06, 0.3, 0.44, -d + 0.04, -0.05, shade(c, 0.04), { tf, soft: 0.05 }) },
    { z: -d + 0.04, f: () => (leg(-w / 2 + 0.03, -d + 0.05), leg(w / 2 - 0.03, -d + 0.05)) },
    { z: -0.45, f: () => sc.box(-w / 2, -w / 2 + 0.05, 0.58, 0.62, -d + 0.02, -0.02, wood, { tf }) },
    { z: -0.45, f: () => sc.box(w / 2 - 0.05, w / 2, 0.58, 0.62, -d + 0.02, -0.02, wood, { tf }) },
  ];
  parts.sort((a, b) => tf.p([0, 0, b.z])[2] - tf.p([0, 0, a.z])[2]).forEach((p) => p.f());
}

// Dining chair; local seat centred at origin, back towards +z.
function diningChair(sc, o = {}) {
  const tf = o.tf ?? place(0, 0);
  const c = o.c ?? C.oak;
  const seat = o.seat ?? C.linen;
  const s = 0.22;
  const backH = o.backH ?? 0.92;
  const legs = () => {
    for (const [x, z] of [
      [-s + 0.02, -s + 0.02],
      [s - 0.02, -s + 0.02],
      [-s + 0.02, s - 0.02],
      [s - 0.02, s - 0.02],
    ])
      sc.box(x - 0.017, x + 0.017, 0, 0.44, z - 0.017, z + 0.017, c, { tf, edge: false });
  };
  const seatF = () => {
    sc.box(-s, s, 0.42, 0.46, -s, s, c, { tf });
    sc.box(-s + 0.01, s - 0.01, 0.46, 0.5, -s + 0.01, s - 0.03, seat, { tf, soft: 0.02 });
  };
  const back = () => {
    sc.box(-s, -s + 0.035, 0.46, backH, s - 0.04, s, c, { tf });
    sc.box(s - 0.035, s, 0.46, backH, s - 0.04, s, c, { tf });
    if (o.cane) {
      sc.box(-s + 0.035, s - 0.035, 0.58, backH - 0.04, s - 0.03, s - 0.01, o.cane, { tf, flat: true });
      const face = [
        [-s + 0.05, 0.6, s - 0.032],
        [s - 0.05, 0.6, s - 0.032],
        [s - 0.05, backH - 0.06, s - 0.032],
        [-s + 0.05, backH - 0.06, s - 0.032],
      ].map((p) => sc.P(...tf.p(p)));
      const bb = bboxOf(face);
      const step = Math.max(2.5, (bb[2] - bb[0]) / 14);
      sc.poly(
        face,
        sc.pattern(
          `cane${f1(step)}${o.cane}`,
          step,
          step,
          `<rect width="${f1(step)}" height="${f1(step)}" fill="${o.cane}"/><path d="M0,0L${f1(step)},${f1(step)}M${f1(step)},0L0,${f1(step)}" stroke="${shade(o.cane, -0.35)}" stroke-width="${f1(step * 0.16)}"/>`,
        ),
      );
      sc.box(-s + 0.035, s - 0.035, backH - 0.05, backH, s - 0.04, s, c, { tf });
    } else {
      sc.box(-s + 0.01, s - 0.01, 0.55, backH, s - 0.05, s, o.backC ?? seat, { tf, soft: 0.02 });
    }
  };
  const backFar = tf.p([0, 0, s])[2] > tf.p([0, 0, 0])[2];
  if (backFar) {
    back();
    legs();
    seatF();
  } else {
    legs();
    seatF();
    back();
  }
}

function barStool(sc, x, z, o = {}) {
  const h = o.h ?? 0.66;
  const k = sc.k(z);
  const col = o.c ?? C.ink;
  const seatC = o.seat ?? C.walnut;
  sc.disc(x, 0.001, z, 0.24, "#2b1d12", { op: 0.22, blur: 0.04 * k });
  for (const [dx, dz] of [
    [-0.17, -0.17],
    [0.17, -0.17],
    [-0.17, 0.17],
    [0.17, 0.17],
  ]) {
    const a = sc.P(x + dx, 0, z + dz);
    const b = sc.P(x + dx * 0.55, h, z + dz * 0.55);
    sc.line(a[0], a[1], b[0], b[1], col, Math.max(1.2, 0.018 * k));
  }
  sc.disc(x, h * 0.38, z, 0.15, "none", { stroke: col, sw: Math.max(1, 0.012 * k) });
  sc.cyl(x, h, h + 0.05, z, 0.2, seatC);
}

/* Tables ------------------------------------------------------------------ */
function roundTable(sc, x, z, r, h, o = {}) {
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

function rectTable(sc, x0, x1, z0, z1, h, o = {}) {
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

function sideTable(sc, x0, x1, z0, z1, h, o = {}) {
  const c = o.c ?? C.walnut;
  sc.shadow(x0, x1, z0, z1, { op: 0.3, blur: 0.04 });
  sc.box(x0, x1, 0, h, z0, z1, c);
  const map = (u, v) => [x0 + u, v, z0 - 0.001];
  shutters(sc, map, h * 0.45, h - 0.03, [{ w: x1 - x0, rows: o.drawers ?? [1, 1] }], c, { hcol: o.hcol ?? C.brass, gap: 0.008 });
}

/* Beds -------------------------------------------------------------------- */
// Headboard against the wall at z = zw, bed centred on x.
function bed(sc, o = {}) {
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

function bench(sc, x0, x1, z0, z1, o = {}) {
  const c = o.c ?? C.sand;
  sc.shadow(x0, x1, z0, z1, { op: 0.3, blur: 0.05 });
  for (const x of [x0 + 0.05, x1 - 0.05]) sc.box(x - 0.02, x + 0.02, 0, 0.4, z0 + 0.04, z1 - 0.04, o.legC ?? C.brass, { edge: false });
  sc.box(x0, x1, 0.32, 0.46, z0, z1, c, { soft: 0.03 });
}

/* Media ------------------------------------------------------------------- */
function tv(sc, x0, x1, y0, y1, z, o = {}) {
  sc.wallShadow(x0, x1, y0, y1, z, { op: 0.3, blur: 0.03 });
  sc.qz(z, x0, x1, y0, y1, "#1b1917");
  const m = 0.012;
  sc.qz(z, x0 + m, x1 - m, y0 + m, y1 - m, o.screen ?? sc.lin(["#2c3438", "#15191b"], [0, 0, 1, 1]));
  sc.qz(
    z,
    x0 + m,
    x1 - m,
    y0 + m,
    y1 - m,
    sc.lin(
      [
        [0, "#ffffff", 0.1],
        [0.4, "#ffffff", 0.02],
        [0.42, "#ffffff", 0.08],
        [0.6, "#ffffff", 0],
        [1, "#ffffff", 0],
      ],
      [0, 0, 1, 1],
    ),
  );
}
// TV on a side wall (plane x), facing into the room.
function tvSide(sc, x, z0, z1, y0, y1) {
  sc.qx(x, y0, y1, z0, z1, "#1b1917");
  const m = 0.015;
  sc.qx(x, y0 + m, y1 - m, z0 + m, z1 - m, sc.lin(["#303a3e", "#151a1c"], [0, 0, 1, 1]));
  sc.qx(
    x,
    y0 + m,
    y1 - m,
    z0 + m,
    z1 - m,
    sc.lin(
      [
        [0, "#ffffff", 0.1],
        [0.5, "#ffffff", 0.02],
        [1, "#ffffff", 0],
      ],
      [0, 0, 1, 1],
    ),
  );
}

/* ------------------------------------------------------------------------ */
/* Scene helpers                                                             */
/* ------------------------------------------------------------------------ */

// Open Graph renders reuse the room scenes with the camera panned so the
// subject sits right of the text panel, plus an overlay drawn last.
let CAM_SHIFT = 0;
let POST = null;

function newScene(key, W, H, cam = {}) {
  const sc = new Scene(W, H, hashKey(key));
  sc.camera({
    f: cam.f ?? W * 0.62,
    cx: cam.cx ?? W * (0.5 + CAM_SHIFT),
    cy: cam.cy ?? H * 0.47,
    eye: cam.eye ?? 1.3,
    camX: cam.camX ?? 0,
  });
  if (cam.light) sc.setLight(cam.light);
  return sc;
}

// Gentle vignette and warm grade shared by every picture.
function finish(sc, o = {}) {
  const { W, H } = sc;
  // One full-frame layer does both jobs: a faint warm wash in the middle
  // fading into the vignette (each full-frame layer costs render time).
  const warm = o.warm === false ? 0 : 0.035;
  if (warm || o.vignette !== 0)
    sc.rect(
      0,
      0,
      W,
      H,
      sc.rad(
        [
          [0, "#ffb763", warm],
          [0.55, "#d9975a", warm * 0.6],
          [1, "#1f1710", o.vignette ?? 0.2],
        ],
        { r: 0.72 },
      ),
    );
  if (POST) POST(sc);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${sc.defs.join("")}</defs>${sc.out.join("")}</svg>`;
}

// Wall-to-wall vertical slats or flutes on the back wall.
function slatWall(sc, x0, x1, y0, y1, z, c, o = {}) {
  const pitch = o.pitch ?? 0.06;
  sc.qz(z, x0, x1, y0, y1, shade(c, -0.25));
  for (let x = x0; x < x1 - 1e-6; x += pitch) {
    const [a, b] = sc.P(x + pitch * 0.12, y1, z);
    const [cc, d] = sc.P(Math.min(x1, x + pitch * 0.88), y0, z);
    sc.rect(a, b, cc - a, d - b, sc.lin([shade(c, 0.1), c, shade(c, -0.12)], [0, 0, 1, 0]));
  }
}
// Floating console along a side wall, seen from its open side.
function consoleSide(sc, side, z0, z1, y0, y1, c, o = {}) {
  const { xL, xR } = sc.room;
  const d = o.d ?? 0.42;
  const xin = side === "L" ? xL + d : xR - d;
  const [bx0, bx1] = side === "L" ? [xL, xin] : [xin, xR];
  sc.box(bx0, bx1, y0 - 0.04, y0, z0 + 0.05, z1 - 0.05, "#2b1d12", { extra: 'fill-opacity="0.25"' });
  sc.box(bx0, bx1, y0, y1, z0, z1, c);
  const map = side === "L" ? (u, v) => [xin + 0.001, v, z1 - u] : (u, v) => [xin - 0.001, v, z1 - u];
  const n = Math.max(2, Math.round((z1 - z0) / 0.6));
  shutters(
    sc,
    map,
    y0 + 0.01,
    y1 - 0.02,
    Array.from({ length: n }, () => ({ w: (z1 - z0) / n })),
    c,
    { handle: o.handle ?? "gola", hcol: C.brass, grain: o.grain },
  );
}

/* Kitchen parts ----------------------------------------------------------- */
function subway(sc, x0, x1, y0, y1, z, c, o = {}) {
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
function marbleZ(sc, x0, x1, y0, y1, z, c, o = {}) {
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
function tileSide(sc, x, z0, z1, y0, y1, c, o = {}) {
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
function hob(sc, x, y, z, o = {}) {
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
    sc.lin(
      [
        [0, "#ffffff", 0.02],
        [0.5, "#ffffff", 0.12],
        [1, "#ffffff", 0.02],
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
function sink(sc, x, y, z, o = {}) {
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
function hood(sc, x, zw, h, o = {}) {
  const col = o.c ?? "#2b2826";
  const w = o.w ?? 0.9;
  sc.box(x - 0.16, x + 0.16, 1.75, h, zw - 0.3, zw, o.duct ?? col);
  sc.box(x - w / 2, x + w / 2, 1.62, 1.76, zw - 0.5, zw, col, { faces: o.glass ? { b: "#1a1817" } : undefined });
  const [px, py] = sc.P(x, 1.62, zw - 0.25);
  sc.glow(px, py + 0.03 * sc.k(zw), 0.35 * sc.k(zw), "#fff0cc", 0.45);
}
function counterItems(sc, x, y, z, o = {}) {
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
function stoolRow(sc, xs, z, o) {
  for (const x of xs) barStool(sc, x, z, o);
}

/* ------------------------------------------------------------------------ */
/* Living rooms                                                              */
/* ------------------------------------------------------------------------ */

function heroLiving(key, W, H) {
  const sc = newScene(key, W, H, { f: W * 0.6, cy: H * 0.5, eye: 1.25 });
  const R = room(sc, { xL: -3.4, xR: 3.4, h: 3.1, zB: 6.2, wall: "#f1eadf", floor: "#c8a47a", skirt: "#e7ddcf" });
  coveTray(sc, { inset: 0.7, zNear: 2.0 });
  for (const z of [3.2, 4.4, 5.6]) downlight(sc, R.xR - 0.35, z);
  sideWindow(sc, "L", 2.2, 5.5, 0.3, 2.8, { panes: 3, transom: 2.35, lightOp: 0.36 });
  curtainX(sc, R.xL + 0.12, 5.55, 6.15, 0.02, 3.0, "#f7f2ea");
  // Fluted walnut feature panel behind the sofa with a cove of light above.
  slatWall(sc, -1.9, 1.9, 0, 3.1, R.zB - 0.002, C.walnut, { pitch: 0.055 });
  sc.qz(
    R.zB - 0.003,
    -1.9,
    1.9,
    2.6,
    3.1,
    sc.lin([
      [0, "#ffe9c2", 0.45],
      [1, "#ffe9c2", 0],
    ]),
  );
  art(sc, -0.85, 0.85, 1.45, 2.35, R.zB - 0.01, {
    style: "arches",
    frame: C.brass,
    ft: 0.018,
    pal: [C.terracotta, C.sage, C.sand, C.deepTeal],
  });
  // Right wall: TV on a stone panel above a floating console.
  sc.qx(R.xR - 0.003, 0, 3.1, 3.6, 5.9, "#e3d9c9");
  tvSide(sc, R.xR - 0.01, 4.1, 5.45, 1.05, 1.8);
  consoleSide(sc, "R", 3.9, 5.7, 0.25, 0.6, C.walnut, { grain: true });
  vase(sc, R.xR - 0.22, 0.6, 4.2, { kind: "bottle", c: C.terracotta, s: 1.1 });
  plant(sc, 2.7, 5.85, { kind: "tree", h: 2.1, potR: 0.24, potH: 0.45, pot: C.clay });
  rug(sc, -2.2, 2.2, 3.4, 5.75, { c: "#ece3d4", border: "#b08a63", bw: 0.14 });
  sofa(sc, { tf: place(0, 6.15), w: 2.9, d: 1.0, c: "#ddd1bd", n: 3, pillows: [C.terracotta, C.deepTeal, C.sand, C.clay] });
  floorLamp(sc, -1.95, 5.75, { kind: "arc", tx: -0.95, tz: 5.0, top: 2.2, shadeY: 1.85, r: 0.22, c: C.brass });
  roundTable(sc, -0.25, 4.45, 0.5, 0.38, { top: C.walnut, lower: true });
  vase(sc, -0.35, 0.38, 4.4, { kind: "bowl", c: C.sand, s: 1.2 });
  vase(sc, -0.05, 0.38, 4.55, { kind: "round", c: C.sage, s: 0.9, stems: 5, stemH: 0.4 });
  sideTable(sc, 1.65, 2.05, 5.3, 5.7, 0.52, { c: C.oak });
  tableLamp(sc, 1.85, 0.52, 5.5, { base: C.deepTeal, h: 0.6 });
  loungeChair(sc, { tf: place(-2.35, 3.9, -0.55), c: C.deepTeal });
  plant(sc, -3.05, 3.0, { kind: "snake", h: 1.0, pot: C.sand, potR: 0.18 });
  return finish(sc);
}

function livingElegant(key, W, H) {
  const sc = newScene(key, W, H, { f: W * 0.6, cy: H * 0.48, eye: 1.3, camX: 0.35 });
  const R = room(sc, { xL: -3.0, xR: 3.0, h: 3.0, zB: 5.8, wall: "#e6ddcf", floor: "#b48a5e", skirt: "#d6cab8", plank: 0.22 });
  coveTray(sc, { inset: 0.55, zNear: 2.2, glowOp: 0.6 });
  for (const x of [-2.0, 2.0]) scallop(sc, x, R.zB - 0.002, { h: 1.5 });
  sideWindow(sc, "R", 3.4, 5.2, 0.25, 2.7, { panes: 2, lightOp: 0.3 });
  curtainX(sc, R.xR - 0.12, 2.7, 3.35, 0.02, 2.95, C.sand);
  // TV feature wall.
  slatWall(sc, -1.35, 1.35, 0, 3.0, R.zB - 0.002, C.darkWalnut, { pitch: 0.05 });
  sc.qz(
    R.zB - 0.003,
    -1.35,
    1.35,
    0.62,
    0.9,
    sc.lin([
      [0, "#ffd9a0", 0],
      [1, "#ffd9a0", 0.35],
    ]),
  );
  tv(sc, -0.9, 0.9, 1.1, 2.1, R.zB - 0.01);
  // Floating console with a glow under it.
  const cz = R.zB - 0.42;
  sc.wallShadow(-1.7, 1.7, 0.32, 0.62, R.zB - 0.004, { op: 0.25, blur: 0.05, dy: 0.06 });
  sc.box(-1.7, 1.7, 0.32, 0.62, cz, R.zB, "#efe6d8");
  shutters(
    sc,
    (u, v) => [-1.7 + u, v, cz - 0.001],
    0.33,
    0.61,
    [{ w: 0.85 }, { w: 0.85, rows: [1, 1] }, { w: 0.85, rows: [1, 1] }, { w: 0.85 }],
    "#efe6d8",
    { handle: "gola", gap: 0.007 },
  );
  const [gx, gy] = sc.P(0, 0.05, R.zB - 0.3);
  sc.ell(gx, gy, 1.7 * sc.k(R.zB), 0.05 * sc.k(R.zB), "#ffdca0", { op: 0.5, blur: 8 });
  vase(sc, -1.3, 0.62, cz + 0.18, { kind: "tall", c: C.terracotta, s: 1.1 });
  vase(sc, -1.1, 0.62, cz + 0.2, { kind: "round", c: C.sand, s: 0.9 });
  vase(sc, 1.25, 0.62, cz + 0.2, { kind: "bowl", c: C.brass, s: 0.9 });
  // Open shelves in the left bay.
  for (const y of [1.2, 1.7, 2.2]) {
    sc.wallShadow(-2.7, -1.6, y - 0.03, y, R.zB - 0.002, { op: 0.25, blur: 0.02, dy: 0.02 });
    sc.box(-2.7, -1.6, y - 0.035, y, R.zB - 0.28, R.zB, C.walnut);
  }
  books(sc, -2.62, -2.05, 1.2, R.zB - 0.12, 0.24, { pal: [C.sand, C.terracotta, C.cream, C.deepTeal, C.walnut] });
  vase(sc, -1.85, 1.2, R.zB - 0.14, { kind: "round", c: C.deepTeal, s: 0.8 });
  vase(sc, -2.45, 1.7, R.zB - 0.14, { kind: "bottle", c: C.clay, s: 0.9 });
  books(sc, -2.1, -1.7, 1.7, R.zB - 0.12, 0.22, { pal: [C.sage, C.cream, C.walnut], gaps: false });
  plant(sc, -2.2, R.zB - 0.14, { y: 2.2, kind: "leafy", h: 0.3, potR: 0.08, potH: 0.14, pot: C.cream, n: 8, leaf: 0.8 });
  plant(sc, 2.2, 5.4, { kind: "leafy", h: 1.3, potR: 0.22, potH: 0.5, pot: C.charcoal, potShape: "round" });
  rug(sc, -2.1, 1.6, 3.0, 5.2, { c: "#d9cdb9", border: C.deepTeal, bw: 0.16, stripes: 0 });
  sofa(sc, { tf: place(-2.98, 4.15, -Math.PI / 2), w: 2.4, d: 0.95, c: C.deepTeal, n: 3, pillows: [C.clay, C.sand, C.mustard] });
  rectTable(sc, -1.45, -0.55, 3.6, 4.7, 0.4, { c: C.walnut, block: true, topC: "#efe8dd" });
  vase(sc, -1.1, 0.4, 4.0, { kind: "bowl", c: C.terracotta, s: 0.9 });
  books(sc, -0.95, -0.72, 0.4, 4.3, 0.05, { pal: [C.cream, C.sage], gaps: false });
  floorLamp(sc, 1.55, 4.9, { kind: "tripod", shadeC: C.linen });
  armchair(sc, { tf: place(1.5, 3.6, Math.PI / 2 + 0.35), c: "#c9b79a", legC: C.walnut, pillows: [C.terracotta] });
  return finish(sc);
}

function livingLuxury(key, W, H) {
  const sc = newScene(key, W, H, { f: W * 0.58, cy: H * 0.46, eye: 1.35, light: [0.5, 0.75, -0.45] });
  const R = room(sc, { xL: -3.2, xR: 3.2, h: 3.2, zB: 6.0, wall: "#ece4d6", floor: "#e8e1d6", floorStyle: "marble", tile: 0.8 });
  coveTray(sc, { inset: 0.6, zNear: 2.0, depth: 0.22 });
  // Marble feature wall with brass inlays.
  marbleZ(sc, -2.0, 2.0, 0, 3.2, R.zB - 0.002, "#f1ece4", { joints: 1.0, veins: 9 });
  for (const x of [-2.5, 2.5]) scallop(sc, x, R.zB - 0.002);
  art(sc, -0.8, 0.8, 1.5, 2.45, R.zB - 0.01, { style: "blocks", frame: C.brass, ft: 0.015, pal: [C.deepTeal, C.clay], bg: "#efe7da" });
  sideWindow(sc, "R", 2.4, 5.6, 0.1, 2.9, { panes: 3, lightOp: 0.34, transom: 2.45 });
  curtainX(sc, R.xR - 0.12, 5.6, 5.98, 0.02, 3.15, "#efe6d6");
  // Left wall: TV above a long console.
  sc.qx(R.xL + 0.003, 0, 3.2, 3.2, 5.6, "#d9cbb6");
  tvSide(sc, R.xL + 0.01, 3.7, 5.1, 1.05, 1.82);
  consoleSide(sc, "L", 3.4, 5.4, 0.22, 0.58, "#2c2724", { handle: "gola" });
  roundRug(sc, 0, 4.4, 2.0, { c: "#ddd3c2", ring: C.brass });
  sofa(sc, { tf: place(0, 5.95), w: 3.0, d: 1.05, c: "#f0e9dd", n: 3, plinth: true, pillows: [C.deepTeal, C.brass, C.deepTeal, C.brass] });
  roundTable(sc, 0, 4.45, 0.55, 0.36, { top: "#f2ede6", base: C.brass, stem: 0.42 });
  roundTable(sc, 0.5, 4.2, 0.3, 0.3, { top: C.darkWalnut, base: C.brass, stem: 0.2 });
  vase(sc, -0.15, 0.36, 4.45, { kind: "round", c: C.brass, s: 0.9, stems: 4, stemH: 0.35 });
  for (const x of [-1.9, 1.9]) {
    sideTable(sc, x - 0.25, x + 0.25, 5.35, 5.8, 0.55, { c: C.darkWalnut, drawers: [1] });
    tableLamp(sc, x, 0.55, 5.57, { base: C.brass, shade: "#f3ead9", h: 0.65, w: 0.4 });
  }
  plant(sc, -2.75, 5.6, { kind: "tree", h: 2.2, potR: 0.24, pot: "#2c2724" });
  loungeChair(sc, { tf: place(-1.9, 3.55, Math.PI - 0.6), c: C.deepTeal, wood: C.darkWalnut });
  loungeChair(sc, { tf: place(1.9, 3.55, Math.PI + 0.6), c: C.deepTeal, wood: C.darkWalnut });
  pendant(sc, 0, 4.4, 2.45, { shape: "ring", r: 0.45, c: C.brass });
  return finish(sc);
}

/* ------------------------------------------------------------------------ */
/* Kitchens                                                                  */
/* ------------------------------------------------------------------------ */

function kitchenModern(key, W, H) {
  const sc = newScene(key, W, H, { f: W * 0.6, cy: H * 0.44, eye: 1.5, camX: 0.2 });
  const R = room(sc, { xL: -2.5, xR: 2.6, h: 2.9, zB: 4.9, wall: "#f3eee4", floor: "#ddd5c8", floorStyle: "tiles", tile: 0.6 });
  for (const z of [2.8, 3.8]) downlight(sc, 0.2, z);
  const zB = R.zB;
  const low = "#a3b196";
  const up = "#f4efe6";
  const top = "#f4f1ec";
  // Backsplash.
  subway(sc, R.xL, 1.2, 0.9, 1.5, zB - 0.002, "#f6f3ee", { grout: "#d8d2c8" });
  subway(sc, -1.2, -0.3, 1.5, 2.35, zB - 0.002, "#f6f3ee", { grout: "#d8d2c8" });
  tileSide(sc, R.xL + 0.002, 2.5, zB, 0.9, 1.25, "#f6f3ee", { grout: "#d8d2c8" });
  sideWindow(sc, "L", 2.95, 3.95, 1.25, 2.3, { panes: 2, light: false });
  // Uppers with a hood between them.
  for (const [a, b] of [
    [R.xL, -1.2],
    [-0.3, 1.2],
  ]) {
    sc.wallShadow(a, b, 1.5, 2.35, zB - 0.003, { op: 0.2, blur: 0.05, dy: 0.05 });
    sc.box(a, b, 1.5, 2.35, zB - 0.35, zB, up);
    const n = Math.round((b - a) / 0.5);
    shutters(
      sc,
      (u, v) => [a + u, v, zB - 0.351],
      1.5,
      2.35,
      Array.from({ length: n }, () => ({ w: (b - a) / n })),
      up,
      { handle: "bar", hpos: "bottom", hcol: C.brass },
    );
    const [gx, gy] = sc.P((a + b) / 2, 1.45, zB - 0.15);
    sc.ell(gx, gy, ((b - a) / 2) * sc.k(zB), 0.06 * sc.k(zB), "#fff1cf", { op: 0.55, blur: 6 });
  }
  hood(sc, -0.75, zB, R.h, { c: "#d9d4cc", duct: "#e7e2da" });
  // Tall unit.
  sc.box(1.2, 2.1, 0, 0.1, zB - 0.58, zB, "#5d5a55", { edge: false });
  sc.box(1.2, 2.1, 0.1, 2.35, zB - 0.62, zB, up);
  shutters(
    sc,
    (u, v) => [1.2 + u, v, zB - 0.621],
    0.1,
    2.35,
    [{ w: 0.9, rows: [{ f: 0.55 }, { f: 0.6, kind: "oven" }, { f: 0.45, kind: "oven" }, { f: 0.35 }, { f: 0.35 }] }],
    up,
    { hcol: C.brass },
  );
  plant(sc, 2.35, zB - 0.35, { kind: "snake", h: 0.9, potR: 0.15, pot: C.terracotta });
  rug(sc, -1.3, 0.9, 3.2, 3.85, { c: "#d7c7ae", border: C.terracotta, bw: 0.08 });
  // Back run.
  sc.box(R.xL, 1.2, 0, 0.1, zB - 0.56, zB, "#5d5a55", { edge: false });
  sc.box(R.xL, 1.2, 0.1, 0.86, zB - 0.6, zB, low);
  shutters(
    sc,
    (u, v) => [R.xL + u, v, zB - 0.601],
    0.1,
    0.86,
    [{ w: 0.7 }, { w: 0.6, rows: [1, 1, 1] }, { w: 0.9, rows: [1, 1.4] }, { w: 0.6 }, { w: 0.9, doors: 2 }],
    low,
    { hcol: C.brass },
  );
  sc.box(R.xL, 1.22, 0.86, 0.9, zB - 0.63, zB, top);
  hob(sc, -0.75, 0.9, zB - 0.32);
  counterItems(sc, 0.35, 0.9, zB - 0.2);
  // Left run with the sink under the window.
  const xi = R.xL + 0.6;
  sc.box(R.xL, xi - 0.04, 0, 0.1, 2.5, zB - 0.6, "#5d5a55", { edge: false });
  sc.box(R.xL, xi, 0.1, 0.86, 2.5, zB - 0.6, low);
  shutters(sc, (u, v) => [xi + 0.001, v, zB - 0.6 - u], 0.1, 0.86, [{ w: 0.55, rows: [1, 1, 1] }, { w: 0.9, doors: 2 }, { w: 0.35 }], low, {
    hcol: C.brass,
  });
  sc.box(R.xL, xi + 0.03, 0.86, 0.9, 2.47, zB - 0.6, top);
  sink(sc, R.xL + 0.3, 0.9, 3.45, { w: 0.42, d: 0.7 });
  vase(sc, R.xL + 0.3, 0.9, 4.2, { kind: "round", c: C.terracotta, s: 0.7, stems: 3, stemH: 0.3 });
  return finish(sc);
}
function kitchenLuxury(key, W, H) {
  const sc = newScene(key, W, H, { f: W * 0.58, cy: H * 0.45, eye: 1.55, camX: -0.15 });
  const R = room(sc, { xL: -3.2, xR: 3.2, h: 3.1, zB: 6.0, wall: "#e7dfd2", floor: "#8a6446", floorStyle: "wide" });
  const zB = R.zB;
  for (const z of [3.0, 4.2, 5.4]) {
    downlight(sc, -1.5, z);
    downlight(sc, 1.5, z);
  }
  const teal = C.deepTeal;
  const wal = C.walnut;
  const marble = "#f0ebe3";
  // Marble backsplash between the towers.
  marbleZ(sc, -2.0, 2.0, 0.9, 2.75, zB - 0.002, marble, { veins: 7 });
  // Walnut uppers with lit bronze-glass doors flanking the brass hood.
  for (const [a, b] of [
    [-1.95, -0.6],
    [0.6, 1.95],
  ]) {
    sc.wallShadow(a, b, 1.6, 2.5, zB - 0.003, { op: 0.25, blur: 0.05, dy: 0.05 });
    sc.box(a, b, 1.6, 2.5, zB - 0.36, zB, wal);
    shutters(
      sc,
      (u, v) => [a + u, v, zB - 0.361],
      1.6,
      2.5,
      [
        { w: (b - a) / 2, kind: "fluted" },
        { w: (b - a) / 2, kind: "fluted" },
      ],
      wal,
      {
        handle: "vbar",
        hpos: "bottom",
        hcol: C.brass,
      },
    );
    const [gx, gy] = sc.P((a + b) / 2, 1.56, zB - 0.15);
    sc.ell(gx, gy, ((b - a) / 2) * sc.k(zB), 0.05 * sc.k(zB), "#fff0cc", { op: 0.6, blur: 6 });
  }
  hood(sc, 0, zB, R.h, { c: C.brass, duct: C.brass, w: 1.0 });
  // Towers: oven + pantry on the left, fridge on the right.
  sc.box(-3.2, -2.0, 0, 0.1, zB - 0.6, zB, C.ink, { edge: false });
  sc.box(-3.2, -2.0, 0.1, 2.75, zB - 0.64, zB, wal);
  shutters(
    sc,
    (u, v) => [-3.2 + u, v, zB - 0.641],
    0.1,
    2.75,
    [
      { w: 0.6, rows: [{ f: 1.6, handle: "long" }, { f: 0.8 }] },
      { w: 0.6, rows: [{ f: 0.8 }, { f: 0.55, kind: "oven" }, { f: 0.45, kind: "oven" }, { f: 0.3 }, { f: 0.3 }] },
    ],
    wal,
    { hcol: C.brass, grain: true },
  );
  sc.box(2.0, 3.2, 0, 0.1, zB - 0.6, zB, C.ink, { edge: false });
  sc.box(2.0, 3.2, 0.1, 2.75, zB - 0.64, zB, wal);
  shutters(
    sc,
    (u, v) => [2.0 + u, v, zB - 0.641],
    0.1,
    2.75,
    [
      {
        w: 1.2,
        doors: 2,
        rows: [
          { f: 0.6, door: true },
          { f: 2.1, handle: "long" },
        ],
      },
    ],
    wal,
    { hcol: C.brass, grain: true },
  );
  // Back run in deep teal.
  sc.box(-2.0, 2.0, 0, 0.1, zB - 0.56, zB, C.ink, { edge: false });
  sc.box(-2.0, 2.0, 0.1, 0.86, zB - 0.6, zB, teal);
  shutters(
    sc,
    (u, v) => [-2.0 + u, v, zB - 0.601],
    0.1,
    0.86,
    [
      { w: 0.8, doors: 2 },
      { w: 0.6, rows: [1, 1, 1] },
      { w: 0.9, rows: [1, 1.3] },
      { w: 0.6, rows: [1, 1, 1] },
      { w: 1.1, doors: 2 },
    ],
    teal,
    { hcol: C.brass },
  );
  sc.box(-2.02, 2.02, 0.86, 0.91, zB - 0.63, zB, marble);
  hob(sc, 0, 0.91, zB - 0.32);
  counterItems(sc, -1.35, 0.91, zB - 0.2, { pot: C.cream });
  // Island with waterfall marble ends.
  const [iz0, iz1] = [3.75, 4.7];
  sc.shadow(-1.65, 1.65, iz0, iz1, { op: 0.4, blur: 0.06, spread: 0.08 });
  sc.box(-1.65, -1.55, 0, 0.95, iz0, iz1, marble);
  sc.box(1.55, 1.65, 0, 0.95, iz0, iz1, marble);
  sc.box(-1.55, 1.55, 0, 0.1, iz0 + 0.06, iz1 - 0.06, C.ink, { edge: false });
  sc.box(-1.55, 1.55, 0.1, 0.9, iz0 + 0.03, iz1, teal);
  shutters(
    sc,
    (u, v) => [-1.55 + u, v, iz0 + 0.029],
    0.1,
    0.9,
    [
      { w: 0.6, rows: [1, 1, 1] },
      { w: 0.95, doors: 2 },
      { w: 0.95, doors: 2 },
      { w: 0.6, rows: [1, 1, 1] },
    ],
    teal,
    { hcol: C.brass },
  );
  sc.box(-1.65, 1.65, 0.9, 0.95, iz0, iz1, marble, { faces: { t: "#f5f1ea" } });
  vase(sc, -0.6, 0.95, 4.2, { kind: "bowl", c: C.cream, s: 1.2 });
  {
    const [bx, by] = sc.P(-0.6, 1.02, 4.2);
    const k = sc.k(4.2);
    for (const [dx, dy] of [
      [-0.05, 0],
      [0.04, 0.01],
      [0, -0.045],
    ])
      sc.ell(bx + dx * k, by + dy * k, 0.04 * k, 0.04 * k, sc.rad(["#f6b25a", "#e0812f"], { cx: 0.4, cy: 0.35 }));
  }
  vase(sc, 0.7, 0.95, 4.25, { kind: "tall", c: C.brass, s: 0.9, stems: 4, stemH: 0.35 });
  for (const x of [-1.0, 0, 1.0]) pendant(sc, x, 4.2, 1.9, { shape: "globe", r: 0.16, c: C.brass, glowR: 4 });
  return finish(sc);
}

function archWindow(sc, x0, x1, y0, y1, z, o = {}) {
  const fr = o.frame ?? C.white;
  const k = sc.k(z);
  const [a, b] = sc.P(x0, y1, z);
  const [c, d] = sc.P(x1, y0, z);
  const r = (c - a) / 2;
  const shape = (m) =>
    `M${f1(a - m)},${f1(d + m)}L${f1(a - m)},${f1(b + r)}A${f1(r + m)},${f1(r + m)} 0 0 1 ${f1(c + m)},${f1(b + r)}L${f1(c + m)},${f1(d + m)}Z`;
  sc.path(shape(0.06 * k), shade(sc.room.wall, -0.14));
  sc.path(shape(0.035 * k), fr);
  windowView(sc, shape(0), [a, b - 1, c, d], o);
  sc.line((a + c) / 2, b, (a + c) / 2, d, fr, 0.03 * k, { cap: "butt" });
  sc.line(a, b + r, c, b + r, fr, 0.03 * k, { cap: "butt" });
}

function kitchenDesigner(key, W, H) {
  const sc = newScene(key, W, H, { f: W * 0.6, cy: H * 0.45, eye: 1.5, camX: 0.25, light: [0.45, 0.75, -0.5] });
  const R = room(sc, {
    xL: -2.6,
    xR: 2.6,
    h: 3.0,
    zB: 5.0,
    wall: "#f1e9dd",
    floor: "#e2d6c2",
    floorStyle: "tiles",
    tile: 0.45,
    grout: -0.12,
  });
  const zB = R.zB;
  const low = "#b7654a";
  const wood = C.oak;
  const top = "#f5f1ea";
  downlight(sc, 0.2, 3.2);
  subway(sc, -2.05, 2.0, 0.9, 1.5, zB - 0.002, "#f1e8d7", { vertical: true, bw: 0.16, bh: 0.05, grout: "#d9cab1" });
  subway(sc, -1.4, -0.5, 1.5, 2.4, zB - 0.002, "#f1e8d7", { vertical: true, bw: 0.16, bh: 0.05, grout: "#d9cab1" });
  archWindow(sc, 0.55, 1.6, 1.2, 2.55, zB - 0.002, { greens: true });
  // Oak uppers with fluted glass either side of the hood.
  for (const [a, b, n] of [
    [-2.05, -1.4, 1],
    [-0.5, 0.25, 1],
  ]) {
    sc.wallShadow(a, b, 1.5, 2.4, zB - 0.003, { op: 0.2, blur: 0.05, dy: 0.05 });
    sc.box(a, b, 1.5, 2.4, zB - 0.35, zB, wood);
    shutters(
      sc,
      (u, v) => [a + u, v, zB - 0.351],
      1.5,
      2.4,
      Array.from({ length: n }, () => ({ w: (b - a) / n, kind: "fluted" })),
      wood,
      { handle: "knob", hpos: "bottom", hcol: C.ink },
    );
    const [gx, gy] = sc.P((a + b) / 2, 1.45, zB - 0.15);
    sc.ell(gx, gy, ((b - a) / 2) * sc.k(zB), 0.05 * sc.k(zB), "#fff0cc", { op: 0.55, blur: 6 });
  }
  sc.box(-1.4, -0.5, 2.4, 2.44, zB - 0.3, zB, wood);
  hood(sc, -0.95, zB, R.h, { c: "#ece3d6", duct: "#ece3d6", w: 0.86 });
  sc.box(-1.38, -0.52, 1.6, 1.62, zB - 0.5, zB, C.brass);
  // A slim open shelf beside the window.
  sc.wallShadow(1.75, 2.0, 1.2, 2.55, zB - 0.003, { op: 0.2 });
  for (const y of [1.6, 2.05]) sc.box(1.72, 2.02, y - 0.03, y, zB - 0.25, zB, wood);
  vase(sc, 1.87, 1.6, zB - 0.12, { kind: "jar", c: C.cream, s: 0.8 });
  vase(sc, 1.87, 2.05, zB - 0.12, { kind: "round", c: C.deepTeal, s: 0.6 });
  // Right wall: tall oak units with fluted glass.
  sc.box(R.xR - 0.62, R.xR, 0, 2.5, 3.1, zB, wood);
  shutters(
    sc,
    (u, v) => [R.xR - 0.621, v, zB - u],
    0.1,
    2.5,
    [
      { w: 0.95, doors: 2, rows: [{ f: 1.3, kind: "fluted", door: true }, { f: 1 }] },
      { w: 0.95, rows: [{ f: 1.5, handle: "long" }, { f: 0.8 }] },
    ],
    wood,
    { hcol: C.ink, handle: "vbar", hpos: "mid" },
  );
  // Back run: hob under the hood, sink under the window.
  sc.box(-2.05, 2.0, 0, 0.1, zB - 0.56, zB, "#4f3a30", { edge: false });
  sc.box(-2.05, 2.0, 0.1, 0.86, zB - 0.6, zB, low);
  shutters(
    sc,
    (u, v) => [-2.05 + u, v, zB - 0.601],
    0.1,
    0.86,
    [{ w: 0.65, rows: [1, 1, 1] }, { w: 0.9, rows: [1, 1.4] }, { w: 0.7 }, { w: 1.1, doors: 2 }, { w: 0.7, rows: [1, 1.5] }],
    low,
    { hcol: C.ink, handle: "knob" },
  );
  sc.box(-2.05, 2.02, 0.86, 0.9, zB - 0.63, zB, top);
  hob(sc, -0.95, 0.9, zB - 0.32);
  sink(sc, 1.07, 0.9, zB - 0.32, { w: 0.75, tap: C.ink });
  counterItems(sc, -0.1, 0.9, zB - 0.2);
  // Left run: lowers and a breakfast counter.
  const xi = R.xL + 0.6;
  tileSide(sc, R.xL + 0.002, 2.3, zB, 0.9, 1.5, "#f1e8d7", { grout: "#d9cab1", tw: 0.05, th: 0.16 });
  sc.box(R.xL, xi - 0.04, 0, 0.1, 2.3, zB - 0.6, "#4f3a30", { edge: false });
  sc.box(R.xL, xi, 0.1, 0.86, 2.3, zB, low);
  shutters(
    sc,
    (u, v) => [xi + 0.001, v, zB - 0.6 - u],
    0.1,
    0.86,
    [
      { w: 0.6, rows: [1, 1, 1] },
      { w: 0.9, doors: 2 },
      { w: 0.6, rows: [1, 1, 1] },
    ],
    low,
    { hcol: C.ink, handle: "knob" },
  );
  sc.box(R.xL, xi + 0.03, 0.86, 0.9, 2.27, zB, top);
  vase(sc, R.xL + 0.3, 0.9, 3.3, { kind: "bowl", c: C.sage, s: 1.1 });
  plant(sc, R.xL + 0.3, 2.75, { y: 0.9, kind: "leafy", h: 0.3, potR: 0.08, potH: 0.13, pot: C.terracotta, n: 8, leaf: 0.8 });
  rug(sc, -1.2, 1.0, 3.1, 3.8, { c: "#c9b08e", border: C.terracotta, bw: 0.07, stripes: 2, stripeC: "#b48f65" });
  pendant(sc, 0.1, 3.3, 2.05, { shape: "rattan", r: 0.24, c: "#c8a56e" });
  return finish(sc);
}

function heroKitchen(key, W, H) {
  const sc = newScene(key, W, H, { f: W * 0.56, cy: H * 0.46, eye: 1.5, camX: 0.3 });
  const R = room(sc, { xL: -3.6, xR: 3.4, h: 3.1, zB: 6.2, wall: "#f3ede3", floor: "#c7a27b", plank: 0.2 });
  const zB = R.zB;
  const ivory = "#f1ebe0";
  const wal = C.walnut;
  const top = "#f5f2ec";
  coveTray(sc, { inset: 0.5, zNear: 2.0, depth: 0.16, glowOp: 0.55 });
  sideWindow(sc, "L", 2.6, 5.6, 0.9, 2.7, { panes: 3, lightOp: 0.3 });
  // Stone backsplash and handle-less ivory uppers to the ceiling.
  marbleZ(sc, -3.0, 1.6, 0.9, 1.55, zB - 0.002, "#e9e3da", { veins: 5 });
  for (const [a, b] of [
    [-3.0, -1.55],
    [-0.45, 1.6],
  ]) {
    sc.box(a, b, 1.55, 3.1, zB - 0.36, zB, ivory);
    const n = Math.round((b - a) / 0.5);
    shutters(
      sc,
      (u, v) => [a + u, v, zB - 0.361],
      1.55,
      3.1,
      Array.from({ length: n }, () => ({ w: (b - a) / n, rows: [{ f: 0.45 }, { f: 1, handle: "none" }] })),
      ivory,
      { handle: "none", gap: 0.005 },
    );
    const [gx, gy] = sc.P((a + b) / 2, 1.5, zB - 0.15);
    sc.ell(gx, gy, ((b - a) / 2) * sc.k(zB), 0.05 * sc.k(zB), "#fff0cc", { op: 0.6, blur: 6 });
  }
  // Open walnut niche over the hob.
  sc.qz(zB - 0.002, -1.55, -0.45, 1.55, 3.1, shade(wal, -0.1));
  sc.box(-1.55, -0.45, 2.3, 2.34, zB - 0.3, zB, wal);
  hood(sc, -1.0, zB, 2.3, { c: "#2b2826", w: 0.8 });
  vase(sc, -1.3, 2.34, zB - 0.14, { kind: "jar", c: C.cream, s: 0.8 });
  vase(sc, -0.75, 2.34, zB - 0.14, { kind: "round", c: C.terracotta, s: 0.7 });
  // Tall unit.
  sc.box(1.6, 3.4, 0, 0.1, zB - 0.58, zB, C.ink, { edge: false });
  sc.box(1.6, 3.4, 0.1, 3.1, zB - 0.62, zB, ivory);
  shutters(
    sc,
    (u, v) => [1.6 + u, v, zB - 0.621],
    0.1,
    3.1,
    [
      {
        w: 0.9,
        doors: 2,
        rows: [
          { f: 0.7, door: true },
          { f: 2.3, handle: "long" },
        ],
      },
      { w: 0.9, rows: [{ f: 0.7 }, { f: 0.6, kind: "oven" }, { f: 0.45, kind: "oven" }, { f: 0.6 }, { f: 0.6 }] },
    ],
    ivory,
    { hcol: C.brass, handle: "vbar" },
  );
  // Back run.
  sc.box(-3.0, 1.6, 0, 0.1, zB - 0.56, zB, C.ink, { edge: false });
  sc.box(-3.0, 1.6, 0.1, 0.86, zB - 0.6, zB, wal);
  shutters(
    sc,
    (u, v) => [-3.0 + u, v, zB - 0.601],
    0.1,
    0.86,
    [
      { w: 0.8, doors: 2 },
      { w: 0.6, rows: [1, 1, 1] },
      { w: 1.1, rows: [1, 1.3] },
      { w: 0.6, rows: [1, 1, 1] },
      { w: 1.5, doors: 2 },
    ],
    wal,
    { hcol: C.brass, handle: "gola", grain: true },
  );
  sc.box(-3.02, 1.62, 0.86, 0.9, zB - 0.63, zB, top);
  hob(sc, -1.0, 0.9, zB - 0.32);
  sink(sc, 0.7, 0.9, zB - 0.3, { w: 0.75 });
  counterItems(sc, -2.6, 0.9, zB - 0.2);
  // Island with fluted walnut front and seating.
  const [iz0, iz1] = [4.0, 5.0];
  sc.shadow(-1.9, 1.9, iz0, iz1, { op: 0.4, blur: 0.06, spread: 0.08 });
  sc.box(-1.8, 1.8, 0, 0.92, iz0 + 0.25, iz1, wal);
  slatWall(sc, -1.8, 1.8, 0.02, 0.92, iz0 + 0.249, wal, { pitch: 0.05 });
  sc.box(-1.9, 1.9, 0.92, 0.96, iz0, iz1, top);
  vase(sc, 0.9, 0.96, 4.55, { kind: "round", c: C.sage, s: 0.9, stems: 5, stemH: 0.4 });
  vase(sc, -0.6, 0.96, 4.6, { kind: "bowl", c: C.cream, s: 1.1 });
  for (const x of [-1.1, 0, 1.1]) pendant(sc, x, 4.5, 2.0, { shape: "dome", r: 0.2, c: C.brass, glowR: 3.6 });
  stoolRow(sc, [-1.2, 0, 1.2], 3.75, { c: C.ink, seat: C.cream });
  return finish(sc);
}
/* ------------------------------------------------------------------------ */
/* Bedrooms                                                                  */
/* ------------------------------------------------------------------------ */

function wardrobeSide(sc, side, z0, z1, c, o = {}) {
  const { xL, xR } = sc.room;
  const d = 0.6;
  const h = o.h ?? 2.7;
  const xin = side === "L" ? xL + d : xR - d;
  const [a, b] = side === "L" ? [xL, xin] : [xin, xR];
  sc.box(a, b, 0, 0.08, z0 + 0.04, z1, C.ink, { edge: false });
  sc.box(a, b, 0.08, h, z0, z1, c);
  const map = side === "L" ? (u, v) => [xin + 0.001, v, z1 - u] : (u, v) => [xin - 0.001, v, z1 - u];
  const n = Math.max(2, Math.round((z1 - z0) / 0.5));
  const mods = Array.from({ length: n }, (_, i) => ({
    w: (z1 - z0) / n,
    hside: i % 2 ? "l" : "r",
    kind: o.glassEvery && i % o.glassEvery === 1 ? "glass" : undefined,
    rows: o.loft ? [{ f: 0.5, handle: "none" }, { f: 2.1 }] : [1],
  }));
  shutters(sc, map, 0.09, h - 0.01, mods, c, { handle: o.handle ?? "long", hcol: o.hcol ?? C.brass, grain: o.grain, items: o.items });
}

// Hanging clothes seen through glass or an open door.
function clothes(sc, map, a, b, bt, t, pal) {
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

function paintedArch(sc, x0, x1, y1, z, c) {
  const [a, b] = sc.P(x0, y1, z);
  const [cc, d] = sc.P(x1, 0, z);
  const r = (cc - a) / 2;
  sc.path(
    `M${f1(a)},${f1(d)}L${f1(a)},${f1(b + r)}A${f1(r)},${f1(r)} 0 0 1 ${f1(cc)},${f1(b + r)}L${f1(cc)},${f1(d)}Z`,
    sc.lin([shade(c, 0.06), shade(c, -0.04)]),
  );
}

function heroBedroom(key, W, H) {
  const sc = newScene(key, W, H, { f: W * 0.58, cy: H * 0.48, eye: 1.35 });
  const R = room(sc, { xL: -3.5, xR: 3.5, h: 3.0, zB: 6.0, wall: "#f0e7db", floor: "#c9a57c", skirt: "#e4d8c6" });
  coveTray(sc, { inset: 0.6, zNear: 2.2, depth: 0.15, glowOp: 0.5 });
  paintedArch(sc, -1.7, 1.7, 2.75, R.zB - 0.002, "#d6a98c");
  sideWindow(sc, "L", 2.4, 5.3, 0.2, 2.7, { panes: 3, lightOp: 0.34, transom: 2.2 });
  curtainX(sc, R.xL + 0.12, 5.3, 5.95, 0.02, 2.95, "#f6efe4");
  curtainX(sc, R.xL + 0.12, 1.9, 2.4, 0.02, 2.95, "#f6efe4");
  wardrobeSide(sc, "R", 3.0, 5.95, "#e2d3bd", { handle: "long", hcol: C.brass, loft: true });
  rug(sc, -2.0, 2.0, 2.9, 5.4, { c: "#e9dfcf", border: "#c9a98a", bw: 0.1 });
  for (const x of [-1.45, 1.45]) {
    sideTable(sc, x - 0.24, x + 0.24, R.zB - 0.5, R.zB - 0.05, 0.52, { c: C.oak, drawers: [1] });
    vase(sc, x + 0.1, 0.52, R.zB - 0.3, { kind: "round", c: x < 0 ? C.sage : C.cream, s: 0.6 });
    pendant(sc, x, R.zB - 0.3, 1.25, { shape: "rattan", r: 0.18, c: "#c9a46b", glowR: 3.5 });
  }
  bed(sc, {
    x: 0,
    zw: R.zB,
    w: 1.9,
    hbC: "#eadfcd",
    hbH: 1.25,
    duvet: "#efe8dc",
    throw: C.terracotta,
    cushions: [C.sage, C.terracotta, C.sand],
  });
  plant(sc, -2.95, 5.3, { kind: "tree", h: 1.7, potR: 0.2, pot: C.cream, potShape: "round" });
  loungeChair(sc, { tf: place(-2.35, 4.1, -0.75), c: C.sage, wood: C.oak });
  bench(sc, -0.85, 0.85, 3.35, 3.75, { c: "#d9c3a0", legC: C.brass });
  return finish(sc);
}

function bedroomMinimal(key, W, H) {
  const sc = newScene(key, W, H, { f: W * 0.6, cy: H * 0.47, eye: 1.3, camX: 0.4, light: [0.55, 0.75, -0.45] });
  const R = room(sc, { xL: -2.9, xR: 3.0, h: 2.9, zB: 5.5, wall: "#f3efe8", floor: "#d8bf9c", plank: 0.22, skirt: "#e9e2d6" });
  for (const z of [3.0, 4.2]) downlight(sc, 0.4, z);
  // Oak wainscot behind the bed with a picture ledge.
  slatWall(sc, -1.9, 2.2, 0, 1.25, R.zB - 0.002, "#d3b287", { pitch: 0.09 });
  sc.box(-1.9, 2.2, 1.25, 1.29, R.zB - 0.12, R.zB, "#c9a677");
  art(sc, -0.55, 0.15, 1.29, 1.95, R.zB - 0.07, {
    style: "leaf",
    frame: "#efe9df",
    ft: 0.02,
    mat: false,
    pal: [C.sage, C.deepSage, "#e5dccd"],
    bg: "#efe9df",
  });
  art(sc, 0.3, 0.75, 1.29, 1.72, R.zB - 0.09, { style: "lines", frame: C.oak, ft: 0.015, pal: [C.sand, C.sage, C.terracotta] });
  vase(sc, 1.0, 1.29, R.zB - 0.07, { kind: "bottle", c: C.stone, s: 0.9, stems: 3, stemH: 0.3 });
  sideWindow(sc, "R", 2.9, 4.9, 0.5, 2.55, { panes: 2, lightOp: 0.32 });
  curtainX(sc, R.xR - 0.12, 4.95, 5.45, 0.02, 2.85, "#f2ece2");
  wardrobeSide(sc, "L", 2.6, 5.45, "#f4f0e9", { handle: "long", hcol: "#c9a677", loft: true, h: 2.75 });
  rug(sc, -1.5, 2.3, 2.9, 5.0, { c: "#efe8dd", border: false });
  for (const x of [-1.35, 2.05]) {
    sideTable(sc, x - 0.22, x + 0.22, R.zB - 0.45, R.zB - 0.05, 0.45, { c: "#d3b287", drawers: [1] });
    pendant(sc, x, R.zB - 0.25, 1.2, { shape: "globe", r: 0.11, c: C.brass, glowR: 4 });
  }
  vase(sc, -1.3, 0.45, R.zB - 0.25, { kind: "bowl", c: C.cream, s: 0.6 });
  books(sc, 1.95, 2.2, 0.45, R.zB - 0.25, 0.05, { pal: [C.sage, C.cream, C.sand], gaps: false });
  bed(sc, {
    x: 0.35,
    zw: R.zB,
    w: 1.8,
    hbC: "#d3b287",
    hbH: 1.0,
    hbSoft: 0.005,
    channels: false,
    frame: "#d3b287",
    duvet: "#b7c2a8",
    sheet: "#f7f4ee",
    cushions: ["#e8e1d4", C.deepSage],
  });
  plant(sc, 2.55, 3.3, { kind: "leafy", h: 1.0, potR: 0.18, pot: "#e9e1d4", potShape: "round" });
  return finish(sc);
}

function bedroomPremium(key, W, H) {
  const sc = newScene(key, W, H, { f: W * 0.6, cy: H * 0.47, eye: 1.35, camX: -0.3 });
  const R = room(sc, { xL: -3.0, xR: 3.0, h: 3.0, zB: 5.6, wall: "#d9cdbb", floor: "#7c5a41", floorStyle: "wide", skirt: "#4a3324" });
  coveTray(sc, { inset: 0.55, zNear: 2.0, depth: 0.18, glowOp: 0.85, c: "#efe6d8" });
  // Walnut panelled wall with brass strips.
  sc.qz(R.zB - 0.002, R.xL, R.xR, 0, 3.0, sc.lin([shade(C.walnut, 0.05), shade(C.walnut, -0.1)]));
  for (const x of [-2.25, -1.5, 1.5, 2.25])
    sc.line3([x, 0, R.zB - 0.003], [x, 3.0, R.zB - 0.003], C.brass, Math.max(1, 0.008 * sc.k(R.zB)));
  for (const x of [-1.8, 1.8]) scallop(sc, x, R.zB - 0.003, { h: 1.3 });
  wardrobeSide(sc, "L", 2.5, 5.55, C.darkWalnut, {
    handle: "long",
    hcol: C.brass,
    glassEvery: 2,
    items: (map, a, b, bt, t) => {
      sc.poly3([map(a, bt), map(b, bt), map(b, t), map(a, t)], sc.lin(["#5c4330", "#2e2119"]));
      clothes(sc, map, a, b, bt, t, [C.cream, C.deepTeal, C.sand, "#8c5a45", C.white]);
      sc.poly3([map(a, t - 0.05), map(b, t - 0.05), map(b, t), map(a, t)], "#ffe2a8", { op: 0.6 });
    },
  });
  sideWindow(sc, "R", 3.2, 5.0, 0.3, 2.6, { panes: 2, lightOp: 0.2, sky1: "#c9d3d3", sky2: "#efd9b8" });
  curtainX(sc, R.xR - 0.14, 5.0, 5.5, 0.02, 2.95, "#c9b08c");
  curtainX(sc, R.xR - 0.14, 2.6, 3.2, 0.02, 2.95, "#c9b08c");
  rug(sc, -1.9, 1.9, 2.7, 5.2, { c: "#cdbfa8", border: "#8b6b4b", bw: 0.1 });
  for (const x of [-1.5, 1.5]) {
    sideTable(sc, x - 0.26, x + 0.26, R.zB - 0.5, R.zB - 0.05, 0.55, { c: C.darkWalnut, drawers: [1, 1] });
    tableLamp(sc, x, 0.55, R.zB - 0.28, { base: C.brass, shade: "#f1e6d2", h: 0.62, glowOp: 0.7 });
  }
  bed(sc, {
    x: 0,
    zw: R.zB,
    w: 2.0,
    hbC: C.deepTeal,
    hbH: 1.45,
    hbW: 1.2,
    duvet: "#f1ebe1",
    frame: C.darkWalnut,
    throw: C.terracotta,
    cushions: [C.deepTeal, C.brass, C.deepTeal],
    pillow: "#f7f2ea",
  });
  bench(sc, -0.9, 0.9, 3.2, 3.62, { c: C.deepTeal, legC: C.brass });
  return finish(sc, { vignette: 0.28 });
}

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
function ball(sc, x, z, r, c1, c2) {
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
function teddy(sc, x, y, z, s = 1) {
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

function kidsBedroom(key, W, H) {
  const sc = newScene(key, W, H, { f: W * 0.6, cy: H * 0.47, eye: 1.3, camX: 0.2 });
  const R = room(sc, { xL: -2.8, xR: 2.8, h: 2.9, zB: 5.2, wall: "#e3ecea", floor: "#d9bd97", plank: 0.18, skirt: "#f4f1ea" });
  // Soft mountain mural and clouds.
  const z = R.zB - 0.002;
  const k = sc.k(z);
  const [mx0, my] = sc.P(R.xL, 1.0, z);
  const [mx1] = sc.P(R.xR, 1.0, z);
  const [, floorY] = sc.P(0, 0, z);
  const mw = mx1 - mx0;
  const hill = (pts, col) =>
    sc.path(
      `M${f1(mx0)},${f1(floorY)}L` + pts.map(([u, v]) => `${f1(mx0 + u * mw)},${f1(my - v * k)}`).join("L") + `L${f1(mx1)},${f1(floorY)}Z`,
      col,
    );
  hill(
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
  );
  hill(
    [
      [0, 0.2],
      [0.25, 0.75],
      [0.45, 0.3],
      [0.62, 0.9],
      [0.8, 0.35],
      [1, 0.6],
    ],
    "#a9c4bb",
  );
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
  sc.box(1.4, 2.5, 0, 0.9, z - 0.38, z, C.white);
  shutters(
    sc,
    (u, v) => [1.4 + u, v, z - 0.381],
    0.04,
    0.88,
    [
      { w: 0.55, rows: [1, 1] },
      { w: 0.55, rows: [1, 1] },
    ],
    C.white,
    {
      handle: "none",
      gapC: "#e7e2da",
      flat: true,
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

/* ------------------------------------------------------------------------ */
/* Bath, storage and media                                                   */
/* ------------------------------------------------------------------------ */

function bathroomLuxe(key, W, H) {
  const sc = newScene(key, W, H, { f: W * 0.6, cy: H * 0.47, eye: 1.45, camX: -0.2 });
  const R = room(sc, {
    xL: -2.4,
    xR: 2.4,
    h: 2.9,
    zB: 4.6,
    wall: "#e9e2d8",
    floor: "#cfc5b6",
    floorStyle: "tiles",
    tile: 0.6,
    skirt: false,
  });
  const z = R.zB - 0.002;
  marbleZ(sc, R.xL, 0.35, 0, 2.9, z, "#eee8df", { veins: 6 });
  for (const y of [1.2, 2.4]) sc.line3([R.xL, y, z], [0.35, y, z], "#cfc5b7", 1.2);
  for (const x of [-1.2, 0]) sc.line3([x, 0, z], [x, 2.9, z], "#cfc5b7", 1.2);
  // Wet zone in deep teal zellige.
  const k = sc.k(z);
  const [tx, ty] = sc.P(0.35, 2.9, z);
  const tile = 0.1 * k;
  const zel = sc.pattern(
    "zel",
    tile * 2,
    tile * 2,
    ["#2f6768", "#285b5d", "#346f6f", "#2b6163"]
      .map(
        (c, i) =>
          `<rect x="${f1((i % 2) * tile + 0.6)}" y="${f1(Math.floor(i / 2) * tile + 0.6)}" width="${f1(tile - 1.2)}" height="${f1(tile - 1.2)}" fill="${c}"/>`,
      )
      .join(""),
    ` x="${f1(tx)}" y="${f1(ty)}"`,
  );
  sc.qz(z, 0.35, R.xR, 0, 2.9, "#e8e2d8");
  sc.qz(z, 0.36, R.xR, 0, 2.9, zel);
  sc.qz(
    z,
    0.36,
    R.xR,
    0,
    2.9,
    sc.lin(
      [
        [0, "#ffffff", 0.1],
        [1, "#000000", 0.1],
      ],
      [0, 0, 1, 1],
    ),
  );
  sc.qx(R.xR - 0.002, 0, 2.9, 2.8, R.zB, "#2a5d5f");
  // Lit niche with bottles.
  sc.qz(z, 1.4, 2.0, 1.15, 1.55, "#dcc7a3");
  sc.qz(
    z,
    1.4,
    2.0,
    1.15,
    1.55,
    sc.lin([
      [0, "#fff3d6", 0.8],
      [1, "#fff3d6", 0],
    ]),
  );
  vase(sc, 1.55, 1.15, z - 0.05, { kind: "bottle", c: "#f2ede4", s: 0.6 });
  vase(sc, 1.72, 1.15, z - 0.05, { kind: "jar", c: C.brass, s: 0.7 });
  vase(sc, 1.87, 1.15, z - 0.05, { kind: "bottle", c: C.terracotta, s: 0.5 });
  // Rain shower and mixer.
  {
    const [ax, ay] = sc.P(1.3, 2.45, z);
    const [hx, hy] = sc.P(1.3, 2.45, z - 0.45);
    sc.line(ax, ay, hx, hy, C.brass, 0.02 * k);
    const hd = sc.disc(1.3, 2.42, z - 0.45, 0.17, C.brass);
    sc.ell(hd.cx, hd.cy + 2, hd.rx * 0.9, Math.max(1.5, hd.ry * 0.6), "#8f7341");
    const [mx, my] = sc.P(1.3, 1.1, z);
    sc.ell(mx, my, 0.07 * k, 0.07 * k, C.brass);
    sc.line(mx, my, mx + 0.09 * k, my - 0.02 * k, shade(C.brass, -0.2), 0.02 * k);
    sc.line(mx, my - 0.35 * k, mx, ay, C.brass, 0.012 * k, { op: 0.9 });
  }
  // Glass screen with brass profile.
  const gz = R.zB - 1.25;
  const [g0x, g0y] = sc.P(0.35, 2.15, gz);
  const [g1x, g1y] = sc.P(1.55, 0.02, gz);
  sc.rect(
    g0x,
    g0y,
    g1x - g0x,
    g1y - g0y,
    sc.lin(
      [
        [0, "#eaf4f2", 0.28],
        [0.4, "#eaf4f2", 0.08],
        [0.45, "#ffffff", 0.3],
        [0.52, "#eaf4f2", 0.06],
        [1, "#eaf4f2", 0.2],
      ],
      [0, 0, 1, 1],
    ),
  );
  const gk = sc.k(gz);
  sc.rect(g0x, g0y, g1x - g0x, g1y - g0y, "none", { stroke: C.brass, sw: 0.018 * gk });
  sc.line3([0.35, 2.15, gz], [0.35, 2.15, R.zB], C.brass, 0.012 * gk);
  // Floating vanity, vessel basin and backlit mirror.
  mirror(sc, -1.05, 1.75, z, 0.42, { backlit: true, arch: 1.9, frame: C.brass });
  for (const x of [-1.75, -0.35]) {
    const [sx, sy] = sc.P(x, 1.75, z);
    sc.glow(sx, sy, 0.3 * k, "#ffe7bd", 0.6);
    sc.rect(sx - 0.035 * k, sy - 0.12 * k, 0.07 * k, 0.24 * k, "#fbf3e4", { rx: 0.03 * k });
  }
  sc.wallShadow(-1.95, -0.15, 0.45, 0.9, z, { op: 0.3, blur: 0.05, dy: 0.05 });
  sc.box(-1.95, -0.15, 0.45, 0.84, R.zB - 0.55, R.zB, C.walnut);
  shutters(sc, (u, v) => [-1.95 + u, v, R.zB - 0.551], 0.46, 0.83, [{ w: 0.9 }, { w: 0.9 }], C.walnut, {
    handle: "bar",
    hcol: C.brass,
    grain: true,
  });
  sc.box(-1.97, -0.13, 0.84, 0.88, R.zB - 0.57, R.zB, "#f2eee8");
  const [gx, gy] = sc.P(-1.05, 0.4, R.zB - 0.3);
  sc.ell(gx, gy, 0.95 * k, 0.05 * k, "#ffe3b0", { op: 0.5, blur: 6 });
  vase(sc, -1.05, 0.88, R.zB - 0.3, { kind: "bowl", c: "#fbf8f3", s: 1.45 });
  {
    const [fx, fy] = sc.P(-1.05, 1.18, z);
    sc.line(fx, fy, fx, fy + 0.18 * k, C.brass, 0.022 * k);
    sc.ell(fx, fy, 0.03 * k, 0.03 * k, C.brass);
  }
  vase(sc, -1.7, 0.88, R.zB - 0.25, { kind: "bottle", c: C.sage, s: 0.55 });
  vase(sc, -0.45, 0.88, R.zB - 0.3, { kind: "round", c: C.cream, s: 0.5, stems: 3, stemH: 0.2 });
  // Towels on a brass bar on the side wall.
  sc.qx(R.xL + 0.04, 0.85, 1.5, 3.0, 3.6, "#efe6d6");
  sc.qx(R.xL + 0.045, 0.95, 1.0, 3.0, 3.6, C.terracotta);
  sc.qx(R.xL + 0.05, 1.47, 1.52, 2.95, 3.65, C.brass);
  rug(sc, 0.5, 1.4, 2.7, 3.1, { c: "#efe8dc", border: false });
  plant(sc, -1.95, 3.3, { kind: "snake", h: 0.9, potR: 0.16, pot: "#e8e1d6", potShape: "round" });
  return finish(sc);
}

function folded(sc, x0, x1, y, z, pal) {
  let yy = y;
  pal.forEach((c, i) => {
    sc.box(x0 + (i % 2) * 0.01, x1 - (i % 2) * 0.01, yy, yy + 0.06, z - 0.3, z, c, { soft: 0.012 });
    yy += 0.06;
  });
}

function wardrobeScene(key, W, H) {
  const sc = newScene(key, W, H, { f: W * 0.6, cy: H * 0.46, eye: 1.4, camX: 0.15 });
  const R = room(sc, { xL: -2.7, xR: 2.7, h: 2.9, zB: 4.9, wall: "#ece5da", floor: "#b99470", plank: 0.2 });
  for (const x of [-1.6, 0, 1.6]) downlight(sc, x, R.zB - 1.0);
  sideWindow(sc, "L", 2.2, 3.8, 0.4, 2.5, { panes: 2, lightOp: 0.3 });
  const zB = R.zB;
  const d = 0.66;
  sc.box(-2.45, 2.45, 0, 2.8, zB - d, zB, "#e4dbcd");
  // Interior of the open middle bay.
  const iz = zB - 0.05;
  sc.qz(iz, -0.8, 0.85, 0.1, 2.7, "#c8a57c");
  sc.qz(
    iz,
    -0.8,
    0.85,
    0.1,
    2.7,
    sc.lin([
      [0, "#fff0cf", 0.5],
      [0.4, "#fff0cf", 0],
      [1, "#000000", 0.15],
    ]),
  );
  sc.box(-0.8, 0.85, 2.66, 2.7, zB - d + 0.04, zB, "#fff3da", { flat: true });
  sc.box(0.2, 0.24, 0.1, 2.66, zB - d + 0.05, zB, "#e4dbcd");
  clothes(sc, (u, v) => [u, v, zB - 0.3], -0.78, 0.18, 0.9, 2.62, [
    C.white,
    C.sand,
    C.deepTeal,
    "#b9c6c9",
    C.terracotta,
    C.cream,
    C.navy,
    "#d9c1a5",
  ]);
  for (const y of [1.45, 2.05]) sc.box(0.24, 0.85, y - 0.025, y, zB - d + 0.05, zB, "#d7bf9c");
  folded(sc, 0.32, 0.76, 2.05, zB - 0.15, [C.cream, C.sand, "#b9c6c9", C.white]);
  folded(sc, 0.32, 0.76, 1.45, zB - 0.15, [C.deepTeal, C.linen, C.terracotta]);
  sc.box(-0.78, 0.85, 0.1, 0.75, zB - d + 0.06, zB - 0.05, "#e9e0d2");
  shutters(sc, (u, v) => [-0.78 + u, v, zB - d + 0.059], 0.11, 0.74, [{ w: 1.63, rows: [1, 1] }], "#e9e0d2", {
    handle: "bar",
    hcol: C.brass,
  });
  // Sliding panels: left (mirror) and right on the back track, middle panel slid over the right one.
  const back = zB - d + 0.015;
  const front = zB - d - 0.02;
  const panel = (x0, x1, zz, kind) => {
    const [a, b] = sc.P(x0, 2.72, zz);
    const [c, e] = sc.P(x1, 0.08, zz);
    const kk = sc.k(zz);
    sc.rect(c - 2, b, 0.05 * kk, e - b, "#1f1710", { op: 0.25, blur: 0.02 * kk });
    if (kind === "mirror") {
      sc.rect(a, b, c - a, e - b, C.brass);
      const m = 0.025 * kk;
      sc.rect(a + m, b + m, c - a - 2 * m, e - b - 2 * m, sc.lin(["#e3e4dc", "#b8bfb7", "#d8d6cc", "#a9b0a8"], [0, 0, 1, 1]));
      sc.rect(
        a + m,
        b + m,
        c - a - 2 * m,
        e - b - 2 * m,
        sc.lin(
          [
            [0, "#ffffff", 0],
            [0.3, "#ffffff", 0],
            [0.36, "#ffffff", 0.45],
            [0.42, "#ffffff", 0],
            [0.6, "#ffffff", 0.2],
            [0.63, "#ffffff", 0],
            [1, "#ffffff", 0],
          ],
          [0, 0, 1, 1],
        ),
      );
    } else if (kind === "fluted") {
      slatWall(sc, x0, x1, 0.08, 2.72, zz, C.walnut, { pitch: 0.045 });
    } else {
      sc.rect(a, b, c - a, e - b, sc.lin([shade(C.sage, 0.08), shade(C.sage, -0.05)]));
      for (const y of [0.9, 1.8]) sc.line3([x0, y, zz], [x1, y, zz], shade(C.sage, -0.3), 1.2);
    }
    // Full-height aluminium pull.
    sc.rect(kind === "mirror" ? c - 0.03 * kk : a + 0.005 * kk, b, 0.022 * kk, e - b, sc.lin([C.ink, "#57504a", C.ink], [0, 0, 1, 0]));
  };
  panel(-2.45, -0.8, back, "mirror");
  panel(0.85, 2.45, back, "fluted");
  panel(0.65, 2.3, front, "lacquer");
  // Tracks.
  sc.box(-2.45, 2.45, 2.72, 2.8, zB - d - 0.04, zB - d + 0.03, "#3b3531");
  sc.box(-2.45, 2.45, 0, 0.08, zB - d - 0.04, zB - d + 0.03, "#3b3531");
  rug(sc, -1.4, 1.6, 2.6, 3.9, { c: "#e9dfcf", border: "#b08a63", bw: 0.09 });
  sc.cyl(-0.9, 0, 0.42, 3.2, 0.28, C.terracotta);
  plant(sc, -2.25, 3.4, { kind: "leafy", h: 1.0, potR: 0.17, pot: C.cream, potShape: "round" });
  return finish(sc);
}

function crockeryItems(sc, z, shelfCols) {
  return (map, a, b, bt, t) => {
    const k = sc.k(z);
    const P = (u, v) => sc.P(...map(u, v));
    sc.poly([P(a, bt), P(b, bt), P(b, t), P(a, t)], sc.lin(["#7b6148", "#4d3a2b"]));
    sc.poly([P(a, t - 0.06), P(b, t - 0.06), P(b, t), P(a, t)], "#ffe3ad", { op: 0.55 });
    const n = 3;
    for (let i = 0; i < n; i++) {
      const v0 = bt + ((t - bt) * i) / n;
      const [sx0, sy] = P(a, v0);
      const [sx1] = P(b, v0);
      sc.rect(sx0, sy - 0.012 * k, sx1 - sx0, 0.012 * k, "#dfe8e5", { op: 0.7 });
      const kind = (i + shelfCols) % 3;
      const w = b - a;
      if (kind === 0) {
        // Plates standing in a rack.
        for (let j = 0; j < 3; j++) {
          const [px, py] = P(a + w * (0.22 + j * 0.28), v0 + 0.13);
          sc.ell(px, py, 0.12 * k, 0.12 * k, "#f6f2ea");
          sc.ell(px, py, 0.085 * k, 0.085 * k, "#e8e0d3");
          sc.ell(px, py, 0.1 * k, 0.1 * k, "none", { stroke: C.brass, sw: Math.max(0.8, 0.006 * k) });
        }
      } else if (kind === 1) {
        // Stacked bowls and cups.
        const [bx, by] = P(a + w * 0.3, v0);
        for (let j = 0; j < 3; j++)
          sc.path(
            `M${f1(bx - 0.09 * k)},${f1(by - (0.05 + j * 0.035) * k)}Q${f1(bx)},${f1(by + (0.02 - j * 0.035) * k)} ${f1(bx + 0.09 * k)},${f1(by - (0.05 + j * 0.035) * k)}Z`,
            j % 2 ? "#efe8dc" : "#dfe6e3",
          );
        for (const du of [0.62, 0.8]) {
          const [cx, cy] = P(a + w * du, v0);
          sc.rect(cx - 0.035 * k, cy - 0.08 * k, 0.07 * k, 0.08 * k, "#f3eee6", { rx: 0.01 * k });
          sc.path(`M${f1(cx + 0.035 * k)},${f1(cy - 0.065 * k)}q${f1(0.03 * k)},${f1(0.02 * k)} 0,${f1(0.04 * k)}`, "none", {
            stroke: "#f3eee6",
            sw: Math.max(0.8, 0.008 * k),
          });
        }
      } else {
        // Wine glasses.
        for (let j = 0; j < 4; j++) {
          const [gx, gy] = P(a + w * (0.15 + j * 0.23), v0);
          sc.line(gx, gy, gx, gy - 0.09 * k, "#e8f0ee", Math.max(0.8, 0.006 * k), { op: 0.9 });
          sc.ell(gx, gy, 0.03 * k, 0.006 * k, "#e8f0ee", { op: 0.9 });
          sc.path(
            `M${f1(gx - 0.035 * k)},${f1(gy - 0.17 * k)}Q${f1(gx - 0.035 * k)},${f1(gy - 0.09 * k)} ${f1(gx)},${f1(gy - 0.09 * k)}Q${f1(gx + 0.035 * k)},${f1(gy - 0.09 * k)} ${f1(gx + 0.035 * k)},${f1(gy - 0.17 * k)}Z`,
            "#eef5f3",
            { op: 0.75 },
          );
        }
      }
    }
  };
}

function crockery(key, W, H) {
  const sc = newScene(key, W, H, { f: W * 0.62, cy: H * 0.45, eye: 1.45, camX: 0.3 });
  const R = room(sc, { xL: -2.6, xR: 2.6, h: 2.9, zB: 4.6, wall: "#e9e1d5", floor: "#c29c74", plank: 0.19 });
  const zB = R.zB;
  const unit = "#8d9c84";
  for (const x of [-2.1, 2.1]) scallop(sc, x, zB - 0.002, { h: 1.4 });
  // Upper glass cabinets.
  sc.wallShadow(-1.5, 1.5, 1.3, 2.6, zB - 0.002, { op: 0.25, blur: 0.05 });
  sc.box(-1.5, 1.5, 1.3, 2.6, zB - 0.38, zB, unit);
  const uz = zB - 0.381;
  shutters(
    sc,
    (u, v) => [-1.5 + u, v, uz],
    1.31,
    2.59,
    [0, 1, 2].map((i) => ({ w: 1.0, doors: 2, kind: "glass", i })),
    unit,
    {
      handle: "knob",
      hpos: "bottom",
      hcol: C.brass,
      items: (() => {
        let n = 0;
        return (map, a, b, bt, t) => crockeryItems(sc, uz, n++)(map, a, b, bt, t);
      })(),
    },
  );
  // Mirror-backed niche with a few pieces on display.
  sc.qz(zB - 0.002, -1.5, 1.5, 0.9, 1.3, sc.lin(["#d9d6cc", "#b3b5ac"], [0, 0, 1, 1]));
  sc.qz(zB - 0.002, -1.5, 1.5, 1.22, 1.3, "#ffe7b8", { op: 0.6 });
  sc.box(-1.52, 1.52, 0.86, 0.9, zB - 0.47, zB, "#f1ece4");
  vase(sc, -0.9, 0.9, zB - 0.2, { kind: "tall", c: C.brass, s: 0.7, stems: 3, stemH: 0.25 });
  vase(sc, 0.2, 0.9, zB - 0.2, { kind: "bowl", c: "#f3eee6", s: 1.1 });
  vase(sc, 0.85, 0.9, zB - 0.2, { kind: "bottle", c: C.terracotta, s: 0.7 });
  // Lower cabinet.
  sc.box(-1.5, 1.5, 0, 0.1, zB - 0.4, zB, C.ink, { edge: false });
  sc.box(-1.5, 1.5, 0.1, 0.86, zB - 0.45, zB, unit);
  shutters(
    sc,
    (u, v) => [-1.5 + u, v, zB - 0.451],
    0.1,
    0.86,
    [
      { w: 0.75, rows: [1, 1, 1] },
      { w: 1.5, doors: 2 },
      { w: 0.75, rows: [1, 1, 1] },
    ],
    unit,
    { handle: "knob", hcol: C.brass },
  );
  plant(sc, 2.05, 4.2, { kind: "tree", h: 1.6, potR: 0.19, pot: C.terracotta, potShape: "round" });
  // A corner of the dining table in the foreground.
  rectTable(sc, -2.9, -1.0, 2.3, 3.3, 0.76, { c: C.walnut, legInset: 0.08 });
  diningChair(sc, { tf: place(-1.4, 3.55, Math.PI), c: C.walnut, seat: C.cream, cane: "#d9bf92" });
  pendant(sc, -1.8, 2.9, 1.85, { shape: "dome", r: 0.22, c: C.deepTeal });
  return finish(sc);
}

function tvUnit(key, W, H) {
  const sc = newScene(key, W, H, { f: W * 0.6, cy: H * 0.46, eye: 1.3 });
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
  sc.box(-1.4, 1.4, 2.45, 2.85, zB - 0.4, zB, ivory);
  shutters(sc, (u, v) => [-1.4 + u, v, zB - 0.401], 2.46, 2.84, [{ w: 0.7 }, { w: 0.7 }, { w: 0.7 }, { w: 0.7 }], ivory, {
    handle: "gola",
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
  sc.box(-1.45, 1.45, 0.22, 0.52, zB - 0.48, zB - 0.05, ivory);
  shutters(sc, (u, v) => [-1.45 + u, v, zB - 0.481], 0.23, 0.51, [{ w: 0.725 }, { w: 0.725 }, { w: 0.725 }, { w: 0.725 }], ivory, {
    handle: "gola",
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

function taskChair(sc, x, z, o = {}) {
  const k = sc.k(z);
  const c = o.c ?? C.charcoal;
  const [bx, by] = sc.P(x, 0.06, z);
  sc.ell(bx, by + 0.02 * k, 0.38 * k, 0.08 * k, "#2b1d12", { op: 0.25, blur: 0.03 * k });
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * Math.PI * 2 + 0.3;
    const e = sc.P(x + Math.cos(a) * 0.32, 0.05, z + Math.sin(a) * 0.32);
    sc.line(bx, by - 0.02 * k, e[0], e[1], c, 0.03 * k);
    sc.ell(e[0], e[1] + 0.02 * k, 0.025 * k, 0.02 * k, C.ink);
  }
  const [, sy] = sc.P(x, 0.48, z);
  sc.rect(bx - 0.02 * k, sy, 0.04 * k, by - sy, "#8d8780");
  sc.rect(bx - 0.26 * k, sy - 0.08 * k, 0.52 * k, 0.09 * k, o.seat ?? c, { rx: 0.04 * k });
  const [, ty] = sc.P(x, 1.08, z + 0.2);
  const bk = sc.k(z + 0.2);
  sc.rect(bx - 0.03 * bk, ty + 0.3 * bk, 0.06 * bk, sy - ty - 0.3 * bk, c);
  sc.rect(bx - 0.23 * bk, ty, 0.46 * bk, 0.45 * bk, sc.lin([shade(o.back ?? c, 0.1), shade(o.back ?? c, -0.1)]), { rx: 0.08 * bk });
}

function laptop(sc, x, y, z) {
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

function deskLamp(sc, x, y, z, o = {}) {
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

function study(key, W, H) {
  const sc = newScene(key, W, H, { f: W * 0.62, cy: H * 0.45, eye: 1.35, camX: -0.2 });
  const R = room(sc, { xL: -2.4, xR: 2.4, h: 2.8, zB: 4.4, wall: "#d3d9cc", floor: "#c9a57c", plank: 0.2, skirt: "#eef0ea" });
  const zB = R.zB;
  const z = zB - 0.002;
  sideWindow(sc, "L", 2.3, 3.9, 0.85, 2.4, { panes: 2, lightOp: 0.32 });
  // Pinboard with swatches and sketches (no words).
  sc.wallShadow(-1.05, -0.05, 0.98, 1.42, z, { op: 0.25, blur: 0.02 });
  sc.qz(z, -1.05, -0.05, 0.98, 1.42, "#c9a47a");
  sc.qz(z, -1.02, -0.08, 1.01, 1.39, "#d6b48b");
  for (const [x0, y0, w, h, c] of [
    [-0.98, 1.16, 0.2, 0.18, C.white],
    [-0.72, 1.06, 0.14, 0.2, C.terracotta],
    [-0.5, 1.2, 0.18, 0.14, C.white],
    [-0.26, 1.05, 0.12, 0.12, C.sage],
    [-0.28, 1.22, 0.14, 0.12, C.mustard],
  ])
    sc.qz(z - 0.003, x0, x0 + w, y0, y0 + h, c);
  // Floating shelves with books.
  for (const y of [1.62, 2.02]) {
    sc.wallShadow(-1.15, 1.15, y - 0.03, y, z, { op: 0.28, blur: 0.02 });
    sc.box(-1.15, 1.15, y - 0.03, y, zB - 0.25, zB, C.oak);
  }
  books(sc, -1.1, -0.2, 1.62, zB - 0.12, 0.28, { lean: true });
  vase(sc, 0.05, 1.62, zB - 0.12, { kind: "round", c: C.terracotta, s: 0.7 });
  plant(sc, 0.55, zB - 0.12, { y: 1.62, kind: "leafy", h: 0.28, potR: 0.07, potH: 0.12, pot: C.cream, n: 8, leaf: 0.7 });
  books(sc, 0.3, 1.1, 2.02, zB - 0.12, 0.26, { pal: [C.sand, C.cream, C.deepTeal, C.walnut, C.sage] });
  vase(sc, -0.8, 2.02, zB - 0.12, { kind: "jar", c: C.cream, s: 0.8 });
  // Desk.
  sc.shadow(-1.15, 1.15, zB - 0.7, zB, { op: 0.3, blur: 0.05 });
  sc.box(0.65, 1.1, 0, 0.72, zB - 0.62, zB - 0.02, C.white);
  shutters(sc, (u, v) => [0.65 + u, v, zB - 0.621], 0.02, 0.71, [{ w: 0.45, rows: [1, 1, 1.6] }], C.white, { hcol: C.brass });
  for (const zz of [zB - 0.6, zB - 0.06]) sc.box(-1.13, -1.08, 0, 0.72, zz, zz + 0.04, C.brass, { edge: false });
  sc.box(-1.15, 1.15, 0.72, 0.76, zB - 0.66, zB, C.oak);
  laptop(sc, 0.25, 0.76, zB - 0.35);
  deskLamp(sc, -0.85, 0.76, zB - 0.2, { c: C.deepTeal });
  vase(sc, 0.6, 0.76, zB - 0.3, { kind: "jar", c: C.terracotta, s: 0.55 });
  sc.qy(0.765, 0.2, 0.45, zB - 0.5, zB - 0.3, C.white);
  sc.qy(0.766, 0.22, 0.43, zB - 0.48, zB - 0.32, "#e9e4da");
  // Right wall bookcase.
  sc.box(R.xR - 0.35, R.xR, 0, 2.3, 3.0, zB - 0.1, C.oak);
  const bx = R.xR - 0.351;
  sc.qx(bx, 0.08, 2.24, 3.05, zB - 0.15, shade(C.oak, -0.45));
  const bpal = [C.cream, C.terracotta, C.deepTeal, C.sand, C.sage, C.walnut, C.mustard];
  for (let y = 0.08; y < 2.2; y += 0.54) {
    sc.qx(bx, y - 0.03, y, 3.0, zB - 0.1, C.oak);
    let zz = zB - 0.17;
    while (zz > 3.15) {
      const w = sc.r(0.03, 0.05);
      if (sc.rnd() < 0.1) {
        zz -= 0.12;
        continue;
      }
      sc.qx(bx, y, y + sc.r(0.3, 0.42), zz - w, zz, sc.pick(bpal));
      zz -= w + 0.004;
    }
  }
  sc.qx(bx, 2.2, 2.3, 3.0, zB - 0.1, C.oak);
  rug(sc, -1.3, 1.1, 2.6, 3.8, { c: "#e7ddcd", border: C.deepTeal, bw: 0.08 });
  taskChair(sc, -0.35, 3.45, { c: C.charcoal, back: "#4a4a48" });
  return finish(sc);
}

/* ------------------------------------------------------------------------ */
/* Ceilings, compact living, pooja, foyer, lighting                          */
/* ------------------------------------------------------------------------ */

function falseCeiling(key, W, H) {
  const sc = newScene(key, W, H, { f: W * 0.55, cy: H * 0.64, eye: 1.2 });
  const R = room(sc, { xL: -3.0, xR: 3.0, h: 2.7, zB: 5.8, wall: "#ebe3d7", floor: "#c7a27a", ceil: "#f4efe7" });
  const t1 = coveTray(sc, { inset: 0.6, zNear: 1.2, depth: 0.2, glowOp: 0.85, c: "#f6f1ea" });
  const t2 = coveTray(sc, {
    x0: t1.x0 + 0.55,
    x1: t1.x1 - 0.55,
    zFar: t1.zf - 0.55,
    zNear: 1.2,
    y: t1.y1,
    depth: 0.16,
    glowOp: 0.85,
    c: "#f8f4ee",
  });
  // Downlights in the dropped band with wall washes beneath them.
  for (const x of [-1.8, -0.6, 0.6, 1.8]) {
    downlight(sc, x, R.zB - 0.3);
    scallop(sc, x, R.zB - 0.002, { h: 1.5, w: 0.6 });
  }
  for (const z of [2.6, 3.8, 5.0]) {
    downlight(sc, R.xL + 0.3, z);
    downlight(sc, R.xR - 0.3, z);
  }
  // Slim chandelier from the top tier.
  pendant(sc, 0, 3.6, 2.25, { shape: "ring", r: 0.38, c: C.brass, ceil: t2.y1 });
  // Furnishings kept low so the ceiling leads.
  art(sc, -0.7, 0.7, 1.25, 1.95, R.zB - 0.01, { style: "hills", frame: C.brass, ft: 0.015, pal: [C.clay, C.sage, C.sand, C.deepSage] });
  rug(sc, -1.9, 1.9, 3.2, 5.4, { c: "#e8dece", border: "#b49171", bw: 0.1 });
  sofa(sc, { tf: place(0, 5.75), w: 2.6, d: 0.95, c: "#cdbda4", n: 3, pillows: [C.deepTeal, C.clay] });
  roundTable(sc, 0, 4.35, 0.45, 0.36, { top: C.walnut, lower: false });
  vase(sc, 0.05, 0.36, 4.35, { kind: "round", c: C.cream, s: 0.8, stems: 4, stemH: 0.3 });
  plant(sc, -2.4, 5.3, { kind: "tree", h: 1.8, potR: 0.2, pot: C.terracotta });
  floorLamp(sc, 2.1, 5.3, { kind: "tripod" });
  return finish(sc);
}

function spaceSaving(key, W, H) {
  const sc = newScene(key, W, H, { f: W * 0.58, cy: H * 0.46, eye: 1.45, camX: 0.1 });
  const R = room(sc, { xL: -2.7, xR: 2.7, h: 2.9, zB: 5.0, wall: "#eee7dc", floor: "#c9a882", plank: 0.2 });
  const zB = R.zB;
  const unit = "#e8dccb";
  const d = 0.45;
  for (const x of [-1.2, 1.4]) downlight(sc, x, 3.6);
  // Wall-bed unit: tall side cabinets, bridge above and a lit recess.
  sc.qz(zB - 0.002, -2.0, -0.3, 0, 2.1, "#d4b48c");
  sc.qz(
    zB - 0.002,
    -2.0,
    -0.3,
    1.5,
    2.1,
    sc.lin([
      [0, "#fff0cf", 0.6],
      [1, "#fff0cf", 0],
    ]),
  );
  sc.box(-2.0, -0.3, 1.5, 1.53, zB - 0.2, zB, C.oak);
  books(sc, -1.9, -1.3, 1.53, zB - 0.1, 0.2, { pal: [C.cream, C.terracotta, C.sage, C.deepTeal] });
  vase(sc, -0.6, 1.53, zB - 0.1, { kind: "round", c: C.deepTeal, s: 0.6 });
  for (const [a, b] of [
    [-2.5, -2.0],
    [-0.3, 0.2],
  ]) {
    sc.box(a, b, 0, 2.5, zB - d, zB, unit);
    shutters(sc, (u, v) => [a + u, v, zB - d - 0.001], 0.02, 2.48, [{ w: b - a, rows: [{ f: 0.4, handle: "none" }, { f: 2 }] }], unit, {
      handle: "long",
      hcol: C.brass,
      hside: "r",
    });
  }
  sc.box(-2.0, -0.3, 2.1, 2.5, zB - d, zB, unit);
  shutters(sc, (u, v) => [-2.0 + u, v, zB - d - 0.001], 2.11, 2.49, [{ w: 0.85 }, { w: 0.85 }], unit, { handle: "gola" });
  rug(sc, -2.4, 0.1, 2.0, 2.75, { c: "#e5d9c6", border: false, stripes: 2, stripeC: "#cdbb9e" });
  // The bed folded down out of the unit.
  const bz0 = zB - d - 2.0;
  const bz1 = zB - d + 0.05;
  sc.shadow(-1.95, -0.35, bz0, bz1, { op: 0.35, blur: 0.06 });
  sc.box(-1.9, -0.4, 0, 0.15, bz0 + 0.02, bz0 + 0.06, C.brass, { edge: false });
  sc.box(-1.95, -0.35, 0.15, 0.38, bz0, bz1, unit);
  sc.box(-1.92, -0.38, 0.38, 0.56, bz0 + 0.03, bz1 - 0.02, "#f7f4ee", { soft: 0.03 });
  sc.box(-1.85, -1.17, 0.54, 0.72, bz1 - 0.45, bz1 - 0.08, "#f7f4ee", { soft: 0.06 });
  sc.box(-1.12, -0.44, 0.54, 0.72, bz1 - 0.45, bz1 - 0.08, "#f7f4ee", { soft: 0.06 });
  sc.box(-1.97, -0.33, 0.3, 0.6, bz0 - 0.02, bz1 - 0.6, C.sage, { soft: 0.03 });
  sc.box(-1.97, -0.33, 0.56, 0.615, bz1 - 0.64, bz1 - 0.48, "#f7f4ee", { soft: 0.02 });
  // Dotted arc showing how the bed folds up.
  const arc = [];
  for (let i = 0; i <= 24; i++) {
    const t = (i / 24) * (Math.PI / 2);
    arc.push(sc.P(-0.3, 0.56 + 1.9 * Math.sin(t), zB - d - 1.9 * Math.cos(t)));
  }
  sc.path("M" + arc.map((p) => `${f1(p[0])},${f1(p[1])}`).join("L"), "none", {
    stroke: C.terracotta,
    sw: 2.2,
    dash: "2 9",
    cap: "round",
    op: 0.8,
  });
  // Fold-down desk on the right.
  const cz = zB - 0.25;
  sc.wallShadow(0.9, 2.3, 0.95, 1.8, zB - 0.002, { op: 0.25, blur: 0.04 });
  sc.box(0.9, 2.3, 0.95, 1.8, cz, zB, unit);
  sc.qz(cz - 0.001, 0.94, 2.26, 0.99, 1.76, shade(unit, -0.3));
  sc.box(0.94, 2.26, 1.36, 1.39, cz + 0.02, zB, C.oak);
  books(sc, 1.0, 1.5, 1.39, cz + 0.08, 0.25, { pal: [C.terracotta, C.cream, C.deepTeal, C.sand] });
  vase(sc, 1.9, 1.39, cz + 0.1, { kind: "jar", c: C.cream, s: 0.8 });
  vase(sc, 1.3, 0.99, cz + 0.1, { kind: "round", c: C.sage, s: 0.6 });
  plant(sc, 2.0, cz + 0.1, { y: 0.99, kind: "leafy", h: 0.25, potR: 0.07, potH: 0.12, pot: C.terracotta, n: 7, leaf: 0.7 });
  // The flap, held level by two stays.
  const fz = cz - 0.6;
  sc.box(0.9, 2.3, 0.72, 0.75, fz, cz, unit);
  for (const x of [0.95, 2.25]) sc.line3([x, 0.75, fz + 0.03], [x, 1.2, cz], "#57504a", 1.5);
  laptop(sc, 1.6, 0.75, cz - 0.3);
  sc.qy(0.755, 1.0, 1.25, fz + 0.08, fz + 0.3, C.white);
  // Folding stool.
  {
    const x = 1.6;
    const z = fz - 0.35;
    const a = sc.P(x - 0.18, 0, z);
    const b = sc.P(x + 0.18, 0, z);
    const c = sc.P(x - 0.18, 0.45, z);
    const e = sc.P(x + 0.18, 0.45, z);
    sc.line(a[0], a[1], e[0], e[1], C.walnut, 0.025 * sc.k(z));
    sc.line(b[0], b[1], c[0], c[1], C.walnut, 0.025 * sc.k(z));
    sc.box(x - 0.2, x + 0.2, 0.45, 0.48, z - 0.15, z + 0.15, C.terracotta, { soft: 0.01 });
  }
  plant(sc, 2.45, 3.2, { kind: "snake", h: 0.9, potR: 0.16, pot: C.cream });
  return finish(sc);
}

function bell(sc, x, yTop, z, len, o = {}) {
  const k = sc.k(z);
  const [px, py] = sc.P(x, yTop, z);
  const by = py + len * k;
  const s = (o.s ?? 0.09) * k;
  for (let y = py; y < by - s * 0.2; y += 0.03 * k)
    sc.ell(px, y, 0.008 * k, 0.012 * k, "none", { stroke: C.brass, sw: Math.max(0.7, 0.004 * k) });
  sc.path(
    `M${f1(px - s * 0.3)},${f1(by)}C${f1(px - s * 0.35)},${f1(by + s * 0.6)} ${f1(px - s * 0.6)},${f1(by + s * 1.1)} ${f1(px - s)},${f1(by + s * 1.4)}L${f1(px + s)},${f1(by + s * 1.4)}C${f1(px + s * 0.6)},${f1(by + s * 1.1)} ${f1(px + s * 0.35)},${f1(by + s * 0.6)} ${f1(px + s * 0.3)},${f1(by)}Z`,
    sc.lin([shade(C.brass, 0.35), C.brass, shade(C.brass, -0.3)], [0, 0, 1, 0]),
  );
  sc.ell(px, by + s * 1.4, s, s * 0.18, shade(C.brass, -0.35));
  sc.ell(px, by + s * 1.55, s * 0.16, s * 0.16, shade(C.brass, -0.2));
  sc.ell(px, by, s * 0.3, s * 0.12, shade(C.brass, 0.2));
}

function diya(sc, x, y, z, s = 1) {
  const k = sc.k(z) * s;
  const [px, py] = sc.P(x, y, z);
  sc.glow(px, py - 0.06 * k, 0.28 * k, "#ffc970", 0.65);
  sc.path(
    `M${f1(px - 0.07 * k)},${f1(py - 0.03 * k)}Q${f1(px)},${f1(py + 0.03 * k)} ${f1(px + 0.07 * k)},${f1(py - 0.03 * k)}L${f1(px + 0.09 * k)},${f1(py - 0.045 * k)}Q${f1(px)},${f1(py - 0.02 * k)} ${f1(px - 0.07 * k)},${f1(py - 0.03 * k)}Z`,
    sc.lin([shade(C.brass, 0.3), shade(C.brass, -0.2)], [0, 0, 1, 0]),
  );
  sc.path(
    `M${f1(px + 0.04 * k)},${f1(py - 0.04 * k)}Q${f1(px + 0.015 * k)},${f1(py - 0.085 * k)} ${f1(px + 0.045 * k)},${f1(py - 0.13 * k)}Q${f1(px + 0.075 * k)},${f1(py - 0.085 * k)} ${f1(px + 0.05 * k)},${f1(py - 0.04 * k)}Z`,
    sc.rad(["#fffbe8", "#ffd36b", "#f08a2c"], { cx: 0.5, cy: 0.7, r: 0.6 }),
  );
}

function marigolds(sc, pts, k) {
  pts.forEach(([x, y], i) => sc.ell(x, y, 0.022 * k, 0.022 * k, i % 3 === 2 ? "#f6f0e2" : i % 2 ? "#f2a23a" : "#e8792a"));
}

function pooja(key, W, H) {
  const sc = newScene(key, W, H, { f: W * 0.64, cy: H * 0.45, eye: 1.35 });
  const R = room(sc, {
    xL: -2.3,
    xR: 2.3,
    h: 2.9,
    zB: 4.3,
    wall: "#efe3cf",
    floor: "#ebe4d8",
    floorStyle: "marble",
    tile: 0.6,
    skirt: false,
  });
  const zB = R.zB;
  const z = zB - 0.002;
  const k = sc.k(z);
  // Walnut slats either side of the alcove.
  slatWall(sc, R.xL, -1.15, 0, 2.9, z, C.walnut, { pitch: 0.06 });
  slatWall(sc, 1.15, R.xR, 0, 2.9, z, C.walnut, { pitch: 0.06 });
  // Arched alcove with a backlit jali.
  const [a, b] = sc.P(-1.0, 2.55, z);
  const [c, e] = sc.P(1.0, 0.75, z);
  const r = (c - a) / 2;
  const arch = (m) =>
    `M${f1(a + m)},${f1(e)}L${f1(a + m)},${f1(b + r)}A${f1(r - m)},${f1(r - m)} 0 0 1 ${f1(c - m)},${f1(b + r)}L${f1(c - m)},${f1(e)}Z`;
  sc.path(arch(-0.05 * k), C.brass);
  sc.path(arch(0), sc.rad(["#fff2cf", "#f5c97d", "#c98a45"], { cx: 0.5, cy: 0.55, r: 0.7 }));
  const t = 0.16 * k;
  const jr = t * 0.36;
  const jali = `<path fill-rule="evenodd" fill="#8a5a34" d="M0,0H${f1(t)}V${f1(t)}H0Z${[
    [t / 2, t / 2],
    [0, 0],
    [t, 0],
    [0, t],
    [t, t],
  ]
    .map(([cx, cy]) => `M${f1(cx - jr)},${f1(cy)}a${f1(jr)},${f1(jr)} 0 1 0 ${f1(2 * jr)},0a${f1(jr)},${f1(jr)} 0 1 0 ${f1(-2 * jr)},0Z`)
    .join("")}"/>`;
  sc.path(arch(0.07 * k), sc.pattern("jali", t, t, jali, ` x="${f1(a)}" y="${f1(b)}"`));
  sc.path(
    arch(0.07 * k),
    sc.rad(
      [
        [0, "#fff5d8", 0.55],
        [0.6, "#fff5d8", 0.1],
        [1, "#fff5d8", 0],
      ],
      { cx: 0.5, cy: 0.6, r: 0.6 },
    ),
  );
  sc.path(arch(0.07 * k), "none", { stroke: "#7a4e2c", sw: 0.03 * k });
  // Garland: a swag across the top and strings down the sides.
  {
    const pts = [];
    for (let i = 0; i <= 26; i++) {
      const tt = i / 26;
      const ang = Math.PI * (1 - tt);
      pts.push([
        (a + c) / 2 + Math.cos(ang) * (r - 0.1 * k),
        b + r - Math.sin(ang) * (r - 0.1 * k) + Math.sin(tt * Math.PI * 4) * 0.02 * k,
      ]);
    }
    marigolds(sc, pts, k);
    for (const x of [a + 0.1 * k, c - 0.1 * k]) {
      const col = [];
      for (let y = b + r; y < b + r + 0.8 * k; y += 0.04 * k) col.push([x, y]);
      marigolds(sc, col, k);
    }
  }
  bell(sc, -0.45, 2.35, z - 0.1, 0.45, { s: 0.075 });
  bell(sc, 0.45, 2.35, z - 0.1, 0.45, { s: 0.075 });
  // Cabinet, marble platform and a raised step for lamps.
  sc.box(-1.05, 1.05, 0, 0.08, zB - 0.42, zB, C.ink, { edge: false });
  sc.box(-1.05, 1.05, 0.08, 0.72, zB - 0.48, zB, C.walnut);
  shutters(
    sc,
    (u, v) => [-1.05 + u, v, zB - 0.481],
    0.09,
    0.71,
    [
      { w: 0.7, rows: [1, 1] },
      { w: 0.7, doors: 2 },
      { w: 0.7, rows: [1, 1] },
    ],
    C.walnut,
    { handle: "knob", hcol: C.brass, grain: true },
  );
  sc.box(-1.1, 1.1, 0.72, 0.77, zB - 0.52, zB, "#f3efe8");
  sc.box(-0.65, 0.65, 0.77, 0.95, zB - 0.3, zB, "#f3efe8");
  diya(sc, -0.85, 0.77, zB - 0.35, 1.1);
  diya(sc, 0.85, 0.77, zB - 0.35, 1.1);
  diya(sc, -0.3, 0.95, zB - 0.15);
  diya(sc, 0.3, 0.95, zB - 0.15);
  vase(sc, 0, 0.95, zB - 0.15, { kind: "round", c: C.brass, s: 0.9, stems: 5, stemH: 0.22, leafC: "#6f8a4a", stemC: "#5d7440" });
  {
    const [fx, fy] = sc.P(-0.55, 0.77, zB - 0.4);
    const fk = sc.k(zB - 0.4);
    marigolds(
      sc,
      [
        [fx, fy - 0.02 * fk],
        [fx + 0.04 * fk, fy - 0.015 * fk],
        [fx + 0.02 * fk, fy - 0.05 * fk],
        [fx + 1.1 * fk, fy - 0.02 * fk],
        [fx + 1.14 * fk, fy - 0.03 * fk],
      ],
      fk,
    );
  }
  // Kolam on the floor and a brass urli with floating flowers.
  {
    const kz = 3.05;
    const [kx, ky] = sc.P(0, 0.002, kz);
    const kk = sc.k(kz);
    const squash = (sc.cam.eye / kz) * 1.0;
    let d = "";
    for (let i = 0; i < 8; i++) {
      const ang = (i / 8) * Math.PI * 2;
      const ex = Math.cos(ang) * 0.32 * kk;
      const ey = Math.sin(ang) * 0.32 * kk;
      d += `M0,0Q${f1(ex * 0.6 - ey * 0.35)},${f1(ey * 0.6 + ex * 0.35)} ${f1(ex)},${f1(ey)}Q${f1(ex * 0.6 + ey * 0.35)},${f1(ey * 0.6 - ex * 0.35)} 0,0`;
    }
    sc.add(
      `<g transform="translate(${f1(kx)},${f1(ky)}) scale(1,${f3(squash)})" fill="none" stroke="#fbf8f2" stroke-width="${f1(0.012 * kk)}" stroke-opacity="0.95">` +
        `<path d="${d}"/><circle r="${f1(0.42 * kk)}"/><circle r="${f1(0.08 * kk)}" fill="#e8792a" stroke="none"/>` +
        Array.from({ length: 16 }, (_, i) => {
          const ang = (i / 16) * Math.PI * 2;
          return `<circle cx="${f1(Math.cos(ang) * 0.5 * kk)}" cy="${f1(Math.sin(ang) * 0.5 * kk)}" r="${f1(0.015 * kk)}" fill="#fbf8f2" stroke="none"/>`;
        }).join("") +
        `</g>`,
    );
  }
  vase(sc, 1.55, 0, 3.4, { kind: "bowl", c: C.brass, s: 1.8 });
  {
    const [ux, uy] = sc.P(1.55, 0.14, 3.4);
    const uk = sc.k(3.4);
    marigolds(
      sc,
      [
        [ux - 0.1 * uk, uy],
        [ux, uy - 0.01 * uk],
        [ux + 0.09 * uk, uy + 0.005 * uk],
        [ux - 0.04 * uk, uy + 0.02 * uk],
        [ux + 0.04 * uk, uy - 0.02 * uk],
      ],
      uk * 1.4,
    );
  }
  plant(sc, -1.7, 3.5, { kind: "leafy", h: 0.9, potR: 0.17, pot: C.brass, potShape: "round" });
  return finish(sc, { vignette: 0.24 });
}

function foyer(key, W, H) {
  const sc = newScene(key, W, H, { f: W * 0.62, cy: H * 0.46, eye: 1.4, camX: -0.1 });
  const R = room(sc, { xL: -2.3, xR: 2.3, h: 2.9, zB: 4.4, wall: "#e9d9c6", floor: "#d6cbbb", floorStyle: "marble", tile: 0.6 });
  const zB = R.zB;
  const z = zB - 0.002;
  // Limewash accent wall.
  sc.qz(z, -1.5, 1.5, 0.07, 2.9, sc.rad(["#e2bb9c", "#d3a282", "#c38f6e"], { cx: 0.45, cy: 0.35, r: 0.8 }));
  scallop(sc, -1.0, z, { h: 1.6 });
  scallop(sc, 1.0, z, { h: 1.6 });
  mirror(sc, 0, 1.62, z, 0.46, { frame: C.brass, glass: ["#ebe5dc", "#c8c4bb", "#efe9e0"] });
  // Console on slim brass legs.
  sc.shadow(-0.85, 0.85, zB - 0.4, zB, { op: 0.3, blur: 0.05 });
  for (const x of [-0.8, 0.78])
    for (const zz of [zB - 0.36, zB - 0.06]) sc.box(x, x + 0.025, 0, 0.8, zz, zz + 0.025, C.brass, { edge: false });
  sc.box(-0.82, 0.82, 0.18, 0.21, zB - 0.38, zB - 0.02, C.walnut);
  sc.box(-0.85, 0.85, 0.8, 0.85, zB - 0.4, zB, C.walnut);
  vase(sc, -0.5, 0.85, zB - 0.2, { kind: "tall", c: C.cream, s: 1.2, stems: 5, stemH: 0.6, leafC: "#a9b58e", stemC: "#6b5a45" });
  vase(sc, 0.35, 0.85, zB - 0.2, { kind: "bowl", c: C.deepTeal, s: 0.9 });
  books(sc, 0.55, 0.75, 0.85, zB - 0.2, 0.05, { pal: [C.cream, C.terracotta, C.sand], gaps: false });
  vase(sc, -0.3, 0.21, zB - 0.2, { kind: "round", c: C.terracotta, s: 1 });
  books(sc, 0.2, 0.6, 0.21, zB - 0.2, 0.22, { pal: [C.cream, C.sand, C.deepTeal] });
  // Floating shoe cabinet with ventilated fluted doors and a cushion to sit on.
  const sz = zB - 0.4;
  sc.wallShadow(-2.2, -1.2, 0.22, 0.95, z, { op: 0.3, blur: 0.05, dy: 0.05 });
  sc.box(-2.25, -1.15, 0.22, 0.95, sz, zB, C.oak);
  shutters(
    sc,
    (u, v) => [-2.25 + u, v, sz - 0.001],
    0.23,
    0.94,
    [
      { w: 0.55, kind: "fluted" },
      { w: 0.55, kind: "fluted" },
    ],
    C.oak,
    { handle: "knob", hcol: C.brass, hpos: "top" },
  );
  sc.box(-2.22, -1.18, 0.95, 1.05, sz + 0.02, zB - 0.02, C.sage, { soft: 0.02 });
  // Main door on the right wall.
  const dx = R.xR - 0.002;
  sc.qx(dx, 0, 2.45, 2.45, 3.65, "#d9ccb9");
  sc.qx(dx, 0.02, 2.4, 2.52, 3.58, C.walnut);
  for (let zz = 2.6; zz < 3.55; zz += 0.12) sc.qx(dx - 0.001, 0.1, 2.3, zz, zz + 0.015, shade(C.walnut, -0.25));
  sc.qx(dx - 0.01, 0.7, 1.5, 2.63, 2.66, C.brass);
  // Runner, pendant and a plant.
  rug(sc, -0.6, 0.6, 2.4, 4.0, { c: "#e7dfd1", border: C.terracotta, bw: 0.07 });
  pendant(sc, 0, 3.2, 2.15, { shape: "globe", r: 0.17, c: C.brass });
  plant(sc, 1.6, 4.0, { kind: "snake", h: 1.0, potR: 0.17, pot: C.cream, potShape: "round" });
  return finish(sc);
}

function lights(key, W, H) {
  const sc = newScene(key, W, H, { f: W * 0.6, cy: H * 0.5, eye: 1.3 });
  const R = room(sc, {
    xL: -3.0,
    xR: 3.0,
    h: 3.0,
    zB: 5.6,
    wall: "#2e4c4e",
    floor: "#5c4030",
    floorStyle: "wide",
    ceil: "#d8cfc2",
    skirt: "#263e40",
  });
  const zB = R.zB;
  // Dim everything a touch: it is evening and the lamps do the work.
  sc.rect(0, 0, W, H, "#140f0b", { op: 0.25 });
  for (const x of [-2.2, 2.2]) {
    const [sx, sy] = sc.P(x, 1.9, zB - 0.002);
    const k = sc.k(zB);
    sc.path(
      `M${f1(sx)},${f1(sy)}C${f1(sx - 0.35 * k)},${f1(sy - 0.4 * k)} ${f1(sx - 0.3 * k)},${f1(sy - 1.0 * k)} ${f1(sx)},${f1(sy - 1.05 * k)}C${f1(sx + 0.3 * k)},${f1(sy - 1.0 * k)} ${f1(sx + 0.35 * k)},${f1(sy - 0.4 * k)} ${f1(sx)},${f1(sy)}Z`,
      sc.lin([
        [0, "#ffdca0", 0],
        [1, "#ffdca0", 0.55],
      ]),
    );
    sc.path(
      `M${f1(sx)},${f1(sy)}C${f1(sx + 0.35 * k)},${f1(sy + 0.3 * k)} ${f1(sx + 0.2 * k)},${f1(sy + 0.6 * k)} ${f1(sx)},${f1(sy + 0.65 * k)}C${f1(sx - 0.2 * k)},${f1(sy + 0.6 * k)} ${f1(sx - 0.35 * k)},${f1(sy + 0.3 * k)} ${f1(sx)},${f1(sy)}Z`,
      sc.lin([
        [0, "#ffdca0", 0.4],
        [1, "#ffdca0", 0],
      ]),
    );
    sc.rect(sx - 0.06 * k, sy - 0.04 * k, 0.12 * k, 0.08 * k, C.brass, { rx: 0.02 * k });
  }
  art(sc, -0.75, 0.75, 1.35, 2.2, zB - 0.01, {
    style: "lines",
    frame: C.brass,
    ft: 0.015,
    pal: [C.gold, C.clay, C.sand],
    bg: "#23393b",
    mat: false,
  });
  // Sideboard.
  sc.box(-1.6, 1.6, 0, 0.1, zB - 0.42, zB, C.ink, { edge: false });
  sc.box(-1.6, 1.6, 0.1, 0.8, zB - 0.45, zB, C.walnut);
  shutters(sc, (u, v) => [-1.6 + u, v, zB - 0.451], 0.11, 0.79, [{ w: 0.8 }, { w: 0.8 }, { w: 0.8 }, { w: 0.8 }], C.walnut, {
    handle: "vbar",
    hpos: "mid",
    hcol: C.brass,
    grain: true,
  });
  tableLamp(sc, -1.15, 0.8, zB - 0.22, { base: C.cream, shade: "#f3e6cc", h: 0.6, glowOp: 0.75 });
  vase(sc, 0.9, 0.8, zB - 0.22, { kind: "tall", c: C.brass, s: 1.0, stems: 3, stemH: 0.3 });
  // Table and a cluster of pendants at different heights.
  rug(sc, -2.3, 2.3, 3.0, 4.9, { c: "#6e5a48", border: "#8a7258", bw: 0.1 });
  for (const x of [-0.9, 0, 0.9]) diningChair(sc, { tf: place(x, 4.55, 0), c: C.walnut, seat: C.sand, backC: C.sand });
  rectTable(sc, -1.7, 1.7, 3.55, 4.35, 0.76, { c: C.walnut, legInset: 0.1, shadowOp: 0.4 });
  vase(sc, 0.4, 0.76, 3.95, { kind: "bowl", c: C.cream, s: 1.0 });
  vase(sc, -0.4, 0.76, 3.95, { kind: "bottle", c: C.clay, s: 0.8 });
  const shapes = [
    ["globe", 1.75, 0.15],
    ["dome", 1.55, 0.2],
    ["cone", 1.85, 0.15],
    ["drum", 1.6, 0.17],
    ["globe", 1.7, 0.13],
  ];
  shapes.forEach(([shape, y, r], i) => {
    const x = -1.6 + i * 0.8;
    const [px, py] = sc.P(x, 0.77, 3.95);
    sc.ell(px, py, 0.45 * sc.k(3.95), 0.09 * sc.k(3.95), "#ffdca0", { op: 0.25, blur: 8 });
    pendant(sc, x, 3.95, y, { shape, r, c: [C.brass, C.deepTeal, C.brass, C.linen, C.brass][i], glowR: 4.5, glowOp: 0.7 });
  });
  for (const x of [-0.9, 0, 0.9]) diningChair(sc, { tf: place(x, 3.35, Math.PI), c: C.walnut, seat: C.sand, backC: C.sand });
  return finish(sc, { vignette: 0.35 });
}

/* ------------------------------------------------------------------------ */
/* Finishes, furniture, dining and whole homes                               */
/* ------------------------------------------------------------------------ */

function wallpaperFill(sc, z, o = {}) {
  const k = sc.k(z);
  const t = (o.tile ?? 0.42) * k;
  const bg = o.bg ?? "#dfe3d4";
  const line = o.line ?? "#b3955c";
  const leaf = o.leaf ?? "#7f9471";
  const [ox, oy] = sc.P(sc.room.xL, sc.room.h, z);
  const arch = (x, y) => {
    const w = t * 0.7;
    const h = t * 0.9;
    const x0 = x - w / 2;
    const y1 = y + h / 2;
    let d = `<path d="M${f1(x0)},${f1(y1)}L${f1(x0)},${f1(y - h / 2 + w / 2)}A${f1(w / 2)},${f1(w / 2)} 0 0 1 ${f1(x0 + w)},${f1(y - h / 2 + w / 2)}L${f1(x0 + w)},${f1(y1)}" fill="none" stroke="${line}" stroke-width="${f1(t * 0.025)}"/>`;
    d += `<path d="M${f1(x)},${f1(y1 - t * 0.05)}L${f1(x)},${f1(y - h * 0.2)}" stroke="${leaf}" stroke-width="${f1(t * 0.02)}"/>`;
    for (let i = 0; i < 3; i++) {
      const ly = y1 - t * (0.15 + i * 0.17);
      for (const sgn of [-1, 1])
        d += `<ellipse cx="${f1(x + sgn * t * 0.08)}" cy="${f1(ly)}" rx="${f1(t * 0.08)}" ry="${f1(t * 0.03)}" fill="${leaf}" transform="rotate(${sgn * -35} ${f1(x + sgn * t * 0.08)} ${f1(ly)})"/>`;
    }
    d += `<ellipse cx="${f1(x)}" cy="${f1(y - h * 0.25)}" rx="${f1(t * 0.04)}" ry="${f1(t * 0.05)}" fill="${o.bud ?? C.clay}"/>`;
    return d;
  };
  const body = `<rect width="${f1(t)}" height="${f1(2 * t)}" fill="${bg}"/>` + arch(t / 2, t / 2) + arch(0, t * 1.5) + arch(t, t * 1.5);
  return sc.pattern(`wp${f1(t)}${bg}`, t, 2 * t, body, ` x="${f1(ox)}" y="${f1(oy)}"`);
}

function wallpaperScene(key, W, H) {
  const sc = newScene(key, W, H, { f: W * 0.6, cy: H * 0.46, eye: 1.35, camX: 0.2 });
  const R = room(sc, { xL: -2.8, xR: 2.8, h: 2.9, zB: 5.0, wall: "#efe8dc", floor: "#c29f79", plank: 0.2, skirt: "#e7dccb" });
  const z = R.zB - 0.002;
  sc.qz(z, R.xL, R.xR, 0.07, R.h, wallpaperFill(sc, z));
  // Roll seams every 53 cm.
  for (let x = R.xL + 0.53; x < R.xR; x += 0.53) sc.line3([x, 0.07, z], [x, R.h, z], "#c9cdbd", 1, { op: 0.8 });
  sc.qz(
    z,
    R.xL,
    R.xR,
    0.07,
    R.h,
    sc.lin([
      [0, "#fff8ea", 0.18],
      [1, "#000000", 0.06],
    ]),
  );
  sideWindow(sc, "L", 2.6, 4.3, 0.5, 2.5, { panes: 2, lightOp: 0.3 });
  rug(sc, -2.0, 1.8, 2.9, 4.6, { c: "#e9dfcf", border: C.terracotta, bw: 0.09 });
  sofa(sc, {
    tf: place(-0.1, 4.95),
    w: 2.4,
    d: 0.9,
    c: C.terracotta,
    cush: shade(C.terracotta, 0.05),
    n: 2,
    arm: 0.22,
    backH: 0.8,
    legC: C.brass,
    pillows: [C.sage, C.cream],
  });
  sideTable(sc, 1.35, 1.75, 4.5, 4.9, 0.55, { c: C.walnut, drawers: [1] });
  tableLamp(sc, 1.55, 0.55, 4.7, { base: C.sage, h: 0.6 });
  roundTable(sc, -0.1, 3.75, 0.42, 0.38, { top: C.walnut, lower: true });
  vase(sc, -0.05, 0.38, 3.75, { kind: "round", c: C.cream, s: 0.8, stems: 4, stemH: 0.3 });
  plant(sc, -2.25, 4.5, { kind: "leafy", h: 1.2, potR: 0.2, pot: C.cream, potShape: "round" });
  // A fresh roll lying on the floor, partly unrolled.
  {
    const rz = 2.75;
    const k = sc.k(rz);
    const [rx, ry] = sc.P(1.4, 0.0, rz);
    const L = 0.55 * k;
    const r = 0.055 * k;
    sc.poly3(
      [
        [1.25, 0.002, rz - 0.02],
        [2.1, 0.002, rz - 0.02],
        [2.1, 0.002, rz - 0.5],
        [1.25, 0.002, rz - 0.5],
      ],
      wallpaperFill(sc, rz - 0.26, { tile: 0.42 }),
    );
    sc.ell(rx, ry, L * 0.6, r * 0.5, "#2b1d12", { op: 0.2, blur: 3 });
    sc.rect(rx - L / 2, ry - 2 * r, L, 2 * r, wallpaperFill(sc, rz, { tile: 0.2 }));
    sc.rect(
      rx - L / 2,
      ry - 2 * r,
      L,
      2 * r,
      sc.lin([
        [0, "#ffffff", 0.25],
        [0.5, "#ffffff", 0],
        [1, "#000000", 0.25],
      ]),
    );
    sc.ell(rx + L / 2, ry - r, r * 0.45, r, "#e9e6da");
    sc.ell(rx + L / 2, ry - r, r * 0.15, r * 0.35, "#b9b3a4");
  }
  return finish(sc);
}

function wallPaint(key, W, H) {
  const sc = newScene(key, W, H, { f: W * 0.62, cy: H * 0.45, eye: 1.4, camX: -0.1 });
  const R = room(sc, { xL: -2.6, xR: 2.6, h: 2.8, zB: 4.6, wall: "#f0eadf", floor: "#c7a680", plank: 0.2, skirt: "#f4f0e8" });
  const z = R.zB - 0.002;
  const k = sc.k(z);
  // Fresh terracotta coat with a loose, rolled edge.
  const [lx, top] = sc.P(R.xL, 2.72, z);
  const [, bot] = sc.P(0, 0.08, z);
  const edge = [];
  for (let y = top; y <= bot; y += (bot - top) / 18)
    edge.push([sc.P(0.55, 0, z)[0] + Math.sin(y * 0.05) * 0.05 * k + sc.r(-0.02, 0.02) * k, y]);
  sc.path(
    `M${f1(lx)},${f1(top)}` + edge.map(([x, y]) => `L${f1(x)},${f1(y)}`).join("") + `L${f1(lx)},${f1(bot)}Z`,
    sc.lin(["#c97a57", "#b9663f"]),
  );
  // Roller strokes: slightly lighter bands.
  for (let i = 0; i < 5; i++) {
    const x = R.xL + 0.3 + i * 0.55;
    const [a] = sc.P(x, 0, z);
    sc.rect(a, top, 0.24 * k, bot - top, "#d98b66", { op: 0.18 });
  }
  // Masking tape along ceiling and skirting.
  sc.qz(z, R.xL, R.xR, 2.72, 2.76, "#e7d8a8");
  sc.qz(z, R.xL, R.xR, 0.07, 0.1, "#e7d8a8");
  // Swatch cards taped to the unpainted wall.
  [C.sage, C.deepTeal, "#d9a441", "#c97a57"].forEach((c, i) => {
    const x = 1.0 + (i % 2) * 0.38;
    const y = 1.7 - Math.floor(i / 2) * 0.38;
    sc.wallShadow(x, x + 0.3, y, y + 0.3, z, { op: 0.2, blur: 0.01, dy: 0.01 });
    sc.qz(z, x, x + 0.3, y, y + 0.3, c);
    sc.qz(z, x + 0.1, x + 0.2, y + 0.27, y + 0.33, "#e7d8a8", { op: 0.9 });
  });
  // Drop cloth.
  sc.poly3(
    [
      [-2.3, 0.003, 4.5],
      [1.0, 0.003, 4.5],
      [1.2, 0.003, 2.9],
      [-2.4, 0.003, 3.0],
    ],
    "#e6e2da",
  );
  for (const x of [-1.6, -0.7, 0.2]) sc.line3([x, 0.004, 4.45], [x + 0.15, 0.004, 3.0], "#cfc9be", 2, { op: 0.8 });
  // Roller on an extension pole mid-stroke.
  {
    const [rx, ry] = sc.P(0.45, 1.75, z - 0.05);
    const rk = sc.k(z - 0.05);
    const w = 0.24 * rk;
    const r = 0.035 * rk;
    sc.rect(rx - r * 0.6, ry - w / 2, r * 2.4, w, sc.lin(["#d98b66", "#b9663f", "#a4552f"], [0, 0, 1, 0]), { rx: r });
    const grip = sc.P(0.95, 0.0, 3.2);
    sc.path(
      `M${f1(rx + r * 1.8)},${f1(ry - w / 2 + 2)}L${f1(rx + r * 3.2)},${f1(ry - w / 2 + 2)}L${f1(rx + r * 3.2)},${f1(ry + w * 0.2)}`,
      "none",
      { stroke: "#8c8780", sw: 0.012 * rk, join: "round" },
    );
    sc.line(rx + r * 3.2, ry + w * 0.2, grip[0], grip[1], "#d8c29a", 0.022 * rk);
    sc.line(rx + r * 3.2, ry + w * 0.2, rx + r * 3.2 + (grip[0] - rx) * 0.12, ry + w * 0.2 + (grip[1] - ry) * 0.12, C.ink, 0.028 * rk);
  }
  // Tray and tin on the floor.
  {
    const tz = 3.4;
    sc.shadow(-1.25, -0.55, tz - 0.2, tz + 0.2, { op: 0.25, blur: 0.03 });
    sc.poly3(
      [
        [-1.25, 0.01, tz - 0.2],
        [-0.55, 0.01, tz - 0.2],
        [-0.55, 0.06, tz + 0.22],
        [-1.25, 0.06, tz + 0.22],
      ],
      "#8e8a84",
    );
    sc.poly3(
      [
        [-1.2, 0.02, tz - 0.12],
        [-0.6, 0.02, tz - 0.12],
        [-0.6, 0.05, tz + 0.16],
        [-1.2, 0.05, tz + 0.16],
      ],
      "#c27048",
    );
    sc.box(-1.25, -0.55, 0.0, 0.06, tz - 0.22, tz - 0.2, "#a29d96");
    sc.cyl(-0.2, 0, 0.26, 3.6, 0.13, "#cfcac2");
    sc.disc(-0.2, 0.262, 3.6, 0.11, "#c27048");
    const [bx, by] = sc.P(-0.2, 0.12, 3.6);
    sc.rect(bx - 0.13 * sc.k(3.6), by - 0.05 * sc.k(3.6), 0.26 * sc.k(3.6), 0.1 * sc.k(3.6), C.deepTeal, { op: 0.9 });
  }
  // Swatch fan on a stool.
  {
    sc.box(1.65, 2.05, 0.42, 0.46, 3.2, 3.6, C.oak);
    for (const x of [1.68, 2.0]) sc.box(x, x + 0.03, 0, 0.42, 3.45, 3.5, C.oak, { edge: false });
    for (const x of [1.68, 2.0]) sc.box(x, x + 0.03, 0, 0.42, 3.23, 3.28, C.oak, { edge: false });
    const [px, py] = sc.P(1.85, 0.47, 3.4);
    const fk = sc.k(3.4);
    const cols = ["#efe6d6", C.sand, C.clay, C.terracotta, C.sage, C.deepSage, C.deepTeal, C.navy];
    cols.forEach((c, i) => {
      const ang = -70 + i * 18;
      sc.rect(px - 0.025 * fk, py - 0.32 * fk, 0.05 * fk, 0.32 * fk, c, {
        rx: 0.008 * fk,
        tr: `rotate(${ang} ${f1(px)} ${f1(py)})`,
        extra: `stroke="#ffffff" stroke-width="0.6"`,
      });
    });
    sc.ell(px, py, 0.012 * fk, 0.012 * fk, C.brass);
  }
  // Step ladder.
  {
    const lz = 3.9;
    const feet = [sc.P(-2.0, 0, lz - 0.3), sc.P(-1.6, 0, lz - 0.3), sc.P(-2.0, 0, lz + 0.35), sc.P(-1.6, 0, lz + 0.35)];
    const tops = [sc.P(-2.0, 1.5, lz), sc.P(-1.6, 1.5, lz)];
    const lk = sc.k(lz);
    sc.line(feet[2][0], feet[2][1], tops[0][0], tops[0][1], "#b8b2a8", 0.03 * lk);
    sc.line(feet[3][0], feet[3][1], tops[1][0], tops[1][1], "#b8b2a8", 0.03 * lk);
    sc.line(feet[0][0], feet[0][1], tops[0][0], tops[0][1], "#d8d3ca", 0.035 * lk);
    sc.line(feet[1][0], feet[1][1], tops[1][0], tops[1][1], "#d8d3ca", 0.035 * lk);
    for (let i = 1; i <= 3; i++) {
      const t = i / 4;
      const a = [feet[0][0] + (tops[0][0] - feet[0][0]) * t, feet[0][1] + (tops[0][1] - feet[0][1]) * t];
      const b = [feet[1][0] + (tops[1][0] - feet[1][0]) * t, feet[1][1] + (tops[1][1] - feet[1][1]) * t];
      sc.line(a[0], a[1], b[0], b[1], "#c9c3b9", 0.04 * lk, { cap: "butt" });
    }
    sc.box(-2.05, -1.55, 1.5, 1.55, lz - 0.08, lz + 0.1, "#c9c3b9");
  }
  return finish(sc);
}

function furnitureScene(key, W, H) {
  const sc = newScene(key, W, H, { f: W * 0.62, cy: H * 0.44, eye: 1.25, camX: 0.1, light: [-0.6, 0.7, -0.45] });
  const R = room(sc, { xL: -2.5, xR: 2.5, h: 2.8, zB: 4.4, wall: "#e5d6c1", floor: "#b99068", plank: 0.2, skirt: "#d9c8b0" });
  const z = R.zB - 0.002;
  sideWindow(sc, "L", 2.4, 4.0, 0.5, 2.5, { panes: 2, lightOp: 0.36 });
  paintedArch(sc, -1.3, 0.3, 2.3, z, "#d8c0a2");
  art(sc, 0.7, 1.6, 1.35, 2.05, z - 0.01, { style: "arches", frame: C.walnut, pal: [C.mustard, C.deepTeal, C.clay, C.walnut] });
  sc.box(0.6, 2.2, 0.9, 0.93, z - 0.25, z, C.walnut);
  roundRug(sc, 0.1, 3.25, 1.35, { c: "#e9dfcf", ring: C.clay });
  sideTable(sc, 1.55, 1.95, 3.55, 3.95, 0.5, { c: C.walnut, drawers: [1] });
  tableLamp(sc, 1.75, 0.5, 3.75, { base: C.cream, shade: "#efe3cd", h: 0.55 });
  plant(sc, -1.9, 3.9, { kind: "tree", h: 1.7, potR: 0.2, pot: C.terracotta, potShape: "round" });
  armchair(sc, { tf: place(-0.55, 3.55, 0.45), c: C.mustard, legC: C.walnut, pillows: [C.cream] });
  loungeChair(sc, { tf: place(1.15, 3.2, -0.55), c: C.deepTeal, wood: C.walnut });
  roundTable(sc, 0.3, 2.75, 0.36, 0.4, { top: "#efe9e0", base: C.walnut, stem: 0.35 });
  books(sc, 0.15, 0.38, 0.4, 2.78, 0.05, { pal: [C.terracotta, C.cream, C.deepTeal], gaps: false });
  vase(sc, 0.45, 0.4, 2.7, { kind: "round", c: C.sage, s: 0.6, stems: 3, stemH: 0.2 });
  return finish(sc);
}

function dining(key, W, H) {
  const sc = newScene(key, W, H, { f: W * 0.6, cy: H * 0.44, eye: 1.5, camX: 0 });
  const R = room(sc, { xL: -2.8, xR: 2.8, h: 3.0, zB: 6.6, wall: "#d6d9c7", floor: "#c7a27b", plank: 0.2, skirt: "#eef0e6" });
  const zB = R.zB;
  sideWindow(sc, "R", 3.2, 5.8, 0.3, 2.7, { panes: 3, lightOp: 0.32, transom: 2.25 });
  curtainX(sc, R.xR - 0.12, 5.8, 6.5, 0.02, 2.95, "#f2ece2");
  // Sideboard and mirror on the back wall.
  mirror(sc, 0, 1.7, zB - 0.002, 0.5, { frame: C.brass, arch: 1.7 });
  sc.box(-1.4, 1.4, 0, 0.12, zB - 0.4, zB, C.ink, { edge: false });
  sc.box(-1.4, 1.4, 0.12, 0.82, zB - 0.45, zB, C.oak);
  shutters(
    sc,
    (u, v) => [-1.4 + u, v, zB - 0.451],
    0.13,
    0.81,
    [
      { w: 0.7, kind: "fluted" },
      { w: 0.7, rows: [1, 1] },
      { w: 0.7, rows: [1, 1] },
      { w: 0.7, kind: "fluted" },
    ],
    C.oak,
    { handle: "knob", hcol: C.brass },
  );
  vase(sc, -0.9, 0.82, zB - 0.22, { kind: "tall", c: C.terracotta, s: 1, stems: 4, stemH: 0.45 });
  vase(sc, 0.8, 0.82, zB - 0.22, { kind: "bowl", c: C.cream, s: 1 });
  plant(sc, -2.3, 6.1, { kind: "tree", h: 1.9, potR: 0.22, pot: C.cream, potShape: "round" });
  rug(sc, -1.5, 1.5, 2.9, 5.9, { c: "#e4d9c6", border: C.deepSage, bw: 0.1 });
  // Table running away from the viewer, chairs either side.
  const [tz0, tz1] = [3.3, 5.5];
  diningChair(sc, { tf: place(0, tz1 + 0.45, 0), c: C.walnut, seat: C.cream, cane: "#d9bf92" });
  for (const zc of [5.0, 4.35, 3.7]) {
    diningChair(sc, { tf: place(-0.78, zc, -Math.PI / 2), c: C.walnut, seat: C.cream, cane: "#d9bf92" });
    diningChair(sc, { tf: place(0.78, zc, Math.PI / 2), c: C.walnut, seat: C.cream, cane: "#d9bf92" });
  }
  rectTable(sc, -0.55, 0.55, tz0, tz1, 0.76, { c: C.walnut, legInset: 0.08, legW: 0.06 });
  for (const [zz, kind, c] of [
    [3.75, "bowl", C.cream],
    [4.4, "round", C.sage],
    [5.0, "bottle", C.terracotta],
  ])
    vase(sc, 0, 0.76, zz, { kind, c, s: 0.9, stems: kind === "round" ? 4 : 0, stemH: 0.3 });
  for (const zz of [3.6, 4.2, 4.8, 5.2]) {
    sc.disc(-0.33, 0.762, zz, 0.11, "#f5f1ea");
    sc.disc(0.33, 0.762, zz, 0.11, "#f5f1ea");
  }
  for (const zz of [5.1, 4.4, 3.7]) pendant(sc, 0, zz, 1.72, { shape: "globe", r: 0.13, c: C.brass, glowR: 4 });
  return finish(sc);
}

function homeModern(key, W, H) {
  const sc = newScene(key, W, H, { f: W * 0.5, cy: H * 0.45, eye: 1.55, camX: -0.3 });
  const R = room(sc, { xL: -4.4, xR: 4.4, h: 3.2, zB: 7.6, wall: "#efe8dd", floor: "#c6a079", floorStyle: "wide" });
  const zB = R.zB;
  coveTray(sc, { inset: 0.6, zNear: 2.5, depth: 0.16, glowOp: 0.55 });
  // Right half: floor-to-ceiling glazing onto a garden.
  backWindow(sc, 0.6, 4.2, 0.05, 2.95, { panes: 4, sill: false, lightOp: 0.3, g1: "#94ad86", g2: "#6f8f67" });
  curtainZ(sc, 3.6, 4.3, 0.02, 3.15, zB - 0.15, "#f3ede3", { op: 0.92 });
  // Left half: kitchen run with tall unit.
  const wal = C.walnut;
  const ivory = "#f3eee6";
  marbleZ(sc, -3.4, 0.3, 0.9, 1.5, zB - 0.002, "#ebe5dc", { veins: 4 });
  sc.box(-4.4, -3.4, 0, 2.7, zB - 0.62, zB, wal);
  shutters(
    sc,
    (u, v) => [-4.4 + u, v, zB - 0.621],
    0.1,
    2.7,
    [
      {
        w: 1.0,
        doors: 2,
        rows: [
          { f: 0.6, door: true },
          { f: 2, handle: "long" },
        ],
      },
    ],
    wal,
    { hcol: C.brass, grain: true },
  );
  for (const [a, b] of [
    [-3.4, -2.1],
    [-1.2, 0.3],
  ]) {
    sc.box(a, b, 1.5, 2.3, zB - 0.35, zB, ivory);
    const n = Math.round((b - a) / 0.5);
    shutters(
      sc,
      (u, v) => [a + u, v, zB - 0.351],
      1.5,
      2.3,
      Array.from({ length: n }, () => ({ w: (b - a) / n })),
      ivory,
      { handle: "bar", hpos: "bottom", hcol: C.brass },
    );
  }
  hood(sc, -1.65, zB, R.h, { c: "#d9d3cb", duct: "#e4dfd7", w: 0.8 });
  sc.box(-3.4, 0.3, 0, 0.1, zB - 0.56, zB, C.ink, { edge: false });
  sc.box(-3.4, 0.3, 0.1, 0.86, zB - 0.6, zB, wal);
  shutters(
    sc,
    (u, v) => [-3.4 + u, v, zB - 0.601],
    0.1,
    0.86,
    [
      { w: 0.7, rows: [1, 1, 1] },
      { w: 0.9, doors: 2 },
      { w: 0.7, rows: [1, 1.4] },
      { w: 1.4, doors: 2 },
    ],
    wal,
    { handle: "gola" },
  );
  sc.box(-3.42, 0.32, 0.86, 0.9, zB - 0.63, zB, "#f5f2ec");
  hob(sc, -1.65, 0.9, zB - 0.32);
  counterItems(sc, -0.6, 0.9, zB - 0.2);
  // Island with stools.
  sc.shadow(-3.1, -0.9, 5.5, 6.3, { op: 0.35, blur: 0.06 });
  sc.box(-3.0, -1.0, 0, 0.9, 5.75, 6.3, ivory);
  shutters(
    sc,
    (u, v) => [-3.0 + u, v, 5.749],
    0.02,
    0.89,
    [
      { w: 0.5, rows: [1, 1, 1] },
      { w: 1.0, doors: 2 },
      { w: 0.5, rows: [1, 1, 1] },
    ],
    ivory,
    { handle: "gola" },
  );
  sc.box(-3.1, -0.9, 0.9, 0.94, 5.5, 6.3, "#f5f2ec");
  stoolRow(sc, [-2.5, -1.5], 5.25, { c: C.ink, seat: C.walnut });
  for (const x of [-2.5, -1.5]) pendant(sc, x, 5.9, 2.0, { shape: "cone", r: 0.15, c: C.ink });
  // Living area in front of the glass.
  rug(sc, 0.9, 4.0, 4.6, 6.9, { c: "#e8dfd0", border: "#b08a63", bw: 0.1 });
  sofa(sc, { tf: place(2.45, 7.0), w: 2.5, d: 0.95, c: "#d8ccb8", n: 3, pillows: [C.deepTeal, C.terracotta] });
  roundTable(sc, 2.45, 5.75, 0.45, 0.38, { top: C.walnut, lower: true });
  vase(sc, 2.5, 0.38, 5.75, { kind: "round", c: C.cream, s: 0.8, stems: 3, stemH: 0.3 });
  loungeChair(sc, { tf: place(3.8, 4.9, Math.PI / 2 + 0.5), c: C.terracotta, wood: C.walnut });
  floorLamp(sc, 0.95, 6.7, { kind: "arc", tx: 1.8, tz: 6.1, top: 2.2, shadeY: 1.9 });
  // Dining between the two.
  for (const [x, zz, ang] of [
    [-0.15, 4.9, Math.PI / 2 + 0.2],
    [-0.15, 3.9, Math.PI / 2 - 0.2],
  ])
    diningChair(sc, { tf: place(x + 0.55, zz, ang), c: C.oak, seat: C.cream });
  roundTable(sc, -0.85, 4.4, 0.55, 0.76, { top: C.oak, stem: 0.18 });
  vase(sc, -0.85, 0.76, 4.4, { kind: "bowl", c: C.cream, s: 0.9 });
  for (const [x, zz] of [
    [-1.55, 4.4],
    [-0.85, 3.75],
  ])
    diningChair(sc, { tf: place(x, zz, x < -1.3 ? -Math.PI / 2 : Math.PI), c: C.oak, seat: C.cream });
  pendant(sc, -0.85, 4.4, 1.9, { shape: "dome", r: 0.28, c: C.deepTeal });
  plant(sc, 4.0, 7.2, { kind: "tree", h: 2.2, potR: 0.24, pot: C.cream, potShape: "round" });
  return finish(sc);
}

function homeFull(key, W, H) {
  const sc = new Scene(W, H, hashKey(key));
  // Sky, garden and a cut-away two-storey house.
  sc.rect(0, 0, W, H, sc.lin(["#dbe7e6", "#f3ecdf"]));
  const gy = H * 0.86;
  sc.rect(0, gy, W, H - gy, sc.lin(["#a9b98f", "#8da177"]));
  for (const [x, r] of [
    [120, 90],
    [210, 60],
    [1480, 95],
    [1390, 65],
  ]) {
    sc.rect(x - 6, gy - r * 1.6, 12, r * 1.6, C.darkWalnut);
    sc.ell(x, gy - r * 1.9, r, r * 1.1, C.leaf);
    sc.ell(x - r * 0.3, gy - r * 2.1, r * 0.6, r * 0.6, "#7d9a6e", { op: 0.8 });
  }
  const X0 = 260;
  const X1 = 1340;
  const wallT = 26;
  const top = 150;
  const mid = 505;
  const bot = gy;
  sc.rect(X0 - 30, bot - 6, X1 - X0 + 60, 22, "#cbbfae");
  const rooms = [
    { x: X0 + wallT, y: top + wallT, w: (X1 - X0) * 0.52 - wallT * 1.5, h: mid - top - wallT * 1.5, kind: "bedroom" },
    { x: X0 + (X1 - X0) * 0.52 + wallT / 2, y: top + wallT, w: (X1 - X0) * 0.48 - wallT * 1.5, h: mid - top - wallT * 1.5, kind: "study" },
    { x: X0 + wallT, y: mid + wallT / 2, w: (X1 - X0) * 0.55 - wallT * 1.5, h: bot - mid - wallT * 0.5 - 6, kind: "living" },
    {
      x: X0 + (X1 - X0) * 0.55 + wallT / 2,
      y: mid + wallT / 2,
      w: (X1 - X0) * 0.45 - wallT * 1.5,
      h: bot - mid - wallT * 0.5 - 6,
      kind: "kitchen",
    },
  ];
  // Section walls first, rooms drawn into the openings.
  sc.rect(X0, top, X1 - X0, bot - top, "#f1ebe1");
  for (const rm of rooms) {
    sc.vp = { x: rm.x, y: rm.y, w: rm.w, h: rm.h };
    sc.camera({ f: rm.w * 0.62, cx: rm.x + rm.w / 2, cy: rm.y + rm.h * 0.5, eye: 1.45 });
    const clip = sc.clip(
      polyD([
        [rm.x, rm.y],
        [rm.x + rm.w, rm.y],
        [rm.x + rm.w, rm.y + rm.h],
        [rm.x, rm.y + rm.h],
      ]),
    );
    sc.group(`clip-path="${clip}"`, () => miniRoom(sc, rm.kind));
  }
  sc.vp = { x: 0, y: 0, w: W, h: H };
  // Cut walls and slabs in a warm charcoal.
  const cut = "#4a3f38";
  sc.rect(X0, top, wallT, bot - top, cut);
  sc.rect(X1 - wallT, top, wallT, bot - top, cut);
  sc.rect(X0 - 40, top - 22, X1 - X0 + 80, 28, cut);
  sc.rect(X0, mid - wallT / 2, X1 - X0, wallT, cut);
  sc.rect(X0 + (X1 - X0) * 0.52 - wallT / 2, top, wallT, mid - top, cut);
  sc.rect(X0 + (X1 - X0) * 0.55 - wallT / 2, mid, wallT, bot - mid, cut);
  // Roof terrace: parapet, planters and a pergola.
  sc.rect(X0 - 40, top - 60, 18, 40, cut);
  sc.rect(X1 + 22, top - 60, 18, 40, cut);
  sc.rect(X0 - 40, top - 62, X1 - X0 + 80, 8, cut);
  for (const x of [X0 + 60, X0 + 200, X1 - 220]) {
    sc.rect(x, top - 52, 90, 30, C.terracotta);
    for (let i = 0; i < 5; i++) sc.ell(x + 12 + i * 17, top - 58, 14, 12, i % 2 ? C.leaf : C.leafDark);
  }
  for (let x = X1 - 420; x < X1 - 260; x += 26) sc.rect(x, top - 120, 8, 100, C.walnut);
  sc.rect(X1 - 430, top - 128, 190, 10, C.darkWalnut);
  return finish(sc, { vignette: 0.12 });
}

// Compact room used inside the cut-away home.
function miniRoom(sc, kind) {
  if (kind === "bedroom") {
    const R = room(sc, { xL: -2.6, xR: 2.6, h: 2.8, zB: 4.6, wall: "#efe3d3", floor: "#c9a57c", skirt: false });
    paintedArch(sc, -1.3, 1.3, 2.4, R.zB - 0.002, "#d8ab8e");
    for (const x of [-1.3, 1.3]) sideTable(sc, x - 0.22, x + 0.22, R.zB - 0.45, R.zB - 0.05, 0.5, { c: C.oak, drawers: [1] });
    bed(sc, { x: 0, zw: R.zB, w: 1.7, hbC: "#eadfcd", duvet: "#eee7da", throw: C.terracotta, cushions: [C.sage, C.sand] });
    for (const x of [-1.3, 1.3]) pendant(sc, x, R.zB - 0.25, 1.2, { shape: "globe", r: 0.1, c: C.brass });
  } else if (kind === "study") {
    const R = room(sc, { xL: -2.4, xR: 2.4, h: 2.8, zB: 4.4, wall: "#d3d9cc", floor: "#c9a57c", skirt: false });
    for (const y of [1.55, 1.95]) sc.box(-1.1, 1.1, y - 0.03, y, R.zB - 0.25, R.zB, C.oak);
    books(sc, -1.0, 0.2, 1.55, R.zB - 0.12, 0.28);
    books(sc, -0.4, 1.0, 1.95, R.zB - 0.12, 0.26);
    sc.box(0.6, 1.05, 0, 0.72, R.zB - 0.62, R.zB - 0.02, C.white);
    sc.box(-1.1, 1.1, 0.72, 0.76, R.zB - 0.66, R.zB, C.oak);
    laptop(sc, 0.1, 0.76, R.zB - 0.35);
    deskLamp(sc, -0.7, 0.76, R.zB - 0.2);
    taskChair(sc, -0.4, 3.4);
    plant(sc, 1.8, 3.8, { kind: "snake", h: 0.9, potR: 0.15, pot: C.cream });
  } else if (kind === "living") {
    const R = room(sc, { xL: -2.8, xR: 2.8, h: 2.9, zB: 4.6, wall: "#f1eadf", floor: "#c8a47a", skirt: false });
    slatWall(sc, -1.6, 1.6, 0, 2.9, R.zB - 0.002, C.walnut, { pitch: 0.06 });
    art(sc, -0.7, 0.7, 1.35, 2.1, R.zB - 0.01, { style: "arches", frame: C.brass, ft: 0.02 });
    rug(sc, -1.8, 1.8, 2.6, 4.3, { c: "#ece3d4", border: "#b08a63" });
    sofa(sc, { tf: place(0, 4.55), w: 2.5, d: 0.95, c: "#ddd1bd", pillows: [C.terracotta, C.deepTeal] });
    roundTable(sc, 0, 3.4, 0.42, 0.38, { top: C.walnut });
    plant(sc, 2.1, 4.2, { kind: "tree", h: 1.8, potR: 0.2, pot: C.clay });
    floorLamp(sc, -1.9, 4.2, { kind: "tripod" });
  } else {
    const R = room(sc, { xL: -2.4, xR: 2.4, h: 2.9, zB: 4.4, wall: "#f3eee4", floor: "#ddd5c8", floorStyle: "tiles", skirt: false });
    const zB = R.zB;
    subway(sc, -2.0, 2.0, 0.9, 1.5, zB - 0.002, "#f6f3ee", { grout: "#d8d2c8" });
    for (const [a, b] of [
      [-2.0, -0.5],
      [0.4, 2.0],
    ]) {
      sc.box(a, b, 1.5, 2.3, zB - 0.35, zB, "#f4efe6");
      shutters(
        sc,
        (u, v) => [a + u, v, zB - 0.351],
        1.5,
        2.3,
        Array.from({ length: 3 }, () => ({ w: (b - a) / 3 })),
        "#f4efe6",
        { hpos: "bottom", hcol: C.brass },
      );
    }
    hood(sc, -0.05, zB, R.h, { c: "#d9d4cc", duct: "#e7e2da", w: 0.8 });
    sc.box(-2.0, 2.0, 0.1, 0.86, zB - 0.6, zB, "#a3b196");
    shutters(
      sc,
      (u, v) => [-2.0 + u, v, zB - 0.601],
      0.1,
      0.86,
      [{ w: 0.6, rows: [1, 1, 1] }, { w: 0.9, doors: 2 }, { w: 0.9, rows: [1, 1.3] }, { w: 0.6 }, { w: 1.0, doors: 2 }],
      "#a3b196",
      { hcol: C.brass },
    );
    sc.box(-2.02, 2.02, 0.86, 0.9, zB - 0.63, zB, "#f4f1ec");
    hob(sc, -0.05, 0.9, zB - 0.32);
    counterItems(sc, 0.9, 0.9, zB - 0.2);
  }
}

/* ------------------------------------------------------------------------ */
/* Process steps: flat spot illustrations                                    */
/* ------------------------------------------------------------------------ */

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
function sparkle(sc, x, y, r, c = C.brass) {
  sc.path(
    `M${f1(x)},${f1(y - r)}Q${f1(x)},${f1(y)} ${f1(x + r)},${f1(y)}Q${f1(x)},${f1(y)} ${f1(x)},${f1(y + r)}Q${f1(x)},${f1(y)} ${f1(x - r)},${f1(y)}Q${f1(x)},${f1(y)} ${f1(x)},${f1(y - r)}Z`,
    c,
  );
}
function sprig(sc, x, y, len, ang, c = C.sage) {
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
function flatBase(key, W, H, o = {}) {
  const sc = new Scene(W, H, hashKey(key));
  sc.rect(0, 0, W, H, o.bg ?? "#f6f1e8");
  sc.path(blob(sc, W * 0.5, H * 0.5, W * 0.36, H * 0.4, 7, 0.1), o.blob ?? "#eedfca");
  sc.path(blob(sc, W * (o.bx ?? 0.78), H * (o.by ?? 0.24), W * 0.1, W * 0.09, 6, 0.15), o.blob2 ?? "#dfe5d6");
  for (let i = 0; i < 4; i++) for (let j = 0; j < 4; j++) sc.ell(W * 0.08 + i * 14, H * 0.12 + j * 14, 2.2, 2.2, C.brass, { op: 0.55 });
  sc.ell(W / 2, H * 0.88, W * 0.34, H * 0.035, "#d9c6aa", { op: 0.55 });
  return sc;
}
const flatDone = (sc) => finish(sc, { vignette: 0, warm: false });

// Seated person in profile; dir = 1 faces right.
function personSide(sc, hx, hy, dir, o) {
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

function process1(key, W, H) {
  const sc = flatBase(key, W, H, { bx: 0.82, by: 0.2 });
  // Plan pinned to the wall.
  sc.rect(268, 58, 264, 170, "#2b1d12", { op: 0.12, blur: 6 });
  sc.rect(262, 52, 264, 170, "#fbf9f4");
  const plan = [
    [285, 70, 220, 134],
    [285, 70, 110, 80],
    [395, 70, 110, 60],
    [395, 130, 110, 74],
  ];
  for (const [x, y, w, h] of plan) sc.rect(x, y, w, h, "none", { stroke: C.deepTeal, sw: 3 });
  sc.path("M330,150 A30,30 0 0 1 360,180", "none", { stroke: C.deepTeal, sw: 1.5 });
  sc.rect(300, 160, 40, 28, C.sage, { op: 0.6 });
  sc.rect(420, 145, 60, 34, C.clay, { op: 0.5 });
  for (const x of [272, 516]) sc.ell(x, 60, 4.5, 4.5, C.terracotta);
  // People.
  const armL = personSide(sc, 170, 440, 1, { skin: "#b97c55", shirt: C.deepTeal, pants: "#3b3a44", floor: 528 });
  const armR = personSide(sc, 630, 440, -1, { skin: "#d7a27c", shirt: C.terracotta, pants: "#5a4636", bun: true, floor: 528 });
  // Table with plans, swatches and cups.
  sc.ell(400, 530, 190, 10, "#2b1d12", { op: 0.12 });
  for (const x of [246, 546]) sc.rect(x, 410, 12, 115, C.walnut);
  sc.poly(
    [
      [232, 400],
      [568, 400],
      [548, 372],
      [252, 372],
    ],
    C.oak,
  );
  sc.rect(232, 400, 336, 13, shade(C.oak, -0.2));
  sc.poly(
    [
      [318, 396],
      [470, 396],
      [462, 376],
      [328, 376],
    ],
    "#fbf9f4",
  );
  for (const [a, b, c2, d] of [
    [340, 392, 400, 392],
    [340, 384, 380, 384],
    [410, 392, 455, 392],
    [405, 380, 452, 380],
  ])
    sc.line(a, b, c2, d, C.deepTeal, 1.6);
  sc.line(400, 376, 404, 396, C.deepTeal, 1.6);
  [C.sage, C.terracotta, C.sand].forEach((c, i) =>
    sc.poly(
      [
        [480 + i * 16, 394],
        [494 + i * 16, 394],
        [490 + i * 16, 382],
        [476 + i * 16, 382],
      ],
      c,
    ),
  );
  sc.rect(268, 366, 16, 22, "#fbf9f4", { rx: 3 });
  sc.ell(276, 366, 8, 2.5, "#8a5a34");
  armL();
  armR();
  sc.line(300, 392, 350, 378, C.ink, 3);
  // Pendant light.
  sc.line(400, 0, 400, 250, C.ink, 1.5);
  sc.glow(400, 278, 90, "#ffe6b5", 0.5);
  sc.path("M370,276 C370,240 430,240 430,276Z", C.brass);
  sc.ell(400, 276, 30, 5, "#fff3d6");
  sprig(sc, 690, 520, 120, 12, C.sage);
  sprig(sc, 712, 522, 90, 32, C.deepSage);
  sc.path("M672,520L732,520L724,470L680,470Z", C.terracotta);
  return flatDone(sc);
}
function rupeeCoin(sc, x, y, r) {
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
function tickBadge(sc, x, y, r) {
  sc.ell(x + 3, y + 6, r, r, "#2b1d12", { op: 0.15, blur: 4 });
  sc.ell(x, y, r, r, C.deepTeal);
  sc.ell(x, y, r * 0.86, r * 0.86, "none", { stroke: "#ffffff", sw: 1.5, op: 0.35 });
  sc.path(
    `M${f1(x - r * 0.42)},${f1(y + r * 0.02)}L${f1(x - r * 0.1)},${f1(y + r * 0.34)}L${f1(x + r * 0.46)},${f1(y - r * 0.3)}`,
    "none",
    { stroke: "#ffffff", sw: r * 0.16, cap: "round", join: "round" },
  );
}
function pencil(sc, x, y, len, ang, c = C.mustard) {
  sc.group(`transform="translate(${f1(x)},${f1(y)}) rotate(${ang})"`, () => {
    sc.rect(0, -7, len, 14, c, { rx: 2 });
    sc.rect(0, -7, len, 5, shade(c, 0.2), { rx: 2 });
    sc.rect(-12, -7, 14, 14, "#e7c6c0", { rx: 3 });
    sc.rect(-1, -7, 5, 14, "#b9b4ab");
    sc.path(`M${len},-7L${len + 22},0L${len},7Z`, "#f1dcc0");
    sc.path(`M${len + 14},-2.6L${len + 22},0L${len + 14},2.6Z`, C.ink);
  });
}

function process2(key, W, H) {
  const sc = flatBase(key, W, H, { bx: 0.2, by: 0.22, blob2: "#f1d9c9" });
  sc.group(`transform="rotate(-5 400 290)"`, () => {
    sc.rect(283, 135, 240, 320, "#2b1d12", { op: 0.14, blur: 8, rx: 12 });
    sc.rect(275, 125, 240, 320, "#fdfbf7", { rx: 12 });
    sc.rect(275, 125, 240, 58, C.deepTeal, { rx: 12 });
    sc.rect(275, 160, 240, 23, C.deepTeal);
    // Brand mark: a small arch.
    sc.path("M300,170 L300,150 A12,12 0 0 1 324,150 L324,170Z", "none", { stroke: C.gold, sw: 3 });
    sc.rect(336, 146, 90, 8, "#ffffff", { op: 0.7, rx: 4 });
    sc.rect(336, 160, 60, 6, "#ffffff", { op: 0.4, rx: 3 });
    for (let i = 0; i < 5; i++) {
      const y = 210 + i * 30;
      sc.rect(298, y, 120 - (i % 2) * 30, 8, "#d9d2c6", { rx: 4 });
      sc.rect(450, y, 44, 8, "#e6dfd3", { rx: 4 });
      sc.line(298, y + 19, 494, y + 19, "#eee8de", 1);
    }
    sc.rect(298, 370, 196, 26, "#f3ead8", { rx: 6 });
    sc.rect(430, 379, 54, 9, C.brass, { rx: 4 });
    sc.path("M300,425 C315,405 322,440 338,420 S362,410 372,425", "none", { stroke: C.ink, sw: 2.2, cap: "round" });
  });
  rupeeCoin(sc, 232, 452, 40);
  rupeeCoin(sc, 262, 408, 48);
  tickBadge(sc, 545, 410, 58);
  pencil(sc, 560, 170, 150, 125, C.terracotta);
  sparkle(sc, 600, 300, 12);
  sparkle(sc, 205, 300, 9, C.terracotta);
  sparkle(sc, 630, 500, 8, C.deepTeal);
  return flatDone(sc);
}

function tapeMeasure(sc, x, y, r, tapeTo) {
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

function process3(key, W, H) {
  const sc = flatBase(key, W, H, { bx: 0.84, by: 0.78, blob2: "#dfe5d6" });
  // Floor plan sheet.
  sc.rect(158, 98, 420, 340, "#2b1d12", { op: 0.12, blur: 8 });
  sc.rect(150, 90, 420, 340, "#fdfbf7");
  for (let x = 170; x < 560; x += 20) sc.line(x, 100, x, 420, "#e9eef0", 1);
  for (let y = 110; y < 420; y += 20) sc.line(160, y, 560, y, "#e9eef0", 1);
  const wall = { stroke: C.charcoal, sw: 7, join: "miter", cap: "square" };
  sc.path("M190,130 H530 V390 H190 Z", "none", wall);
  sc.path("M360,130 V250 M190,250 H300 M340,250 H530 M430,250 V390", "none", { ...wall, sw: 5 });
  // Doors and windows.
  sc.path("M300,250 A40,40 0 0 1 340,210", "none", { stroke: C.charcoal, sw: 1.5 });
  sc.line(300, 250, 340, 210, C.charcoal, 1.5);
  for (const [x1, y1, x2, y2] of [
    [230, 130, 320, 130],
    [400, 130, 490, 130],
    [530, 290, 530, 360],
  ]) {
    sc.line(x1, y1, x2, y2, "#fdfbf7", 8, { cap: "butt" });
    sc.line(x1, y1 - 3 * (x1 !== x2), x2, y2 - 3 * (x1 !== x2), C.deepTeal, 1.5, { cap: "butt" });
    sc.line(x1 + 3 * (x1 === x2), y1 + 3 * (x1 !== x2), x2 + 3 * (x1 === x2), y2 + 3 * (x1 !== x2), C.deepTeal, 1.5, { cap: "butt" });
  }
  sc.rect(210, 150, 80, 60, C.sage, { op: 0.45, rx: 4 });
  sc.rect(380, 150, 110, 40, C.clay, { op: 0.45, rx: 6 });
  sc.rect(455, 300, 55, 70, C.sand, { op: 0.6, rx: 3 });
  // Dimension lines (ticks only, no figures).
  const dim = { stroke: C.terracotta, sw: 1.6 };
  sc.path("M190,112 H530 M190,104 V120 M530,104 V120", "none", dim);
  sc.path("M548,130 V390 M540,130 H556 M540,390 H556", "none", dim);
  sc.path("M196,112 l8,-4 v8z M524,112 l-8,-4 v8z", C.terracotta);
  tapeMeasure(sc, 560, 440, 62, 250);
  pencil(sc, 170, 520, 150, -18, C.mustard);
  sparkle(sc, 640, 200, 11);
  sparkle(sc, 110, 260, 8, C.deepTeal);
  return flatDone(sc);
}

function process4(key, W, H) {
  const sc = flatBase(key, W, H, { bx: 0.22, by: 0.22, blob2: "#f1d9c9" });
  // Swatch fan.
  const px = 235;
  const py = 470;
  const chips = ["#e9dcc6", C.oak, C.walnut, C.sage, C.deepTeal, C.terracotta, C.mustard];
  chips.forEach((c, i) => {
    const ang = -62 + i * 15;
    sc.group(`transform="rotate(${ang} ${px} ${py})"`, () => {
      sc.rect(px - 26, py - 250, 52, 250, "#2b1d12", { op: 0.08, rx: 10 });
      sc.rect(px - 24, py - 252, 48, 250, c, { rx: 10, extra: 'stroke="#fdfbf7" stroke-width="2"' });
      if (c === C.oak || c === C.walnut)
        for (let k = 0; k < 4; k++)
          sc.path(`M${px - 14 + k * 9},${py - 240} q6,60 0,120 t0,110`, "none", { stroke: shade(c, -0.2), sw: 1.4, op: 0.7 });
      sc.rect(px - 16, py - 240, 32, 26, "#fdfbf7", { rx: 4, op: 0.35 });
    });
  });
  sc.ell(px, py, 10, 10, C.brass);
  // Isometric cube with an orbit arrow.
  const cx = 545;
  const cy = 290;
  const s = 92;
  const c30 = Math.cos(Math.PI / 6) * s;
  const top = [
    [cx, cy - s],
    [cx + c30, cy - s / 2],
    [cx, cy],
    [cx - c30, cy - s / 2],
  ];
  const left = [
    [cx - c30, cy - s / 2],
    [cx, cy],
    [cx, cy + s],
    [cx - c30, cy + s / 2],
  ];
  const right = [
    [cx, cy],
    [cx + c30, cy - s / 2],
    [cx + c30, cy + s / 2],
    [cx, cy + s],
  ];
  sc.ell(cx, cy + s + 22, c30 * 1.2, 16, "#2b1d12", { op: 0.12, blur: 5 });
  sc.poly(left, shade(C.teal, 0.1));
  sc.poly(right, C.deepTeal);
  sc.poly(top, sc.lin([shade(C.teal, 0.45), shade(C.teal, 0.25)], [0, 0, 1, 1]));
  for (const f of [top, left, right]) sc.poly(f, "none", { stroke: "#fdfbf7", sw: 2, join: "round", op: 0.8 });
  // Wireframe of the hidden edges, dashed.
  sc.path(`M${cx - c30},${cy + s / 2}L${cx},${cy}M${cx},${cy}L${cx + c30},${cy + s / 2}`, "none", {
    stroke: "#fdfbf7",
    sw: 1.2,
    dash: "4 5",
    op: 0.6,
  });
  sc.path(`M${cx - 150},${cy + 40} A150,60 0 0 0 ${cx + 150},${cy + 40}`, "none", { stroke: C.brass, sw: 3, cap: "round" });
  sc.path(`M${cx + 150},${cy + 40} l-4,-16 l16,8 z`, C.brass);
  sc.path(`M${cx + 150},${cy - 10} A150,60 0 0 0 ${cx - 150},${cy - 10}`, "none", {
    stroke: C.brass,
    sw: 3,
    cap: "round",
    op: 0.35,
    dash: "2 10",
  });
  // Fabric swatches with pinked edges.
  const pinked = (x, y, w, h, c) => {
    let d = `M${x},${y}`;
    for (let i = 0; i < w; i += 10) d += `l5,-5l5,5`;
    for (let i = 0; i < h; i += 10) d += `l5,5l-5,5`;
    for (let i = 0; i < w; i += 10) d += `l-5,5l-5,-5`;
    for (let i = 0; i < h; i += 10) d += `l-5,-5l5,-5`;
    sc.path(d + "Z", "#2b1d12", { op: 0.1, tr: "translate(3,5)" });
    sc.path(d + "Z", c);
  };
  pinked(430, 430, 100, 70, C.linen);
  pinked(470, 455, 100, 70, C.mustard);
  pinked(520, 470, 90, 60, C.sage);
  for (let i = 0; i < 5; i++) sc.line(480 + i * 18, 465, 480 + i * 18, 515, shade(C.mustard, -0.15), 1.2, { op: 0.7 });
  sparkle(sc, 660, 160, 12);
  sparkle(sc, 420, 150, 8, C.terracotta);
  return flatDone(sc);
}

// Isometric helpers for the workshop scene.
function isoBox(sc, ox, oy, s, x0, x1, y0, y1, z0, z1, col, o = {}) {
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

function process5(key, W, H) {
  const sc = flatBase(key, W, H, { bx: 0.85, by: 0.3, blob2: "#dfe5d6" });
  // Factory silhouette behind.
  const fc = "#e3d3bb";
  sc.path("M150,330 V190 L220,150 V190 L290,150 V190 L360,150 V190 L430,150 V190 L500,150 V190 L570,150 V330 Z", fc);
  sc.rect(520, 95, 26, 70, fc);
  for (const [x, y, r] of [
    [533, 80, 14],
    [550, 62, 18],
    [572, 40, 22],
  ])
    sc.ell(x, y, r, r * 0.8, "#efe7da");
  for (let x = 180; x < 560; x += 56) sc.rect(x, 215, 30, 40, "#f2e9dc", { rx: 3 });
  sc.rect(120, 330, 560, 6, "#d9c6aa");
  // Panel saw: machine body, board and blade.
  const P = isoBox(sc, 380, 300, 58, 0, 3.2, 0, 1.4, 0, 1.6, "#9aa3a3");
  isoBox(sc, 380, 300, 58, 0.2, 3.0, 1.4, 1.52, 0.2, 1.4, C.oak, { top: shade(C.oak, 0.15) });
  sc.poly([P(1.6, 1.53, 0.2), P(1.66, 1.53, 0.2), P(1.66, 1.53, 1.4), P(1.6, 1.53, 1.4)], shade(C.oak, -0.4));
  // Blade rising through the cut line; only the part above the board shows.
  const blade = P(1.63, 1.53, 0.85);
  const bc = [blade[0], blade[1] + 6];
  sc.group(`clip-path="${sc.clip(`M0,0H${W}V${f1(bc[1] - 4)}H0Z`)}"`, () => {
    let teeth = "";
    for (let i = 0; i < 28; i++) {
      const a = (i / 28) * Math.PI * 2;
      teeth += `${i ? "L" : "M"}${f1(bc[0] + Math.cos(a) * 50)},${f1(bc[1] + Math.sin(a) * 50)}L${f1(bc[0] + Math.cos(a + 0.11) * 43)},${f1(bc[1] + Math.sin(a + 0.11) * 43)}`;
    }
    sc.path(teeth + "Z", sc.lin(["#e4e6e4", "#b5bab8"], [0, 0, 1, 1]));
    sc.ell(bc[0], bc[1], 30, 30, "none", { stroke: "#c9cdcb", sw: 2 });
    sc.ell(bc[0], bc[1], 12, 12, C.terracotta);
  });
  for (let i = 0; i < 14; i++) sc.ell(bc[0] + sc.r(-60, 70), bc[1] + sc.r(-30, 20), 2, 2, C.sand);
  isoBox(sc, 380, 300, 58, 2.6, 3.1, 1.4, 2.2, -0.2, 0.2, C.deepTeal);
  // Stack of finished panels.
  const cols = [C.walnut, "#efe7da", C.sage, C.oak, C.deepTeal];
  cols.forEach((c, i) => isoBox(sc, 190, 420, 44, 0, 2.6, i * 0.12, i * 0.12 + 0.1, 0, 1.3, c));
  // Assembled carcass, open front with a shelf and one door hung.
  const Q = isoBox(sc, 585, 400, 50, 0, 1.0, 0, 2.0, 0, 1.2, "#efe7da", { edge: true });
  sc.poly([Q(0.06, 0.06, 1.2), Q(0.94, 0.06, 1.2), Q(0.94, 1.94, 1.2), Q(0.06, 1.94, 1.2)], "#b9ab96");
  sc.poly([Q(0.06, 0.06, 0.05), Q(0.94, 0.06, 0.05), Q(0.94, 0.06, 1.2), Q(0.06, 0.06, 1.2)], "#d8ccb9");
  sc.poly([Q(0.06, 0.95, 1.2), Q(0.94, 0.95, 1.2), Q(0.94, 1.02, 1.2), Q(0.06, 1.02, 1.2)], "#f7f1e6");
  sc.poly([Q(0.06, 1.02, 1.2), Q(0.94, 1.02, 1.2), Q(0.94, 1.02, 0.1), Q(0.06, 1.02, 0.1)], "#e9e0d2");

  sparkle(sc, 640, 170, 10);
  sparkle(sc, 120, 200, 8, C.terracotta);
  return flatDone(sc);
}

function drawKey(sc, x, y, ang, c) {
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

function process6(key, W, H) {
  const sc = flatBase(key, W, H, { bx: 0.14, by: 0.7, blob2: "#f1d9c9" });
  // The finished room, framed.
  const fx = 300;
  const fy = 80;
  const fw = 430;
  const fh = 330;
  sc.rect(fx + 6, fy + 10, fw, fh, "#2b1d12", { op: 0.15, blur: 8, rx: 18 });
  sc.rect(fx - 8, fy - 8, fw + 16, fh + 16, "#fdfbf7", { rx: 22 });
  const clip = sc.clip(
    `M${fx + 14},${fy}H${fx + fw - 14}Q${fx + fw},${fy} ${fx + fw},${fy + 14}V${fy + fh - 14}Q${fx + fw},${fy + fh} ${fx + fw - 14},${fy + fh}H${fx + 14}Q${fx},${fy + fh} ${fx},${fy + fh - 14}V${fy + 14}Q${fx},${fy} ${fx + 14},${fy}Z`,
  );
  sc.vp = { x: fx, y: fy, w: fw, h: fh };
  sc.camera({ f: fw * 0.62, cx: fx + fw / 2, cy: fy + fh * 0.48, eye: 1.3 });
  sc.group(`clip-path="${clip}"`, () => {
    const R = room(sc, { xL: -2.6, xR: 2.6, h: 2.8, zB: 4.6, wall: "#f1eadf", floor: "#c8a47a", skirt: false });
    coveTray(sc, { inset: 0.5, zNear: 2.0, depth: 0.14 });
    slatWall(sc, -1.4, 1.4, 0, 2.8, R.zB - 0.002, C.walnut, { pitch: 0.07 });
    art(sc, -0.6, 0.6, 1.35, 2.0, R.zB - 0.01, { style: "arches", frame: C.brass, ft: 0.02 });
    rug(sc, -1.7, 1.7, 2.8, 4.3, { c: "#ece3d4", border: "#b08a63" });
    sofa(sc, { tf: place(0, 4.55), w: 2.3, d: 0.9, c: "#ddd1bd", pillows: [C.terracotta, C.deepTeal] });
    roundTable(sc, 0, 3.5, 0.4, 0.36, { top: C.walnut });
    plant(sc, 2.0, 4.1, { kind: "tree", h: 1.7, potR: 0.2, pot: C.clay });
    pendant(sc, -1.7, 3.9, 1.8, { shape: "dome", r: 0.2 });
  });
  sc.vp = { x: 0, y: 0, w: W, h: H };
  // Keys on a ring with a house-shaped tag.
  const rx = 250;
  const ry = 375;
  sc.ell(rx, ry, 34, 34, "none", { stroke: shade(C.brass, -0.1), sw: 6 });
  drawKey(sc, rx - 10, ry + 40, 100, C.brass);
  drawKey(sc, rx + 22, ry + 30, 62, "#c9c4bb");
  sc.line(rx - 20, ry - 28, 170, 270, "#8a6a4a", 2.5);
  sc.group(`transform="rotate(-12 150 300)"`, () => {
    sc.path("M150,260 L195,300 V365 H105 V300 Z", "#2b1d12", { op: 0.12, tr: "translate(4,6)" });
    sc.path("M150,260 L195,300 V365 H105 V300 Z", C.deepTeal);
    sc.ell(150, 288, 7, 7, "#f6f1e8");
    sc.rect(133, 320, 34, 45, C.gold, { rx: 3 });
  });
  sparkle(sc, 760, 60, 14);
  sparkle(sc, 280, 120, 10, C.terracotta);
  sparkle(sc, 740, 470, 9, C.deepTeal);
  return flatDone(sc);
}

const SCENES = {
  "hero-living": (W, H) => heroLiving("hero-living", W, H),
  "living-elegant": (W, H) => livingElegant("living-elegant", W, H),
  "living-luxury": (W, H) => livingLuxury("living-luxury", W, H),
  "kitchen-modern": (W, H) => kitchenModern("kitchen-modern", W, H),
  "kitchen-luxury": (W, H) => kitchenLuxury("kitchen-luxury", W, H),
  "kitchen-designer": (W, H) => kitchenDesigner("kitchen-designer", W, H),
  "hero-kitchen": (W, H) => heroKitchen("hero-kitchen", W, H),
  "hero-bedroom": (W, H) => heroBedroom("hero-bedroom", W, H),
  "bedroom-minimal": (W, H) => bedroomMinimal("bedroom-minimal", W, H),
  "bedroom-premium": (W, H) => bedroomPremium("bedroom-premium", W, H),
  "kids-bedroom": (W, H) => kidsBedroom("kids-bedroom", W, H),
  "bathroom-luxe": (W, H) => bathroomLuxe("bathroom-luxe", W, H),
  wardrobe: (W, H) => wardrobeScene("wardrobe", W, H),
  crockery: (W, H) => crockery("crockery", W, H),
  "tv-unit": (W, H) => tvUnit("tv-unit", W, H),
  study: (W, H) => study("study", W, H),
  "false-ceiling": (W, H) => falseCeiling("false-ceiling", W, H),
  "space-saving": (W, H) => spaceSaving("space-saving", W, H),
  pooja: (W, H) => pooja("pooja", W, H),
  foyer: (W, H) => foyer("foyer", W, H),
  lights: (W, H) => lights("lights", W, H),
  wallpaper: (W, H) => wallpaperScene("wallpaper", W, H),
  "wall-paint": (W, H) => wallPaint("wall-paint", W, H),
  furniture: (W, H) => furnitureScene("furniture", W, H),
  dining: (W, H) => dining("dining", W, H),
  "home-modern": (W, H) => homeModern("home-modern", W, H),
  "home-full": (W, H) => homeFull("home-full", W, H),
  "process-1": (W, H) => process1("process-1", W, H),
  "process-2": (W, H) => process2("process-2", W, H),
  "process-3": (W, H) => process3("process-3", W, H),
  "process-4": (W, H) => process4("process-4", W, H),
  "process-5": (W, H) => process5("process-5", W, H),
  "process-6": (W, H) => process6("process-6", W, H),
};

/* ------------------------------------------------------------------------ */
/* Open Graph images                                                         */
/* ------------------------------------------------------------------------ */

const OG = {
  default: { scene: heroLiving, line: "Interior design studio in Chennai" },
  home: { scene: heroKitchen, line: "Modular kitchens & home interiors in Chennai" },
  service: { scene: kitchenLuxury, line: "Kitchens, wardrobes & full-home interiors" },
  project: { scene: heroBedroom, line: "Homes we have designed and delivered" },
  location: { scene: livingElegant, line: "Interior designers across Tamil Nadu & Bengaluru" },
  estimator: { scene: homeModern, line: "Estimate your interior budget in minutes" },
  contact: { scene: foyer, line: "Book a free design consultation" },
};
const esc = (t) => t.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
// One line if it fits, otherwise two lines split near the middle (no orphans).
function wrap(text, max) {
  if (text.length <= max) return [text];
  let best = -1;
  for (let i = text.indexOf(" "); i !== -1; i = text.indexOf(" ", i + 1)) {
    if (best === -1 || Math.abs(i - text.length / 2) < Math.abs(best - text.length / 2)) best = i;
  }
  return best === -1 ? [text] : [text.slice(0, best), text.slice(best + 1)];
}
function ogImage(type, brand, W, H) {
  const { scene, line } = OG[type];
  CAM_SHIFT = 0.2;
  POST = (sc) => {
    sc.rect(
      0,
      0,
      W,
      H,
      sc.lin(
        [
          [0, "#f6f1e8", 0.98],
          [0.44, "#f6f1e8", 0.95],
          [0.64, "#f6f1e8", 0],
          [1, "#f6f1e8", 0],
        ],
        [0, 0, 1, 0],
      ),
    );
    const x = 72;
    // Monogram: an arch, the "aalayam" (abode) motif.
    sc.path(`M${x},214 L${x},176 A22,22 0 0 1 ${x + 44},176 L${x + 44},214`, "none", { stroke: C.brass, sw: 4, cap: "round" });
    sc.path(`M${x + 12},214 L${x + 12},182 A10,10 0 0 1 ${x + 32},182 L${x + 32},214`, "none", { stroke: C.deepTeal, sw: 3, cap: "round" });
    sc.add(
      `<text x="${x}" y="300" font-family="Liberation Serif, DejaVu Serif, serif" font-size="62" fill="${C.deepTeal}">${esc(brand)}</text>`,
    );
    sc.rect(x, 326, 96, 4, C.brass);
    wrap(line, 30).forEach((l, i) =>
      sc.add(
        `<text x="${x}" y="${378 + i * 40}" font-family="Liberation Sans, DejaVu Sans, sans-serif" font-size="30" fill="${C.charcoal}">${esc(l)}</text>`,
      ),
    );
    sc.rect(x, H - 78, 8, 8, C.terracotta);
    sc.rect(x + 14, H - 78, 8, 8, C.sage);
    sc.rect(x + 28, H - 78, 8, 8, C.brass);
  };
  try {
    return scene(`og-${type}`, W, H);
  } finally {
    CAM_SHIFT = 0;
    POST = null;
  }
}

/* ------------------------------------------------------------------------ */
/* Main                                                                      */
/* ------------------------------------------------------------------------ */

function sizeFor(key) {
  if (key.startsWith("hero-")) return [1920, 1080, 220];
  if (key.startsWith("process-")) return [800, 600, 150];
  return [1600, 1000, 150];
}

// Generated files carry this marker (plus a hash of their SVG) in EXIF. It lets
// a re-run skip unchanged pictures and, more importantly, never overwrite a
// real photo the studio has dropped in under the same name.
const MARK = "aalayam-generated-artwork:";

async function existingMark(file) {
  try {
    const meta = await sharp(file).metadata();
    const text = meta.exif ? meta.exif.toString("latin1") : "";
    const i = text.indexOf(MARK);
    return { exists: true, hash: i >= 0 ? text.slice(i + MARK.length, i + MARK.length + 40) : null };
  } catch {
    return { exists: false, hash: null };
  }
}

async function encode(svg, file, maxKB, force) {
  const hash = createHash("sha1").update(`${maxKB}|${svg}`).digest("hex");
  const prev = await existingMark(file);
  if (prev.exists && !prev.hash && !force) return { status: "kept (not generated)", bytes: (await readFile(file)).length, q: "-" };
  if (prev.hash === hash && !force) return { status: "unchanged", bytes: (await readFile(file)).length, q: "-" };
  // Step quality down only if a picture would bust its size budget.
  let q = 78;
  let buf;
  for (;;) {
    buf = await sharp(Buffer.from(svg))
      .jpeg({ quality: q, mozjpeg: true })
      .withExif({ IFD0: { ImageDescription: MARK + hash } })
      .toBuffer();
    if (buf.length <= maxKB * 1024 || q <= 50) break;
    q -= 4;
  }
  await writeFile(file, buf);
  return { status: "written", bytes: buf.length, q };
}

async function main() {
  const t0 = performance.now();
  const only = process.argv
    .find((a) => a.startsWith("--only="))
    ?.slice(7)
    .split(",");
  const src = await readFile(path.join(ROOT, "src/config/artwork.ts"), "utf8");
  const list = src.slice(src.indexOf("["), src.indexOf("]"));
  const keys = [...list.matchAll(/"([a-z0-9-]+)"/g)].map((m) => m[1]);
  await mkdir(ART_DIR, { recursive: true });
  await mkdir(OG_DIR, { recursive: true });

  const jobs = [];
  for (const key of keys) {
    if (only && !only.includes(key)) continue;
    const [W, H, maxKB] = sizeFor(key);
    const make = SCENES[key];
    if (!make) {
      console.warn(`no scene for ${key}`);
      continue;
    }
    jobs.push({ name: `src/assets/artwork/${key}.jpg`, file: path.join(ART_DIR, `${key}.jpg`), W, H, maxKB, make: () => make(W, H) });
  }
  const site = await readFile(path.join(ROOT, "src/config/site.ts"), "utf8").catch(() => "");
  const brand = /brand:\s*"([^"]+)"/.exec(site)?.[1] ?? "Aalayam Interiors";
  for (const type of Object.keys(OG)) {
    if (only && !only.includes(`og-${type}`)) continue;
    jobs.push({
      name: `public/og/${type}.jpg`,
      file: path.join(OG_DIR, `${type}.jpg`),
      W: 1200,
      H: 630,
      maxKB: 120,
      make: () => ogImage(type, brand, 1200, 630),
    });
  }
  const force = process.argv.includes("--force");
  const rows = [];
  // librsvg is single-threaded per image; a small pool keeps the encoder busy.
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const j = jobs[next++];
      rows.push({ ...j, ...(await encode(j.make(), j.file, j.maxKB, force)) });
    }
  };
  await Promise.all(Array.from({ length: 3 }, worker));
  rows.sort((a, b) => a.name.localeCompare(b.name));
  const pad = Math.max(...rows.map((r) => r.name.length));
  console.log(`${"file".padEnd(pad)}  ${"size".padStart(9)}  ${"KB".padStart(6)}  q   status`);
  for (const r of rows) {
    const flag = r.bytes > r.maxKB * 1024 ? "  OVER BUDGET" : "";
    console.log(
      `${r.name.padEnd(pad)}  ${`${r.W}x${r.H}`.padStart(9)}  ${(r.bytes / 1024).toFixed(1).padStart(6)}  ${String(r.q).padEnd(3)} ${r.status}${flag}`,
    );
  }
  console.log(`${rows.length} images in ${((performance.now() - t0) / 1000).toFixed(2)} s`);
}

await main();
