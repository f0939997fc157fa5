import sharp, { type Metadata } from "sharp";
import type { PreprocessConfig } from "../manifest";

/** An image decoded and resized to a model's input size: HWC bytes, 0–255. */
export interface PreparedImage {
  pixels: Uint8Array;
  width: number;
  height: number;
  channels: 1 | 3;
}

const KERNEL = {
  bicubic: "cubic", // Catmull-Rom, as PIL's bicubic (a = -0.5)
  bilinear: "linear",
  nearest: "nearest",
  lanczos: "lanczos3",
} as const;

/**
 * Decodes an image (EXIF orientation applied, alpha flattened on white) and resizes it to the
 * model's input as its preprocessing config says. `crop` follows timm's eval transform:
 * resize the shorter side to floor(size / crop_pct), then centre-crop. sharp runs on libuv's
 * pool, so this does not block the event loop; throws on undecodable input.
 */
export async function prepareImage(
  input: Buffer | Uint8Array,
  config: PreprocessConfig,
): Promise<PreparedImage> {
  const [height, width] = config.size;
  const kernel = KERNEL[config.interpolation];
  let image = sharp(input, { failOn: "error" }).rotate().flatten({ background: "#ffffff" });
  image = config.channels === "gray" ? image.greyscale() : image.toColourspace("srgb");

  if (config.resize === "crop") {
    const meta = await sharp(input).rotate().metadata();
    const [srcW, srcH] = orientedSize(meta);
    const scaleSize = Math.floor(Math.min(height, width) / config.crop_pct);
    const ratio = scaleSize / Math.min(srcW, srcH);
    const w = srcW <= srcH ? scaleSize : Math.max(width, Math.floor(srcW * ratio));
    const h = srcH < srcW ? scaleSize : Math.max(height, Math.floor(srcH * ratio));
    const left = Math.round((w - width) / 2);
    const top = Math.round((h - height) / 2);
    image = image.resize({ width: w, height: h, fit: "fill", kernel }).extract({
      left,
      top,
      width,
      height,
    });
  } else if (config.resize === "squash") {
    image = image.resize({ width, height, fit: "fill", kernel });
  } else {
    const [r = 0, g = r, b = r] = config.pad ?? [0];
    image = image.resize({ width, height, fit: "contain", kernel, background: { r, g, b } });
  }
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  const channels = config.channels === "gray" ? 1 : 3;
  if (info.channels !== channels || info.width !== width || info.height !== height) {
    throw new Error(
      `preprocessing produced ${info.width}×${info.height}×${info.channels}, expected ${width}×${height}×${channels}`,
    );
  }
  return {
    pixels: new Uint8Array(data.buffer, data.byteOffset, data.length),
    width,
    height,
    channels,
  };
}

function orientedSize(meta: Metadata): [number, number] {
  const w = meta.width ?? 0;
  const h = meta.height ?? 0;
  // EXIF orientations 5–8 swap width and height once rotate() applies them.
  return (meta.orientation ?? 1) >= 5 ? [h, w] : [w, h];
}
