/** Glass and reflections: the sheen over mirrors, screens and glazed fronts, TV screens and free-standing glass panels. */

/**
 * A reflection: white light in bands, given as [offset, opacity] pairs along
 * `dir` (by default the diagonal from top left to bottom right).
 */
export function sheen(sc, bands, dir = [0, 0, 1, 1]) {
  return sc.lin(
    bands.map(([at, op]) => [at, "#ffffff", op]),
    dir,
  );
}

/** A mirror's one bright streak: clear glass, rising to `peak` at `mid`, clear again from `end`. */
export function streak(sc, start, mid, end, peak = 0.35) {
  return sheen(sc, [
    [0, 0],
    [start, 0],
    [mid, peak],
    [end, 0],
    [1, 0],
  ]);
}

/**
 * A switched-off screen in a dark bezel. `face(inset, fill)` fills the set's
 * rectangle shrunk by `inset` on whatever plane it hangs; `glass` is the
 * screen's own gradient and `bands` the sheen over it.
 */
export function screen(sc, face, inset, glass, bands) {
  face(0, "#1b1917");
  face(inset, sc.lin(glass, [0, 0, 1, 1]));
  face(inset, sheen(sc, bands));
}

/**
 * A frameless glass panel standing at depth z: a faint `tint` whose opacity
 * runs edge, inner, flash (a white streak), after, far across the diagonal.
 */
export function glassPanel(sc, x0, x1, y0, y1, z, tint, [edge, inner, flash, after, far]) {
  sc.qz(
    z,
    x0,
    x1,
    y0,
    y1,
    sc.lin(
      [
        [0, tint, edge],
        [0.4, tint, inner],
        [0.45, "#ffffff", flash],
        [0.52, tint, after],
        [1, tint, far],
      ],
      [0, 0, 1, 1],
    ),
  );
}
