import { describe, expect, it } from "vitest";
import { convexHull, dbBoxes } from "./db-postprocess";

/** A probability map with filled rectangles [x, y, w, h, p]. */
function map(width: number, height: number, rects: [number, number, number, number, number][]) {
  const prob = new Float32Array(width * height);
  for (const [x, y, w, h, p] of rects)
    for (let r = y; r < y + h; r++) for (let c = x; c < x + w; c++) prob[r * width + c] = p;
  return prob;
}

describe("DB post-processing of the detector's probability map", () => {
  it("turns each text kernel into one line box, grown by PaddleOCR's unclip distance", () => {
    // A 41 × 5 kernel (pixel centres span 40 × 4): unclip 1.5 grows each side by
    // 40 · 4 · 1.5 / (2 · 44) ≈ 2.73 px.
    const boxes = dbBoxes(map(100, 40, [[20, 10, 41, 5, 0.9]]), 100, 40, 100, 40);
    expect(boxes).toHaveLength(1);
    const [box] = boxes;
    expect(box?.score).toBeCloseTo(0.9, 5);
    expect(box?.left).toBe(Math.floor(20 - 2.73));
    expect(box?.top).toBe(Math.floor(10 - 2.73));
    expect(box?.width).toBe(Math.ceil(60 + 2.73) - Math.floor(20 - 2.73));
    expect(box?.height).toBe(Math.ceil(14 + 2.73) - Math.floor(10 - 2.73));
  });

  it("scales boxes from the map to the image it was computed from", () => {
    const [box] = dbBoxes(map(100, 40, [[20, 10, 41, 5, 0.9]]), 100, 40, 400, 160);
    expect(box?.left).toBe(Math.floor((20 - 2.73) * 4));
    expect(box?.width).toBeGreaterThan(160);
  });

  it("drops faint regions, specks thinner than three pixels, and keeps reading order", () => {
    const prob = map(200, 60, [
      [120, 5, 60, 6, 0.9], // right of the first line, same row
      [10, 6, 60, 6, 0.9], // the first line
      [10, 30, 60, 6, 0.45], // above the threshold, below the box score
      [10, 45, 60, 2, 0.9], // two pixels high
      [100, 45, 60, 6, 0.9], // the last line
    ]);
    const boxes = dbBoxes(prob, 200, 60, 200, 60);
    expect(boxes.map((b) => [b.left < 90 ? "left" : "right", b.top < 20 ? 1 : 2])).toEqual([
      ["left", 1],
      ["right", 1],
      ["right", 2],
    ]);
  });

  it("finds the minimum-area rectangle of a slanted line", () => {
    const width = 120;
    const height = 80;
    const prob = new Float32Array(width * height);
    // A band 6 px thick along a 20° slope.
    const t = Math.tan((20 * Math.PI) / 180);
    for (let x = 10; x < 100; x++)
      for (let d = 0; d < 6; d++) prob[Math.round(10 + x * t + d) * width + x] = 0.9;
    const [box] = dbBoxes(prob, width, height, width, height);
    const [a, b] = box?.quad ?? [];
    const angle =
      (Math.atan2((b?.[1] ?? 0) - (a?.[1] ?? 0), (b?.[0] ?? 0) - (a?.[0] ?? 0)) * 180) / Math.PI;
    // The long side follows the slope (either direction).
    expect(Math.abs(Math.abs(angle) - 20) < 2 || Math.abs(Math.abs(angle) - 160) < 2).toBe(true);
  });

  it("computes convex hulls without interior points", () => {
    const hull = convexHull([
      [0, 0],
      [2, 0],
      [1, 1],
      [2, 2],
      [0, 2],
      [1, 0],
    ]);
    expect(hull).toHaveLength(4);
    expect(hull).not.toContainEqual([1, 1]);
  });
});
