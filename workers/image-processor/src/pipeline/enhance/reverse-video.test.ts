import { describe, expect, it } from "vitest";
import { createRaster, type Raster } from "../raster";
import { invertReverseBands } from "./reverse-video";

const [W, H] = [1240, 1754];

/** A white A4-ish page at 150 dpi with rows of dark "words" (short black bars). */
function page(): Raster {
  const raster = createRaster(W, H, 1, 250);
  for (let y = 300; y < 1600; y += 50) fill(raster, 100, y, 900, 14, 20, true);
  return raster;
}

/** Fills a box with `level`; with `words`, leaves gaps every few pixels like a line of text. */
function fill(
  r: Raster,
  x0: number,
  y0: number,
  w: number,
  h: number,
  level: number,
  words = false,
) {
  for (let y = y0; y < y0 + h; y++)
    for (let x = x0; x < x0 + w; x++) {
      if (words && (x >> 3) % 4 === 3) continue;
      for (let c = 0; c < r.channels; c++) r.data[(y * r.width + x) * r.channels + c] = level;
    }
}

/** A black bar with a line of white "letters" (3 px strokes) inside, like a table header. */
function headerBar(r: Raster, x0: number, y0: number, w: number, h: number, level = 25) {
  fill(r, x0, y0, w, h, level);
  for (let x = x0 + 20; x < x0 + w - 20; x += 14) {
    fill(r, x, y0 + h / 4, 3, h / 2, 245);
    fill(r, x + 3, y0 + h / 4, 6, 3, 245);
  }
}

const at = (r: Raster, x: number, y: number) => r.data[(y * r.width + x) * r.channels] as number;

describe("invertReverseBands", () => {
  it("turns white print on a black header bar into black print on white", () => {
    const input = page();
    headerBar(input, 100, 150, 1000, 40);
    const { raster, bands } = invertReverseBands(input);
    expect(bands).toHaveLength(1);
    const [band] = bands;
    expect(Math.abs((band?.x0 ?? 0) - 100)).toBeLessThanOrEqual(2);
    expect(Math.abs((band?.x1 ?? 0) - 1100)).toBeLessThanOrEqual(2);
    expect(Math.abs((band?.y0 ?? 0) - 150)).toBeLessThanOrEqual(2);
    // The bar is paper now, its letters ink.
    expect(at(raster, 110, 155)).toBeGreaterThan(230);
    expect(at(raster, 121, 170)).toBeLessThan(40);
    // Nothing outside it changed: no dark rim around the bar, the text below is still dark.
    expect(at(raster, 100, 149)).toBe(250);
    expect(at(raster, 99, 170)).toBe(250);
    expect(at(raster, 1100, 170)).toBe(250);
    expect(at(raster, 101, 301)).toBe(20);
    let changed = 0;
    for (let y = 0; y < H; y++)
      for (let x = 0; x < W; x++) if (at(raster, x, y) !== at(input, x, y)) changed++;
    expect(changed).toBeLessThanOrEqual(1000 * 40);
  });

  it("makes a coloured bar the colour of the paper beside it, with black print", () => {
    const input = createRaster(W, H, 3, 250);
    for (let i = 2; i < input.data.length; i += 3) input.data[i] = 220; // cream paper
    headerBar(input, 100, 150, 1000, 40, 40);
    input.data.set([200, 30, 30], (600 * W + 600) * 3); // a red dot elsewhere
    const { raster, bands } = invertReverseBands(input);
    expect(bands).toHaveLength(1);
    const i = (155 * W + 110) * 3;
    expect([...raster.data.subarray(i, i + 3)]).toEqual([250, 250, 220]);
    const letter = (170 * W + 121) * 3;
    expect(Math.max(...raster.data.subarray(letter, letter + 3))).toBeLessThan(40);
    expect([...raster.data.subarray((600 * W + 600) * 3, (600 * W + 600) * 3 + 3)]).toEqual([
      200, 30, 30,
    ]);
  });

  it("leaves alone what is not a band of print", () => {
    const input = page();
    // A plain black bar with nothing printed in it.
    fill(input, 100, 120, 1000, 30, 20);
    // A thick black frame around a white box (mostly light inside).
    fill(input, 100, 200, 600, 80, 20);
    fill(input, 108, 208, 584, 64, 250);
    // A portrait's dark shoulders: a half disc, not a rectangle.
    for (let y = 1620; y < 1740; y++)
      for (let x = 300; x < 700; x++)
        if ((x - 500) ** 2 + (y - 1740) ** 2 < 200 ** 2) input.data[y * W + x] = 40;
    // A dark photo with white specks: a rectangle, but not one flat colour.
    for (let y = 1450; y < 1530; y++)
      for (let x = 100; x < 900; x++)
        input.data[y * W + x] = (x * 7 + y * 13) % 97 < 6 ? 250 : ((x * 31 + y * 17) % 90) + 5;
    const { raster, bands } = invertReverseBands(input);
    expect(bands).toEqual([]);
    expect(raster).toBe(input);
  });
});
