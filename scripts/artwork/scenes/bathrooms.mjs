/** Bathrooms. */
import { shutters } from "../cabinets.mjs";
import { mirror, plant, rug } from "../furnishings.mjs";
import { marbleZ } from "../kitchen-parts.mjs";
import { vase } from "../objects.mjs";
import { C } from "../palette.mjs";
import { room } from "../room.mjs";
import { finish, newScene } from "../scene.mjs";
import { f1, shade } from "../util.mjs";

export function bathroomLuxe(key, W, H, view) {
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
  sc.qz(
    z,
    1.4,
    2.0,
    1.15,
    1.55,
    sc.lin([
      [0, "#fff3d6", 0.8],
      [1, "#fff3d6", 0],
    ]),
  );
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
  const [g0x, g0y] = sc.P(0.35, 2.15, gz);
  const [g1x, g1y] = sc.P(1.55, 0.02, gz);
  sc.rect(
    g0x,
    g0y,
    g1x - g0x,
    g1y - g0y,
    sc.lin(
      [
        [0, "#eaf4f2", 0.28],
        [0.4, "#eaf4f2", 0.08],
        [0.45, "#ffffff", 0.3],
        [0.52, "#eaf4f2", 0.06],
        [1, "#eaf4f2", 0.2],
      ],
      [0, 0, 1, 1],
    ),
  );
  const gk = sc.k(gz);
  sc.rect(g0x, g0y, g1x - g0x, g1y - g0y, "none", { stroke: C.brass, sw: 0.018 * gk });
  sc.line3([0.35, 2.15, gz], [0.35, 2.15, R.zB], C.brass, 0.012 * gk);
  // Floating vanity, vessel basin and backlit mirror.
  mirror(sc, -1.05, 1.75, z, 0.42, { backlit: true, arch: 1.9, frame: C.brass });
  for (const x of [-1.75, -0.35]) {
    const [sx, sy] = sc.P(x, 1.75, z);
    sc.glow(sx, sy, 0.3 * k, "#ffe7bd", 0.6);
    sc.rect(sx - 0.035 * k, sy - 0.12 * k, 0.07 * k, 0.24 * k, "#fbf3e4", { rx: 0.03 * k });
  }
  sc.wallShadow(-1.95, -0.15, 0.45, 0.9, z, { op: 0.3, blur: 0.05, dy: 0.05 });
  sc.box(-1.95, -0.15, 0.45, 0.84, R.zB - 0.55, R.zB, C.walnut);
  shutters(sc, (u, v) => [-1.95 + u, v, R.zB - 0.551], 0.46, 0.83, [{ w: 0.9 }, { w: 0.9 }], C.walnut, {
    handle: "bar",
    hcol: C.brass,
    grain: true,
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
