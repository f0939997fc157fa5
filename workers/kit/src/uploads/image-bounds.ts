import sharp from "sharp";
import { IrisError } from "../errors";
import type { UploadFormat } from "./sniff-format";

/** Width and height read from the header, without decoding pixels. */
export interface ImageBounds {
  width: number;
  height: number;
  pages: number;
}

/**
 * Reads a raster image's dimensions from its header and refuses decompression bombs
 * (width × height over `maxPixels`) before anything decodes the pixels. An unreadable
 * header is a corrupt upload: 422.
 */
export async function checkImageBounds(
  buffer: Buffer,
  format: Exclude<UploadFormat, "pdf">,
  maxPixels: number,
): Promise<ImageBounds> {
  let width: number | undefined;
  let height: number | undefined;
  let pages = 1;
  try {
    const meta = await sharp(buffer, { limitInputPixels: false }).metadata();
    width = meta.width;
    height = meta.height;
    pages = meta.pages ?? 1;
  } catch (cause) {
    throw new IrisError("IMAGE_PROCESSING_FAILED", `the ${format} file is corrupt or truncated`, {
      inputFault: true,
      details: "the image header could not be read",
      cause,
    });
  }
  if (!width || !height) {
    throw new IrisError("IMAGE_PROCESSING_FAILED", `the ${format} file has no dimensions`, {
      inputFault: true,
    });
  }
  if (width * height > maxPixels) {
    throw new IrisError("FILE_TOO_LARGE", "image dimensions exceed the pixel limit", {
      details: `${width}×${height} = ${width * height} pixels; the limit is ${maxPixels}`,
    });
  }
  return { width, height, pages };
}
