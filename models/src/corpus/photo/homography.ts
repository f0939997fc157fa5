/** Planar homographies: solving from four point pairs, applying, inverting. */
import type { Point, Quad } from "../types.ts";

/** A 3×3 matrix in row-major order. */
export type Matrix3 = [number, number, number, number, number, number, number, number, number];

/** The homography mapping each `from` corner onto the matching `to` corner (h33 = 1). */
export function solveHomography(from: Quad, to: Quad): Matrix3 {
  // Eight equations in h11..h32; Gaussian elimination with partial pivoting.
  const rows: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = from[i] as Point;
    const [u, v] = to[i] as Point;
    rows.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    rows.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  for (let col = 0; col < 8; col++) {
    let pivot = col;
    for (let r = col + 1; r < 8; r++) {
      if (Math.abs(rows[r]?.[col] ?? 0) > Math.abs(rows[pivot]?.[col] ?? 0)) pivot = r;
    }
    [rows[col], rows[pivot]] = [rows[pivot] as number[], rows[col] as number[]];
    const p = rows[col] as number[];
    if (Math.abs(p[col] ?? 0) < 1e-12) throw new Error("solveHomography: degenerate quad");
    for (let r = 0; r < 8; r++) {
      const row = rows[r] as number[];
      if (r === col) continue;
      const f = (row[col] ?? 0) / (p[col] ?? 1);
      for (let c = col; c < 9; c++) row[c] = (row[c] ?? 0) - f * (p[c] ?? 0);
    }
  }
  const h = rows.map((row, i) => (row[8] ?? 0) / (row[i] ?? 1));
  return [h[0], h[1], h[2], h[3], h[4], h[5], h[6], h[7], 1] as Matrix3;
}

/** Applies a homography to a point. */
export function applyHomography(m: Matrix3, [x, y]: Point): Point {
  const w = m[6] * x + m[7] * y + m[8];
  return [(m[0] * x + m[1] * y + m[2]) / w, (m[3] * x + m[4] * y + m[5]) / w];
}

/** Inverse of a 3×3 matrix (adjugate over determinant). */
export function invert(m: Matrix3): Matrix3 {
  const [a, b, c, d, e, f, g, h, i] = m;
  const A = e * i - f * h;
  const B = -(d * i - f * g);
  const C = d * h - e * g;
  const det = a * A + b * B + c * C;
  if (Math.abs(det) < 1e-15) throw new Error("invert: singular matrix");
  const s = 1 / det;
  return [
    A * s,
    -(b * i - c * h) * s,
    (b * f - c * e) * s,
    B * s,
    (a * i - c * g) * s,
    -(a * f - c * d) * s,
    C * s,
    -(a * h - b * g) * s,
    (a * e - b * d) * s,
  ];
}
