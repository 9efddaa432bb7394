/** Cabinet fronts and built-in storage: shutters and handles, slatted panels, wall-side consoles and wardrobes. */
import { sheen } from "./glass.mjs";
import { C } from "./palette.mjs";
import { bboxOf, f1, shade } from "./util.mjs";

// Draws shutters on an arbitrary plane; map(u, v) -> world point where u runs
// along the cabinet and v is height above the floor.
export function shutters(sc, map, y0, y1, mods, c, o = {}) {
  const gap = o.gap ?? 0.006;
  const total = mods.reduce((a, m) => a + m.w, 0);
  sc.poly3([map(0, y0), map(total, y0), map(total, y1), map(0, y1)], o.gapC ?? shade(c, -0.45));
  let u = 0;
  for (const m of mods) {
    const rows = (m.rows ?? [1]).map((r) => (typeof r === "number" ? { f: r } : r));
    const sum = rows.reduce((a, r) => a + r.f, 0);
    const doors = m.doors ?? 1;
    let vTop = y1;
    for (const row of rows) {
      const hgt = ((y1 - y0) * row.f) / sum;
      const vBot = vTop - hgt;
      for (let d = 0; d < doors; d++) {
        const a = u + (d * m.w) / doors + gap / 2;
        const b = u + ((d + 1) * m.w) / doors - gap / 2;
        const t = vTop - gap / 2;
        const bt = vBot + gap / 2;
        const fill = row.fill ?? m.fill ?? c;
        const pts = [map(a, bt), map(b, bt), map(b, t), map(a, t)];
        const kind = row.kind ?? m.kind ?? "door";
        if (kind === "open") {
          sc.poly3(pts, shade(fill, -0.3));
          if (row.items !== false && o.items) o.items(map, a, b, bt, t);
          continue;
        }
        sc.poly3(pts, o.flat ? fill : sc.lin([shade(fill, 0.05), shade(fill, -0.05)]));
        if (kind === "glass" || kind === "fluted") {
          const fi = 0.035;
          const inner = [map(a + fi, bt + fi), map(b - fi, bt + fi), map(b - fi, t - fi), map(a + fi, t - fi)];
          sc.poly3(inner, row.glassC ?? (kind === "fluted" ? "#c9b99e" : "#3b2f27"));
          if (o.items && kind === "glass") o.items(map, a + fi, b - fi, bt + fi, t - fi);
          if (kind === "fluted") {
            for (let uu = a + fi + 0.03; uu < b - fi; uu += 0.03)
              sc.poly3([map(uu, bt + fi), map(uu + 0.008, bt + fi), map(uu + 0.008, t - fi), map(uu, t - fi)], "#fff6e4", { op: 0.35 });
          }
          sc.poly3(
            inner,
            sheen(sc, [
              [0, 0.22],
              [0.35, 0.04],
              [0.55, 0.14],
              [1, 0.02],
            ]),
          );
        } else if (kind === "shaker") {
          // A recessed centre panel inside a flat frame.
          const fi = Math.min(0.07, (b - a) * 0.18);
          const inner = [map(a + fi, bt + fi), map(b - fi, bt + fi), map(b - fi, t - fi), map(a + fi, t - fi)];
          sc.poly3(inner, shade(fill, -0.07));
          sc.poly3(inner, "none", { stroke: shade(fill, 0.18), sw: 1 });
        } else if (kind === "cane") {
          const fi = 0.04;
          caneFill(
            sc,
            [map(a + fi, bt + fi), map(b - fi, bt + fi), map(b - fi, t - fi), map(a + fi, t - fi)].map((p) => sc.P(...p)),
            row.caneC ?? o.caneC,
          );
        } else if (kind === "oven") {
          const fi = 0.04;
          sc.poly3(pts, "#27231f");
          sc.poly3([map(a + fi, bt + fi), map(b - fi, bt + fi), map(b - fi, t - 0.12), map(a + fi, t - 0.12)], "#14110f");
          sc.poly3([map(a + fi, t - 0.08), map(b - fi, t - 0.08), map(b - fi, t - 0.065), map(a + fi, t - 0.065)], "#b8b4ad");
          sc.poly3(
            [map(a + fi, bt + fi), map(b - fi, bt + fi), map(b - fi, t - 0.12), map(a + fi, t - 0.12)],
            sheen(sc, [
              [0, 0.12],
              [0.5, 0],
              [1, 0.05],
            ]),
          );
          continue;
        }
        if (o.grain) {
          for (let i = 1; i < 4; i++) {
            const uu = a + ((b - a) * i) / 4 + sc.r(-0.02, 0.02);
            sc.poly3([map(uu, bt), map(uu + 0.004, bt), map(uu + 0.004, t), map(uu, t)], shade(fill, -0.12), { op: 0.35 });
          }
        }
        const hk = row.handle ?? m.handle ?? o.handle ?? "bar";
        const side = m.hside ?? (doors === 2 ? (d === 0 ? "r" : "l") : "r");
        handle(sc, map, a, b, bt, t, hk, { drawer: rows.length > 1 && !row.door, side, pos: o.hpos ?? "top", col: o.hcol ?? C.brass });
      }
      vTop = vBot;
    }
    u += m.w;
  }
}

function handle(sc, map, a, b, bt, t, kind, o) {
  const col = o.col;
  const bar = (ua, ub, va, vb) => {
    sc.poly3([map(ua, va - 0.006), map(ub, va - 0.006), map(ub, vb - 0.006), map(ua, vb - 0.006)], "#1f1710", { op: 0.25 });
    const pts = [map(ua, va), map(ub, va), map(ub, vb), map(ua, vb)];
    const [x0, y0, x1, y1] = bboxOf(pts.map((p) => sc.P(...p)));
    sc.poly3(pts, (x1 - x0) * (y1 - y0) > 400 ? sc.lin([shade(col, 0.35), col, shade(col, -0.25)]) : col);
  };
  if (kind === "none") return;
  if (kind === "profile") {
    // A brushed-steel pull running the full width of the front.
    sc.poly3([map(a, t - 0.024), map(b, t - 0.024), map(b, t - 0.008), map(a, t - 0.008)], sc.lin(["#e4e2de", "#9d9a94"]));
    return;
  }
  if (kind === "gola") {
    sc.poly3([map(a, t - 0.018), map(b, t - 0.018), map(b, t), map(a, t)], "#1e1915", { op: 0.55 });
    return;
  }
  if (kind === "knob") {
    const uu = o.side === "r" ? b - 0.05 : a + 0.05;
    const vv = o.drawer ? (bt + t) / 2 : o.pos === "bottom" ? bt + 0.07 : t - 0.07;
    const [px, py] = sc.P(...map(o.drawer ? (a + b) / 2 : uu, vv));
    const k = sc.k(map(uu, vv)[2]);
    sc.ell(px, py, 0.016 * k, 0.016 * k, sc.rad([shade(col, 0.4), col, shade(col, -0.3)], { cx: 0.4, cy: 0.35 }));
    return;
  }
  if (kind === "long") {
    const uu = o.side === "r" ? b - 0.03 : a + 0.03;
    bar(uu - 0.009, uu + 0.009, bt + 0.15, t - 0.15);
    return;
  }
  if (o.drawer || kind === "bar") {
    const L = Math.min(0.3, (b - a) * 0.5);
    const uc = (a + b) / 2;
    const v = o.pos === "bottom" ? bt + 0.045 : t - 0.045;
    bar(uc - L / 2, uc + L / 2, v - 0.008, v + 0.008);
    return;
  }
  // Vertical pull near the meeting edge of the doors.
  const L = Math.min(0.4, (t - bt) * 0.4);
  const uu = o.side === "r" ? b - 0.04 : a + 0.04;
  const [v0, v1] =
    o.pos === "bottom" ? [bt + 0.06, bt + 0.06 + L] : o.pos === "mid" ? [(bt + t - L) / 2, (bt + t + L) / 2] : [t - 0.06 - L, t - 0.06];
  bar(uu - 0.008, uu + 0.008, v0, v1);
}

/**
 * A carcass `[x0, x1, y0, y1, z0, z1]` (z0 its front, towards the camera),
 * with `mods` as shutters on its front. `fy` is the fronts' height range
 * where it differs from the carcass's; `fronts` are the shutters' options;
 * `plinth`, the front z of a dark plinth under the carcass, down to the floor.
 */
export function cabinet(sc, [x0, x1, y0, y1, z0, z1], c, mods, o = {}) {
  if (o.plinth != null) sc.box(x0, x1, 0, y0, o.plinth, z1, C.ink, { edge: false });
  sc.box(x0, x1, y0, y1, z0, z1, c);
  const [fy0, fy1] = o.fy ?? [y0, y1];
  shutters(sc, (u, v) => [x0 + u, v, z0 - 0.001], fy0, fy1, mods, c, o.fronts ?? {});
}

/**
 * A carcass `d` deep against a side wall ("L" or "R"), `[y0, y1, z0, z1]`
 * (z0 the near end), with `mods` as shutters on its face into the room,
 * listed near to far (far to near with `fromFar`); options as for cabinet().
 */
export function sideCabinet(sc, side, d, [y0, y1, z0, z1], c, mods, o = {}) {
  const { xL, xR } = sc.room;
  const L = side === "L";
  const xin = L ? xL + d : xR - d;
  sc.box(L ? xL : xin, L ? xin : xR, y0, y1, z0, z1, c);
  const [fy0, fy1] = o.fy ?? [y0, y1];
  const x = xin + (L ? 0.001 : -0.001);
  shutters(sc, o.fromFar ? (u, v) => [x, v, z1 - u] : (u, v) => [x, v, z0 + u], fy0, fy1, mods, c, o.fronts ?? {});
}

// Wall-to-wall vertical slats or flutes on the back wall.
export function slatWall(sc, x0, x1, y0, y1, z, c, o = {}) {
  const pitch = o.pitch ?? 0.06;
  sc.qz(z, x0, x1, y0, y1, shade(c, -0.25));
  for (let x = x0; x < x1 - 1e-6; x += pitch) {
    const [a, b] = sc.P(x + pitch * 0.12, y1, z);
    const [cc, d] = sc.P(Math.min(x1, x + pitch * 0.88), y0, z);
    sc.rect(a, b, cc - a, d - b, sc.lin([shade(c, 0.1), c, shade(c, -0.12)], [0, 0, 1, 0]));
  }
}

// Floating console along a side wall, seen from its open side.
export function consoleSide(sc, side, z0, z1, y0, y1, c, o = {}) {
  const { xL, xR } = sc.room;
  const d = o.d ?? 0.42;
  const xin = side === "L" ? xL + d : xR - d;
  const [bx0, bx1] = side === "L" ? [xL, xin] : [xin, xR];
  sc.box(bx0, bx1, y0 - 0.04, y0, z0 + 0.05, z1 - 0.05, "#2b1d12", { extra: 'fill-opacity="0.25"' });
  sc.box(bx0, bx1, y0, y1, z0, z1, c);
  const map = side === "L" ? (u, v) => [xin + 0.001, v, z1 - u] : (u, v) => [xin - 0.001, v, z1 - u];
  const n = Math.max(2, Math.round((z1 - z0) / 0.6));
  shutters(
    sc,
    map,
    y0 + 0.01,
    y1 - 0.02,
    Array.from({ length: n }, () => ({ w: (z1 - z0) / n, kind: o.kind })),
    c,
    { handle: o.handle ?? "gola", hcol: C.brass, grain: o.grain },
  );
}

export function wardrobeSide(sc, side, z0, z1, c, o = {}) {
  const { xL, xR } = sc.room;
  const d = 0.6;
  const h = o.h ?? 2.7;
  const xin = side === "L" ? xL + d : xR - d;
  const [a, b] = side === "L" ? [xL, xin] : [xin, xR];
  sc.box(a, b, 0, 0.08, z0 + 0.04, z1, C.ink, { edge: false });
  sc.box(a, b, 0.08, h, z0, z1, c);
  const map = side === "L" ? (u, v) => [xin + 0.001, v, z1 - u] : (u, v) => [xin - 0.001, v, z1 - u];
  const n = Math.max(2, Math.round((z1 - z0) / 0.5));
  const mods = Array.from({ length: n }, (_, i) => ({
    w: (z1 - z0) / n,
    hside: i % 2 ? "l" : "r",
    kind: o.glassEvery && i % o.glassEvery === 1 ? "glass" : undefined,
    rows: o.loft ? [{ f: 0.5, handle: "none" }, { f: 2.1 }] : [1],
  }));
  shutters(sc, map, 0.09, h - 0.01, mods, c, { handle: o.handle ?? "long", hcol: o.hcol ?? C.brass, grain: o.grain, items: o.items });
}

/** Woven cane: a diagonal lattice filling the screen-space polygon `pts`. */
export function caneFill(sc, pts, c = "#d9bf92") {
  const [x0, , x1] = bboxOf(pts);
  const step = Math.max(2.5, (x1 - x0) / 16);
  sc.poly(
    pts,
    sc.pattern(
      `cane${f1(step)}${c}`,
      step,
      step,
      `<rect width="${f1(step)}" height="${f1(step)}" fill="${c}"/><path d="M0,0L${f1(step)},${f1(step)}M${f1(step)},0L0,${f1(step)}" stroke="${shade(c, -0.35)}" stroke-width="${f1(step * 0.16)}"/>`,
    ),
  );
}
