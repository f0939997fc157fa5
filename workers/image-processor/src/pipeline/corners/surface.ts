/**
 * Regions of a surface made of lines (tiles and their grout, a checked cloth, a cutting mat's
 * grid). Their cells and blocks of cells are rectangles of step edges, as crisp as any
 * document's, and the step test cannot tell them apart (score.ts). Two things can:
 *
 * - A thing lying on a surface ends at its corners, where its sides meet like an L. The lines
 *   of a grid cross at every corner of its cells and run on.
 * - A document's print stops at its margins, and a card's colour bands run one way. A block
 *   of a grid holds grid lines that run wall to wall across it, both ways.
 *
 * Both are judged on the frame's straight edges (lines.ts), at working scale.
 */
import {
  distance,
  intersect,
  type Line,
  lineThrough,
  type Point,
  type Quad,
} from "@iris/kit/geometry";
import type { WorkImage } from "./features";
import { angleGap, type EdgeLine, overlap } from "./lines";
import { PATTERN } from "./tuning";

/** True when `quad` (working coordinates) is a cell or block of a surface made of lines. */
export function isSurfaceRegion(quad: Quad, lines: EdgeLine[], work: WorkImage): boolean {
  return (
    endsRunningOn(quad, lines, work) || (gridAcross(quad, 0, lines) && gridAcross(quad, 1, lines))
  );
}

const sideOf = (quad: Quad, i: number): [Point, Point] => [
  quad[i % 4] as Point,
  quad[(i + 1) % 4] as Point,
];

/**
 * Share of the segment p→q that edge segments cover, from every edge line as steep as it that
 * passes within PATTERN.onLine pixels of both its ends (one straight edge may have been
 * merged into several lines).
 */
function coveredShare(lines: EdgeLine[], p: Point, q: Point): number {
  const theta = (Math.atan2(q[1] - p[1], q[0] - p[0]) + Math.PI) % Math.PI;
  const covered: [number, number][] = [];
  for (const l of lines) {
    if (angleGap(l.theta, theta) > PATTERN.sameAngle) continue;
    if (Math.abs(distance(l.line, p)) > PATTERN.onLine) continue;
    if (Math.abs(distance(l.line, q)) > PATTERN.onLine) continue;
    // The segment in the line's own coordinate along it, then each span as shares of it.
    const tp = l.line.b * p[0] - l.line.a * p[1];
    const tq = l.line.b * q[0] - l.line.a * q[1];
    if (Math.abs(tq - tp) < 1e-6) continue;
    for (const [t0, t1] of l.spans) {
      const u0 = (t0 - tp) / (tq - tp);
      const u1 = (t1 - tp) / (tq - tp);
      covered.push([Math.max(0, Math.min(u0, u1)), Math.min(1, Math.max(u0, u1))]);
    }
  }
  return overlap(covered, 0, 1);
}

/**
 * True when enough of the quad's side ends run on past their corners: the side's line,
 * continued beyond the corner for PATTERN.reach of the side (at least minReach pixels), is
 * covered by its edge segments. Only the part of a continuation inside the image counts, and
 * ends with too little of it there are not judged.
 */
function endsRunningOn(quad: Quad, lines: EdgeLine[], work: WorkImage): boolean {
  let judged = 0;
  let running = 0;
  for (let i = 0; i < 4; i++) {
    const [a, b] = sideOf(quad, i);
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    if (len < 1) continue;
    const reach = Math.max(PATTERN.minReach, PATTERN.reach * len);
    const [ux, uy] = [(b[0] - a[0]) / len, (b[1] - a[1]) / len];
    for (const [corner, sign] of [
      [a, -1],
      [b, 1],
    ] as const) {
      const far: Point = [corner[0] + sign * ux * reach, corner[1] + sign * uy * reach];
      const part = clipToFrame(corner, far, work);
      if (!part) continue;
      judged++;
      if (coveredShare(lines, part[0], part[1]) >= PATTERN.covered) running++;
    }
  }
  return running >= PATTERN.runningOn && running >= PATTERN.share * judged;
}

/**
 * True when PATTERN.gridLines edge lines lie between the quad's sides `i` and `i + 2`, as
 * steep as they are and clear of both, and run wall to wall across sides `i + 1` and `i + 3`.
 */
function gridAcross(quad: Quad, i: number, lines: EdgeLine[]): boolean {
  const [a0, a1] = sideOf(quad, i);
  const [b0, b1] = sideOf(quad, i + 2);
  const [c0, c1] = sideOf(quad, i + 1);
  const [d0, d1] = sideOf(quad, i + 3);
  const sideA = lineThrough(a0, a1);
  const sideB = lineThrough(b0, b1);
  const wallC = lineThrough(c0, c1);
  const wallD = lineThrough(d0, d1);
  const thetaA = (Math.atan2(a1[1] - a0[1], a1[0] - a0[0]) + Math.PI) % Math.PI;
  const thetaB = (Math.atan2(b1[1] - b0[1], b1[0] - b0[0]) + Math.PI) % Math.PI;
  const spread = angleGap(thetaA, thetaB) + PATTERN.sameAngle;
  const counted: number[] = [];
  for (const l of lines) {
    if (angleGap(l.theta, thetaA) > spread || angleGap(l.theta, thetaB) > spread) continue;
    const p = intersect(l.line, wallC);
    const q = intersect(l.line, wallD);
    if (!p || !q) continue;
    // Clear of both sides at both walls, and between them.
    if (!between(p, sideA, sideB, c0, c1) || !between(q, sideA, sideB, d0, d1)) continue;
    // One grid line may have been merged into several edge lines: count it once.
    const at = distance(sideA, p);
    if (counted.some((c) => Math.abs(c - at) <= PATTERN.onLine)) continue;
    if (coveredShare(lines, p, q) < PATTERN.wallToWall) continue;
    counted.push(at);
    if (counted.length >= PATTERN.gridLines) return true;
  }
  return false;
}

/**
 * True when `p`, a point on the wall from `w0` to `w1`, lies between the lines `a` and `b`
 * (which the wall joins) and PATTERN.interiorClear of the wall's length clear of both.
 */
function between(p: Point, a: Line, b: Line, w0: Point, w1: Point): boolean {
  const wall = Math.hypot(w1[0] - w0[0], w1[1] - w0[1]);
  const da = Math.abs(distance(a, p));
  const db = Math.abs(distance(b, p));
  const clear = PATTERN.interiorClear * wall;
  return da >= clear && db >= clear && da + db <= wall * (1 + PATTERN.interiorClear);
}

/**
 * The part of the segment p→q inside the image, or undefined when less than PATTERN.minReach
 * of it is (Liang–Barsky clipping).
 */
function clipToFrame(p: Point, q: Point, work: WorkImage): [Point, Point] | undefined {
  const [dx, dy] = [q[0] - p[0], q[1] - p[1]];
  let [lo, hi] = [0, 1];
  for (const [o, d, max] of [
    [p[0], dx, work.width],
    [p[1], dy, work.height],
  ] as const) {
    if (Math.abs(d) < 1e-9) {
      if (o < 0 || o > max) return undefined;
      continue;
    }
    const t0 = (0 - o) / d;
    const t1 = (max - o) / d;
    lo = Math.max(lo, Math.min(t0, t1));
    hi = Math.min(hi, Math.max(t0, t1));
  }
  if ((hi - lo) * Math.hypot(dx, dy) < PATTERN.minReach) return undefined;
  return [
    [p[0] + lo * dx, p[1] + lo * dy],
    [p[0] + hi * dx, p[1] + hi * dy],
  ];
}
