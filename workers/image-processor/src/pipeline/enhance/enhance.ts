import { type Raster, toGrey } from "../raster";
import { fromRaster, toRaster } from "../sharp-io";
import { PAPER, paperLevel } from "./illumination";

/** What enhancement did, for the response. */
export interface EnhancementReport {
  illumination_flattened: boolean;
  /** Largest brightening gain applied to compensate shadow or falloff. */
  max_gain: number;
  black_point: number;
  denoised: boolean;
  sharpened: boolean;
}

/**
 * Cleans a rectified page for OCR: divides out the lighting (shadows, gradients, vignetting)
 * with a gain that keeps hue, stretches levels so paper is white and the darkest ink black,
 * removes noise with a 3×3 median only when the image is visibly noisy, and applies a
 * gentle unsharp mask. Every step is conservative: none of them moves ink into paper.
 */
export async function enhance(
  raster: Raster,
): Promise<{ raster: Raster; report: EnhancementReport }> {
  const grey = toGrey(raster);
  const level = paperLevel(grey);
  const noisy = noiseLevel(grey) > 5;
  const { data, width, height, channels } = raster;
  const out = new Uint8Array(data.length);
  let maxGain = 0;
  const histogram = new Uint32Array(256);
  for (let y = 0; y < height; y++) {
    const gy = Math.min(level.rows - 1, Math.max(0, (y + 0.5) / level.block - 0.5));
    const r0 = Math.floor(gy);
    const r1 = Math.min(level.rows - 1, r0 + 1);
    const fy = gy - r0;
    for (let x = 0; x < width; x++) {
      const gx = Math.min(level.cols - 1, Math.max(0, (x + 0.5) / level.block - 0.5));
      const c0 = Math.floor(gx);
      const c1 = Math.min(level.cols - 1, c0 + 1);
      const fx = gx - c0;
      const g = level.grid;
      const bg =
        ((g[r0 * level.cols + c0] as number) * (1 - fx) +
          (g[r0 * level.cols + c1] as number) * fx) *
          (1 - fy) +
        ((g[r1 * level.cols + c0] as number) * (1 - fx) +
          (g[r1 * level.cols + c1] as number) * fx) *
          fy;
      const gain = Math.min(3, Math.max(0.9, PAPER / Math.max(1, bg)));
      if (gain > maxGain) maxGain = gain;
      const p = (y * width + x) * channels;
      for (let c = 0; c < channels; c++) {
        const v = (data[p + c] as number) * gain;
        out[p + c] = Math.min(v, 255);
      }
      const lum =
        channels === 1
          ? (out[p] as number)
          : (77 * (out[p] as number) +
              150 * (out[p + 1] as number) +
              29 * (out[p + 2] as number)) >>
            8;
      histogram[lum] = (histogram[lum] as number) + 1;
    }
  }
  const blackPoint = Math.min(60, percentile(histogram, width * height, 0.005));
  const scale = 255 / Math.max(1, PAPER - blackPoint);
  const lut = new Uint8Array(256);
  for (let v = 0; v < 256; v++)
    lut[v] = Math.max(0, Math.min(255, Math.round((v - blackPoint) * scale)));
  for (let i = 0; i < out.length; i++) out[i] = lut[out[i] as number] as number;
  let pipeline = fromRaster({ data: out, width, height, channels });
  if (noisy) pipeline = pipeline.median(3);
  pipeline = pipeline.sharpen({ sigma: 1, m1: 0.5, m2: 1.5 });
  return {
    raster: await toRaster(pipeline, channels),
    report: {
      illumination_flattened: true,
      max_gain: Math.round(maxGain * 100) / 100,
      black_point: blackPoint,
      denoised: noisy,
      sharpened: true,
    },
  };
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
  const values: number[] = [];
  for (let y = 1; y < height - 1; y += 3) {
    for (let x = 1; x < width - 1; x += 3) {
      const i = y * width + x;
      const v = data[i] as number;
      if (v < 180) continue;
      const lap = 2 * v - (data[i - 1] as number) - (data[i + 1] as number);
      values.push(Math.abs(lap));
    }
  }
  if (values.length < 100) return 0;
  values.sort((a, b) => a - b);
  // For Gaussian noise σ, the second difference has σ·√6 spread; MAD → σ via 1.4826.
  return ((values[Math.floor(values.length / 2)] as number) * 1.4826) / Math.sqrt(6);
}
