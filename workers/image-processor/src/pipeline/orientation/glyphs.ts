import { labelRuns } from "../runs";
import type { InkMask } from "./ink";

/**
 * Keeps only glyph-sized ink: connected pieces no taller than 6 % of the page and no wider
 * than 8 % of it. Rules, frames, photo edges, guilloche and signatures are long or large and
 * go; letters, digits, accents and dots stay. Text lines then separate cleanly.
 *
 * Connected pieces (8-connectivity) are found on horizontal runs of ink rather than pixels:
 * a run joins every run of the row above that touches it, diagonally included. This runs on
 * every ink pixel of a 1200 px page twice per image, so runs, labels and boxes live in
 * growable typed arrays.
 */
export function glyphMask(mask: InkMask): InkMask {
  const { data, width, height } = mask;
  const runs = labelRuns(data, width, height);
  const maxHeight = 0.06 * Math.max(width, height);
  const maxWidth = 0.08 * Math.max(width, height);
  const boxes = runs.boxes();
  const out = new Uint8Array(width * height);
  for (let k = 0; k < runs.count; k++) {
    const o = runs.find(k) * 4;
    const w = (boxes[o + 2] as number) - (boxes[o] as number) + 1;
    const h = (boxes[o + 3] as number) - (boxes[o + 1] as number) + 1;
    if (h <= maxHeight && w <= maxWidth) {
      const row = (runs.row[k] as number) * width;
      out.fill(1, row + (runs.start[k] as number), row + (runs.end[k] as number) + 1);
    }
  }
  return { data: out, width, height };
}
