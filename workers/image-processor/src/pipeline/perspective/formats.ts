import { FORMAT } from "./tuning";

/** A physical document format, portrait-agnostic: `long` ≥ `short`, in millimetres. */
export interface DocumentFormat {
  name: "id1" | "passport" | "a4" | "letter";
  label: string;
  long: number;
  short: number;
  /** The orientation this format is normally read in. */
  reading: "landscape" | "portrait";
  /** A sheet of paper (body text), not a card or a booklet's page (6–8 pt print). */
  page: boolean;
}

/**
 * Formats the output snaps to. ID-1 is every identity card (ISO/IEC 7810); a passport data
 * page is ID-3 (125 × 88 mm); A4 and US Letter cover forms and invoices. A4 and ID-3 have
 * almost the same aspect (1.414 vs 1.420): the page's reading orientation decides between
 * them (a passport data page is read landscape, an A4 page portrait).
 */
export const FORMATS: readonly DocumentFormat[] = [
  {
    name: "id1",
    label: "ID-1 card (85.6 × 54 mm)",
    long: 85.6,
    short: 53.98,
    reading: "landscape",
    page: false,
  },
  {
    name: "passport",
    label: "passport data page, ID-3 (125 × 88 mm)",
    long: 125,
    short: 88,
    reading: "landscape",
    page: false,
  },
  {
    name: "a4",
    label: "A4 (210 × 297 mm)",
    long: 297,
    short: 210,
    reading: "portrait",
    page: true,
  },
  {
    name: "letter",
    label: "US Letter (215.9 × 279.4 mm)",
    long: 279.4,
    short: 215.9,
    reading: "portrait",
    page: true,
  },
];

/** Relative aspect difference within which a document snaps to a format (see FORMAT). */
export const SNAP_TOLERANCE = FORMAT.tolerance;

/**
 * The known format whose aspect ratio is within SNAP_TOLERANCE of `width / height` (of the
 * upright document), or undefined. Between formats of nearly equal aspect, the one read in
 * the document's orientation wins. A landscape page ending in a passport's machine-readable
 * zone (`cues.mrzBand`) is a passport page within MRZ_SNAP_TOLERANCE. A document whose text
 * is a page's (`cues.textHeight`, see MIN_CARD_TEXT) is never a card or a passport page, and
 * is an A4 or Letter page within PAGE_TEXT_SNAP_TOLERANCE.
 */
export function snapFormat(
  width: number,
  height: number,
  cues: { mrzBand?: boolean; textHeight?: number } = {},
): DocumentFormat | undefined {
  const aspect = Math.max(width, height) / Math.min(width, height);
  const orientation = width >= height ? "landscape" : "portrait";
  let best: DocumentFormat | undefined;
  let bestCost = Number.POSITIVE_INFINITY;
  if (cues.mrzBand && orientation === "landscape" && near(aspect, PASSPORT, MRZ_SNAP_TOLERANCE))
    return PASSPORT;
  const pageText = isPageText(cues.textHeight);
  for (const f of FORMATS) {
    if (pageText && !f.page) continue;
    const diff = Math.abs(aspect / (f.long / f.short) - 1);
    if (diff > (pageText ? PAGE_TEXT_SNAP_TOLERANCE : SNAP_TOLERANCE)) continue;
    // A small penalty for the unusual orientation settles A4 vs ID-3.
    const cost = diff + (f.reading === orientation ? 0 : FORMAT.orientationPenalty);
    if (cost < bestCost) {
      bestCost = cost;
      best = f;
    }
  }
  return best;
}

const PASSPORT = FORMATS.find((f) => f.name === "passport") as DocumentFormat;
/**
 * A landscape page ending in a machine-readable zone is a passport page within this much of
 * ID-3's aspect (no ID-1 card has a two-line MRZ on its front); a page with body-sized text is
 * an A4 or Letter page within as much.
 */
const MRZ_SNAP_TOLERANCE = FORMAT.cuedTolerance;
const PAGE_TEXT_SNAP_TOLERANCE = FORMAT.cuedTolerance;
const MIN_CARD_TEXT = FORMAT.minCardText;

/**
 * Whether a median text line of `textHeight` (over the page's long side, see
 * OrientationEstimate) is a page's body text rather than a card's print.
 */
export function isPageText(textHeight: number | undefined): boolean {
  return textHeight !== undefined && textHeight > 0 && textHeight < MIN_CARD_TEXT;
}

function near(aspect: number, f: DocumentFormat, tolerance: number): boolean {
  return Math.abs(aspect / (f.long / f.short) - 1) <= tolerance;
}

/** Output pixels of an upright document of `format` at `dpi`, keeping its orientation. */
export function formatPixels(
  format: DocumentFormat,
  landscape: boolean,
  dpi: number,
): { width: number; height: number } {
  const long = Math.round((format.long / 25.4) * dpi);
  const short = Math.round((format.short / 25.4) * dpi);
  return landscape ? { width: long, height: short } : { width: short, height: long };
}
