import type { Raster } from "../raster";
import { INK } from "./tuning";

/** A binary image: 1 where there is ink. */
export interface InkMask {
  data: Uint8Array;
  width: number;
  height: number;
}

/**
 * Marks dark detail (text, lines) on a grey raster: a pixel is ink when it is clearly darker
 * than the mean of its neighbourhood (INK.window of the long side each way, via an integral
 * image), which works under uneven lighting where a global threshold does not.
 */
export function inkMask(grey: Raster): InkMask {
  // Orientation and dewarp planning look at the same upright page: mark its ink once. Masks
  // are not mutated after they are made.
  const cached = masks.get(grey);
  if (cached) return cached;
  const mask = markInk(grey);
  masks.set(grey, mask);
  return mask;
}

const masks = new WeakMap<Raster, InkMask>();

function markInk(grey: Raster): InkMask {
  const { data, width, height } = grey;
  const half = Math.max(INK.minWindow, Math.round(Math.max(width, height) * INK.window));
  const out = inkKernel(data, width, height, half, INK.maxLevel, INK.contrast);
  return { data: out, width, height };
}

/**
 * The ink test over a `width` × `height` grey image: 1 where a pixel below `maxLevel` is
 * darker than `contrast` times the mean of the (2 `half` + 1)² window around it (clipped at
 * the borders). This JavaScript function defines it and runs on OpenCV.js; the native addon
 * has a C++ twin (native/opencv/src/kernels.cc, markInk) that native.test.ts holds to the
 * same bytes.
 */
export function markInkJs(
  data: Uint8Array,
  width: number,
  height: number,
  half: number,
  maxLevel: number,
  contrast: number,
): Uint8Array {
  const stride = width + 1;
  // Int32 sums hold up to 8.4 million pixels of 255 (the analysis pages are under 1.5 million);
  // larger rasters use Float64.
  const integral =
    width * height * 255 < 2 ** 31
      ? new Int32Array(stride * (height + 1))
      : new Float64Array(stride * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    const above = y * stride + 1;
    const here = above + stride;
    const src = y * width;
    for (let x = 0; x < width; x++) {
      row += data[src + x] as number;
      integral[here + x] = (integral[above + x] as number) + row;
    }
  }
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - half);
    const y1 = Math.min(height, y + half + 1);
    const top = y0 * stride;
    const bottom = y1 * stride;
    const rows = y1 - y0;
    const src = y * width;
    for (let x = 0; x < width; x++) {
      const v = data[src + x] as number;
      if (v >= maxLevel) continue;
      const x0 = Math.max(0, x - half);
      const x1 = Math.min(width, x + half + 1);
      const sum =
        (integral[bottom + x1] as number) -
        (integral[top + x1] as number) -
        (integral[bottom + x0] as number) +
        (integral[top + x0] as number);
      if (v < (sum / (rows * (x1 - x0))) * contrast) out[src + x] = 1;
    }
  }
  return out;
}

let inkKernel: typeof markInkJs = markInkJs;

/** Makes inkMask use `kernel` on this thread (engine/native.ts); undefined restores JavaScript's. */
export function useInkKernel(kernel: typeof markInkJs | undefined): void {
  inkKernel = kernel ?? markInkJs;
}

/** The mask turned 90° clockwise. */
export function rotateMask90(mask: InkMask): InkMask {
  const { data, width, height } = mask;
  const out = new Uint8Array(width * height);
  // (x, y) → (height − 1 − y, x) in a height × width image.
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++)
      out[x * height + (height - 1 - y)] = data[y * width + x] as number;
  }
  return { data: out, width: height, height: width };
}
