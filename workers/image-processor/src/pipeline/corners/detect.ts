import {
  convexHull,
  frameQuad,
  isConvexQuad,
  maxAreaQuad,
  orderQuad,
  polygonArea,
  type Quad,
  quadIoU,
  scaleQuad,
} from "../geometry";
import type { OpenCV } from "../opencv";
import { formatFit, rectifiedAspect } from "../perspective";
import type { Raster } from "../raster";
import {
  type Candidate,
  type CandidateSource,
  contourCandidates,
  segmentationCandidates,
} from "./candidates";
import { buildWorkImage, type WorkImage } from "./features";
import { lineCandidates } from "./lines";
import { refineQuad } from "./refine";
import { scoreQuad, scoreRefined } from "./score";

/** How the corners were found. */
export type CornerMethod = CandidateSource | "full_frame" | "provided";

/** The document outline found in an image. */
export interface CornerDetection {
  /** TL, TR, BR, BL in input pixels (the full frame when no document edge was found). */
  corners: Quad;
  /** 0–1: how sure the detector is of this outline (or, for full_frame, that there is no edge). */
  confidence: number;
  method: CornerMethod;
  /** False for a flat scan or any image whose document edge could not be found. */
  document_detected: boolean;
  /** Support of each side (top, right, bottom, left) by a step edge, 0–1. */
  edge_support: number[];
  candidates_considered: number;
}

type Scored = Outline & Candidate;

/** Below this edge score no outline is trusted and the full frame is kept. */
const ACCEPT_SCORE = 0.45;
/** Distinct outlines refined at full resolution. */
const REFINE = 8;
/** Outlines within this score of the best compete on containment (see choose()). */
const NEAR_BEST = 0.1;
/** Share of the score that depends on the outline having a known document format's shape. */
const SHAPE_PRIOR = 0.07;

/**
 * Finds the document quadrilateral. Candidates come from straight-line pairs, edge contours
 * and colour segmentation of a downscaled copy; each is scored by how much of its perimeter
 * lies on a consistent step edge; the best distinct ones are refined to sub-pixel side lines
 * on the full image and rescored; the outermost good outline wins, so that a photo or a
 * printed box on the document does not.
 */
export function detectCorners(cv: OpenCV, raster: Raster): CornerDetection {
  const { outlines, considered } = findOutlines(cv, raster);
  const best = choose(outlines, raster);
  const frame = frameQuad(raster.width, raster.height);
  if (!best || best.score < ACCEPT_SCORE || quadIoU(best.quad, frame) > 0.95) {
    return {
      corners: frame,
      confidence: round(Math.max(0.3, 1 - (best?.score ?? 0))),
      method: "full_frame",
      document_detected: false,
      edge_support: best?.sides.map(round) ?? [0, 0, 0, 0],
      candidates_considered: considered,
    };
  }
  return {
    corners: best.quad.map(([x, y]) => [round(x), round(y)]) as Quad,
    confidence: round(Math.min(1, Math.max(0, (best.score - 0.3) / 0.55))),
    method: best.source,
    document_detected: true,
    edge_support: best.sides.map(round),
    candidates_considered: considered,
  };
}

/** A refined outline in input pixels with its edge score. */
export interface Outline {
  quad: Quad;
  source: CandidateSource;
  score: number;
  sides: number[];
  area: number;
  /** Full-resolution continuity of each side (see refineCandidate). */
  continuity?: number[];
}

/**
 * Every distinct candidate outline worth refining, refined and scored, in input pixels
 * (exported for diagnostics; detectCorners picks one).
 */
export function findOutlines(
  cv: OpenCV,
  raster: Raster,
): { outlines: Outline[]; considered: number; scale: number } {
  const work = buildWorkImage(cv, raster);
  try {
    const candidates = [
      ...lineCandidates(cv, work),
      ...contourCandidates(cv, work),
      ...segmentationCandidates(cv, work),
    ];
    const ranked = distinct(candidates.map((c) => withScore(work, c.quad, c.source)));
    const refined = forRefinement(ranked).map((c) => refineCandidate(raster, work, c));
    const merged = mergers(refined).map((c) => refineCandidate(raster, work, c));
    const outlines = [...refined, ...merged].map((c) => ({
      ...c,
      quad: scaleQuad(c.quad, 1 / work.scale),
      area: c.area / work.scale ** 2,
    }));
    return { outlines, considered: candidates.length, scale: work.scale };
  } finally {
    work.dispose();
  }
}

function withScore(work: WorkImage, quad: Quad, source: CandidateSource): Scored {
  const { score, sides } = scoreQuad(work, quad);
  return { quad, source, score, sides, area: polygonArea(quad) };
}

/** Best-first, keeping one outline per group of near-duplicates (IoU > 0.95). */
function distinct(scored: Scored[]): Scored[] {
  const kept: Scored[] = [];
  for (const c of [...scored].sort((x, y) => y.score - x.score)) {
    if (!kept.some((k) => quadIoU(k.quad, c.quad) > 0.95)) kept.push(c);
  }
  return kept;
}

/**
 * The best REFINE outlines, plus, for each of the best three, the largest outline of
 * reasonable score that contains it: printed boxes and section bars make crisp inner
 * rectangles that can crowd the page itself out of the top ranks.
 */
function forRefinement(ranked: Scored[]): Scored[] {
  const picked = ranked.slice(0, REFINE);
  for (const inner of ranked.slice(0, 3)) {
    let outer: Scored | undefined;
    for (const c of ranked) {
      if (c.score < Math.max(ACCEPT_SCORE, 0.75 * inner.score) || c.area <= inner.area) continue;
      if (contains(c.quad, inner.quad) && (!outer || c.area > outer.area)) outer = c;
    }
    if (outer && !picked.includes(outer)) picked.push(outer);
  }
  return picked;
}

/**
 * Unions of two good, adjacent or overlapping outlines whose combined shape is nearly a
 * quadrilateral: a card's dark header band and its light body, the sections of a form.
 */
function mergers(refined: Scored[]): Scored[] {
  const top = [...refined]
    .sort((x, y) => y.score - x.score)
    .slice(0, 6)
    .filter((c) => c.score >= ACCEPT_SCORE);
  const out: Scored[] = [];
  for (let i = 0; i < top.length; i++)
    for (let j = i + 1; j < top.length; j++) {
      const a = top[i] as Scored;
      const b = top[j] as Scored;
      const iou = quadIoU(a.quad, b.quad);
      if (iou > 0.6) continue;
      const union = a.area + b.area - overlapArea(a, b, iou);
      const hull = convexHull([...a.quad, ...b.quad]);
      const quad = maxAreaQuad(hull);
      if (!quad || polygonArea(hull) > 1.1 * union) continue;
      const ordered = orderQuad(quad);
      if (!isConvexQuad(ordered)) continue;
      if (out.some((o) => quadIoU(o.quad, ordered) > 0.95)) continue;
      out.push({
        quad: ordered,
        source: "merged",
        score: Math.min(a.score, b.score),
        sides: [],
        area: polygonArea(ordered),
      });
    }
  return out;
}

function overlapArea(a: Scored, b: Scored, iou: number): number {
  return (iou * (a.area + b.area)) / (1 + iou);
}

/**
 * The best-scoring outline, unless a much larger outline of nearly the same score contains
 * it: then the larger (a card around its photo, a page around its printed frame).
 */
function choose(refined: Outline[], frame: { width: number; height: number }): Outline | undefined {
  // Documents come in standard shapes: an outline whose true aspect is a known format's
  // outranks an equally crisp one that is not (the body of a card below its header band).
  const prior = (o: Outline) =>
    o.score *
    (1 - SHAPE_PRIOR + SHAPE_PRIOR * formatFit(rectifiedAspect(o.quad, frame.width, frame.height)));
  const sorted = refined.map((o) => ({ o, s: prior(o) })).sort((x, y) => y.s - x.s);
  const top = sorted[0];
  if (!top) return undefined;
  let best = top;
  for (const c of sorted) {
    if (c.o.area <= best.o.area || c.o.score < ACCEPT_SCORE || !contains(c.o.quad, best.o.quad))
      continue;
    // The smaller the inner outline is within the outer, the surer it is printed content
    // (a photo, a header band) and the more score the outer may lack; an outer only a little
    // larger is more likely a rival trace of the same edge (a shadow, a table edge).
    const share = best.o.area / c.o.area;
    const allowance = NEAR_BEST * Math.min(1, Math.max(0.3, (1 - share) / 0.5));
    if (c.s >= top.s - allowance) best = c;
  }
  return best.o;
}

/** True when most of `inner` lies inside `outer`. */
function contains(outer: Quad, inner: Quad): boolean {
  const iou = quadIoU(outer, inner);
  const a = polygonArea(outer);
  const b = polygonArea(inner);
  // intersection = iou·(a + b − intersection)  ⇒  intersection = iou·(a + b)/(1 + iou)
  const intersection = (iou * (a + b)) / (1 + iou);
  return intersection > 0.9 * b;
}

/**
 * Refines at full resolution and rescores. The edge score is multiplied by how continuous
 * the sides are at full resolution, which tells a page edge from the side of a text column
 * (a step at working scale, a row of line ends up close).
 */
function refineCandidate(raster: Raster, work: WorkImage, c: Scored): Scored {
  let quad = scaleQuad(c.quad, 1 / work.scale);
  let continuity: number[] | undefined;
  const radius = Math.max(4, 3 / work.scale);
  for (const r of [radius, radius / 3]) {
    const next = refineQuad(raster, quad, r);
    if (!next) break;
    quad = next.quad;
    continuity = next.continuity;
  }
  if (!continuity) return { ...c, score: c.score * 0.5 };
  const back = scaleQuad(quad, work.scale);
  const { score, sides } = scoreRefined(work, back, continuity);
  return {
    quad: back,
    source: c.source,
    score: score * continuityFactor(continuity),
    sides,
    area: polygonArea(back),
    continuity,
  };
}

/** 1 when every side is at least 85 % continuous, falling quadratically below. */
function continuityFactor(continuity: number[]): number {
  const weakest = Math.min(...continuity);
  return Math.min(1, weakest / 0.85) ** 2;
}

function round(v: number): number {
  return Math.round(v * 1000) / 1000;
}
