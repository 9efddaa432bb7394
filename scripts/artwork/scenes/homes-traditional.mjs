/**
 * The RS Puram house from the Coimbatore case study, cut away: pooja room,
 * study and bedroom upstairs; the living room with its oonjal, the dining
 * room on Athangudi-style tiles with the kitchen, and the grandparents'
 * bedroom downstairs; a sloping tiled roof.
 */
import { cabinet } from "../cabinets.mjs";
import { garden, openings } from "../cutaway.mjs";
import { plant } from "../furnishings.mjs";
import { hob, subway } from "../kitchen-parts.mjs";
import { pendant } from "../lights.mjs";
import { tvOn } from "../media.mjs";
import { books } from "../objects.mjs";
import { C } from "../palette.mjs";
import { room } from "../room.mjs";
import { Scene, finish } from "../scene.mjs";
import { diningChair, sofa } from "../seating.mjs";
import { bed, rectTable, sideTable } from "../tables-beds.mjs";
import { f1, hashKey, place, shade } from "../util.mjs";
import { athangudiFloor, oonjal } from "./living-grand.mjs";

const TEAK = "#8a5a34";

function poojaRoom(sc) {
  const R = room(sc, {
    xL: -1.6,
    xR: 1.6,
    h: 2.8,
    zB: 3.4,
    wall: "#f1e3c6",
    floor: "#ece5d8",
    floorStyle: "marble",
    tile: 0.5,
    skirt: false,
  });
  const z = R.zB - 0.002;
  sc.qz(z, -0.7, 0.7, 0.3, 2.4, shade(TEAK, -0.25));
  sc.qz(z - 0.001, -0.55, 0.55, 0.5, 2.2, sc.rad(["#fff2cf", "#f5c97d", "#c98a45"], { cx: 0.5, cy: 0.5, r: 0.7 }));
  for (let y = 0.6; y < 2.15; y += 0.16)
    for (let x = -0.47; x < 0.5; x += 0.16) {
      const [px, py] = sc.P(x + 0.04, y + 0.04, z - 0.002);
      sc.ell(px, py, 0.045 * sc.k(z), 0.045 * sc.k(z), "#8a5a34", { op: 0.55 });
    }
  // Carved teak doors standing open either side.
  for (const s of [-1, 1]) {
    const x = s * 0.7;
    sc.poly3(
      [
        [x, 0.3, z],
        [x + s * 0.55, 0.3, z - 0.45],
        [x + s * 0.55, 2.4, z - 0.45],
        [x, 2.4, z],
      ],
      TEAK,
    );
    for (const [ya, yb] of [
      [0.5, 1.2],
      [1.35, 2.2],
    ])
      sc.poly3(
        [
          [x + s * 0.1, ya, z - 0.08],
          [x + s * 0.45, ya, z - 0.37],
          [x + s * 0.45, yb, z - 0.37],
          [x + s * 0.1, yb, z - 0.08],
        ],
        shade(TEAK, 0.15),
      );
  }
  sc.box(-0.6, 0.6, 0.3, 0.62, z - 0.4, z, "#f3efe8");
  for (const x of [-0.35, 0, 0.35]) {
    const [px, py] = sc.P(x, 0.62, z - 0.2);
    sc.glow(px, py - 0.08 * sc.k(z), 0.2 * sc.k(z), "#ffc970", 0.7);
    sc.ell(px, py, 0.05 * sc.k(z), 0.015 * sc.k(z), C.brass);
  }
  for (const x of [-0.3, 0.3]) {
    const [bx, by] = sc.P(x, 2.5, z - 0.5);
    const k = sc.k(z - 0.5);
    sc.line(bx, sc.P(x, R.h, z - 0.5)[1], bx, by, C.brass, 1);
    sc.path(
      `M${f1(bx - 0.05 * k)},${f1(by + 0.12 * k)}Q${f1(bx)},${f1(by - 0.04 * k)} ${f1(bx + 0.05 * k)},${f1(by + 0.12 * k)}Z`,
      C.brass,
    );
  }
}

function studyRoom(sc) {
  const R = room(sc, { xL: -2.0, xR: 2.0, h: 2.8, zB: 3.8, wall: "#e9e1d2", floor: "#c9a57c", skirt: false });
  const z = R.zB - 0.002;
  sc.box(-1.8, 1.8, 0, 2.4, z - 0.35, z, TEAK);
  sc.qz(z - 0.351, -1.75, 1.75, 0.05, 2.35, shade(TEAK, -0.35));
  for (let y = 0.05; y < 2.3; y += 0.45) {
    sc.qz(z - 0.352, -1.75, 1.75, y, y + 0.03, TEAK);
    books(sc, -1.7, 1.7, y + 0.03, z - 0.2, 0.34, { gaps: false });
  }
  sc.box(-0.9, 0.9, 0.72, 0.76, z - 1.2, z - 0.6, TEAK);
  for (const x of [-0.85, 0.81]) sc.box(x, x + 0.04, 0, 0.72, z - 1.15, z - 0.65, TEAK, { edge: false });
}

function bedroomRoom(sc, o = {}) {
  const R = room(sc, { xL: -2.4, xR: 2.4, h: 2.8, zB: 4.4, wall: o.wall ?? "#efe3d3", floor: "#c9a57c", skirt: false });
  const z = R.zB - 0.002;
  if (o.wardrobe) {
    cabinet(sc, [R.xL, -1.1, 0, 2.6, z - 0.6, z], "#d8c3a3", [{ w: 0.65 }, { w: 0.65 }], {
      fy: [0.02, 2.58],
      fronts: { handle: "long", hcol: C.brass },
    });
  }
  if (o.grabBar) {
    sc.box(-1.3, -1.0, 0.8, 0.84, z - 0.1, z, "#b9b6b0");
    sc.line3([-1.05, 0.8, z - 0.08], [-1.05, 0.8, z - 1.2], "#b9b6b0", 3);
  }
  sideTable(sc, 1.2, 1.6, z - 0.45, z - 0.05, 0.5, { c: TEAK, drawers: [1] });
  bed(sc, {
    x: 0.1,
    zw: R.zB,
    w: 1.7,
    hbC: o.low ? TEAK : "#eadfcd",
    hbH: o.low ? 0.8 : 1.15,
    channels: !o.low,
    duvet: o.duvet ?? "#eee7da",
    throw: o.throw,
    cushions: [C.sage, C.sand],
  });
}

function livingRoom(sc) {
  const R = room(sc, { xL: -2.8, xR: 2.8, h: 3.0, zB: 4.6, wall: "#f1e6d2", floor: "#c9795a", floorStyle: "none", skirt: false });
  const z = R.zB - 0.002;
  athangudiFloor(sc, R.xL, R.xR, R.zn, R.zB, 0.5, ["#c9795a", "#e8d3a8", "#2f6a5c", "#d9a441"]);
  sc.qz(z, -1.5, 1.5, 0, 2.7, sc.lin([shade(TEAK, 0.08), shade(TEAK, -0.08)]));
  for (let x = -1.2; x < 1.5; x += 0.3) sc.line3([x, 0, z - 0.001], [x, 2.7, z - 0.001], shade(TEAK, -0.25), 1, { op: 0.5 });
  tvOn(sc, 0, 1.45, z - 0.01, 55);
  sc.box(-1.4, 1.4, 0.1, 0.5, z - 0.4, z, shade(TEAK, -0.1));
  oonjal(sc, 0.1, 3.1, 1.4, { c: TEAK, cushion: C.terracotta });
  sofa(sc, { tf: place(-2.75, 3.2, -Math.PI / 2), w: 1.9, d: 0.85, c: "#efe6d4", n: 2, legC: TEAK, pillows: [C.mustard, "#2f6a5c"] });
  plant(sc, 2.3, 4.1, { kind: "leafy", h: 1.1, potR: 0.18, pot: C.brass, potShape: "round" });
}

function diningKitchen(sc) {
  const R = room(sc, { xL: -2.2, xR: 2.2, h: 3.0, zB: 4.4, wall: "#efe7da", floor: "#c9795a", floorStyle: "none", skirt: false });
  const zB = R.zB;
  athangudiFloor(sc, R.xL, R.xR, R.zn, R.zB, 0.45, ["#2f6a5c", "#e8d3a8", "#c9795a", "#d9a441"]);
  subway(sc, R.xL, R.xR, 0.9, 1.5, zB - 0.002, "#f6f3ee", { grout: "#d8d2c8" });
  cabinet(
    sc,
    [R.xL, R.xR, 0.1, 0.86, zB - 0.6, zB],
    "#c7a27b",
    [0, 1, 2, 3, 4, 5].map(() => ({ w: 4.4 / 6 })),
    { fronts: { handle: "bar", hcol: C.brass } },
  );
  sc.box(R.xL, R.xR, 0.86, 0.9, zB - 0.63, zB, "#3b3733");
  sc.box(R.xL, R.xL + 0.6, 0.1, 0.9, 2.6, zB - 0.6, "#c7a27b");
  hob(sc, 0.4, 0.9, zB - 0.32);
  sc.box(-1.6, 0.4, 1.5, 2.3, zB - 0.35, zB, "#f1ebe0");
  rectTable(sc, -0.9, 0.9, 2.5, 3.3, 0.76, { c: TEAK });
  for (const x of [-0.5, 0.5]) diningChair(sc, { tf: place(x, 2.3, Math.PI), c: TEAK, seat: C.terracotta, cane: "#d9bf92" });
  pendant(sc, 0, 2.9, 1.9, { shape: "dome", r: 0.2, c: C.brass });
}

/** The Coimbatore house, cut away. */
export function homeFull(key, W, H) {
  const sc = new Scene(W, H, hashKey(key));
  const gy = H * 0.88;
  const trees = [
    [110, 85],
    [1490, 90],
    [1400, 60],
  ];
  garden(sc, gy, trees, { crown: [0.8, 1.2, "#6f8f5a"], tuft: [0.25, 2.2, 0.5, 0.6] });
  const [X0, X1, wallT, top, mid, bot] = [200, 1400, 24, 250, 560, gy];
  const cut = "#5a4232";
  // Sloping roof in clay tiles.
  sc.path(`M${X0 - 90},${top}L${(X0 + X1) / 2},${top - 170}L${X1 + 90},${top}Z`, "#b5543a");
  for (let i = 1; i < 7; i++) {
    const y = top - (170 * i) / 7;
    const half = ((X1 - X0 + 180) / 2) * (1 - i / 7);
    sc.line((X0 + X1) / 2 - half, y, (X0 + X1) / 2 + half, y, "#8f3f2a", 2);
  }
  sc.rect(X0 - 100, top - 6, X1 - X0 + 200, 14, "#7a3424");
  sc.rect(X0, top, X1 - X0, bot - top, "#efe4d2");
  const W0 = X1 - X0;
  const rooms = [
    {
      x: X0 + wallT,
      y: top + wallT / 2,
      w: W0 * 0.4 - wallT * 1.5,
      h: mid - top - wallT,
      draw: () => bedroomRoom(sc, { wardrobe: true, throw: C.terracotta }),
    },
    { x: X0 + W0 * 0.4 + wallT / 2, y: top + wallT / 2, w: W0 * 0.32 - wallT, h: mid - top - wallT, draw: () => studyRoom(sc) },
    { x: X0 + W0 * 0.72 + wallT / 2, y: top + wallT / 2, w: W0 * 0.28 - wallT * 1.5, h: mid - top - wallT, draw: () => poojaRoom(sc) },
    { x: X0 + wallT, y: mid + wallT / 2, w: W0 * 0.42 - wallT * 1.5, h: bot - mid - wallT * 0.5 - 6, draw: () => livingRoom(sc) },
    {
      x: X0 + W0 * 0.42 + wallT / 2,
      y: mid + wallT / 2,
      w: W0 * 0.33 - wallT,
      h: bot - mid - wallT * 0.5 - 6,
      draw: () => diningKitchen(sc),
    },
    {
      x: X0 + W0 * 0.75 + wallT / 2,
      y: mid + wallT / 2,
      w: W0 * 0.25 - wallT * 1.5,
      h: bot - mid - wallT * 0.5 - 6,
      draw: () => bedroomRoom(sc, { low: true, grabBar: true, wall: "#e8e4d8", duvet: "#e4dccb" }),
    },
  ];
  openings(sc, rooms, (rm) => Math.max(rm.w, rm.h * 1.3));
  sc.rect(X0, top, wallT, bot - top, cut);
  sc.rect(X1 - wallT, top, wallT, bot - top, cut);
  sc.rect(X0, mid - wallT / 2, W0, wallT, cut);
  for (const f of [0.4, 0.72]) sc.rect(X0 + W0 * f - wallT / 2, top, wallT, mid - top, cut);
  for (const f of [0.42, 0.75]) sc.rect(X0 + W0 * f - wallT / 2, mid, wallT, bot - mid, cut);
  sc.rect(X0 - 30, bot - 6, W0 + 60, 22, "#cbbfae");
  return finish(sc, { vignette: 0.12 });
}
