import { type GatewayConfig, SERVICE_NAMES, type ServiceName } from "../config";
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

/** Overall status from the services' statuses (spec §2.4). */
export function overallStatus(
  states: ServiceHealth["status"][],
): "healthy" | "degraded" | "unhealthy" {
  if (states.every((s) => s === "healthy")) return "healthy";
  return states.some((s) => s === "healthy" || s === "degraded") ? "degraded" : "unhealthy";
}
