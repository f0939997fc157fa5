import type { Raster } from "../raster";
import { glyphMask } from "./glyphs";
import { type InkMask, inkMask, rotateMask90 } from "./ink";
import { orientationKernels } from "./kernels";
import { neighbourDirections } from "./neighbours";
import { alignmentCue, ascenderCue, type LevelBox, punctuationCue } from "./reading-cues";
import { findTextLines, type TextLine } from "./text-lines";
import { AXIS, MRZ, PUNCTUATION, READING } from "./tuning";

/** Clockwise quarter turns, in degrees. */
export type QuarterTurn = 0 | 90 | 180 | 270;

/** How to turn an image so that its text reads upright and level. */
export interface OrientationEstimate {
  /**
   * Clockwise rotation to apply (after which the text is upright): 0 when unsure, 180 only on
   * clear evidence, 90/270 whenever the text runs vertically.
   */
  rotation: QuarterTurn;
  /** Remaining small skew of the upright text in degrees (positive: clockwise); rotate by −skew; 0 when unsure. */
  skew: number;
  /** 0–1; low when there is little text to judge by. */
  confidence: number;
  /** Text lines the decision rests on. */
  lines: number;
  /** Upright (+) vs upside-down (−) evidence of each cue, −1…1. */
  cues: { ascenders: number; alignment: number; punctuation: number };
  /**
   * The upright page ends in two full-width lines of even height close together: a passport's
   * machine-readable zone (ICAO 9303 TD3).
   */
  mrz_band: boolean;
  /**
   * Median height of the text lines as a share of the page's long side (0 without lines):
   * about 0.03 on an identity card, under 0.012 on a letter-size page.
   */
  text_height: number;
}

/**
 * Estimates orientation from text. Horizontal vs vertical lines: which projection profile
 * (rows or columns of ink) is sharper at its best small angle, and which way glyphs have
 * their nearest neighbours (letters sit closer along a line than lines do). Upright vs
 * upside-down: three independent cues (ascenders vs descenders line by line, flush-left
 * alignment of phrases, and full stops and commas on the baseline); the page is turned over only when the evidence is clear and no cue contradicts
 * it, since a wrong half turn ruins OCR while a missed one is rarer (most uploads are upright).
 */
export function estimateOrientation(grey: Raster): OrientationEstimate {
  const glyphBoxes: number[] = [];
  const mask = glyphMask(inkMask(grey), glyphBoxes);
  let inkPixels = 0;
  for (const v of mask.data) inkPixels += v;
  if (inkPixels < AXIS.minInk * mask.data.length) {
    return {
      rotation: 0,
      skew: 0,
      confidence: 0,
      lines: 0,
      cues: NO_CUES,
      mrz_band: false,
      text_height: 0,
    };
  }
  const horizontal = bestSkew(mask);
  const turned = rotateMask90(mask);
  const vertical = bestSkew(turned);
  // Two cues, each a ratio of columns over rows, weigh equally (geometric mean): which
  // profile is sharper, and which way glyphs have their nearest neighbour.
  const neighbours = neighbourDirections(glyphBoxes);
  const axisScore =
    (Math.log(Math.max(1e-9, vertical.sharpness) / Math.max(1e-9, horizontal.sharpness)) +
      Math.log((neighbours.down + 1) / (neighbours.across + 1))) /
    2;
  const isVertical = axisScore > Math.log(AXIS.vertical);
  const level = isVertical ? turned : mask;
  const skew = isVertical ? vertical.angle : horizontal.angle;
  const axisMargin = Math.exp(Math.abs(axisScore)) - 1;
  const lines = findTextLines(level, skew);
  const axisConfidence = Math.min(1, axisMargin / AXIS.margin);
  if (lines.length < MIN_LINES || axisConfidence < AXIS.minConfidence) {
    // Too little text, or rows and columns equally likely: leave the page as it is.
    const confidence = lines.length < MIN_LINES ? 0 : axisConfidence;
    return {
      rotation: 0,
      skew: 0,
      confidence,
      lines: lines.length,
      cues: NO_CUES,
      mrz_band: endsInMrz(lines, level, false),
      text_height: textHeight(lines, level),
    };
  }
  const direction = readingDirection(
    lines,
    levelBoxes(glyphBoxes, mask, isVertical, skew, level.width),
  );
  // A vertical page has to be turned one way or the other: take the better guess. A
  // horizontal one is turned over only on clear evidence.
  const upsideDown = isVertical ? direction.score < 0 : direction.score <= UPSIDE_DOWN;
  const rotation = ((isVertical ? 90 : 0) + (upsideDown ? 180 : 0)) as QuarterTurn;
  const directionConfidence =
    Math.min(1, Math.abs(direction.score)) * Math.min(1, lines.length / AXIS.fullLines);
  return {
    rotation,
    skew,
    confidence: Math.round(Math.min(axisConfidence, directionConfidence) * 1000) / 1000,
    lines: lines.length,
    cues: direction.cues,
    mrz_band: endsInMrz(lines, level, upsideDown),
    text_height: textHeight(lines, level),
  };
}

/**
 * Whether the page's last two text lines (its first two, reversed, when it is upside down)
 * look like a TD3 machine-readable zone: each one run of ink across most of the page (the
 * "<" fillers are ink too), of about the same height, one right below the other. Slivers
 * along the page's edge (the document's border, a strip of background) are not lines.
 */
function endsInMrz(
  all: readonly TextLine[],
  page: { width: number; height: number },
  upsideDown: boolean,
): boolean {
  const { width, height } = page;
  const margin = EDGE_SLIVER * height;
  const lines = all.filter((l) => l.start > margin && l.end < height - margin);
  if (lines.length < MRZ.minLines) return false;
  const ordered = upsideDown ? [...lines].reverse() : lines;
  const [a, b] = ordered.slice(-2) as [TextLine, TextLine];
  const spans = (l: TextLine) => {
    const covered = l.segments.reduce((s, [x0, x1]) => s + (x1 - x0), 0);
    const first = l.segments[0];
    const last = l.segments.at(-1);
    return (
      first && last && last[1] - first[0] >= MRZ_SPAN * width && covered >= MRZ_INK_SPAN * width
    );
  };
  const ha = a.end - a.start;
  const hb = b.end - b.start;
  const gap = upsideDown ? a.start - b.end : b.start - a.end;
  return (
    spans(a) === true &&
    spans(b) === true &&
    Math.max(ha, hb) <= MRZ.heightRatio * Math.min(ha, hb) &&
    gap >= 0 &&
    gap <= MRZ.maxGap * Math.max(ha, hb)
  );
}

const { edgeSliver: EDGE_SLIVER, span: MRZ_SPAN, inkSpan: MRZ_INK_SPAN } = MRZ;
const MIN_LINES = AXIS.minLines;
const NO_CUES = { ascenders: 0, alignment: 0, punctuation: 0 };

/** Median line height over the page's long side, to three significant figures. */
function textHeight(lines: readonly TextLine[], page: { width: number; height: number }): number {
  if (lines.length === 0) return 0;
  const heights = lines.map((l) => l.end - l.start).sort((a, b) => a - b);
  const median = heights[Math.floor(heights.length / 2)] as number;
  return Number((median / Math.max(page.width, page.height)).toPrecision(3));
}

/**
 * Combines the cues into a score: ≥ 1 clearly upright, ≤ −1 clearly upside-down, between
 * them unsure. Each cue counts in proportion to the material behind it (up to 6 voting lines,
 * 8 aligned phrases, 10 marks) and at most twice a clear verdict, so opposing cues cancel.
 */
function readingDirection(lines: readonly TextLine[], boxes: readonly LevelBox[]) {
  const asc = ascenderCue(lines);
  const align = alignmentCue(lines);
  const punct = punctuationCue(lines, boxes);
  const clamp = (v: number) => Math.max(-2, Math.min(2, v));
  const ascScore = clamp(
    (asc.value / ASCENDER_CLEAR) * Math.min(1, asc.weight / READING.ascenderLines),
  );
  // Weak alignment is common on invoices (right-aligned amounts against left-aligned text):
  // the first ALIGNMENT_NOISE of it says nothing.
  const aligned = Math.sign(align.value) * Math.max(0, Math.abs(align.value) - ALIGNMENT_NOISE);
  const alignScore = clamp(
    (aligned / (ALIGNMENT_CLEAR - ALIGNMENT_NOISE)) *
      Math.min(1, align.weight / READING.alignmentPhrases),
  );
  const punctScore = clamp(
    (punct.value / PUNCTUATION.clear) * Math.min(1, punct.weight / PUNCTUATION.marks),
  );
  const round = (v: number) => Math.round(v * 1000) / 1000;
  return {
    score: ascScore + alignScore + punctScore,
    cues: {
      ascenders: round(asc.value),
      alignment: round(align.value),
      punctuation: round(punct.value),
    },
  };
}

const {
  upsideDown: UPSIDE_DOWN,
  ascenderClear: ASCENDER_CLEAR,
  alignmentClear: ALIGNMENT_CLEAR,
  alignmentNoise: ALIGNMENT_NOISE,
} = READING;

/**
 * Glyph boxes (x, y, width, height in `mask`) moved to the level page findTextLines reads:
 * turned 90° clockwise as rotateMask90 turns the mask when the text runs vertically, then
 * shifted by the skew at their centre.
 */
function levelBoxes(
  boxes: readonly number[],
  mask: InkMask,
  isVertical: boolean,
  skewDeg: number,
  levelWidth: number,
): LevelBox[] {
  const tan = Math.tan((skewDeg * Math.PI) / 180);
  const cx = levelWidth / 2;
  const out: LevelBox[] = [];
  for (let i = 0; i < boxes.length; i += 4) {
    const x0 = boxes[i] as number;
    const y0 = boxes[i + 1] as number;
    const w0 = boxes[i + 2] as number;
    const h0 = boxes[i + 3] as number;
    const box = isVertical
      ? { x: mask.height - y0 - h0, y: x0, w: h0, h: w0 }
      : { x: x0, y: y0, w: w0, h: h0 };
    box.y -= (box.x + box.w / 2 - cx) * tan;
    out.push(box);
  }
  return out;
}

/**
 * Projection-profile sharpness of ink rows at angles within ±AXIS.range°, coarse then fine.
 * Postl's criterion (Σ count² / N²) is 1 / L for ink spread evenly over L rows, so it favours
 * the page's shorter axis: on a receipt three times as tall as wide, columns of evenly spread
 * ink scored as sharp as its lines of text. Scaled by the ink's extent across the rows
 * (inkExtent), an even spread scores 1 on either axis and only the profile's peaks count.
 */
function bestSkew(mask: InkMask): { angle: number; sharpness: number } {
  const points = orientationKernels().inkPoints(mask.data, mask.width, AXIS.maxPoints);
  const extent = inkExtent(points, mask.height);
  let best = { angle: 0, sharpness: extent * sharpness(points, mask, 0) };
  const search = (from: number, to: number, step: number) => {
    for (let a = from; a <= to + 1e-9; a += step) {
      const s = extent * sharpness(points, mask, a);
      if (s > best.sharpness) best = { angle: a, sharpness: s };
    }
  };
  search(-AXIS.range, AXIS.range, AXIS.coarseStep);
  const centre = best.angle;
  search(centre - AXIS.fine, centre + AXIS.fine, AXIS.fineStep);
  best.angle = Math.round(best.angle * 100) / 100;
  return best;
}

/** Sum of squared row counts after rotating the points by `deg` (Postl's criterion). */
function sharpness(points: Float32Array, mask: InkMask, deg: number): number {
  const t = (deg * Math.PI) / 180;
  const energy = orientationKernels().projectionEnergy(
    points,
    Math.sin(t),
    Math.cos(t),
    mask.width,
    mask.height + 2 * mask.width + 2,
  );
  return energy / (points.length / 2) ** 2;
}

/**
 * Rows spanned by the ink points (x, y pairs) of a mask `height` rows tall, from the row
 * below which AXIS.extentTail of them lie to the row above which as many do: a speck at the
 * page's edge does not stretch it.
 */
function inkExtent(points: Float32Array, height: number): number {
  const counts = new Int32Array(height);
  for (let i = 1; i < points.length; i += 2) {
    const row = points[i] as number;
    counts[row] = (counts[row] as number) + 1;
  }
  const tail = (AXIS.extentTail * points.length) / 2;
  let first = 0;
  for (let seen = 0; first < height - 1 && seen + (counts[first] as number) <= tail; first++)
    seen += counts[first] as number;
  let last = height - 1;
  for (let seen = 0; last > first && seen + (counts[last] as number) <= tail; last--)
    seen += counts[last] as number;
  return last - first + 1;
}
