/** Wall finishes: wallpaper and paint. */
import { plant, rug } from "../furnishings.mjs";
import { tableLamp } from "../lights.mjs";
import { vase } from "../objects.mjs";
import { C } from "../palette.mjs";
import { room, sideWindow } from "../room.mjs";
import { finish, newScene } from "../scene.mjs";
import { sofa } from "../seating.mjs";
import { roundTable, sideTable } from "../tables-beds.mjs";
import { f1, place, shade } from "../util.mjs";

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

export function wallpaperScene(key, W, H, view) {
  const sc = newScene(key, W, H, { f: W * 0.6, cy: H * 0.46, eye: 1.35, camX: 0.2 }, view);
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

export function wallPaint(key, W, H, view) {
  const sc = newScene(key, W, H, { f: W * 0.62, cy: H * 0.45, eye: 1.4, camX: -0.1 }, view);
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
