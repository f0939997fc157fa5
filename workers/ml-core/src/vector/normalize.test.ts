import { describe, expect, it } from "vitest";
import { cosineSimilarity, l2Norm, l2Normalize } from "./normalize";
import { seededRandom } from "./seeded-random";

describe("vector helpers", () => {
  it("normalises to unit length and keeps the direction", () => {
    const v = l2Normalize(Float32Array.from([3, 4]));
    expect(Array.from(v)).toEqual([expect.closeTo(0.6, 6), expect.closeTo(0.8, 6)]);
    expect(l2Norm(v)).toBeCloseTo(1, 6);
  });

  it("leaves a zero vector at zero instead of producing NaN", () => {
    expect(Array.from(l2Normalize(new Float32Array(3)))).toEqual([0, 0, 0]);
  });

  it("gives cosine 1 for parallel, -1 for opposite and 0 for orthogonal vectors", () => {
    expect(cosineSimilarity([1, 2], [2, 4])).toBeCloseTo(1, 9);
    expect(cosineSimilarity([1, 2], [-1, -2])).toBeCloseTo(-1, 9);
    expect(cosineSimilarity([1, 0], [0, 5])).toBe(0);
  });

  it("draws the same sequence from the same seed", () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const c = seededRandom(43);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect(c()).not.toBe(first[0]);
    expect(first.every((x) => x >= 0 && x < 1)).toBe(true);
  });
});
