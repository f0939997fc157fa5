/** Tunables of enhancement, each with the reason it holds for printed documents in general. */

/** Dividing out the lighting (illumination.ts, enhance.ts). */
export const LIGHTING = {
  /** Target paper level after flattening: a little under white, leaving headroom. */
  paper: 248,
  /** Blocks of the paper-level grid: this share of the long side (and ≥ minBlock px), larger than text. */
  block: 1 / 28,
  minBlock: 12,
  /** A block's paper level is this percentile of its luminance: paper is its lightest large part. */
  paperPercentile: 0.9,
  /** Blocks under this share of the page's paper level (photos, bands, deep shadow) borrow their neighbours'. */
  darkBlock: 0.5,
  /** …the page's paper level being this percentile of the blocks'. */
  referencePercentile: 0.8,
  /** Gains allowed: lighting is flattened, dark content (a photo, a band) is not lifted to paper. */
  minGain: 0.9,
  maxGain: 3,
} as const;

/** Stretching the levels. */
export const LEVELS = {
  /** The black point is this percentile of the flattened luminance (the darkest ink)… */
  blackPercentile: 0.005,
  /** …and never above this level, so that a dark page keeps its darkest print dark. */
  maxBlack: 60,
  /**
   * The white point stays within these many levels under the paper: paper texture, guilloche
   * and faint watermarks are lighter than that and become white; light print (gold, grey
   * labels, pale stamps) is far darker and keeps its shade.
   */
  minClip: 8,
  maxClip: 48,
  /** Share of the paper pixels' darkest values taken to be texture (and glyph fringes). */
  textureShare: 0.1,
  /** Levels are measured on every this-many-th pixel of every this-many-th row. */
  sampling: 3,
} as const;

/** Denoising and sharpening. */
export const DETAIL = {
  /** Noise σ (levels, on paper) above which a 3×3 median runs: below it, grain is invisible to OCR. */
  noisySigma: 5,
  /** The unsharp mask blurs with this σ (pixels): the width of a glyph's edge at 300 dpi. */
  sigma: 1,
  /** Differences from the blur up to this many levels are flat areas (texture, noise): not sharpened. */
  flat: 5,
  /** Gain on edges, and the largest brightening and darkening it may add. */
  gain: 1.5,
  maxBrighten: 25,
  maxDarken: 51,
} as const;
