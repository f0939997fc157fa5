import { describe, expect, it } from "vitest";
import { solveLinear } from "./solve";

describe("solveLinear", () => {
  it("solves a system that needs pivoting", () => {
    // The first pivot is 0: without row exchanges elimination divides by zero.
    const a = [
      [0, 2, 1],
      [1, 1, 1],
      [2, 1, 3],
    ];
    const x = solveLinear(a, [7, 6, 13]);
    expect(x?.map((v) => Math.round(v * 1e9) / 1e9)).toEqual([1, 2, 3]);
    expect(a[0]).toEqual([0, 2, 1]);
  });

  it("answers undefined for a singular system", () => {
    expect(
      solveLinear(
        [
          [1, 2],
          [2, 4],
        ],
        [1, 2],
      ),
    ).toBeUndefined();
  });

  it("refuses a matrix that is not square", () => {
    expect(() => solveLinear([[1, 2]], [1])).toThrow(RangeError);
  });
});
