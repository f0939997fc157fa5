import type { Homography } from "@iris/kit/geometry";
import { describe, expect, it } from "vitest";
import { availableEngines } from "../../testing";
import type { OpenCV } from "../engine";
import type { Raster } from "../raster";
import { warpHomography } from "./warp";

const engines = await availableEngines();

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

function warp(
  cv: OpenCV,
  raster: Raster,
  h: Homography,
  width: number,
  height: number,
  cubic = false,
): Raster {
  return warpHomography(cv, raster, h, width, height, { cubic });
}

describe.each(engines)("warpHomography ($name)", ({ cv }) => {
  it("enlarges a dark bar with a steeper edge by cubic interpolation than by bilinear", () => {
    const source = bar(16, 8, 6, 10);
    const linear = warp(cv, source, enlargement(4), 64, 32);
    const cubic = warp(cv, source, enlargement(4), 64, 32, true);
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
    for (const cubic of [false, true]) {
      const same = warp(cv, source, enlargement(1), width, height, cubic);
      expect(Array.from(same.data)).toEqual(Array.from(ramp));
      // Half a pixel to the right, away from the borders: the mean of the two neighbours.
      const shifted = warp(cv, source, [1, 0, 0.5, 0, 1, 0, 0, 0, 1], width, height, cubic);
      const i = (3 * width + 8) * 3;
      expect([shifted.data[i], shifted.data[i + 1], shifted.data[i + 2]]).toEqual([85, 158, 77]);
    }
  });

  it("fills what lies outside the source with white and keeps the source's edge", () => {
    const grey: Raster = {
      data: new Uint8Array(10 * 10).fill(100),
      width: 10,
      height: 10,
      channels: 1,
    };
    // The output is the source moved 5 pixels right: its first 5 columns lie outside.
    const moved = warp(cv, grey, [1, 0, -5, 0, 1, 0, 0, 0, 1], 10, 10);
    const row = Array.from(moved.data.subarray(50, 60));
    expect(row.slice(0, 5)).toEqual([255, 255, 255, 255, 255]);
    expect(row.slice(5)).toEqual([100, 100, 100, 100, 100]);
  });
});
