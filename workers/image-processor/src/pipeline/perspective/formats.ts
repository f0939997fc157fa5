/** A physical document format, portrait-agnostic: `long` ≥ `short`, in millimetres. */
export interface DocumentFormat {
  name: "id1" | "passport" | "a4" | "letter";
  label: string;
  long: number;
  short: number;
  /** The orientation this format is normally read in. */
  reading: "landscape" | "portrait";
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
  },
  {
    name: "passport",
    label: "passport data page, ID-3 (125 × 88 mm)",
    long: 125,
    short: 88,
    reading: "landscape",
  },
  { name: "a4", label: "A4 (210 × 297 mm)", long: 297, short: 210, reading: "portrait" },
  {
    name: "letter",
    label: "US Letter (215.9 × 279.4 mm)",
    long: 279.4,
    short: 215.9,
    reading: "portrait",
  },
];

/** Relative aspect difference within which a document snaps to a format. */
export const SNAP_TOLERANCE = 0.06;

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
  const pageText =
    cues.textHeight !== undefined && cues.textHeight > 0 && cues.textHeight < MIN_CARD_TEXT;
  for (const f of FORMATS) {
    const small = f.long < 200;
    if (pageText && small) continue;
    const diff = Math.abs(aspect / (f.long / f.short) - 1);
    if (diff > (pageText ? PAGE_TEXT_SNAP_TOLERANCE : SNAP_TOLERANCE)) continue;
    // A small penalty for the unusual orientation settles A4 vs ID-3.
    const cost = diff + (f.reading === orientation ? 0 : 0.05);
    if (cost < bestCost) {
      bestCost = cost;
      best = f;
    }
  }
  return best;
}

const PASSPORT = FORMATS.find((f) => f.name === "passport") as DocumentFormat;
/**
 * How far from ID-3's aspect a landscape page ending in a passport's machine-readable zone
 * may measure and still be sized as a passport page: the camera-model aspect of a passport
 * photographed at a slant errs by up to 15 %, which made one passport in eight an ID-1 card
 * (text squeezed 11 % and rendered at two thirds of its size); no ID-1 card has a two-line
 * MRZ on its front.
 */
const MRZ_SNAP_TOLERANCE = 0.16;

/**
 * Text lines this small a share of the long side (the median line, `text_height`) are a
 * page's body text, not a card's or a passport's: in the corpus the median line measures
 * 0.014–0.022 of an ID-1 card's long side and 0.015–0.017 of a passport page's, 0.0075–0.010
 * of an A4 or Letter page's. A tilted A4 form whose aspect measured 11 % long snapped to
 * ID-1 by aspect alone and came out as a 638 × 1011 card (3 of 140 photos of six seeds,
 * CER ≈ 0.45 against ≈ 0.05 for their scans).
 */
const MIN_CARD_TEXT = 0.012;
/** How far from A4's or Letter's aspect a document with page-sized text may measure. */
const PAGE_TEXT_SNAP_TOLERANCE = 0.16;

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
