/**
 * Tunables of orientation (and the ink and text-line analysis dewarp planning shares). Sizes
 * are relative to the page; thresholds follow from how Latin text is set.
 */

/** Dark detail on a grey page (ink.ts). */
export const INK = {
  /** Pixels at or above this level are never ink (paper, and light print that says nothing). */
  maxLevel: 215,
  /** Ink is darker than this share of the mean of its surroundings (works under uneven light). */
  contrast: 0.82,
  /** The surroundings: a window of this share of the page's long side each way (and ≥ 4 px). */
  window: 1 / 60,
  minWindow: 4,
} as const;

/** Glyph-sized ink (glyphs.ts): letters stay; rules, frames, photos and signatures go. */
export const GLYPHS = {
  /** Tallest and widest glyph, as shares of the page's long side (a large title letter). */
  maxHeight: 0.06,
  maxWidth: 0.08,
} as const;

/** Text lines as bands of ink rows (text-lines.ts). */
export const TEXT_LINES = {
  /** Rows count as text when their ink reaches this share of the page width… */
  minRowInk: 0.003,
  /** …and this share of the busiest rows' ink (the odd descender between lines does not join them). */
  minRowShare: 0.06,
  /** A line band is this share of the page height at least (and minHeight px), at most maxShare. */
  minShare: 0.004,
  minHeight: 4,
  maxShare: 0.06,
  /** A band of accents joins the line beside it when that line is this many times taller… */
  markRatio: 2.5,
  /** …and the gap is at most this share of that line's height. */
  markGap: 0.35,
} as const;

/** Upright versus upside down (reading-cues.ts, orientation.ts). */
export const READING = {
  /** A line's core band: rows with at least this share of its peak ink. */
  core: 0.5,
  /** Lines with less than this share of their ink outside the core (all capitals) abstain. */
  minOutside: 0.04,
  /** A line votes when ink above and below its core differ by this share at least. */
  minBalance: 0.25,
  /** Phrases (runs of ink on a line) at least this many line heights long take part in alignment. */
  minPhrase: 2,
  /** Phrase ends within this share of a line height (and ≥ 2 px) are aligned. */
  alignTolerance: 0.25,
  /** Phrases whose lengths differ by less than this many tolerances say nothing (dates, codes). */
  sameLength: 3,
  /** Ascender vote margin that alone is clear evidence, and the lines it takes to count fully. */
  ascenderClear: 0.6,
  ascenderLines: 6,
  /** Alignment margin that alone is clear evidence, the margin that is none, and the phrases it takes. */
  alignmentClear: 0.5,
  alignmentNoise: 0.15,
  alignmentPhrases: 8,
  /**
   * Reading-direction score at or below which a horizontal page is turned over: 0.6 of one
   * cue's clear verdict (−1) against upright. A wrong half turn ruins OCR while a missed one
   * leaves the page as uploaded, so a page turns only on evidence upright pages never show;
   * a full verdict was too strict for invoices, whose right-aligned amount columns read as
   * flush-left text when turned and cancel part of the ascender cue.
   */
  upsideDown: -0.6,
} as const;

/** Full stops and commas on the baseline (reading-cues.ts punctuationCue). */
export const PUNCTUATION = {
  /** A mark's shorter side is at least this share of its longer one (a comma, not a hyphen). */
  squareness: 0.34,
  /** The letter a mark is read against is at least this many times the mark's size… */
  letter: 3,
  /** …and at most this many of its heights away. */
  gap: 0.8,
  /** A mark whose centre lies in the lowest (highest) band of its letter's height votes upright (upside down); up to overhang beyond it. */
  band: 0.3,
  overhang: 0.15,
  /** Vote margin that alone is clear evidence, and the votes it takes to count fully. */
  clear: 0.6,
  marks: 10,
} as const;

/** The text axis, skew and what orientation needs to judge at all (orientation.ts). */
export const AXIS = {
  /** Pages with less glyph ink than this share of their pixels are not judged. */
  minInk: 0.002,
  /** Fewer text lines than this are not enough to judge by. */
  minLines: 3,
  /**
   * The text runs vertically when columns beat rows by this ratio, across when rows beat
   * columns by as much; between the two the page is left as it is. The ratio is the geometric
   * mean of two: projection sharpness scaled by the ink's extent (so the test is the same both
   * ways whatever the page's shape), and glyphs whose nearest neighbour is below over those
   * whose neighbour is beside (neighbours.ts). On training photos (standard and hard, 40 × 4
   * turns each) and the dev half of the real receipts (50 × 4), the two together took no page
   * on the wrong axis and left 1 of 520 unjudged; sharpness alone at this ratio took 8 on the
   * wrong axis, and at 1.25 (without the extent, as before) turned real receipts on their side.
   */
  vertical: 1.16,
  /** Axis confidence reaches 1 at this relative margin between rows and columns, and 0.5 is needed. */
  margin: 0.32,
  minConfidence: 0.5,
  /** Skew is searched within ±range degrees in coarse steps, then ±fine around the best in fine steps. */
  range: 6,
  coarseStep: 0.5,
  fine: 0.45,
  fineStep: 0.1,
  /** Share of the ink points left out at each end of the ink's extent across rows (specks, edges). */
  extentTail: 0.01,
  /** Ink points the projection profiles sample at most. */
  maxPoints: 40_000,
  /** Lines the direction's confidence takes to reach 1. */
  fullLines: 6,
  /** Skew below this many degrees is left alone: resampling costs more than it gains. */
  minSkew: 0.3,
} as const;

/** Nearest-neighbour directions of glyphs (neighbours.ts). */
export const NEIGHBOURS = {
  /** Glyphs smaller than this share of the median glyph (dots, accents, specks) take no part. */
  minSize: 1 / 3,
  /** A neighbour within this many degrees of the rows lies across, of the columns below. */
  cone: 30,
  /** Pages with fewer glyphs say nothing this way. */
  minGlyphs: 20,
} as const;

/** A passport's machine-readable zone at the foot of the page (ICAO 9303 TD3). */
export const MRZ = {
  /** Rows this share of the page height from its top or bottom edge hold no text line. */
  edgeSliver: 0.015,
  /** Lines a page needs (text above the zone's two). */
  minLines: 3,
  /** Share of the page width an MRZ line spans from its first to its last ink. */
  span: 0.8,
  /** Share of the page width its runs of ink cover (44 monospaced characters leave no wide gap). */
  inkSpan: 0.75,
  /** The two lines' heights differ by at most this ratio, and the gap is at most this many heights. */
  heightRatio: 1.4,
  maxGap: 1.5,
} as const;
