/** Tunables of text-line dewarping, each with the reason it holds for printed pages in general. */

/** When the fitted field is applied (dewarp.ts). */
export const DEWARP = {
  /** Lines needed: fewer cannot tell a page curl (shared by neighbours) from jitter. */
  minLines: 5,
  /** The field must explain this share of the lines' bending: else they are not bent alike. */
  minExplained: 0.6,
  /** …and move text by at least this many pixels and this share of a line height. */
  minCurvature: 2,
  minCurvatureLines: 0.25,
  /** Ridge added to the normal equations: keeps the fit solvable when lines do not span the page. */
  ridge: 1e-3,
} as const;

/** Tracing text lines across the page (text-lines.ts). */
export const TRACE = {
  /** Vertical slices the page is cut into; a line must be found in this share of them (one column of two). */
  slices: 20,
  minSpan: 0.3,
  /** Words merge into bars across gaps up to this share of the page width (and ≥ 3 px). */
  smear: 1 / 50,
  minSmear: 3,
  /** A row is part of a bar where this share of the slice is ink. */
  rowInk: 0.25,
  /** Bars are 3 px to this share of the page tall. */
  minBar: 3,
  maxBar: 0.08,
  /** Bars in neighbouring slices chain when their heights differ by under this share of a bar. */
  chain: 0.6,
  /** A chain survives this many slices without a bar (a gap between words or columns). */
  maxSkip: 2,
} as const;
