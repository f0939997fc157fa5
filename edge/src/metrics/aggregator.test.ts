import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call } from "../../test/gateway";
import type { MetricsDelta } from "./buffer";
import { BUCKETS } from "./catalog";

function histogram(values: number[]) {
  const buckets = BUCKETS.map(() => 0);
  for (const v of values) {
    const i = BUCKETS.findIndex((le) => v <= le);
    if (i >= 0) buckets[i] = (buckets[i] ?? 0) + 1;
  }
  return { buckets, sum: values.reduce((a, b) => a + b, 0), count: values.length };
}

describe("metrics across isolates", () => {
  it("adds up two isolates' counters and histograms and keeps the worst breaker state", async () => {
    const stub = env.METRICS.get(env.METRICS.idFromName(`test-${crypto.randomUUID()}`));
    const key = 'http_requests_total{method="GET",route="/x",status_code="200"}';
    const hkey = 'http_request_duration_seconds{method="GET",route="/x",status_code="200"}';
    const gkey = 'iris_circuit_breaker_state{service="ocr_extractor"}';
    const one: MetricsDelta = {
      isolate: "isolate-1",
      counters: { [key]: 3 },
      histograms: { [hkey]: histogram([0.01, 0.02, 0.3]) },
      gauges: { [gkey]: 0 },
    };
    const two: MetricsDelta = {
      isolate: "isolate-2",
      counters: { [key]: 4, 'http_requests_total{method="GET",route="/x",status_code="503"}': 1 },
      histograms: { [hkey]: histogram([0.04]) },
      gauges: { [gkey]: 2 },
    };
    await stub.merge(one);
    await stub.merge(two);
    const text = await stub.exposition();
    expect(text).toContain(`${key} 7`);
    expect(text).toContain(`${gkey} 2`);
    expect(text).toContain(
      'http_request_duration_seconds_bucket{method="GET",route="/x",status_code="200",le="0.05"} 3',
    );
    expect(text).toContain(
      'http_request_duration_seconds_count{method="GET",route="/x",status_code="200"} 4',
    );
    expect(text).toContain("# TYPE http_request_duration_seconds histogram");
    const summary = await stub.summary(60);
    expect(summary.window.requests).toBe(8);
    expect(summary.window.errors).toBe(1);
    expect(summary.window.error_rate).toBeCloseTo(1 / 8, 5);
  });

  it("serves /metrics with the gateway's own requests counted", async () => {
    await call("/api");
    await call("/nope");
    const res = await call("/metrics");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    const text = await res.text();
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api",status_code="200"\} \d+/);
    expect(text).toMatch(/iris_service_health\{service="ocr_extractor"\} (0|0\.5|1)/);
    expect(text).toContain("iris_pipelines_in_progress ");
  });
});
