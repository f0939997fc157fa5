import {
  listenForTest,
  parsePrometheus,
  type RunningService,
  readData,
  readError,
  readHealth,
} from "@iris/kit/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app";
import { readConfig } from "./config";
import { configureOcrContract, extractTextContract, supportedTypesContract } from "./contract";

const auth = { authorization: "Bearer t" };
const json = { ...auth, "content-type": "application/json" };
let svc: RunningService;

beforeAll(async () => {
  svc = await listenForTest(
    await buildApp(readConfig({ LOG_LEVEL: "silent", SERVICE_TOKEN: "t", OCR_WORKERS: "1" })),
  );
});
afterAll(() => svc.close());

/** POSTs JSON to a route: the raw answer. */
function post(path: string, body: unknown): Promise<Response> {
  return fetch(`${svc.url}${path}`, { method: "POST", headers: json, body: JSON.stringify(body) });
}

/** POST /configure-ocr; the `data`, read with its contract (200 expected). */
async function configure(body: unknown) {
  return readData(await post("/configure-ocr", body), configureOcrContract.data);
}

/** POST /extract-text (or its alias); the `data`, read with its contract (200 expected). */
async function extractText(body: unknown, path = "/extract-text") {
  return readData(await post(path, body), extractTextContract.data);
}

describe("ocr-extractor service", () => {
  it("reports itself healthy with its OCR engine", async () => {
    const res = await fetch(`${svc.url}/health`);
    expect(res.status).toBe(200);
    const health = await readHealth(res);
    expect(health).toMatchObject({ service: "ocr-extractor", status: "healthy" });
    // OCR_ENGINE=auto: the native addon where it is built, tesseract.js elsewhere.
    expect(["libtesseract", "tesseract.js"]).toContain(health.checks.ocr_engine?.engine);
  });

  it("serves Prometheus metrics to a caller with the service token", async () => {
    const res = await fetch(`${svc.url}/metrics`, { headers: auth });
    expect(res.status).toBe(200);
    const names = parsePrometheus(await res.text()).map((f) => f.name);
    expect(names).toContain("http_request_duration_seconds");
    expect(names).toContain("ocr_pages_total");
  });

  it("lists the supported types with their OCR configuration and fields", async () => {
    const res = await fetch(`${svc.url}/supported-types`, { headers: auth });
    const { types } = await readData(res, supportedTypesContract.data);
    const byType = Object.fromEntries(types.map((t) => [t.document_type, t]));
    expect(Object.keys(byType).sort()).toEqual([
      "cedula_identidad",
      "factura",
      "ficha_residencia",
      "formulario",
      "pasaporte",
    ]);
    expect(byType.cedula_identidad?.ocr_config).toMatchObject({ lang: "es", psm: 6, dpi: 300 });
    expect(byType.factura?.ocr_config).toMatchObject({
      lang: "es+en",
      psm: 4,
      table_detection: true,
    });
    expect(byType.formulario?.ocr_config).toMatchObject({
      lang: "es",
      psm: 3,
      checkbox_detection: true,
    });
    expect(byType.cedula_identidad?.aliases).toContain("cedula");
    const groups = byType.ficha_residencia?.fields.map((f) => `${f.group}.${f.name}`);
    expect(groups).toEqual(
      expect.arrayContaining([
        "contact_info.telefono",
        "additional_info.ocupacion",
        "personal_info.cedula_numero",
      ]),
    );
  });

  it("changes a type's OCR configuration, validating it, and can reset it", async () => {
    const changed = await configure({
      document_type: "cedula",
      config: { psm: 4, preprocessing: ["denoise", "sharpen"] },
    });
    expect(changed.previous.psm).toBe(6);
    expect(changed.config).toMatchObject({
      psm: 4,
      dpi: 300,
      preprocessing: ["denoise", "sharpen"],
    });
    const listed = await fetch(`${svc.url}/supported-types`, { headers: auth });
    const { types } = await readData(listed, supportedTypesContract.data);
    expect(types.find((t) => t.document_type === "cedula_identidad")?.ocr_config.psm).toBe(4);
    const reset = await configure({ document_type: "cedula_identidad", reset: true });
    expect(reset.config.psm).toBe(6);
  });

  it("refuses invalid OCR configurations with 400 naming the problem", async () => {
    const cases: [unknown, RegExp][] = [
      [{ document_type: "cedula", psm: 42 }, /psm/],
      [{ document_type: "cedula", lang: "fr" }, /lang/],
      [{ document_type: "cedula", preprocessing: ["blur"] }, /preprocessing/],
      [{ document_type: "cedula", colour: true }, /colour|unrecognized/i],
      [{ document_type: "licencia", psm: 6 }, /licencia/],
      [{ document_type: "cedula" }, /nothing to configure/],
    ];
    for (const [body, pattern] of cases) {
      const { error } = await readError(await post("/configure-ocr", body), 400);
      expect(error.code, JSON.stringify(body)).toBe("VALIDATION_ERROR");
      expect(`${error.message} ${error.details}`).toMatch(pattern);
    }
  });

  it("extracts fields from text alone (the gateway's /phase4/extract)", async () => {
    const data = await extractText({
      text: "CÉDULA DE IDENTIDAD\nNombres: ANA LUCÍA\nApellidos: ÑÁÑEZ\nC.I. V-20.123.456\nFecha de nacimiento: 3 de enero de 1999",
      document_type: "auto",
    });
    expect(data.document_type).toBe("cedula_identidad");
    expect(data.structured_document.personal_info).toMatchObject({
      nombres: "ANA LUCÍA",
      apellidos: "ÑÁÑEZ",
      cedula_numero: "V20123456",
      fecha_nacimiento: "1999-01-03",
    });
    expect(data.structured_document.additional_info).toMatchObject({
      nacionalidad: "VEN",
    });
    // Five read, and the nationality its V cédula number gives (venezolano).
    expect(data.phase_5_6.fields_extracted).toBe(6);
    expect(data.ocr.engine).toBe("none");
    await extractText({ text: "Nombres: ANA", document_type: "cedula" }, "/extract_text");
  });

  it("leaves form frame strokes OCR read beside a value out of it, and takes no label for a value", async () => {
    const data = await extractText({
      // A boxed form as OCR reads it: the box's left side as "|" or "l", a corner as "]".
      text: "FICHA DE RESIDENCIA\nNOMBRES\n| ANA MARÍA\nAPELLIDOS\nl RUIZ PÉREZ ]\nOCUPACIÓN\n] f TELÉFONO\nTELÉFONO: 0412 555 1234\nCORREO ELECTRÓNICO\nl ana.ruiz@gmail.com",
      document_type: "ficha_residencia",
    });
    expect(data.extracted_data).toMatchObject({
      nombres: "ANA MARÍA",
      apellidos: "RUIZ PÉREZ",
      nombre_completo: "ANA MARÍA RUIZ PÉREZ",
      email: "ana.ruiz@gmail.com",
      telefono: "+584125551234",
    });
    expect(data.fields.apellidos?.raw).toBe("RUIZ PÉREZ");
    // The cell under "OCUPACIÓN" holds the next label, not an occupation.
    expect(data.extracted_data.ocupacion ?? null).toBeNull();
  });

  it("reads values beside labels OCR garbled on a blurred form, and leaves names alone", async () => {
    const data = await extractText({
      text: [
        "FICHA DE RESIDENCIA",
        "Nombres: ANA MARÍA Apellidos: TELLO RUIZ",
        "Cedula de ldentidd: V-20.123.456",
        "Estado cvil: CASADA",
        "Ocupacón: DOCENTE",
        "Correa elertrenico: ana.tello@gmail.com",
        "Telefno: 0412 555 1234",
        "Dirección: Calle Nacionel 5, Maracay",
      ].join("\n"),
      document_type: "ficha_residencia",
    });
    expect(data.extracted_data).toMatchObject({
      apellidos: "TELLO RUIZ",
      cedula_numero: "V20123456",
      estado_civil: "casada",
      ocupacion: "docente",
      email: "ana.tello@gmail.com",
      telefono: "+584125551234",
      direccion: "Calle Nacionel 5, Maracay",
    });
  });

  it("reads the values of garbled Domicilio, Celular and Profesión captions", async () => {
    const data = await extractText({
      text: [
        "SOLICITUD DE MATRÍCULA",
        "Apellidos y nombre: ROSA GUZMÁN QUINTERO",
        "Profesén: ESTUDIANTE",
        "Domivilio: AVENIDA ANCHA, 137, 45372 VITORIA-GASTEIZ",
        "Celula: 0414 928 3353",
      ].join("\n"),
      document_type: "formulario",
    });
    expect(data.extracted_data).toMatchObject({
      ocupacion: "estudiante",
      direccion: "Avenida Ancha, 137, 45372 Vitoria-Gasteiz",
      telefono: "+584149283353",
    });
  });

  it("reads a form's dates month first when one of them can only be read so", async () => {
    const data = await extractText({
      text: [
        "PROOF OF RESIDENCY AFFIDAVIT",
        "Last name(s) / Apellido(s): SÁNCHEZ GARCÍA",
        "First name(s) / Nombre(s): YOLANDA",
        "Date of birth / Fecha de nacimiento: 12/08/1955",
        "Date / Fecha: 03/16/2024",
      ].join("\n"),
      document_type: "ficha_residencia",
    });
    expect(data.extracted_data.fecha_nacimiento).toBe("1955-12-08");
  });

  it("refuses a text request without text or with an unknown type", async () => {
    await readError(await post("/extract-text", { document_type: "cedula" }), 400);
    const unknown = await readError(
      await post("/extract-text", { text: "x", document_type: "carnet" }),
      400,
    );
    expect(unknown.error.details).toMatch(/cedula_identidad/);
  });
});
