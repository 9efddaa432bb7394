/**
 * The bedrooms of the case studies and lookbooks: the Mylapore minimalist
 * bedroom and the premium master suite.
 */
import { cabinet, sideCabinet, slatWall, wardrobeSide } from "../cabinets.mjs";
import { plant, rug } from "../furnishings.mjs";
import { coveTray, floorLamp, scallop, wash } from "../lights.mjs";
import { clothes, books, vase } from "../objects.mjs";
import { C } from "../palette.mjs";
import { curtainX, room, sideWindow } from "../room.mjs";
import { finish, newScene } from "../scene.mjs";
import { loungeChair } from "../seating.mjs";
import { bed, bench, sideTable } from "../tables-beds.mjs";
import { place, shade } from "../util.mjs";

/** A bedside shelf floating off the wall with one drawer, and a slim reading light above it. */
function floatingBedside(sc, x, z, c, o = {}) {
  const y = o.y ?? 0.45;
  sc.wallShadow(x - 0.25, x + 0.25, y, y + 0.16, z, { op: 0.25, blur: 0.03, dy: 0.04 });
  cabinet(sc, [x - 0.25, x + 0.25, y, y + 0.16, z - 0.38, z], c, [{ w: 0.5 }], {
    fy: [y + 0.01, y + 0.15],
    fronts: { handle: o.handle ?? "gola" },
  });
  if (o.light !== false) {
    const k = sc.k(z);
    const [ax, ay] = sc.P(x + (o.side ?? 1) * 0.18, 1.2, z - 0.01);
    const [hx, hy] = sc.P(x + (o.side ?? 1) * 0.05, 1.08, z - 0.25);
    sc.line(ax, ay, hx, hy, o.arm ?? C.ink, Math.max(1, 0.012 * k));
    sc.ell(hx, hy, 0.035 * k, 0.02 * k, o.arm ?? C.ink);
    sc.glow(hx, hy + 0.04 * k, 0.25 * k, "#fff0cf", 0.45);
  }
}

/** The Mylapore bedroom: pale oak sliding wardrobe wall, low linen bed, fluted headboard, floating shelves, reading chair. */
export function bedroomMinimal(key, W, H, view) {
  const sc = newScene(key, W, H, { f: W * 0.58, cy: H * 0.47, eye: 1.3, camX: 0.3, light: [0.55, 0.75, -0.45] }, view);
  const R = room(sc, { xL: -3.0, xR: 3.0, h: 2.9, zB: 5.6, wall: "#f4f0e8", floor: "#d6bd98", plank: 0.22, skirt: "#ece6db" });
  const z = R.zB - 0.002;
  const oak = "#dcc3a0";
  coveTray(sc, { inset: 0.5, zNear: 1.8, depth: 0.14, glowOp: 0.6 });
  // Fluted headboard panel with wall washers grazing down it.
  slatWall(sc, -1.6, 2.0, 0.07, 1.45, z, "#e6d6bf", { pitch: 0.05 });
  for (const x of [-0.9, 1.3]) scallop(sc, x, z, { top: 1.45, h: 1.0, w: 0.7 });
  // Sliding wardrobe on the left wall: skirting to ceiling, handle-less, shadow lines only.
  const sliders = [0, 1, 2, 3, 4].map(() => ({ w: (R.zB - 1.7) / 5 }));
  const fronts = { handle: "none", gap: 0.004, grain: true };
  sideCabinet(sc, "L", 0.62, [0, R.h, 1.7, R.zB], oak, sliders, { fy: [0.02, R.h - 0.02], fronts });
  // Window with cotton curtains, an armchair for reading and a narrow dresser.
  sideWindow(sc, "R", 3.0, 4.6, 0.4, 2.5, { panes: 2, lightOp: 0.32 });
  curtainX(sc, R.xR - 0.1, 4.6, 5.2, 0.02, 2.85, "#f4efe6");
  curtainX(sc, R.xR - 0.1, 2.45, 3.0, 0.02, 2.85, "#f4efe6");
  rug(sc, -1.3, 2.2, 2.6, 5.0, { c: "#efe8dd", border: false });
  sideCabinet(sc, "R", 0.4, [0.0, 0.8, 1.7, 2.4], oak, [{ w: 0.7, rows: [1, 1, 1] }], { fy: [0.05, 0.78], fronts: { handle: "gola" } });
  vase(sc, R.xR - 0.2, 0.8, 2.05, { kind: "bottle", c: C.stone, s: 0.8, stems: 3, stemH: 0.25 });
  loungeChair(sc, { tf: place(2.2, 3.7, Math.PI / 2 + 0.5), c: "#e8dfd0", wood: oak });
  // Floating bedside shelves, each with a drawer and a black reading arm.
  floatingBedside(sc, -1.25, z, oak, { side: -1 });
  floatingBedside(sc, 1.65, z, oak);
  books(sc, 1.45, 1.7, 0.61, z - 0.2, 0.05, { pal: [C.sage, C.cream, C.sand], gaps: false });
  // The low upholstered bed, with a warm strip underneath as a night light.
  const [gx, gy] = sc.P(0.2, 0.02, R.zB - 1.2);
  sc.ell(gx, gy, 1.1 * sc.k(R.zB - 1.2), 0.1 * sc.k(R.zB - 1.2), "#ffd9a0", { op: 0.55, blur: 10 });
  bed(sc, {
    x: 0.2,
    zw: R.zB,
    w: 1.8,
    hbC: "#e3d7c6",
    hbH: 0.95,
    hbSoft: 0.04,
    channels: false,
    frame: "#e3d7c6",
    duvet: "#e8dfcf",
    sheet: "#f7f4ee",
    cushions: ["#ddd1bf", "#f1ebe0"],
  });
  plant(sc, -1.9, 2.4, { kind: "snake", h: 0.8, potR: 0.15, pot: "#e9e1d4", potShape: "round" });
  return finish(sc);
}

/** The premium suite: full-height padded headboard wall framed in walnut, bronze-glass wardrobes, a lounge corner. */
export function bedroomPremium(key, W, H, view) {
  const sc = newScene(key, W, H, { f: W * 0.58, cy: H * 0.47, eye: 1.35, camX: -0.2 }, view);
  const R = room(sc, { xL: -3.2, xR: 3.2, h: 3.0, zB: 5.8, wall: "#d9cfc2", floor: "#6e5442", floorStyle: "wide", skirt: "#4a3a2e" });
  const z = R.zB - 0.002;
  const walnut = C.walnut;
  const taupe = "#9c8574";
  coveTray(sc, { inset: 0.55, zNear: 2.0, depth: 0.16, glowOp: 0.8, c: "#efe6d8" });
  // Headboard wall: padded panels in a walnut frame, set forward with a warm wash from above.
  sc.qz(z, -2.0, 2.0, 0, R.h, walnut);
  sc.box(-1.85, 1.85, 0.1, R.h - 0.2, z - 0.06, z - 0.001, taupe, { soft: 0.01 });
  for (let x = -1.85 + 0.37; x < 1.85 - 0.01; x += 0.37)
    sc.line3([x, 0.1, z - 0.061], [x, R.h - 0.2, z - 0.061], shade(taupe, -0.25), 1.2, { op: 0.6 });
  for (const y of [1.0, 1.9]) sc.line3([-1.85, y, z - 0.061], [1.85, y, z - 0.061], shade(taupe, -0.25), 1.2, { op: 0.6 });
  wash(sc, z - 0.06, -1.85, 1.85, 1.6, R.h - 0.2, "#ffe2b0", 0.55);
  // Bronze fluted-glass wardrobes on the left, lit inside.
  wardrobeSide(sc, "L", 2.2, R.zB - 0.05, "#4a3a2e", {
    handle: "long",
    hcol: "#c8a46a",
    glassEvery: 2,
    items: (map, a, b, bt, t) => {
      sc.poly3([map(a, bt), map(b, bt), map(b, t), map(a, t)], sc.lin(["#6b5238", "#3a2a1e"]));
      clothes(sc, map, a, b, bt, t, [C.cream, "#8c6e5a", C.sand, "#5a4a3f", C.white]);
      sc.poly3([map(a, bt), map(b, bt), map(b, t), map(a, t)], "#b08a5a", { op: 0.25 });
      sc.poly3([map(a, t - 0.05), map(b, t - 0.05), map(b, t), map(a, t)], "#ffe2a8", { op: 0.6 });
    },
  });
  // Floating bedside drawers, a wool rug beyond the bed, a bench at its foot.
  rug(sc, -1.9, 2.3, 2.5, 5.4, { c: "#cfc2ad", border: false });
  floatingBedside(sc, -1.55, z - 0.06, walnut, { y: 0.4, side: -1, arm: "#c8a46a" });
  floatingBedside(sc, 1.55, z - 0.06, walnut, { y: 0.4, arm: "#c8a46a" });
  bed(sc, {
    x: 0,
    zw: z - 0.06,
    w: 2.0,
    hbC: taupe,
    hbH: 0.02,
    channels: false,
    duvet: "#efe7db",
    frame: walnut,
    throw: "#6e5442",
    cushions: [taupe, "#c8a46a", taupe],
    pillow: "#f6f1e8",
  });
  bench(sc, -0.85, 0.85, 3.05, 3.45, { c: taupe, legC: "#c8a46a" });
  // The lounge corner by the window: armchair, side table, floor lamp.
  sideWindow(sc, "R", 3.6, 5.2, 0.3, 2.6, { panes: 2, lightOp: 0.18, sky1: "#c9d3d3", sky2: "#efd9b8" });
  curtainX(sc, R.xR - 0.12, 5.2, 5.75, 0.02, 2.95, "#8c7664");
  curtainX(sc, R.xR - 0.16, 3.0, 3.6, 0.02, 2.95, "#efe8dc", { op: 0.7 });
  sideTable(sc, 2.55, 2.95, 2.6, 3.0, 0.5, { c: walnut, drawers: [1] });
  floorLamp(sc, 2.85, 4.7, { kind: "tripod", shadeC: "#efe3cd", leg: walnut });
  loungeChair(sc, { tf: place(2.4, 3.9, Math.PI / 2 + 0.45), c: "#b49a7e", wood: walnut });
  plant(sc, 2.8, 2.2, { kind: "leafy", h: 0.9, potR: 0.16, pot: C.cream, potShape: "round" });
  return finish(sc, { vignette: 0.26 });
}
