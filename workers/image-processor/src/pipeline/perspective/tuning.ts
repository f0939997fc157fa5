/** Tunables of perspective correction and resampling, each with the reason it holds. */

/** How the page is resampled from the input. */
export const WARP = {
  /**
   * Input pixels per output pixel below which a page is enlarged enough for bilinear
   * interpolation's blur to cost OCR: such pages are sampled by cubic convolution instead,
   * which keeps glyph edges steeper (photos whose document was small in the frame, enlarged
   * 2–4× to 300 dpi).
   */
  cubicBelow: 0.9,
  /**
   * Input pixels per output pixel above which the input is first shrunk with a proper filter
   * (libvips Lanczos): interpolation alone does not filter, and a page rendered from many
   * more pixels than it has would alias (moiré in guilloche and screened print).
   */
  shrinkAbove: 1.6,
  /** The shrunk input keeps this many input pixels per output pixel (a little over 1). */
  shrinkTo: 1.25,
} as const;

/** Snapping the rectified page to a known document format (formats.ts). */
export const FORMAT = {
  /** Relative aspect difference within which a document snaps to a format: the aspect estimate's usual error. */
  tolerance: 0.06,
  /**
   * The same for a document whose other cues settle the format (an MRZ at its foot, page-sized
   * text): the aspect estimate of a strongly tilted document errs by up to 15 %.
   */
  cuedTolerance: 0.16,
  /**
   * Median text line, as a share of the long side, under which the text is a page's body text:
   * 0.012 is 1.0 mm on an ID-1 card (3 pt type, which no card prints its data in) and 3.6 mm on
   * an A4 page (10 pt type). Such a document is never snapped to a card or a passport page.
   */
  minCardText: 0.012,
  /** Cost added to a format read the other way round (settles A4, read portrait, vs ID-3, landscape). */
  orientationPenalty: 0.05,
} as const;

/** The edge band of a rectified photo (border.ts). */
export const BORDER = {
  /**
   * Input pixels along the outline whose samples mix paper with what lies beyond: the edge's
   * blur and anti-aliasing plus the outline's sub-pixel error.
   */
  mixedInputPixels: 1.5,
  /** The band is this many output pixels at least and at most. */
  minBand: 2,
  maxBand: 6,
} as const;

/** The camera model of the aspect estimate (aspect.ts). */
export const CAMERA = {
  /** Phone focal lengths lie between these multiples of the image diagonal… */
  minFocal: 0.4,
  maxFocal: 4,
  /** …and without two vanishing points this typical one is used (the ratio hardly depends on it). */
  typicalFocal: 0.75,
} as const;

/** Sizing the output (page-plan.ts). */
export const OUTPUT = {
  /** Longest side of the page orientation, dewarp planning and quality look at: body text stays ≥ 8 px tall. */
  analysisSize: 1200,
  /**
   * Declared densities below this are not a scanner's: 72 and 96 dpi are what cameras and
   * image software write by default, and trusting them blew photos up fourfold.
   */
  minScanDensity: 100,
  /** A scan is never enlarged more than this much to reach the target resolution. */
  maxUpscale: 2,
} as const;
