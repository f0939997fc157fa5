import { createRoute, z } from "@hono/zod-openapi";
import { SERVICE_NAMES } from "../config";
import { liveServiceHealth } from "../health/client";
import { router } from "../openapi/app";
import { guard, SECURED } from "../openapi/guard";
import { RunStore } from "../pipeline/store";
import { ERRORS } from "../schemas/common";
import { labelText } from "./catalog";
import { aggregator, flushMetrics } from "./flush";

const started = Date.now();
const HEALTH_VALUE: Record<string, number> = { healthy: 1, degraded: 0.5 };

const metrics = createRoute({
  method: "get",
  path: "/metrics",
  tags: ["operations"],
  summary: "Prometheus metrics of every gateway isolate (text exposition format)",
  security: SECURED,
  middleware: guard("admin"),
  responses: {
    200: { description: "metrics", content: { "text/plain": { schema: z.string() } } },
    ...ERRORS,
  },
});

/**
 * GET /metrics: the aggregator's series (requests, latency, upstream calls, failures,
 * retries, breakers, rate-limit rejections, pipeline phases — summed over isolates), plus
 * what is read at scrape time: each service's health as /health reports it (the monitor's
 * last check and its circuit breaker right now) and the processing queue from D1.
 */
export const metricsRoutes = router().openapi(metrics, async (c) => {
  const config = c.get("config");
  const store = new RunStore(c.env.DB, c.env.CACHE, config.cacheKeyPrefix, config.resultTtlSeconds);
  // One flush first, so that both reads below include this isolate's latest increments.
  await flushMetrics(c.env);
  const [aggregated, health, queue] = await Promise.all([
    aggregator(c.env).exposition(),
    liveServiceHealth(c.env, config),
    store.inProgress(),
  ]);
  const lines = [
    "# HELP iris_gateway_info Gateway version and environment.",
    "# TYPE iris_gateway_info gauge",
    `iris_gateway_info${labelText({ version: config.apiVersion, environment: config.environment })} 1`,
    "# HELP iris_gateway_isolate_uptime_seconds Seconds since the isolate answering this scrape started.",
    "# TYPE iris_gateway_isolate_uptime_seconds gauge",
    `iris_gateway_isolate_uptime_seconds ${((Date.now() - started) / 1000).toFixed(3)}`,
    "# HELP iris_service_health Phase service health as /health reports it (monitor and circuit breaker): 1 healthy, 0.5 degraded, 0 unhealthy, unreachable or breaker open.",
    "# TYPE iris_service_health gauge",
    ...SERVICE_NAMES.map(
      (n) =>
        `iris_service_health${labelText({ service: n })} ${HEALTH_VALUE[health.services[n].status] ?? 0}`,
    ),
    "# HELP iris_pipelines_in_progress Pipeline runs queued or running (the processing queue).",
    "# TYPE iris_pipelines_in_progress gauge",
    `iris_pipelines_in_progress ${queue}`,
  ];
  const text = `${lines.join("\n")}\n${aggregated}`;
  return c.text(text, 200, { "content-type": "text/plain; version=0.0.4; charset=utf-8" });
});
