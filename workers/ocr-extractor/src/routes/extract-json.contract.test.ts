import {
  expectDocumented,
  fetchOpenApi,
  listenForTest,
  makeImage,
  multipartForm,
  type RunningService,
  readData,
  readError,
} from "@iris/kit/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { readConfig } from "../config";
import { extractJsonData } from "../contract";
import { renderPage, stack } from "../testing";

const auth = { authorization: "Bearer t" };
let svc: RunningService;
beforeAll(async () => {
  svc = await listenForTest(
    await buildApp(
      readConfig({ LOG_LEVEL: "silent", SERVICE_TOKEN: "t", OCR_ENGINE: "js", OCR_WORKERS: "1" }),
    ),
  );
});
afterAll(() => svc.close());

const CEDULA = stack([
  "REPÚBLICA BOLIVARIANA DE VENEZUELA",
  "CÉDULA DE IDENTIDAD",
  "Nombres: MARÍA JOSÉ",
  "Apellidos: PÉREZ GÓMEZ",
  "C.I.: V-12.345.678",
  "Fecha de Nacimiento: 15/03/1985",
]);

function extract(path: string, bytes: Uint8Array, fields: Record<string, string>) {
  return fetch(`${svc.url}${path}`, {
    method: "POST",
    headers: auth,
    body: multipartForm([{ name: "page.png", bytes }], fields),
  });
}

describe("the /extract-json contract", () => {
  it("serves the documented answer for a named type and for auto, under both spellings", async () => {
    const openapi = await fetchOpenApi(svc.url, auth);
    const page = await renderPage(CEDULA);
    for (const [path, fields] of [
      ["/extract-json", { document_type: "cedula", upright: "true" }],
      ["/extract_json", { document_type: "auto", quality: '{"quality_score":0.9}' }],
    ] as const) {
      const res = await extract(path, page, fields);
      const body = await res.clone().json();
      const data = await readData(res, extractJsonData);
      expect(data.document_type).toBe("cedula_identidad");
      expect(data.structured_document.metadata.document_type).toBe("cedula_identidad");
      expectDocumented(openapi, { method: "POST", path, status: 200 }, body);
    }
  }, 120_000);

  it("answers the documented error envelope for an unknown type", async () => {
    const openapi = await fetchOpenApi(svc.url, auth);
    const res = await extract("/extract-json", await makeImage(64, 64), { document_type: "x" });
    const body = await res.clone().json();
    const error = await readError(res, 400);
    expect(error.error.details).toContain("document_type");
    expectDocumented(openapi, { method: "POST", path: "/extract-json", status: 400 }, body);
  });

  it("documents the form with its document types", async () => {
    const openapi = await fetchOpenApi(svc.url, auth);
    const documented = JSON.stringify(openapi.paths["/extract-json"]);
    for (const name of ["document_type", "quality", "upright", "file", "ficha_residencia"])
      expect(documented).toContain(name);
  });
});
