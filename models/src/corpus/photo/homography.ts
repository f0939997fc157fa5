/** Planar homographies: solving from four point pairs, applying, inverting. */
import { homographyBetween } from "@iris/kit/geometry";
import type { Point, Quad } from "../types.ts";

/** A 3×3 matrix in row-major order. */
export type Matrix3 = [number, number, number, number, number, number, number, number, number];

/** The homography mapping each `from` corner onto the matching `to` corner (h33 = 1). */
export function solveHomography(from: Quad, to: Quad): Matrix3 {
  return homographyBetween(from, to) as Matrix3;
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
