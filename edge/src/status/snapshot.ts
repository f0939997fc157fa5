import { SERVICE_NAMES } from "../config";
import { overallStatus, serviceHealth, withBreakers } from "../health/client";
import { gatewaySummary } from "../metrics/read";
import { RunStore } from "../pipeline/store";
import type { UpstreamCall } from "../upstream/interface";
import { ownerOf } from "../upstream/phase-operations";
import { ALERTS } from "./alerts";

const HEALTH_VALUE: Record<string, number> = { healthy: 1, degraded: 0.5 };

/**
 * Everything the /status dashboard shows: traffic over the last minute and five (request and
 * error rate, latency), each service's health and breaker, the processing queue, recent runs
 * (all of them for admins, the caller's own otherwise) and the spec §8.6 alert checks with
 * their current values ("firing" compares the value now; Prometheus adds the `for` window).
 */
export async function statusSnapshot(call: Pick<UpstreamCall, "env" | "config" | "principal">) {
  const { env, config } = call;
  const store = new RunStore(env.DB, env.CACHE, config.cacheKeyPrefix, config.resultTtlSeconds);
  const owner = call.principal.role === "admin" ? null : ownerOf(call as UpstreamCall);
  const [health, minute, five, queue, recent] = await Promise.all([
    serviceHealth(env, config),
    gatewaySummary(env, 60),
    gatewaySummary(env, 300),
    store.inProgress(),
    store.recent(10, owner),
  ]);
  const live = withBreakers(health, minute.gauges);
  const services = Object.fromEntries(
    SERVICE_NAMES.map((name) => {
      const h = live[name];
      return [
        name,
        {
          status: h.status,
          health: HEALTH_VALUE[h.status] ?? 0,
          breaker: h.breaker,
          instances: h.instances.map((i) => ({ url: i.url, status: i.status })),
          upstream_failures: sumMatching(
            minute.totals,
            `iris_upstream_failures_total{service="${name}"`,
          ),
        },
      ];
    }),
  );
  const values = {
    error_rate: five.window.error_rate,
    service_health: Math.min(...Object.values(services).map((s) => s.health)),
    average_response_seconds: minute.window.latency_avg_s,
    processing_queue: queue,
  };
  return {
    status: overallStatus(SERVICE_NAMES.map((n) => live[n].status)),
    timestamp: new Date().toISOString(),
    checked_at: health.checked_at,
    gateway: {
      last_minute: minute.window,
      last_5_minutes: five.window,
      totals_since: minute.since,
      total_requests: sumMatching(minute.totals, "http_requests_total{"),
      rate_limited_total: sumMatching(minute.totals, "iris_rate_limit_rejections_total"),
    },
    services,
    pipelines: { in_progress: queue, recent },
    alerts: ALERTS.map((a) => {
      const value = values[a.metric];
      const firing = a.metric === "service_health" ? value <= a.threshold : value > a.threshold;
      return { ...a, value, firing };
    }),
  };
}

function sumMatching(totals: Record<string, number>, prefix: string): number {
  let n = 0;
  for (const [k, v] of Object.entries(totals)) if (k.startsWith(prefix)) n += v;
  return n;
}
