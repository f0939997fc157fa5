import { isIrisError } from "@iris/kit";
import { afterAll, describe, expect, it } from "vitest";
import { buildDocument, type ExtractionRequest } from "./build-document";
import { ExtractionThread } from "./extraction-thread";
import { linesFromText } from "./text-lines";

const on = { checkboxes: true, tables: true, fields: true };

const FICHA = `FICHA DE RESIDENCIA
Nombres: María José
Apellidos: Nunez Pena
Cédula: V-9.876.543
Fecha de nacimiento: 02-07-71
Dirección: Av. Bolivar, Edif. Sol, Piso 3, Caracas
Teléfono: 0414-123.45.67
Estado civil: Casada`;

function request(documentType: ExtractionRequest["documentType"] = "auto"): ExtractionRequest {
  return {
    lines: linesFromText(FICHA),
    documentType,
    ocrConfidence: 0.95,
    wordCount: 30,
    options: () => on,
    normalise: { phoneRegion: "VE", today: new Date("2026-06-01T00:00:00Z") },
    elapsedSeconds: 0,
  };
}

const threads: ExtractionThread[] = [];
const thread = (timeoutMs = 120_000) => {
  const t = new ExtractionThread(timeoutMs);
  threads.push(t);
  return t;
};
afterAll(async () => {
  for (const t of threads) await t.close();
});

/** What a caller reads: everything but the clock (timestamp, processing time). */
function readable(doc: ReturnType<typeof buildDocument>) {
  const { metadata, ...groups } = doc.structured_document;
  const { extraction_timestamp: _at, processing_time: _took, ...rest } = metadata;
  return { ...doc, structured_document: { ...groups, metadata: rest } };
}

describe("phase 6 on its own thread", () => {
  it("answers what buildDocument answers in process, accents restored there", async () => {
    const extraction = thread();
    await extraction.warm();
    const off = await extraction.build(request());
    expect(readable(off)).toEqual(readable(buildDocument(request())));
    expect(off.extracted_data.apellidos).toBe("NÚÑEZ PEÑA");
    expect(await extraction.detect(linesFromText(FICHA))).toBe("ficha_residencia");
  }, 60_000);

  it("answers a failing extraction OCR_EXTRACTION_FAILED and goes on serving", async () => {
    const extraction = thread();
    const failed = await extraction
      .build(request("no_such_type" as ExtractionRequest["documentType"]))
      .catch((e: unknown) => e);
    expect(isIrisError(failed) && failed.code).toBe("OCR_EXTRACTION_FAILED");
    expect((await extraction.build(request())).document_type).toBe("ficha_residencia");
  }, 60_000);

  it("fails a request not answered in time alone; the next one gets a new thread", async () => {
    const hurried = thread(1);
    const late = await hurried.build(request()).catch((e: unknown) => e);
    expect(isIrisError(late) && late.message).toBe("field extraction timed out");
    const patient = thread();
    expect((await patient.build(request())).document_type).toBe("ficha_residencia");
  }, 60_000);
});
