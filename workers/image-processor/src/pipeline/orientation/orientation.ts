import type { Raster } from "../raster";
import { type InkMask, inkMask, rotateMask90 } from "./ink";

/** Clockwise quarter turns, in degrees. */
export type QuarterTurn = 0 | 90 | 180 | 270;

/** How to turn an image so that its text reads upright and level. */
export interface OrientationEstimate {
  /** Clockwise rotation to apply (after which the text is upright). */
  rotation: QuarterTurn;
  /** Remaining small skew of the upright text in degrees (positive: clockwise); rotate by −skew. */
  skew: number;
  /** 0–1; low when there is little text to judge by. */
  confidence: number;
  /** Text lines the decision rests on. */
  lines: number;
}

/**
 * Estimates orientation from text. Horizontal vs vertical lines: which projection profile
 * (rows or columns of ink) is sharper at its best small angle. Upright vs upside-down: Latin
 * script (Spanish included, with its accents) puts more ink above the x-height band —
 * capitals, ascenders, accents, i-dots — than below it (descenders), line after line.
 */
export function estimateOrientation(grey: Raster): OrientationEstimate {
  const mask = inkMask(grey);
  const inkPixels = mask.data.reduce((s, v) => s + v, 0);
  if (inkPixels < 0.002 * mask.data.length) {
    return { rotation: 0, skew: 0, confidence: 0, lines: 0 };
  }
  const horizontal = bestSkew(mask);
  const turned = rotateMask90(mask);
  const vertical = bestSkew(turned);
  const isVertical = vertical.sharpness > 1.25 * horizontal.sharpness;
  const level = isVertical ? turned : mask;
  const skew = isVertical ? vertical.angle : horizontal.angle;
  const axisMargin =
    Math.max(vertical.sharpness, horizontal.sharpness) /
      Math.max(1e-9, Math.min(vertical.sharpness, horizontal.sharpness)) -
    1;
  const { balance, lines } = ascenderBalance(level, skew);
  const upsideDown = balance < 0;
  const rotation = ((isVertical ? 90 : 0) + (upsideDown ? 180 : 0)) as QuarterTurn;
  // Both decisions must be clear; few lines or a weak balance lower the confidence.
  const axisConfidence = Math.min(1, axisMargin / 0.5);
  const flipConfidence = Math.min(1, (Math.abs(balance) / 0.15) * Math.min(1, lines / 6));
  return {
    rotation,
    skew,
    confidence: Math.round(Math.min(axisConfidence, flipConfidence) * 1000) / 1000,
    lines,
  };
}

/** Projection-profile sharpness of ink rows at angles within ±6°, coarse then fine. */
function bestSkew(mask: InkMask): { angle: number; sharpness: number } {
  const points = inkPoints(mask, 40_000);
  let best = { angle: 0, sharpness: sharpness(points, mask, 0) };
  const search = (from: number, to: number, step: number) => {
    for (let a = from; a <= to + 1e-9; a += step) {
      const s = sharpness(points, mask, a);
      if (s > best.sharpness) best = { angle: a, sharpness: s };
    }
  };
  search(-6, 6, 0.5);
  const centre = best.angle;
  search(centre - 0.45, centre + 0.45, 0.1);
  best.angle = Math.round(best.angle * 100) / 100;
  return best;
}

function inkPoints(mask: InkMask, limit: number): Float32Array {
  const { data, width } = mask;
  let count = 0;
  for (const v of data) count += v;
  const stride = Math.max(1, Math.ceil(count / limit));
  const out: number[] = [];
  let k = 0;
  for (let i = 0; i < data.length; i++) {
    if (!data[i]) continue;
    if (k++ % stride === 0) out.push(i % width, Math.floor(i / width));
  }
  return Float32Array.from(out);
}

/** Sum of squared row counts after rotating the points by `deg` (Postl's criterion). */
function sharpness(points: Float32Array, mask: InkMask, deg: number): number {
  const t = (deg * Math.PI) / 180;
  const sin = Math.sin(t);
  const cos = Math.cos(t);
  const offset = mask.width;
  const bins = new Float32Array(mask.height + 2 * mask.width + 2);
  for (let i = 0; i < points.length; i += 2) {
    const x = points[i] as number;
    const y = points[i + 1] as number;
    const r = Math.round(y * cos - x * sin + offset);
    if (r >= 0 && r < bins.length) bins[r] = (bins[r] as number) + 1;
  }
  let sum = 0;
  for (const b of bins) sum += b * b;
  return sum / (points.length / 2) ** 2;
}

/**
 * (above − below) / (above + below) summed over text lines found in vertical strips of the
 * level mask, where "above"/"below" is ink outside the x-height band of each line. Positive
 * means upright.
 */
function ascenderBalance(mask: InkMask, skewDeg: number): { balance: number; lines: number } {
  const { width, height, data } = mask;
  const strips = Math.max(1, Math.min(4, Math.round(width / 300)));
  const tan = Math.tan((skewDeg * Math.PI) / 180);
  let above = 0;
  let below = 0;
  let lines = 0;
  for (let s = 0; s < strips; s++) {
    const x0 = Math.floor((s * width) / strips);
    const x1 = Math.floor(((s + 1) * width) / strips);
    const profile = new Float32Array(height);
    for (let y = 0; y < height; y++) {
      for (let x = x0; x < x1; x++) {
        if (!data[y * width + x]) continue;
        // Undo the skew so that each line is level within the strip.
        const yl = Math.round(y - (x - (x0 + x1) / 2) * tan);
        if (yl >= 0 && yl < height) profile[yl] = (profile[yl] as number) + 1;
      }
    }
    for (const band of textBands(profile, x1 - x0, height)) {
      const peak = Math.max(...profile.subarray(band.start, band.end));
      let coreStart = band.start;
      while (coreStart < band.end && (profile[coreStart] as number) < 0.5 * peak) coreStart++;
      let coreEnd = band.end - 1;
      while (coreEnd > coreStart && (profile[coreEnd] as number) < 0.5 * peak) coreEnd--;
      let up = 0;
      let down = 0;
      for (let y = band.start; y < coreStart; y++) up += profile[y] as number;
      for (let y = coreEnd + 1; y < band.end; y++) down += profile[y] as number;
      if (up + down === 0) continue;
      above += up;
      below += down;
      lines++;
    }
  }
  const total = above + below;
  return { balance: total > 0 ? (above - below) / total : 0, lines };
}

/** Runs of rows with ink that look like a line of text (height 0.4 %–6 % of the page). */
function textBands(profile: Float32Array, stripWidth: number, height: number) {
  const bands: { start: number; end: number }[] = [];
  const floor = Math.max(1, 0.01 * stripWidth);
  let start = -1;
  for (let y = 0; y <= height; y++) {
    const on = y < height && (profile[y] as number) >= floor;
    if (on && start < 0) start = y;
    if (!on && start >= 0) {
      const h = y - start;
      if (h >= Math.max(4, 0.004 * height) && h <= 0.06 * height) bands.push({ start, end: y });
      start = -1;
    }
  }
  return bands;
}
