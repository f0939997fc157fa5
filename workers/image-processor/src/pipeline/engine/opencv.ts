import type { Raster } from "../raster";

/** The subset of an OpenCV.js Mat the pipeline uses. */
export interface Mat {
  readonly rows: number;
  readonly cols: number;
  readonly data: Uint8Array;
  readonly data32F: Float32Array;
  readonly data32S: Int32Array;
  channels(): number;
  delete(): void;
}

/** A vector of Mats (contours). */
export interface MatVector {
  size(): number;
  get(i: number): Mat;
  delete(): void;
}

interface Size {
  width: number;
  height: number;
}

/**
 * The subset of OpenCV the pipeline calls, with OpenCV.js's interface, typed by hand (the
 * package's own typings describe a global namespace, not the module object). Both engines
 * implement it: OpenCV.js (WebAssembly, wasm.ts) and the native addon (native.ts).
 */
export interface OpenCV {
  Mat: { new (): Mat; new (rows: number, cols: number, type: number): Mat };
  MatVector: new () => MatVector;
  Size: new (width: number, height: number) => Size;
  Point: new (x: number, y: number) => { x: number; y: number };
  Scalar: new (...v: number[]) => unknown;
  matFromArray(rows: number, cols: number, type: number, values: number[]): Mat;
  cvtColor(src: Mat, dst: Mat, code: number): void;
  GaussianBlur(src: Mat, dst: Mat, ksize: Size, sigmaX: number): void;
  blur(src: Mat, dst: Mat, ksize: Size): void;
  medianBlur(src: Mat, dst: Mat, ksize: number): void;
  Canny(src: Mat, dst: Mat, low: number, high: number, aperture?: number, l2?: boolean): void;
  dilate(src: Mat, dst: Mat, kernel: Mat): void;
  erode(src: Mat, dst: Mat, kernel: Mat): void;
  morphologyEx(src: Mat, dst: Mat, op: number, kernel: Mat): void;
  getStructuringElement(shape: number, size: Size): Mat;
  findContours(src: Mat, contours: MatVector, hierarchy: Mat, mode: number, method: number): void;
  contourArea(contour: Mat): number;
  arcLength(curve: Mat, closed: boolean): number;
  approxPolyDP(curve: Mat, out: Mat, epsilon: number, closed: boolean): void;
  convexHull(points: Mat, hull: Mat, clockwise: boolean, returnPoints: boolean): void;
  HoughLinesP(
    src: Mat,
    lines: Mat,
    rho: number,
    theta: number,
    threshold: number,
    minLineLength: number,
    maxLineGap: number,
  ): void;
  warpPerspective(
    src: Mat,
    dst: Mat,
    m: Mat,
    size: Size,
    flags: number,
    borderMode: number,
    borderValue: unknown,
  ): void;
  remap(
    src: Mat,
    dst: Mat,
    map1: Mat,
    map2: Mat,
    interpolation: number,
    borderMode: number,
    borderValue: unknown,
  ): void;
  resize(src: Mat, dst: Mat, size: Size, fx: number, fy: number, interpolation: number): void;
  threshold(src: Mat, dst: Mat, thresh: number, maxval: number, type: number): number;
  /**
   * iris's resampling kernel (not part of OpenCV): bilinear or Keys' cubic (a = −0.5) sampling
   * of `src` through the homography `h`, optionally displaced (see warp-page.ts, which
   * documents it and is the OpenCV.js engine's implementation).
   */
  warpPage(
    src: Raster,
    h: readonly number[],
    width: number,
    height: number,
    cubic: boolean,
    fill: number,
    columns?: Float64Array,
    rows?: Float64Array,
    /** Threads sharing the rows (the native engine; the WebAssembly one has one thread). */
    threads?: number,
  ): Uint8Array;
  /**
   * iris's table kernel (not part of OpenCV): each of `values` through the row of `table`
   * (256 × 256) that its pixel's entry of `rows` selects, `per` values to a row entry (see
   * look-up.ts, which documents it and is the OpenCV.js engine's implementation).
   */
  lookUp2(rows: Uint8Array, values: Uint8Array, table: Uint8Array, per: 1 | 3): Uint8Array;
  /**
   * iris's grid kernel (not part of OpenCV): a `cols` × `rows` grid of levels, one per
   * `block`-pixel cell, spread bilinearly over a `width` × `height` image (see grid-levels.ts).
   */
  gridLevels(
    grid: Float32Array,
    cols: number,
    rows: number,
    block: number,
    width: number,
    height: number,
  ): Uint8Array;
  CV_8UC1: number;
  CV_8UC3: number;
  CV_32F: number;
  CV_32FC1: number;
  CV_64F: number;
  COLOR_RGB2Lab: number;
  COLOR_RGB2HSV: number;
  RETR_LIST: number;
  RETR_EXTERNAL: number;
  CHAIN_APPROX_SIMPLE: number;
  MORPH_RECT: number;
  MORPH_CLOSE: number;
  MORPH_OPEN: number;
  MORPH_ELLIPSE: number;
  MORPH_CROSS: number;
  INTER_LINEAR: number;
  INTER_AREA: number;
  INTER_CUBIC: number;
  WARP_INVERSE_MAP: number;
  BORDER_REPLICATE: number;
  BORDER_CONSTANT: number;
  THRESH_BINARY: number;
  THRESH_OTSU: number;
}

/** Copies a raster into a new 8-bit Mat (the caller deletes it). */
export function matFromRaster(cv: OpenCV, raster: Raster): Mat {
  const mat = new cv.Mat(
    raster.height,
    raster.width,
    raster.channels === 3 ? cv.CV_8UC3 : cv.CV_8UC1,
  );
  mat.data.set(raster.data);
  return mat;
}

/** Copies an 8-bit Mat out into a raster. */
export function rasterFromMat(mat: Mat): Raster {
  const channels = mat.channels();
  if (channels !== 1 && channels !== 3) throw new Error(`unexpected ${channels}-channel Mat`);
  return { data: new Uint8Array(mat.data), width: mat.cols, height: mat.rows, channels };
}

/**
 * Runs `fn` with a tracker whose Mats are all deleted afterwards: WASM memory is not
 * garbage-collected, so every Mat must be freed exactly once.
 */
export function withMats<T>(fn: (track: <M extends { delete(): void }>(m: M) => M) => T): T {
  const owned: { delete(): void }[] = [];
  try {
    return fn((m) => {
      owned.push(m);
      return m;
    });
  } finally {
    for (const m of owned) m.delete();
  }
}

/** A morphological operation with a disc-shaped structuring element. */
export type DiscMorphology = "dilate" | "erode" | "open" | "close";

/**
 * Morphology with a disc of the given diameter (odd, ≥ 3), as a sequence of 3×3 square and
 * 3×3 cross steps whose combined shape is an octagon close to the disc. OpenCV.js (WASM,
 * no SIMD) spends 20–50 ms on a single 7–11 px elliptic kernel on a 640 px image; the
 * decomposition does the same work in a third of the time. `dst` may be `src`.
 */
export function discMorphology(
  cv: OpenCV,
  src: Mat,
  dst: Mat,
  op: DiscMorphology,
  diameter: number,
): void {
  const radius = Math.max(1, Math.floor(diameter / 2));
  // An octagon with r square steps and c cross steps reaches r + c along the axes and
  // 2r + c along the diagonals (|x| + |y|); a disc reaches radius·√2 there.
  const squares = Math.max(1, Math.round(radius * (Math.SQRT2 - 1)));
  const steps: number[] = [];
  for (let i = 0; i < radius; i++) {
    // Spread the square steps among the cross steps.
    const isSquare = Math.floor(((i + 1) * squares) / radius) > Math.floor((i * squares) / radius);
    steps.push(isSquare ? cv.MORPH_RECT : cv.MORPH_CROSS);
  }
  const kernels = new Map<number, Mat>();
  const kernel = (shape: number) => {
    let k = kernels.get(shape);
    if (!k) {
      k = cv.getStructuringElement(shape, new cv.Size(3, 3));
      kernels.set(shape, k);
    }
    return k;
  };
  const pass = (erode: boolean, from: Mat) => {
    let current = from;
    for (const shape of steps) {
      if (erode) cv.erode(current, dst, kernel(shape));
      else cv.dilate(current, dst, kernel(shape));
      current = dst;
    }
  };
  try {
    if (op === "dilate") pass(false, src);
    else if (op === "erode") pass(true, src);
    else if (op === "open") {
      pass(true, src);
      pass(false, dst);
    } else {
      pass(false, src);
      pass(true, dst);
    }
  } finally {
    for (const k of kernels.values()) k.delete();
  }
}
