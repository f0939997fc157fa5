import type { Point, Quad } from "./types";

/** Signed area of a polygon (positive when clockwise in image coordinates, y down). */
export function signedArea(poly: readonly Point[]): number {
  let s = 0;
  for (let i = 0; i < poly.length; i++) {
    const [x1, y1] = poly[i] as Point;
    const [x2, y2] = poly[(i + 1) % poly.length] as Point;
    s += x1 * y2 - x2 * y1;
  }
  return s / 2;
}

/** Area of a simple polygon. */
export function polygonArea(poly: readonly Point[]): number {
  return Math.abs(signedArea(poly));
}

/**
 * Orders four points TL, TR, BR, BL: sorted clockwise around their centroid, then rotated so
 * that the first is the one with the smallest x + y (the top-left in an upright view).
 */
export function orderQuad(points: readonly Point[]): Quad {
  if (points.length !== 4) throw new Error("a quadrilateral needs four points");
  const cx = points.reduce((s, p) => s + p[0], 0) / 4;
  const cy = points.reduce((s, p) => s + p[1], 0) / 4;
  const sorted = [...points].sort(
    (a, b) => Math.atan2(a[1] - cy, a[0] - cx) - Math.atan2(b[1] - cy, b[0] - cx),
  );
  let start = 0;
  sorted.forEach((p, i) => {
    const q = sorted[start] as Point;
    if (p[0] + p[1] < q[0] + q[1]) start = i;
  });
  const out = [0, 1, 2, 3].map((k) => sorted[(start + k) % 4] as Point);
  return out.map(([x, y]) => [x, y]) as Quad;
}

/** True when the quad is convex and not degenerate. */
export function isConvexQuad(q: Quad): boolean {
  let sign = 0;
  for (let i = 0; i < 4; i++) {
    const a = q[i] as Point;
    const b = q[(i + 1) % 4] as Point;
    const c = q[(i + 2) % 4] as Point;
    const cross = (b[0] - a[0]) * (c[1] - b[1]) - (b[1] - a[1]) * (c[0] - b[0]);
    if (Math.abs(cross) < 1e-9) return false;
    const s = Math.sign(cross);
    if (sign === 0) sign = s;
    else if (s !== sign) return false;
  }
  return true;
}

/** Clips convex polygon `subject` by convex polygon `clip` (Sutherland–Hodgman). */
function clipConvex(subject: Point[], clip: Point[]): Point[] {
  const orientation = Math.sign(signedArea(clip)) || 1;
  let output = subject;
  for (let i = 0; i < clip.length && output.length; i++) {
    const a = clip[i] as Point;
    const b = clip[(i + 1) % clip.length] as Point;
    const inside = (p: Point) =>
      orientation * ((b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0])) >= 0;
    const input = output;
    output = [];
    for (let j = 0; j < input.length; j++) {
      const p = input[j] as Point;
      const q = input[(j + 1) % input.length] as Point;
      const pin = inside(p);
      const qin = inside(q);
      if (pin) output.push(p);
      if (pin !== qin) {
        const hit = segmentLineIntersection(p, q, a, b);
        if (hit) output.push(hit);
      }
    }
  }
  return output;
}

function segmentLineIntersection(p: Point, q: Point, a: Point, b: Point): Point | undefined {
  const d1x = q[0] - p[0];
  const d1y = q[1] - p[1];
  const d2x = b[0] - a[0];
  const d2y = b[1] - a[1];
  const den = d1x * d2y - d1y * d2x;
  if (Math.abs(den) < 1e-12) return undefined;
  const t = ((a[0] - p[0]) * d2y - (a[1] - p[1]) * d2x) / den;
  return [p[0] + t * d1x, p[1] + t * d1y];
}

/** Intersection over union of two convex quadrilaterals (any vertex order). */
export function quadIoU(a: readonly Point[], b: readonly Point[]): number {
  const inter = polygonArea(clipConvex([...a], [...b]));
  const union = polygonArea(a) + polygonArea(b) - inter;
  return union > 0 ? inter / union : 0;
}

/** Mean lengths of the top/bottom and left/right sides of a quad. */
export function quadSides(q: Quad): { width: number; height: number } {
  const d = (p: Point, r: Point) => Math.hypot(p[0] - r[0], p[1] - r[1]);
  return {
    width: (d(q[0], q[1]) + d(q[3], q[2])) / 2,
    height: (d(q[0], q[3]) + d(q[1], q[2])) / 2,
  };
}

/** Scales every coordinate of a quad by `s`. */
export function scaleQuad(q: Quad, s: number): Quad {
  return q.map(([x, y]) => [x * s, y * s]) as Quad;
}

/** The full frame of a `width` × `height` image as a quad. */
export function frameQuad(width: number, height: number): Quad {
  return [
    [0, 0],
    [width, 0],
    [width, height],
    [0, height],
  ];
}

/** Convex hull (Andrew's monotone chain), clockwise in image coordinates. */
export function convexHull(points: readonly Point[]): Point[] {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (sorted.length < 3) return sorted;
  const cross = (o: Point, a: Point, b: Point) =>
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: Point[] = [];
  for (const p of sorted) {
    while (
      lower.length >= 2 &&
      cross(lower[lower.length - 2] as Point, lower[lower.length - 1] as Point, p) <= 0
    )
      lower.pop();
    lower.push(p);
  }
  const upper: Point[] = [];
  for (const p of [...sorted].reverse()) {
    while (
      upper.length >= 2 &&
      cross(upper[upper.length - 2] as Point, upper[upper.length - 1] as Point, p) <= 0
    )
      upper.pop();
    upper.push(p);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

/** The largest-area quadrilateral with its vertices among `points` (O(n⁴): keep n small). */
export function maxAreaQuad(points: readonly Point[]): Point[] | undefined {
  const n = points.length;
  if (n < 4) return undefined;
  if (n === 4) return [...points];
  let best: Point[] | undefined;
  let bestArea = -1;
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++)
      for (let c = b + 1; c < n; c++)
        for (let d = c + 1; d < n; d++) {
          const quad = [points[a], points[b], points[c], points[d]] as Point[];
          const area = polygonArea(quad);
          if (area > bestArea) {
            bestArea = area;
            best = quad;
          }
        }
  return best;
}
