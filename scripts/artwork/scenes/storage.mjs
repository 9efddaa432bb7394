/** Storage: the sliding wardrobe and the crockery unit. */
import { cabinet, shutters, slatWall } from "../cabinets.mjs";
import { plant, rug } from "../furnishings.mjs";
import { sheen } from "../glass.mjs";
import { downlight, pendant, scallop } from "../lights.mjs";
import { clothes, folded, vase } from "../objects.mjs";
import { C } from "../palette.mjs";
import { room, sideWindow } from "../room.mjs";
import { finish, newScene } from "../scene.mjs";
import { diningChair } from "../seating.mjs";
import { rectTable } from "../tables-beds.mjs";
import { f1, place, shade } from "../util.mjs";

export function wardrobeScene(key, W, H, view) {
  const sc = newScene(key, W, H, { f: W * 0.6, cy: H * 0.46, eye: 1.4, camX: 0.15 }, view);
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
        sheen(sc, [
          [0, 0],
          [0.3, 0],
          [0.36, 0.45],
          [0.42, 0],
          [0.6, 0.2],
          [0.63, 0],
          [1, 0],
        ]),
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

export function crockeryItems(sc, z, shelfCols) {
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

export function crockery(key, W, H, view) {
  const sc = newScene(key, W, H, { f: W * 0.62, cy: H * 0.45, eye: 1.45, camX: 0.3 }, view);
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
  cabinet(
    sc,
    [-1.5, 1.5, 0.1, 0.86, zB - 0.45, zB],
    unit,
    [
      { w: 0.75, rows: [1, 1, 1] },
      { w: 1.5, doors: 2 },
      { w: 0.75, rows: [1, 1, 1] },
    ],
    { plinth: zB - 0.4, fronts: { handle: "knob", hcol: C.brass } },
  );
  plant(sc, 2.05, 4.2, { kind: "tree", h: 1.6, potR: 0.19, pot: C.terracotta, potShape: "round" });
  // A corner of the dining table in the foreground.
  rectTable(sc, -2.9, -1.0, 2.3, 3.3, 0.76, { c: C.walnut, legInset: 0.08 });
  diningChair(sc, { tf: place(-1.4, 3.55, Math.PI), c: C.walnut, seat: C.cream, cane: "#d9bf92" });
  pendant(sc, -1.8, 2.9, 1.85, { shape: "dome", r: 0.22, c: C.deepTeal });
  return finish(sc);
}
