import type { Raster } from "../raster";
import { LIGHTING } from "./tuning";

/** Target paper level after flattening (see LIGHTING). */
export const PAPER = LIGHTING.paper;

/**
 * Estimates the paper brightness under the lighting at every point, as a coarse grid: the
 * 90th-percentile luminance of each block is the paper level where the block holds paper;
 * blocks much darker than the page's paper (photos, dark bands, severe shadow) take the level
 * of their paper neighbours instead, so that dark content is kept dark and only the
 * lighting is removed. The grid is smoothed (lighting varies slowly).
 */
export function paperLevel(grey: Raster): {
  grid: Float32Array;
  cols: number;
  rows: number;
  block: number;
} {
  const { data, width, height } = grey;
  const block = Math.max(LIGHTING.minBlock, Math.round(Math.max(width, height) * LIGHTING.block));
  const cols = Math.ceil(width / block);
  const rows = Math.ceil(height / block);
  const grid = new Float32Array(cols * rows);
  const histogram = new Uint32Array(256);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      histogram.fill(0);
      let n = 0;
      const y1 = Math.min(height, (r + 1) * block);
      const x1 = Math.min(width, (c + 1) * block);
      for (let y = r * block; y < y1; y += 2) {
        for (let x = c * block; x < x1; x += 2) {
          histogram[data[y * width + x] as number] =
            (histogram[data[y * width + x] as number] as number) + 1;
          n++;
        }
      }
      grid[r * cols + c] = percentileOf(histogram, n, LIGHTING.paperPercentile);
    }
  }
  const sorted = Float32Array.from(grid).sort();
  const reference = sorted[
    Math.floor(LIGHTING.referencePercentile * (sorted.length - 1))
  ] as number;
  const paper = Uint8Array.from(grid, (v) => (v >= LIGHTING.darkBlock * reference ? 1 : 0));
  fillFromNeighbours(grid, paper, cols, rows, reference);
  return { grid: smooth(grid, cols, rows), cols, rows, block };
}

function percentileOf(histogram: Uint32Array, n: number, p: number): number {
  const target = p * n;
  let acc = 0;
  for (let v = 0; v < 256; v++) {
    acc += histogram[v] as number;
    if (acc >= target) return v;
  }
  return 255;
}

/** Replaces non-paper cells by the mean of known neighbours, growing inwards. */
function fillFromNeighbours(
  grid: Float32Array,
  known: Uint8Array,
  cols: number,
  rows: number,
  fallback: number,
): void {
  let missing = known.reduce((s, v) => s + (v ? 0 : 1), 0);
  for (let pass = 0; missing > 0 && pass < cols + rows; pass++) {
    const next = Uint8Array.from(known);
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const i = r * cols + c;
        if (known[i]) continue;
        let sum = 0;
        let n = 0;
        for (let dr = -1; dr <= 1; dr++) {
          for (let dc = -1; dc <= 1; dc++) {
            const rr = r + dr;
            const cc = c + dc;
            if (rr < 0 || cc < 0 || rr >= rows || cc >= cols) continue;
            const j = rr * cols + cc;
            if (!known[j]) continue;
            sum += grid[j] as number;
            n++;
          }
        }
        if (n > 0) {
          grid[i] = sum / n;
          next[i] = 1;
          missing--;
        }
      }
    }
    known.set(next);
  }
  if (missing > 0) for (let i = 0; i < grid.length; i++) if (!known[i]) grid[i] = fallback;
}

/** 3×3 binomial smoothing, twice. */
function smooth(grid: Float32Array, cols: number, rows: number): Float32Array {
  let src = grid;
  for (let pass = 0; pass < 2; pass++) {
    const out = new Float32Array(src.length);
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        let sum = 0;
        let w = 0;
        for (let dr = -1; dr <= 1; dr++) {
          for (let dc = -1; dc <= 1; dc++) {
            const rr = Math.min(rows - 1, Math.max(0, r + dr));
            const cc = Math.min(cols - 1, Math.max(0, c + dc));
            const k = (dr === 0 ? 2 : 1) * (dc === 0 ? 2 : 1);
            sum += k * (src[rr * cols + cc] as number);
            w += k;
          }
        }
        out[r * cols + c] = sum / w;
      }
    }
    src = out;
  }
  return src;
}
