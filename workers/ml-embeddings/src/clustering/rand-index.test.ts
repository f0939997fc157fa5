import { describe, expect, it } from "vitest";
import { adjustedRandIndex } from "./rand-index";

describe("adjustedRandIndex", () => {
  it("is 1 for the same partition under other names", () => {
    expect(adjustedRandIndex(["a", "a", "b", "b", "c"], [2, 2, 0, 0, 1])).toBe(1);
  });

  it("matches the textbook value for a partial match", () => {
    // scikit-learn: adjusted_rand_score([0, 0, 1, 1], [0, 0, 1, 2]) = 0.5714285714285715
    expect(adjustedRandIndex([0, 0, 1, 1], [0, 0, 1, 2])).toBeCloseTo(0.5714285714, 9);
    // adjusted_rand_score([0, 0, 0, 1, 1, 1], [0, 0, 1, 1, 2, 2]) = 0.24242424242424246
    expect(adjustedRandIndex([0, 0, 0, 1, 1, 1], [0, 0, 1, 1, 2, 2])).toBeCloseTo(0.2424242424, 9);
  });

  it("is below zero for worse-than-chance agreement", () => {
    expect(adjustedRandIndex([0, 0, 1, 1], [0, 1, 0, 1])).toBeLessThan(0);
  });
});
