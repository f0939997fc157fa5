import { describe, expect, it } from "vitest";
import { gridLevelsJs } from "../engine/grid-levels";
import { lookUp2Js } from "../engine/look-up";
import type { Raster } from "../raster";
import { enhance as enhanceWith } from "./enhance";

/** Enhancement on the OpenCV.js engine's kernels (native.test.ts holds the addon's to them). */
const enhance = (raster: Raster) =>
  enhanceWith({ lookUp2: lookUp2Js, gridLevels: gridLevelsJs }, raster);

/**
 * A clean grey page: paper at `paper` (optionally lit from the left, darker by `falloff` levels
 * at the right edge) with dark glyph-sized marks.
 */
function cleanPage(paper: number, falloff = 0): Raster {
  const width = 800;
  const height = 600;
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const light = paper - (falloff * x) / width;
      const glyph = y % 40 >= 20 && y % 40 < 32 && x % 16 < 8 && x > 60 && x < width - 60;
      data[y * width + x] = Math.round(glyph ? 0.12 * light : light);
    }
  return { data, width, height, channels: 1 };
}

/** Levels of the paper (pixels away from the marks) and of the marks' cores. */
function levels(page: Raster) {
  const paper: number[] = [];
  const ink: number[] = [];
  for (let y = 0; y < page.height; y++)
    for (let x = 0; x < page.width; x++) {
      const v = page.data[y * page.width + x] as number;
      if (y % 40 < 14) paper.push(v);
      else if (y % 40 >= 23 && y % 40 < 29 && x % 16 >= 2 && x % 16 < 6 && x > 70 && x < 730)
        ink.push(v);
    }
  const range = (v: number[]): [number, number] => [
    v.reduce((m, x) => Math.min(m, x), 255),
    v.reduce((m, x) => Math.max(m, x), 0),
  ];
  return { paper: range(paper), ink: range(ink) };
}

describe("enhance", () => {
  it("leaves a flat clean page flat: white paper, black print", async () => {
    const { raster, report } = await enhance(cleanPage(230));
    const { paper, ink } = levels(raster);
    expect(paper).toEqual([255, 255]);
    expect(ink[1]).toBeLessThanOrEqual(10);
    expect(report.denoised).toBe(false);
  });

  it("divides out lighting that falls off across the page", async () => {
    const before = levels(cleanPage(235, 90));
    expect(before.paper[1] - before.paper[0]).toBeGreaterThan(80);
    const { raster, report } = await enhance(cleanPage(235, 90));
    const after = levels(raster);
    // The paper comes out one shade whatever the light was; the print stays dark.
    expect(after.paper[1] - after.paper[0]).toBeLessThanOrEqual(6);
    expect(after.paper[0]).toBeGreaterThanOrEqual(245);
    expect(after.ink[1]).toBeLessThanOrEqual(40);
    expect(report.max_gain).toBeGreaterThan(1.3);
  });
});
