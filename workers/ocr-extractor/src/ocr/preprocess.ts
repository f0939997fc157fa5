import type { UploadedFile } from "@iris/kit";
import { IrisError } from "@iris/kit";
import sharp from "sharp";
import type { OcrConfig } from "../ocr-config";
import { greyPng } from "./grey-png";
import { renderPdfFirstPage } from "./render-pdf";

/** An image ready for Tesseract: greyscale PNG plus how it relates to the upload. */
export interface PreparedImage {
  png: Buffer;
  width: number;
  height: number;
  /** Resolution written into the PNG and passed to Tesseract. */
  dpi: number;
  /** Prepared pixels per uploaded pixel (boxes are divided by it on the way out). */
  scale: number;
  /** Steps actually applied. */
  steps: string[];
}

/**
 * Below this longer side an image is enlarged (up to 2×): Tesseract reads poorly under
 * ~20 px x-height, and ID cards and passport pages at 300 dpi are 1000–1500 px wide with
 * 6–8 pt labels.
 */
const MIN_LONG_SIDE = 1600;
/** Without the `upscale` step only images under this size are enlarged. */
const MIN_LONG_SIDE_PAGE = 1000;
const MAX_UPSCALE = 2;
/** Declared densities below this are defaults, not a scanner's (see prepareImage). */
const MIN_SCAN_DENSITY = 100;

/**
 * Decodes an upload (PDF: page 1, rendered at the configured dpi) and prepares it for OCR on
 * libvips' thread pool: EXIF orientation, greyscale, enlargement of small images, the
 * configured denoise/sharpen/binarize, PNG with its resolution. Undecodable pixels are the
 * input's fault: 422.
 */
export async function prepareImage(
  file: Pick<UploadedFile, "buffer" | "format">,
  config: OcrConfig,
  limits: { maxPixels: number; timeoutMs: number },
): Promise<PreparedImage> {
  const steps: string[] = [];
  let input = file.buffer;
  let density: number | undefined;
  if (file.format === "pdf") {
    const page = await renderPdfFirstPage(input, config.dpi, limits.maxPixels, limits.timeoutMs);
    input = page.png;
    density = page.dpi;
    steps.push("pdf_render");
  }
  try {
    const meta = await sharp(input).metadata();
    const width = meta.autoOrient?.width ?? meta.width ?? 0;
    const height = meta.autoOrient?.height ?? meta.height ?? 0;
    // 72 and 96 dpi are what cameras and image software write by default (and what the
    // image-processor declares when a page's size on paper is unknown): not a resolution.
    density ??=
      meta.density && meta.density >= MIN_SCAN_DENSITY ? Math.round(meta.density) : undefined;
    let scale = 1;
    const long = Math.max(width, height);
    // Card-sized documents (labels of 6–8 pt) are enlarged further than pages.
    const minLong = config.preprocessing.includes("upscale") ? MIN_LONG_SIDE : MIN_LONG_SIDE_PAGE;
    if (long > 0 && long < minLong) {
      scale = Math.min(MAX_UPSCALE, minLong / long);
      steps.push(`upscale_${Math.round(scale * 100) / 100}x`);
    }
    // Transparent pixels become white paper, not black, once the alpha channel goes.
    let image = sharp(input, { limitInputPixels: limits.maxPixels })
      .rotate()
      .flatten({ background: "#ffffff" })
      .greyscale();
    if (scale !== 1) {
      image = image.resize(Math.round(width * scale), Math.round(height * scale), {
        kernel: "lanczos3",
      });
    }
    if (config.preprocessing.includes("denoise")) {
      image = image.median(3);
      steps.push("denoise");
    }
    if (config.preprocessing.includes("sharpen")) {
      image = image.sharpen({ sigma: 1 });
      steps.push("sharpen");
    }
    if (config.preprocessing.includes("contrast")) {
      // Grey levels stretched away from white (v → 2v − 255): faint, small print (a form's
      // light-grey labels after phase 1's white point) darkens; black stays black.
      image = image.linear(2, -255);
      steps.push("contrast");
    }
    if (config.preprocessing.includes("binarize")) {
      image = image.normalise().threshold(140);
      steps.push("binarize");
    }
    const dpi = Math.round((density ?? config.dpi) * scale);
    const { data, info } = await greyPng(image, dpi);
    return { png: data, width: info.width, height: info.height, dpi, scale, steps };
  } catch (cause) {
    if (cause instanceof IrisError) throw cause;
    throw new IrisError("OCR_EXTRACTION_FAILED", "the image could not be decoded", {
      inputFault: true,
      details: "the pixel data is corrupt or truncated",
      cause,
    });
  }
}

/** `png` turned by a multiple of 90° (for orientation search). */
export async function rotatePng(png: Buffer, degrees: 90 | 180 | 270): Promise<Buffer> {
  return sharp(png).rotate(degrees).png({ compressionLevel: 1 }).toBuffer();
}
