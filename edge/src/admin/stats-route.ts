import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../openapi/app";
import { guard, SECURED } from "../openapi/guard";
import { ERRORS, json, UPSTREAM_ERRORS } from "../schemas/common";
import { type Upstream, upstreamCall } from "../upstream";

/** The statistics record of spec §2.5. */
export const StatsSchema = z
  .object({
    total_requests: z.number().int(),
    successful_requests: z.number().int(),
    failed_requests: z.number().int(),
    average_processing_time: z.number(),
    requests_by_phase: z.record(z.string(), z.number().int()),
    most_processed_types: z.array(z.object({ type: z.string(), count: z.number().int() })),
  })
  .openapi("Statistics");

const stats = createRoute({
  method: "get",
  path: "/admin/stats",
  tags: ["admin"],
  summary: "Pipeline statistics (spec §2.5)",
  security: SECURED,
  middleware: guard("admin"),
  responses: { 200: json(StatsSchema, "statistics"), ...ERRORS, 503: UPSTREAM_ERRORS[503] },
});

/** GET /admin/stats, computed by the pipeline store. */
export function statsRoutes(upstream: Upstream) {
  return router().openapi(stats, async (c) =>
    c.json(
      (await upstream.pipelines.stats(await upstreamCall(c))) as z.infer<typeof StatsSchema>,
      200,
    ),
  );
}
