/** Sofas and chairs, built as shaded boxes in a local frame so they can be turned. */
import { C } from "./palette.mjs";
import { bboxOf, f1, place, shade } from "./util.mjs";

// Local frame: width along x (centred), front of the seat at z = -d, back at z = 0.
export function sofa(sc, o = {}) {
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
  if (o.fromBehind) {
    // Turned away from the viewer: seat first, backrest last, the nearer arm in between.
    const [ox, , oz] = tf.p([0, 0, 0]);
    const ang = tf.angle ?? 0;
    const camLocalX = (sc.cam.camX - ox) * Math.cos(ang) + oz * Math.sin(ang);
    const [nearArm, farArm] = camLocalX < 0 ? [armL, armR] : [armR, armL];
    legs();
    base();
    farArm();
    seats.forEach((s) => s.f());
    pillows.forEach((p) => p.f());
    backs.forEach((b) => b.f());
    nearArm();
    back();
    return;
  }
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

export function armchair(sc, o = {}) {
  sofa(sc, { w: 0.86, d: 0.82, n: 1, arm: 0.13, armH: 0.58, backH: 0.88, backCushions: o.backCushions ?? false, ...o });
}

// Wooden-frame accent chair: thin arms, tapered legs, single seat cushion.
export function loungeChair(sc, o = {}) {
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

/** Two lounge chairs at -x and x, both at z, each turned by `a` towards the middle of the room. */
export function loungePair(sc, x, z, a, o = {}) {
  loungeChair(sc, { ...o, tf: place(-x, z, Math.PI - a) });
  loungeChair(sc, { ...o, tf: place(x, z, Math.PI + a) });
}

// Dining chair; local seat centred at origin, back towards +z.
export function diningChair(sc, o = {}) {
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

export function barStool(sc, x, z, o = {}) {
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

export function stoolRow(sc, xs, z, o) {
  for (const x of xs) barStool(sc, x, z, o);
}

export function taskChair(sc, x, z, o = {}) {
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
