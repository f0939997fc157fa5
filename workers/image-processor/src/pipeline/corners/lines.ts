import {
  intersect,
  isConvexQuad,
  type Line,
  orderQuad,
  type Point,
  polygonArea,
  type Quad,
} from "@iris/kit/geometry";
import type { OpenCV } from "../engine";
import type { Candidate } from "./candidates";
import type { WorkImage } from "./features";
import { CANDIDATES, LINES } from "./tuning";

/** A straight edge: a line with the intervals along it that edge segments cover. */
export interface EdgeLine {
  line: Line;
  /** Angle of the line direction in [0, π). */
  theta: number;
  /** Covered intervals along the direction (ux, uy) = (b, -a), in pixels. */
  spans: [number, number][];
  support: number;
}

/**
 * Outlines from straight edges (houghLines): every pair of roughly parallel lines crossed by
 * another such pair makes a quadrilateral, ranked by how much of its perimeter the segments
 * cover. Works when clutter touches the page (contours leak) or a corner is occluded.
 */
export function lineCandidates(work: WorkImage, edges: EdgeLine[]): Candidate[] {
  // The best supported lines only: pairs of pairs grow with the fourth power of their number.
  const lines = edges.slice(0, LINES.maxLines);
  const minDim = Math.min(work.width, work.height);
  const pairs: [EdgeLine, EdgeLine][] = [];
  for (let i = 0; i < lines.length; i++)
    for (let j = i + 1; j < lines.length; j++) {
      const a = lines[i] as EdgeLine;
      const b = lines[j] as EdgeLine;
      if (angleGap(a.theta, b.theta) > LINES.parallel) continue;
      if (Math.abs(separation(a, b)) < LINES.minSeparation * minDim) continue;
      pairs.push([a, b]);
    }
  const minArea = CANDIDATES.minArea * work.width * work.height;
  const margin = LINES.outside * Math.max(work.width, work.height);
  const scored: { quad: Quad; coverage: number }[] = [];
  for (let i = 0; i < pairs.length; i++)
    for (let j = i + 1; j < pairs.length; j++) {
      const [p1, p2] = pairs[i] as [EdgeLine, EdgeLine];
      const [q1, q2] = pairs[j] as [EdgeLine, EdgeLine];
      const cross = angleGap(p1.theta, q1.theta);
      if (cross < LINES.minCorner) continue;
      const corners = [
        intersect(p1.line, q1.line),
        intersect(q1.line, p2.line),
        intersect(p2.line, q2.line),
        intersect(q2.line, p1.line),
      ];
      if (corners.some((c) => !c || !inside(c, work, margin))) continue;
      const quad = orderQuad(corners as Point[]);
      if (!isConvexQuad(quad) || polygonArea(quad) < minArea) continue;
      const coverage = perimeterCoverage(quad, [p1, q1, p2, q2]);
      if (coverage > LINES.minCoverage) scored.push({ quad, coverage });
    }
  scored.sort((a, b) => b.coverage - a.coverage);
  return scored.slice(0, LINES.keep).map(({ quad }) => ({ quad, source: "lines" as const }));
}

/**
 * The image's straight edges, best supported first: probabilistic Hough segments on the
 * union of every channel's Canny map, merged into lines.
 */
export function houghLines(cv: OpenCV, work: WorkImage): EdgeLine[] {
  const union = new cv.Mat(work.height, work.width, cv.CV_8UC1);
  union.data.fill(0); // new Mats are uninitialised WASM memory
  const edges = new cv.Mat();
  for (const mat of [work.textless, ...work.channels.slice(1).map((c) => c.mat)]) {
    cv.Canny(mat, edges, LINES.canny[0], LINES.canny[1]);
    const u = union.data;
    const e = edges.data;
    for (let i = 0; i < u.length; i++) if (e[i]) u[i] = 255;
  }
  edges.delete();
  const segments = new cv.Mat();
  const minDim = Math.min(work.width, work.height);
  cv.HoughLinesP(
    union,
    segments,
    1,
    Math.PI / 180,
    LINES.votes,
    Math.round(LINES.minLength * minDim),
    LINES.maxGap,
  );
  union.delete();
  const raw = segments.data32S;
  const lines: EdgeLine[] = [];
  for (let i = 0; i + 3 < raw.length; i += 4) {
    const p: Point = [raw[i] as number, raw[i + 1] as number];
    const q: Point = [raw[i + 2] as number, raw[i + 3] as number];
    addSegment(lines, p, q);
  }
  segments.delete();
  return lines.sort((a, b) => b.support - a.support);
}

/** Merges a segment into a collinear line (LINES.mergeAngle and mergeDistance) or starts a new one. */
function addSegment(lines: EdgeLine[], p: Point, q: Point): void {
  const len = Math.hypot(q[0] - p[0], q[1] - p[1]);
  if (len < 1) return;
  let theta = Math.atan2(q[1] - p[1], q[0] - p[0]);
  if (theta < 0) theta += Math.PI;
  if (theta >= Math.PI) theta -= Math.PI;
  const mid: Point = [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2];
  for (const l of lines) {
    if (angleGap(l.theta, theta) > LINES.mergeAngle) continue;
    if (Math.abs(l.line.a * mid[0] + l.line.b * mid[1] - l.line.c) > LINES.mergeDistance) continue;
    l.spans.push(spanOf(l.line, p, q));
    l.support += len;
    return;
  }
  const a = -Math.sin(theta);
  const b = Math.cos(theta);
  const line = { a, b, c: a * mid[0] + b * mid[1] };
  lines.push({ line, theta, spans: [spanOf(line, p, q)], support: len });
}

/** Where p and q lie along `line` (its direction (b, −a)), in order. */
export function spanOf(line: Line, p: Point, q: Point): [number, number] {
  const t1 = line.b * p[0] - line.a * p[1];
  const t2 = line.b * q[0] - line.a * q[1];
  return t1 < t2 ? [t1, t2] : [t2, t1];
}

/** Difference of two undirected angles in [0, π/2]. */
export function angleGap(a: number, b: number): number {
  const d = Math.abs(a - b) % Math.PI;
  return Math.min(d, Math.PI - d);
}

function separation(a: EdgeLine, b: EdgeLine): number {
  // Distance from b's anchor point to line a (they are nearly parallel).
  const px = b.line.a * b.line.c;
  const py = b.line.b * b.line.c;
  return a.line.a * px + a.line.b * py - a.line.c;
}

function inside(p: Point | undefined, work: WorkImage, margin: number): boolean {
  return (
    !!p &&
    p[0] > -margin &&
    p[1] > -margin &&
    p[0] < work.width + margin &&
    p[1] < work.height + margin
  );
}

/** Fraction of the quad's perimeter covered by the Hough segments of its four lines. */
function perimeterCoverage(quad: Quad, edges: EdgeLine[]): number {
  let covered = 0;
  let total = 0;
  for (let i = 0; i < 4; i++) {
    const a = quad[i] as Point;
    const b = quad[(i + 1) % 4] as Point;
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    total += len;
    const edge = edges.find(
      (e) =>
        Math.abs((e.line.a * (a[0] + b[0])) / 2 + (e.line.b * (a[1] + b[1])) / 2 - e.line.c) <
        1e-3 * len + 0.5,
    );
    if (!edge) continue;
    const [s0, s1] = spanOf(edge.line, a, b);
    covered += overlap(edge.spans, s0, s1);
  }
  return total > 0 ? covered / total : 0;
}

/** Length of [s0, s1] covered by the union of `spans`. */
export function overlap(spans: [number, number][], s0: number, s1: number): number {
  const clipped = spans
    .map(([x, y]) => [Math.max(x, s0), Math.min(y, s1)] as [number, number])
    .filter(([x, y]) => y > x)
    .sort((u, v) => u[0] - v[0]);
  let sum = 0;
  let end = Number.NEGATIVE_INFINITY;
  for (const [x, y] of clipped) {
    if (y <= end) continue;
    sum += y - Math.max(x, end);
    end = y;
  }
  return sum;
}
