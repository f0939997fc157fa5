import type { GatewayConfig } from "../config";
import type { RuntimeConfig } from "./schema";

const HOUR = 3_600_000;

/** The record before any PUT: spec §8.3 for services, the bindings for the limits. */
export function defaultRuntimeConfig(config: GatewayConfig): RuntimeConfig {
  const rl = config.rateLimitDefaults;
  const service = (s: number, retries: number, delay: number, threshold: number, rec: number) => ({
    timeout: s * 1000,
    max_retries: retries,
    retry_delay_ms: delay * 1000,
    failure_threshold: threshold,
    recovery_timeout_ms: rec * 1000,
    deadline_ms: null,
    strategy: config.loadBalancing,
  });
  return {
    services: {
      image_processor: service(30, 3, 1, 5, 30),
      ml_embeddings: service(60, 2, 2, 3, 60),
      ml_classifier: service(45, 3, 1.5, 4, 45),
      ocr_extractor: service(90, 2, 3, 3, 90),
    },
    cache: { enabled: true, ttl: 3600 },
    rate_limiting: {
      enabled: rl.enabled,
      max_requests: rl.max,
      window_ms: rl.windowMs,
      rules: {
        authenticated: { max_requests: rl.authenticatedMax, window_ms: HOUR },
        admin: { max_requests: rl.adminMax, window_ms: HOUR },
        processing: { max_requests: rl.processingMax, window_ms: HOUR },
        critical: { max_requests: rl.criticalMax, window_ms: rl.windowMs },
      },
      tiers: { free: 100, basic: 1000, premium: 10_000 },
    },
  };
}

/** Merges `patch` into `base` object by object (arrays and scalars replace). */
export function deepMerge<T>(base: T, patch: unknown): T {
  if (patch === undefined) return base;
  if (typeof base !== "object" || base === null || typeof patch !== "object" || patch === null)
    return patch as T;
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(patch)) {
    out[key] = deepMerge((base as Record<string, unknown>)[key], value);
  }
  return out as T;
}
