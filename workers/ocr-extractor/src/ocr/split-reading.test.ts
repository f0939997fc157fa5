import { afterAll, describe, expect, it } from "vitest";
import { DEFAULT_OCR_CONFIGS } from "../ocr-config";
import { renderPage, stack } from "../testing";
import { recognizeUpload } from "./recognize";
import { enginesUnderTest } from "./test-engines";
import type { OcrEngine } from "./types";

/** An A4 page at 300 dpi: a request above, a declaration below, blank space between. */
const tallPage = {
  buffer: await renderPage(
    [
      ...stack(
        Array.from({ length: 8 }, (_, i) => `Solicitante número ${i + 1}: María Peña Gómez`),
        200,
        70,
        { size: 40 },
      ),
      ...stack(
        Array.from({ length: 8 }, (_, i) => `Declaración ${i + 1}: reside en Calle Bolívar 45`),
        2200,
        70,
        { size: 40 },
      ),
    ],
    { width: 2480, height: 3508 },
  ),
  format: "png" as const,
};
const limits = { maxPixels: 50_000_000, timeoutMs: 60_000 };
const config = { ...DEFAULT_OCR_CONFIGS.generic, lang: "es", preprocessing: [] };

/** An engine whose recognitions are counted. */
function counted(engine: OcrEngine): { engine: OcrEngine; calls: () => number } {
  let calls = 0;
  const recognize = engine.recognize.bind(engine);
  engine.recognize = (png, options) => {
    calls += 1;
    return recognize(png, options);
  };
  return { engine, calls: () => calls };
}

describe.each(enginesUnderTest())("a tall page on the $name engine", ({ make }) => {
  const one = counted(make({ workers: 1 }));
  const two = counted(make({ workers: 2 }));
  afterAll(async () => {
    await one.engine.close();
    await two.engine.close();
  });

  it("is read in two parts side by side on two workers, with the same words", async () => {
    const whole = await recognizeUpload(one.engine, tallPage, config, limits);
    const parts = await recognizeUpload(two.engine, tallPage, config, limits);
    expect(one.calls()).toBe(1);
    expect(two.calls()).toBe(2);
    // The same words; Tesseract may order a part's columns differently (phase 6 joins rows).
    const words = (text: string) => text.split(/\s+/).filter(Boolean).sort();
    expect(words(parts.text)).toEqual(words(whole.text));
    // Boxes of the lower part are in the page's pixels, below the cut.
    const last = parts.blocks.at(-1);
    expect(last?.bbox.y).toBeGreaterThan(2100);
    expect(last?.bbox.y).toBeCloseTo(whole.blocks.at(-1)?.bbox.y ?? 0, -1);
    expect(parts.height).toBe(whole.height);
  }, 120_000);

  it("reads the same way while the engine is busy with other pages", async () => {
    const alone = await recognizeUpload(two.engine, tallPage, config, limits);
    const before = two.calls();
    const [busy] = await Promise.all([
      recognizeUpload(two.engine, tallPage, config, limits),
      recognizeUpload(two.engine, tallPage, config, limits),
      recognizeUpload(two.engine, tallPage, config, limits),
    ]);
    // Each of the three is cut in two, as the lone reading was, and answers the same words.
    expect(two.calls() - before).toBe(6);
    expect(busy.text).toBe(alone.text);
    expect(busy.blocks.map((b) => b.bbox)).toEqual(alone.blocks.map((b) => b.bbox));
  }, 180_000);
});
