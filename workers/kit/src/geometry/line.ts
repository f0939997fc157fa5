import type { Line, Point } from "./types";

/** The line through two points. */
export function lineThrough(p: Point, q: Point): Line {
  const dx = q[0] - p[0];
  const dy = q[1] - p[1];
  const n = Math.hypot(dx, dy) || 1;
  const a = -dy / n;
  const b = dx / n;
  return { a, b, c: a * p[0] + b * p[1] };
}

/** Where two lines cross, or undefined when they are (nearly) parallel. */
export function intersect(l: Line, m: Line): Point | undefined {
  const det = l.a * m.b - l.b * m.a;
  if (Math.abs(det) < 1e-9) return undefined;
  return [(l.c * m.b - l.b * m.c) / det, (l.a * m.c - l.c * m.a) / det];
}

/**
 * Total-least-squares line through weighted points (principal axis of their scatter).
 * Returns undefined for fewer than two distinct points.
 */
export function fitLine(points: readonly Point[], weights?: readonly number[]): Line | undefined {
  let sw = 0;
  let sx = 0;
  let sy = 0;
  points.forEach(([x, y], i) => {
    const w = weights?.[i] ?? 1;
    sw += w;
    sx += w * x;
    sy += w * y;
  });
  if (points.length < 2 || sw <= 0) return undefined;
  const mx = sx / sw;
  const my = sy / sw;
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  points.forEach(([x, y], i) => {
    const w = weights?.[i] ?? 1;
    sxx += w * (x - mx) ** 2;
    syy += w * (y - my) ** 2;
    sxy += w * (x - mx) * (y - my);
  });
  // Direction of largest variance; the normal is perpendicular to it.
  const theta = 0.5 * Math.atan2(2 * sxy, sxx - syy);
  const a = -Math.sin(theta);
  const b = Math.cos(theta);
  return { a, b, c: a * mx + b * my };
}

/** Signed distance of a point from a line. */
export function distance(l: Line, p: Point): number {
  return l.a * p[0] + l.b * p[1] - l.c;
}
