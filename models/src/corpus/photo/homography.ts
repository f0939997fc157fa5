/** Planar homographies: solving from four point pairs, applying, inverting. */
import { homographyBetween, invertHomography, project } from "@iris/kit/geometry";
import type { Point, Quad } from "../types.ts";

/** A 3×3 matrix in row-major order. */
export type Matrix3 = [number, number, number, number, number, number, number, number, number];

/** The homography mapping each `from` corner onto the matching `to` corner (h33 = 1). */
export function solveHomography(from: Quad, to: Quad): Matrix3 {
  return homographyBetween(from, to) as Matrix3;
}

/** Applies a homography to a point. */
export function applyHomography(m: Matrix3, [x, y]: Point): Point {
  return project(m, x, y);
}

/** Inverse of a 3×3 homography. */
export function invert(m: Matrix3): Matrix3 {
  return invertHomography(m) as Matrix3;
}
