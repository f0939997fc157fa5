import { createRoute, z } from "@hono/zod-openapi";
import { checkServices } from "../health/check-services";
import { router } from "../openapi/app";
import { guard, SECURED } from "../openapi/guard";
import { ERRORS, json } from "../schemas/common";
import { exposition, summary } from "./registry";

const metrics = createRoute({
  method: "get",
  path: "/metrics",
  tags: ["operations"],
  summary: "Prometheus metrics (text exposition format)",
  security: SECURED,
  middleware: guard("admin"),
  responses: {
    200: { description: "metrics", content: { "text/plain": { schema: z.string() } } },
    ...ERRORS,
  },
});

const status = createRoute({
  method: "get",
  path: "/status",
  tags: ["operations"],
  summary: "Real-time figures: traffic, errors, rate limiting and phase-service health",
  security: SECURED,
  middleware: guard("authenticated"),
  responses: {
    200: json(
      z.object({
        status: z.string(),
        timestamp: z.string(),
        gateway: z.record(z.string(), z.number()),
        services: z.record(z.string(), z.string()),
      }),
      "status",
    ),
    ...ERRORS,
  },
});

/** /metrics and /status. */
export const metricsRoutes = router()
  .openapi(metrics, (c) => {
    const config = c.get("config");
    const text = exposition({ version: config.apiVersion, environment: config.environment });
    return c.text(text, 200, { "content-type": "text/plain; version=0.0.4; charset=utf-8" });
  })
  .openapi(status, async (c) => {
    const services = await checkServices(c.get("config"), 5_000);
    const states = Object.values(services).map((s) => s.status);
    return c.json(
      {
        status: states.every((s) => s === "healthy") ? "healthy" : "degraded",
        timestamp: new Date().toISOString(),
        gateway: summary(),
        services: Object.fromEntries(Object.entries(services).map(([n, s]) => [n, s.status])),
      },
      200,
    );
  });
