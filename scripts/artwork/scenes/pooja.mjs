/** The pooja unit. */
import { cabinet, slatWall } from "../cabinets.mjs";
import { plant } from "../furnishings.mjs";
import { vase } from "../objects.mjs";
import { C } from "../palette.mjs";
import { room } from "../room.mjs";
import { finish, newScene } from "../scene.mjs";
import { f1, f3, shade } from "../util.mjs";

function bell(sc, x, yTop, z, len, o = {}) {
  const k = sc.k(z);
  const [px, py] = sc.P(x, yTop, z);
  const by = py + len * k;
  const s = (o.s ?? 0.09) * k;
  for (let y = py; y < by - s * 0.2; y += 0.03 * k)
    sc.ell(px, y, 0.008 * k, 0.012 * k, "none", { stroke: C.brass, sw: Math.max(0.7, 0.004 * k) });
  sc.path(
    `M${f1(px - s * 0.3)},${f1(by)}C${f1(px - s * 0.35)},${f1(by + s * 0.6)} ${f1(px - s * 0.6)},${f1(by + s * 1.1)} ${f1(px - s)},${f1(by + s * 1.4)}L${f1(px + s)},${f1(by + s * 1.4)}C${f1(px + s * 0.6)},${f1(by + s * 1.1)} ${f1(px + s * 0.35)},${f1(by + s * 0.6)} ${f1(px + s * 0.3)},${f1(by)}Z`,
    sc.lin([shade(C.brass, 0.35), C.brass, shade(C.brass, -0.3)], [0, 0, 1, 0]),
  );
  sc.ell(px, by + s * 1.4, s, s * 0.18, shade(C.brass, -0.35));
  sc.ell(px, by + s * 1.55, s * 0.16, s * 0.16, shade(C.brass, -0.2));
  sc.ell(px, by, s * 0.3, s * 0.12, shade(C.brass, 0.2));
}

function diya(sc, x, y, z, s = 1) {
  const k = sc.k(z) * s;
  const [px, py] = sc.P(x, y, z);
  sc.glow(px, py - 0.06 * k, 0.28 * k, "#ffc970", 0.65);
  sc.path(
    `M${f1(px - 0.07 * k)},${f1(py - 0.03 * k)}Q${f1(px)},${f1(py + 0.03 * k)} ${f1(px + 0.07 * k)},${f1(py - 0.03 * k)}L${f1(px + 0.09 * k)},${f1(py - 0.045 * k)}Q${f1(px)},${f1(py - 0.02 * k)} ${f1(px - 0.07 * k)},${f1(py - 0.03 * k)}Z`,
    sc.lin([shade(C.brass, 0.3), shade(C.brass, -0.2)], [0, 0, 1, 0]),
  );
  sc.path(
    `M${f1(px + 0.04 * k)},${f1(py - 0.04 * k)}Q${f1(px + 0.015 * k)},${f1(py - 0.085 * k)} ${f1(px + 0.045 * k)},${f1(py - 0.13 * k)}Q${f1(px + 0.075 * k)},${f1(py - 0.085 * k)} ${f1(px + 0.05 * k)},${f1(py - 0.04 * k)}Z`,
    sc.rad(["#fffbe8", "#ffd36b", "#f08a2c"], { cx: 0.5, cy: 0.7, r: 0.6 }),
  );
}

function marigolds(sc, pts, k) {
  pts.forEach(([x, y], i) => sc.ell(x, y, 0.022 * k, 0.022 * k, i % 3 === 2 ? "#f6f0e2" : i % 2 ? "#f2a23a" : "#e8792a"));
}

export function pooja(key, W, H, view) {
  const sc = newScene(key, W, H, { f: W * 0.64, cy: H * 0.45, eye: 1.35 }, view);
  const R = room(sc, {
    xL: -2.3,
    xR: 2.3,
    h: 2.9,
    zB: 4.3,
    wall: "#efe3cf",
    floor: "#ebe4d8",
    floorStyle: "marble",
    tile: 0.6,
    skirt: false,
  });
  const zB = R.zB;
  const z = zB - 0.002;
  const k = sc.k(z);
  // Walnut slats either side of the alcove.
  slatWall(sc, R.xL, -1.15, 0, 2.9, z, C.walnut, { pitch: 0.06 });
  slatWall(sc, 1.15, R.xR, 0, 2.9, z, C.walnut, { pitch: 0.06 });
  // Arched alcove with a backlit jali.
  const [a, b] = sc.P(-1.0, 2.55, z);
  const [c, e] = sc.P(1.0, 0.75, z);
  const r = (c - a) / 2;
  const arch = (m) =>
    `M${f1(a + m)},${f1(e)}L${f1(a + m)},${f1(b + r)}A${f1(r - m)},${f1(r - m)} 0 0 1 ${f1(c - m)},${f1(b + r)}L${f1(c - m)},${f1(e)}Z`;
  sc.path(arch(-0.05 * k), C.brass);
  sc.path(arch(0), sc.rad(["#fff2cf", "#f5c97d", "#c98a45"], { cx: 0.5, cy: 0.55, r: 0.7 }));
  const t = 0.16 * k;
  const jr = t * 0.36;
  const jali = `<path fill-rule="evenodd" fill="#8a5a34" d="M0,0H${f1(t)}V${f1(t)}H0Z${[
    [t / 2, t / 2],
    [0, 0],
    [t, 0],
    [0, t],
    [t, t],
  ]
    .map(([cx, cy]) => `M${f1(cx - jr)},${f1(cy)}a${f1(jr)},${f1(jr)} 0 1 0 ${f1(2 * jr)},0a${f1(jr)},${f1(jr)} 0 1 0 ${f1(-2 * jr)},0Z`)
    .join("")}"/>`;
  sc.path(arch(0.07 * k), sc.pattern("jali", t, t, jali, ` x="${f1(a)}" y="${f1(b)}"`));
  sc.path(
    arch(0.07 * k),
    sc.rad(
      [
        [0, "#fff5d8", 0.55],
        [0.6, "#fff5d8", 0.1],
        [1, "#fff5d8", 0],
      ],
      { cx: 0.5, cy: 0.6, r: 0.6 },
    ),
  );
  sc.path(arch(0.07 * k), "none", { stroke: "#7a4e2c", sw: 0.03 * k });
  // Garland: a swag across the top and strings down the sides.
  {
    const pts = [];
    for (let i = 0; i <= 26; i++) {
      const tt = i / 26;
      const ang = Math.PI * (1 - tt);
      pts.push([
        (a + c) / 2 + Math.cos(ang) * (r - 0.1 * k),
        b + r - Math.sin(ang) * (r - 0.1 * k) + Math.sin(tt * Math.PI * 4) * 0.02 * k,
      ]);
    }
    marigolds(sc, pts, k);
    for (const x of [a + 0.1 * k, c - 0.1 * k]) {
      const col = [];
      for (let y = b + r; y < b + r + 0.8 * k; y += 0.04 * k) col.push([x, y]);
      marigolds(sc, col, k);
    }
  }
  bell(sc, -0.45, 2.35, z - 0.1, 0.45, { s: 0.075 });
  bell(sc, 0.45, 2.35, z - 0.1, 0.45, { s: 0.075 });
  // Cabinet, marble platform and a raised step for lamps.
  cabinet(
    sc,
    [-1.05, 1.05, 0.08, 0.72, zB - 0.48, zB],
    C.walnut,
    [
      { w: 0.7, rows: [1, 1] },
      { w: 0.7, doors: 2 },
      { w: 0.7, rows: [1, 1] },
    ],
    { plinth: zB - 0.42, fy: [0.09, 0.71], fronts: { handle: "knob", hcol: C.brass, grain: true } },
  );
  sc.box(-1.1, 1.1, 0.72, 0.77, zB - 0.52, zB, "#f3efe8");
  sc.box(-0.65, 0.65, 0.77, 0.95, zB - 0.3, zB, "#f3efe8");
  diya(sc, -0.85, 0.77, zB - 0.35, 1.1);
  diya(sc, 0.85, 0.77, zB - 0.35, 1.1);
  diya(sc, -0.3, 0.95, zB - 0.15);
  diya(sc, 0.3, 0.95, zB - 0.15);
  vase(sc, 0, 0.95, zB - 0.15, { kind: "round", c: C.brass, s: 0.9, stems: 5, stemH: 0.22, leafC: "#6f8a4a", stemC: "#5d7440" });
  {
    const [fx, fy] = sc.P(-0.55, 0.77, zB - 0.4);
    const fk = sc.k(zB - 0.4);
    marigolds(
      sc,
      [
        [fx, fy - 0.02 * fk],
        [fx + 0.04 * fk, fy - 0.015 * fk],
        [fx + 0.02 * fk, fy - 0.05 * fk],
        [fx + 1.1 * fk, fy - 0.02 * fk],
        [fx + 1.14 * fk, fy - 0.03 * fk],
      ],
      fk,
    );
  }
  // Kolam on the floor and a brass urli with floating flowers.
  {
    const kz = 3.05;
    const [kx, ky] = sc.P(0, 0.002, kz);
    const kk = sc.k(kz);
    const squash = (sc.cam.eye / kz) * 1.0;
    let d = "";
    for (let i = 0; i < 8; i++) {
      const ang = (i / 8) * Math.PI * 2;
      const ex = Math.cos(ang) * 0.32 * kk;
      const ey = Math.sin(ang) * 0.32 * kk;
      d += `M0,0Q${f1(ex * 0.6 - ey * 0.35)},${f1(ey * 0.6 + ex * 0.35)} ${f1(ex)},${f1(ey)}Q${f1(ex * 0.6 + ey * 0.35)},${f1(ey * 0.6 - ex * 0.35)} 0,0`;
    }
    sc.add(
      `<g transform="translate(${f1(kx)},${f1(ky)}) scale(1,${f3(squash)})" fill="none" stroke="#fbf8f2" stroke-width="${f1(0.012 * kk)}" stroke-opacity="0.95">` +
        `<path d="${d}"/><circle r="${f1(0.42 * kk)}"/><circle r="${f1(0.08 * kk)}" fill="#e8792a" stroke="none"/>` +
        Array.from({ length: 16 }, (_, i) => {
          const ang = (i / 16) * Math.PI * 2;
          return `<circle cx="${f1(Math.cos(ang) * 0.5 * kk)}" cy="${f1(Math.sin(ang) * 0.5 * kk)}" r="${f1(0.015 * kk)}" fill="#fbf8f2" stroke="none"/>`;
        }).join("") +
        `</g>`,
    );
  }
  vase(sc, 1.55, 0, 3.4, { kind: "bowl", c: C.brass, s: 1.8 });
  {
    const [ux, uy] = sc.P(1.55, 0.14, 3.4);
    const uk = sc.k(3.4);
    marigolds(
      sc,
      [
        [ux - 0.1 * uk, uy],
        [ux, uy - 0.01 * uk],
        [ux + 0.09 * uk, uy + 0.005 * uk],
        [ux - 0.04 * uk, uy + 0.02 * uk],
        [ux + 0.04 * uk, uy - 0.02 * uk],
      ],
      uk * 1.4,
    );
  }
  plant(sc, -1.7, 3.5, { kind: "leafy", h: 0.9, potR: 0.17, pot: C.brass, potShape: "round" });
  return finish(sc, { vignette: 0.24 });
}
