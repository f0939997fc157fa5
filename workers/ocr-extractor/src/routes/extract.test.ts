import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  listenForTest,
  makeImage,
  multipartForm,
  type RunningService,
  readData,
  readError,
} from "@iris/kit/testing";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { buildApp } from "../app";
import { readConfig } from "../config";
import { extractContract, extractJsonData } from "../contract";
import type { TextBlock } from "../ocr";
import { makePdf, renderPage, stack } from "../testing";

const EVAL = join(import.meta.dirname, "../../../../../shared/eval/tesseract_testing");
const auth = { authorization: "Bearer t" };
let svc: RunningService;

beforeAll(async () => {
  svc = await listenForTest(
    await buildApp(
      readConfig({ LOG_LEVEL: "silent", SERVICE_TOKEN: "t", OCR_ENGINE: "js", OCR_WORKERS: "2" }),
    ),
  );
});
afterAll(() => svc.close());

/** POSTs a page to a route: the raw answer. */
function post(path: string, bytes: Uint8Array, fields: Record<string, string>, name = "doc.png") {
  return fetch(`${svc.url}${path}`, {
    method: "POST",
    headers: auth,
    body: multipartForm([{ name, bytes }], fields),
  });
}

/** POSTs a page to /extract; the `data`, read with its contract (200 expected). */
async function extract(bytes: Uint8Array, fields: Record<string, string>, name = "doc.png") {
  return readData(await post("/extract", bytes, fields, name), extractContract.data);
}

/** POSTs a page to /extract-json (or its alias); the `data`, read with its contract. */
async function extractJson(
  path: "/extract-json" | "/extract_json",
  bytes: Uint8Array,
  fields: Record<string, string>,
  name = "doc.png",
) {
  const res = await fetch(`${svc.url}${path}`, {
    method: "POST",
    headers: auth,
    body: multipartForm([{ name, bytes }], fields),
  });
  return readData(res, extractJsonData);
}

function words(blocks: TextBlock[]): TextBlock[] {
  return blocks.flatMap((b) => b.children.flatMap((l) => l.children));
}

const CEDULA = stack([
  "REPÚBLICA BOLIVARIANA DE VENEZUELA",
  "CÉDULA DE IDENTIDAD",
  "Nombres: MARÍA JOSÉ",
  "Apellidos: PÉREZ GÓMEZ",
  "C.I.: V-12.345.678",
  "Fecha de Nacimiento: 15/03/1985",
  "Estado Civil: SOLTERA",
  "Nacionalidad: VENEZOLANA",
  "Expedición: 10/02/2020",
  "Vencimiento: 10/02/2030",
]);

const PASSPORT = [
  { text: "PASAPORTE / PASSPORT", y: 60, size: 30 },
  { text: "Apellidos / Surname", y: 130, size: 20, x: 420 },
  { text: "ERIKSSON", y: 165, size: 32, x: 420 },
  { text: "Nombres / Given names", y: 215, size: 20, x: 420 },
  { text: "ANNA MARIA", y: 250, size: 32, x: 420 },
  { text: "Fecha de nacimiento / Date of birth", y: 300, size: 20, x: 420 },
  { text: "12 AGO/AUG 1974", y: 335, size: 32, x: 420 },
  { text: "Sexo / Sex", y: 385, size: 20, x: 420 },
  { text: "F", y: 420, size: 32, x: 420 },
  { text: "Fecha de vencimiento / Date of expiry", y: 470, size: 20, x: 420 },
  { text: "15 ABR/APR 2012", y: 505, size: 32, x: 420 },
  { text: "P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<", y: 640, size: 36, mono: true, x: 40 },
  { text: "L898902C36UTO7408122F1204159ZE184226B<<<<<10", y: 700, size: 36, mono: true, x: 40 },
];

const INVOICE = [
  { text: "INVERSIONES LA CEIBA, C.A.", y: 70, size: 36 },
  { text: "RIF: J-00006372-9", y: 115, size: 26 },
  { text: "FACTURA", y: 70, size: 40, x: 1150 },
  { text: "N° 004512", y: 120, size: 30, x: 1150 },
  { text: "Fecha: 14/02/2026", y: 170, size: 28, x: 1150 },
  { text: "Cant.", y: 320, size: 26 },
  { text: "Descripción", y: 320, size: 26, x: 200 },
  { text: "Precio Unit.", y: 320, size: 26, x: 900 },
  { text: "Importe", y: 320, size: 26, x: 1250 },
  ...[
    ["3", "Cable UTP Cat6", "1.250,00", "3.750,00"],
    ["1", "Router inalámbrico", "45.000,00", "45.000,00"],
  ].flatMap(([q, d, u, a], i) => [
    { text: q as string, y: 380 + i * 50, size: 26 },
    { text: d as string, y: 380 + i * 50, size: 26, x: 200 },
    { text: u as string, y: 380 + i * 50, size: 26, x: 900 },
    { text: a as string, y: 380 + i * 50, size: 26, x: 1250 },
  ]),
  { text: "Subtotal:", y: 540, size: 28, x: 900 },
  { text: "48.750,00", y: 540, size: 28, x: 1250 },
  { text: "IVA 16%:", y: 590, size: 28, x: 900 },
  { text: "7.800,00", y: 590, size: 28, x: 1250 },
  { text: "TOTAL:", y: 640, size: 28, x: 900 },
  { text: "56.550,00", y: 640, size: 28, x: 1250 },
];

describe("POST /extract", () => {
  it("reads a real scan into blocks, lines and words with boxes inside the image", async () => {
    const d = await extract(
      readFileSync(join(EVAL, "phototest.tif")),
      { confidence_threshold: "0" },
      "phototest.tif",
    );
    expect(d.text).toMatch(/quick brown dog jumped over the\s+lazy fox/);
    expect(d.image).toEqual({ width: 640, height: 480 });
    expect(d.text_blocks_found).toBe(d.text_blocks.length);
    for (const block of d.text_blocks) {
      expect(block.level).toBe("block");
      for (const line of block.children) {
        expect(line.level).toBe("line");
        for (const word of line.children) {
          expect(word.level).toBe("word");
          expect(word.children).toEqual([]);
          expect(word.confidence).toBeGreaterThanOrEqual(0);
          expect(word.confidence).toBeLessThanOrEqual(1);
          expect(word.bbox.x + word.bbox.width).toBeLessThanOrEqual(640);
          expect(word.bbox.y + word.bbox.height).toBeLessThanOrEqual(480);
          // Word boxes sit inside their line's box.
          expect(word.bbox.x).toBeGreaterThanOrEqual(line.bbox.x);
          expect(word.bbox.y).toBeGreaterThanOrEqual(line.bbox.y - 1);
        }
      }
    }
    const quick = words(d.text_blocks).find((w) => w.text === "quick");
    expect(quick?.confidence).toBeGreaterThan(0.8);
    expect(d.average_ocr_confidence).toBeGreaterThan(0.8);
  });

  it("drops words under confidence_threshold", async () => {
    const bytes = readFileSync(join(EVAL, "phototest.tif"));
    const all = await extract(bytes, { confidence_threshold: "0" });
    const strict = await extract(bytes, { confidence_threshold: "0.95" });
    const kept = words(strict.text_blocks);
    expect(kept.every((w) => w.confidence >= 0.95)).toBe(true);
    expect(kept.length).toBeLessThan(words(all.text_blocks).length);
    expect(strict.words_recognised).toBe(all.words_found);
  });

  it("turns an upside-down page the right way before reading it", async () => {
    const data = await extract(readFileSync(join(EVAL, "phototest-rotated-180.png")), {});
    expect(data.rotation).toBe(180);
    expect(data.text).toMatch(/quick brown dog/);
  });

  it("trusts the caller's upright page, yet still turns one that reads as turned over", async () => {
    const upright = readFileSync(join(EVAL, "phototest.tif"));
    const told = await extractJson("/extract-json", upright, { upright: "true" });
    expect(told.ocr.rotation).toBe(0);
    expect(told.ocr.preprocessing).not.toContain("rotate_180");
    expect(told.text).toMatch(/quick brown dog/);
    // Phase 1 turns a few pages wrong: a page said upright that reads like one upside down is
    // searched all the same, rather than answered as noise.
    const turned = readFileSync(join(EVAL, "phototest-rotated-180.png"));
    const wrong = await extractJson("/extract-json", turned, { upright: "true" });
    expect(wrong.ocr.rotation).toBe(180);
    expect(wrong.text).toMatch(/quick brown dog/);
    // A page left on its side reads well as vertical text; it is turned all the same.
    const sideways = await sharp(upright).rotate(90).png().toBuffer();
    const side = await extractJson("/extract-json", sideways, { upright: "true" });
    expect(side.ocr.rotation).toBe(270);
    expect(side.text).toMatch(/quick brown dog/);
    await readError(await post("/extract-json", turned, { upright: "maybe" }), 400);
  });

  it("reads a portrait page phase 1 left on its side as a page, not as a card", async () => {
    // A real scanned page's first column (portrait, dense print) at 150 dpi, lying on its
    // side: landscape enough to be read first as a card, whose single block cuts the sideways
    // lines into fragments that look like print turned over.
    const scan = sharp(readFileSync(join(EVAL, "8087_054.3B.tif")));
    const column = await scan.extract({ left: 0, top: 0, width: 1500, height: 1980 }).toBuffer();
    const page = await sharp(column).resize({ width: 750 }).png().toBuffer();
    const sideways = await sharp(page).rotate(90).withMetadata({ density: 150 }).png().toBuffer();
    const read = await extractJson("/extract-json", sideways, { upright: "true" });
    expect(read.ocr.rotation).toBe(270);
    // Read as the portrait page it is (Tesseract's own layout analysis), boxes in its pixels.
    expect(read.ocr.psm_applied).toBe(3);
    expect(read.ocr.image).toEqual({ width: 750, height: 990 });
    expect(read.text).toMatch(/Greater Serbia/);
    // Typed, in one column (psm 4), the orientation search turns it sideways too.
    const typed = await extract(sideways, { document_type: "factura" });
    expect(typed.rotation).toBe(270);
    expect(typed.text).toMatch(/Greater Serbia/);
  });

  it("reads the first page of a PDF", async () => {
    const pdf = makePdf(
      ["FACTURA N° 000123", "Distribuidora Ñandú, C.A.", "Total a pagar: 127,02"],
      16,
      180,
    );
    const data = await extract(pdf, { document_type: "factura" }, "f.pdf");
    expect(data.text).toMatch(/FACTURA/);
    expect(data.text).toMatch(/127,02/);
  });

  it("answers an image without text with no blocks, not an error", async () => {
    const data = await extract(await makeImage(800, 600, "png"), {});
    expect(data.text_blocks).toEqual([]);
    expect(data.average_ocr_confidence).toBe(0);
  });

  it("refuses bad input with the documented errors", async () => {
    const png = await makeImage(50, 50, "png");
    await readError(await post("/extract", png, { confidence_threshold: "1.5" }), 400);
    await readError(await post("/extract", png, { document_type: "carnet" }), 400);
    const gif = Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "binary");
    const refusedGif = await readError(await post("/extract", gif, {}));
    expect(refusedGif.error.code).toBe("INVALID_IMAGE_FORMAT");
    const corrupt = Buffer.concat([png.subarray(0, 8), Buffer.alloc(40, 0x41)]);
    await readError(await post("/extract", corrupt, {}), 422);
    const brokenPdf = Buffer.from("%PDF-1.4\nthis is not a pdf\n", "latin1");
    const pdf = await readError(await post("/extract", brokenPdf, {}, "x.pdf"), 422);
    expect(pdf.error.code).toBe("OCR_EXTRACTION_FAILED");
    const none = await fetch(`${svc.url}/extract`, {
      method: "POST",
      headers: auth,
      body: multipartForm([], { document_type: "cedula" }),
    });
    expect(none.status).toBe(400);
  });
});

describe("POST /extract-json", () => {
  it("extracts and normalises a cédula from its image", async () => {
    const png = await renderPage(CEDULA);
    const data = await extractJson("/extract-json", png, {
      document_type: "cedula_identidad",
    });
    const s = data.structured_document;
    expect(s.personal_info).toEqual({
      nombres: "MARÍA JOSÉ",
      apellidos: "PÉREZ GÓMEZ",
      nombre_completo: "MARÍA JOSÉ PÉREZ GÓMEZ",
      cedula_numero: "V12345678",
      fecha_nacimiento: "1985-03-15",
    });
    expect(s.additional_info).toEqual({ estado_civil: "soltera", nacionalidad: "VEN" });
    expect(s.document_info).toEqual({
      fecha_expedicion: "2020-02-10",
      fecha_vencimiento: "2030-02-10",
    });
    const meta = s.metadata;
    expect(meta.document_type).toBe("cedula_identidad");
    expect(meta.missing_required_fields).toEqual([]);
    expect(meta.raw_values.cedula_numero).toBe("V-12.345.678");
    expect(meta.field_confidence.cedula_numero).toBeGreaterThan(0.7);
    expect(Number.isNaN(Date.parse(meta.extraction_timestamp))).toBe(false);
    expect(["excellent", "good"]).toContain(meta.quality_assessment.quality_level);
    expect(data.phase_5_6).toEqual({
      text_blocks_found: data.ocr.text_blocks_found,
      average_ocr_confidence: data.ocr.average_ocr_confidence,
      fields_extracted: 9,
    });
    expect(data.extracted_data.cedula_numero).toBe("V12345678");
    expect(data.confidence_scores.cedula_numero).toBe(meta.field_confidence.cedula_numero);
  });

  it("decides the type itself with auto, folds in the image quality, and answers at /extract_json", async () => {
    const png = await renderPage(CEDULA);
    const quality = JSON.stringify({ quality_score: 0.4, recommendations: ["Image is blurred"] });
    const data = await extractJson("/extract_json", png, {
      document_type: "auto",
      quality,
    });
    expect(data.document_type).toBe("cedula_identidad");
    expect(data.type_detection?.confidence).toBeGreaterThan(0.6);
    const qa = data.structured_document.metadata.quality_assessment;
    expect(qa.components.image_quality).toBe(0.4);
    expect(qa.recommendations).toContain("Image is blurred");
    await readError(await post("/extract-json", png, { quality: "{not json" }), 400);
  });

  it("verifies a passport's MRZ check digits and cross-checks the visual zone", async () => {
    const png = await renderPage(PASSPORT, { width: 1100, height: 760 });
    const data = await extractJson("/extract-json", png, {
      document_type: "auto",
    });
    expect(data.document_type).toBe("pasaporte");
    const s = data.structured_document;
    const mrz = z
      .object({
        check_digits_valid: z.boolean(),
        fields: z.record(z.string(), z.unknown()),
        cross_check: z.record(z.string(), z.unknown()),
      })
      .parse(s.mrz);
    expect(mrz.check_digits_valid).toBe(true);
    expect(mrz.fields).toMatchObject({
      document_number: "L898902C3",
      birth_date: "1974-08-12",
      expiry_date: "2012-04-15",
    });
    expect(mrz.cross_check).toMatchObject({
      apellidos: "match",
      nombres: "match",
      fecha_nacimiento: "match",
      sexo: "match",
    });
    // The visual zone has no passport number: it comes from the verified MRZ.
    expect(s.document_info).toMatchObject({
      numero_pasaporte: "L898902C3",
      fecha_vencimiento: "2012-04-15",
    });
    // The holder's signature and the issue date share the space under the issue date's
    // label: the date is its value, not the name.
    const signed = await renderPage(
      [
        ...PASSPORT,
        { text: "Fecha de expedición / Date of issue", y: 530, size: 20, x: 40 },
        { text: "ANNA ERIKSSON", y: 570, size: 24, x: 40 },
        { text: "16 ABR/APR 2002", y: 570, size: 28, x: 300 },
      ],
      { width: 1100, height: 760 },
    );
    const issued = await extractJson("/extract-json", signed, {
      document_type: "pasaporte",
    });
    expect(issued.structured_document.document_info).toMatchObject({
      fecha_expedicion: "2002-04-16",
    });
  });

  it("reads an invoice laid out in columns and checks its arithmetic", async () => {
    const png = await renderPage(INVOICE, { width: 1600, height: 720 });
    const data = await extractJson("/extract-json", png, {
      document_type: "factura",
    });
    const s = data.structured_document;
    expect(s.invoice_info).toEqual({ numero: "004512", numero_control: null, fecha: "2026-02-14" });
    expect(s.issuer).toEqual({ emisor: "INVERSIONES LA CEIBA, C.A.", rif: "J000063729" });
    expect(s.totals).toEqual({ subtotal: 48750, iva: 7800, total: 56550 });
    const items = z.array(z.object({ amount: z.number() })).parse(s.line_items);
    expect(items.map((i) => i.amount)).toEqual([3750, 45000]);
    expect(s.arithmetic_check).toMatchObject({
      consistent: true,
      items_sum_matches_subtotal: true,
      iva_matches_rate: true,
    });
  });

  it("answers an empty but valid document with a recommendation for a blank page", async () => {
    const data = await extractJson("/extract-json", await makeImage(900, 600, "jpeg"), {
      document_type: "ficha_residencia",
    });
    const s = data.structured_document;
    expect(s.personal_info).toMatchObject({ nombres: null, cedula_numero: null });
    expect(s.metadata.quality_assessment.quality_level).toBe("poor");
    expect(s.metadata.quality_assessment.recommendations[0]).toMatch(/No text was found/);
    expect(s.metadata.missing_required_fields).toContain("nombres");
    expect(data.phase_5_6.fields_extracted).toBe(0);
  });

  it("reads drawn checkbox squares, their states and labels on a form", async () => {
    // Boxes at 300 dpi are ~44 px; labels sit to their right, as on printed forms.
    const png = await renderPage(
      [
        { text: "SOLICITUD DE EMPLEO", y: 80, size: 44 },
        { text: "Nombre completo: ANA RUIZ", y: 170 },
        { text: "Disponibilidad:", y: 280 },
        { text: "Tiempo completo", x: 422, y: 280 },
        { text: "Medio tiempo", x: 822, y: 280 },
        { text: "Por horas", x: 1162, y: 280 },
        { text: "Posee: Octavo grado", y: 380 },
        { text: "Licencia de conducir", x: 522, y: 380 },
        // A frame far larger than a checkbox, with text inside: not a box.
        { text: "Para uso de la institución", x: 900, y: 560 },
      ],
      { width: 1600, height: 700 },
      [
        { x: 360, y: 246, size: 44, checked: false },
        { x: 760, y: 246, size: 44, checked: true },
        { x: 1100, y: 246, size: 44, checked: false },
        { x: 460, y: 346, size: 44, checked: true },
        { x: 860, y: 480, size: 600, height: 150 },
      ],
    );
    const data = await extractJson("/extract-json", png, {
      document_type: "formulario",
    });
    const s = data.structured_document;
    expect(s.checkboxes).toEqual({
      "Tiempo completo": false,
      "Medio tiempo": true,
      "Por horas": false,
      "Licencia de conducir": true,
    });
    const details = z
      .array(z.object({ bbox: z.object({ x: z.number(), width: z.number() }), source: z.string() }))
      .parse(s.checkbox_details);
    expect(details.map((d) => d.source)).toEqual(["pixels", "pixels", "pixels", "pixels"]);
    // Boxes are in the upload's pixels.
    expect(details[1]?.bbox.x).toBeGreaterThanOrEqual(756);
    expect(details[1]?.bbox.x).toBeLessThanOrEqual(764);
    // Switching checkbox detection off drops the group's content.
    await fetch(`${svc.url}/configure-ocr`, {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({ document_type: "formulario", config: { checkbox_detection: false } }),
    });
    try {
      const off = await extractJson("/extract-json", png, {
        document_type: "formulario",
      });
      expect(off.structured_document.checkboxes).toBeUndefined();
    } finally {
      await fetch(`${svc.url}/configure-ocr`, {
        method: "POST",
        headers: { ...auth, "content-type": "application/json" },
        body: JSON.stringify({ document_type: "formulario", reset: true }),
      });
    }
  });
  it("reads a form's values written on dotted lines without the dots", async () => {
    // A residence letter filled on dotted lines: typed leaders after the values, a dotted
    // line under the last one.
    const lines = [
      { text: "CARTA DE RESIDENCIA", x: 500, y: 80, size: 44 },
      { text: "Nombres: LEONOR MARISOL ...........................................", y: 180 },
      { text: "Apellidos: ZAMBRANO PARRA .......................................", y: 250 },
      { text: "Ocupación:", y: 320 },
      { text: "ABOGADA", x: 260, y: 316, size: 38 },
    ];
    const dots = Array.from({ length: 70 }, (_, i) => ({ x: 250 + i * 16, y: 326, size: 3 }));
    const png = await renderPage(lines, { width: 1500, height: 400 }, dots);
    const data = await extractJson("/extract-json", png, { document_type: "ficha_residencia" });
    expect(data.ocr.preprocessing).toContain("remove_leaders");
    expect(data.text).not.toContain("....");
    expect(data.structured_document.personal_info).toMatchObject({
      nombres: "LEONOR MARISOL",
      apellidos: "ZAMBRANO PARRA",
    });
    expect(data.structured_document.additional_info).toMatchObject({ ocupacion: "abogada" });
  });
  it("reads a ficha's framed fields, a one-letter nationality too, with or without the frames", async () => {
    // Each field in its own thin frame, as printed fichas are; two fields per row.
    const rows = [
      ["Nombres", "ROSA SOFÍA", "Apellidos", "FERNÁNDEZ NÚÑEZ"],
      ["Cédula de identidad", "V-5116561", "Fecha de nacimiento", "19-10-1949"],
      ["Nacionalidad", "V", "Estado civil", "VIUDA"],
    ];
    const lines = [{ text: "FICHA DE RESIDENCIA", x: 560, y: 80, size: 44 }];
    const frames = [];
    for (const [i, [l1, v1, l2, v2]] of rows.entries()) {
      const y = 150 + i * 130;
      lines.push(
        { text: l1 as string, x: 70, y: y + 70, size: 30 },
        { text: v1 as string, x: 420, y: y + 70, size: 34 },
        { text: l2 as string, x: 870, y: y + 70, size: 30 },
        { text: v2 as string, x: 1220, y: y + 70, size: 34 },
      );
      frames.push(
        { x: 50, y, size: 760, height: 110, lineWidth: 3 },
        { x: 850, y, size: 760, height: 110, lineWidth: 3 },
      );
    }
    const png = await renderPage(lines, { width: 1660, height: 600 }, frames);
    const data = await extractJson("/extract-json", png, {
      document_type: "ficha_residencia",
    });
    // Fichas are read with their frames by default (see the README's measurements).
    expect(data.ocr.preprocessing).not.toContain("remove_rules");
    expect(data.structured_document.personal_info).toMatchObject({
      nombres: "ROSA SOFÍA",
      cedula_numero: "V5116561",
      fecha_nacimiento: "1949-10-19",
    });
    expect(data.structured_document.additional_info).toMatchObject({
      nacionalidad: "VEN",
      estado_civil: "viuda",
    });
    // line_detection on: the frames are whitened first, and the same fields are read.
    await fetch(`${svc.url}/configure-ocr`, {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({ document_type: "ficha_residencia", config: { line_detection: true } }),
    });
    try {
      const on = await extractJson("/extract-json", png, {
        document_type: "ficha_residencia",
      });
      expect(on.ocr.preprocessing).toContain("remove_rules");
      expect(on.structured_document.personal_info).toMatchObject({
        nombres: "ROSA SOFÍA",
        cedula_numero: "V5116561",
      });
      expect(on.structured_document.additional_info).toMatchObject({
        nacionalidad: "VEN",
      });
    } finally {
      await fetch(`${svc.url}/configure-ocr`, {
        method: "POST",
        headers: { ...auth, "content-type": "application/json" },
        body: JSON.stringify({ document_type: "ficha_residencia", reset: true }),
      });
    }
  });
});
