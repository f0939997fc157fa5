import type { Quad } from "@iris/kit/geometry";
import { describe, expect, it } from "vitest";
import { plausibleCorners } from "./candidates";

describe("plausibleCorners", () => {
  it("accepts a page photographed at a slant and rejects a hull joining a fingertip to a sheet's edge", () => {
    // A card tilted about 35°: a trapezoid with corners near 70° and 110°.
    const slanted: Quad = [
      [300, 200],
      [900, 200],
      [1050, 700],
      [150, 700],
    ];
    expect(plausibleCorners(slanted)).toBe(true);
    // One corner at about 170° (a fingertip on the side) and a sliver corner opposite.
    const hull: Quad = [
      [100, 100],
      [700, 120],
      [1300, 200],
      [120, 600],
    ];
    expect(plausibleCorners(hull)).toBe(false);
  });
});
