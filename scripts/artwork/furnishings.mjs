/** Rugs, plants and wall pieces (framed art, mirrors). */
import { streak } from "./glass.mjs";
import { C } from "./palette.mjs";
import { f1, mix, polyD, shade } from "./util.mjs";

export function rug(sc, x0, x1, z0, z1, o = {}) {
  const c = o.c ?? C.linen;
  sc.qy(0.003, x0, x1, z0, z1, c);
  if (o.border !== false) {
    const b = o.bw ?? 0.12;
    const bc = o.border ?? shade(c, -0.2);
    const pts = [
      [x0 + b, 0.004, z0 + b],
      [x1 - b, 0.004, z0 + b],
      [x1 - b, 0.004, z1 - b],
      [x0 + b, 0.004, z1 - b],
    ].map((p) => sc.P(...p));
    sc.poly(pts, "none", { stroke: bc, sw: Math.max(1.2, 0.018 * sc.k((z0 + z1) / 2)), join: "round" });
  }
  if (o.stripes) {
    for (let i = 1; i <= o.stripes; i++) {
      const z = z0 + ((z1 - z0) * i) / (o.stripes + 1);
      sc.qy(0.004, x0 + 0.2, x1 - 0.2, z - 0.025, z + 0.025, o.stripeC ?? shade(c, -0.15));
    }
  }
  // Pile texture: a faint vertical gradient.
  const pts = [
    [x0, 0, z0],
    [x1, 0, z0],
    [x1, 0, z1],
    [x0, 0, z1],
  ].map((p) => sc.P(...p));
  sc.poly(
    pts,
    sc.lin([
      [0, "#ffffff", 0.12],
      [1, "#000000", 0.06],
    ]),
  );
}

export function roundRug(sc, x, z, r, o = {}) {
  sc.disc(x, 0.003, z, r, o.c ?? C.linen);
  if (o.ring !== false) {
    sc.disc(x, 0.004, z, r * 0.82, "none", { stroke: o.ring ?? shade(o.c ?? C.linen, -0.15), sw: 0.02 * sc.k(z) });
  }
}

export function plant(sc, x, z, o = {}) {
  const y = o.y ?? 0;
  const k = sc.k(z);
  const [bx, by] = sc.P(x, y, z);
  const potH = (o.potH ?? 0.4) * k;
  const potR = (o.potR ?? 0.19) * k;
  const H = (o.h ?? 1.2) * k;
  const pot = o.pot ?? C.stone;
  const top = by - potH;
  const g1 = o.g1 ?? C.leaf;
  const g2 = o.g2 ?? C.leafDark;
  if (y === 0 || o.shadow) sc.ell(bx + potR * 0.2, by, potR * 1.5, potR * 0.3, "#2b1d12", { op: 0.25, blur: potR * 0.2 });
  const kind = o.kind ?? "leafy";
  if (kind === "snake") {
    const n = o.n ?? 11;
    for (let i = 0; i < n; i++) {
      const a = (i / (n - 1) - 0.5) * 0.7 + sc.r(-0.05, 0.05);
      const L = H * sc.r(0.55, 1);
      const w = potR * sc.r(0.22, 0.32);
      const ox = (i / (n - 1) - 0.5) * potR * 1.1;
      const col = i % 3 === 0 ? g1 : i % 3 === 1 ? g2 : mix(g1, g2, 0.5);
      sc.path(
        `M${f1(-w / 2)},0C${f1(-w * 0.7)},${f1(-L * 0.5)} ${f1(-w * 0.35)},${f1(-L * 0.85)} 0,${f1(-L)}C${f1(w * 0.35)},${f1(-L * 0.85)} ${f1(
          w * 0.7,
        )},${f1(-L * 0.5)} ${f1(w / 2)},0Z`,
        col,
        {
          tr: `translate(${f1(bx + ox)},${f1(top + potH * 0.1)}) rotate(${f1((a * 180) / Math.PI)})`,
          stroke: shade(col, 0.35),
          sw: Math.max(0.6, w * 0.08),
        },
      );
    }
  } else if (kind === "tree") {
    const trunkTop = top - H * 0.55;
    sc.path(`M${f1(bx)},${f1(top)}Q${f1(bx - potR * 0.3)},${f1(top - H * 0.3)} ${f1(bx + potR * 0.1)},${f1(trunkTop)}`, "none", {
      stroke: C.darkWalnut,
      sw: Math.max(1.5, potR * 0.12),
      cap: "round",
    });
    const clusters = [
      [0, -0.75],
      [-0.45, -0.6],
      [0.45, -0.62],
      [-0.2, -0.92],
      [0.25, -0.88],
      [0, -0.55],
    ];
    for (const [cx, cy] of clusters) {
      for (let i = 0; i < 16; i++) {
        const lx = bx + cx * potR * 2.2 + sc.r(-1, 1) * potR * 0.9;
        const ly = top + cy * H + sc.r(-1, 1) * H * 0.12;
        const rot = sc.r(0, 180);
        const col = [g1, g2, mix(g1, "#b8c49a", 0.4)][i % 3];
        sc.ell(0, 0, potR * 0.28, potR * 0.1, col, { tr: `translate(${f1(lx)},${f1(ly)}) rotate(${f1(rot)})` });
      }
    }
  } else {
    const n = o.n ?? 9;
    for (let i = 0; i < n; i++) {
      const a = (i / (n - 1) - 0.5) * 2.0 + sc.r(-0.1, 0.1);
      const L = H * sc.r(0.45, 0.85) * (1 - Math.abs(a) * 0.25);
      const ex = bx + Math.sin(a) * L;
      const ey = top - Math.cos(a) * L;
      sc.path(`M${f1(bx)},${f1(top)}Q${f1(bx + Math.sin(a) * L * 0.3)},${f1(top - L * 0.7)} ${f1(ex)},${f1(ey)}`, "none", {
        stroke: g2,
        sw: Math.max(0.8, potR * 0.05),
      });
      const s = potR * sc.r(0.8, 1.2) * (o.leaf ?? 1);
      const col = i % 2 ? g1 : g2;
      const rot = (a * 180) / Math.PI + sc.r(-25, 25);
      sc.path(
        `M0,0C${f1(s * 0.75)},${f1(-s * 0.25)} ${f1(s * 0.7)},${f1(-s * 1.5)} 0,${f1(-s * 1.9)}C${f1(-s * 0.7)},${f1(-s * 1.5)} ${f1(
          -s * 0.75,
        )},${f1(-s * 0.25)} 0,0Z`,
        col,
        { tr: `translate(${f1(ex)},${f1(ey + s * 0.3)}) rotate(${f1(rot)})` },
      );
      sc.path(`M0,0L0,${f1(-s * 1.7)}`, "none", {
        stroke: shade(col, 0.3),
        sw: Math.max(0.6, s * 0.05),
        tr: `translate(${f1(ex)},${f1(ey + s * 0.3)}) rotate(${f1(rot)})`,
      });
    }
  }
  // Pot last so it hides the stems.
  const pr = potR;
  const shape = o.potShape ?? "taper";
  const d =
    shape === "round"
      ? `M${f1(bx - pr * 0.85)},${f1(top)}C${f1(bx - pr * 1.25)},${f1(top + potH * 0.5)} ${f1(bx - pr)},${f1(by)} ${f1(bx - pr * 0.55)},${f1(by)}L${f1(
          bx + pr * 0.55,
        )},${f1(by)}C${f1(bx + pr)},${f1(by)} ${f1(bx + pr * 1.25)},${f1(top + potH * 0.5)} ${f1(bx + pr * 0.85)},${f1(top)}Z`
      : `M${f1(bx - pr)},${f1(top)}L${f1(bx + pr)},${f1(top)}L${f1(bx + pr * 0.78)},${f1(by)}L${f1(bx - pr * 0.78)},${f1(by)}Z`;
  sc.path(d, sc.lin([shade(pot, 0.15), pot, shade(pot, -0.25)], [0, 0, 1, 0]));
  const rimW = shape === "round" ? pr * 0.85 : pr;
  sc.ell(bx, top, rimW, Math.max(1, rimW * 0.14), shade(pot, -0.45));
}

export function art(sc, x0, x1, y0, y1, z, o = {}) {
  const frame = o.frame ?? C.darkWalnut;
  const pal = o.pal ?? [C.terracotta, C.sage, C.sand, C.deepTeal];
  const style = o.style ?? "arches";
  sc.wallShadow(x0, x1, y0, y1, z, { op: 0.25, blur: 0.025, dy: 0.025 });
  sc.qz(z, x0, x1, y0, y1, frame);
  const ft = o.ft ?? 0.025;
  const mat = o.mat === false ? 0 : (o.matW ?? 0.06);
  if (mat) sc.qz(z, x0 + ft, x1 - ft, y0 + ft, y1 - ft, o.matC ?? C.white);
  const [ix, iy] = sc.P(x0 + ft + mat, y1 - ft - mat, z);
  const [ix1, iy1] = sc.P(x1 - ft - mat, y0 + ft + mat, z);
  const w = ix1 - ix;
  const h = iy1 - iy;
  const clip = sc.clip(
    polyD([
      [ix, iy],
      [ix1, iy],
      [ix1, iy1],
      [ix, iy1],
    ]),
  );
  const bg = o.bg ?? C.cream;
  sc.group(`clip-path="${clip}"`, () => {
    sc.rect(ix, iy, w, h, bg);
    if (style === "arches") {
      sc.ell(ix + w * 0.68, iy + h * 0.3, w * 0.16, w * 0.16, pal[0]);
      const arch = (ax, aw, top, col) =>
        sc.path(
          `M${f1(ax)},${f1(iy + h)}L${f1(ax)},${f1(top + aw / 2)}A${f1(aw / 2)},${f1(aw / 2)} 0 0 1 ${f1(ax + aw)},${f1(top + aw / 2)}L${f1(ax + aw)},${f1(iy + h)}Z`,
          col,
        );
      arch(ix + w * 0.12, w * 0.38, iy + h * 0.42, pal[1]);
      arch(ix + w * 0.42, w * 0.3, iy + h * 0.58, pal[2]);
      sc.line(ix + w * 0.1, iy + h * 0.86, ix + w * 0.9, iy + h * 0.86, pal[3], Math.max(1, w * 0.01));
    } else if (style === "hills") {
      sc.ell(ix + w * 0.3, iy + h * 0.35, w * 0.12, w * 0.12, pal[0]);
      const hill = (y, amp, col) =>
        sc.path(
          `M${f1(ix)},${f1(iy + h * y)}Q${f1(ix + w * 0.3)},${f1(iy + h * (y - amp))} ${f1(ix + w * 0.6)},${f1(iy + h * y)}T${f1(ix + w * 1.2)},${f1(iy + h * y)}L${f1(ix + w)},${f1(iy + h)}L${f1(ix)},${f1(iy + h)}Z`,
          col,
        );
      hill(0.6, 0.25, pal[2]);
      hill(0.72, -0.18, pal[1]);
      hill(0.86, 0.15, pal[3]);
    } else if (style === "blocks") {
      sc.rect(ix + w * 0.1, iy + h * 0.08, w * 0.8, h * 0.46, pal[0], { op: 0.9 });
      sc.rect(ix + w * 0.1, iy + h * 0.58, w * 0.8, h * 0.34, pal[1], { op: 0.9 });
    } else if (style === "leaf") {
      sc.ell(ix + w * 0.5, iy + h * 0.5, w * 0.34, w * 0.34, pal[2]);
      sc.path(
        `M${f1(ix + w * 0.3)},${f1(iy + h * 0.85)}C${f1(ix + w * 0.2)},${f1(iy + h * 0.35)} ${f1(ix + w * 0.55)},${f1(iy + h * 0.15)} ${f1(ix + w * 0.78)},${f1(
          iy + h * 0.12,
        )}C${f1(ix + w * 0.8)},${f1(iy + h * 0.45)} ${f1(ix + w * 0.6)},${f1(iy + h * 0.8)} ${f1(ix + w * 0.3)},${f1(iy + h * 0.85)}Z`,
        pal[1],
      );
      sc.path(
        `M${f1(ix + w * 0.3)},${f1(iy + h * 0.85)}Q${f1(ix + w * 0.5)},${f1(iy + h * 0.45)} ${f1(ix + w * 0.76)},${f1(iy + h * 0.14)}`,
        "none",
        {
          stroke: bg,
          sw: Math.max(1, w * 0.012),
        },
      );
    } else if (style === "lines") {
      for (let i = 0; i < 5; i++) {
        sc.path(
          `M${f1(ix - w * 0.1)},${f1(iy + h * (0.3 + i * 0.12))}C${f1(ix + w * 0.3)},${f1(iy + h * (0.05 + i * 0.1))} ${f1(ix + w * 0.6)},${f1(
            iy + h * (0.7 + i * 0.05),
          )} ${f1(ix + w * 1.1)},${f1(iy + h * (0.35 + i * 0.1))}`,
          "none",
          { stroke: pal[i % pal.length], sw: Math.max(1, w * 0.03), op: 0.85 },
        );
      }
    }
  });
}

export function mirror(sc, x, y, z, r, o = {}) {
  const k = sc.k(z);
  const [cx, cy] = sc.P(x, y, z);
  const R = r * k;
  if (o.backlit) sc.glow(cx, cy, R * 1.45, "#fff0cc", 0.6);
  else sc.ell(cx + R * 0.02, cy + R * 0.06, R * 1.02, R * 1.02, "#2b1d12", { op: 0.25, blur: R * 0.05 });
  if (o.arch) {
    const w = R;
    const h = (o.arch ?? 1.6) * R;
    const d = (ww, hh) =>
      `M${f1(cx - ww)},${f1(cy + hh / 2)}L${f1(cx - ww)},${f1(cy - hh / 2 + ww)}A${f1(ww)},${f1(ww)} 0 0 1 ${f1(cx + ww)},${f1(cy - hh / 2 + ww)}L${f1(
        cx + ww,
      )},${f1(cy + hh / 2)}Z`;
    sc.path(d(w, h), o.frame ?? C.brass);
    sc.path(d(w * 0.94, h - w * 0.12), sc.lin(o.glass ?? ["#dfe3df", "#b9c1bc", "#e7e3da"], [0, 0, 1, 1]));
    sc.path(d(w * 0.94, h - w * 0.12), streak(sc, 0.45, 0.5, 0.58));
  } else {
    sc.ell(cx, cy, R, R, o.frame ?? C.brass);
    sc.ell(cx, cy, R * 0.93, R * 0.93, sc.lin(o.glass ?? ["#e1e4df", "#b8c0bb", "#e8e4da"], [0, 0, 1, 1]));
    sc.ell(cx, cy, R * 0.93, R * 0.93, streak(sc, 0.42, 0.48, 0.56));
  }
}
