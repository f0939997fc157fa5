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

/** The page with the words of the lines matching `smear` read as one low-confidence word. */
function smeared(blocks: TextBlock[], smear: RegExp): TextBlock[] {
  return blocks.map((b) => {
    const children = b.children.map((l) => {
      if (!smear.test(l.text)) return l;
      const word = { ...l, level: "word" as const, text: "o", confidence: 0.21, children: [] };
      return { ...l, text: "o", confidence: 0.21, children: [word] };
    });
    return { ...b, children, text: children.map((l) => l.text).join("\n") };
  });
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

  it("reads again the print under a word smeared over it, in the word's place", async () => {
    const page = await recognizeUpload(engine, form, config, limits);
    // As when a large title and a small block beside it share a row and Tesseract reads the
    // block as one wide word of low confidence ("FACTURA o razo").
    const blocks = smeared(page.blocks, /OCUPACION/);
    const partial = { ...page, blocks, text: blocks.map((b) => b.text).join("\n\n") };
    expect(partial.text).not.toMatch(/OCUPACION/);
    const mended = await readUncoveredRows(engine, pixels, partial);
    const text = mended?.text ?? "";
    expect(text).toMatch(/OCUPACI[OÓ]N:?\s+DOCENTE/);
    expect(text).not.toMatch(/^o$/m);
    expect(text.indexOf("APELLIDOS")).toBeLessThan(text.indexOf("DOCENTE"));
    expect(text.indexOf("DOCENTE")).toBeLessThan(text.indexOf("0412"));
  });

  it("reads a large title the layout analysis dropped beside a block of small print", async () => {
    const invoice = {
      buffer: await renderPage(
        [
          { text: "FACTURA", x: 80, y: 175, size: 140 },
          { text: "Papelería Técnica Levante, S.L.", x: 1250, y: 110, size: 44 },
          { text: "CIF: B41670639", x: 1560, y: 160, size: 30 },
          { text: "Tel. 911331100", x: 1560, y: 205, size: 30 },
          { text: "Nº de factura: 2024/0246", x: 80, y: 280 },
          { text: "Fecha: 19/05/2023", x: 80, y: 330 },
          { text: "Concepto Unidades Precio Importe", x: 80, y: 450 },
          { text: "Archivador de palanca 9 2,45 22,05", x: 80, y: 500 },
          { text: "TOTAL 93,11", x: 1200, y: 600 },
        ],
        { width: 1900, height: 700 },
      ),
      format: "png" as const,
    };
    const page = await recognizeUpload(
      engine,
      invoice,
      { ...DEFAULT_OCR_CONFIGS.factura, preprocessing: [] },
      limits,
    );
    // Tesseract reads the issuer's block and leaves the title out.
    expect(page.text).toMatch(/Papeler/);
    expect(page.text).not.toMatch(/FACTURA/);
    const mended = await readUncoveredRows(engine, pixels, page);
    const text = mended?.text ?? "";
    expect(text).toMatch(/^FACTURA$/m);
    expect(text.indexOf("FACTURA")).toBeLessThan(text.indexOf("factura:"));
    expect(text.match(/Papeler/g)).toHaveLength(1);
  });

  it("answers nothing for a page read whole", async () => {
    const page = await recognizeUpload(engine, form, config, limits);
    expect(await readUncoveredRows(engine, pixels, page)).toBeUndefined();
  });
});
