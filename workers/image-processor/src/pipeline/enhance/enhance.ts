import type { OpenCV } from "../engine";
import { type Raster, toGrey } from "../raster";
import { fromRaster, toRaster } from "../sharp-io";
import { PAPER, paperLevel } from "./illumination";
import { DETAIL, LEVELS, LIGHTING } from "./tuning";

/** What enhancement did, for the response. */
export interface EnhancementReport {
  illumination_flattened: boolean;
  /** Largest brightening gain applied to compensate shadow or falloff. */
  max_gain: number;
  black_point: number;
  /** Flattened level from which everything is paper (made white): texture, watermarks. */
  white_point: number;
  denoised: boolean;
  sharpened: boolean;
}

/** The engine's kernels enhancement runs on. */
type Kernels = Pick<OpenCV, "lookUp2" | "gridLevels">;

const { minGain: MIN_GAIN, maxGain: MAX_GAIN } = LIGHTING;
const {
  maxBlack: MAX_BLACK,
  minClip: MIN_CLIP,
  maxClip: MAX_CLIP,
  textureShare: TEXTURE_SHARE,
} = LEVELS;

/**
 * Cleans a rectified page for OCR: divides out the lighting (shadows, gradients, vignetting)
 * with a gain that keeps hue, then stretches levels so the darkest ink is black and the paper,
 * including its faint texture (guilloche, watermark, grain, JPEG ringing), is plain white,
 * removes noise with a 3×3 median only when the image is visibly noisy, and sharpens edges
 * only (flat areas are not amplified). Flattening and levels are one lookup per sample in a
 * table indexed by (local paper level, sample), sharpening one in a table indexed by (sample,
 * its blur), both through the engine's lookUp2 kernel; median and blur run in libvips.
 *
 * Why the texture clip: the earlier stretch mapped the paper level to white but left the
 * background pattern a few levels under it, and the unsharp mask then amplified that pattern
 * into speckle that tesseract read as rows of garbage characters (ficha de residencia).
 */
export async function enhance(
  cv: Kernels,
  raster: Raster,
): Promise<{ raster: Raster; report: EnhancementReport }> {
  const grey = toGrey(raster);
  const noisy = noiseLevel(grey) > DETAIL.noisySigma;
  const { levelled, maxGain, blackPoint, white } = flattenLevels(cv, raster, grey);
  let page = levelled;
  if (noisy) page = await toRaster(fromRaster(levelled).median(3), raster.channels);
  return {
    raster: await sharpenEdges(cv, page),
    report: {
      illumination_flattened: true,
      max_gain: Math.round(maxGain * 100) / 100,
      black_point: blackPoint,
      white_point: white,
      denoised: noisy,
      sharpened: true,
    },
  };
}

/**
 * Divides out the lighting and stretches the levels (see enhance). The per-pixel loops live
 * in small synchronous functions: inside the async enhance, V8 ran them several times slower.
 */
function flattenLevels(cv: Kernels, raster: Raster, grey: Raster) {
  const background = backgroundLevels(cv, grey);
  const gainOf = new Float32Array(256);
  for (let b = 0; b < 256; b++)
    gainOf[b] = Math.min(MAX_GAIN, Math.max(MIN_GAIN, PAPER / Math.max(1, b)));
  const { histogram, sampled, maxGain } = flattenedHistogram(grey, background, gainOf);
  const blackPoint = Math.min(MAX_BLACK, percentile(histogram, sampled, LEVELS.blackPercentile));
  const white = whitePoint(histogram, blackPoint);
  const scale = 255 / Math.max(1, white - blackPoint);
  // table[b * 256 + v]: sample v under local paper level b → output.
  const table = new Uint8Array(256 * 256);
  for (let b = 0; b < 256; b++) {
    const gain = gainOf[b] as number;
    for (let v = 0; v < 256; v++) {
      const flat = Math.min(255, v * gain);
      table[b * 256 + v] = Math.max(0, Math.min(255, Math.round((flat - blackPoint) * scale)));
    }
  }
  const data = cv.lookUp2(background, raster.data, table, raster.channels === 1 ? 1 : 3);
  return { levelled: { ...raster, data }, maxGain, blackPoint, white };
}

/** Levels from a subsample of the flattened luminance (see LEVELS.sampling). */
function flattenedHistogram(grey: Raster, background: Uint8Array, gainOf: Float32Array) {
  const { data, width, height } = grey;
  const histogram = new Uint32Array(256);
  const step = LEVELS.sampling;
  let sampled = 0;
  let maxGain = 0;
  for (let y = 1; y < height; y += step) {
    for (let x = 1; x < width; x += step) {
      const i = y * width + x;
      const gain = gainOf[background[i] as number] as number;
      if (gain > maxGain) maxGain = gain;
      const v = Math.min(255, Math.round((data[i] as number) * gain));
      histogram[v] = (histogram[v] as number) + 1;
      sampled++;
    }
  }
  return { histogram, sampled, maxGain };
}

const { flat: FLAT, gain: EDGE_GAIN, maxBrighten: MAX_BRIGHTEN, maxDarken: MAX_DARKEN } = DETAIL;

/**
 * Unsharp mask on edges only, like libvips' sharpen with m1 = 0 (flat areas — what is left of
 * texture and noise — are not amplified) but on every channel against a Gaussian blur
 * (σ = 1) from libvips, which is about 20× faster than libvips' sharpen with its Lab round trip.
 */
async function sharpenEdges(cv: Pick<OpenCV, "lookUp2">, raster: Raster): Promise<Raster> {
  const blurred = await toRaster(fromRaster(raster).blur(DETAIL.sigma), raster.channels);
  return { ...raster, data: cv.lookUp2(raster.data, blurred.data, SHARPEN, 1) };
}

/**
 * The edge-only unsharp mask as a table: SHARPEN[v · 256 + s] is sample v against its blur s,
 * moved by EDGE_GAIN × (v − s) (within MAX_DARKEN and MAX_BRIGHTEN) where they differ by more
 * than FLAT, and kept within 0…255.
 */
export const SHARPEN: Uint8Array = (() => {
  const table = new Uint8Array(65536);
  for (let v = 0; v < 256; v++) {
    for (let s = 0; s < 256; s++) {
      const d = v - s;
      const delta =
        Math.abs(d) <= FLAT
          ? 0
          : Math.max(-MAX_DARKEN, Math.min(MAX_BRIGHTEN, Math.round(EDGE_GAIN * d)));
      table[(v << 8) | s] = Math.max(0, Math.min(255, v + delta));
    }
  }
  return table;
})();

/**
 * The flattened level from which a sample counts as paper. Paper pixels are those brighter
 * than halfway between the black point and the paper level; the darkest TEXTURE_SHARE of them
 * are the paper's texture (and the light fringes of glyphs), so the white point sits there,
 * between MIN_CLIP and MAX_CLIP levels under the paper.
 */
function whitePoint(histogram: Uint32Array, blackPoint: number): number {
  const from = Math.round((blackPoint + PAPER) / 2);
  let paper = 0;
  for (let v = from; v < 256; v++) paper += histogram[v] as number;
  let acc = 0;
  let level = PAPER - MIN_CLIP;
  for (let v = from; v < 256; v++) {
    acc += histogram[v] as number;
    if (acc >= TEXTURE_SHARE * paper) {
      level = v;
      break;
    }
  }
  return Math.max(PAPER - MAX_CLIP, Math.min(PAPER - MIN_CLIP, level));
}

/** The paper level under the lighting at every pixel (bilinear in the coarse grid). */
function backgroundLevels(cv: Pick<OpenCV, "gridLevels">, grey: Raster): Uint8Array {
  const { grid, cols, rows, block } = paperLevel(grey);
  return cv.gridLevels(grid, cols, rows, block, grey.width, grey.height);
}

function percentile(histogram: Uint32Array, n: number, p: number): number {
  let acc = 0;
  for (let v = 0; v < 256; v++) {
    acc += histogram[v] as number;
    if (acc >= p * n) return v;
  }
  return 255;
}

/**
 * Noise standard deviation from the median absolute second difference of bright (paper)
 * pixels, where content is flat and any variation is noise.
 */
export function noiseLevel(grey: Raster): number {
  const { data, width, height } = grey;
  // |second difference| is an integer 0…510: a histogram gives the median without sorting.
  const counts = new Uint32Array(511);
  let n = 0;
  for (let y = 1; y < height - 1; y += 3) {
    for (let x = 1; x < width - 1; x += 3) {
      const i = y * width + x;
      const v = data[i] as number;
      if (v < 180) continue;
      const lap = Math.abs(2 * v - (data[i - 1] as number) - (data[i + 1] as number));
      counts[lap] = (counts[lap] as number) + 1;
      n++;
    }
  }
  if (n < 100) return 0;
  const middle = Math.floor(n / 2);
  let median = 0;
  for (let acc = 0; median < counts.length; median++) {
    acc += counts[median] as number;
    if (acc > middle) break;
  }
  // For Gaussian noise σ, the second difference has σ·√6 spread; MAD → σ via 1.4826.
  return (median * 1.4826) / Math.sqrt(6);
}
