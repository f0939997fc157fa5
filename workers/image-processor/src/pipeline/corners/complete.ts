import { isConvexQuad, type Point, type Quad } from "@iris/kit/geometry";
import { rectifiedAspect } from "../perspective/aspect";
import { sideShifter } from "./extend";
import type { WorkImage } from "./features";
import { sideSupport } from "./score";
import { COMPLETION } from "./tuning";

/** ID-1's aspect (85.6 × 53.98 mm): identity cards. */
const CARD_ASPECT = 85.6 / 53.98;
const {
  minElongated: MIN_ELONGATED,
  maxElongated: MAX_ELONGATED,
  minSupport: MIN_BAND_SUPPORT,
  search: SEARCH,
} = COMPLETION;

/** An outline with one long side moved outwards to an ID-1 card's aspect. */
export interface Completion {
  quad: Quad;
  /** Support of the moved side. */
  support: number;
  /** Which side moved (0 top, 1 right, 2 bottom, 3 left, in the quad's order). */
  side: number;
}

/**
 * A card whose header or footer band is about the colour of what it lies on is found without
 * the band: the outline is the card's light body, too long for its height. When `quad`
 * (working coordinates) is that elongated, each long side is moved outwards, parallel, to
 * where the outline takes ID-1's aspect, and the best-supported step edge within SEARCH pixels
 * of there is taken: the band's outer edge. Returns undefined when neither side finds one.
 */
export function completeCard(work: WorkImage, quad: Quad): Completion | undefined {
  const aspectOf = (q: Quad) => {
    const a = rectifiedAspect(q, work.width, work.height);
    return { value: Math.max(a, 1 / a), wide: a >= 1 };
  };
  const start = aspectOf(quad);
  if (start.value < MIN_ELONGATED || start.value > MAX_ELONGATED) return undefined;
  // The long sides are top and bottom of a wide outline, left and right of a tall one.
  const sides = start.wide ? [0, 2] : [1, 3];
  let best: Completion | undefined;
  for (const i of sides) {
    const moved = moveSide(quad, i);
    const target = offsetToAspect(moved, aspectOf, work);
    if (target === undefined) continue;
    for (let d = Math.max(1, target - SEARCH); d <= target + SEARCH; d += 0.5) {
      const q = moved(d);
      if (!q || !insideFrame(q, work)) continue;
      const support = sideSupport(work, q[i] as Point, q[(i + 1) % 4] as Point);
      if (support >= MIN_BAND_SUPPORT && (!best || support > best.support)) {
        best = { quad: q, support, side: i };
      }
    }
  }
  return best;
}

/** The quad with side i moved outwards by d working pixels (undefined when degenerate). */
function moveSide(quad: Quad, i: number): (d: number) => Quad | undefined {
  const shift = sideShifter(quad, i);
  return (d: number) => {
    const ends = shift(-d);
    if (!ends) return undefined;
    const out = [...quad] as Quad;
    [out[i], out[(i + 1) % 4]] = ends;
    return isConvexQuad(out) ? out : undefined;
  };
}

/** The outward offset (working pixels, whole) at which the moved outline reaches ID-1's aspect. */
function offsetToAspect(
  moved: (d: number) => Quad | undefined,
  aspectOf: (q: Quad) => { value: number },
  work: WorkImage,
): number | undefined {
  const limit = Math.max(work.width, work.height) / 2;
  for (let d = 1; d <= limit; d++) {
    const q = moved(d);
    if (!q) return undefined;
    if (aspectOf(q).value <= CARD_ASPECT) return d;
  }
  return undefined;
}

/** True when every corner lies within the working image (a band is not outside the photo). */
function insideFrame(quad: Quad, work: WorkImage): boolean {
  return quad.every(([x, y]) => x >= 0 && y >= 0 && x <= work.width - 1 && y <= work.height - 1);
}
