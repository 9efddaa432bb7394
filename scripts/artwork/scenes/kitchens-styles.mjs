/**
 * Kitchen styles from the luxury lookbook and everyday apartment kitchens,
 * built from one layout: a back run with wall units or shelves, a tall unit,
 * and optionally a return along a side wall or an island.
 */
import { cabinet } from "../cabinets.mjs";
import { plant, rug } from "../furnishings.mjs";
import { evenFronts, backBase, backWall, sideBase, sideWall } from "../kitchen-runs.mjs";
import { counterItems, hob, hood, marbleZ, sink, subway, tileSide } from "../kitchen-parts.mjs";
import { downlight, pendant } from "../lights.mjs";
import { vase } from "../objects.mjs";
import { C } from "../palette.mjs";
import { backWindow, room } from "../room.mjs";
import { finish, newScene } from "../scene.mjs";
import { shade } from "../util.mjs";

/** Glass-fronted wall units in slim black frames, lit from inside. */
function glassWallUnits(sc, x0, x1, zB, y0, y1, frame, glass) {
  sc.box(x0, x1, y0, y1, zB - 0.36, zB, frame);
  const n = Math.round((x1 - x0) / 0.5);
  const w = (x1 - x0) / n;
  for (let i = 0; i < n; i++) {
    const a = x0 + i * w + 0.03;
    const b = x0 + (i + 1) * w - 0.03;
    sc.qz(zB - 0.361, a, b, y0 + 0.03, y1 - 0.03, glass);
    sc.qz(
      zB - 0.362,
      a,
      b,
      y0 + 0.03,
      y1 - 0.03,
      sc.lin([
        [0, "#ffe6b8", 0.55],
        [1, "#ffe6b8", 0.05],
      ]),
    );
    for (let x = a + 0.02; x < b; x += 0.035) sc.qz(zB - 0.363, x, x + 0.01, y0 + 0.04, y1 - 0.04, "#fff6e4", { op: 0.3 });
    sc.qz(zB - 0.363, a, b, (y0 + y1) / 2 - 0.005, (y0 + y1) / 2 + 0.005, "#fff3dc", { op: 0.7 });
  }
}

/** Floating shelves with a few pieces on them. */
function openShelves(sc, x0, x1, zB, ys, c) {
  for (const y of ys) {
    sc.wallShadow(x0, x1, y - 0.03, y, zB - 0.003, { op: 0.25, blur: 0.02 });
    sc.box(x0, x1, y - 0.035, y, zB - 0.26, zB, c);
    vase(sc, x0 + 0.2, y, zB - 0.13, { kind: "jar", c: C.cream, s: 0.8 });
    vase(sc, x1 - 0.3, y, zB - 0.13, { kind: y > 1.9 ? "bowl" : "round", c: y > 1.9 ? C.cream : C.terracotta, s: 0.7 });
  }
}

function styledKitchen(key, W, H, view, s) {
  const sc = newScene(key, W, H, { f: W * (s.f ?? 0.58), cy: H * 0.45, eye: 1.5, camX: s.camX ?? 0 }, view);
  const R = room(sc, { xL: -s.half, xR: s.half, h: s.h ?? 2.9, zB: s.zB ?? 5.0, ...s.room });
  const zB = R.zB;
  const [x0, x1] = [R.xL + (s.tall ? 0.9 : 0), R.xR - (s.window ? 0 : 0)];
  const fronts = { handle: s.handle ?? "gola", hcol: s.hcol ?? C.brass, caneC: s.caneC };
  s.splash(sc, x0, x1, zB);
  if (s.window) backWindow(sc, ...s.window, { panes: 2, lightOp: 0.25, sill: false, frame: s.windowFrame });
  if (s.tall) {
    cabinet(
      sc,
      [R.xL, x0, 0.1, s.tallH ?? 2.4, zB - 0.62, zB],
      s.tallC ?? s.base,
      [{ w: 0.9, rows: [{ f: 0.7 }, { f: 0.55, kind: "oven" }, { f: 0.45, kind: "oven" }, { f: 0.8 }] }],
      {
        plinth: zB - 0.58,
        fronts: {
          ...fronts,
          ...(s.tallFronts ?? {}),
        },
      },
    );
  }
  backBase(sc, x0, x1, zB, s.mods(x1 - x0), s.base, { top: s.top, fronts: { ...fronts, ...(s.baseFronts ?? {}) } });
  s.upper?.(sc, x0, x1, zB, R);
  hob(sc, s.hobX, 0.9, zB - 0.32);
  if (s.hood) hood(sc, s.hobX, zB, R.h, s.hood);
  if (s.sinkX != null) sink(sc, s.sinkX, 0.9, zB - 0.3, { w: 0.7, tap: s.tap ?? "#b9b6b0" });
  if (s.side) {
    tileSide(sc, R.xR - 0.002, s.side[0], zB, 0.9, 1.5, s.sideTile ?? "#f2efe9", { grout: shade(s.sideTile ?? "#f2efe9", -0.15) });
    sideBase(sc, "R", s.side[0], zB - 0.6, evenFronts(zB - 0.6 - s.side[0], 0.6, { doors: 1 }), s.base, { top: s.top, fronts });
    if (s.sideUpper)
      sideWall(sc, "R", s.side[0], zB - 0.36, 1.55, 2.3, evenFronts(zB - 0.36 - s.side[0], 0.5), s.sideUpper, {
        fronts: { handle: "none" },
      });
  }
  counterItems(sc, s.itemsX, 0.9, zB - 0.2, { pot: s.pot });
  s.extra?.(sc, R);
  return finish(sc, s.finish);
}

/** Glass and aluminium: fluted, bronze-lit wall units in black frames over deep green acrylic. */
export function kitchenGlass(key, W, H, view) {
  return styledKitchen(key, W, H, view, {
    half: 2.7,
    room: { wall: "#ebe6de", floor: "#cfc6b8", floorStyle: "tiles", tile: 0.6 },
    base: "#2f4a40",
    top: "#efece6",
    handle: "gola",
    tall: true,
    tallC: "#1d1b1a",
    splash: (sc, x0, x1, zB) => marbleZ(sc, x0, x1, 0.9, 1.5, zB - 0.002, "#efece6", { veins: 4 }),
    mods: () => [
      { w: 0.8, doors: 2 },
      { w: 0.6, rows: [1, 1, 1] },
      { w: 0.9, rows: [1, 1.3] },
      { w: 0.6, rows: [1, 1, 1] },
      { w: 1.6, doors: 2 },
    ],
    upper: (sc, x0, x1, zB) => {
      glassWallUnits(sc, x0, x0 + 1.4, zB, 1.55, 2.45, "#1d1b1a", "#7a5a3e");
      glassWallUnits(sc, x0 + 2.3, x1, zB, 1.55, 2.45, "#1d1b1a", "#7a5a3e");
    },
    hobX: -1.35 + 0.9 + 0.45,
    hood: { c: "#1d1b1a", duct: "#1d1b1a", w: 0.85 },
    sinkX: 1.55,
    itemsX: -1.7,
    extra: (sc) => {
      for (const x of [-1.0, 0.6]) pendant(sc, x, 3.3, 2.0, { shape: "globe", r: 0.14, c: "#1d1b1a" });
      rug(sc, -1.2, 1.2, 2.9, 3.7, { c: "#d8cdbb", border: "#2f4a40", bw: 0.06 });
    },
  });
}

/** Modern classic: bottle-green shaker shutters in PU, antique-brass knobs, an ivory sintered top. */
export function kitchenClassic(key, W, H, view) {
  const green = "#2f5b47";
  return styledKitchen(key, W, H, view, {
    half: 2.6,
    camX: 0.2,
    room: { wall: "#f0e9dc", floor: "#b9956e", plank: 0.2 },
    base: green,
    top: "#f4efe6",
    handle: "knob",
    hcol: "#b08a4a",
    baseFronts: {},
    splash: (sc, x0, x1, zB) => subway(sc, x0, x1, 0.9, 1.55, zB - 0.002, "#f7f3ea", { grout: "#dcd3c2" }),
    mods: (len) => [
      { w: 0.8, doors: 2, kind: "shaker" },
      { w: 0.6, rows: [1, 1, 1], kind: "shaker" },
      { w: 1.0, doors: 2, kind: "shaker" },
      { w: len - 2.4, doors: 2, kind: "shaker" },
    ],
    upper: (sc, x0, x1, zB) => {
      backWall(sc, x0, -0.9, zB, 1.6, 2.4, evenFronts(-0.9 - x0, 0.5, { kind: "shaker" }), "#f2ecdf", {
        fronts: { handle: "knob", hpos: "bottom", hcol: "#b08a4a" },
      });
      backWall(sc, 0.9, x1, zB, 1.6, 2.4, evenFronts(x1 - 0.9, 0.5, { kind: "shaker" }), "#f2ecdf", {
        fronts: { handle: "knob", hpos: "bottom", hcol: "#b08a4a" },
      });
    },
    window: [-0.7, 0.7, 1.25, 2.3],
    windowFrame: "#f2ecdf",
    hobX: -1.6,
    hood: { c: "#f2ecdf", duct: "#f2ecdf", w: 0.85 },
    sinkX: 0.0,
    tap: "#b08a4a",
    itemsX: 0.8,
    pot: C.terracotta,
    extra: (sc) => {
      pendant(sc, 0, 3.4, 2.05, { shape: "dome", r: 0.22, c: "#b08a4a" });
      rug(sc, -1.3, 1.3, 2.9, 3.7, { c: "#d9c7a7", border: green, bw: 0.07, stripes: 2, stripeC: "#c7b18b" });
    },
  });
}

/** Monochrome stone: charcoal shutters, a veined slab running up the backsplash, matte black fittings, floating shelves. */
export function kitchenMonochrome(key, W, H, view) {
  return styledKitchen(key, W, H, view, {
    half: 2.6,
    camX: -0.2,
    room: { wall: "#e9e6e1", floor: "#77706a", floorStyle: "wide" },
    base: "#2f2e2d",
    top: "#eeece8",
    handle: "gola",
    tall: true,
    tallC: "#2f2e2d",
    splash: (sc, x0, x1, zB) => marbleZ(sc, x0, x1, 0.9, 2.9, zB - 0.002, "#eeece8", { veins: 10, vein: "#4a4744" }),
    mods: (len) => [
      { w: 0.6, rows: [1, 1, 1] },
      { w: 0.9, rows: [1, 1.3] },
      { w: 0.8, doors: 2 },
      { w: len - 2.3, doors: 2 },
    ],
    upper: (sc, x0, x1, zB) => openShelves(sc, -0.2, x1 - 0.2, zB, [1.7, 2.15], "#1f1e1d"),
    hobX: -1.0,
    sinkX: 1.1,
    tap: "#1f1e1d",
    itemsX: 0.1,
    pot: "#1f1e1d",
    extra: (sc) => {
      for (const x of [-0.9, 0.3, 1.5]) downlight(sc, x, 3.6);
      rug(sc, -1.0, 1.4, 2.9, 3.7, { c: "#bdb6ae", border: false });
    },
  });
}

/** A compact 2BHK kitchen: L-shaped in laminate, a window over the sink, a loft for steel vessels. */
export function kitchenCompact(key, W, H, view) {
  return styledKitchen(key, W, H, view, {
    half: 1.6,
    zB: 4.0,
    f: 0.52,
    room: { wall: "#f2eee6", floor: "#d4ccc0", floorStyle: "tiles", tile: 0.45, skirt: false },
    base: "#d9c3a3",
    top: "#3b3733",
    handle: "bar",
    hcol: "#b9b6b0",
    side: [2.3],
    sideTile: "#eef0ec",
    sideUpper: "#efe9df",
    splash: (sc, x0, x1, zB) => subway(sc, x0, x1, 0.9, 1.55, zB - 0.002, "#eef0ec", { grout: "#cfd3ce" }),
    mods: (len) => [
      { w: 0.6, rows: [1, 1, 1] },
      { w: 0.8, doors: 2 },
      { w: len - 1.4, rows: [1, 1.3] },
    ],
    window: [-0.6, 0.4, 1.2, 2.1],
    upper: (sc, x0, x1, zB, R) => {
      backWall(sc, 0.55, x1, zB, 1.55, 2.3, evenFronts(x1 - 0.55, 0.5), "#efe9df", {
        fronts: { handle: "bar", hpos: "bottom", hcol: "#b9b6b0" },
      });
      cabinet(sc, [x0, x1, 2.45, R.h, zB - 0.5, zB], "#efe9df", evenFronts(x1 - x0, 0.6), {
        fy: [2.46, R.h - 0.02],
        fronts: {
          handle: "knob",
          hcol: "#b9b6b0",
        },
      });
      for (let i = 0; i < 4; i++) sc.cyl(x0 + 0.35 + i * 0.22, 2.3, 2.42, zB - 0.05, 0.09, "#c9c6c0");
    },
    hobX: 1.0,
    hood: { c: "#d9d6cf", duct: "#e7e2da", w: 0.7 },
    sinkX: -0.1,
    itemsX: -1.45,
    extra: (sc) => plant(sc, -0.15, 3.9, { y: 2.1, kind: "leafy", h: 0.22, potR: 0.06, potH: 0.1, pot: C.terracotta, n: 6, leaf: 0.7 }),
  });
}
