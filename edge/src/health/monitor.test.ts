import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { gatewayConfig } from "../config";
import { CHECK_INTERVAL_MS, type HealthMonitor } from "./monitor";

describe("health monitor (Durable Object)", () => {
  it("checks every instance, serves the result for 60 s, re-checks from its 30 s alarm", async () => {
    const stub = env.HEALTH_MONITOR.get(env.HEALTH_MONITOR.idFromName(`t-${crypto.randomUUID()}`));
    const targets = gatewayConfig(env).services;
    const first = await stub.snapshot(targets);
    expect(Object.keys(first.services).sort()).toEqual([
      "image_processor",
      "ml_classifier",
      "ml_embeddings",
      "ocr_extractor",
    ]);
    for (const s of Object.values(first.services))
      expect(["healthy", "degraded"]).toContain(s.status);
    // Within the TTL the same result is served.
    expect((await stub.snapshot(targets)).checked_at).toBe(first.checked_at);
    const alarm = await runInDurableObject(stub, (_i: HealthMonitor, state) =>
      state.storage.getAlarm(),
    );
    expect(alarm).toBeGreaterThan(Date.now() + CHECK_INTERVAL_MS - 5000);
    expect(alarm).toBeLessThanOrEqual(Date.now() + CHECK_INTERVAL_MS);
    // The alarm runs a fresh check and arms the next one.
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    const after = await stub.snapshot(targets);
    expect(Date.parse(after.checked_at)).toBeGreaterThan(Date.parse(first.checked_at));
    const next = await runInDurableObject(stub, (_i: HealthMonitor, state) =>
      state.storage.getAlarm(),
    );
    expect(next).toBeGreaterThan(Date.now() + CHECK_INTERVAL_MS - 5000);
    const cached = await env.CACHE.get("iris:api_gateway:health:ocr_extractor", "json");
    expect(cached).toMatchObject({ status: after.services.ocr_extractor.status });
  });

  it("checks a changed instance list at once and reports a dead instance unreachable", async () => {
    const stub = env.HEALTH_MONITOR.get(env.HEALTH_MONITOR.idFromName(`t-${crypto.randomUUID()}`));
    const targets = gatewayConfig(env).services;
    await stub.snapshot(targets);
    const changed = { ...targets, ocr_extractor: [{ url: "http://127.0.0.1:9", weight: 1 }] };
    const snap = await stub.snapshot(changed);
    expect(snap.services.ocr_extractor.status).toBe("unreachable");
  });
});
