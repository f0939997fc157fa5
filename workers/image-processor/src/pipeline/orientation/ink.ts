import type { Raster } from "../raster";
import { orientationKernels } from "./kernels";
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
  const out = orientationKernels().markInk(data, width, height, half, INK.maxLevel, INK.contrast);
  return { data: out, width, height };
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
