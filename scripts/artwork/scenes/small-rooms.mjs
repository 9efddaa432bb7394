/** Small rooms and single features: study, space-saving furniture, false ceiling and foyer. */
import { cabinet } from "../cabinets.mjs";
import { art, mirror, plant, rug } from "../furnishings.mjs";
import { coveTray, downlight, floorLamp, pendant, scallop, wash } from "../lights.mjs";
import { books, deskLamp, laptop, vase } from "../objects.mjs";
import { C } from "../palette.mjs";
import { room, sideWindow } from "../room.mjs";
import { finish, newScene } from "../scene.mjs";
import { sofa, taskChair } from "../seating.mjs";
import { roundTable } from "../tables-beds.mjs";
import { f1, place, shade } from "../util.mjs";

export function study(key, W, H, view) {
  const sc = newScene(key, W, H, { f: W * 0.62, cy: H * 0.45, eye: 1.35, camX: -0.2 }, view);
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
  cabinet(sc, [0.65, 1.1, 0, 0.72, zB - 0.62, zB - 0.02], C.white, [{ w: 0.45, rows: [1, 1, 1.6] }], {
    fy: [0.02, 0.71],
    fronts: { hcol: C.brass },
  });
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

export function falseCeiling(key, W, H, view) {
  const sc = newScene(key, W, H, { f: W * 0.55, cy: H * 0.64, eye: 1.2 }, view);
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

export function spaceSaving(key, W, H, view) {
  const sc = newScene(key, W, H, { f: W * 0.58, cy: H * 0.46, eye: 1.45, camX: 0.1 }, view);
  const R = room(sc, { xL: -2.7, xR: 2.7, h: 2.9, zB: 5.0, wall: "#eee7dc", floor: "#c9a882", plank: 0.2 });
  const zB = R.zB;
  const unit = "#e8dccb";
  const d = 0.45;
  for (const x of [-1.2, 1.4]) downlight(sc, x, 3.6);
  // Wall-bed unit: tall side cabinets, bridge above and a lit recess.
  sc.qz(zB - 0.002, -2.0, -0.3, 0, 2.1, "#d4b48c");
  wash(sc, zB - 0.002, -2.0, -0.3, 1.5, 2.1, "#fff0cf", 0.6);
  sc.box(-2.0, -0.3, 1.5, 1.53, zB - 0.2, zB, C.oak);
  books(sc, -1.9, -1.3, 1.53, zB - 0.1, 0.2, { pal: [C.cream, C.terracotta, C.sage, C.deepTeal] });
  vase(sc, -0.6, 1.53, zB - 0.1, { kind: "round", c: C.deepTeal, s: 0.6 });
  for (const [a, b] of [
    [-2.5, -2.0],
    [-0.3, 0.2],
  ]) {
    cabinet(sc, [a, b, 0, 2.5, zB - d, zB], unit, [{ w: b - a, rows: [{ f: 0.4, handle: "none" }, { f: 2 }] }], {
      fy: [0.02, 2.48],
      fronts: {
        handle: "long",
        hcol: C.brass,
        hside: "r",
      },
    });
  }
  cabinet(sc, [-2.0, -0.3, 2.1, 2.5, zB - d, zB], unit, [{ w: 0.85 }, { w: 0.85 }], { fy: [2.11, 2.49], fronts: { handle: "gola" } });
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

export function foyer(key, W, H, view) {
  const sc = newScene(key, W, H, { f: W * 0.62, cy: H * 0.46, eye: 1.4, camX: -0.1 }, view);
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
  cabinet(
    sc,
    [-2.25, -1.15, 0.22, 0.95, sz, zB],
    C.oak,
    [
      { w: 0.55, kind: "fluted" },
      { w: 0.55, kind: "fluted" },
    ],
    { fy: [0.23, 0.94], fronts: { handle: "knob", hcol: C.brass, hpos: "top" } },
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

/** The OMR spare room as an office: a wall-length desk, sage fabric acoustic panels, a sofa-cum-bed for visiting parents. */
export function studyHomeOffice(key, W, H, view) {
  const sc = newScene(key, W, H, { f: W * 0.58, cy: H * 0.46, eye: 1.35, camX: -0.2 }, view);
  const R = room(sc, { xL: -2.5, xR: 2.5, h: 2.8, zB: 4.4, wall: "#f5f3ee", floor: "#dcc39e", plank: 0.2, skirt: "#ebe7df" });
  const z = R.zB - 0.002;
  const oak = "#dcc39e";
  const sage = "#a9b79c";
  sideWindow(sc, "L", 2.2, 3.7, 0.85, 2.4, { panes: 2, lightOp: 0.3 });
  // Sage fabric panels in a grid above the desk.
  for (let x = -2.2; x < 1.6; x += 0.64)
    for (const y of [1.05, 1.72]) {
      sc.wallShadow(x, x + 0.6, y, y + 0.6, z, { op: 0.2, blur: 0.02, dy: 0.02 });
      sc.box(x, x + 0.6, y, y + 0.6, z - 0.04, z, sage, { soft: 0.015 });
    }
  // The desk along the whole wall, drawers at one end, two work places.
  sc.shadow(-2.45, 2.45, z - 0.65, z, { op: 0.28, blur: 0.05 });
  cabinet(sc, [1.7, 2.45, 0, 0.72, z - 0.6, z - 0.02], "#f6f4ef", [{ w: 0.75, rows: [1, 1, 1.5] }], {
    fy: [0.02, 0.71],
    fronts: { handle: "gola" },
  });
  sc.box(-2.45, 2.45, 0.72, 0.76, z - 0.65, z, oak);
  for (const x of [-2.4, 0.0]) sc.box(x, x + 0.04, 0, 0.72, z - 0.6, z - 0.05, oak, { edge: false });
  laptop(sc, -1.2, 0.76, z - 0.35);
  deskLamp(sc, -1.9, 0.76, z - 0.2, { c: C.ink });
  sc.box(0.75, 1.35, 0.76, 1.12, z - 0.2, z - 0.16, "#2a2928");
  sc.box(0.95, 1.15, 0.76, 0.8, z - 0.3, z - 0.18, "#b9b6b0");
  vase(sc, 1.95, 0.76, z - 0.3, { kind: "round", c: sage, s: 0.6, stems: 3, stemH: 0.2 });
  books(sc, 1.55, 1.9, 0.76, z - 0.2, 0.22, { pal: [C.cream, sage, C.sand] });
  taskChair(sc, -1.2, 3.2, { c: C.charcoal, back: "#4a4a48" });
  taskChair(sc, 1.05, 3.25, { c: sage, back: sage });
  // Sofa-cum-bed on the right wall, folded for the day.
  sofa(sc, { tf: place(2.45, 2.7, Math.PI / 2), w: 1.9, d: 0.85, c: "#e6e2d8", n: 2, arm: 0.14, backH: 0.78, pillows: [sage, C.cream] });
  rug(sc, -1.8, 1.4, 2.3, 3.6, { c: "#d9cbb2", border: false, stripes: 3, stripeC: "#cdbd9f" });
  plant(sc, -2.1, 2.1, { kind: "snake", h: 0.8, potR: 0.15, pot: C.cream, potShape: "round" });
  return finish(sc);
}
