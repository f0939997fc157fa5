import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { bearer, call, callWith, json, readJson, signUp, signUpAdmin } from "../../test/gateway";
import { gatewayConfig } from "../config";
import { setGauge } from "../metrics/buffer";
import { ErrorBodySchema } from "../schemas/common";
import { resetUpstreamState, serviceState } from "../upstream/service-state";
import { AdminHealthRecordSchema, HealthRecordSchema } from "./schemas";

describe("GET /health", () => {
  it("reports the four real phase services healthy", async () => {
    const res = await SELF.fetch("http://gateway/health");
    expect(res.status).toBe(200);
    const body = await readJson(res, AdminHealthRecordSchema);
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
    const body = await readJson(res, HealthRecordSchema);
    expect(body.services.ocr_extractor).toBe("unreachable");
    expect(body.services.image_processor).toBe("healthy");
    expect(body.status).toBe("degraded");
  });
});

describe("GET /health in production", () => {
  const production = { ENVIRONMENT: "production" };

  it("tells anonymous callers the statuses only: no URLs, no memory, no instances", async () => {
    const res = await callWith(production, "/health");
    expect(res.status).toBe(200);
    const body: unknown = await res.json();
    expect(Object.keys(HealthRecordSchema.strict().parse(body)).sort()).toEqual([
      "services",
      "status",
      "timestamp",
      "uptime",
    ]);
    expect(JSON.stringify(body)).not.toMatch(/127\.0\.0\.1|http:|rss|memory/);
    // A signed-in user is not an admin either.
    const user = await signUp();
    const asUser = await callWith(production, "/health", bearer(user.access_token));
    HealthRecordSchema.strict().parse(await asUser.json());
  });

  it("shows admins each instance, its memory and breaker", async () => {
    const admin = await signUpAdmin();
    const res = await callWith(production, "/health", bearer(admin.access_token));
    const body = await readJson(res, AdminHealthRecordSchema);
    expect(body.memory.used).toMatch(/ MB$/);
    expect(body.instances.ocr_extractor?.instances[0]?.url).toMatch(/^http:\/\/127\.0\.0\.1:/);
    expect(body.instances.ocr_extractor?.breaker).toBe("closed");
  });

  it("checks credentials that are present: a wrong key is 401", async () => {
    const res = await callWith(production, "/health", { headers: { "x-api-key": "iris_nope" } });
    expect(res.status).toBe(401);
  });
});

describe("GET /health and the circuit breakers", () => {
  it("reports a service unhealthy the moment its breaker opens, and healthy once it closes", async () => {
    const instances = gatewayConfig(env).services.ocr_extractor;
    const { breaker } = serviceState("ocr_extractor", instances);
    const settings = { failureThreshold: 3, recoveryTimeoutMs: 90_000 };
    try {
      for (let i = 0; i < 3; i++) breaker.failure(settings);
      expect(breaker.state).toBe("open");
      const res = await callWith({}, "/health");
      const body = await readJson(res, AdminHealthRecordSchema);
      // The monitor's last check (seconds old) still says healthy; the breaker decides.
      expect(body.services.ocr_extractor).toBe("unhealthy");
      expect(body.instances.ocr_extractor?.breaker).toBe("open");
      expect(body.status).toBe("degraded");
      // /metrics reports the same health: 0 while the breaker refuses calls.
      const metrics = await (await callWith({}, "/metrics")).text();
      expect(metrics).toContain('iris_service_health{service="ocr_extractor"} 0\n');
      expect(metrics).toContain('iris_service_health{service="image_processor"} 1\n');
    } finally {
      resetUpstreamState();
      setGauge("iris_circuit_breaker_state", { service: "ocr_extractor" }, 0, true);
    }
    const after = await readJson(await callWith({}, "/health"), HealthRecordSchema);
    expect(after.services.ocr_extractor).toBe("healthy");
    const metrics = await (await callWith({}, "/metrics")).text();
    expect(metrics).toContain('iris_service_health{service="ocr_extractor"} 1\n');
  });

  it("reports a service degraded, not unhealthy, once its recovery wait has passed", async () => {
    // With nobody calling, an open breaker would stay open: a load balancer that trusts
    // /health would then never send the call that closes it.
    const put = await call(
      "/admin/config",
      json({ services: { ocr_extractor: { recovery_timeout_ms: 1000 } } }, { method: "PUT" }),
    );
    expect(put.status).toBe(200);
    const instances = gatewayConfig(env).services.ocr_extractor;
    const { breaker } = serviceState("ocr_extractor", instances);
    try {
      for (let i = 0; i < 3; i++) breaker.failure({ failureThreshold: 3, recoveryTimeoutMs: 1000 });
      const open = await readJson(await callWith({}, "/health"), AdminHealthRecordSchema);
      expect(open.services.ocr_extractor).toBe("unhealthy");
      await new Promise((r) => setTimeout(r, 1100));
      const res = await callWith({}, "/health");
      expect(res.status).toBe(200);
      const body = await readJson(res, AdminHealthRecordSchema);
      expect(body.services.ocr_extractor).toBe("degraded");
      expect(body.instances.ocr_extractor?.breaker).toBe("half_open");
      expect(body.status).toBe("degraded");
    } finally {
      await call("/admin/config", { method: "DELETE" });
      resetUpstreamState();
      setGauge("iris_circuit_breaker_state", { service: "ocr_extractor" }, 0, true);
    }
  });
});

describe("the gateway shell", () => {
  it("answers unknown routes with the §7.2 error body and a request id", async () => {
    const res = await SELF.fetch("http://gateway/nope", { headers: { "x-request-id": "req-42" } });
    expect(res.status).toBe(404);
    expect(res.headers.get("x-request-id")).toBe("req-42");
    const body = await readJson(res, ErrorBodySchema);
    expect(body.success).toBe(false);
    expect(body.error).toMatchObject({ code: "NOT_FOUND", retryable: false });
    expect(typeof body.error.timestamp).toBe("string");
    expect(body.request_id).toBe("req-42");
  });

  it("has real D1 and KV bindings", async () => {
    const row = await env.DB.prepare("SELECT 1 AS one").first<{ one: number }>();
    expect(row?.one).toBe(1);
    await env.CACHE.put("probe", "ok");
    expect(await env.CACHE.get("probe")).toBe("ok");
  });
});
