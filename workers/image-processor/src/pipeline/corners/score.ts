import type { Point, Quad } from "@iris/kit/geometry";
import type { WorkImage } from "./features";
import { SCORING } from "./tuning";

const { reach: REACH, along: ALONG } = SCORING;

/** How well a quadrilateral's sides coincide with step edges in the working image. */
export interface QuadScore {
  /** 0–1: mean side support, penalised when one side has hardly any. */
  score: number;
  /** Support of each side (TL→TR, TR→BR, BR→BL, BL→TL), 0–1. */
  sides: number[];
}

/**
 * Scores a candidate (working coordinates). Along each side, the colour just outside is
 * compared with the colour just inside. Steps are measured per channel in units of that
 * channel's threshold; a point supports the side by the length of its step projected on the
 * side's mean step direction, graded from 0.5 (nothing) to 1.5 (full). So a side counts only
 * where the colour changes the same way all along it, as at a page edge. A step test, not a
 * gradient, rejects thin ruled lines and printed frames, which have paper on both sides.
 */
export function scoreQuad(work: WorkImage, quad: Quad): QuadScore {
  const sides = [0, 1, 2, 3].map((i) =>
    sideSupport(work, quad[i] as Point, quad[(i + 1) % 4] as Point),
  );
  return combine(sides);
}

/**
 * Like scoreQuad, but a side whose full-resolution edge was found continuous (see refine.ts)
 * counts even when its step is below threshold: a card on a light table has faint edges.
 */
export function scoreRefined(work: WorkImage, quad: Quad, continuity: number[]): QuadScore {
  const sides = [0, 1, 2, 3].map((i) =>
    Math.max(
      sideSupport(work, quad[i] as Point, quad[(i + 1) % 4] as Point),
      SCORING.faintEdgeCredit * (continuity[i] ?? 0),
    ),
  );
  return combine(sides);
}

/**
 * Like scoreQuad, for an outline made from `base` by moving one of its sides (extend.ts): a
 * side that runs on past one of base's corners may also be judged as the two stretches either
 * side of that corner, each with its own step direction (length-weighted). A card's dark
 * header band steps the other way from its light body, so the card's side, which follows
 * both, averages out to no support when judged whole (a band on a light table: 0.00 for a
 * side that is an edge all the way).
 */
export function scoreExtended(work: WorkImage, quad: Quad, base: Quad): QuadScore {
  const sides = [0, 1, 2, 3].map((i) => {
    const a = quad[i] as Point;
    const b = quad[(i + 1) % 4] as Point;
    let best = sideSupport(work, a, b);
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    if (len < 2 * SCORING.minStretch) return best;
    for (const corner of base) {
      const t =
        ((corner[0] - a[0]) * (b[0] - a[0]) + (corner[1] - a[1]) * (b[1] - a[1])) / len ** 2;
      const off =
        Math.abs((corner[0] - a[0]) * (b[1] - a[1]) - (corner[1] - a[1]) * (b[0] - a[0])) / len;
      const short = SCORING.minStretch;
      if (off > SCORING.onSide || t * len < short || (1 - t) * len < short) continue;
      const split = t * sideSupport(work, a, corner) + (1 - t) * sideSupport(work, corner, b);
      if (split > best) best = split;
    }
    return best;
  });
  return combine(sides);
}

function combine(sides: number[]): QuadScore {
  const mean = sides.reduce((s, v) => s + v, 0) / 4;
  const weakest = Math.min(...sides);
  const score = weakest < SCORING.weakSide ? mean * (weakest / SCORING.weakSide) : mean;
  return { score, sides };
}

/**
 * Mean support of a side (0–1). `spacing` is the working-pixel distance between samples
 * (2 for a verdict; a coarser spacing is a quick estimate for searches).
 */
export function sideSupport(work: WorkImage, a: Point, b: Point, spacing = 2): number {
  const support = sidePoints(work, a, b, spacing);
  let sum = 0;
  for (const v of support) if (!Number.isNaN(v)) sum += v;
  return support.length ? sum / support.length : 0;
}

/**
 * The stretches of `outer`'s sides that lie outside `inner` (working coordinates), each with
 * its own support (its own step direction: a card's dark band steps the other way from its
 * light body) and its working-pixel length. A larger outline that only adds a background line
 * (a plank seam, the edge of an object beside a card) to a document's sides runs across open
 * background on these stretches; one that adds the document's own band or margin follows an
 * edge. `from` and `to` are the stretch's ends.
 */
export function stretchesBeyond(
  work: WorkImage,
  outer: Quad,
  inner: Quad,
): { support: number; length: number; from: Point; to: Point }[] {
  const out: { support: number; length: number; from: Point; to: Point }[] = [];
  for (let i = 0; i < 4; i++) {
    const a = outer[i] as Point;
    const b = outer[(i + 1) % 4] as Point;
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    const count = Math.max(8, Math.floor(len / 2));
    let start = -1;
    for (let k = 0; k <= count; k++) {
      const t = k / count;
      const outside =
        k < count && !insideQuad(inner, [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])], -2);
      if (outside && start < 0) start = k;
      if (!outside && start >= 0) {
        const t0 = start / count;
        const t1 = (k - 1) / count;
        const p: Point = [a[0] + t0 * (b[0] - a[0]), a[1] + t0 * (b[1] - a[1])];
        const q: Point = [a[0] + t1 * (b[0] - a[0]), a[1] + t1 * (b[1] - a[1])];
        out.push({ support: sideSupport(work, p, q), length: (t1 - t0) * len, from: p, to: q });
        start = -1;
      }
    }
  }
  return out;
}

/** True when `p` lies inside the convex quad, at least `margin` from its sides (negative: within that distance outside). */
function insideQuad(quad: Quad, p: Point, margin: number): boolean {
  for (let i = 0; i < 4; i++) {
    const a = quad[i] as Point;
    const b = quad[(i + 1) % 4] as Point;
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
    // For a clockwise quad (y down) the inside is where this cross product is positive.
    const cross = ((b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0])) / len;
    if (cross < margin) return false;
  }
  return true;
}

/** Graded step support of sample points along a side (NaN where unmeasurable). */
function sidePoints(work: WorkImage, a: Point, b: Point, spacing = 2): Float32Array {
  const { width, height, channels } = work;
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = Math.hypot(dx, dy);
  if (len < 8) return new Float32Array(0);
  const ux = dx / len;
  const uy = dy / len;
  // Outward normal for a clockwise (TL, TR, BR, BL) quad in image coordinates.
  const nx = uy;
  const ny = -ux;
  const count = Math.max(8, Math.floor(len / spacing));
  const nc = channels.length;
  const steps = channels.map(() => new Float32Array(count));
  const valid = new Uint8Array(count);
  const planes = work.interleaved;
  const thresholds = channels.map((c) => c.step);
  const sums = new Float64Array(nc);
  // The six sample offsets (three along the side, outside and inside) are the same for every
  // point of the side.
  const ox = [-ALONG * ux + REACH * nx, REACH * nx, ALONG * ux + REACH * nx];
  const oy = [-ALONG * uy + REACH * ny, REACH * ny, ALONG * uy + REACH * ny];
  const ix = [-ALONG * ux - REACH * nx, -REACH * nx, ALONG * ux - REACH * nx];
  const iy = [-ALONG * uy - REACH * ny, -REACH * ny, ALONG * uy - REACH * ny];
  for (let k = 0; k < count; k++) {
    const t = SCORING.ends + ((1 - 2 * SCORING.ends) * (k + 0.5)) / count;
    const px = a[0] + t * dx;
    const py = a[1] + t * dy;
    if (!within(px, py, REACH + ALONG, width, height)) continue;
    valid[k] = 1;
    sums.fill(0);
    for (let s = 0; s < 3; s++) {
      // Per channel: sum += outside − inside, in the order the samples are taken.
      addStep(
        planes,
        width,
        nc,
        px + (ox[s] as number),
        py + (oy[s] as number),
        px + (ix[s] as number),
        py + (iy[s] as number),
        sums,
      );
    }
    for (let ci = 0; ci < nc; ci++) {
      (steps[ci] as Float32Array)[k] = (sums[ci] as number) / 3 / (thresholds[ci] as number);
    }
  }
  // The side's colour step: the mean step vector (channels in units of their thresholds).
  // An edge that flips between lighter and darker along the side (tiles, texture) averages
  // out; a page edge keeps one direction all the way.
  const mean = steps.map((d) => {
    let sum = 0;
    let n = 0;
    for (let k = 0; k < count; k++) {
      if (!valid[k]) continue;
      sum += d[k] as number;
      n++;
    }
    return n ? sum / n : 0;
  });
  const norm = Math.hypot(...mean);
  const support = new Float32Array(count).fill(Number.NaN);
  for (let k = 0; k < count; k++) {
    if (!valid[k]) continue;
    let along = 0;
    if (norm > 1e-6) {
      for (let ci = 0; ci < nc; ci++) {
        along += (((steps[ci] as Float32Array)[k] as number) * (mean[ci] as number)) / norm;
      }
    }
    support[k] = Math.min(1, Math.max(0, along - SCORING.grade));
  }
  return support;
}

function within(x: number, y: number, margin: number, width: number, height: number): boolean {
  return x >= margin && y >= margin && x <= width - 1 - margin && y <= height - 1 - margin;
}

/**
 * Adds, per channel, the bilinear sample at (x1, y1) minus the one at (x2, y2) to `sums`:
 * the weights of each position are computed once for all channels. Positions lie at least
 * one pixel inside the image (see within).
 */
function addStep(
  planes: Float32Array,
  width: number,
  nc: number,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  sums: Float64Array,
): void {
  const ax0 = Math.floor(x1);
  const ay0 = Math.floor(y1);
  const afx = x1 - ax0;
  const afy = y1 - ay0;
  const bx0 = Math.floor(x2);
  const by0 = Math.floor(y2);
  const bfx = x2 - bx0;
  const bfy = y2 - by0;
  const rowStride = width * nc;
  const a = (ay0 * width + ax0) * nc;
  const b = (by0 * width + bx0) * nc;
  for (let c = 0; c < nc; c++) {
    const i = a + c;
    const j = b + c;
    const outside =
      ((planes[i] as number) * (1 - afx) + (planes[i + nc] as number) * afx) * (1 - afy) +
      ((planes[i + rowStride] as number) * (1 - afx) +
        (planes[i + rowStride + nc] as number) * afx) *
        afy;
    const inside =
      ((planes[j] as number) * (1 - bfx) + (planes[j + nc] as number) * bfx) * (1 - bfy) +
      ((planes[j + rowStride] as number) * (1 - bfx) +
        (planes[j + rowStride + nc] as number) * bfx) *
        bfy;
    sums[c] = (sums[c] as number) + (outside - inside);
  }
}
