import {
  intersect,
  isConvexQuad,
  type Line,
  lineThrough,
  type Point,
  type Quad,
} from "@iris/kit/geometry";
import type { Candidate } from "./candidates";
import type { WorkImage } from "./features";
import { sideSupport } from "./score";
import { VARIANTS } from "./tuning";

const {
  minSupport: MIN_SUPPORT,
  reach: REACH,
  coarseSpacing: COARSE_SPACING,
  coarseMargin: COARSE_MARGIN,
  sweepFrom: FROM,
  sweepStep: STEP,
} = VARIANTS;

/**
 * Variants of a good outline with one side moved, parallel, to the strongest other step edge
 * within reach (outwards or inwards). An outline that stops at a card's dark band, a photo
 * box on a passport page, or a shadow line becomes the document's own outline this way when
 * the true edge is too faint for the line and contour detectors.
 */
export function sideVariants(work: WorkImage, quad: Quad): Candidate[] {
  const out: Candidate[] = [];
  for (let i = 0; i < 4; i++) {
    const side = lineThrough(quad[i] as Point, quad[(i + 1) % 4] as Point);
    const across = Math.abs(
      side.a * (quad[(i + 2) % 4] as Point)[0] + side.b * (quad[(i + 2) % 4] as Point)[1] - side.c,
    );
    const limit = Math.max(VARIANTS.minReach, REACH * across);
    const shift = sideShifter(quad, i);
    for (const direction of [1, -1]) {
      const at = (d: number) => shift(direction * d);
      // A quick sweep with sparse samples, then the promising offsets (and their neighbours
      // on the fine 1.5 px grid) measured properly: the full sweep was most of the detector's
      // time.
      const coarse: { d: number; support: number }[] = [];
      for (let d = FROM; d <= limit; d += STEP) {
        const ends = at(d);
        if (!ends) break;
        coarse.push({ d, support: sideSupport(work, ends[0], ends[1], COARSE_SPACING) });
      }
      const promising = coarse
        .filter((c) => c.support >= MIN_SUPPORT - COARSE_MARGIN)
        .sort((x, y) => y.support - x.support)
        .slice(0, 3);
      let best: { support: number; quad: Quad } | undefined;
      const tried = new Set<number>();
      for (const { d: centre } of promising) {
        for (const d of [centre - STEP, centre, centre + STEP]) {
          if (d < FROM || d > limit || tried.has(d)) continue;
          tried.add(d);
          const ends = at(d);
          if (!ends) continue;
          const support = sideSupport(work, ends[0], ends[1]);
          if (support >= MIN_SUPPORT && (!best || support > best.support)) {
            const moved = [...quad] as Quad;
            moved[i] = ends[0];
            moved[(i + 1) % 4] = ends[1];
            if (isConvexQuad(moved)) best = { support, quad: moved };
          }
        }
      }
      if (best) out.push({ quad: best.quad, source: "lines" });
    }
  }
  return out;
}

/**
 * Moves side i of a clockwise quad parallel to itself: the function returns the side's new
 * ends (where the moved line meets the two neighbouring sides) for an offset in pixels,
 * positive inwards and negative outwards, or undefined when a neighbour is parallel to it.
 */
export function sideShifter(quad: Quad, i: number): (offset: number) => [Point, Point] | undefined {
  const line = (k: number) => lineThrough(quad[k % 4] as Point, quad[(k + 1) % 4] as Point);
  const side = line(i);
  const before = line(i + 3);
  const after = line(i + 1);
  return (offset: number) => {
    // lineThrough's normal points into a clockwise quad.
    const shifted: Line = { a: side.a, b: side.b, c: side.c + offset };
    const p = intersect(before, shifted);
    const q = intersect(shifted, after);
    return p && q ? [p, q] : undefined;
  };
}
