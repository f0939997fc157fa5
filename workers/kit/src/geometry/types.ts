/** A point in pixels, [x, y] (y down, as in images). */
export type Point = [number, number];

/** Four corners ordered top-left, top-right, bottom-right, bottom-left. */
export type Quad = [Point, Point, Point, Point];

/** A 3×3 projective transform, row-major (9 numbers), normalised so that h[8] = 1. */
export type Homography = number[];

/** A line in normal form: a·x + b·y = c with (a, b) a unit normal. */
export interface Line {
  a: number;
  b: number;
  c: number;
}
