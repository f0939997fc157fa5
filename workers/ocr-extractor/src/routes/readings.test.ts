import {
  listenForTest,
  multipartForm,
  parsePrometheus,
  type RunningService,
  startRedis,
} from "@iris/kit/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { readConfig } from "../config";
import type { ExtractionAnswer } from "../pipeline";
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

async function read(svc: RunningService, fields: Record<string, string>) {
  const res = await fetch(`${svc.url}/extract-json`, {
    method: "POST",
    headers: auth,
    body: multipartForm([{ name: "page.png", bytes: page }], fields),
  });
  return { status: res.status, body: (await res.json()) as { data: ExtractionAnswer } };
}

async function reapply(svc: RunningService, id: string, documentType: string) {
  const res = await fetch(`${svc.url}/readings/${id}/extract-json`, {
    method: "POST",
    headers: { ...auth, "content-type": "application/json" },
    body: JSON.stringify({ document_type: documentType }),
  });
  return {
    status: res.status,
    body: (await res.json()) as { data: ExtractionAnswer; error?: { code: string } },
  };
}

async function pagesRead(svc: RunningService): Promise<number> {
  const res = await fetch(`${svc.url}/metrics`, { headers: auth });
  const family = parsePrometheus(await res.text()).find((f) => f.name === "ocr_pages_total");
  return (family?.samples ?? []).reduce((n, s) => n + s.value, 0);
}

describe("a page read once", () => {
  it("answers the text's type with calibrated evidence per type, and keeps the reading", async () => {
    const svc = await service();
    const { status, body } = await read(svc, { document_type: "auto", keep_reading: "true" });
    expect(status).toBe(200);
    const d = body.data;
    expect(d.document_type).toBe("factura");
    const probabilities = d.type_detection?.probabilities as Record<string, number>;
    expect(probabilities.factura).toBeGreaterThan(0.9);
    expect(Object.values(probabilities).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 2);
    expect(d.type_detection?.top_3[0]?.class).toBe("factura");
    expect(d.reading?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(d.reading?.expires_in_seconds).toBeGreaterThan(0);

    // Another type on the same reading: its fields, the same text, and no page read again.
    const before = await pagesRead(svc);
    const again = await reapply(svc, d.reading?.id as string, "form");
    expect(again.status).toBe(200);
    expect(again.body.data.document_type).toBe("formulario");
    expect(again.body.data.structured_document.metadata.document_type).toBe("formulario");
    expect(again.body.data.text).toBe(d.text);
    expect(await pagesRead(svc)).toBe(before);
  }, 120_000);

  it("keeps nothing unless asked, and answers 404 for a reading that is gone", async () => {
    const svc = await service();
    const { body } = await read(svc, { document_type: "auto" });
    expect(body.data.reading).toBeUndefined();
    const gone = await reapply(svc, crypto.randomUUID(), "factura");
    expect(gone.status).toBe(404);
    expect(gone.body.error?.code).toBe("NOT_FOUND");
    const bad = await reapply(svc, "..%2F..%2Fetc", "factura");
    expect(bad.status).toBe(400);
    const badType = await reapply(svc, crypto.randomUUID(), "licencia");
    expect(badType.status).toBe(400);
  }, 120_000);

  it("is not kept when it does not fit in READING_CACHE_MB", async () => {
    const svc = await service({ READING_CACHE_MB: "0" });
    const { body } = await read(svc, { document_type: "auto", keep_reading: "true" });
    expect(body.data.document_type).toBe("factura");
    expect(body.data.reading).toBeNull();
  }, 120_000);
});

describe.skipIf(!redis)("readings in Redis", () => {
  it("are shared by every replica", async () => {
    const env = { REDIS_URL: redis?.url as string };
    const [a, b] = [await service(env), await service(env)];
    const { body } = await read(a, { document_type: "auto", keep_reading: "true" });
    const id = body.data.reading?.id as string;
    expect(id).toBeTruthy();
    const before = await pagesRead(b);
    const again = await reapply(b, id, "factura");
    expect(again.status).toBe(200);
    expect(again.body.data.extracted_data).toEqual(body.data.extracted_data);
    expect(await pagesRead(b)).toBe(before);
  }, 120_000);
});
