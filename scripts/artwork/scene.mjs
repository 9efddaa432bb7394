/**
 * The 3D layer over the canvas: a pinhole camera, shaded boxes and soft
 * shadows; plus the camera builder every room picture starts from and the
 * finishing grade that turns a scene into SVG.
 *
 * World units are metres: x to the right, y up from the floor, z away from
 * the camera. The camera sits at (camX, eye, 0) looking straight down +z, so
 * walls parallel to the picture plane stay rectangles (one-point perspective).
 */
import { Canvas } from "./canvas.mjs";
import { bboxOf, dot, f1, hashKey, norm, shade } from "./util.mjs";

export class Scene extends Canvas {
  /** `post` draws over the finished picture (the sharing images' text panel). */
  constructor(W, H, seed, post = null) {
    super(W, H, seed);
    this.post = post;
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
  P(x, y, z) {
    const c = this.cam;
    const s = c.f / z;
    return [c.cx + (x - c.camX) * s, c.cy - (y - c.eye) * s];
  }
  k(z) {
    return this.cam.f / z;
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

/**
 * A scene with its camera set up. `view` is how the picture is framed:
 * `shift` pans the subject sideways (as a fraction of the width) and `post`
 * draws over the finished picture; the sharing images use both. A case
 * study's detail shots reuse a room's scene with `camX` (the camera steps
 * sideways, in metres) and `zoom` about `focus` (a point of the frame, as
 * fractions of width and height): a closer look at one wall of the same room.
 */
export function newScene(key, W, H, cam = {}, view = {}) {
  const sc = new Scene(W, H, hashKey(key), view.post);
  const zoom = view.zoom ?? 1;
  const [fx, fy] = [W * (view.focus?.[0] ?? 0.5), H * (view.focus?.[1] ?? 0.5)];
  const cx = cam.cx ?? W * (0.5 + (view.shift ?? 0));
  const cy = cam.cy ?? H * 0.47;
  sc.camera({
    f: (cam.f ?? W * 0.62) * zoom,
    cx: fx + (cx - fx) * zoom,
    cy: fy + (cy - fy) * zoom,
    eye: cam.eye ?? 1.3,
    camX: (cam.camX ?? 0) + (view.camX ?? 0),
  });
  if (cam.light) sc.setLight(cam.light);
  return sc;
}
// Gentle vignette and warm grade shared by every picture.
export function finish(sc, o = {}) {
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
  if (sc.post) sc.post(sc);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${sc.defs.join("")}</defs>${sc.out.join("")}</svg>`;
}
