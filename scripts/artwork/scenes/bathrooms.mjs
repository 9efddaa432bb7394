/** Bathrooms: the teal zellige bathroom and the Besant Nagar stone-tone bathroom. */
import { cabinet, slatWall } from "../cabinets.mjs";
import { coveTray, wash } from "../lights.mjs";
import { mirror, plant, rug } from "../furnishings.mjs";
import { glassPanel, streak } from "../glass.mjs";
import { marbleZ } from "../kitchen-parts.mjs";
import { vase } from "../objects.mjs";
import { C } from "../palette.mjs";
import { ledGlow } from "../media.mjs";
import { room } from "../room.mjs";
import { finish, newScene } from "../scene.mjs";
import { f1, shade } from "../util.mjs";

/** Deep teal zellige wet zone, marble walls, a brass-framed glass screen and a walnut vanity. */
export function bathroomTeal(key, W, H, view) {
  const sc = newScene(key, W, H, { f: W * 0.6, cy: H * 0.47, eye: 1.45, camX: -0.2 }, view);
  const R = room(sc, {
    xL: -2.4,
    xR: 2.4,
    h: 2.9,
    zB: 4.6,
    wall: "#e9e2d8",
    floor: "#cfc5b6",
    floorStyle: "tiles",
    tile: 0.6,
    skirt: false,
  });
  const z = R.zB - 0.002;
  marbleZ(sc, R.xL, 0.35, 0, 2.9, z, "#eee8df", { veins: 6 });
  for (const y of [1.2, 2.4]) sc.line3([R.xL, y, z], [0.35, y, z], "#cfc5b7", 1.2);
  for (const x of [-1.2, 0]) sc.line3([x, 0, z], [x, 2.9, z], "#cfc5b7", 1.2);
  // Wet zone in deep teal zellige.
  const k = sc.k(z);
  const [tx, ty] = sc.P(0.35, 2.9, z);
  const tile = 0.1 * k;
  const zel = sc.pattern(
    "zel",
    tile * 2,
    tile * 2,
    ["#2f6768", "#285b5d", "#346f6f", "#2b6163"]
      .map(
        (c, i) =>
          `<rect x="${f1((i % 2) * tile + 0.6)}" y="${f1(Math.floor(i / 2) * tile + 0.6)}" width="${f1(tile - 1.2)}" height="${f1(tile - 1.2)}" fill="${c}"/>`,
      )
      .join(""),
    ` x="${f1(tx)}" y="${f1(ty)}"`,
  );
  sc.qz(z, 0.35, R.xR, 0, 2.9, "#e8e2d8");
  sc.qz(z, 0.36, R.xR, 0, 2.9, zel);
  sc.qz(
    z,
    0.36,
    R.xR,
    0,
    2.9,
    sc.lin(
      [
        [0, "#ffffff", 0.1],
        [1, "#000000", 0.1],
      ],
      [0, 0, 1, 1],
    ),
  );
  sc.qx(R.xR - 0.002, 0, 2.9, 2.8, R.zB, "#2a5d5f");
  // Lit niche with bottles.
  sc.qz(z, 1.4, 2.0, 1.15, 1.55, "#dcc7a3");
  wash(sc, z, 1.4, 2.0, 1.15, 1.55, "#fff3d6", 0.8);
  vase(sc, 1.55, 1.15, z - 0.05, { kind: "bottle", c: "#f2ede4", s: 0.6 });
  vase(sc, 1.72, 1.15, z - 0.05, { kind: "jar", c: C.brass, s: 0.7 });
  vase(sc, 1.87, 1.15, z - 0.05, { kind: "bottle", c: C.terracotta, s: 0.5 });
  // Rain shower and mixer.
  {
    const [ax, ay] = sc.P(1.3, 2.45, z);
    const [hx, hy] = sc.P(1.3, 2.45, z - 0.45);
    sc.line(ax, ay, hx, hy, C.brass, 0.02 * k);
    const hd = sc.disc(1.3, 2.42, z - 0.45, 0.17, C.brass);
    sc.ell(hd.cx, hd.cy + 2, hd.rx * 0.9, Math.max(1.5, hd.ry * 0.6), "#8f7341");
    const [mx, my] = sc.P(1.3, 1.1, z);
    sc.ell(mx, my, 0.07 * k, 0.07 * k, C.brass);
    sc.line(mx, my, mx + 0.09 * k, my - 0.02 * k, shade(C.brass, -0.2), 0.02 * k);
    sc.line(mx, my - 0.35 * k, mx, ay, C.brass, 0.012 * k, { op: 0.9 });
  }
  // Glass screen with brass profile.
  const gz = R.zB - 1.25;
  glassPanel(sc, 0.35, 1.55, 0.02, 2.15, gz, "#eaf4f2", [0.28, 0.08, 0.3, 0.06, 0.2]);
  const gk = sc.k(gz);
  sc.qz(gz, 0.35, 1.55, 0.02, 2.15, "none", { stroke: C.brass, sw: 0.018 * gk });
  sc.line3([0.35, 2.15, gz], [0.35, 2.15, R.zB], C.brass, 0.012 * gk);
  // Floating vanity, vessel basin and backlit mirror.
  mirror(sc, -1.05, 1.75, z, 0.42, { backlit: true, arch: 1.9, frame: C.brass });
  for (const x of [-1.75, -0.35]) {
    const [sx, sy] = sc.P(x, 1.75, z);
    sc.glow(sx, sy, 0.3 * k, "#ffe7bd", 0.6);
    sc.rect(sx - 0.035 * k, sy - 0.12 * k, 0.07 * k, 0.24 * k, "#fbf3e4", { rx: 0.03 * k });
  }
  sc.wallShadow(-1.95, -0.15, 0.45, 0.9, z, { op: 0.3, blur: 0.05, dy: 0.05 });
  cabinet(sc, [-1.95, -0.15, 0.45, 0.84, R.zB - 0.55, R.zB], C.walnut, [{ w: 0.9 }, { w: 0.9 }], {
    fy: [0.46, 0.83],
    fronts: {
      handle: "bar",
      hcol: C.brass,
      grain: true,
    },
  });
  sc.box(-1.97, -0.13, 0.84, 0.88, R.zB - 0.57, R.zB, "#f2eee8");
  const [gx, gy] = sc.P(-1.05, 0.4, R.zB - 0.3);
  sc.ell(gx, gy, 0.95 * k, 0.05 * k, "#ffe3b0", { op: 0.5, blur: 6 });
  vase(sc, -1.05, 0.88, R.zB - 0.3, { kind: "bowl", c: "#fbf8f3", s: 1.45 });
  {
    const [fx, fy] = sc.P(-1.05, 1.18, z);
    sc.line(fx, fy, fx, fy + 0.18 * k, C.brass, 0.022 * k);
    sc.ell(fx, fy, 0.03 * k, 0.03 * k, C.brass);
  }
  vase(sc, -1.7, 0.88, R.zB - 0.25, { kind: "bottle", c: C.sage, s: 0.55 });
  vase(sc, -0.45, 0.88, R.zB - 0.3, { kind: "round", c: C.cream, s: 0.5, stems: 3, stemH: 0.2 });
  // Towels on a brass bar on the side wall.
  sc.qx(R.xL + 0.04, 0.85, 1.5, 3.0, 3.6, "#efe6d6");
  sc.qx(R.xL + 0.045, 0.95, 1.0, 3.0, 3.6, C.terracotta);
  sc.qx(R.xL + 0.05, 1.47, 1.52, 2.95, 3.65, C.brass);
  rug(sc, 0.5, 1.4, 2.7, 3.1, { c: "#efe8dc", border: false });
  plant(sc, -1.95, 3.3, { kind: "snake", h: 0.9, potR: 0.16, pot: "#e8e1d6", potShape: "round" });
  return finish(sc);
}

/** Warm stone-coloured porcelain in 600 × 1200 mm slabs on a back-wall area. */
function slabs(sc, x0, x1, y0, y1, z, c) {
  sc.qz(z, x0, x1, y0, y1, sc.lin([shade(c, 0.05), shade(c, -0.04)], [0, 0, 1, 1]));
  for (let x = x0 + 0.6; x < x1 - 0.01; x += 0.6) sc.line3([x, y0, z - 0.001], [x, y1, z - 0.001], shade(c, -0.12), 1, { op: 0.7 });
  for (let y = y0 + 1.2; y < y1 - 0.01; y += 1.2) sc.line3([x0, y, z - 0.001], [x1, y, z - 0.001], shade(c, -0.12), 1, { op: 0.7 });
}

/**
 * The Besant Nagar bathroom: stone-tone porcelain slabs, a fluted accent
 * behind a wall-hung oak-look vanity with a quartz top, a backlit mirror, a
 * frameless glass panel, rain and hand shower, a lit niche and a towel rail.
 */
export function bathroomLuxe(key, W, H, view) {
  const sc = newScene(key, W, H, { f: W * 0.56, cy: H * 0.47, eye: 1.45, camX: -0.1 }, view);
  const stone = "#d8c8b0";
  const R = room(sc, {
    xL: -2.2,
    xR: 2.2,
    h: 2.8,
    zB: 4.4,
    wall: stone,
    floor: "#cdbb9f",
    floorStyle: "tiles",
    tile: 0.6,
    grout: -0.1,
    skirt: false,
  });
  const z = R.zB - 0.002;
  const k = sc.k(z);
  const gold = "#c9a86a";
  coveTray(sc, { inset: 0.35, zNear: 1.6, depth: 0.1, glowOp: 0.6, c: "#efe7da" });
  slabs(sc, R.xL, R.xR, 0, R.h, z, stone);
  // Fluted ceramic accent behind the vanity.
  slatWall(sc, -2.0, -0.2, 0, R.h, z - 0.003, "#e2d4bd", { pitch: 0.05 });
  // Backlit mirror cabinet.
  const [ma, mb] = sc.P(-1.75, 2.0, z - 0.12);
  const [mc, md] = sc.P(-0.45, 1.15, z - 0.12);
  sc.rect(ma - 0.06 * k, mb - 0.06 * k, mc - ma + 0.12 * k, md - mb + 0.12 * k, "#fff0cc", { op: 0.8, blur: 0.07 * k });
  sc.box(-1.75, -0.45, 1.15, 2.0, z - 0.12, z - 0.004, "#e9e4da");
  sc.rect(ma, mb, mc - ma, md - mb, sc.lin(["#e2e5df", "#b9c1bb", "#e6e2d8"], [0, 0, 1, 1]));
  sc.rect(ma, mb, mc - ma, md - mb, streak(sc, 0.42, 0.48, 0.56));
  // Wall-hung vanity in oak-look laminate with a pale quartz top and a brushed gold tap.
  const oak = "#c9a57c";
  sc.wallShadow(-1.8, -0.4, 0.45, 0.88, z - 0.004, { op: 0.3, blur: 0.05, dy: 0.05 });
  const [gx, gy] = sc.P(-1.1, 0.03, z - 0.3);
  sc.ell(gx, gy, 0.8 * k, 0.05 * k, "#ffe3b0", { op: 0.45, blur: 6 });
  cabinet(
    sc,
    [-1.8, -0.4, 0.45, 0.84, z - 0.52, z - 0.004],
    oak,
    [
      { w: 0.7, rows: [1, 1] },
      { w: 0.7, rows: [1, 1] },
    ],
    { fy: [0.46, 0.83], fronts: { handle: "gola", grain: true } },
  );
  sc.box(-1.82, -0.38, 0.84, 0.88, z - 0.54, z - 0.004, "#f1ece3");
  sc.qy(0.881, -1.35, -0.85, z - 0.42, z - 0.12, "#e6e1d8");
  const [tx, ty] = sc.P(-1.1, 0.88, z - 0.06);
  sc.path(`M${f1(tx)},${f1(ty)}L${f1(tx)},${f1(ty - 0.22 * k)}L${f1(tx + 0.12 * k)},${f1(ty - 0.22 * k)}`, "none", {
    stroke: gold,
    sw: 0.022 * k,
    join: "round",
  });
  vase(sc, -1.6, 0.88, z - 0.25, { kind: "bottle", c: C.cream, s: 0.5 });
  vase(sc, -0.6, 0.88, z - 0.25, { kind: "round", c: C.sage, s: 0.45, stems: 3, stemH: 0.18 });
  // Wet zone: lit niche, rain shower and hand shower on a rail, a frameless glass panel.
  sc.qz(z - 0.001, 0.6, 1.4, 1.05, 1.45, shade(stone, -0.12));
  ledGlow(sc, 0.6, 1.4, 1.45, z - 0.002, 1, { h: 0.4, op: 0.55 });
  vase(sc, 0.8, 1.05, z - 0.06, { kind: "bottle", c: "#efe9df", s: 0.55 });
  vase(sc, 1.1, 1.05, z - 0.06, { kind: "jar", c: gold, s: 0.6 });
  {
    const [ax, ay] = sc.P(1.0, 2.45, z);
    const [hx, hy] = sc.P(1.0, 2.45, z - 0.45);
    sc.line(ax, ay, hx, hy, gold, 0.02 * k);
    const hd = sc.disc(1.0, 2.42, z - 0.45, 0.17, gold);
    sc.ell(hd.cx, hd.cy + 2, hd.rx * 0.9, Math.max(1.5, hd.ry * 0.6), "#8f7341");
    sc.line3([1.6, 0.9, z - 0.01], [1.6, 2.0, z - 0.01], gold, 0.012 * k);
    const [sx, sy] = sc.P(1.6, 1.75, z - 0.03);
    sc.ell(sx, sy, 0.025 * k, 0.06 * k, gold);
    const [mx, my] = sc.P(1.25, 1.0, z);
    sc.ell(mx, my, 0.06 * k, 0.06 * k, gold);
    sc.ell(mx, my, 0.035 * k, 0.035 * k, shade(gold, -0.2));
  }
  const gz = R.zB - 1.25;
  glassPanel(sc, 0.15, 1.2, 0.02, 2.1, gz, "#f4fbf9", [0.22, 0.06, 0.28, 0.05, 0.16]);
  for (const y of [0.3, 1.8]) {
    const [cx, cy] = sc.P(0.15, y, gz);
    sc.rect(cx - 0.012 * sc.k(gz), cy, 0.024 * sc.k(gz), 0.06 * sc.k(gz), gold);
  }
  // Wall-hung WC and the heated towel rail on the right wall.
  for (const y of [0.9, 1.05, 1.2, 1.35, 1.5]) sc.box(R.xR - 0.06, R.xR - 0.03, y, y + 0.02, 3.45, 3.95, gold);
  sc.qx(R.xR - 0.065, 1.0, 1.45, 3.5, 3.9, "#efe3cf");
  sc.qx(R.xR - 0.002, 0.9, 1.05, 2.7, 2.95, "#ece6dc");
  sc.box(R.xR - 0.55, R.xR, 0.35, 0.45, 2.6, 3.05, "#f7f5f1", { soft: 0.05 });
  sc.box(R.xR - 0.5, R.xR - 0.05, 0.2, 0.36, 2.65, 3.0, "#f1eee8", { soft: 0.08 });
  rug(sc, -1.5, -0.5, 2.4, 3.0, { c: "#efe8dc", border: false });
  const [nx, ny] = sc.P(-1.9, 0.2, 3.2);
  sc.glow(nx, ny, 0.2 * sc.k(3.2), "#ffe6b0", 0.5);
  return finish(sc);
}
