import type { Point, Quad } from "@iris/kit/geometry";
import type { WorkImage } from "./features";
import { cornerKernels } from "./kernels";
import { SCORING } from "./tuning";

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
  return cornerKernels().sideSupport(work, a[0], a[1], b[0], b[1], spacing, SCORING);
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
