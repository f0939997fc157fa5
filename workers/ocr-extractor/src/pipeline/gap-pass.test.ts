import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { BoxDetector } from "../checkboxes/detector";
import { JsEngine, recognizeUpload, type TextBlock } from "../ocr";
import { ensureTessdata } from "../ocr/tessdata";
import { DEFAULT_OCR_CONFIGS } from "../ocr-config";
import { renderPage } from "../testing";
import { readUncoveredRows } from "./gap-pass";

const tessdataDir = ensureTessdata(join(process.cwd(), ".iris/data/ocr-extractor/tessdata"));
const engine = new JsEngine({
  workers: 1,
  maxJobsPerWorker: 100,
  maxRssBytes: 8 * 1024 ** 3,
  queueLimit: 16,
  timeoutMs: 60_000,
  tessdataDir,
});
const pixels = new BoxDetector(60_000);
afterAll(async () => {
  await pixels.close();
  await engine.close();
});

const limits = { maxPixels: 50_000_000, timeoutMs: 60_000 };
const config = { ...DEFAULT_OCR_CONFIGS.ficha_residencia, preprocessing: [] };
const form = {
  buffer: await renderPage(
    [
      { text: "NOMBRES: ANA MARIA", y: 100 },
      { text: "APELLIDOS: RUIZ PEREZ", y: 200 },
      { text: "OCUPACION: DOCENTE", y: 300 },
      { text: "TELEFONO: 0412 555 1234", y: 400 },
    ],
    { width: 1200, height: 480 },
  ),
  format: "png" as const,
};

/** The page's words without those of the lines whose text matches `drop`. */
function without(blocks: TextBlock[], drop: RegExp): TextBlock[] {
  return blocks
    .map((b) => ({ ...b, children: b.children.filter((l) => !drop.test(l.text)) }))
    .filter((b) => b.children.length);
}

describe("rows the layout analysis left out", () => {
  it("reads rows no recognised word covers and adds them in their place on the page", async () => {
    const page = await recognizeUpload(engine, form, config, limits);
    expect(page.text).toMatch(/OCUPACION/);
    // As when Tesseract's layout analysis skips two rows of a photographed form.
    const blocks = without(page.blocks, /OCUPACION|TELEFONO/);
    const partial = { ...page, blocks, text: blocks.map((b) => b.text).join("\n\n") };
    expect(partial.text).not.toMatch(/OCUPACION|TELEFONO/);
    const mended = await readUncoveredRows(engine, pixels, partial);
    expect(mended).toBeDefined();
    const text = mended?.text ?? "";
    expect(text).toMatch(/OCUPACI[OÓ]N:?\s+DOCENTE/);
    expect(text).toMatch(/TEL[EÉ]FONO:?\s+0412 555 1234/);
    // In page order, and the rows read before are not read twice.
    expect(text.indexOf("APELLIDOS")).toBeLessThan(text.indexOf("DOCENTE"));
    expect(text.indexOf("DOCENTE")).toBeLessThan(text.indexOf("0412"));
    expect(text.match(/NOMBRES/g)).toHaveLength(1);
    const docente = mended?.blocks
      .flatMap((b) => b.children.flatMap((l) => l.children))
      .find((w) => w.text === "DOCENTE");
    // Boxes in the upload's pixels, on the row where the word is printed (baseline y 300).
    expect(docente?.bbox.y).toBeGreaterThan(260);
    expect((docente?.bbox.y ?? 0) + (docente?.bbox.height ?? 0)).toBeLessThan(320);
  });

  it("answers nothing for a page read whole", async () => {
    const page = await recognizeUpload(engine, form, config, limits);
    expect(await readUncoveredRows(engine, pixels, page)).toBeUndefined();
  });
});
