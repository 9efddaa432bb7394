/** The six process steps, as flat spot illustrations. */
import { slatWall } from "../cabinets.mjs";
import { art, plant, rug } from "../furnishings.mjs";
import { coveTray, pendant } from "../lights.mjs";
import { C } from "../palette.mjs";
import { room } from "../room.mjs";
import { drawKey, flatBase, flatDone, isoBox, pencil, personSide, rupeeCoin, sprig, tapeMeasure, tickBadge } from "./process-kit.mjs";
import { sofa } from "../seating.mjs";
import { roundTable } from "../tables-beds.mjs";
import { f1, place, shade } from "../util.mjs";

export function process1(key, W, H) {
  const sc = flatBase(key, W, H, { bx: 0.82, by: 0.2 });
  // Plan pinned to the wall.
  sc.rect(268, 58, 264, 170, "#2b1d12", { op: 0.12, blur: 6 });
  sc.rect(262, 52, 264, 170, "#fbf9f4");
  const plan = [
    [285, 70, 220, 134],
    [285, 70, 110, 80],
    [395, 70, 110, 60],
    [395, 130, 110, 74],
  ];
  for (const [x, y, w, h] of plan) sc.rect(x, y, w, h, "none", { stroke: C.deepTeal, sw: 3 });
  sc.path("M330,150 A30,30 0 0 1 360,180", "none", { stroke: C.deepTeal, sw: 1.5 });
  sc.rect(300, 160, 40, 28, C.sage, { op: 0.6 });
  sc.rect(420, 145, 60, 34, C.clay, { op: 0.5 });
  for (const x of [272, 516]) sc.ell(x, 60, 4.5, 4.5, C.terracotta);
  // People.
  const armL = personSide(sc, 170, 440, 1, { skin: "#b97c55", shirt: C.deepTeal, pants: "#3b3a44", floor: 528 });
  const armR = personSide(sc, 630, 440, -1, { skin: "#d7a27c", shirt: C.terracotta, pants: "#5a4636", bun: true, floor: 528 });
  // Table with plans, swatches and cups.
  sc.ell(400, 530, 190, 10, "#2b1d12", { op: 0.12 });
  for (const x of [246, 546]) sc.rect(x, 410, 12, 115, C.walnut);
  sc.poly(
    [
      [232, 400],
      [568, 400],
      [548, 372],
      [252, 372],
    ],
    C.oak,
  );
  sc.rect(232, 400, 336, 13, shade(C.oak, -0.2));
  sc.poly(
    [
      [318, 396],
      [470, 396],
      [462, 376],
      [328, 376],
    ],
    "#fbf9f4",
  );
  for (const [a, b, c2, d] of [
    [340, 392, 400, 392],
    [340, 384, 380, 384],
    [410, 392, 455, 392],
    [405, 380, 452, 380],
  ])
    sc.line(a, b, c2, d, C.deepTeal, 1.6);
  sc.line(400, 376, 404, 396, C.deepTeal, 1.6);
  [C.sage, C.terracotta, C.sand].forEach((c, i) =>
    sc.poly(
      [
        [480 + i * 16, 394],
        [494 + i * 16, 394],
        [490 + i * 16, 382],
        [476 + i * 16, 382],
      ],
      c,
    ),
  );
  sc.rect(268, 366, 16, 22, "#fbf9f4", { rx: 3 });
  sc.ell(276, 366, 8, 2.5, "#8a5a34");
  armL();
  armR();
  sc.line(300, 392, 350, 378, C.ink, 3);
  // Pendant light.
  sc.line(400, 0, 400, 250, C.ink, 1.5);
  sc.glow(400, 278, 90, "#ffe6b5", 0.5);
  sc.path("M370,276 C370,240 430,240 430,276Z", C.brass);
  sc.ell(400, 276, 30, 5, "#fff3d6");
  sprig(sc, 690, 520, 120, 12, C.sage);
  sprig(sc, 712, 522, 90, 32, C.deepSage);
  sc.path("M672,520L732,520L724,470L680,470Z", C.terracotta);
  return flatDone(sc);
}

export function process2(key, W, H) {
  const sc = flatBase(key, W, H, { bx: 0.2, by: 0.22, blob2: "#f1d9c9" });
  sc.group(`transform="rotate(-5 400 290)"`, () => {
    sc.rect(283, 135, 240, 320, "#2b1d12", { op: 0.14, blur: 8, rx: 12 });
    sc.rect(275, 125, 240, 320, "#fdfbf7", { rx: 12 });
    sc.rect(275, 125, 240, 58, C.deepTeal, { rx: 12 });
    sc.rect(275, 160, 240, 23, C.deepTeal);
    // Brand mark: a small arch.
    sc.path("M300,170 L300,150 A12,12 0 0 1 324,150 L324,170Z", "none", { stroke: C.gold, sw: 3 });
    sc.rect(336, 146, 90, 8, "#ffffff", { op: 0.7, rx: 4 });
    sc.rect(336, 160, 60, 6, "#ffffff", { op: 0.4, rx: 3 });
    for (let i = 0; i < 5; i++) {
      const y = 210 + i * 30;
      sc.rect(298, y, 120 - (i % 2) * 30, 8, "#d9d2c6", { rx: 4 });
      sc.rect(450, y, 44, 8, "#e6dfd3", { rx: 4 });
      sc.line(298, y + 19, 494, y + 19, "#eee8de", 1);
    }
    sc.rect(298, 370, 196, 26, "#f3ead8", { rx: 6 });
    sc.rect(430, 379, 54, 9, C.brass, { rx: 4 });
    sc.path("M300,425 C315,405 322,440 338,420 S362,410 372,425", "none", { stroke: C.ink, sw: 2.2, cap: "round" });
  });
  rupeeCoin(sc, 232, 452, 40);
  rupeeCoin(sc, 262, 408, 48);
  tickBadge(sc, 545, 410, 58);
  pencil(sc, 560, 170, 150, 125, C.terracotta);
  return flatDone(sc, [
    [600, 300, 12],
    [205, 300, 9, C.terracotta],
    [630, 500, 8, C.deepTeal],
  ]);
}

export function process3(key, W, H) {
  const sc = flatBase(key, W, H, { bx: 0.84, by: 0.78, blob2: "#dfe5d6" });
  // Floor plan sheet.
  sc.rect(158, 98, 420, 340, "#2b1d12", { op: 0.12, blur: 8 });
  sc.rect(150, 90, 420, 340, "#fdfbf7");
  for (let x = 170; x < 560; x += 20) sc.line(x, 100, x, 420, "#e9eef0", 1);
  for (let y = 110; y < 420; y += 20) sc.line(160, y, 560, y, "#e9eef0", 1);
  const wall = { stroke: C.charcoal, sw: 7, join: "miter", cap: "square" };
  sc.path("M190,130 H530 V390 H190 Z", "none", wall);
  sc.path("M360,130 V250 M190,250 H300 M340,250 H530 M430,250 V390", "none", { ...wall, sw: 5 });
  // Doors and windows.
  sc.path("M300,250 A40,40 0 0 1 340,210", "none", { stroke: C.charcoal, sw: 1.5 });
  sc.line(300, 250, 340, 210, C.charcoal, 1.5);
  for (const [x1, y1, x2, y2] of [
    [230, 130, 320, 130],
    [400, 130, 490, 130],
    [530, 290, 530, 360],
  ]) {
    sc.line(x1, y1, x2, y2, "#fdfbf7", 8, { cap: "butt" });
    sc.line(x1, y1 - 3 * (x1 !== x2), x2, y2 - 3 * (x1 !== x2), C.deepTeal, 1.5, { cap: "butt" });
    sc.line(x1 + 3 * (x1 === x2), y1 + 3 * (x1 !== x2), x2 + 3 * (x1 === x2), y2 + 3 * (x1 !== x2), C.deepTeal, 1.5, { cap: "butt" });
  }
  sc.rect(210, 150, 80, 60, C.sage, { op: 0.45, rx: 4 });
  sc.rect(380, 150, 110, 40, C.clay, { op: 0.45, rx: 6 });
  sc.rect(455, 300, 55, 70, C.sand, { op: 0.6, rx: 3 });
  // Dimension lines (ticks only, no figures).
  const dim = { stroke: C.terracotta, sw: 1.6 };
  sc.path("M190,112 H530 M190,104 V120 M530,104 V120", "none", dim);
  sc.path("M548,130 V390 M540,130 H556 M540,390 H556", "none", dim);
  sc.path("M196,112 l8,-4 v8z M524,112 l-8,-4 v8z", C.terracotta);
  tapeMeasure(sc, 560, 440, 62, 250);
  pencil(sc, 170, 520, 150, -18, C.mustard);
  return flatDone(sc, [
    [640, 200, 11],
    [110, 260, 8, C.deepTeal],
  ]);
}

export function process4(key, W, H) {
  const sc = flatBase(key, W, H, { bx: 0.22, by: 0.22, blob2: "#f1d9c9" });
  // Swatch fan.
  const px = 235;
  const py = 470;
  const chips = ["#e9dcc6", C.oak, C.walnut, C.sage, C.deepTeal, C.terracotta, C.mustard];
  chips.forEach((c, i) => {
    const ang = -62 + i * 15;
    sc.group(`transform="rotate(${ang} ${px} ${py})"`, () => {
      sc.rect(px - 26, py - 250, 52, 250, "#2b1d12", { op: 0.08, rx: 10 });
      sc.rect(px - 24, py - 252, 48, 250, c, { rx: 10, extra: 'stroke="#fdfbf7" stroke-width="2"' });
      if (c === C.oak || c === C.walnut)
        for (let k = 0; k < 4; k++)
          sc.path(`M${px - 14 + k * 9},${py - 240} q6,60 0,120 t0,110`, "none", { stroke: shade(c, -0.2), sw: 1.4, op: 0.7 });
      sc.rect(px - 16, py - 240, 32, 26, "#fdfbf7", { rx: 4, op: 0.35 });
    });
  });
  sc.ell(px, py, 10, 10, C.brass);
  // Isometric cube with an orbit arrow.
  const cx = 545;
  const cy = 290;
  const s = 92;
  const c30 = Math.cos(Math.PI / 6) * s;
  const top = [
    [cx, cy - s],
    [cx + c30, cy - s / 2],
    [cx, cy],
    [cx - c30, cy - s / 2],
  ];
  const left = [
    [cx - c30, cy - s / 2],
    [cx, cy],
    [cx, cy + s],
    [cx - c30, cy + s / 2],
  ];
  const right = [
    [cx, cy],
    [cx + c30, cy - s / 2],
    [cx + c30, cy + s / 2],
    [cx, cy + s],
  ];
  sc.ell(cx, cy + s + 22, c30 * 1.2, 16, "#2b1d12", { op: 0.12, blur: 5 });
  sc.poly(left, shade(C.teal, 0.1));
  sc.poly(right, C.deepTeal);
  sc.poly(top, sc.lin([shade(C.teal, 0.45), shade(C.teal, 0.25)], [0, 0, 1, 1]));
  for (const f of [top, left, right]) sc.poly(f, "none", { stroke: "#fdfbf7", sw: 2, join: "round", op: 0.8 });
  // Wireframe of the hidden edges, dashed.
  sc.path(`M${cx - c30},${cy + s / 2}L${cx},${cy}M${cx},${cy}L${cx + c30},${cy + s / 2}`, "none", {
    stroke: "#fdfbf7",
    sw: 1.2,
    dash: "4 5",
    op: 0.6,
  });
  sc.path(`M${cx - 150},${cy + 40} A150,60 0 0 0 ${cx + 150},${cy + 40}`, "none", { stroke: C.brass, sw: 3, cap: "round" });
  sc.path(`M${cx + 150},${cy + 40} l-4,-16 l16,8 z`, C.brass);
  sc.path(`M${cx + 150},${cy - 10} A150,60 0 0 0 ${cx - 150},${cy - 10}`, "none", {
    stroke: C.brass,
    sw: 3,
    cap: "round",
    op: 0.35,
    dash: "2 10",
  });
  // Fabric swatches with pinked edges.
  const pinked = (x, y, w, h, c) => {
    let d = `M${x},${y}`;
    for (let i = 0; i < w; i += 10) d += `l5,-5l5,5`;
    for (let i = 0; i < h; i += 10) d += `l5,5l-5,5`;
    for (let i = 0; i < w; i += 10) d += `l-5,5l-5,-5`;
    for (let i = 0; i < h; i += 10) d += `l-5,-5l5,-5`;
    sc.path(d + "Z", "#2b1d12", { op: 0.1, tr: "translate(3,5)" });
    sc.path(d + "Z", c);
  };
  pinked(430, 430, 100, 70, C.linen);
  pinked(470, 455, 100, 70, C.mustard);
  pinked(520, 470, 90, 60, C.sage);
  for (let i = 0; i < 5; i++) sc.line(480 + i * 18, 465, 480 + i * 18, 515, shade(C.mustard, -0.15), 1.2, { op: 0.7 });
  return flatDone(sc, [
    [660, 160, 12],
    [420, 150, 8, C.terracotta],
  ]);
}

export function process5(key, W, H) {
  const sc = flatBase(key, W, H, { bx: 0.85, by: 0.3, blob2: "#dfe5d6" });
  // Factory silhouette behind.
  const fc = "#e3d3bb";
  sc.path("M150,330 V190 L220,150 V190 L290,150 V190 L360,150 V190 L430,150 V190 L500,150 V190 L570,150 V330 Z", fc);
  sc.rect(520, 95, 26, 70, fc);
  for (const [x, y, r] of [
    [533, 80, 14],
    [550, 62, 18],
    [572, 40, 22],
  ])
    sc.ell(x, y, r, r * 0.8, "#efe7da");
  for (let x = 180; x < 560; x += 56) sc.rect(x, 215, 30, 40, "#f2e9dc", { rx: 3 });
  sc.rect(120, 330, 560, 6, "#d9c6aa");
  // Panel saw: machine body, board and blade.
  const P = isoBox(sc, 380, 300, 58, 0, 3.2, 0, 1.4, 0, 1.6, "#9aa3a3");
  isoBox(sc, 380, 300, 58, 0.2, 3.0, 1.4, 1.52, 0.2, 1.4, C.oak, { top: shade(C.oak, 0.15) });
  sc.poly([P(1.6, 1.53, 0.2), P(1.66, 1.53, 0.2), P(1.66, 1.53, 1.4), P(1.6, 1.53, 1.4)], shade(C.oak, -0.4));
  // Blade rising through the cut line; only the part above the board shows.
  const blade = P(1.63, 1.53, 0.85);
  const bc = [blade[0], blade[1] + 6];
  sc.group(`clip-path="${sc.clip(`M0,0H${W}V${f1(bc[1] - 4)}H0Z`)}"`, () => {
    let teeth = "";
    for (let i = 0; i < 28; i++) {
      const a = (i / 28) * Math.PI * 2;
      teeth += `${i ? "L" : "M"}${f1(bc[0] + Math.cos(a) * 50)},${f1(bc[1] + Math.sin(a) * 50)}L${f1(bc[0] + Math.cos(a + 0.11) * 43)},${f1(bc[1] + Math.sin(a + 0.11) * 43)}`;
    }
    sc.path(teeth + "Z", sc.lin(["#e4e6e4", "#b5bab8"], [0, 0, 1, 1]));
    sc.ell(bc[0], bc[1], 30, 30, "none", { stroke: "#c9cdcb", sw: 2 });
    sc.ell(bc[0], bc[1], 12, 12, C.terracotta);
  });
  for (let i = 0; i < 14; i++) sc.ell(bc[0] + sc.r(-60, 70), bc[1] + sc.r(-30, 20), 2, 2, C.sand);
  isoBox(sc, 380, 300, 58, 2.6, 3.1, 1.4, 2.2, -0.2, 0.2, C.deepTeal);
  // Stack of finished panels.
  const cols = [C.walnut, "#efe7da", C.sage, C.oak, C.deepTeal];
  cols.forEach((c, i) => isoBox(sc, 190, 420, 44, 0, 2.6, i * 0.12, i * 0.12 + 0.1, 0, 1.3, c));
  // Assembled carcass, open front with a shelf and one door hung.
  const Q = isoBox(sc, 585, 400, 50, 0, 1.0, 0, 2.0, 0, 1.2, "#efe7da", { edge: true });
  sc.poly([Q(0.06, 0.06, 1.2), Q(0.94, 0.06, 1.2), Q(0.94, 1.94, 1.2), Q(0.06, 1.94, 1.2)], "#b9ab96");
  sc.poly([Q(0.06, 0.06, 0.05), Q(0.94, 0.06, 0.05), Q(0.94, 0.06, 1.2), Q(0.06, 0.06, 1.2)], "#d8ccb9");
  sc.poly([Q(0.06, 0.95, 1.2), Q(0.94, 0.95, 1.2), Q(0.94, 1.02, 1.2), Q(0.06, 1.02, 1.2)], "#f7f1e6");
  sc.poly([Q(0.06, 1.02, 1.2), Q(0.94, 1.02, 1.2), Q(0.94, 1.02, 0.1), Q(0.06, 1.02, 0.1)], "#e9e0d2");

  return flatDone(sc, [
    [640, 170, 10],
    [120, 200, 8, C.terracotta],
  ]);
}

export function process6(key, W, H) {
  const sc = flatBase(key, W, H, { bx: 0.14, by: 0.7, blob2: "#f1d9c9" });
  // The finished room, framed.
  const fx = 300;
  const fy = 80;
  const fw = 430;
  const fh = 330;
  sc.rect(fx + 6, fy + 10, fw, fh, "#2b1d12", { op: 0.15, blur: 8, rx: 18 });
  sc.rect(fx - 8, fy - 8, fw + 16, fh + 16, "#fdfbf7", { rx: 22 });
  const clip = sc.clip(
    `M${fx + 14},${fy}H${fx + fw - 14}Q${fx + fw},${fy} ${fx + fw},${fy + 14}V${fy + fh - 14}Q${fx + fw},${fy + fh} ${fx + fw - 14},${fy + fh}H${fx + 14}Q${fx},${fy + fh} ${fx},${fy + fh - 14}V${fy + 14}Q${fx},${fy} ${fx + 14},${fy}Z`,
  );
  sc.vp = { x: fx, y: fy, w: fw, h: fh };
  sc.camera({ f: fw * 0.62, cx: fx + fw / 2, cy: fy + fh * 0.48, eye: 1.3 });
  sc.group(`clip-path="${clip}"`, () => {
    const R = room(sc, { xL: -2.6, xR: 2.6, h: 2.8, zB: 4.6, wall: "#f1eadf", floor: "#c8a47a", skirt: false });
    coveTray(sc, { inset: 0.5, zNear: 2.0, depth: 0.14 });
    slatWall(sc, -1.4, 1.4, 0, 2.8, R.zB - 0.002, C.walnut, { pitch: 0.07 });
    art(sc, -0.6, 0.6, 1.35, 2.0, R.zB - 0.01, { style: "arches", frame: C.brass, ft: 0.02 });
    rug(sc, -1.7, 1.7, 2.8, 4.3, { c: "#ece3d4", border: "#b08a63" });
    sofa(sc, { tf: place(0, 4.55), w: 2.3, d: 0.9, c: "#ddd1bd", pillows: [C.terracotta, C.deepTeal] });
    roundTable(sc, 0, 3.5, 0.4, 0.36, { top: C.walnut });
    plant(sc, 2.0, 4.1, { kind: "tree", h: 1.7, potR: 0.2, pot: C.clay });
    pendant(sc, -1.7, 3.9, 1.8, { shape: "dome", r: 0.2 });
  });
  sc.vp = { x: 0, y: 0, w: W, h: H };
  // Keys on a ring with a house-shaped tag.
  const rx = 250;
  const ry = 375;
  sc.ell(rx, ry, 34, 34, "none", { stroke: shade(C.brass, -0.1), sw: 6 });
  drawKey(sc, rx - 10, ry + 40, 100, C.brass);
  drawKey(sc, rx + 22, ry + 30, 62, "#c9c4bb");
  sc.line(rx - 20, ry - 28, 170, 270, "#8a6a4a", 2.5);
  sc.group(`transform="rotate(-12 150 300)"`, () => {
    sc.path("M150,260 L195,300 V365 H105 V300 Z", "#2b1d12", { op: 0.12, tr: "translate(4,6)" });
    sc.path("M150,260 L195,300 V365 H105 V300 Z", C.deepTeal);
    sc.ell(150, 288, 7, 7, "#f6f1e8");
    sc.rect(133, 320, 34, 45, C.gold, { rx: 3 });
  });
  return flatDone(sc, [
    [760, 60, 14],
    [280, 120, 10, C.terracotta],
    [740, 470, 9, C.deepTeal],
  ]);
}
