/** Light fittings and the light they throw: pendants, lamps, downlights, wall washes and cove trays. */
import { C } from "./palette.mjs";
import { f1, polyD, shade } from "./util.mjs";

export function pendant(sc, x, z, yb, o = {}) {
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

export function tableLamp(sc, x, y, z, o = {}) {
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

export function floorLamp(sc, x, z, o = {}) {
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

/** Light washing a wall area at depth z, strongest (`op`) at its top edge, or at its bottom edge with `up`. */
export function wash(sc, z, x0, x1, y0, y1, c, op, o = {}) {
  const stops = [
    [0, c, o.up ? 0 : op],
    [1, c, o.up ? op : 0],
  ];
  sc.qz(z, x0, x1, y0, y1, sc.lin(stops));
}

// Light pool a downlight throws on the wall just below it.
export function scallop(sc, x, zWall, o = {}) {
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

export function downlight(sc, x, z, o = {}) {
  const [px, py] = sc.P(x, o.y ?? sc.room.h, z);
  sc.glow(px, py, 0.22 * sc.k(z), "#fff1cf", 0.5);
  sc.disc(x, o.y ?? sc.room.h, z, 0.045, "#fffaf0");
}

// Recessed ceiling tray with hidden cove lighting. The tray rises above the
// main ceiling (y = room height) and is inset from the walls.
export function coveTray(sc, o = {}) {
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
