import { describe, expect, it } from "vitest";
import { interpretSilhouette, silhouetteSamples, summarize } from "./silhouette";

/** Full Euclidean distance matrix of 1-d points. */
function distances(points: number[]): Float32Array {
  const m = points.length;
  return Float32Array.from({ length: m * m }, (_, i) =>
    Math.abs((points[Math.floor(i / m)] as number) - (points[i % m] as number)),
  );
}

describe("silhouette", () => {
  it("matches the hand-computed values for two clusters", () => {
    const labels = [0, 0, 1, 1];
    const scores = silhouetteSamples(distances([0, 1, 10, 11]), labels, 2);
    // point 0: a = 1, b = (10 + 11) / 2 → (10.5 − 1) / 10.5
    expect(scores[0]).toBeCloseTo(9.5 / 10.5, 6);
    expect(scores[1]).toBeCloseTo(8.5 / 9.5, 6);
    const { mean, perCluster } = summarize(scores, labels, 2);
    expect(mean).toBeCloseTo((2 * (9.5 / 10.5) + 2 * (8.5 / 9.5)) / 4, 6);
    expect(perCluster).toEqual([
      expect.closeTo((9.5 / 10.5 + 8.5 / 9.5) / 2, 6),
      expect.closeTo((9.5 / 10.5 + 8.5 / 9.5) / 2, 6),
    ]);
  });

  it("scores a point alone in its cluster 0, as scikit-learn does", () => {
    const scores = silhouetteSamples(distances([0, 1, 50]), [0, 0, 1], 2);
    expect(scores[2]).toBe(0);
  });

  it("reads scores in the spec's bands", () => {
    expect(interpretSilhouette(0.71)).toBe("excellent");
    expect(interpretSilhouette(0.7)).toBe("good");
    expect(interpretSilhouette(0.5)).toBe("good");
    expect(interpretSilhouette(0.45)).toBe("moderate");
    expect(interpretSilhouette(0.1)).toBe("poor");
  });
});
