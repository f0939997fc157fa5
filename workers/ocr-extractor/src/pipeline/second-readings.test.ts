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
 * A cédula photo held upside down that shows its name but not its number or dates: most
 * required fields fail, so the page qualifies for the second readings.
 */
const card = await sharp(
  await renderPage(
    [
      { text: "CÉDULA DE IDENTIDAD", y: 70, size: 34 },
      { text: "Nombres: MARÍA JOSÉ", y: 150, size: 30 },
      { text: "Apellidos: PÉREZ GÓMEZ", y: 220, size: 30 },
    ],
    { width: 1000, height: 280 },
  ),
)
  .rotate(180)
  .png()
  .toBuffer();

async function extract(svc: RunningService) {
  const res = await fetch(`${svc.url}/extract-json`, {
    method: "POST",
    headers: auth,
    body: multipartForm([{ name: "card.png", bytes: card }], {
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
    expect(await secondReadings(roomy)).toEqual({ read: 2 });
  });

  it("are skipped when they would overrun it, and the first reading is answered", async () => {
    const data = await extract(none);
    expect(data.ocr.rotation).toBe(180);
    expect(data.extracted_data).toMatchObject({ nombres: "MARÍA JOSÉ" });
    expect(data.structured_document.metadata.missing_required_fields).toContain("cedula_numero");
    expect(await secondReadings(none)).toEqual({ over_budget: 2 });
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
    // The first test read two; of this page's two, at least one was never started (on a fast
    // machine the first reading can end before the abort arrives, and one second reading
    // starts in time).
    expect(counts.abandoned).toBeGreaterThanOrEqual(1);
    expect((counts.read ?? 0) + (counts.abandoned ?? 0)).toBe(4);
    await extract(roomy);
  }, 90_000);
});
