import { afterEach, describe, expect, it } from "vitest";
import { call, type ErrorBody, env, json } from "../../test/gateway";

interface ConfigBody {
  data: {
    services: Record<string, { timeout: number; max_retries: number }>;
    cache: { enabled: boolean; ttl: number };
    rate_limiting: { enabled: boolean; max_requests: number; window_ms: number };
  };
  version: number;
}

afterEach(async () => {
  await call("/admin/config", { method: "DELETE" });
});

describe("/admin/config", () => {
  it("answers the spec §2.6 record with the binding and spec defaults", async () => {
    const body = (await (await call("/admin/config")).json()) as ConfigBody;
    expect(body.data.rate_limiting).toMatchObject({
      enabled: true,
      max_requests: 100,
      window_ms: 900_000,
    });
    expect(body.data.services.ocr_extractor).toMatchObject({ timeout: 90_000, max_retries: 2 });
    expect(body.data.cache).toEqual({ enabled: true, ttl: 3600 });
    expect(body.version).toBe(0);
  });

  it("merges a partial PUT, persists it in D1 and versions it", async () => {
    const put = await call(
      "/admin/config",
      json(
        { services: { ml_classifier: { timeout: 5000 } }, cache: { ttl: 60 } },
        { method: "PUT" },
      ),
    );
    expect(put.status).toBe(200);
    const body = (await put.json()) as ConfigBody;
    expect(body.data.services.ml_classifier?.timeout).toBe(5000);
    expect(body.data.services.ml_classifier?.max_retries).toBe(3);
    expect(body.data.cache).toEqual({ enabled: true, ttl: 60 });
    expect(body.version).toBe(1);
    const row = await env.DB.prepare("SELECT overrides FROM gateway_config WHERE id = 1").first<{
      overrides: string;
    }>();
    expect(JSON.parse(row?.overrides ?? "{}")).toEqual({
      services: { ml_classifier: { timeout: 5000 } },
      cache: { ttl: 60 },
    });
    const again = (await (await call("/admin/config")).json()) as ConfigBody;
    expect(again.data.cache.ttl).toBe(60);
  });

  it("refuses unknown keys and out-of-range values, naming them", async () => {
    const res = await call(
      "/admin/config",
      json({ rate_limiting: { max_requests: 0, burst: 3 } }, { method: "PUT" }),
    );
    expect(res.status).toBe(400);
    const error = ((await res.json()) as ErrorBody).error;
    expect(error.message).toContain("rate_limiting");
    expect(error.details).toMatch(/max_requests/);
  });
});
