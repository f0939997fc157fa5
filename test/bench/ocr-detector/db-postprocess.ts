/**
 * PaddleOCR's DB post-processing (ppocr/postprocess/db_postprocess.py, default settings) in
 * TypeScript: the detector's text-probability map → text-line rectangles in image pixels.
 *
 * 1. bitmap = probability > `threshold` (0.3);
 * 2. each 8-connected region of the bitmap (PaddleOCR takes OpenCV's contours) → its minimum-
 *    area rectangle over the pixel centres; dropped when its shorter side is under `minSize`;
 * 3. its score, the mean probability inside that rectangle, must reach `boxThreshold` (0.6);
 * 4. unclip: the rectangle grows by area × `unclipRatio` / perimeter on every side (what
 *    PaddleOCR's pyclipper offset and second minimum-area rectangle give for a rectangle);
 * 5. scaled to the image and answered with its axis-aligned bounds, top to bottom.
 */

export type Point = [number, number];

/** One detected line. */
export interface TextBox {
  /** The unclipped rectangle's corners in image pixels (clockwise from its first edge). */
  quad: [Point, Point, Point, Point];
  /** Axis-aligned bounds of `quad`, clipped to the image, whole pixels. */
  left: number;
  top: number;
  width: number;
  height: number;
  /** Mean text probability inside the detected (not unclipped) rectangle. */
  score: number;
}

export interface DbOptions {
  threshold: number;
  boxThreshold: number;
  unclipRatio: number;
  minSize: number;
  /** At most this many regions are considered (PaddleOCR's max_candidates). */
  maxCandidates: number;
}

export const DB_DEFAULTS: DbOptions = {
  threshold: 0.3,
  boxThreshold: 0.6,
  unclipRatio: 1.5,
  minSize: 3,
  maxCandidates: 1000,
};

interface Rect {
  center: Point;
  /** Unit vector along the first side. */
  axis: Point;
  /** Side lengths along `axis` and across it. */
  along: number;
  across: number;
}

/**
 * Text lines of a `width` × `height` probability map (row-major), mapped to an image of
 * `imageWidth` × `imageHeight` pixels (the map covers the whole image, possibly resized).
 */
export function dbBoxes(
  prob: Float32Array,
  width: number,
  height: number,
  imageWidth: number,
  imageHeight: number,
  options: Partial<DbOptions> = {},
): TextBox[] {
  const o = { ...DB_DEFAULTS, ...options };
  const labels = new Int32Array(width * height);
  const sx = imageWidth / width;
  const sy = imageHeight / height;
  const out: TextBox[] = [];
  const stack: number[] = [];
  let regions = 0;
  for (let start = 0; start < prob.length; start++) {
    if (labels[start] !== 0 || (prob[start] as number) <= o.threshold) continue;
    if (++regions > o.maxCandidates) break;
    // Flood fill; per row the leftmost and rightmost pixel are all the hull needs.
    const rowMin = new Map<number, number>();
    const rowMax = new Map<number, number>();
    labels[start] = regions;
    stack.push(start);
    while (stack.length) {
      const p = stack.pop() as number;
      const x = p % width;
      const y = (p - x) / width;
      if (x < (rowMin.get(y) ?? Number.POSITIVE_INFINITY)) rowMin.set(y, x);
      if (x > (rowMax.get(y) ?? -1)) rowMax.set(y, x);
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= width || (dx === 0 && dy === 0)) continue;
          const q = ny * width + nx;
          if (labels[q] === 0 && (prob[q] as number) > o.threshold) {
            labels[q] = regions;
            stack.push(q);
          }
        }
      }
    }
    const points: Point[] = [];
    for (const [y, x0] of rowMin) {
      points.push([x0, y]);
      const x1 = rowMax.get(y) as number;
      if (x1 !== x0) points.push([x1, y]);
    }
    const rect = minAreaRect(convexHull(points));
    if (Math.min(rect.along, rect.across) < o.minSize) continue;
    const score = meanInside(prob, width, height, rect);
    if (score < o.boxThreshold) continue;
    const grow = (rect.along * rect.across * o.unclipRatio) / (2 * (rect.along + rect.across) || 1);
    const grown: Rect = { ...rect, along: rect.along + 2 * grow, across: rect.across + 2 * grow };
    if (Math.min(grown.along, grown.across) < o.minSize + 2) continue;
    const quad = corners(grown).map(([x, y]) => [x * sx, y * sy]) as TextBox["quad"];
    const xs = quad.map((p) => p[0]);
    const ys = quad.map((p) => p[1]);
    const left = clamp(Math.floor(Math.min(...xs)), 0, imageWidth);
    const top = clamp(Math.floor(Math.min(...ys)), 0, imageHeight);
    const right = clamp(Math.ceil(Math.max(...xs)), 0, imageWidth);
    const bottom = clamp(Math.ceil(Math.max(...ys)), 0, imageHeight);
    if (right - left < 1 || bottom - top < 1) continue;
    out.push({ quad, left, top, width: right - left, height: bottom - top, score });
  }
  return sortReadingOrder(out);
}

/** PaddleOCR's sorted_boxes: by top, then left when two tops are within 10 px. */
export function sortReadingOrder(boxes: TextBox[]): TextBox[] {
  const sorted = [...boxes].sort((a, b) => a.top - b.top || a.left - b.left);
  for (let i = 0; i < sorted.length - 1; i++) {
    for (let j = i; j >= 0; j--) {
      const a = sorted[j] as TextBox;
      const b = sorted[j + 1] as TextBox;
      if (Math.abs(b.top - a.top) < 10 && b.left < a.left) {
        sorted[j] = b;
        sorted[j + 1] = a;
      } else break;
    }
  }
  return sorted;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** Andrew's monotone chain; counter-clockwise, no repeated first point. */
export function convexHull(points: Point[]): Point[] {
  const p = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (p.length <= 2) return p;
  const cross = (o: Point, a: Point, b: Point) =>
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: Point[] = [];
  for (const q of p) {
    while (
      lower.length >= 2 &&
      cross(lower[lower.length - 2] as Point, lower[lower.length - 1] as Point, q) <= 0
    )
      lower.pop();
    lower.push(q);
  }
  const upper: Point[] = [];
  for (let i = p.length - 1; i >= 0; i--) {
    const q = p[i] as Point;
    while (
      upper.length >= 2 &&
      cross(upper[upper.length - 2] as Point, upper[upper.length - 1] as Point, q) <= 0
    )
      upper.pop();
    upper.push(q);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

/** Minimum-area rectangle of a convex polygon (one of its sides lies on a hull edge). */
function minAreaRect(hull: Point[]): Rect {
  if (hull.length === 1) {
    return { center: hull[0] as Point, axis: [1, 0], along: 0, across: 0 };
  }
  let best: Rect | undefined;
  let bestArea = Number.POSITIVE_INFINITY;
  for (let i = 0; i < hull.length; i++) {
    const a = hull[i] as Point;
    const b = hull[(i + 1) % hull.length] as Point;
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    if (len === 0) continue;
    const ux = (b[0] - a[0]) / len;
    const uy = (b[1] - a[1]) / len;
    let u0 = Number.POSITIVE_INFINITY;
    let u1 = Number.NEGATIVE_INFINITY;
    let v0 = Number.POSITIVE_INFINITY;
    let v1 = Number.NEGATIVE_INFINITY;
    for (const [x, y] of hull) {
      const u = x * ux + y * uy;
      const v = -x * uy + y * ux;
      u0 = Math.min(u0, u);
      u1 = Math.max(u1, u);
      v0 = Math.min(v0, v);
      v1 = Math.max(v1, v);
    }
    const area = (u1 - u0) * (v1 - v0);
    if (area < bestArea) {
      bestArea = area;
      const cu = (u0 + u1) / 2;
      const cv = (v0 + v1) / 2;
      best = {
        center: [cu * ux - cv * uy, cu * uy + cv * ux],
        axis: [ux, uy],
        along: u1 - u0,
        across: v1 - v0,
      };
    }
  }
  return best as Rect;
}

function corners(r: Rect): [Point, Point, Point, Point] {
  const [cx, cy] = r.center;
  const [ux, uy] = r.axis;
  const a = r.along / 2;
  const c = r.across / 2;
  const at = (s: number, t: number): Point => [
    cx + s * a * ux - t * c * uy,
    cy + s * a * uy + t * c * ux,
  ];
  return [at(-1, -1), at(1, -1), at(1, 1), at(-1, 1)];
}

/** Mean probability over the map pixels whose centres lie inside `r` (PaddleOCR's "fast" score). */
function meanInside(prob: Float32Array, width: number, height: number, r: Rect): number {
  const quad = corners(r);
  const x0 = clamp(Math.floor(Math.min(...quad.map((p) => p[0]))), 0, width - 1);
  const x1 = clamp(Math.ceil(Math.max(...quad.map((p) => p[0]))), 0, width - 1);
  const y0 = clamp(Math.floor(Math.min(...quad.map((p) => p[1]))), 0, height - 1);
  const y1 = clamp(Math.ceil(Math.max(...quad.map((p) => p[1]))), 0, height - 1);
  const [ux, uy] = r.axis;
  const [cx, cy] = r.center;
  // Half a pixel of slack so a one-pixel-thin rectangle still covers its own pixels.
  const ha = r.along / 2 + 0.5;
  const hc = r.across / 2 + 0.5;
  let sum = 0;
  let count = 0;
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const dx = x - cx;
      const dy = y - cy;
      if (Math.abs(dx * ux + dy * uy) <= ha && Math.abs(-dx * uy + dy * ux) <= hc) {
        sum += prob[y * width + x] as number;
        count++;
      }
    }
  }
  return count ? sum / count : 0;
}
