import type { MiddlewareHandler } from "hono";
import { type Access, requireAccess } from "../auth/require-access";
import { type LimitClass, rateLimit } from "../rate-limit";
import type { AppEnv } from "../types";

/** OpenAPI security requirement for routes that take credentials. */
export const SECURED: Record<string, string[]>[] = [{ bearerAuth: [] }, { apiKeyAuth: [] }];

/**
 * The per-route middleware: rate limits first (so refused attempts count too), then the
 * access rule. Spread into a route's `middleware`.
 */
export function guard(access: Access, limit: LimitClass = "default"): MiddlewareHandler<AppEnv>[] {
  return [rateLimit(limit), requireAccess(access)];
}
