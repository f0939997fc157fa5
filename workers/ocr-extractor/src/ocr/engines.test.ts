import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DEFAULT_OCR_CONFIGS } from "../ocr-config";
import { renderPage } from "../testing";
import { JsEngine } from "./js-engine";
import { NativeEngine, probeNativeTesseract } from "./native-engine";
import { recognizeUpload } from "./recognize";
import { ensureTessdata } from "./tessdata";
import { parseTsv } from "./tsv";

const EVAL = join(import.meta.dirname, "../../../../../shared/eval/tesseract_testing");
const tessdataDir = ensureTessdata(join(process.cwd(), ".iris/data/ocr-extractor/tessdata"));
const phototest = { buffer: readFileSync(join(EVAL, "phototest.tif")), format: "tiff" as const };
const small = {
  buffer: await renderPage([{ text: "The quick brown fox jumps", y: 80, size: 40 }], {
    width: 1100,
    height: 130,
  }),
  format: "png" as const,
};
const limits = { maxPixels: 50_000_000, timeoutMs: 60_000 };
const config = { ...DEFAULT_OCR_CONFIGS.generic, lang: "es", preprocessing: [] };
const native = probeNativeTesseract("tesseract", tessdataDir);
if (!native) console.warn("⚠ skipping native engine tests: the tesseract binary is not installed");

const engines: { close(): Promise<void> }[] = [];
afterAll(async () => {
  await Promise.all(engines.map((e) => e.close()));
});

function js(options: Partial<ConstructorParameters<typeof JsEngine>[0]> = {}) {
  const engine = new JsEngine({
    workers: 1,
    maxJobsPerWorker: 100,
    maxRssBytes: 8 * 1024 ** 3,
    queueLimit: 16,
    timeoutMs: 60_000,
    tessdataDir,
    ...options,
  });
  engines.push(engine);
  return engine;
}

describe("tesseract.js engine", () => {
  it("replaces its worker after maxJobsPerWorker jobs and keeps answering the same", async () => {
    const engine = js({ maxJobsPerWorker: 1 });
    const first = await recognizeUpload(engine, small, config, limits);
    const second = await recognizeUpload(engine, small, config, limits);
    expect(engine.status().workers_recycled).toBe(2);
    expect(second.text).toBe(first.text);
    expect(first.text).toMatch(/quick brown fox/);
  });

  it("replaces workers when the process is over its memory bound", async () => {
    const engine = js({ maxRssBytes: 1 });
    await recognizeUpload(engine, small, config, limits);
    expect(engine.status().workers_recycled).toBe(1);
    expect(engine.status().workers_started).toBe(0);
  });

  it("refuses work beyond its queue limit with a retryable 503", async () => {
    const engine = js({ queueLimit: 1 });
    const png = small.buffer;
    const jobs = [0, 1, 2].map(() => engine.recognize(png, { lang: "spa", psm: 3, dpi: 300 }));
    const results = await Promise.allSettled(jobs);
    const refused = results.filter((r) => r.status === "rejected");
    expect(refused).toHaveLength(1);
    expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({
      code: "SERVICE_UNAVAILABLE",
      status: 503,
      retryable: true,
    });
  });

  it("kills a job that overruns its deadline and recovers", async () => {
    const engine = js({ timeoutMs: 3000 });
    const big = readFileSync(join(EVAL, "8087_054.3B.tif"));
    await expect(
      recognizeUpload(engine, { buffer: big, format: "tiff" }, config, limits),
    ).rejects.toMatchObject({
      code: "OCR_EXTRACTION_FAILED",
      retryable: true,
    });
    const after = await engine.recognize(small.buffer, { lang: "spa", psm: 7, dpi: 300 });
    expect(parseTsv(after).text).toMatch(/quick brown/);
  });
});

describe.skipIf(!native)("native tesseract engine", () => {
  it("answers the same shape as the js engine, with the same words on a clean page", async () => {
    const engine = new NativeEngine({
      bin: "tesseract",
      workers: 1,
      queueLimit: 4,
      timeoutMs: 60_000,
      tessdataDir,
    });
    engines.push(engine);
    const viaNative = await recognizeUpload(engine, phototest, config, limits);
    const viaJs = await recognizeUpload(js(), phototest, config, limits);
    expect(viaNative.engine).toBe("native");
    expect(viaNative.text.split(/\s+/)).toEqual(viaJs.text.split(/\s+/));
    expect(viaNative.blocks[0]?.children[0]?.children[0]).toMatchObject({
      level: "word",
      children: [],
    });
    expect(Object.keys(viaNative).sort()).toEqual(Object.keys(viaJs).sort());
  });

  it("reports an unreadable image as the input's fault", async () => {
    const engine = new NativeEngine({
      bin: "tesseract",
      workers: 1,
      queueLimit: 4,
      timeoutMs: 60_000,
      tessdataDir,
    });
    engines.push(engine);
    await expect(
      engine.recognize(Buffer.from("not an image"), { lang: "spa", psm: 3, dpi: 300 }),
    ).rejects.toMatchObject({
      code: "OCR_EXTRACTION_FAILED",
      status: 422,
    });
  });
});
