import { describe, expect, it } from "vitest";
import { Rng } from "../rng.ts";
import type { Quad } from "../types.ts";
import { randomPose } from "./pose.ts";

/** Signed area terms of consecutive edges; all positive = convex, clockwise on screen (y down). */
function crossProducts(q: Quad): number[] {
  return q.map((p, i) => {
    const b = q[(i + 1) % 4] as [number, number];
    const c = q[(i + 2) % 4] as [number, number];
    return (b[0] - p[0]) * (c[1] - b[1]) - (b[1] - p[1]) * (c[0] - b[0]);
  });
}

describe("randomPose", () => {
  const sizes: [number, number][] = [
    [1011, 638],
    [1476, 1039],
    [2480, 3508],
    [2550, 3300],
  ];

  it("keeps all four corners inside the frame with a margin, as a convex quad", () => {
    for (let i = 0; i < 600; i++) {
      const [w, h] = sizes[i % sizes.length] as [number, number];
      const pose = randomPose(new Rng(`pose-${i}`), w, h, [0.45, 0.92]);
      const margin = 0.02 * Math.min(pose.width, pose.height);
      for (const [x, y] of pose.corners) {
        expect(x).toBeGreaterThan(margin);
        expect(y).toBeGreaterThan(margin);
        expect(x).toBeLessThan(pose.width - margin);
        expect(y).toBeLessThan(pose.height - margin);
      }
      for (const cross of crossProducts(pose.corners)) expect(cross).toBeGreaterThan(0);
      expect(Math.max(pose.width, pose.height)).toBeGreaterThanOrEqual(1500);
      expect(Math.max(pose.width, pose.height)).toBeLessThanOrEqual(3000);
    }
  });

  it("mostly keeps rotation small but also produces steep and upside-down shots", () => {
    const rotations = Array.from(
      { length: 500 },
      (_, i) => randomPose(new Rng(`rot-${i}`), 1011, 638, [0.5, 0.8]).params.rotation_deg,
    );
    const small = rotations.filter((r) => Math.abs(r) <= 10).length;
    expect(small / rotations.length).toBeGreaterThan(0.6);
    expect(rotations.some((r) => Math.abs(r) > 20 && Math.abs(r) <= 30)).toBe(true);
    expect(rotations.some((r) => Math.abs(r) > 170)).toBe(true);
  });
});
