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
import { cornerKernels } from "./kernels";
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
  const starts = new Float64Array(2 * samples);
  for (let k = 0; k < samples; k++) {
    const t = REFINEMENT.ends + ((1 - 2 * REFINEMENT.ends) * (k + 0.5)) / samples;
    starts[2 * k] = a[0] + t * dx;
    starts[2 * k + 1] = a[1] + t * dy;
  }
  const hits = edgesAlongNormal(raster, starts, nx, ny, ux, uy, r, spread);
  for (let k = 0; k < samples; k++) {
    const offset = hits[3 * k] as number;
    if (Number.isNaN(offset)) continue;
    points.push([
      (starts[2 * k] as number) + offset * nx,
      (starts[2 * k + 1] as number) + offset * ny,
    ]);
    weights.push(hits[3 * k + 1] as number);
    widths.push(hits[3 * k + 2] as number);
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
 * The strongest colour step along the normal (nx, ny) through each of `starts` (x, y pairs),
 * within ±r pixels, preferring steps near the starting point; profiles are averaged over
 * three parallel lines `spread` apart (see kernels.ts): offset (NaN for none), strength, width.
 */
function edgesAlongNormal(
  raster: Raster,
  starts: Float64Array,
  nx: number,
  ny: number,
  ux: number,
  uy: number,
  r: number,
  spread: number,
): Float64Array {
  return cornerKernels().edgesAlongNormal(
    {
      data: raster.data,
      width: raster.width,
      height: raster.height,
      channels: raster.channels,
      nx,
      ny,
      ux,
      uy,
      r,
      spread,
      prior: nearPrior(r),
      minGradient: REFINEMENT.minGradient,
    },
    starts,
  );
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
  const n = REFINEMENT.widthSamples;
  const starts = new Float64Array(2 * n);
  for (let k = 0; k < n; k++) {
    const t = REFINEMENT.widthEnds + ((1 - 2 * REFINEMENT.widthEnds) * (k + 0.5)) / n;
    starts[2 * k] = a[0] + t * dx;
    starts[2 * k + 1] = a[1] + t * dy;
  }
  const hits = edgesAlongNormal(raster, starts, uy, -ux, ux, uy, r, 2);
  const widths: number[] = [];
  for (let k = 0; k < n; k++) {
    if (!Number.isNaN(hits[3 * k])) widths.push(hits[3 * k + 2] as number);
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
  const starts = new Float64Array(2 * n);
  for (let k = 0; k < n; k++) {
    const t = (k + 0.5) / n;
    starts[2 * k] = a[0] + t * dx;
    starts[2 * k + 1] = a[1] + t * dy;
  }
  const hits = edgesAlongNormal(raster, starts, uy, -ux, ux, uy, REFINEMENT.onLineSearch, 1);
  let on = 0;
  for (let k = 0; k < n; k++) {
    // NaN (no edge) fails the comparison.
    if (Math.abs(hits[3 * k] as number) <= REFINEMENT.onLine) on++;
  }
  return on / n;
}
