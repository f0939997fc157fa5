import sharp from "sharp";
import { afterAll, describe, expect, it, vi } from "vitest";
import { DEFAULT_OCR_CONFIGS } from "../ocr-config";
import { renderPage, stack } from "../testing";
import { recognizeUpload, textAxis } from "./recognize";
import {
  enginesUnderTest,
  nativeHere,
  testJsEngine,
  testNativeEngine,
  whileReading,
} from "./test-engines";
import { parseTsv } from "./tsv";
import type { OcrEngine } from "./types";

/** A clean page of Spanish prose in paragraphs: blocks, lines and words to compare. */
const cleanPage = {
  buffer: await renderPage(
    [
      ...stack(
        [
          "Solicitud de residencia temporal",
          "El ciudadano declara que los datos son ciertos",
          "y que reside en la dirección indicada abajo.",
        ],
        90,
        52,
      ),
      ...stack(["Dirección: Av. Bolívar 123, Caracas", "Teléfono: 0414 555 12 34"], 330, 52),
    ],
    { width: 1400, height: 480 },
  ),
  format: "png" as const,
};
/** A full page of small print: seconds of work for either engine. */
const bigPage = {
  buffer: await renderPage(
    stack(
      Array.from({ length: 80 }, (_, i) => `${i + 1}. Línea de texto pequeño para leer despacio`),
      40,
      42,
      { size: 26 },
    ),
    { width: 2480, height: 3508 },
  ),
  format: "png" as const,
};
const small = {
  buffer: await renderPage([{ text: "The quick brown fox jumps", y: 80, size: 40 }], {
    width: 1100,
    height: 130,
  }),
  format: "png" as const,
};
const limits = { maxPixels: 50_000_000, timeoutMs: 60_000 };
const config = { ...DEFAULT_OCR_CONFIGS.generic, lang: "es", preprocessing: [] };
const line = { lang: "spa", psm: 7, dpi: 300 };
if (!("versions" in nativeHere))
  console.warn(`⚠ native engine tests skipped: ${nativeHere.reason}`);

const engines: OcrEngine[] = [];
afterAll(async () => {
  await Promise.all(engines.map((e) => e.close()));
});
function keep<T extends OcrEngine>(engine: T): T {
  engines.push(engine);
  return engine;
}

describe.each(enginesUnderTest())("$name engine", ({ make }) => {
  it("reads a clean line of text", async () => {
    const page = await recognizeUpload(keep(make()), small, config, limits);
    expect(page.text).toMatch(/quick brown fox/);
  });

  it("finds the orientation of a page turned upside down or sideways", async () => {
    const engine = keep(make());
    const search = { ...config, preprocessing: ["auto_rotate" as const] };
    for (const degrees of [180, 90, 270] as const) {
      const turned = await sharp(cleanPage.buffer).rotate(degrees).png().toBuffer();
      const page = await recognizeUpload(engine, { buffer: turned, format: "png" }, search, limits);
      expect(page.text).toMatch(/Bolívar/);
      // Turned back: Tesseract reads a page on its side as vertical text, as confidently as
      // upright, but its lines are then columns to whatever reads them next.
      expect(page.rotation).toBe((360 - degrees) % 360);
      expect(textAxis(page)).toBe("horizontal");
    }
  });

  it("reports an unreadable image as the input's fault (422)", async () => {
    await expect(
      keep(make()).recognize(Buffer.from("not an image"), { lang: "spa", psm: 3, dpi: 300 }),
    ).rejects.toMatchObject({ code: "OCR_EXTRACTION_FAILED", status: 422, retryable: false });
  });

  it("refuses work beyond its queue limit with a retryable 503", async () => {
    const engine = keep(make({ queueLimit: 1 }));
    const jobs = [0, 1, 2].map(() => engine.recognize(small.buffer, line));
    const results = await Promise.allSettled(jobs);
    const refused = results.filter((r) => r.status === "rejected");
    expect(refused).toHaveLength(1);
    expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({
      code: "SERVICE_UNAVAILABLE",
      status: 503,
      retryable: true,
    });
  });

  it("fails a job that overruns its deadline as retryable, and keeps serving", async () => {
    const engine = keep(make({ timeoutMs: 1000 }));
    await expect(recognizeUpload(engine, bigPage, config, limits)).rejects.toMatchObject({
      code: "OCR_EXTRACTION_FAILED",
      status: 500,
      retryable: true,
    });
    expect(parseTsv(await engine.recognize(small.buffer, line)).text).toMatch(/quick brown/);
  });
});

describe("tesseract.js engine", () => {
  it("replaces its worker after maxJobsPerWorker jobs and keeps answering the same", async () => {
    const engine = keep(testJsEngine({ maxJobsPerWorker: 1 }));
    const first = await recognizeUpload(engine, small, config, limits);
    const second = await recognizeUpload(engine, small, config, limits);
    expect(engine.status().workers_recycled).toBe(2);
    expect(second.text).toBe(first.text);
  });

  it("replaces workers when the process is over its memory bound", async () => {
    const engine = keep(testJsEngine({ maxRssBytes: 1 }));
    await recognizeUpload(engine, small, config, limits);
    expect(engine.status().workers_recycled).toBe(1);
    expect(engine.status().workers_started).toBe(0);
  });
});

describe.skipIf(!("versions" in nativeHere))("native engine", () => {
  it("answers the js engine's words and shape on a clean page", async () => {
    const viaNative = await recognizeUpload(keep(testNativeEngine()), cleanPage, config, limits);
    const viaJs = await recognizeUpload(keep(testJsEngine()), cleanPage, config, limits);
    expect(viaNative.engine).toBe("native");
    expect(viaNative.text).toMatch(/Bolívar/);
    expect(viaNative.text.split(/\s+/)).toEqual(viaJs.text.split(/\s+/));
    expect(Object.keys(viaNative).sort()).toEqual(Object.keys(viaJs).sort());
    const shape = (p: typeof viaJs) =>
      p.blocks.map((b) => b.children.map((l) => l.children.map((w) => w.text)));
    expect(shape(viaNative)).toEqual(shape(viaJs));
    const boxes = (p: typeof viaJs) => p.blocks.flatMap((b) => b.children.map((l) => l.bbox));
    expect(boxes(viaNative)).toEqual(boxes(viaJs));
  });

  it("applies a page's variables to that page only", async () => {
    const engine = keep(testNativeEngine());
    const digits = await engine.recognize(small.buffer, {
      ...line,
      params: { tessedit_char_whitelist: "0123456789" },
    });
    expect(parseTsv(digits).text).not.toMatch(/[a-z]/);
    expect(parseTsv(await engine.recognize(small.buffer, line)).text).toMatch(/quick brown/);
  });

  it("survives a crash of its host: the page in flight gets a retryable 503, the next is read", async () => {
    const errors: string[] = [];
    const engine = keep(testNativeEngine());
    engine.attachLog({ error: (_details, message) => errors.push(message) });
    await engine.recognize(small.buffer, line);
    const [pid] = engine.hostPids();
    const inFlight = engine.recognize(bigPage.buffer, { lang: "spa", psm: 3, dpi: 300 });
    await whileReading(engine);
    process.kill(pid as number, "SIGSEGV");
    await expect(inFlight).rejects.toMatchObject({
      code: "SERVICE_UNAVAILABLE",
      status: 503,
      retryable: true,
      retryAfter: 1,
    });
    expect(parseTsv(await engine.recognize(small.buffer, line)).text).toMatch(/quick brown/);
    expect(engine.hostPids()).not.toContain(pid);
    expect(engine.status()).toMatchObject({ host_crashes: 1, hosts_started: 2 });
    expect(engine.status().last_crash).toMatch(/SIGSEGV/);
    expect(errors).toEqual([expect.stringMatching(/crashed; the page it was reading failed/)]);
  });

  it("tells a host stopped by SIGTERM from outside (a shutdown) from a crash", async () => {
    const errors: string[] = [];
    const warnings: string[] = [];
    const engine = keep(testNativeEngine());
    engine.attachLog({
      error: (_details, message) => errors.push(message),
      warn: (_details, message) => warnings.push(message),
    });
    await engine.recognize(small.buffer, line);
    const [pid] = engine.hostPids();
    process.kill(pid as number, "SIGTERM");
    await vi.waitFor(() => expect(engine.hostPids()).not.toContain(pid));
    expect(parseTsv(await engine.recognize(small.buffer, line)).text).toMatch(/quick brown/);
    expect(engine.status()).toMatchObject({ host_crashes: 0, hosts_started: 2 });
    expect(errors).toEqual([]);
    // Idle when stopped: the log does not claim a page was lost.
    expect(warnings).toEqual([expect.stringMatching(/stopped by SIGTERM; it held no page/)]);
  });

  it("kills a host that stops answering once the page's deadline has passed", async () => {
    const engine = keep(testNativeEngine({ timeoutMs: 1000 }));
    await engine.recognize(small.buffer, line);
    const [pid] = engine.hostPids();
    process.kill(pid as number, "SIGSTOP");
    await expect(engine.recognize(small.buffer, line)).rejects.toMatchObject({
      code: "OCR_EXTRACTION_FAILED",
      status: 500,
      retryable: true,
    });
    expect(parseTsv(await engine.recognize(small.buffer, line)).text).toMatch(/quick brown/);
    expect(engine.status()).toMatchObject({ host_crashes: 0, hosts_started: 2 });
  });

  it("replaces a host whose memory is over its bound, between pages", async () => {
    const engine = keep(testNativeEngine({ maxHostRssBytes: 1 }));
    await engine.recognize(small.buffer, line);
    expect(parseTsv(await engine.recognize(small.buffer, line)).text).toMatch(/quick brown/);
    expect(engine.status()).toMatchObject({ hosts_recycled: 2, host_crashes: 0 });
  });

  it("holds its memory flat over many pages and language switches", async () => {
    const engine = keep(testNativeEngine());
    const rss: number[] = [];
    const pages = [small.buffer, cleanPage.buffer];
    for (let i = 0; i < 80; i++) {
      await engine.recognize(pages[i % 2] as Buffer, {
        lang: ["spa", "spa+eng", "eng"][i % 3] as string,
        psm: 3,
        dpi: 300,
      });
      rss.push((engine.status().host_rss_mb as number[])[0] as number);
    }
    // Medians of three windows 25 pages apart. The allocator may grow its arenas by one step
    // of ~8 MB at any page, which moves one gap; a leak of even 200 KB a page moves both.
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1] as number;
    const [a, b, c] = [20, 45, 70].map((start) => median(rss.slice(start, start + 10)));
    expect(Math.min((b as number) - (a as number), (c as number) - (b as number))).toBeLessThan(4);
  }, 120_000);
});
