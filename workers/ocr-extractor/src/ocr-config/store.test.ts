import { listenForTest, type RunningService, startRedis } from "@iris/kit/testing";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { readConfig } from "../config";

const redis = await startRedis("ocr-extractor shared OCR configuration");
const services: RunningService[] = [];
afterAll(async () => {
  await Promise.all(services.map((s) => s.close()));
  await redis?.stop();
});

async function replica(): Promise<RunningService> {
  const svc = await listenForTest(
    await buildApp(readConfig({ LOG_LEVEL: "silent", REDIS_URL: redis?.url, OCR_WORKERS: "1" })),
  );
  services.push(svc);
  return svc;
}

describe.skipIf(!redis)("OCR configuration in Redis", () => {
  it("is shared by every replica", async () => {
    const [a, b] = [await replica(), await replica()];
    const res = await fetch(`${a?.url}/configure-ocr`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ document_type: "factura", psm: 6, dpi: 400 }),
    });
    expect(res.status).toBe(200);
    const listed = await fetch(`${b?.url}/supported-types`);
    const types = (
      (await listed.json()) as {
        data: { types: { document_type: string; ocr_config: { psm: number; dpi: number } }[] };
      }
    ).data.types;
    expect(types.find((t) => t.document_type === "factura")?.ocr_config).toMatchObject({
      psm: 6,
      dpi: 400,
    });
    const health = (await (await fetch(`${b?.url}/health`)).json()) as {
      data: { checks: Record<string, { status: string }> };
    };
    expect(health.data.checks.redis?.status).toBe("healthy");
  });
});
