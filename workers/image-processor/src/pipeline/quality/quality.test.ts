import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { Raster } from "../raster";
import { toRaster } from "../sharp-io";
import { assessQuality, ramp } from "./quality";

/** A 900 × 600 page: light paper with rows of dark "text" bars, optionally blurred or dimmed. */
async function page(
  options: { blur?: number; paper?: number; ink?: number } = {},
): Promise<Raster> {
  const width = 900;
  const height = 600;
  const paper = options.paper ?? 235;
  const ink = options.ink ?? 20;
  const data = new Uint8Array(width * height).fill(paper);
  for (let row = 60; row < height - 60; row += 30)
    for (let x = 80; x < width - 80; x++)
      if (x % 14 < 9) for (let y = row; y < row + 10; y++) data[y * width + x] = ink;
  const raster: Raster = { data, width, height, channels: 1 };
  if (!options.blur) return raster;
  return toRaster(sharp(data, { raw: { width, height, channels: 1 } }).blur(options.blur), 1);
}

const frame = { width: 2000, height: 1500 };
const inside: [number, number][] = [
  [200, 200],
  [1800, 200],
  [1800, 1300],
  [200, 1300],
];

describe("quality ramps", () => {
  it("run from 0 at the bad value to 1 at the good one, either way round, and clamp", () => {
    expect(ramp(0.3, 0.3, 0.1)).toBe(0);
    expect(ramp(0.2, 0.3, 0.1)).toBeCloseTo(0.5, 12);
    expect(ramp(0.05, 0.3, 0.1)).toBe(1);
    expect(ramp(150, 100, 200)).toBeCloseTo(0.5, 12);
    expect(ramp(50, 100, 200)).toBe(0);
    expect(ramp(500, 100, 200)).toBe(1);
  });
});

describe("assessQuality", () => {
  it("rates a sharp, well-exposed page at 300 dpi good or better, with no issues", async () => {
    const q = assessQuality({
      page: await page(),
      pageDpi: 300,
      effectiveDpi: 300,
      corners: inside as never,
      frame,
    });
    expect(q.issues).toEqual([]);
    expect(q.quality_score).toBeGreaterThanOrEqual(0.7);
  });

  it("says a blurred page is blurry, and scores it lower than the sharp one", async () => {
    const input = { pageDpi: 100, effectiveDpi: 300, corners: undefined, frame };
    const sharpPage = assessQuality({ ...input, page: await page() });
    const blurred = assessQuality({ ...input, page: await page({ blur: 4 }) });
    expect(blurred.issues).toContain("blurry");
    expect(blurred.scores.sharpness).toBeLessThan(sharpPage.scores.sharpness);
    expect(blurred.quality_score).toBeLessThan(sharpPage.quality_score);
  });

  it("says a dim page is too dark and a document touching the frame is cut off", async () => {
    const dark = assessQuality({
      page: await page({ paper: 70, ink: 10 }),
      pageDpi: 300,
      effectiveDpi: 300,
      corners: [
        [0, 200],
        [1800, 200],
        [1800, 1300],
        [200, 1300],
      ],
      frame,
    });
    expect(dark.issues).toEqual(expect.arrayContaining(["too_dark", "cut_off"]));
    expect(dark.recommendations).toHaveLength(dark.issues.length);
    expect(dark.quality_score).toBeLessThan(0.6);
  });
});
