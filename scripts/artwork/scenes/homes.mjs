/** Whole homes: the open-plan apartment and the cut-away house. */
import { cabinet, slatWall } from "../cabinets.mjs";
import { garden, openings } from "../cutaway.mjs";
import { art, plant, rug } from "../furnishings.mjs";
import { backBase, evenFronts, larder } from "../kitchen-runs.mjs";
import { counterItems, hob, hood, marbleZ, subway } from "../kitchen-parts.mjs";
import { coveTray, floorLamp, pendant } from "../lights.mjs";
import { books, deskLamp, laptop, vase } from "../objects.mjs";
import { C } from "../palette.mjs";
import { backWindow, curtainZ, paintedArch, room } from "../room.mjs";
import { Scene, finish, newScene } from "../scene.mjs";
import { diningChair, loungeChair, sofa, stoolRow, taskChair } from "../seating.mjs";
import { bed, roundTable, sideTable } from "../tables-beds.mjs";
import { hashKey, place } from "../util.mjs";

/** Open-plan apartment: walnut kitchen run and island, dining, and a living area in front of garden glazing. */
export function homeOpenPlan(key, W, H, view) {
  const sc = newScene(key, W, H, { f: W * 0.5, cy: H * 0.45, eye: 1.55, camX: -0.3 }, view);
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
  cabinet(sc, [-4.4, -3.4, 0, 2.7, zB - 0.62, zB], wal, [larder(1.0, 0.6, 2)], { fy: [0.1, 2.7], fronts: { hcol: C.brass, grain: true } });
  for (const [a, b] of [
    [-3.4, -2.1],
    [-1.2, 0.3],
  ]) {
    const fronts = { handle: "bar", hpos: "bottom", hcol: C.brass };
    cabinet(sc, [a, b, 1.5, 2.3, zB - 0.35, zB], ivory, evenFronts(b - a, 0.5), { fronts });
  }
  hood(sc, -1.65, zB, R.h, { c: "#d9d3cb", duct: "#e4dfd7", w: 0.8 });
  backBase(
    sc,
    -3.4,
    0.3,
    zB,
    [
      { w: 0.7, rows: [1, 1, 1] },
      { w: 0.9, doors: 2 },
      { w: 0.7, rows: [1, 1.4] },
      { w: 1.4, doors: 2 },
    ],
    wal,
    { fronts: { handle: "gola" } },
  );
  hob(sc, -1.65, 0.9, zB - 0.32);
  counterItems(sc, -0.6, 0.9, zB - 0.2);
  // Island with stools.
  sc.shadow(-3.1, -0.9, 5.5, 6.3, { op: 0.35, blur: 0.06 });
  cabinet(
    sc,
    [-3.0, -1.0, 0, 0.9, 5.75, 6.3],
    ivory,
    [
      { w: 0.5, rows: [1, 1, 1] },
      { w: 1.0, doors: 2 },
      { w: 0.5, rows: [1, 1, 1] },
    ],
    { fy: [0.02, 0.89], fronts: { handle: "gola" } },
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

/** Cut-away two-storey house: bedroom, study, living room and kitchen. */
export function homeSection(key, W, H) {
  const sc = new Scene(W, H, hashKey(key));
  // Sky, garden and a cut-away two-storey house.
  const gy = H * 0.86;
  const trees = [
    [120, 90],
    [210, 60],
    [1480, 95],
    [1390, 65],
  ];
  garden(sc, gy, trees, { crown: [1, 1.1, C.leaf], tuft: [0.3, 2.1, 0.6, 0.6] });
  const X0 = 260;
  const X1 = 1340;
  const wallT = 26;
  const top = 150;
  const mid = 505;
  const bot = gy;
  sc.rect(X0 - 30, bot - 6, X1 - X0 + 60, 22, "#cbbfae");
  const rooms = [
    { x: X0 + wallT, y: top + wallT, w: (X1 - X0) * 0.52 - wallT * 1.5, h: mid - top - wallT * 1.5, draw: () => miniRoom(sc, "bedroom") },
    {
      x: X0 + (X1 - X0) * 0.52 + wallT / 2,
      y: top + wallT,
      w: (X1 - X0) * 0.48 - wallT * 1.5,
      h: mid - top - wallT * 1.5,
      draw: () => miniRoom(sc, "study"),
    },
    {
      x: X0 + wallT,
      y: mid + wallT / 2,
      w: (X1 - X0) * 0.55 - wallT * 1.5,
      h: bot - mid - wallT * 0.5 - 6,
      draw: () => miniRoom(sc, "living"),
    },
    {
      x: X0 + (X1 - X0) * 0.55 + wallT / 2,
      y: mid + wallT / 2,
      w: (X1 - X0) * 0.45 - wallT * 1.5,
      h: bot - mid - wallT * 0.5 - 6,
      draw: () => miniRoom(sc, "kitchen"),
    },
  ];
  // Section walls first, rooms drawn into the openings.
  sc.rect(X0, top, X1 - X0, bot - top, "#f1ebe1");
  openings(sc, rooms);
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
      cabinet(
        sc,
        [a, b, 1.5, 2.3, zB - 0.35, zB],
        "#f4efe6",
        Array.from({ length: 3 }, () => ({ w: (b - a) / 3 })),
        { fronts: { hpos: "bottom", hcol: C.brass } },
      );
    }
    hood(sc, -0.05, zB, R.h, { c: "#d9d4cc", duct: "#e7e2da", w: 0.8 });
    cabinet(
      sc,
      [-2.0, 2.0, 0.1, 0.86, zB - 0.6, zB],
      "#a3b196",
      [{ w: 0.6, rows: [1, 1, 1] }, { w: 0.9, doors: 2 }, { w: 0.9, rows: [1, 1.3] }, { w: 0.6 }, { w: 1.0, doors: 2 }],
      { fronts: { hcol: C.brass } },
    );
    sc.box(-2.02, 2.02, 0.86, 0.9, zB - 0.63, zB, "#f4f1ec");
    hob(sc, -0.05, 0.9, zB - 0.32);
    counterItems(sc, 0.9, 0.9, zB - 0.2);
  }
}
