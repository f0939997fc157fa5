import {
  listenForTest,
  multipartForm,
  parsePrometheus,
  type RunningService,
  readData,
} from "@iris/kit/testing";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { readConfig } from "../config";
import { extractJsonData } from "../contract";
import { renderPage } from "../testing";

const auth = { authorization: "Bearer t" };

/** A service whose second readings have `budgetMs` (as OCR_SECOND_READING_BUDGET_MS). */
async function service(budgetMs: number) {
  return listenForTest(
    await buildApp(
      readConfig({
        LOG_LEVEL: "silent",
        SERVICE_TOKEN: "t",
        OCR_ENGINE: "js",
        OCR_WORKERS: "1",
        OCR_SECOND_READING_BUDGET_MS: String(budgetMs),
      }),
    ),
  );
}

/**
 * A cédula photo held upside down whose number has a digit too many and whose birth date
 * lies in the future: two required fields fail their checks, so the page qualifies for a
 * second reading (with contrast; its print is large, so none enlarged).
 */
const card = await sharp(
  await renderPage(
    [
      { text: "CÉDULA DE IDENTIDAD", y: 60, size: 34 },
      { text: "Nombres: MARÍA JOSÉ", y: 130, size: 30 },
      { text: "Apellidos: PÉREZ GÓMEZ", y: 195, size: 30 },
      { text: "V 123456789", y: 260, size: 30 },
      { text: "Fecha de nacimiento: 15/03/2090", y: 325, size: 30 },
    ],
    { width: 1000, height: 360 },
  ),
)
  .rotate(180)
  .png()
  .toBuffer();

async function extract(svc: RunningService, bytes: Buffer = card) {
  const res = await fetch(`${svc.url}/extract-json`, {
    method: "POST",
    headers: auth,
    body: multipartForm([{ name: "card.png", bytes }], {
      document_type: "cedula_identidad",
    }),
  });
  return readData(res, extractJsonData);
}

async function secondReadings(svc: RunningService): Promise<Record<string, number>> {
  const res = await fetch(`${svc.url}/metrics`, { headers: auth });
  const family = parsePrometheus(await res.text()).find(
    (f) => f.name === "ocr_second_readings_total",
  );
  return Object.fromEntries(
    (family?.samples ?? []).map((s) => [s.labels.outcome ?? "", s.value] as const),
  );
}

let roomy: RunningService;
let none: RunningService;
beforeAll(async () => {
  [roomy, none] = await Promise.all([service(600_000), service(0)]);
});
afterAll(async () => {
  await Promise.all([roomy.close(), none.close()]);
});

describe("second readings of a page whose fields mostly failed", () => {
  it("are read while they fit in the budget", async () => {
    const data = await extract(roomy);
    expect(data.ocr.rotation).toBe(180);
    expect(data.extracted_data).toMatchObject({ nombres: "MARÍA JOSÉ" });
    expect(await secondReadings(roomy)).toEqual({ read: 1 });
  });

  it("are skipped when they would overrun it, and the first reading is answered", async () => {
    const data = await extract(none);
    expect(data.ocr.rotation).toBe(180);
    expect(data.extracted_data).toMatchObject({ nombres: "MARÍA JOSÉ" });
    expect(data.fields.cedula_numero?.valid).toBe(false);
    expect(await secondReadings(none)).toEqual({ over_budget: 1 });
  });

  it("are not started once the caller has gone away, and the service keeps serving", async () => {
    const caller = new AbortController();
    const request = fetch(`${roomy.url}/extract-json`, {
      method: "POST",
      headers: auth,
      body: multipartForm([{ name: "card.png", bytes: card }], {
        document_type: "cedula_identidad",
      }),
      signal: caller.signal,
    }).catch((error: unknown) => error);
    // Gone during the first reading (usually: four orientations are tried).
    await new Promise((resolve) => setTimeout(resolve, 300));
    caller.abort();
    expect(await request).toBeInstanceOf(Error);
    let counts: Record<string, number> = {};
    for (let i = 0; i < 120 && !counts.abandoned; i++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      counts = await secondReadings(roomy);
    }
    // The test before read one; this page's one was never started (the first reading, with
    // its orientation search, outlasts the 300 ms).
    expect(counts).toEqual({ read: 1, abandoned: 1 });
    await extract(roomy);
  }, 90_000);
});
