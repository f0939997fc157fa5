import {
  listenForTest,
  multipartForm,
  parsePrometheus,
  type RunningService,
  readData,
  readError,
  startRedis,
} from "@iris/kit/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { readConfig } from "../config";
import { extractJsonData, readingContract } from "../contract";
import { renderPage } from "../testing";

const auth = { authorization: "Bearer t" };
const redis = await startRedis("ocr-extractor readings shared in Redis");
const services: RunningService[] = [];

async function service(env: Record<string, string> = {}): Promise<RunningService> {
  const svc = await listenForTest(
    await buildApp(
      readConfig({ LOG_LEVEL: "silent", SERVICE_TOKEN: "t", OCR_WORKERS: "1", ...env }),
    ),
  );
  services.push(svc);
  return svc;
}

/** A plain invoice: it names itself in large type and prints a tax id, items, tax and total. */
const INVOICE = [
  { text: "FACTURA", y: 90, size: 64, x: 1100 },
  { text: "Comercial Los Andes, C.A.", y: 80, size: 30 },
  { text: "RIF: J-40123456-7", y: 125, size: 26 },
  { text: "Cliente: Ana Torres", y: 220, size: 26 },
  { text: "Cant.   Descripción            Precio     Importe", y: 320, size: 26 },
  { text: "2       Silla de oficina       850,00     1.700,00", y: 370, size: 26 },
  { text: "Subtotal: 1.700,00", y: 480, size: 28, x: 900 },
  { text: "IVA (16%): 272,00", y: 530, size: 28, x: 900 },
  { text: "TOTAL: 1.972,00", y: 580, size: 28, x: 900 },
];

let page: Buffer;
beforeAll(async () => {
  page = await renderPage(INVOICE, { width: 1600, height: 700 });
});
afterAll(async () => {
  await Promise.all(services.map((s) => s.close()));
  await redis?.stop();
});

/** The page read by /extract-json; its `data`, read with the contract. */
async function read(svc: RunningService, fields: Record<string, string>) {
  const res = await fetch(`${svc.url}/extract-json`, {
    method: "POST",
    headers: auth,
    body: multipartForm([{ name: "page.png", bytes: page }], fields),
  });
  return readData(res, extractJsonData);
}

/** POST /readings/{id}/extract-json: the raw answer. */
function reapplyRes(svc: RunningService, id: string, documentType: string) {
  return fetch(`${svc.url}/readings/${id}/extract-json`, {
    method: "POST",
    headers: { ...auth, "content-type": "application/json" },
    body: JSON.stringify({ document_type: documentType }),
  });
}

/** Another type applied to a kept reading; the `data`, read with the contract. */
async function reapply(svc: RunningService, id: string, documentType: string) {
  return readData(await reapplyRes(svc, id, documentType), readingContract.data);
}

async function pagesRead(svc: RunningService): Promise<number> {
  const res = await fetch(`${svc.url}/metrics`, { headers: auth });
  const family = parsePrometheus(await res.text()).find((f) => f.name === "ocr_pages_total");
  return (family?.samples ?? []).reduce((n, s) => n + s.value, 0);
}

describe("a page read once", () => {
  it("answers the text's type with calibrated evidence per type, and keeps the reading", async () => {
    const svc = await service();
    const d = await read(svc, { document_type: "auto", keep_reading: "true" });
    expect(d.document_type).toBe("factura");
    const probabilities = d.type_detection?.probabilities;
    expect(probabilities?.factura).toBeGreaterThan(0.9);
    expect(Object.values(probabilities ?? {}).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 2);
    expect(d.type_detection?.top_3[0]?.class).toBe("factura");
    expect(d.reading?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(d.reading?.expires_in_seconds).toBeGreaterThan(0);

    // Another type on the same reading: its fields, the same text, and no page read again.
    const before = await pagesRead(svc);
    const again = await reapply(svc, String(d.reading?.id), "form");
    expect(again.document_type).toBe("formulario");
    expect(again.structured_document.metadata.document_type).toBe("formulario");
    expect(again.text).toBe(d.text);
    expect(await pagesRead(svc)).toBe(before);
  }, 120_000);

  it("keeps nothing unless asked, and answers 404 for a reading that is gone", async () => {
    const svc = await service();
    expect((await read(svc, { document_type: "auto" })).reading).toBeUndefined();
    const gone = await readError(await reapplyRes(svc, crypto.randomUUID(), "factura"), 404);
    expect(gone.error.code).toBe("NOT_FOUND");
    await readError(await reapplyRes(svc, "..%2F..%2Fetc", "factura"), 400);
    await readError(await reapplyRes(svc, crypto.randomUUID(), "licencia"), 400);
  }, 120_000);

  it("is not kept when it does not fit in READING_CACHE_MB", async () => {
    const svc = await service({ READING_CACHE_MB: "0" });
    const data = await read(svc, { document_type: "auto", keep_reading: "true" });
    expect(data.document_type).toBe("factura");
    expect(data.reading).toBeNull();
  }, 120_000);
});

describe.skipIf(!redis)("readings in Redis", () => {
  it("are shared by every replica", async () => {
    const env = { REDIS_URL: redis?.url as string };
    const [a, b] = [await service(env), await service(env)];
    const first = await read(a, { document_type: "auto", keep_reading: "true" });
    const id = String(first.reading?.id);
    expect(first.reading?.id).toBeTruthy();
    const before = await pagesRead(b);
    const again = await reapply(b, id, "factura");
    expect(again.extracted_data).toEqual(first.extracted_data);
    expect(await pagesRead(b)).toBe(before);
  }, 120_000);
});
