import {
  listenForTest,
  type RunningService,
  readData,
  readHealth,
  startRedis,
} from "@iris/kit/testing";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { readConfig } from "../config";
import { supportedTypesContract } from "../contract";

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
    const { types } = await readData(listed, supportedTypesContract.data);
    expect(types.find((t) => t.document_type === "factura")?.ocr_config).toMatchObject({
      psm: 6,
      dpi: 400,
    });
    const health = await readHealth(await fetch(`${b?.url}/health`));
    expect(health.checks.redis?.status).toBe("healthy");
  });
});

describe.skipIf(!redis)("OCR configuration while Redis is away", () => {
  it("keeps serving with the last known configuration and says Redis is down", async () => {
    const own = await startRedis("ocr-extractor configuration fallback");
    if (!own) return;
    const svc = await listenForTest(
      await buildApp(readConfig({ LOG_LEVEL: "silent", REDIS_URL: own.url, OCR_WORKERS: "1" })),
    );
    services.push(svc);
    const configure = await fetch(`${svc.url}/configure-ocr`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ document_type: "cedula_identidad", psm: 4 }),
    });
    expect(configure.status).toBe(200);
    await own.stop();

    const started = performance.now();
    const listed = await fetch(`${svc.url}/supported-types`);
    expect(listed.status).toBe(200);
    const { types } = await readData(listed, supportedTypesContract.data);
    expect(types.find((t) => t.document_type === "cedula_identidad")?.ocr_config.psm).toBe(4);
    const text = await fetch(`${svc.url}/extract-text`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ text: "CEDULA: V-12.345.678", document_type: "cedula_identidad" }),
    });
    expect(text.status).toBe(200);
    // Answers do not wait on the dead server (commands fail fast instead of queueing).
    expect(performance.now() - started).toBeLessThan(5000);
    const health = await readHealth(await fetch(`${svc.url}/health`));
    expect(health.checks.redis?.status).toBe("degraded");
  }, 30_000);
});
