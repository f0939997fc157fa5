import { createMiddleware } from "hono/factory";
import { routePath } from "hono/route";
import type { AppEnv } from "../types";
import { recordRequest } from "./registry";

/** Records every request's duration by matched route (not raw path: bounded label values). */
export const collectMetrics = createMiddleware<AppEnv>(async (c, next) => {
  const started = performance.now();
  await next();
  const route = c.res.status === 404 && routePath(c) === "*" ? "unmatched" : routePath(c, -1);
  recordRequest(c.req.method, route, c.res.status, (performance.now() - started) / 1000);
});
