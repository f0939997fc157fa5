import {
  distance,
  fitLine,
  intersect,
  isConvexQuad,
  type Line,
  type Point,
  type Quad,
  quadIoU,
} from "@iris/kit/geometry";
import type { Raster } from "../raster";
import { REFINEMENT } from "./tuning";

/** A refined outline and how much of each side the full-resolution edge covers. */
export interface Refined {
  quad: Quad;
  /**
   * Per side, the fraction of samples that found an edge on the fitted line. A page edge is
   * continuous (close to 1); the side of a block of text is not (the gaps between lines).
   */
  continuity: number[];
  /**
   * Per side, the median width (pixels at half maximum) of the edge's gradient profile: a
   * document's own edges are about equally sharp, a cast shadow's edge is much softer.
   */
  edgeWidth: number[];
}

/**
 * Moves each side of `quad` (input pixels) onto the strongest nearby edge of the full-resolution
 * image with sub-pixel precision, fits a robust line per side and takes the corners as the
 * intersections of adjacent lines. Rounded corners (ID cards) are skipped: only the middle
 * 84 % of each side is sampled. Returns undefined when a side finds no edge.
 */
export function refineQuad(raster: Raster, quad: Quad, radius: number): Refined | undefined {
  const lines: Line[] = [];
  const continuity: number[] = [];
  const edgeWidth: number[] = [];
  for (let i = 0; i < 4; i++) {
    const side = refineSide(raster, quad[i] as Point, quad[(i + 1) % 4] as Point, radius);
    if (!side) return undefined;
    lines.push(side.line);
    continuity.push(side.continuity);
    edgeWidth.push(side.edgeWidth);
  }
  const corners: Point[] = [];
  for (let i = 0; i < 4; i++) {
    const p = intersect(lines[(i + 3) % 4] as Line, lines[i] as Line);
    if (!p) return undefined;
    corners.push(p);
  }
  const refined = corners as Quad;
  if (!isConvexQuad(refined) || quadIoU(refined, quad) < REFINEMENT.minOverlap) return undefined;
  return { quad: refined, continuity, edgeWidth };
}

function refineSide(
  raster: Raster,
  a: Point,
  b: Point,
  radius: number,
): { line: Line; continuity: number; edgeWidth: number } | undefined {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = Math.hypot(dx, dy);
  if (len < 10) return undefined;
  const ux = dx / len;
  const uy = dy / len;
  const nx = uy;
  const ny = -ux;
  const samples = Math.max(
    REFINEMENT.minSamples,
    Math.min(REFINEMENT.maxSamples, Math.floor(len / REFINEMENT.sampleSpacing)),
  );
  const points: Point[] = [];
  const weights: number[] = [];
  const widths: number[] = [];
  const r = Math.max(2, Math.ceil(radius));
  const spread = Math.max(1, radius / 4);
  for (let k = 0; k < samples; k++) {
    const t = REFINEMENT.ends + ((1 - 2 * REFINEMENT.ends) * (k + 0.5)) / samples;
    const px = a[0] + t * dx;
    const py = a[1] + t * dy;
    const hit = edgeAlongNormal(raster, px, py, nx, ny, ux, uy, r, spread);
    if (!hit) continue;
    points.push([px + hit.offset * nx, py + hit.offset * ny]);
    weights.push(hit.strength);
    widths.push(hit.width);
  }
  const fit = robustLine(points, weights);
  if (!fit) return undefined;
  const sorted = [...widths].sort((x, y) => x - y);
  return {
    line: fit.line,
    continuity: fit.inliers / samples,
    edgeWidth: sorted[Math.floor(sorted.length / 2)] ?? 0,
  };
}

/**
 * Finds the strongest colour step along the normal through (px, py), within ±r pixels,
 * preferring steps near the starting point. Profiles are averaged over three parallel lines.
 */
function edgeAlongNormal(
  raster: Raster,
  px: number,
  py: number,
  nx: number,
  ny: number,
  ux: number,
  uy: number,
  r: number,
  spread: number,
): { offset: number; strength: number; width: number } | undefined {
  const ch = raster.channels;
  const n = 2 * r + 3;
  const profile = scratch(n * ch);
  const { data, width, height } = raster;
  const row = width * ch;
  for (let j = 0; j < n; j++) {
    const o = j - r - 1;
    for (let k = -1; k <= 1; k++) {
      const s = k * spread;
      const x = px + o * nx + s * ux;
      const y = py + o * ny + s * uy;
      if (x < 0 || y < 0 || x > width - 1 || y > height - 1) return undefined;
      // Bilinear weights once for all channels (the arithmetic of raster.ts sampleBilinear).
      const xc = Math.min(x, width - 1.001);
      const yc = Math.min(y, height - 1.001);
      const x0 = Math.floor(xc);
      const y0 = Math.floor(yc);
      const fx = xc - x0;
      const fy = yc - y0;
      const base = (y0 * width + x0) * ch;
      for (let c = 0; c < ch; c++) {
        const i = base + c;
        const v =
          ((data[i] as number) * (1 - fx) + (data[i + ch] as number) * fx) * (1 - fy) +
          ((data[i + row] as number) * (1 - fx) + (data[i + row + ch] as number) * fx) * fy;
        profile[j * ch + c] = (profile[j * ch + c] as number) + v / 3;
      }
    }
  }
  // Gradient magnitude (colour-vector norm of the central difference) at offsets -r..r.
  const g = gradientScratch(2 * r + 1);
  for (let j = 1; j < n - 1; j++) {
    let sum = 0;
    for (let c = 0; c < ch; c++) {
      const d = (profile[(j + 1) * ch + c] as number) - (profile[(j - 1) * ch + c] as number);
      sum += d * d;
    }
    g[j - 1] = Math.sqrt(sum) / 2;
  }
  let best = -1;
  let bestValue = 0;
  const prior = nearPrior(r);
  for (let j = 0; j < g.length; j++) {
    const value = (g[j] as number) * (prior[j] as number);
    if (value > bestValue) {
      bestValue = value;
      best = j;
    }
  }
  if (best < 0 || (g[best] as number) < REFINEMENT.minGradient) return undefined;
  let offset = best - r;
  if (best > 0 && best < g.length - 1) {
    const l = g[best - 1] as number;
    const c = g[best] as number;
    const rr = g[best + 1] as number;
    const den = l - 2 * c + rr;
    if (den < 0) offset += Math.max(-0.5, Math.min(0.5, (0.5 * (l - rr)) / den));
  }
  const peak = g[best] as number;
  let lo = best;
  while (lo > 0 && (g[lo - 1] as number) >= peak / 2) lo--;
  let hi = best;
  while (hi < g.length - 1 && (g[hi + 1] as number) >= peak / 2) hi++;
  return { offset, strength: peak, width: hi - lo + 1 };
}

/**
 * Zeroed scratch buffers for edgeAlongNormal, which runs thousands of times per image: one
 * allocation per size instead of two per call. Nothing keeps them past a call.
 */
let profileBuffer = new Float32Array(0);
let gradientBuffer = new Float32Array(0);

function scratch(length: number): Float32Array {
  if (profileBuffer.length < length) profileBuffer = new Float32Array(length);
  const view = profileBuffer.subarray(0, length);
  view.fill(0);
  return view;
}

function gradientScratch(length: number): Float32Array {
  if (gradientBuffer.length < length) gradientBuffer = new Float32Array(length);
  return gradientBuffer.subarray(0, length);
}

/** exp(−½ (o / r)²) for o = −r…r: the preference for steps near the starting point. */
const priors = new Map<number, Float64Array>();

function nearPrior(r: number): Float64Array {
  let prior = priors.get(r);
  if (!prior) {
    prior = new Float64Array(2 * r + 1);
    for (let j = 0; j <= 2 * r; j++) {
      const o = j - r;
      prior[j] = Math.exp((-0.5 * (o * o)) / (r * r));
    }
    priors.set(r, prior);
  }
  return prior;
}

/** Weighted line fit that discards outliers (occluding fingers, text near the edge). */
function robustLine(
  points: Point[],
  weights: number[],
): { line: Line; inliers: number } | undefined {
  let keep = points.map((_, i) => i);
  let line: Line | undefined;
  for (let round = 0; round < 4; round++) {
    if (keep.length < REFINEMENT.minInliers) break;
    line = fitLine(
      keep.map((i) => points[i] as Point),
      keep.map((i) => weights[i] as number),
    );
    if (!line) return undefined;
    const fitted = line;
    const residuals = keep.map((i) => Math.abs(distance(fitted, points[i] as Point)));
    const sorted = [...residuals].sort((x, y) => x - y);
    const mad = (sorted[Math.floor(sorted.length / 2)] as number) * 1.4826;
    const limit = Math.max(REFINEMENT.minResidual, REFINEMENT.outlierMads * mad);
    const next = keep.filter((_, k) => (residuals[k] as number) <= limit);
    if (next.length === keep.length) break;
    keep = next;
  }
  return line && keep.length >= REFINEMENT.minInliers ? { line, inliers: keep.length } : undefined;
}

/**
 * Width (pixels at half maximum of the gradient, median over the side) of the edge under the
 * line a→b, looked for within ±`reach` pixels. A physical edge is as sharp as the camera
 * makes it; a cast shadow's edge is spread over many pixels.
 */
export function edgeWidthAlong(raster: Raster, a: Point, b: Point, reach: number): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = Math.hypot(dx, dy);
  if (len < 10) return 0;
  const ux = dx / len;
  const uy = dy / len;
  const r = Math.max(4, Math.ceil(reach));
  const widths: number[] = [];
  const n = REFINEMENT.widthSamples;
  for (let k = 0; k < n; k++) {
    const t = REFINEMENT.widthEnds + ((1 - 2 * REFINEMENT.widthEnds) * (k + 0.5)) / n;
    const hit = edgeAlongNormal(raster, a[0] + t * dx, a[1] + t * dy, uy, -ux, ux, uy, r, 2);
    if (hit) widths.push(hit.width);
  }
  widths.sort((x, y) => x - y);
  return widths[Math.floor(widths.length / 2)] ?? 0;
}

/**
 * Share (0–1) of the stretch a→b (input pixels) along which the full-resolution image has an
 * edge on the line itself: the strongest step within REFINEMENT.onLineSearch pixels of each
 * sample lies within REFINEMENT.onLine of it. A physical edge is continuous even where its step
 * is faint (a light page on a light table); open background and sensor noise are not.
 */
export function continuityAlong(raster: Raster, a: Point, b: Point): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = Math.hypot(dx, dy);
  if (len < 10) return 0;
  const ux = dx / len;
  const uy = dy / len;
  const n = Math.max(
    REFINEMENT.minSamples,
    Math.min(REFINEMENT.maxSamples, Math.floor(len / REFINEMENT.sampleSpacing)),
  );
  let on = 0;
  for (let k = 0; k < n; k++) {
    const t = (k + 0.5) / n;
    const hit = edgeAlongNormal(
      raster,
      a[0] + t * dx,
      a[1] + t * dy,
      uy,
      -ux,
      ux,
      uy,
      REFINEMENT.onLineSearch,
      1,
    );
    if (hit && Math.abs(hit.offset) <= REFINEMENT.onLine) on++;
  }
  return on / n;
}
