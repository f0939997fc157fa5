import type { Raster } from "../raster";
import { QUALITY } from "./tuning";

/** Luminance percentiles of a grey raster (sampled). */
export function percentiles(grey: Raster, ps: number[]): number[] {
  const histogram = new Uint32Array(256);
  let n = 0;
  for (let i = 0; i < grey.data.length; i += 2) {
    histogram[grey.data[i] as number] = (histogram[grey.data[i] as number] as number) + 1;
    n++;
  }
  return ps.map((p) => {
    let acc = 0;
    for (let v = 0; v < 256; v++) {
      acc += histogram[v] as number;
      if (acc >= p * n) return v;
    }
    return 255;
  });
}

/**
 * Blur as the standard deviation (pixels) of a Gaussian edge spread: at the steepest edges an
 * ideal step of height C blurred by σ has slope C / (σ√(2π)). Uses the 99.5th-percentile
 * gradient against the ink–paper contrast; noise makes this read slightly sharp.
 */
export function edgeSpread(grey: Raster): number {
  const { data, width, height } = grey;
  const [low, high] = percentiles(grey, [0.02, 0.98]) as [number, number];
  const contrast = high - low;
  if (contrast < QUALITY.minContrast) return Number.POSITIVE_INFINITY;
  const histogram = new Uint32Array(1024);
  const quarterSlope = quarterSlopes();
  let n = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      // Central differences, twice the slope per pixel.
      const dx = (data[i + 1] as number) - (data[i - 1] as number);
      const dy = (data[i + width] as number) - (data[i - width] as number);
      const g = quarterSlope[dx * dx + dy * dy] as number;
      histogram[g] = (histogram[g] as number) + 1;
      n++;
    }
  }
  let acc = 0;
  let slope = 0;
  for (let g = 0; g < 1024; g++) {
    acc += histogram[g] as number;
    if (acc >= QUALITY.steepest * n) {
      slope = g / 4;
      break;
    }
  }
  if (slope <= 0) return Number.POSITIVE_INFINITY;
  // A perfectly sharp step still spreads over about one pixel after sampling.
  return Math.max(0.5, contrast / (slope * Math.sqrt(2 * Math.PI)));
}

let quarterSlopeTable: Uint16Array | undefined;

/**
 * Gradient magnitude in quarter levels per pixel, round(4·√((dx² + dy²) / 4)), by dx² + dy²
 * (dx, dy: central differences, ±255 at most): one lookup instead of a square root per pixel.
 */
function quarterSlopes(): Uint16Array {
  if (!quarterSlopeTable) {
    quarterSlopeTable = new Uint16Array(2 * 255 * 255 + 1);
    for (let s = 0; s < quarterSlopeTable.length; s++) {
      quarterSlopeTable[s] = Math.min(1023, Math.round(4 * Math.sqrt(s / 4)));
    }
  }
  return quarterSlopeTable;
}

/**
 * Fraction of the page that is blown-out highlight (≥ 250 and neutral) while the paper
 * around it is not: specular glare, which erases what lies under it.
 */
export function glareFraction(page: Raster): number {
  const { data, channels } = page;
  const pixels = data.length / channels;
  const level = QUALITY.glareLevel;
  let clipped = 0;
  for (let p = 0; p < pixels; p++) {
    const i = p * channels;
    const r = data[i] as number;
    const g = channels === 3 ? (data[i + 1] as number) : r;
    const b = channels === 3 ? (data[i + 2] as number) : r;
    if (r >= level && g >= level && b >= level) clipped++;
  }
  return clipped / pixels;
}
