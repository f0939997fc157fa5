/**
 * The orientation estimate's per-pixel loops: the ink test (ink.ts), the sample of ink
 * points and the projection profile's energy at one angle (orientation.ts). These JavaScript
 * functions define them and run on OpenCV.js. The native addon has C++ twins
 * (native/opencv/src/kernels.cc) with the same arithmetic, which engine/native.ts installs on
 * its thread (useOrientationKernels); native.test.ts holds each pair to the same results.
 */

/**
 * The ink test over a `width` × `height` grey image: 1 where a pixel below `maxLevel` is
 * darker than `contrast` times the mean of the (2 `half` + 1)² window around it (clipped at
 * the borders).
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

/**
 * Every `stride`-th ink pixel of a mask (1 = ink) of width `width`, in reading order, as
 * x, y pairs, where the stride keeps the points to about `limit`.
 */
export function inkPointsJs(data: Uint8Array, width: number, limit: number): Float32Array {
  let count = 0;
  for (let i = 0; i < data.length; i++) count += data[i] as number;
  const stride = Math.max(1, Math.ceil(count / limit));
  const out = new Float32Array(2 * Math.ceil(count / stride));
  let k = 0;
  let o = 0;
  for (let i = 0; i < data.length; i++) {
    if (!data[i]) continue;
    if (k++ % stride === 0) {
      const x = i % width;
      out[o++] = x;
      out[o++] = (i - x) / width;
    }
  }
  return out;
}

/**
 * Postl's criterion: the points projected across rows at an angle given by its `sin` and
 * `cos`, counted in `bins` one-pixel rows from `offset` (rounded half up), and the sum of the
 * squared counts.
 */
export function projectionEnergyJs(
  points: Float32Array,
  sin: number,
  cos: number,
  offset: number,
  bins: number,
): number {
  const counts = new Int32Array(bins);
  for (let i = 0; i < points.length; i += 2) {
    const x = points[i] as number;
    const y = points[i + 1] as number;
    // Positive within ±6° (the offset is the width), where |0 after + 0.5 is Math.round.
    const r = (y * cos - x * sin + offset + 0.5) | 0;
    if (r >= 0 && r < bins) counts[r] = (counts[r] as number) + 1;
  }
  let sum = 0;
  for (const b of counts) sum += b * b;
  return sum;
}

/** The loops, as this thread runs them. */
export interface OrientationKernels {
  markInk: typeof markInkJs;
  inkPoints: typeof inkPointsJs;
  projectionEnergy: typeof projectionEnergyJs;
}

const javascript: OrientationKernels = {
  markInk: markInkJs,
  inkPoints: inkPointsJs,
  projectionEnergy: projectionEnergyJs,
};

let kernels: OrientationKernels = javascript;

/** Makes orientation use `native` on this thread (engine/native.ts); undefined restores JavaScript's. */
export function useOrientationKernels(native: OrientationKernels | undefined): void {
  kernels = native ?? javascript;
}

/** The kernels this thread runs. */
export function orientationKernels(): OrientationKernels {
  return kernels;
}
