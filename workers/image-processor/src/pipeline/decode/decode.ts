import sharp from "sharp";
import type { Raster } from "../raster";
import { PdfPageTooLargeError, renderPdfFirstPage } from "./pdf";

/** Formats the decoder accepts (decided upstream by magic bytes). */
export type InputFormat = "jpeg" | "png" | "tiff" | "webp" | "pdf";

/** What was decoded, and what the file said about itself. */
export interface DecodedImage {
  /** Upright pixels (EXIF orientation applied), grey for bilevel/grey inputs, RGB otherwise. */
  raster: Raster;
  format: InputFormat;
  /** Pixels per inch the file declares (PDF: the render resolution); undefined when absent. */
  density: number | undefined;
  /** EXIF orientation tag (1–8) that was applied; 1 when none. */
  exifOrientation: number;
  /** Pages in the file; only the first is used. */
  pages: number;
}

/** Thrown for input the decoder cannot read: the caller answers 422. */
export class UnreadableImageError extends Error {
  override name = "UnreadableImageError";
}

/**
 * Decodes the first page of an upload to an upright raster. PDF pages are rendered at
 * `dpi` (lowered when that would exceed `maxPixels`); raster images keep their size.
 */
export async function decodeImage(
  buffer: Uint8Array,
  format: InputFormat,
  options: { dpi: number; maxPixels: number },
): Promise<DecodedImage> {
  if (format === "pdf") {
    const page = await renderPdfFirstPage(buffer, options).catch((cause: unknown) => {
      if (cause instanceof PdfPageTooLargeError) throw cause;
      throw new UnreadableImageError(`the PDF could not be rendered: ${message(cause)}`);
    });
    return {
      raster: page.raster,
      format,
      density: page.dpi,
      exifOrientation: 1,
      pages: page.pages,
    };
  }
  try {
    const input = sharp(buffer, { failOn: "error", limitInputPixels: options.maxPixels, page: 0 });
    const meta = await input.metadata();
    const grey = (meta.channels ?? 3) - (meta.hasAlpha ? 1 : 0) === 1;
    const { data, info } = await input
      .rotate()
      .flatten({ background: "#ffffff" })
      .toColourspace(grey ? "b-w" : "srgb")
      .raw({ depth: "uchar" })
      .toBuffer({ resolveWithObject: true });
    const channels = info.channels === 1 ? 1 : 3;
    if (info.channels !== channels) throw new Error(`unexpected ${info.channels} channels`);
    return {
      raster: {
        data: new Uint8Array(data.buffer, data.byteOffset, data.length),
        width: info.width,
        height: info.height,
        channels,
      },
      format,
      density: meta.density && meta.density >= 50 ? meta.density : undefined,
      exifOrientation: meta.orientation ?? 1,
      pages: meta.pages ?? 1,
    };
  } catch (cause) {
    throw new UnreadableImageError(`the ${format} file is corrupt or truncated: ${message(cause)}`);
  }
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
