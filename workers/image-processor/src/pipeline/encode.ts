import { type Raster, toGrey } from "./raster";
import { fromRaster } from "./sharp-io";

/** How the output PNG was made to fit the size the next phase accepts. */
export interface EncodingReport {
  bytes: number;
  /** Size of the PNG as encoded (smaller than planned when it had to shrink to fit). */
  width: number;
  height: number;
  /** 1 for greyscale, 3 for colour. */
  channels: 1 | 3;
  adaptive_filtering: boolean;
  /** Output scale relative to the planned page (1 unless it had to shrink to fit). */
  scale: number;
}

/**
 * zlib level: 2 is about 3–4× faster than the usual 6 on a 300 dpi A4 page for 5–15 % more
 * bytes (measured: 142 vs 441 ms, 2.87 vs 2.69 MB on an enhanced page; 368 vs 1322 ms,
 * 7.97 vs 6.86 MB without enhancement); the fallbacks below still make it fit.
 */
export const PNG_LEVEL = 2;
/** A pixel whose channels spread more than this is coloured (stamps, photos, logos). */
const COLOURED = 48;
/** A page with at most this share of coloured pixels loses nothing by being sent grey. */
const ACHROMATIC_SHARE = 0.005;

/**
 * Density written when the page's size on paper is unknown: the conventional 72 dpi of
 * cameras and image software, which readers (and this service's own decoder) take for "no
 * real density". Without it libvips writes 1 pixel per millimetre (25.4 dpi), which
 * tesseract rejects as invalid.
 */
const UNKNOWN_DPI = 72;

/**
 * Encodes a raster as PNG that fits in `maxBytes`, because the processed page is what the
 * later phases receive and they accept uploads of MAX_IMAGE_SIZE at most. A 300 dpi A4 photo
 * page easily passes 8 MB in colour; when it does not fit, in order: adaptive row filtering
 * (≈ 10 % smaller, slower), greyscale when the page is achromatic (⅓ of the bytes), and
 * last a smaller scale. The report says which; the usual case is the first encoding.
 * The PNG declares `dpi` (the raster's resolution; scaled with it when it has to shrink),
 * or 72 when the resolution is unknown — with `withDensity`: sharp's `withMetadata` would
 * also turn a grey page back into three sRGB channels.
 */
export async function encodePng(
  raster: Raster,
  maxBytes = Number.POSITIVE_INFINITY,
  dpi?: number,
): Promise<{ png: Uint8Array; encoding: EncodingReport }> {
  let current = raster;
  let adaptive = false;
  let scale = 1;
  let [width, height] = [raster.width, raster.height];
  const density = () => (dpi ? Math.max(1, dpi * scale) : UNKNOWN_DPI);
  let png = await encode(current, adaptive, density());
  if (png.length > maxBytes) {
    adaptive = true;
    png = await encode(current, adaptive, density());
  }
  if (png.length > maxBytes && current.channels === 3 && isAchromatic(current)) {
    current = toGrey(current);
    png = await encode(current, adaptive, density());
  }
  for (let attempt = 0; png.length > maxBytes && attempt < 4; attempt++) {
    // PNG size grows roughly with the pixel count: shrink both sides by √(limit / size).
    scale *= Math.sqrt(maxBytes / png.length) * 0.95;
    width = Math.max(1, Math.round(raster.width * scale));
    height = Math.max(1, Math.round(raster.height * scale));
    const resized = await fromRaster(current)
      .resize(width, height, { kernel: "lanczos3", fit: "fill" })
      .toColourspace(current.channels === 1 ? "b-w" : "srgb")
      .withDensity(density())
      .png({ compressionLevel: PNG_LEVEL, adaptiveFiltering: adaptive })
      .toBuffer();
    png = new Uint8Array(resized.buffer, resized.byteOffset, resized.length);
  }
  return {
    png,
    encoding: {
      bytes: png.length,
      width,
      height,
      channels: current.channels === 1 ? 1 : 3,
      adaptive_filtering: adaptive,
      scale: Math.round(scale * 1000) / 1000,
    },
  };
}

async function encode(
  raster: Raster,
  adaptiveFiltering: boolean,
  density: number,
): Promise<Uint8Array> {
  const png = await fromRaster(raster)
    .toColourspace(raster.channels === 1 ? "b-w" : "srgb")
    .withDensity(density)
    .png({ compressionLevel: PNG_LEVEL, adaptiveFiltering })
    .toBuffer();
  return new Uint8Array(png.buffer, png.byteOffset, png.length);
}

function isAchromatic(raster: Raster): boolean {
  const { data } = raster;
  const pixels = data.length / 3;
  // Every 7th pixel is plenty to tell a page with a coloured stamp or photo from one without.
  let sampled = 0;
  let coloured = 0;
  for (let i = 0; i < data.length; i += 21) {
    const r = data[i] ?? 0;
    const g = data[i + 1] ?? 0;
    const b = data[i + 2] ?? 0;
    sampled++;
    if (Math.max(r, g, b) - Math.min(r, g, b) > COLOURED) coloured++;
  }
  return pixels > 0 && coloured / Math.max(1, sampled) <= ACHROMATIC_SHARE;
}
