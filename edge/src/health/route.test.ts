import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

describe("GET /health", () => {
  it("reports the four real phase services healthy", async () => {
    const res = await SELF.fetch("http://gateway/health");
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      status: string;
      services: Record<string, string>;
      uptime: number;
      memory: { used: string; total: string };
      timestamp: string;
    };
    expect(body.status).toBe("healthy");
    expect(body.services).toEqual({
      image_processor: "healthy",
      ml_embeddings: "healthy",
      ml_classifier: "healthy",
      ocr_extractor: "healthy",
    });
    expect(body.memory.used).toMatch(/^\d+(\.\d+)? MB$/);
    expect(Number.isNaN(Date.parse(body.timestamp))).toBe(false);
    expect(res.headers.get("x-request-id")).toBeTruthy();
  });

  it("marks a service unreachable and the gateway degraded when one is down", async () => {
    const { default: worker } = await import("../index");
    const down = { ...env, OCR_EXTRACTOR_URL: "http://127.0.0.1:9" };
    const res = await worker.fetch(new Request("http://gateway/health"), down, {
      waitUntil: () => {},
      passThroughOnException: () => {},
      props: {},
    } as unknown as ExecutionContext);
    const body = (await res.json()) as { status: string; services: Record<string, string> };
    expect(body.services.ocr_extractor).toBe("unreachable");
    expect(body.services.image_processor).toBe("healthy");
    expect(body.status).toBe("degraded");
  });
});

describe("the gateway shell", () => {
  it("answers unknown routes with the §7.2 error body and a request id", async () => {
    const res = await SELF.fetch("http://gateway/nope", { headers: { "x-request-id": "req-42" } });
    expect(res.status).toBe(404);
    expect(res.headers.get("x-request-id")).toBe("req-42");
    const body = (await res.json()) as { success: boolean; error: Record<string, unknown> };
    expect(body.success).toBe(false);
    expect(body.error).toMatchObject({ code: "NOT_FOUND", retryable: false });
    expect(typeof body.error.timestamp).toBe("string");
  });

  it("has real D1 and KV bindings", async () => {
    const row = await env.DB.prepare("SELECT 1 AS one").first<{ one: number }>();
    expect(row?.one).toBe(1);
    await env.CACHE.put("probe", "ok");
    expect(await env.CACHE.get("probe")).toBe("ok");
  });
});
