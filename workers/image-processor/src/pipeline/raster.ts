/**
 * An uncompressed image in memory: interleaved 8-bit samples, row-major, no padding. Every
 * pipeline step takes and returns rasters; only decode/encode touch file formats.
 */
export interface Raster {
  data: Uint8Array;
  width: number;
  height: number;
  /** 1 (grey) or 3 (RGB). */
  channels: 1 | 3;
}

/** A new raster of the given shape, filled with `fill`. */
export function createRaster(width: number, height: number, channels: 1 | 3, fill = 0): Raster {
  const data = new Uint8Array(width * height * channels);
  if (fill !== 0) data.fill(fill);
  return { data, width, height, channels };
}

/** Luminance (Rec. 601) of an RGB raster; a grey raster is returned as is. */
export function toGrey(raster: Raster): Raster {
  if (raster.channels === 1) return raster;
  // Several steps look at the same page in grey: convert it once. Rasters are not mutated
  // after they are made (every step returns a new one), so the copy stays valid.
  const cached = greyCopies.get(raster);
  if (cached) return cached;
  const { data, width, height } = raster;
  const out = greyKernel ? greyKernel(data) : new Uint8Array(width * height);
  if (!greyKernel) {
    for (let i = 0, j = 0; i < out.length; i++, j += 3) {
      out[i] =
        (77 * (data[j] as number) + 150 * (data[j + 1] as number) + 29 * (data[j + 2] as number)) >>
        8;
    }
  }
  const grey: Raster = { data: out, width, height, channels: 1 };
  greyCopies.set(raster, grey);
  return grey;
}

const greyCopies = new WeakMap<Raster, Raster>();

/**
 * This thread's native twin of toGrey's loop (the addon's rgbToGrey: the same bytes, tested in
 * native.test.ts), set when the native engine loads on it; undefined on OpenCV.js.
 */
let greyKernel: ((rgb: Uint8Array) => Uint8Array) | undefined;

/** Makes toGrey use `kernel` on this thread (engine/native.ts, once the addon is loaded). */
export function useGreyKernel(kernel: ((rgb: Uint8Array) => Uint8Array) | undefined): void {
  greyKernel = kernel;
}

/** Bilinear sample of channel `c` at real coordinates (clamped to the image). */
export function sampleBilinear(raster: Raster, x: number, y: number, c = 0): number {
  const { data, width, height, channels } = raster;
  const xc = Math.min(Math.max(x, 0), width - 1.001);
  const yc = Math.min(Math.max(y, 0), height - 1.001);
  const x0 = Math.floor(xc);
  const y0 = Math.floor(yc);
  const fx = xc - x0;
  const fy = yc - y0;
  const i = (y0 * width + x0) * channels + c;
  const a = data[i] as number;
  const b = data[i + channels] as number;
  const d = data[i + width * channels] as number;
  const e = data[i + width * channels + channels] as number;
  return (a * (1 - fx) + b * fx) * (1 - fy) + (d * (1 - fx) + e * fx) * fy;
}
