import { z } from "@hono/zod-openapi";
import { SERVICE_NAMES, type ServiceName } from "../config";

const int = (min: number, max: number) => z.number().int().min(min).max(max);

const ruleSchema = z
  .object({
    max_requests: int(1, 10_000_000),
    window_ms: int(1000, 7 * 86_400_000),
  })
  .strict();

const serviceSchema = z
  .object({
    timeout: int(100, 600_000).openapi({ description: "milliseconds" }),
    max_retries: int(0, 10),
    retry_delay_ms: int(0, 60_000),
    failure_threshold: int(1, 100),
    recovery_timeout_ms: int(1000, 3_600_000),
    /** Overall deadline of one call, retries and waits included; null: twice `timeout`. */
    deadline_ms: int(100, 3_600_000)
      .nullable()
      .openapi({ description: "milliseconds; null means twice the timeout" }),
    /** How an instance is chosen when the service has several. */
    strategy: z.enum(["round_robin", "health_based", "weighted"]),
  })
  .strict();

/** The configuration record of spec §2.6 with the rules DESIGN.md §5–6 add to it. */
export const runtimeConfigSchema = z
  .object({
    services: z.object(
      Object.fromEntries(SERVICE_NAMES.map((n) => [n, serviceSchema])) as Record<
        ServiceName,
        typeof serviceSchema
      >,
    ),
    cache: z.object({ enabled: z.boolean(), ttl: int(1, 30 * 86_400) }).strict(),
    rate_limiting: z
      .object({
        enabled: z.boolean(),
        /** The anonymous (per IP) rule, as the spec's record names it. */
        max_requests: int(1, 10_000_000),
        window_ms: int(1000, 7 * 86_400_000),
        rules: z
          .object({
            authenticated: ruleSchema,
            admin: ruleSchema,
            processing: ruleSchema,
            critical: ruleSchema,
          })
          .strict(),
        /** Hourly budgets per plan tier (production). */
        tiers: z
          .object({
            free: int(1, 10_000_000),
            basic: int(1, 10_000_000),
            premium: int(1, 10_000_000),
          })
          .strict(),
      })
      .strict(),
  })
  .strict()
  .openapi("GatewayConfig");

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/** Recursively optional objects: what PUT /admin/config accepts (merged over the current record). */
function deepPartial(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodObject) {
    const shape = Object.fromEntries(
      Object.entries(schema.shape as Record<string, z.ZodType>).map(([k, v]) => [
        k,
        deepPartial(v).optional(),
      ]),
    );
    return z.object(shape).strict();
  }
  return schema;
}

/** The body of PUT /admin/config: any part of the record; unknown keys are refused. */
export const runtimeConfigPatchSchema = (deepPartial(runtimeConfigSchema) as z.ZodObject).openapi(
  "GatewayConfigUpdate",
);

export type RuntimeConfigPatch = { [K in keyof RuntimeConfig]?: DeepPartial<RuntimeConfig[K]> };
type DeepPartial<T> = T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T;
