import type { Sharp } from "sharp";

/**
 * Encodes what Tesseract reads: one grey channel, with the page's resolution. (sharp's
 * `withMetadata({ density })` would also convert to sRGB — three equal channels, the same
 * grey values at 1.6–3 × the bytes to encode, send to the OCR host and decode there.)
 */
export function greyPng(
  image: Sharp,
  dpi: number,
  compressionLevel = 1,
): Promise<{ data: Buffer; info: { width: number; height: number } }> {
  return image
    .toColourspace("b-w")
    .withDensity(dpi)
    .png({ compressionLevel })
    .toBuffer({ resolveWithObject: true });
}
