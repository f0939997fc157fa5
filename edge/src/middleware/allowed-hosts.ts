import { IrisError } from "@iris/kit/errors";
import { createMiddleware } from "hono/factory";
import { gatewayConfig } from "../config";
import type { AppEnv } from "../types";

/**
 * True when `host` (no port) matches an ALLOWED_HOSTS entry: an exact name, `*.domain` for
 * any subdomain, or `*` for any host. An empty list allows every host.
 */
export function hostAllowed(host: string, allowed: readonly string[]): boolean {
  if (allowed.length === 0) return true;
  const name = host.toLowerCase();
  return allowed.some((entry) => {
    if (entry === "*") return true;
    if (entry.startsWith("*.")) return name.endsWith(entry.slice(1));
    return (entry.includes(":") ? entry.split(":")[0] : entry) === name;
  });
}

/** Refuses requests for a host not in ALLOWED_HOSTS (400, before any other work). */
export const allowedHosts = createMiddleware<AppEnv>(async (c, next) => {
  const { allowedHosts: allowed } = gatewayConfig(c.env);
  const host = new URL(c.req.url).hostname;
  if (!hostAllowed(host, allowed)) {
    throw new IrisError("VALIDATION_ERROR", "host not allowed", {
      details: `host "${host}" is not in ALLOWED_HOSTS`,
    });
  }
  await next();
});
