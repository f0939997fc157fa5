import { z } from "@hono/zod-openapi";
import { BREAKER_STATES } from "./client";

const overall = z.enum(["healthy", "degraded", "unhealthy"]);
const serviceStatus = z.enum(["healthy", "degraded", "unhealthy", "unreachable"]);

/** GET /health for anyone (spec §2.4): each service's status and the worst of them. */
export const HealthRecordSchema = z.object({
  status: overall,
  timestamp: z.string(),
  services: z.record(z.string(), serviceStatus),
  /** Seconds since the isolate started. */
  uptime: z.number(),
});

/** GET /health for admins: also memory, each service's instances and circuit breaker. */
export const AdminHealthRecordSchema = HealthRecordSchema.extend({
  memory: z.object({ used: z.string(), total: z.string() }),
  checked_at: z.string(),
  instances: z.record(
    z.string(),
    z.object({
      status: serviceStatus,
      breaker: z.enum(BREAKER_STATES),
      instances: z.array(
        z.object({
          url: z.string(),
          status: serviceStatus,
          rss_bytes: z.number().optional(),
          system_total_bytes: z.number().optional(),
        }),
      ),
    }),
  ),
});
