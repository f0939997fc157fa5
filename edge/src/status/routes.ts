import { createRoute, z } from "@hono/zod-openapi";
import { Hono } from "hono";
import { router } from "../openapi/app";
import { guard, SECURED } from "../openapi/guard";
import { ERRORS, json } from "../schemas/common";
import type { AppEnv } from "../types";
import { upstreamCall } from "../upstream";
import { statusSnapshot } from "./snapshot";

const DASHBOARD = "/dashboard/index.html";

/** True when the caller (a browser) prefers HTML to JSON. */
function wantsHtml(accept: string | undefined): boolean {
  const a = (accept ?? "").toLowerCase();
  const html = a.indexOf("text/html");
  const jsonAt = a.indexOf("application/json");
  return html >= 0 && (jsonAt < 0 || html < jsonAt);
}

/**
 * The dashboard page: GET /status from a browser answers the static page (public: it holds
 * no data; its script reads GET /status as JSON, with the signed-in user's token in
 * production), and /dashboard/* its script and styles. Served from the ASSETS binding.
 */
export const dashboardRoutes = new Hono<AppEnv>()
  .get("/status", async (c, next) => {
    if (!wantsHtml(c.req.header("accept"))) return next();
    const res = await c.env.ASSETS.fetch(new URL(DASHBOARD, c.req.url));
    return new Response(res.body, res);
  })
  .get("/dashboard/*", (c) => c.env.ASSETS.fetch(c.req.raw));

const Alert = z.object({
  name: z.string(),
  summary: z.string(),
  metric: z.string(),
  threshold: z.number(),
  for_seconds: z.number(),
  value: z.number(),
  firing: z.boolean(),
});

const status = createRoute({
  method: "get",
  path: "/status",
  tags: ["operations"],
  summary: "Real-time figures (JSON); a browser gets the live dashboard page",
  security: SECURED,
  middleware: guard("authenticated"),
  responses: {
    200: json(
      z
        .object({
          status: z.string(),
          timestamp: z.string(),
          gateway: z.record(z.string(), z.unknown()),
          services: z.record(z.string(), z.record(z.string(), z.unknown())),
          pipelines: z.object({ in_progress: z.number(), recent: z.array(z.unknown()) }),
          alerts: z.array(Alert),
        })
        .passthrough(),
      "status",
    ),
    ...ERRORS,
  },
});

/** GET /status as JSON (what the dashboard polls). */
export const statusRoutes = router().openapi(status, async (c) =>
  c.json((await statusSnapshot(await upstreamCall(c))) as never, 200),
);
