import { z } from "zod";

const state = z.enum(["healthy", "degraded", "unhealthy"]);

/** One dependency's state as /health reports it, with what the service adds about it. */
export const healthCheck = z.object({ status: state }).catchall(z.unknown());

/** GET /health's `data`: the worst state of the checks, uptime, memory and the checks. */
export const healthData = z.object({
  status: state,
  service: z.string(),
  version: z.string(),
  /** Seconds since the app was built. */
  uptime: z.number(),
  memory: z.object({
    rss_bytes: z.number(),
    heap_used_bytes: z.number(),
    system_total_bytes: z.number(),
  }),
  checks: z.record(z.string(), healthCheck),
});

/** What GET /health answers under `data` (200, or 503 when unhealthy). */
export type HealthData = z.output<typeof healthData>;
