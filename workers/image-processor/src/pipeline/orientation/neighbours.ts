import { NEIGHBOURS } from "./tuning";

/**
 * Which way glyphs have their nearest neighbour, after O'Gorman's docstrum (1993): letters
 * sit closer along a line than lines sit to each other, whatever the page's shape, size or
 * layout. `boxes` holds x, y, width, height per glyph; dots, accents and specks (smaller than
 * NEIGHBOURS.minSize × the typical glyph) take no part. Counts the glyphs whose nearest
 * neighbour's centre lies within NEIGHBOURS.cone degrees of the rows (across) or of the
 * columns (down); pages with fewer than NEIGHBOURS.minGlyphs glyphs count none.
 */
export function neighbourDirections(boxes: readonly number[]): { across: number; down: number } {
  const count = boxes.length / 4;
  if (count < NEIGHBOURS.minGlyphs) return { across: 0, down: 0 };
  const size = (i: number) => Math.max(boxes[4 * i + 2] as number, boxes[4 * i + 3] as number);
  const glyph = typicalGlyph(boxes);
  const xs: number[] = [];
  const ys: number[] = [];
  for (let i = 0; i < count; i++) {
    if (size(i) < NEIGHBOURS.minSize * glyph) continue;
    xs.push((boxes[4 * i] as number) + (boxes[4 * i + 2] as number) / 2);
    ys.push((boxes[4 * i + 1] as number) + (boxes[4 * i + 3] as number) / 2);
  }
  // Neighbours are looked for in the 3 × 3 cells of a grid two typical glyphs wide: a glyph
  // whose nearest neighbour is farther than that (a lone mark) counts neither way.
  const cell = Math.max(4, 2 * glyph);
  const grid = new Map<number, number[]>();
  const key = (gx: number, gy: number) => gx * 1_000_003 + gy;
  for (let i = 0; i < xs.length; i++) {
    const k = key(Math.floor((xs[i] as number) / cell), Math.floor((ys[i] as number) / cell));
    const list = grid.get(k);
    if (list) list.push(i);
    else grid.set(k, [i]);
  }
  const tan = Math.tan((NEIGHBOURS.cone * Math.PI) / 180);
  let across = 0;
  let down = 0;
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i] as number;
    const y = ys[i] as number;
    const gx = Math.floor(x / cell);
    const gy = Math.floor(y / cell);
    let best = Number.POSITIVE_INFINITY;
    let bx = 0;
    let by = 0;
    for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++)
        for (const j of grid.get(key(gx + dx, gy + dy)) ?? []) {
          if (j === i) continue;
          const ex = (xs[j] as number) - x;
          const ey = (ys[j] as number) - y;
          const d = ex * ex + ey * ey;
          if (d < best) {
            best = d;
            bx = Math.abs(ex);
            by = Math.abs(ey);
          }
        }
    if (best === Number.POSITIVE_INFINITY) continue;
    if (by <= tan * bx) across++;
    else if (bx <= tan * by) down++;
  }
  return { across, down };
}

/**
 * The size (larger side) of the glyph that holds the median box area: the letters' size even
 * where specks of a textured background or sensor noise far outnumber them.
 */
function typicalGlyph(boxes: readonly number[]): number {
  const count = boxes.length / 4;
  const order = Array.from({ length: count }, (_, i) => i);
  const size = (i: number) => Math.max(boxes[4 * i + 2] as number, boxes[4 * i + 3] as number);
  const area = (i: number) => (boxes[4 * i + 2] as number) * (boxes[4 * i + 3] as number);
  order.sort((a, b) => size(a) - size(b));
  let total = 0;
  for (let i = 0; i < count; i++) total += area(i);
  let seen = 0;
  for (const i of order) {
    seen += area(i);
    if (seen >= total / 2) return size(i);
  }
  return 1;
}
