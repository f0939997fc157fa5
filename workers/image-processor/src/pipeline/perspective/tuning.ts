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
