import type { Homography } from "@iris/kit/geometry";
import { describe, expect, it } from "vitest";
import type { Raster } from "../raster";
import { warpHomography } from "./warp";

/** Output pixel → source pixel for an enlargement by `k` (pixel centres aligned). */
function enlargement(k: number): Homography {
  return [1 / k, 0, 0, 0, 1 / k, 0, 0, 0, 1];
}

/** A grey raster with a dark vertical bar from column `from` to `to` (exclusive) on white. */
function bar(width: number, height: number, from: number, to: number): Raster {
  const data = new Uint8Array(width * height).fill(255);
  for (let y = 0; y < height; y++) for (let x = from; x < to; x++) data[y * width + x] = 0;
  return { data, width, height, channels: 1 };
}

/** Output pixels across the bar's left edge between 10 % and 90 % of the step. */
function edgeWidth(page: Raster): number {
  const row = Math.floor(page.height / 2) * page.width;
  let n = 0;
  for (let x = 0; x < page.width / 2; x++) {
    const v = page.data[row + x] as number;
    if (v > 25 && v < 230) n++;
  }
  return n;
}

describe("warpHomography", () => {
  it("enlarges a dark bar with a steeper edge by cubic interpolation than by bilinear", () => {
    const source = bar(16, 8, 6, 10);
    const linear = warpHomography(source, enlargement(4), 64, 32);
    const cubic = warpHomography(source, enlargement(4), 64, 32, 255, undefined, true);
    expect(edgeWidth(cubic)).toBeLessThan(edgeWidth(linear));
    // The bar's middle is as dark and the paper as white as in the source.
    const row = 16 * 64;
    expect(cubic.data[row + 32]).toBe(0);
    expect(cubic.data[row + 4]).toBe(255);
  });

  it("keeps every pixel of the source under the identity, and reproduces a ramp", () => {
    const width = 20;
    const height = 6;
    const ramp = new Uint8Array(width * height * 3);
    for (let i = 0; i < width * height; i++) {
      const x = i % width;
      ramp.set([10 * x, 200 - 5 * x, 77], i * 3);
    }
    const source: Raster = { data: ramp, width, height, channels: 3 };
    const same = warpHomography(source, enlargement(1), width, height, 255, undefined, true);
    expect(Array.from(same.data)).toEqual(Array.from(ramp));
    // Half a pixel to the right, away from the borders: the mean of the two neighbours.
    const shifted = warpHomography(
      source,
      [1, 0, 0.5, 0, 1, 0, 0, 0, 1],
      width,
      height,
      255,
      undefined,
      true,
    );
    const i = (3 * width + 8) * 3;
    expect([shifted.data[i], shifted.data[i + 1], shifted.data[i + 2]]).toEqual([85, 158, 77]);
  });
});
