/**
 * Apartment living rooms: the T. Nagar living-and-dining room in one
 * 220-square-foot hall, and a 2BHK living room with a balcony door.
 */
import { cabinet, shutters, slatWall } from "../cabinets.mjs";
import { art, plant, rug } from "../furnishings.mjs";
import { coveTray, downlight, floorLamp, pendant } from "../lights.mjs";
import { tvOn } from "../media.mjs";
import { books, vase } from "../objects.mjs";
import { C } from "../palette.mjs";
import { curtainX, room, sideWindow } from "../room.mjs";
import { finish, newScene } from "../scene.mjs";
import { diningChair, loungeChair, sofa } from "../seating.mjs";
import { rectTable, roundTable } from "../tables-beds.mjs";
import { place, shade } from "../util.mjs";
import { crockeryItems } from "./storage.mjs";

/** A balcony door on a side wall: full-height glazing with a sill of daylight on the floor. */
function balconyDoor(sc, side, z0, z1, o = {}) {
  sideWindow(sc, side, z0, z1, 0.05, 2.3, { panes: 2, lightOp: 0.34, frame: o.frame, ...o });
}

/** T. Nagar: slim TV unit, 14-inch crockery unit with fluted glass, a four-seater with fold-out leaves, mirror, cove. */
export function livingDiningCompact(key, W, H, view) {
  const sc = newScene(key, W, H, { f: W * 0.5, cy: H * 0.46, eye: 1.45, camX: 0.1 }, view);
  const R = room(sc, {
    xL: -2.4,
    xR: 2.4,
    h: 2.8,
    zB: 4.4,
    wall: "#f5f2ec",
    floor: "#e2dbd0",
    floorStyle: "tiles",
    tile: 0.6,
    grout: -0.06,
    skirt: "#ebe6dd",
  });
  const z = R.zB - 0.002;
  const ash = "#e4d8c6";
  // A simple cove marks out the dining zone.
  coveTray(sc, { x0: 0.1, x1: 2.2, zNear: 2.0, zFar: 4.0, depth: 0.12, glowOp: 0.7 });
  downlight(sc, -1.2, 3.0);
  balconyDoor(sc, "L", 2.2, 3.6);
  curtainX(sc, R.xL + 0.1, 3.6, 4.1, 0.02, 2.75, "#f4f0e8");
  // Slim wall-mounted TV unit on the living side.
  sc.wallShadow(-2.0, -0.5, 0.4, 0.7, z, { op: 0.25, blur: 0.04, dy: 0.05 });
  cabinet(sc, [-2.0, -0.5, 0.4, 0.7, z - 0.3, z], ash, [{ w: 0.5 }, { w: 0.5, kind: "open" }, { w: 0.5 }], {
    fy: [0.41, 0.69],
    fronts: { handle: "none" },
  });
  tvOn(sc, -1.25, 1.3, z - 0.01, 43);
  vase(sc, -1.85, 0.7, z - 0.15, { kind: "round", c: C.sage, s: 0.6 });
  // The crockery unit, 36 cm deep: fluted glass above, closed storage below.
  const cz = z - 0.36;
  cabinet(
    sc,
    [0.1, R.xR, 0.08, 0.82, cz, z],
    ash,
    [0, 1, 2, 3].map(() => ({ w: 0.575 })),
    { plinth: cz + 0.04, fy: [0.09, 0.81], fronts: { handle: "bar", hcol: C.brass } },
  );
  sc.box(0.08, R.xR, 0.82, 0.86, cz - 0.02, z, "#f1ece3");
  sc.qz(z - 0.001, 0.1, R.xR, 0.86, 1.2, shade(ash, 0.1));
  vase(sc, 0.5, 0.86, z - 0.18, { kind: "bowl", c: C.cream, s: 0.8 });
  vase(sc, 1.9, 0.86, z - 0.18, { kind: "tall", c: C.terracotta, s: 0.7 });
  sc.box(0.1, R.xR, 1.2, 2.3, cz, z, ash);
  let n = 0;
  shutters(
    sc,
    (u, v) => [0.1 + u, v, cz - 0.001],
    1.21,
    2.29,
    [0, 1, 2, 3].map(() => ({ w: 0.575, kind: "glass", glassC: "#e6ded0" })),
    ash,
    { handle: "knob", hpos: "bottom", hcol: C.brass, items: (map, a, b, bt, t) => crockeryItems(sc, cz, n++)(map, a, b, bt, t) },
  );
  for (let x = 0.15; x < R.xR; x += 0.035) sc.line3([x, 1.24, cz - 0.003], [x, 2.26, cz - 0.003], "#fff6e4", 1, { op: 0.25 });
  // A large mirror panel on the right wall, beside the table.
  sc.qx(R.xR - 0.003, 0.3, 2.4, 2.0, 3.7, "#c9a57c");
  sc.qx(R.xR - 0.004, 0.34, 2.36, 2.04, 3.66, sc.lin(["#e3e6e1", "#bcc4bf", "#e8e4da"], [0, 0, 1, 1]));
  // Four-seater with its fold-out leaves down, four chairs, a pendant.
  rectTable(sc, 0.6, 1.7, 2.6, 3.4, 0.76, { c: "#d8c6a8", legInset: 0.05 });
  for (const x of [0.6, 1.7])
    sc.line3([x + (x < 1 ? 0.25 : -0.25), 0.761, 2.6], [x + (x < 1 ? 0.25 : -0.25), 0.761, 3.4], shade("#d8c6a8", -0.2), 1.2);
  for (const x of [0.85, 1.45]) diningChair(sc, { tf: place(x, 3.65, 0), c: "#d8c6a8", seat: C.sage });
  for (const x of [0.85, 1.45]) diningChair(sc, { tf: place(x, 2.35, Math.PI), c: "#d8c6a8", seat: C.sage });
  pendant(sc, 1.15, 3.0, 1.9, { shape: "drum", r: 0.2, c: C.cream, ceil: R.h + 0.12 });
  // Living side: a compact sofa facing the TV.
  rug(sc, -2.0, -0.4, 1.8, 3.2, { c: "#e9e1d4", border: C.sage, bw: 0.06 });
  sofa(sc, {
    tf: place(-1.25, 1.75, Math.PI),
    w: 1.6,
    d: 0.85,
    c: "#d9d2c4",
    n: 2,
    arm: 0.15,
    pillows: [C.sage, C.terracotta],
    fromBehind: true,
  });
  return finish(sc);
}

/** A 2BHK apartment living room: painted feature wall with a fluted TV panel, balcony door, grey sofa and a swing chair corner. */
export function livingApartment(key, W, H, view) {
  const sc = newScene(key, W, H, { f: W * 0.56, cy: H * 0.47, eye: 1.3, camX: 0.2 }, view);
  const R = room(sc, {
    xL: -2.7,
    xR: 2.9,
    h: 2.85,
    zB: 4.9,
    wall: "#f2eee6",
    floor: "#d7cfc2",
    floorStyle: "tiles",
    tile: 0.6,
    grout: -0.07,
    skirt: "#e6e0d6",
  });
  const z = R.zB - 0.002;
  downlight(sc, -1.0, 3.2);
  downlight(sc, 1.2, 3.2);
  // Painted sage feature wall with a fluted TV panel and a low console.
  sc.qz(z, -1.8, 1.8, 0.07, R.h, "#b9c4b0");
  slatWall(sc, -0.75, 0.75, 0.07, 2.2, z - 0.002, "#d9c7a9", { pitch: 0.045 });
  tvOn(sc, 0, 1.35, z - 0.01, 50);
  cabinet(
    sc,
    [-1.3, 1.3, 0.2, 0.5, z - 0.4, z],
    "#efe9df",
    [0, 1, 2, 3].map(() => ({ w: 0.65 })),
    { fy: [0.21, 0.49], fronts: { handle: "gola" } },
  );
  vase(sc, -1.1, 0.5, z - 0.2, { kind: "tall", c: C.cream, s: 0.8, stems: 3, stemH: 0.25 });
  books(sc, 0.8, 1.1, 0.5, z - 0.2, 0.05, { pal: [C.terracotta, C.cream], gaps: false });
  art(sc, 2.0, 2.6, 1.3, 2.0, z - 0.01, { style: "leaf", frame: C.oak, ft: 0.015, pal: [C.sage, C.deepSage, C.cream], bg: "#f3efe6" });
  balconyDoor(sc, "R", 2.6, 4.2);
  curtainX(sc, R.xR - 0.1, 4.2, 4.85, 0.02, 2.75, "#f3efe6");
  plant(sc, 2.3, 4.3, { kind: "snake", h: 0.9, potR: 0.16, pot: C.terracotta, potShape: "round" });
  rug(sc, -1.7, 1.5, 2.2, 3.9, { c: "#e9dfcf", border: C.terracotta, bw: 0.07 });
  sofa(sc, {
    tf: place(-2.65, 3.1, -Math.PI / 2),
    w: 2.2,
    d: 0.9,
    c: "#8d8f8c",
    n: 3,
    legC: C.walnut,
    pillows: [C.mustard, C.cream, C.terracotta],
  });
  roundTable(sc, -0.5, 3.0, 0.4, 0.38, { top: C.oak, lower: true });
  vase(sc, -0.45, 0.38, 3.0, { kind: "bowl", c: C.cream, s: 0.8 });
  loungeChair(sc, { tf: place(1.4, 2.6, Math.PI / 2 + 0.4), c: C.terracotta, wood: C.oak });
  floorLamp(sc, 2.0, 3.4, { kind: "arc", tx: 1.2, tz: 3.0, top: 2.0, shadeY: 1.7, r: 0.18 });
  return finish(sc);
}
