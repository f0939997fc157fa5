import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { prepareImage } from "./preprocess";

describe("prepareImage", () => {
  it("hands Tesseract one grey channel at the page's resolution, the same grey values", async () => {
    // A colour page at 300 dpi, as phase 1 answers it: a red stamp and black print on paper.
    const width = 1200;
    const height = 1600;
    const rgb = Buffer.alloc(width * height * 3, 250);
    for (let y = 200; y < 260; y++)
      for (let x = 100; x < 900; x++) rgb.fill(20, (y * width + x) * 3, (y * width + x) * 3 + 3);
    for (let y = 400; y < 500; y++)
      for (let x = 300; x < 500; x++) rgb.set([200, 30, 40], (y * width + x) * 3);
    const png = await sharp(rgb, { raw: { width, height, channels: 3 } })
      .withDensity(300)
      .png()
      .toBuffer();
    const prepared = await prepareImage(
      { buffer: png, format: "png" },
      { dpi: 300, preprocessing: [] } as never,
      { maxPixels: 1e8, timeoutMs: 10_000 },
    );
    const meta = await sharp(prepared.png).metadata();
    expect(meta.channels).toBe(1);
    expect(meta.density).toBe(300);
    expect(prepared.dpi).toBe(300);
    const grey = await sharp(prepared.png).extractChannel(0).raw().toBuffer();
    const expected = await sharp(png).greyscale().extractChannel(0).raw().toBuffer();
    expect(grey.equals(expected)).toBe(true);
  });
});
