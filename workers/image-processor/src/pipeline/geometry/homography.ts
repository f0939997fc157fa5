import type { Point, Quad } from "./quad";

/** A 3×3 projective transform, row-major, with h[8] = 1. */
export type Homography = number[];

/** The homography mapping the four `from` points onto the four `to` points. */
export function homographyBetween(from: readonly Point[], to: readonly Point[]): Homography {
  const a: number[][] = [];
  const b: number[] = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = from[i] as Point;
    const [u, v] = to[i] as Point;
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y]);
    b.push(u);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y]);
    b.push(v);
  }
  return [...solve(a, b), 1];
}

/** The homography taking the rectangle (0,0)–(w,h) onto `quad` (TL, TR, BR, BL). */
export function rectToQuad(w: number, h: number, quad: Quad): Homography {
  return homographyBetween(
    [
      [0, 0],
      [w, 0],
      [w, h],
      [0, h],
    ],
    quad,
  );
}

/** Applies a homography to a point. */
export function project(h: Homography, x: number, y: number): Point {
  const z = (h[6] as number) * x + (h[7] as number) * y + (h[8] as number);
  return [
    ((h[0] as number) * x + (h[1] as number) * y + (h[2] as number)) / z,
    ((h[3] as number) * x + (h[4] as number) * y + (h[5] as number)) / z,
  ];
}

/** Gaussian elimination with partial pivoting; throws on a singular system. */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i] as number]);
  for (let c = 0; c < n; c++) {
    let pivot = c;
    for (let r = c + 1; r < n; r++) {
      if (Math.abs((m[r] as number[])[c] as number) > Math.abs((m[pivot] as number[])[c] as number))
        pivot = r;
    }
    [m[c], m[pivot]] = [m[pivot] as number[], m[c] as number[]];
    const row = m[c] as number[];
    const p = row[c] as number;
    if (Math.abs(p) < 1e-12) throw new Error("degenerate quadrilateral");
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const other = m[r] as number[];
      const f = (other[c] as number) / p;
      if (f === 0) continue;
      for (let k = c; k <= n; k++) other[k] = (other[k] as number) - f * (row[k] as number);
    }
  }
  return m.map((row, i) => (row[n] as number) / (row[i] as number));
}
