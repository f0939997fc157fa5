import { describe, expect, it } from "vitest";
import { fitLine, intersect, lineThrough } from "./line";
import { convexHull, isConvexQuad, maxAreaQuad, orderQuad, quadIoU, signedArea } from "./quad";
import type { Point, Quad } from "./types";

/** IoU of two convex quads by counting the centres of a fine grid's cells. */
function gridIoU(a: Quad, b: Quad, step = 0.25): number {
  const inside = (q: Quad, x: number, y: number) => {
    let sign = 0;
    for (let i = 0; i < 4; i++) {
      const [x1, y1] = q[i] as Point;
      const [x2, y2] = q[(i + 1) % 4] as Point;
      const s = Math.sign((x2 - x1) * (y - y1) - (y2 - y1) * (x - x1));
      if (s === 0) continue;
      if (sign === 0) sign = s;
      else if (s !== sign) return false;
    }
    return true;
  };
  let both = 0;
  let either = 0;
  for (let y = step / 2; y < 100; y += step)
    for (let x = step / 2; x < 100; x += step) {
      const ia = inside(a, x, y);
      const ib = inside(b, x, y);
      if (ia && ib) both++;
      if (ia || ib) either++;
    }
  return either ? both / either : 0;
}

/** A repeatable pseudo-random convex quad inside 100 × 100. */
function randomQuad(next: () => number): Quad {
  const cx = 30 + 40 * next();
  const cy = 30 + 40 * next();
  const angles = [0, 1, 2, 3].map((k) => (k + 0.2 + 0.6 * next()) * (Math.PI / 2));
  return orderQuad(
    angles.map((t) => {
      const r = 12 + 16 * next();
      return [cx + r * Math.cos(t), cy + r * Math.sin(t)] as Point;
    }),
  );
}

describe("quads", () => {
  const square: Quad = [
    [0, 0],
    [10, 0],
    [10, 10],
    [0, 10],
  ];

  it("measure intersection over union exactly for simple cases", () => {
    expect(quadIoU(square, square)).toBeCloseTo(1, 12);
    const shifted = square.map(([x, y]) => [x + 5, y]) as Quad;
    // Overlap 50 of a union of 150.
    expect(quadIoU(square, shifted)).toBeCloseTo(1 / 3, 12);
    expect(quadIoU(square, square.map(([x, y]) => [x + 20, y]) as Quad)).toBe(0);
    // Vertex order does not matter.
    expect(quadIoU([...square].reverse(), shifted)).toBeCloseTo(1 / 3, 12);
  });

  it("agree with counting pixels on random convex quads", () => {
    let state = 7;
    const next = () => {
      state = (state * 1103515245 + 12345) & 0x7fffffff;
      return state / 0x7fffffff;
    };
    for (let k = 0; k < 40; k++) {
      const a = randomQuad(next);
      const b = randomQuad(next);
      expect(Math.abs(quadIoU(a, b) - gridIoU(a, b))).toBeLessThan(0.01);
    }
  });

  it("order corners TL, TR, BR, BL and tell convex from not", () => {
    const shuffled: Point[] = [
      [10, 10],
      [0, 0],
      [0, 10],
      [10, 0],
    ];
    expect(orderQuad(shuffled)).toEqual(square);
    expect(signedArea(square)).toBe(100);
    expect(isConvexQuad(square)).toBe(true);
    expect(
      isConvexQuad([
        [0, 0],
        [10, 0],
        [2, 2],
        [0, 10],
      ]),
    ).toBe(false);
  });

  it("find hulls, the largest inscribed quad, fitted lines and their crossings", () => {
    const points: Point[] = [...square, [5, 5], [3, 7], [5, -1]];
    expect(convexHull(points)).toHaveLength(5);
    const quad = maxAreaQuad(convexHull(points));
    expect(quad && Math.abs(signedArea(quad))).toBe(100);
    const line = fitLine([
      [0, 1],
      [1, 2],
      [2, 3],
      [3, 4],
    ]);
    if (!line) throw new Error("no line");
    expect(intersect(line, lineThrough([0, 3], [3, 0]))).toEqual([
      expect.closeTo(1, 9),
      expect.closeTo(2, 9),
    ]);
    expect(intersect(line, lineThrough([0, 0], [1, 1]))).toBeUndefined();
  });
});
