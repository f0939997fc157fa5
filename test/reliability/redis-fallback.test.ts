import { type PhaseServices, startPhaseServices } from "@iris/e2e/support";
import { makeImage, startRedis, type TestRedis } from "@iris/kit/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restartRedis } from "./support";

// Redis goes away under the three services that use it (REDIS_URL set): each says so in
// /health and keeps serving its core route from in-process state; Redis comes back on the
// same port and /health is healthy again.

const redis = await startRedis("reliability: Redis down");
let restarted: TestRedis | undefined;
let services: PhaseServices;
let png: Uint8Array;

beforeAll(async () => {
  if (!redis) return;
  services = await startPhaseServices({ LOG_REQUESTS: "false", REDIS_URL: redis.url });
  png = await makeImage(200, 140);
}, 120_000);

afterAll(async () => {
  await services?.close();
  await redis?.stop();
  await restarted?.stop();
});

interface Health {
  data: { status: string; checks: Record<string, { status: string }> };
}

async function health(url: string): Promise<Health["data"]> {
  const res = await fetch(`${url}/health`);
  expect(res.status).toBe(200);
  return ((await res.json()) as Health).data;
}

function upload(): RequestInit {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "page.png");
  return { method: "POST", body: form };
}

const json = (body: unknown): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

const REDIS_SERVICES = ["ml_embeddings", "ml_classifier", "ocr_extractor"] as const;

describe.skipIf(!redis)("Redis stopped under the services", () => {
  it("reports Redis healthy while it runs", async () => {
    for (const name of REDIS_SERVICES) {
      const h = await health(services.urls[name]);
      expect(h.checks.redis?.status, name).toBe("healthy");
    }
  });

  it("says so in /health once Redis is gone (redis degraded, service degraded)", async () => {
    await redis?.stop();
    for (const name of REDIS_SERVICES) {
      const h = await health(services.urls[name]);
      expect(h.checks.redis?.status, name).toBe("degraded");
      expect(h.status, name).toBe("degraded");
    }
  }, 60_000);

  it("ml-embeddings still embeds (the cache falls back)", async () => {
    const res = await fetch(`${services.urls.ml_embeddings}/embed`, upload());
    expect(res.status).toBe(200);
  }, 30_000);

  it("ml-classifier still classifies", async () => {
    const res = await fetch(`${services.urls.ml_classifier}/classify`, upload());
    expect(res.status).toBe(200);
  }, 30_000);

  it("ml-classifier still lists training jobs (from the replica's memory)", async () => {
    const res = await fetch(`${services.urls.ml_classifier}/train`);
    expect(res.status).toBe(200);
  }, 30_000);

  it("ocr-extractor still extracts (its OCR configuration is kept in process too)", async () => {
    const res = await fetch(
      `${services.urls.ocr_extractor}/extract-text`,
      json({ text: "NOMBRE: ANA MARIA\nCEDULA: 12.345.678", document_type: "cedula_identidad" }),
    );
    expect(res.status).toBe(200);
  }, 30_000);

  it("recovers when Redis is back on the same port", async () => {
    if (!redis) return;
    restarted = await restartRedis(redis.port);
    for (const name of REDIS_SERVICES) {
      let status = "";
      for (let i = 0; i < 40 && status !== "healthy"; i++) {
        status = (await health(services.urls[name])).checks.redis?.status ?? "";
        if (status !== "healthy") await new Promise((r) => setTimeout(r, 250));
      }
      expect(status, name).toBe("healthy");
    }
    const res = await fetch(
      `${services.urls.ocr_extractor}/extract-text`,
      json({ text: "NOMBRE: ANA", document_type: "cedula_identidad" }),
    );
    expect(res.status).toBe(200);
  }, 60_000);
});
