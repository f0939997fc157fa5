import { type MetricFamily, makeImage, parsePrometheus } from "@iris/kit/testing";
import { generateDocument } from "@iris/models/corpus";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { putConfig, type Stack, startStack } from "./support";

let stack: Stack;
let url: string;

beforeAll(async () => {
  stack = await startStack({ LOAD_BALANCING_STRATEGY: "round_robin" });
  url = stack.gateway.url;
}, 180_000);

afterAll(async () => {
  await stack?.close();
});

function upload(bytes: Uint8Array, fields: Record<string, string> = {}, name = "page.png") {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append("file", new Blob([new Uint8Array(bytes)]), name);
  return { method: "POST", body: form };
}

async function metrics(): Promise<MetricFamily[]> {
  const res = await fetch(`${url}/metrics`);
  expect(res.status).toBe(200);
  return parsePrometheus(await res.text());
}

function sample(families: MetricFamily[], name: string, labels: Record<string, string>): number {
  const family = families.find((f) => name.startsWith(f.name));
  const s = family?.samples.find(
    (x) => x.name === name && Object.entries(labels).every(([k, v]) => x.labels[k] === v),
  );
  return s?.value ?? 0;
}

describe("gateway under wrangler dev against the real phase services", () => {
  it("spreads calls round robin over two instances of one service", async () => {
    const png = await makeImage(96, 64);
    const a = stack.services.ml_embeddings.control;
    const b = stack.embeddingsB.control;
    const before = [a.requests, b.requests];
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${url}/ml-embeddings/embed`, upload(png));
      expect(res.status).toBe(200);
    }
    expect([a.requests - (before[0] ?? 0), b.requests - (before[1] ?? 0)]).toEqual([3, 3]);
  });

  it("times out a slow service and retries: the caller gets the answer, /metrics the retry", async () => {
    await putConfig(stack.gateway, {
      services: { ml_classifier: { timeout: 1500, max_retries: 2, retry_delay_ms: 50 } },
    });
    const before = await metrics();
    const classifier = stack.services.ml_classifier.control;
    classifier.delayMs = 5000;
    classifier.slowRequests = 1;
    const res = await fetch(`${url}/ml-classifier/classify`, upload(await makeImage(200, 140)));
    expect(res.status).toBe(200);
    expect(await res.json()).toHaveProperty("predicted_class");
    const after = await metrics();
    const labels = { service: "ml_classifier" };
    expect(sample(after, "iris_upstream_retries_total", labels)).toBe(
      sample(before, "iris_upstream_retries_total", labels) + 1,
    );
    expect(
      sample(after, "iris_upstream_requests_total", { ...labels, outcome: "timeout" }) -
        sample(before, "iris_upstream_requests_total", { ...labels, outcome: "timeout" }),
    ).toBe(1);
  });

  it("stops a service mid-run: 503 retryable with the §7.2 body, the breaker opens, no 500s, then recovers", async () => {
    await putConfig(stack.gateway, {
      cache: { enabled: false },
      services: {
        ocr_extractor: {
          max_retries: 0,
          retry_delay_ms: 50,
          failure_threshold: 2,
          recovery_timeout_ms: 3000,
        },
      },
    });
    const ocr = stack.services.ocr_extractor;
    const doc = await generateDocument("cedula_identidad", 8201, 0, { roster: 1 });
    const requestId = `stop-${Date.now()}`;
    const statuses: number[] = [];
    const run = fetch(`${url}/process`, {
      ...upload(doc.photo, { document_type: "cedula_identidad" }, "photo.jpg"),
      headers: { "x-request-id": requestId },
    });
    // Stop the OCR service while phase 1 runs.
    for (let i = 0; i < 200; i++) {
      const s = await fetch(`${url}/api/v1/pipeline/status?request_id=${requestId}`);
      if (s.status === 200) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    await ocr.stop();
    const res = await run;
    statuses.push(res.status);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({
      success: false,
      error: {
        code: "SERVICE_UNAVAILABLE",
        retryable: true,
        details: expect.any(String),
        timestamp: expect.toSatisfy((t: string) => !Number.isNaN(Date.parse(t))),
      },
      pipeline_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);

    // That was failure 1 of 2; the next call is failure 2 and opens the breaker.
    const page = await makeImage(300, 120);
    const second = await fetch(`${url}/ocr-extractor/extract`, upload(page));
    statuses.push(second.status);
    const refused = await fetch(`${url}/ocr-extractor/extract`, upload(page));
    statuses.push(refused.status);
    expect(await refused.json()).toMatchObject({
      error: { details: expect.stringContaining("circuit open"), retryable: true },
    });
    expect(await (await fetch(`${url}/services`)).json()).toMatchObject({
      ocr_extractor: { breaker: "open" },
    });
    expect(statuses.every((s) => s === 503)).toBe(true);

    // Back up; after recovery_timeout the half-open probe closes the breaker.
    await ocr.start();
    await new Promise((r) => setTimeout(r, 3200));
    const recovered = await fetch(`${url}/ocr-extractor/extract`, upload(page));
    expect(recovered.status).toBe(200);
    expect(await (await fetch(`${url}/services`)).json()).toMatchObject({
      ocr_extractor: { breaker: "closed" },
    });
    const m = await metrics();
    for (const state of ["open", "half_open", "closed"]) {
      expect(
        sample(m, "iris_circuit_breaker_transitions_total", { service: "ocr_extractor", state }),
      ).toBeGreaterThanOrEqual(1);
    }
  });

  it("exposes every isolate's metrics in a valid Prometheus text exposition", async () => {
    for (let i = 0; i < 11; i++) {
      await fetch(`${url}/api/v1/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "nobody@example.com", password: "wrong-password-1" }),
      });
    }
    const families = await metrics();
    const byName = new Map(families.map((f) => [f.name, f]));
    for (const [name, type] of [
      ["http_requests_total", "counter"],
      ["http_request_duration_seconds", "histogram"],
      ["iris_upstream_requests_total", "counter"],
      ["iris_upstream_request_duration_seconds", "histogram"],
      ["iris_upstream_retries_total", "counter"],
      ["iris_upstream_failures_total", "counter"],
      ["iris_circuit_breaker_state", "gauge"],
      ["iris_rate_limit_rejections_total", "counter"],
      ["iris_pipeline_phase_duration_seconds", "histogram"],
      ["iris_service_health", "gauge"],
      ["iris_pipelines_in_progress", "gauge"],
    ] as const) {
      expect(byName.get(name)?.type, name).toBe(type);
    }
    expect(
      sample(families, "iris_rate_limit_rejections_total", { rule: "critical" }),
    ).toBeGreaterThanOrEqual(1);
    const duration = byName.get("http_request_duration_seconds");
    const inf =
      duration?.samples.filter((s) => s.name.endsWith("_bucket") && s.labels.le === "+Inf") ?? [];
    const counts = duration?.samples.filter((s) => s.name.endsWith("_count")) ?? [];
    expect(inf.length).toBeGreaterThan(0);
    expect(inf.map((s) => s.value)).toEqual(counts.map((s) => s.value));
  });
});
