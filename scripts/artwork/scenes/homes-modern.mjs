/**
 * The OMR 3BHK from the modern home case study: white, sage and light oak;
 * an L-shaped kitchen with a tall appliance unit, a floating fluted media
 * console, and a reading corner by the balcony door.
 */
import { cabinet, consoleSide } from "../cabinets.mjs";
import { evenFronts, backBase, backWall, sideBase } from "../kitchen-runs.mjs";
import { hob, sink, subway } from "../kitchen-parts.mjs";
import { downlight, floorLamp, pendant } from "../lights.mjs";
import { plant, rug } from "../furnishings.mjs";
import { books, vase } from "../objects.mjs";
import { C } from "../palette.mjs";
import { curtainZ, room } from "../room.mjs";
import { finish, newScene } from "../scene.mjs";
import { diningChair, loungeChair, sofa } from "../seating.mjs";
import { rectTable, roundTable, tvSide } from "../tables-beds.mjs";
import { place } from "../util.mjs";

export function homeModern(key, W, H, view) {
  const sc = newScene(key, W, H, { f: W * 0.48, cy: H * 0.46, eye: 1.5, camX: -0.2 }, view);
  const R = room(sc, {
    xL: -4.0,
    xR: 3.8,
    h: 2.9,
    zB: 7.2,
    wall: "#f5f3ee",
    floor: "#e4ded4",
    floorStyle: "tiles",
    tile: 0.8,
    grout: -0.06,
    skirt: "#ebe7df",
  });
  const zB = R.zB;
  const sage = "#a9b79c";
  const oak = "#dcc39e";
  const white = "#f6f4ef";
  const quartz = "#f1efea";
  const jp = { handle: "gola" };
  for (const z of [3.6, 5.2]) downlight(sc, 1.6, z);
  // L-shaped kitchen: tall unit in the corner, back run, return along the left wall.
  subway(sc, -3.4, -0.9, 0.9, 1.5, zB - 0.002, "#f7f6f2", { grout: "#dedbd3" });
  cabinet(
    sc,
    [-4.0, -3.4, 0.1, 2.4, zB - 0.62, zB],
    oak,
    [{ w: 0.6, rows: [{ f: 0.7 }, { f: 0.5, kind: "oven" }, { f: 0.4, kind: "oven" }, { f: 0.7 }] }],
    { plinth: zB - 0.58, fronts: jp },
  );
  backBase(
    sc,
    -3.4,
    -0.9,
    zB,
    [
      { w: 0.6, rows: [1, 1, 1] },
      { w: 0.9, rows: [1, 1.3] },
      { w: 1.0, doors: 2 },
    ],
    sage,
    { top: quartz, fronts: jp },
  );
  backWall(sc, -3.4, -0.9, zB, 1.55, 2.35, evenFronts(2.5, 0.5), white, { fronts: { handle: "none" } });
  hob(sc, -2.35, 0.9, zB - 0.32);
  sideBase(
    sc,
    "L",
    5.0,
    zB - 0.6,
    [
      { w: 0.8, doors: 2 },
      { w: 0.8, rows: [1, 1] },
    ],
    sage,
    { top: quartz, fronts: jp },
  );
  sink(sc, R.xL + 0.3, 0.9, 5.8, { w: 0.42, d: 0.7, tap: "#b9b6b0" });
  vase(sc, -1.3, 0.9, zB - 0.2, { kind: "jar", c: C.cream, s: 0.9 });
  // Dining between kitchen and hall.
  roundTable(sc, -1.6, 4.6, 0.5, 0.76, { top: oak, stem: 0.18 });
  for (const [x, zz, a] of [
    [-2.3, 4.6, -Math.PI / 2],
    [-1.6, 5.3, 0],
    [-0.9, 4.6, Math.PI / 2],
  ])
    diningChair(sc, { tf: place(x, zz, a), c: oak, seat: "#e9e4da" });
  pendant(sc, -1.6, 4.6, 1.85, { shape: "dome", r: 0.22, c: sage });
  // Balcony door with sheer curtains and the reading corner beside it.
  const dz = zB - 0.002;
  sc.qz(dz, 0.5, 2.3, 0, 2.5, "#f1efea");
  sc.qz(dz, 0.56, 2.24, 0.02, 2.44, sc.lin(["#d3e4e6", "#eef1e8"]));
  sc.qz(dz, 1.38, 1.42, 0.02, 2.44, "#f1efea");
  curtainZ(sc, 2.1, 2.75, 0.02, 2.7, zB - 0.12, "#f4f2ec", { op: 0.85 });
  loungeChair(sc, { tf: place(2.9, 6.3, -0.5), c: sage, wood: oak });
  floorLamp(sc, 3.4, 6.7, { kind: "tripod", shadeC: C.linen, leg: oak });
  sc.box(R.xR - 0.3, R.xR, 1.2, 1.23, 5.5, 6.8, oak);
  books(sc, R.xR - 0.15, R.xR - 0.15, 1.23, 5.6, 0.2);
  // The hall: floating media console with fluted fronts, TV above, sofa facing it.
  consoleSide(sc, "R", 3.0, 5.0, 0.3, 0.62, oak, { kind: "fluted", handle: "none" });
  tvSide(sc, R.xR - 0.01, 3.35, 4.65, 1.05, 1.8);
  rug(sc, -0.2, 2.6, 2.6, 5.4, { c: "#d9cbb2", border: false, stripes: 3, stripeC: "#cdbd9f" });
  sofa(sc, { tf: place(-0.1, 4.0, -Math.PI / 2), w: 2.3, d: 0.95, c: "#e7e4dc", n: 3, legC: oak, pillows: [sage, C.cream, sage] });
  rectTable(sc, 0.9, 1.7, 3.4, 4.6, 0.38, { c: oak, block: true, topC: "#efe9df" });
  vase(sc, 1.3, 0.38, 4.0, { kind: "round", c: sage, s: 0.7, stems: 3, stemH: 0.25 });
  plant(sc, 3.3, 2.6, { kind: "leafy", h: 1.1, potR: 0.2, pot: white, potShape: "round" });
  return finish(sc);
}
