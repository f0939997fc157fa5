import { createMiddleware } from "hono/factory";
import { routePath } from "hono/route";
import type { AppEnv } from "../types";
import { count, observe } from "./buffer";
import { flushIfDue } from "./flush";

/**
 * Records every request by matched route (not raw path: bounded label values) and, when due,
 * flushes this isolate's increments to the aggregator in the background.
 */
export const collectMetrics = createMiddleware<AppEnv>(async (c, next) => {
  const started = performance.now();
  await next();
  // After next(), routePath(c) is the route of the handler that answered.
  const answered = routePath(c);
  const route =
    c.res.status === 404 && (answered === "*" || answered === "") ? "unmatched" : answered;
  const labels = { method: c.req.method, route, status_code: String(c.res.status) };
  count("http_requests_total", labels);
  observe("http_request_duration_seconds", labels, (performance.now() - started) / 1000);
  try {
    flushIfDue(c.env, (p) => c.executionCtx.waitUntil(p));
  } catch {
    // No execution context (app.request in unit tests): the next request flushes.
  }
});
