import { cors } from "hono/cors";
import { createMiddleware } from "hono/factory";
import { gatewayConfig } from "../config";
import type { AppEnv } from "../types";

/** Headers a browser may read from iris answers (spec §4.7). */
export const EXPOSED_HEADERS = [
  "X-Request-ID",
  "X-Processing-Time",
  "X-Rate-Limit-Remaining",
  "X-RateLimit-Limit",
  "X-RateLimit-Remaining",
  "X-RateLimit-Reset",
  "RateLimit",
  "RateLimit-Policy",
  "Retry-After",
];

const handlers = new WeakMap<object, ReturnType<typeof cors>>();

/**
 * CORS per spec §5.10: CORS_ORIGINS in production (an explicit list, no wildcard), any origin
 * in development (echoed, since credentials are allowed); preflights answered here.
 */
export const corsPolicy = createMiddleware<AppEnv>(async (c, next) => {
  const config = gatewayConfig(c.env);
  let handler = handlers.get(config);
  if (!handler) {
    const allowed = new Set(config.corsOrigins);
    handler = cors({
      origin: (origin) => {
        if (!origin) return null;
        if (!config.strict || allowed.has("*")) return origin;
        return allowed.has(origin) ? origin : null;
      },
      allowMethods: ["GET", "POST", "PUT", "DELETE", "OPTIONS"],
      allowHeaders: ["Authorization", "Content-Type", "X-Request-ID", "X-API-Key"],
      exposeHeaders: EXPOSED_HEADERS,
      credentials: true,
      maxAge: 86_400,
    });
    handlers.set(config, handler);
  }
  return handler(c, next);
});
