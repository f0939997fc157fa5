/**
 * Corner detection: the document's outline in a photo, or none (a flat scan). A cascade,
 * each stage feeding the next; tunables in tuning.ts.
 *
 * | # | Stage | Works on | Keeps | Module |
 * |---|---|---|---|---|
 * | 1 | Working image: downscale, Lab + chroma channels, blur, text closed over | ≤ 640 px copy | 4 channels, a textless lightness | features.ts |
 * | 2 | Line candidates: Hough segments of the edge maps merged into lines; pairs of near-parallel lines crossing another pair | working image | best 40 by perimeter covered | lines.ts |
 * | 2b | Regions of a surface made of lines (tiles, checks): lines that run on past corners, grid lines across; left out here and at every later stage | Hough lines | the rest | surface.ts |
 * | 3 | Contour candidates: Canny at two sensitivities per channel, hulls reduced to quads | working image | quads ≥ 4 % of the frame | candidates.ts |
 * | 4 | Segmentation candidates (only when 2–3 found no outline scoring ≥ 0.9): Otsu regions per channel | working image | region quads | candidates.ts |
 * | 5 | Step-edge score: colour outside vs inside along each side, one direction all along | working image | score 0–1 per outline | score.ts |
 * | 6 | Side variants of the best three: one side moved to another step edge (a band, a margin) | working image | supported moves | extend.ts |
 * | 7 | Print on paper around an outline: boxes printed on a page are not documents | ≤ 1200 px grey copy | outlines with less print around than inside | page-text.ts |
 * | 8 | Refinement of the best 8 (and their containers): sub-pixel side lines, continuity | full resolution | rescored outlines | refine.ts |
 * | 9 | Mergers of adjacent good outlines (a dark band and a light body) | refined outlines | hull quads | detect.ts |
 * | 10 | Choice: best score, unless a larger outline around it adds sharp sides along step edges, or the best is a strip (an MRZ zone, a header bar) of a good outline | refined outlines | one outline | detect.ts |
 * | 11 | Completion of a card too long for its height across a missed colour band | chosen outline | ID-1 outline | complete.ts |
 * | 12 | Verdict: score ≥ 0.45 and not the frame → the document; else the full frame | | corners, confidence | detect.ts |
 */
import {
  convexHull,
  frameQuad,
  isConvexQuad,
  maxAreaQuad,
  orderQuad,
  type Point,
  polygonArea,
  type Quad,
  quadIoU,
  scaleQuad,
} from "@iris/kit/geometry";
import type { OpenCV } from "../engine";
import { rectifiedAspect } from "../perspective/aspect";
import type { Raster } from "../raster";
import { fromRaster, toRaster } from "../sharp-io";
import {
  type Candidate,
  type CandidateSource,
  contourCandidates,
  plausibleCorners,
  segmentationCandidates,
} from "./candidates";
import { completeCard } from "./complete";
import { sideVariants } from "./extend";
import { buildWorkImage, type WorkImage } from "./features";
import { houghLines, lineCandidates } from "./lines";
import { findPageText, isBoxOnPage, isPictureOn, printShare, TEXT_SIZE } from "./page-text";
import { continuityAlong, edgeWidthAlong, type Refined, refineQuad } from "./refine";
import { scoreExtended, scoreQuad, scoreRefined, stretchesBeyond } from "./score";
import { isSurfaceRegion } from "./surface";
import { CHOICE, PAGE_TEXT, REFINEMENT } from "./tuning";

/** How the corners were found. */
export type CornerMethod = CandidateSource | "full_frame" | "provided";

/**
 * A copy of `raster` at most TEXT_SIZE pixels on its long side, made by libvips (native and
 * much faster than copying the full image into OpenCV.js and reducing it there): the working
 * image and the text search both start from it. Small rasters are returned as they are.
 * Mitchell, not the default Lanczos: Lanczos' ringing along the document's edge and text made
 * a passport photo's outline lose to the full frame (close to OpenCV's area reduction, which
 * the detector was built on, is what matters).
 */
export async function cornerPreview(raster: Raster): Promise<Raster> {
  const scale = TEXT_SIZE / Math.max(raster.width, raster.height);
  if (scale >= 1) return raster;
  const width = Math.max(1, Math.round(raster.width * scale));
  const height = Math.max(1, Math.round(raster.height * scale));
  return toRaster(
    fromRaster(raster).resize(width, height, { fit: "fill", kernel: "mitchell" }),
    raster.channels,
  );
}

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

const { accept: ACCEPT_SCORE, clearEdges: CLEAR_EDGES, nearBest: NEAR_BEST } = CHOICE;

/**
 * Finds the document quadrilateral. Candidates come from straight-line pairs, edge contours
 * and colour segmentation of a downscaled copy; each is scored by how much of its perimeter
 * lies on a consistent step edge; the best distinct ones are refined to sub-pixel side lines
 * on the full image and rescored; outlines with much more text around them than inside are
 * boxes printed on a page (a flat scan), not documents; the outermost good outline wins, so
 * that a photo or a printed box on the document does not.
 */
export function detectCorners(cv: OpenCV, raster: Raster, preview?: Raster): CornerDetection {
  const { best, considered } = findOutlines(cv, raster, preview);
  const frame = frameQuad(raster.width, raster.height);
  if (!best || best.score < ACCEPT_SCORE || quadIoU(best.quad, frame) > CHOICE.frame) {
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
    confidence: round(
      Math.min(1, Math.max(0, (best.score - CHOICE.confidenceFrom) / CHOICE.confidenceSpan)),
    ),
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
  /** Full-resolution edge width of each side in pixels (see refine.ts). */
  edgeWidth?: number[];
}

/**
 * Every distinct candidate outline worth refining, refined and scored, in input pixels
 * (exported for diagnostics; detectCorners picks one).
 */
export function findOutlines(
  cv: OpenCV,
  raster: Raster,
  preview: Raster = raster,
): { outlines: Outline[]; best: Outline | undefined; considered: number; scale: number } {
  const work = buildWorkImage(cv, raster, preview);
  try {
    const lines = houghLines(cv, work);
    // Cells of a tiled or checked surface are rectangles of step edges too: never documents.
    const worthScoring = (c: Candidate) =>
      plausibleCorners(c.quad) && !isSurfaceRegion(c.quad, lines, work);
    const candidates = [...lineCandidates(work, lines), ...contourCandidates(cv, work)].filter(
      worthScoring,
    );
    let scored = candidates.map((c) => withScore(work, c.quad, c.source));
    // Segmentation (the slowest generator) is for documents whose edges the other two miss.
    if (!scored.some((c) => c.score >= CLEAR_EDGES)) {
      const regions = segmentationCandidates(cv, work).filter(worthScoring);
      candidates.push(...regions);
      scored = scored.concat(regions.map((c) => withScore(work, c.quad, c.source)));
    }
    const first = distinct(scored);
    const variants = first.slice(0, CHOICE.best).flatMap((base) =>
      sideVariants(work, base.quad).map((c) => {
        const { score, sides } = scoreExtended(work, c.quad, base.quad);
        return { quad: c.quad, source: c.source, score, sides, area: polygonArea(c.quad) };
      }),
    );
    const text = findPageText(cv, raster, preview);
    const onPage = (c: Scored) => isBoxOnPage(text, scaleQuad(c.quad, 1 / work.scale));
    // Boxes printed on a page (and the phone or photo box beside a light card) would take the
    // refinement slots of a document with fainter edges: leave them out first.
    const ranked = distinct([...first, ...variants]).filter((c) => !onPage(c) && worthScoring(c));
    // Refinement may move an outline onto a cell of the surface: those never merge either.
    const refined = forRefinement(ranked)
      .map((c) => refineCandidate(raster, work, c))
      .filter((c) => !isSurfaceRegion(c.quad, lines, work));
    const merged = mergers(refined).map((c) => refineCandidate(raster, work, c));
    // Boxes printed on a page are not documents: on a flat scan this leaves no outline.
    const all = [...refined, ...merged].filter((c) => !onPage(c) && worthScoring(c));
    const picked = choose(
      all,
      [work.width / 2, work.height / 2],
      (c) => isStrip(c.quad, work),
      (outer, inner) =>
        addsSharpSides(raster, work.scale, outer, inner) &&
        extendsAlongEdges(raster, work, outer, inner),
      (outer, inner) =>
        isPictureOn(
          text,
          scaleQuad(outer.quad, 1 / work.scale),
          scaleQuad(inner.quad, 1 / work.scale),
        ),
    );
    // A card found without its band is too long for its height: complete it to ID-1.
    const framed =
      picked &&
      holdingPrint(picked, all, (c) => printShare(text, scaleQuad(c.quad, 1 / work.scale)));
    const completed = framed && completion(raster, work, framed);
    if (completed) all.push(completed);
    const chosen = completed ?? framed;
    const toInput = (c: Scored): Outline => ({
      ...c,
      quad: scaleQuad(c.quad, 1 / work.scale),
      area: c.area / work.scale ** 2,
    });
    return {
      outlines: all.map(toInput),
      best: chosen ? toInput(chosen) : undefined,
      considered: candidates.length,
      scale: work.scale,
    };
  } finally {
    work.dispose();
  }
}

function withScore(work: WorkImage, quad: Quad, source: CandidateSource): Scored {
  const { score, sides } = scoreQuad(work, quad);
  return { quad, source, score, sides, area: polygonArea(quad) };
}

/**
 * The chosen outline completed to a card across a band the detectors missed (see
 * completeCard), refined at full resolution, when its sides hold up there: undefined
 * otherwise, and for every outline that is not too long for its height.
 */
function completion(raster: Raster, work: WorkImage, chosen: Scored): Scored | undefined {
  const found = completeCard(work, chosen.quad);
  if (!found) return undefined;
  const refined = refineCandidate(raster, work, {
    quad: found.quad,
    source: "completed",
    score: 0,
    sides: [],
    area: polygonArea(found.quad),
  });
  return refined.score >= ACCEPT_SCORE ? refined : undefined;
}

/** Best-first, keeping one outline per group of near-duplicates. */
function distinct(scored: Scored[]): Scored[] {
  const kept: Scored[] = [];
  for (const c of [...scored].sort((x, y) => y.score - x.score)) {
    if (!kept.some((k) => quadIoU(k.quad, c.quad) > CHOICE.sameOutline)) kept.push(c);
  }
  return kept;
}

/**
 * The best CHOICE.refine outlines, plus, for each of the best three, the largest outline of
 * reasonable score that contains it: printed boxes and section bars make crisp inner
 * rectangles that can crowd the page itself out of the top ranks.
 */
function forRefinement(ranked: Scored[]): Scored[] {
  const picked = ranked.slice(0, CHOICE.refine);
  const add = (c: Scored | undefined) => {
    if (c && !picked.includes(c)) picked.push(c);
  };
  for (const inner of ranked.slice(0, CHOICE.best)) {
    const outers = ranked.filter(
      (c) =>
        c.score >= Math.max(ACCEPT_SCORE, CHOICE.container * inner.score) &&
        c.area > inner.area &&
        contains(c.quad, inner.quad),
    );
    // The best-scoring container and the largest one (they differ when a page holds boxes).
    add(outers[0]);
    add(
      outers.reduce<Scored | undefined>(
        (big, c) => (!big || c.area > big.area ? c : big),
        undefined,
      ),
    );
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
    .slice(0, CHOICE.mergeTop)
    .filter((c) => c.score >= ACCEPT_SCORE);
  const out: Scored[] = [];
  for (let i = 0; i < top.length; i++)
    for (let j = i + 1; j < top.length; j++) {
      const a = top[i] as Scored;
      const b = top[j] as Scored;
      const iou = quadIoU(a.quad, b.quad);
      if (iou > CHOICE.mergeOverlap) continue;
      const union = a.area + b.area - overlapArea(a, b, iou);
      const hull = convexHull([...a.quad, ...b.quad]);
      const quad = maxAreaQuad(hull);
      if (!quad || polygonArea(hull) > CHOICE.mergeSlack * union) continue;
      const ordered = orderQuad(quad);
      if (!isConvexQuad(ordered)) continue;
      if (out.some((o) => quadIoU(o.quad, ordered) > CHOICE.sameOutline)) continue;
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
 * The best-scoring outline, unless a larger outline contains it: a much larger one of nearly
 * the same score (a card around its photo, a page around its printed frame) or of any good
 * score whose text the small one is a picture on (see isPictureOn), or one that it
 * fills most of whose added sides are as sharp as the document's own and follow step edges
 * (a card's colour band, fainter against a table of similar colour than the card's body):
 * then the larger. For the latter the edges decide, not the score.
 */
function choose(
  refined: Scored[],
  centre: Point,
  strip: (c: Scored) => boolean,
  sharpEnough: (outer: Scored, inner: Scored) => boolean,
  pictureOn: (outer: Scored, inner: Scored) => boolean,
): Scored | undefined {
  const sorted = [...refined].sort((x, y) => y.score - x.score);
  const lead = sorted[0] && photographed(sorted, sorted[0], centre);
  if (!lead) return undefined;
  const top = strip(lead) ? (documentAroundStrip(sorted, lead, strip) ?? lead) : lead;
  let best = top;
  for (const c of sorted) {
    if (c.area <= best.area || c.score < ACCEPT_SCORE) continue;
    if (!contains(c.quad, best.quad)) continue;
    // A small inner outline is printed content (a photo, a box). One that fills most of the
    // outer may instead be the document, and the outer a rival trace of its edge — the edge of
    // its cast shadow — which is much softer than the document's own edges.
    const share = best.area / c.area;
    const small = share <= CHOICE.fills;
    if (small ? c.score >= top.score - NEAR_BEST || pictureOn(c, best) : sharpEnough(c, best)) {
      best = c;
    }
  }
  return best;
}

/**
 * The best good outline, not itself a strip, that holds most of `lead` (CHOICE.stripHeld), a
 * strip: a band printed across a card or a passport page (its MRZ zone, a header bar) has the
 * crispest edges of the photo, and may run on past the page onto a booklet's cover or the
 * shadow beneath, but it is part of a document, not one.
 */
function documentAroundStrip(
  sorted: Scored[],
  lead: Scored,
  strip: (c: Scored) => boolean,
): Scored | undefined {
  return sorted.find(
    (c) =>
      c.score >= ACCEPT_SCORE &&
      c.area > lead.area &&
      !strip(c) &&
      heldShare(c.quad, lead.quad) >= CHOICE.stripHeld,
  );
}

/** True when the outline (working coordinates) is as long for its height as a strip. */
function isStrip(quad: Quad, work: WorkImage): boolean {
  const a = rectifiedAspect(quad, work.width, work.height);
  return Math.max(a, 1 / a) >= CHOICE.strip;
}

/**
 * The picked outline, unless it holds next to none of the photo's print on paper while the
 * photo holds plenty (PAGE_TEXT.minPrint, minPrintShare): then a good outline that holds most
 * of it, best score first, or none (the full frame, which at least holds the print). A pen,
 * a tile or a phone beside a light page is not what the photo is of.
 */
function holdingPrint(
  picked: Scored,
  all: Scored[],
  share: (c: Scored) => number | undefined,
): Scored | undefined {
  const own = share(picked);
  if (own === undefined || own >= PAGE_TEXT.minPrintShare) return picked;
  return [...all]
    .filter((c) => c.score >= ACCEPT_SCORE && (share(c) ?? 0) >= PAGE_TEXT.holdsPrint)
    .sort((x, y) => y.score - x.score)[0];
}

/**
 * Of two things photographed side by side whose edges score alike (a receipt or a book beside
 * a passport), the one the photo is of: people frame what they photograph, so it is larger
 * and nearer the centre. `lead` gives way to an outline apart from it, within
 * CHOICE.nearBest of its score, CHOICE.prominent times its area and nearer the centre.
 */
function photographed(sorted: Scored[], lead: Scored, centre: Point): Scored {
  const offset = (c: Scored) => {
    const [x, y] = c.quad.reduce(([u, v], [p, q]) => [u + p / 4, v + q / 4], [0, 0]);
    return Math.hypot(x - centre[0], y - centre[1]);
  };
  let chosen = lead;
  for (const c of sorted) {
    if (c.score < lead.score - NEAR_BEST) break;
    if (c.area < CHOICE.prominent * chosen.area || quadIoU(c.quad, chosen.quad) > 0) continue;
    if (offset(c) < offset(chosen)) chosen = c;
  }
  return chosen;
}

/**
 * True when the sides `outer` adds to `inner` (working coordinates) are about as sharp at
 * full resolution as inner's own: not CHOICE.softer times wider and softerPixels wider.
 */
function addsSharpSides(raster: Raster, scale: number, outer: Scored, inner: Scored): boolean {
  const o = scaleQuad(outer.quad, 1 / scale);
  const n = scaleQuad(inner.quad, 1 / scale);
  const size = Math.sqrt(polygonArea(o));
  const reach = CHOICE.widthReach * size;
  const own = [0, 1, 2, 3]
    .map((i) => edgeWidthAlong(raster, n[i] as Point, n[(i + 1) % 4] as Point, reach))
    .sort((a, b) => a - b);
  const reference = Math.max(1, own[1] ?? 1);
  for (let i = 0; i < 4; i++) {
    const a = o[i] as Point;
    const b = o[(i + 1) % 4] as Point;
    const c = n[i] as Point;
    const d = n[(i + 1) % 4] as Point;
    const apart = Math.hypot((a[0] + b[0] - c[0] - d[0]) / 2, (a[1] + b[1] - c[1] - d[1]) / 2);
    if (apart < CHOICE.sameSide * size) continue;
    const width = edgeWidthAlong(raster, a, b, reach);
    if (width > CHOICE.softer * reference && width > reference + CHOICE.softerPixels) return false;
  }
  return true;
}

/**
 * True when the stretches of `outer`'s sides that lie beyond `inner` (working coordinates)
 * follow step edges too: a document's own band or margin does; an outline that only borrows a
 * background line (a plank seam, the edge of an object beside the card) and joins it to the
 * document's sides runs across open background there. A stretch whose step is faint at working
 * scale (a light page on a light table, beyond a dark band printed across the page) counts when
 * it is an edge all along at full resolution.
 */
function extendsAlongEdges(raster: Raster, work: WorkImage, outer: Scored, inner: Scored): boolean {
  const toInput = (p: Point): Point => [p[0] / work.scale, p[1] / work.scale];
  return stretchesBeyond(work, outer.quad, inner.quad).every(
    (b) =>
      b.length < CHOICE.minBeyond ||
      b.support >= CHOICE.minBeyondSupport ||
      continuityAlong(raster, toInput(b.from), toInput(b.to)) >= CHOICE.minBeyondContinuity,
  );
}

/** True when most of `inner` lies inside `outer`. */
function contains(outer: Quad, inner: Quad): boolean {
  return heldShare(outer, inner) > CHOICE.contained;
}

/** The share of `inner`'s area that lies inside `outer`. */
function heldShare(outer: Quad, inner: Quad): number {
  const iou = quadIoU(outer, inner);
  const a = polygonArea(outer);
  const b = polygonArea(inner);
  // intersection = iou·(a + b − intersection)  ⇒  intersection = iou·(a + b)/(1 + iou)
  return b > 0 ? (iou * (a + b)) / (1 + iou) / b : 0;
}

/**
 * Refines at full resolution and rescores. The edge score is multiplied by how continuous
 * the sides are at full resolution, which tells a page edge from the side of a text column
 * (a step at working scale, a row of line ends up close).
 */
function refineCandidate(raster: Raster, work: WorkImage, c: Scored): Scored {
  const radius = Math.max(REFINEMENT.minRadius, REFINEMENT.radius / work.scale);
  const round = (start: Quad) => {
    let quad = start;
    let found: Refined | undefined;
    for (const r of [radius, radius / 3]) {
      const next = refineQuad(raster, quad, r);
      if (!next) break;
      quad = next.quad;
      found = next;
    }
    return found;
  };
  // A side that crossed the true edge at a slant finds it only near the crossing: the first
  // round lands on it with part of its samples, a second round from there follows all of it.
  let refined = round(scaleQuad(c.quad, 1 / work.scale));
  if (refined && Math.min(...refined.continuity) < CONTINUOUS) {
    const again = round(refined.quad);
    if (again && Math.min(...again.continuity) > Math.min(...refined.continuity)) refined = again;
  }
  if (!refined) return { ...c, score: c.score * 0.5 };
  const { quad, continuity, edgeWidth } = refined;
  const back = scaleQuad(quad, work.scale);
  const { score, sides } = scoreRefined(work, back, continuity);
  return {
    quad: back,
    source: c.source,
    score: score * continuityFactor(continuity),
    sides,
    area: polygonArea(back),
    continuity,
    edgeWidth,
  };
}

const CONTINUOUS = REFINEMENT.continuous;

/** 1 when every side is at least CONTINUOUS, falling quadratically below. */
function continuityFactor(continuity: number[]): number {
  const weakest = Math.min(...continuity);
  return Math.min(1, weakest / CONTINUOUS) ** 2;
}

function round(v: number): number {
  return Math.round(v * 1000) / 1000;
}
