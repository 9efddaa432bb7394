/** Cut-away houses: the sky, garden and trees around the section, and rooms drawn into its openings. */
import { C } from "./palette.mjs";
import { polyD } from "./util.mjs";

/**
 * Sky, a lawn from `gy` down and trees standing on it, each `[x, r]`. A tree's
 * crown is `[rx, ry, colour]` and its lighter tuft `[dx, dy, rx, ry]` up and to
 * the left, both in multiples of r.
 */
export function garden(sc, gy, trees, { crown, tuft }) {
  const { W, H } = sc;
  sc.rect(0, 0, W, H, sc.lin(["#dbe7e6", "#f3ecdf"]));
  sc.rect(0, gy, W, H - gy, sc.lin(["#a9b98f", "#8da177"]));
  for (const [x, r] of trees) {
    sc.rect(x - 6, gy - r * 1.6, 12, r * 1.6, C.darkWalnut);
    sc.ell(x, gy - r * 1.9, r * crown[0], r * crown[1], crown[2]);
    sc.ell(x - r * tuft[0], gy - r * tuft[1], r * tuft[2], r * tuft[3], "#7d9a6e", { op: 0.8 });
  }
}

/**
 * Each room `{ x, y, w, h, draw }` is drawn by its own camera, clipped to its
 * opening in the section; `span(room)` is the width its camera frames.
 */
export function openings(sc, rooms, span = (rm) => rm.w) {
  for (const rm of rooms) {
    sc.vp = { x: rm.x, y: rm.y, w: rm.w, h: rm.h };
    sc.camera({ f: span(rm) * 0.62, cx: rm.x + rm.w / 2, cy: rm.y + rm.h * 0.5, eye: 1.45 });
    const clip = sc.clip(
      polyD([
        [rm.x, rm.y],
        [rm.x + rm.w, rm.y],
        [rm.x + rm.w, rm.y + rm.h],
        [rm.x, rm.y + rm.h],
      ]),
    );
    sc.group(`clip-path="${clip}"`, rm.draw);
  }
  sc.vp = { x: 0, y: 0, w: sc.W, h: sc.H };
}
