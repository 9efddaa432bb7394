/** The room shell (floor, walls, ceiling) and the openings in it: windows, arches and curtains. */
import { sheen } from "./glass.mjs";
import { C } from "./palette.mjs";
import { bboxOf, f1, polyD, shade } from "./util.mjs";

export function room(sc, o = {}) {
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
      sheen(sc, [
        [0, 0.35],
        [0.5, 0],
        [1, 0.12],
      ]),
    );
  });
}

export function sideWindow(sc, side, z0, z1, y0, y1, o = {}) {
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

export function backWindow(sc, x0, x1, y0, y1, o = {}) {
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
export function curtainZ(sc, x0, x1, y0, y1, z, c, o = {}) {
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
export function curtainX(sc, x, z0, z1, y0, y1, c, o = {}) {
  const n = Math.max(4, Math.round((z1 - z0) / 0.06));
  for (let i = 0; i < n; i++) {
    const a = z0 + ((z1 - z0) * i) / n;
    const b = z0 + ((z1 - z0) * (i + 1)) / n;
    const off = i % 2 ? 0.03 : 0;
    sc.qx(x + (x < 0 ? off : -off), y0, y1, a, b, shade(c, i % 2 ? -0.07 : 0.06), { op: o.op ?? 1 });
  }
}

export function archWindow(sc, x0, x1, y0, y1, z, o = {}) {
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

export function paintedArch(sc, x0, x1, y1, z, c) {
  const [a, b] = sc.P(x0, y1, z);
  const [cc, d] = sc.P(x1, 0, z);
  const r = (cc - a) / 2;
  sc.path(
    `M${f1(a)},${f1(d)}L${f1(a)},${f1(b + r)}A${f1(r)},${f1(r)} 0 0 1 ${f1(cc)},${f1(b + r)}L${f1(cc)},${f1(d)}Z`,
    sc.lin([shade(c, 0.06), shade(c, -0.04)]),
  );
}
