/**
 * Flat SVG drawing surface: shared gradient/clip/pattern definitions, 2D
 * primitives and a random generator seeded per picture, so the same key
 * always draws the same details.
 */
import { bboxOf, f1, f3, polyD, seeded } from "./util.mjs";

export class Canvas {
  constructor(W, H, seed) {
    this.W = W;
    this.H = H;
    this.defs = [];
    this.ids = new Map();
    this.out = [];
    this.rnd = seeded(seed);
    this.vp = { x: 0, y: 0, w: W, h: H };
  }
  r(a = 0, b = 1) {
    return a + (b - a) * this.rnd();
  }
  pick(list) {
    return list[Math.floor(this.rnd() * list.length) % list.length];
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
}
