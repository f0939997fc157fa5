import { env } from "cloudflare:workers";
import type { Principal } from "../src/auth/principal";
import { gatewayConfig } from "../src/config";
import { deepMerge, defaultRuntimeConfig, type RuntimeConfigPatch } from "../src/runtime-config";
import type { UpstreamCall } from "../src/upstream";

/**
 * An upstream call context as a route builds it, with some bindings changed (e.g. another
 * instance list) and a run-time record patched (timeouts, retries, breaker, strategy).
 */
export function testCall(
  bindings: Record<string, string> = {},
  patch: RuntimeConfigPatch = {},
  principal: Principal = { kind: "anonymous", role: "admin" },
): UpstreamCall & { pending: Promise<unknown>[] } {
  const overridden = { ...env, ...bindings } as Cloudflare.Env;
  const config = gatewayConfig(overridden);
  const pending: Promise<unknown>[] = [];
  return {
    requestId: `test-${crypto.randomUUID()}`,
    principal,
    config,
    runtime: deepMerge(defaultRuntimeConfig(config), patch),
    env: overridden,
    waitUntil: (p) => {
      pending.push(p);
    },
    pending,
  };
}

/** An address where nothing listens (connection refused at once). */
export const DEAD = "http://127.0.0.1:9";
