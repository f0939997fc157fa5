import type { InkMask } from "../orientation";
import { TRACE } from "./tuning";

/** A text line traced across the page: its centre height at each slice it was found in. */
export interface TracedLine {
  /** x of each sample (slice centres), increasing. */
  xs: number[];
  /** Centre y of the line at each sample. */
  ys: number[];
  /** Mean height of the line's ink band. */
  height: number;
}

/**
 * Traces text lines: ink is smeared horizontally so that words merge into bars, each of
 * `slices` vertical slices yields the bars' centre heights, and bars in neighbouring slices
 * at nearly the same height are chained. Chains spanning TRACE.minSpan of the slices are lines.
 */
export function traceTextLines(mask: InkMask, slices: number = TRACE.slices): TracedLine[] {
  const { width, height } = mask;
  const smeared = smear(mask, Math.max(TRACE.minSmear, Math.round(width * TRACE.smear)));
  const sliceWidth = width / slices;
  const perSlice: { y: number; h: number }[][] = [];
  for (let s = 0; s < slices; s++) {
    const x0 = Math.floor(s * sliceWidth);
    const x1 = Math.floor((s + 1) * sliceWidth);
    const profile = new Float32Array(height);
    for (let y = 0; y < height; y++) {
      let n = 0;
      for (let x = x0; x < x1; x++) n += smeared[y * width + x] as number;
      profile[y] = n / (x1 - x0);
    }
    perSlice.push(bands(profile, height));
  }
  type Chain = { xs: number[]; ys: number[]; h: number; last: number };
  const open: Chain[] = [];
  const done: Chain[] = [];
  for (let s = 0; s < slices; s++) {
    const x = (s + 0.5) * sliceWidth;
    const used = new Set<Chain>();
    for (const band of perSlice[s] as { y: number; h: number }[]) {
      let best: Chain | undefined;
      let bestDist = Number.POSITIVE_INFINITY;
      for (const chain of open) {
        if (used.has(chain) || s - chain.last > TRACE.maxSkip) continue;
        const d = Math.abs((chain.ys[chain.ys.length - 1] as number) - band.y);
        if (d < TRACE.chain * Math.min(chain.h, band.h) && d < bestDist) {
          best = chain;
          bestDist = d;
        }
      }
      if (best) {
        best.xs.push(x);
        best.ys.push(band.y);
        best.h = (best.h + band.h) / 2;
        best.last = s;
        used.add(best);
      } else {
        const chain = { xs: [x], ys: [band.y], h: band.h, last: s };
        open.push(chain);
        used.add(chain);
      }
    }
    for (let i = open.length - 1; i >= 0; i--) {
      if (s - (open[i] as Chain).last > TRACE.maxSkip) done.push(...open.splice(i, 1));
    }
  }
  done.push(...open);
  return done
    .filter((c) => c.xs.length >= TRACE.minSpan * slices)
    .map(({ xs, ys, h }) => ({ xs, ys, height: h }))
    .sort((a, b) => mean(a.ys) - mean(b.ys));
}

function smear(mask: InkMask, gap: number): Uint8Array {
  const { data, width, height } = mask;
  const out = data.slice();
  for (let y = 0; y < height; y++) {
    let last = -1;
    for (let x = 0; x < width; x++) {
      if (!data[y * width + x]) continue;
      if (last >= 0 && x - last > 1 && x - last <= gap)
        out.fill(1, y * width + last + 1, y * width + x);
      last = x;
    }
  }
  return out;
}

/** Ink-weighted centres of runs of rows that look like one line of text. */
function bands(profile: Float32Array, height: number): { y: number; h: number }[] {
  const out: { y: number; h: number }[] = [];
  let start = -1;
  for (let y = 0; y <= height; y++) {
    const on = y < height && (profile[y] as number) > TRACE.rowInk;
    if (on && start < 0) start = y;
    if (!on && start >= 0) {
      const h = y - start;
      if (h >= TRACE.minBar && h <= TRACE.maxBar * height) {
        let sum = 0;
        let weight = 0;
        for (let k = start; k < y; k++) {
          sum += k * (profile[k] as number);
          weight += profile[k] as number;
        }
        out.push({ y: sum / weight, h });
      }
      start = -1;
    }
  }
  return out;
}

export function mean(values: number[]): number {
  return values.reduce((s, v) => s + v, 0) / Math.max(1, values.length);
}
