/**
 * The corner detector's per-pixel loops, its hottest code: the support of a candidate side
 * by colour steps (score.ts), the strongest edge along the normals of a side (refine.ts),
 * and the working image's planes (features.ts).
 * These JavaScript functions define them and run on OpenCV.js. The native addon has C++
 * twins (native/opencv/src/corners.cc) with the same arithmetic in the same order, and
 * engine/native.ts installs those on its thread (useCornerKernels). native.test.ts holds
 * each pair to the same numbers.
 */

/** The working image a side is scored on (features.ts WorkImage), as the kernel reads it. */
export interface SidePlanes {
  /** Interleaved smoothed planes, channel c of pixel i at i × steps.length + c. */
  interleaved: Float32Array;
  width: number;
  height: number;
  /** Per channel, the step that counts as one unit (WorkImage.steps); one per plane. */
  steps: Float64Array;
}

/** How a side is sampled and graded (tuning.ts SCORING). */
export interface SideGrading {
  /** Half the distance between the outside and inside samples. */
  reach: number;
  /** Each step is averaged over three points this far apart along the side. */
  along: number;
  /** Share of each end left out. */
  ends: number;
  /** Support is the projected step less this, clamped to 0–1. */
  grade: number;
}

/**
 * Mean support (0–1) of the side a → b, sampled every `spacing` working pixels (score.ts
 * documents the measure). At each point the colour just outside minus the colour just inside,
 * per channel in units of its step, averaged over three points along the side; a point's
 * support is its step projected on the side's mean step direction, less `grade`, clamped to
 * 0–1. Points too near the border count as no support.
 */
export function sideSupportJs(
  image: SidePlanes,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  spacing: number,
  grading: SideGrading,
): number {
  const { interleaved: planes, width, height, steps: units } = image;
  const { reach, along: spread } = grading;
  const nc = units.length;
  const dx = bx - ax;
  const dy = by - ay;
  // Not Math.hypot: its rounding is V8's own, and the C++ twin must match it.
  const len = Math.sqrt(dx * dx + dy * dy);
  if (len < 8) return 0;
  const ux = dx / len;
  const uy = dy / len;
  // Outward normal for a clockwise (TL, TR, BR, BL) quad in image coordinates.
  const nx = uy;
  const ny = -ux;
  const count = Math.max(8, Math.floor(len / spacing));
  const margin = reach + spread;
  // The six sample offsets (three along the side, outside and inside) are the same for every
  // point of the side.
  const ox0 = -spread * ux + reach * nx;
  const ox1 = reach * nx;
  const ox2 = spread * ux + reach * nx;
  const oy0 = -spread * uy + reach * ny;
  const oy1 = reach * ny;
  const oy2 = spread * uy + reach * ny;
  const ix0 = -spread * ux - reach * nx;
  const ix1 = -reach * nx;
  const ix2 = spread * ux - reach * nx;
  const iy0 = -spread * uy - reach * ny;
  const iy1 = -reach * ny;
  const iy2 = spread * uy - reach * ny;
  const stepAt = scratchSteps(nc * count);
  const valid = scratchValid(count);
  const sums = scratchSums(nc);
  for (let k = 0; k < count; k++) {
    const t = grading.ends + ((1 - 2 * grading.ends) * (k + 0.5)) / count;
    const px = ax + t * dx;
    const py = ay + t * dy;
    if (!within(px, py, margin, width, height)) continue;
    valid[k] = 1;
    sums.fill(0);
    // Per channel: sum += outside − inside, in the order the samples are taken.
    addStep(planes, width, nc, px + ox0, py + oy0, px + ix0, py + iy0, sums);
    addStep(planes, width, nc, px + ox1, py + oy1, px + ix1, py + iy1, sums);
    addStep(planes, width, nc, px + ox2, py + oy2, px + ix2, py + iy2, sums);
    for (let c = 0; c < nc; c++) {
      stepAt[k * nc + c] = (sums[c] as number) / 3 / (units[c] as number);
    }
  }
  // The side's colour step: the mean step vector. An edge that flips between lighter and
  // darker along the side (tiles, texture) averages out; a page edge keeps one direction.
  let taken = 0;
  for (let k = 0; k < count; k++) taken += valid[k] as number;
  sums.fill(0);
  for (let k = 0; k < count; k++) {
    if (!valid[k]) continue;
    for (let c = 0; c < nc; c++) sums[c] = (sums[c] as number) + (stepAt[k * nc + c] as number);
  }
  let squares = 0;
  for (let c = 0; c < nc; c++) {
    sums[c] = taken ? (sums[c] as number) / taken : 0;
    squares += (sums[c] as number) * (sums[c] as number);
  }
  const norm = Math.sqrt(squares);
  let total = 0;
  for (let k = 0; k < count; k++) {
    if (!valid[k]) continue;
    let projected = 0;
    if (norm > 1e-6) {
      for (let c = 0; c < nc; c++) {
        projected += ((stepAt[k * nc + c] as number) * (sums[c] as number)) / norm;
      }
    }
    // Stored as a 32-bit float, as the support array it replaces.
    total += Math.fround(Math.min(1, Math.max(0, projected - grading.grade)));
  }
  return total / count;
}

let stepBuffer = new Float32Array(0);
let validBuffer = new Uint8Array(0);
let sumBuffer = new Float64Array(0);

function scratchSteps(length: number): Float32Array {
  if (stepBuffer.length < length) stepBuffer = new Float32Array(length);
  return stepBuffer;
}

function scratchValid(length: number): Uint8Array {
  if (validBuffer.length < length) validBuffer = new Uint8Array(length);
  validBuffer.fill(0, 0, length);
  return validBuffer;
}

function scratchSums(length: number): Float64Array {
  if (sumBuffer.length < length) sumBuffer = new Float64Array(length);
  return sumBuffer.subarray(0, length);
}

function within(x: number, y: number, margin: number, width: number, height: number): boolean {
  return x >= margin && y >= margin && x <= width - 1 - margin && y <= height - 1 - margin;
}

/**
 * Adds, per channel, the bilinear sample at (x1, y1) minus the one at (x2, y2) to `sums`:
 * the weights of each position are computed once for all channels. Positions lie at least
 * one pixel inside the image (see within).
 */
function addStep(
  planes: Float32Array,
  width: number,
  nc: number,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  sums: Float64Array,
): void {
  const ax0 = Math.floor(x1);
  const ay0 = Math.floor(y1);
  const afx = x1 - ax0;
  const afy = y1 - ay0;
  const bx0 = Math.floor(x2);
  const by0 = Math.floor(y2);
  const bfx = x2 - bx0;
  const bfy = y2 - by0;
  const rowStride = width * nc;
  const a = (ay0 * width + ax0) * nc;
  const b = (by0 * width + bx0) * nc;
  for (let c = 0; c < nc; c++) {
    const i = a + c;
    const j = b + c;
    const outside =
      ((planes[i] as number) * (1 - afx) + (planes[i + nc] as number) * afx) * (1 - afy) +
      ((planes[i + rowStride] as number) * (1 - afx) +
        (planes[i + rowStride + nc] as number) * afx) *
        afy;
    const inside =
      ((planes[j] as number) * (1 - bfx) + (planes[j + nc] as number) * bfx) * (1 - bfy) +
      ((planes[j + rowStride] as number) * (1 - bfx) +
        (planes[j + rowStride + nc] as number) * bfx) *
        bfy;
    sums[c] = (sums[c] as number) + (outside - inside);
  }
}

/** How the edges along a side's normals are looked for (refine.ts). */
export interface NormalSearch {
  /** The 8-bit image (any channel count). */
  data: Uint8Array;
  width: number;
  height: number;
  channels: number;
  /** The normal and the side's direction (unit vectors). */
  nx: number;
  ny: number;
  ux: number;
  uy: number;
  /** Offsets −r…r along the normal are searched. */
  r: number;
  /** The profile is averaged over three parallel lines this far apart along the side. */
  spread: number;
  /** Weight of each offset −r…r (2r + 1 values): the preference for steps near the point. */
  prior: Float64Array;
  /** The weakest gradient that counts as an edge. */
  minGradient: number;
}

/**
 * For each point (x, y pairs in `points`), the strongest colour step along the normal through
 * it, within ±r pixels, preferring steps near the point: three numbers per point, the step's
 * offset along the normal (sub-pixel; NaN when there is no edge, or the profile leaves the
 * image), its gradient and its width in pixels at half maximum.
 */
export function edgesAlongNormalJs(search: NormalSearch, points: Float64Array): Float64Array {
  const count = points.length >> 1;
  const out = new Float64Array(3 * count);
  for (let p = 0; p < count; p++) {
    edgeAlongNormal(search, points[2 * p] as number, points[2 * p + 1] as number, out, 3 * p);
  }
  return out;
}

function edgeAlongNormal(
  search: NormalSearch,
  px: number,
  py: number,
  out: Float64Array,
  at: number,
): void {
  const { data, width, height, channels: ch, nx, ny, ux, uy, r, spread, prior } = search;
  out[at] = Number.NaN;
  const n = 2 * r + 3;
  const profile = scratch(n * ch);
  const row = width * ch;
  for (let j = 0; j < n; j++) {
    const o = j - r - 1;
    for (let k = -1; k <= 1; k++) {
      const s = k * spread;
      const x = px + o * nx + s * ux;
      const y = py + o * ny + s * uy;
      if (x < 0 || y < 0 || x > width - 1 || y > height - 1) return;
      // Bilinear weights once for all channels (the arithmetic of raster.ts sampleBilinear).
      const xc = Math.min(x, width - 1.001);
      const yc = Math.min(y, height - 1.001);
      const x0 = Math.floor(xc);
      const y0 = Math.floor(yc);
      const fx = xc - x0;
      const fy = yc - y0;
      const base = (y0 * width + x0) * ch;
      for (let c = 0; c < ch; c++) {
        const i = base + c;
        const v =
          ((data[i] as number) * (1 - fx) + (data[i + ch] as number) * fx) * (1 - fy) +
          ((data[i + row] as number) * (1 - fx) + (data[i + row + ch] as number) * fx) * fy;
        profile[j * ch + c] = (profile[j * ch + c] as number) + v / 3;
      }
    }
  }
  // Gradient magnitude (colour-vector norm of the central difference) at offsets -r..r.
  const g = gradientScratch(2 * r + 1);
  for (let j = 1; j < n - 1; j++) {
    let sum = 0;
    for (let c = 0; c < ch; c++) {
      const d = (profile[(j + 1) * ch + c] as number) - (profile[(j - 1) * ch + c] as number);
      sum += d * d;
    }
    g[j - 1] = Math.sqrt(sum) / 2;
  }
  let best = -1;
  let bestValue = 0;
  for (let j = 0; j < g.length; j++) {
    const value = (g[j] as number) * (prior[j] as number);
    if (value > bestValue) {
      bestValue = value;
      best = j;
    }
  }
  if (best < 0 || (g[best] as number) < search.minGradient) return;
  let offset = best - r;
  if (best > 0 && best < g.length - 1) {
    const l = g[best - 1] as number;
    const c = g[best] as number;
    const rr = g[best + 1] as number;
    const den = l - 2 * c + rr;
    if (den < 0) offset += Math.max(-0.5, Math.min(0.5, (0.5 * (l - rr)) / den));
  }
  const peak = g[best] as number;
  let lo = best;
  while (lo > 0 && (g[lo - 1] as number) >= peak / 2) lo--;
  let hi = best;
  while (hi < g.length - 1 && (g[hi + 1] as number) >= peak / 2) hi++;
  out[at] = offset;
  out[at + 1] = peak;
  out[at + 2] = hi - lo + 1;
}

/**
 * Zeroed scratch buffers for edgeAlongNormal, which runs thousands of times per image: one
 * allocation per size instead of two per call. Nothing keeps them past a call.
 */
let profileBuffer = new Float32Array(0);
let gradientBuffer = new Float32Array(0);

function scratch(length: number): Float32Array {
  if (profileBuffer.length < length) profileBuffer = new Float32Array(length);
  const view = profileBuffer.subarray(0, length);
  view.fill(0);
  return view;
}

function gradientScratch(length: number): Float32Array {
  if (gradientBuffer.length < length) gradientBuffer = new Float32Array(length);
  return gradientBuffer.subarray(0, length);
}

/**
 * The working image's four planes from its Lab and RGB pixels (`count` of each), one after
 * the other: lightness, the two Lab chroma axes widened by `gain` around their neutral 128
 * (chroma edges are faint) and clamped, and chroma (max − min of RGB, which unlike HSV
 * saturation stays quiet in dark regions).
 */
export function workPlanesJs(
  lab: Uint8Array,
  rgb: Uint8Array,
  count: number,
  gain: number,
): Uint8Array {
  const out = new Uint8Array(4 * count);
  for (let i = 0; i < count; i++) {
    out[i] = lab[3 * i] as number;
    const a = 128 + gain * ((lab[3 * i + 1] as number) - 128);
    out[count + i] = Math.min(Math.max(a, 0), 255);
    const b = 128 + gain * ((lab[3 * i + 2] as number) - 128);
    out[2 * count + i] = Math.min(Math.max(b, 0), 255);
    const r = rgb[3 * i] as number;
    const g = rgb[3 * i + 1] as number;
    const bl = rgb[3 * i + 2] as number;
    out[3 * count + i] = Math.max(r, g, bl) - Math.min(r, g, bl);
  }
  return out;
}

/** The planes (equal lengths) interleaved as floats: plane c of pixel i at i × planes.length + c. */
export function interleaveJs(planes: Uint8Array[]): Float32Array {
  const stride = planes.length;
  const count = planes[0]?.length ?? 0;
  const out = new Float32Array(count * stride);
  planes.forEach((plane, c) => {
    for (let i = 0; i < count; i++) out[i * stride + c] = plane[i] as number;
  });
  return out;
}

/** The loops, as this thread runs them. */
export interface CornerKernels {
  sideSupport: typeof sideSupportJs;
  edgesAlongNormal: typeof edgesAlongNormalJs;
  workPlanes: typeof workPlanesJs;
  interleave: typeof interleaveJs;
}

const javascript: CornerKernels = {
  sideSupport: sideSupportJs,
  edgesAlongNormal: edgesAlongNormalJs,
  workPlanes: workPlanesJs,
  interleave: interleaveJs,
};

let kernels: CornerKernels = javascript;

/** Makes the corner detector use `native` on this thread (engine/native.ts); undefined restores JavaScript's. */
export function useCornerKernels(native: CornerKernels | undefined): void {
  kernels = native ?? javascript;
}

/** The kernels this thread runs. */
export function cornerKernels(): CornerKernels {
  return kernels;
}
