import { createRoute, z } from "@hono/zod-openapi";
import { BREAKER_STATES, serviceHealth, withBreakers } from "../health/client";
import { gatewaySummary } from "../metrics/read";
import { router } from "../openapi/app";
import { guard, SECURED } from "../openapi/guard";
import { ERRORS, json } from "../schemas/common";

const services = createRoute({
  method: "get",
  path: "/services",
  tags: ["operations"],
  summary: "Phase services and their status (set C)",
  security: SECURED,
  middleware: guard("authenticated"),
  responses: {
    200: json(
      z.record(
        z.string(),
        z.object({
          status: z.string(),
          instances: z.number().int(),
          checked_at: z.string(),
          breaker: z.enum(BREAKER_STATES),
        }),
      ),
      "services",
    ),
    ...ERRORS,
  },
});

/**
 * GET /services: each phase service's status (the health monitor's last check; unhealthy while
 * its breaker is not closed), how many instances it has, and its circuit breaker (the worst
 * state over the gateway's isolates).
 */
export const servicesRoutes = router().openapi(services, async (c) => {
  const [snapshot, metrics] = await Promise.all([
    serviceHealth(c.env, c.get("config")),
    gatewaySummary(c.env),
  ]);
  const services = withBreakers(snapshot, metrics.gauges);
  return c.json(
    Object.fromEntries(
      Object.entries(services).map(([name, s]) => [
        name,
        {
          status: s.status,
          instances: s.instances.length,
          checked_at: snapshot.checked_at,
          breaker: s.breaker,
        },
      ]),
    ),
    200,
  );
});
