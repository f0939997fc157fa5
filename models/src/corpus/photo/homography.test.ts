import { describe, expect, it } from "vitest";
import type { Quad } from "../types.ts";
import { applyHomography, invert, solveHomography } from "./homography.ts";

describe("homography", () => {
  const from: Quad = [
    [0, 0],
    [1000, 0],
    [1000, 600],
    [0, 600],
  ];
  const to: Quad = [
    [212.5, 130],
    [1310, 260.25],
    [1190, 990],
    [140, 805.5],
  ];

  it("maps each source corner onto its target corner", () => {
    const h = solveHomography(from, to);
    from.forEach((p, i) => {
      const [x, y] = applyHomography(h, p);
      expect(x).toBeCloseTo((to[i] as [number, number])[0], 6);
      expect(y).toBeCloseTo((to[i] as [number, number])[1], 6);
    });
  });

  it("inverts back to the source", () => {
    const back = invert(solveHomography(from, to));
    const [x, y] = applyHomography(back, [700, 500]);
    const h = solveHomography(to, from);
    const [u, v] = applyHomography(h, [700, 500]);
    expect(x).toBeCloseTo(u, 6);
    expect(y).toBeCloseTo(v, 6);
  });
});
