import { type GatewayConfig, SERVICE_NAMES, type ServiceName } from "../config";
import { gatewaySummary } from "../metrics/read";
import { RuntimeConfigStore } from "../runtime-config";
import { breakerSettings } from "../upstream/circuit-breaker";
import { settleBreakers } from "../upstream/service-state";
import type { ServiceHealth } from "./check-services";
import { HEALTH_TTL_MS, type HealthSnapshot } from "./monitor";

/**
 * The phase services' health from the HealthMonitor object (at most 60 s old). When the
 * object cannot be reached, the `health:{service}` KV entries it wrote stand in; services
 * with neither are reported unreachable.
 */
export async function serviceHealth(
  env: Cloudflare.Env,
  config: GatewayConfig,
  maxAgeMs = HEALTH_TTL_MS,
): Promise<HealthSnapshot> {
  try {
    const stub = env.HEALTH_MONITOR.get(env.HEALTH_MONITOR.idFromName("phase-services"));
    return await stub.snapshot(config.services, maxAgeMs);
  } catch (error) {
    console.warn("health monitor unavailable, reading the KV cache:", (error as Error).message);
    const entries = await Promise.all(
      SERVICE_NAMES.map(async (name) => {
        const cached = await env.CACHE.get<ServiceHealth>(
          `${config.cacheKeyPrefix}health:${name}`,
          "json",
        );
        return [name, cached ?? { status: "unreachable", instances: [] }] as const;
      }),
    );
    return {
      checked_at: new Date().toISOString(),
      services: Object.fromEntries(entries) as Record<ServiceName, ServiceHealth>,
    };
  }
}

/** Breaker states in the order of the `iris_circuit_breaker_state` gauge's values. */
export const BREAKER_STATES = ["closed", "half_open", "open"] as const;
export type BreakerState = (typeof BREAKER_STATES)[number];

/** A service's health as the gateway acts on it: the monitor's last check and its breaker. */
export type LiveServiceHealth = ServiceHealth & { breaker: BreakerState };

/**
 * Merges the monitor's last check (up to 60 s old) with the circuit breakers' states (live:
 * the worst over the gateway's isolates, from the metrics aggregator's gauges). A service whose
 * breaker is open is refused calls right now, so it is unhealthy whatever the last check
 * said — health follows a breaker the moment it opens. Once its recovery wait has passed
 * (half-open) the next call goes out as the probe: the service is at best degraded then, not
 * unhealthy, or a load balancer that trusts /health would never send the call that closes it.
 */
export function withBreakers(
  snapshot: HealthSnapshot,
  gauges: Record<string, number>,
): Record<ServiceName, LiveServiceHealth> {
  return Object.fromEntries(
    SERVICE_NAMES.map((name) => {
      const h = snapshot.services[name];
      const breaker =
        BREAKER_STATES[gauges[`iris_circuit_breaker_state{service="${name}"}`] ?? 0] ?? "closed";
      const answering = h.status === "healthy" || h.status === "degraded";
      const status =
        !answering || breaker === "closed"
          ? h.status
          : breaker === "open"
            ? "unhealthy"
            : "degraded";
      return [name, { ...h, status, breaker }];
    }),
  ) as Record<ServiceName, LiveServiceHealth>;
}

/** Overall status from the services' statuses (spec §2.4). */
export function overallStatus(
  states: ServiceHealth["status"][],
): "healthy" | "degraded" | "unhealthy" {
  if (states.every((s) => s === "healthy")) return "healthy";
  return states.some((s) => s === "healthy" || s === "degraded") ? "degraded" : "unhealthy";
}

/**
 * Each service's health as the gateway acts on it right now: the monitor's last check merged
 * with the circuit breakers (withBreakers). /health and /metrics both report this.
 */
export async function liveServiceHealth(
  env: Cloudflare.Env,
  config: GatewayConfig,
): Promise<{ checked_at: string; services: Record<ServiceName, LiveServiceHealth> }> {
  const runtime = (await new RuntimeConfigStore(env.DB, config).get()).config;
  settleBreakers((service) => breakerSettings(runtime.services[service]));
  const [snapshot, metrics] = await Promise.all([serviceHealth(env, config), gatewaySummary(env)]);
  return { checked_at: snapshot.checked_at, services: withBreakers(snapshot, metrics.gauges) };
}
