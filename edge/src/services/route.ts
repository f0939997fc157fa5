import { createRoute, z } from "@hono/zod-openapi";
import { checkServices } from "../health/check-services";
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
      z.record(z.string(), z.object({ status: z.string(), instances: z.number().int() })),
      "services",
    ),
    ...ERRORS,
  },
});

/** GET /services: each phase service's combined status from its instances' /health. */
export const servicesRoutes = router().openapi(services, async (c) => {
  const health = await checkServices(c.get("config"));
  return c.json(
    Object.fromEntries(
      Object.entries(health).map(([name, s]) => [
        name,
        { status: s.status, instances: s.instances.length },
      ]),
    ),
    200,
  );
});
