import type { Principal } from "../auth/principal";
import type { RuntimeConfig } from "../runtime-config";
import type { BucketSpec } from "./gcra";

/** How a route is limited beyond the caller's general budget. */
export type LimitClass = "default" | "processing" | "critical" | "none";

/** The buckets one object (one limited key) must charge for a request. */
export interface LimitPlan {
  key: string;
  buckets: BucketSpec[];
}

const HOUR = 3_600_000;

/**
 * The rules of DESIGN.md §5 for one request: anonymous callers per IP, authenticated callers
 * per user (per key for API keys) with their tier's budget in production, admins their own
 * budget; processing routes add a per-caller bucket; critical routes add a per-IP bucket that
 * only failed attempts end up charging (the middleware refunds successes).
 */
export function planLimits(
  principal: Principal,
  ip: string,
  limitClass: LimitClass,
  rl: RuntimeConfig["rate_limiting"],
  strict: boolean,
): LimitPlan[] {
  if (limitClass === "none") return [];
  const byIp = ipKey(ip);
  let key: string;
  let general: BucketSpec;
  if (principal.kind === "anonymous") {
    key = byIp;
    general = { name: "anonymous", limit: rl.max_requests, windowMs: rl.window_ms };
  } else {
    key = principal.kind === "api_key" ? `key:${principal.keyId}` : `user:${principal.userId}`;
    if (principal.role === "admin") {
      general = {
        name: "admin",
        limit: rl.rules.admin.max_requests,
        windowMs: rl.rules.admin.window_ms,
      };
    } else if (strict) {
      general = { name: `tier-${principal.tier}`, limit: rl.tiers[principal.tier], windowMs: HOUR };
    } else {
      const r = rl.rules.authenticated;
      general = { name: "authenticated", limit: r.max_requests, windowMs: r.window_ms };
    }
  }
  const own: BucketSpec[] = [general];
  if (limitClass === "processing") {
    const r = rl.rules.processing;
    own.push({ name: "processing", limit: r.max_requests, windowMs: r.window_ms });
  }
  const plans: LimitPlan[] = [{ key, buckets: own }];
  if (limitClass === "critical") {
    const critical = criticalBucket(rl);
    if (key === byIp) own.push(critical);
    else plans.push({ key: byIp, buckets: [critical] });
  }
  return plans;
}

/**
 * The per-IP bucket of failed authentication: failed logins, registrations and refreshes on
 * the critical routes, and failed credential checks on any route.
 */
export function criticalBucket(rl: RuntimeConfig["rate_limiting"]): BucketSpec {
  const r = rl.rules.critical;
  return { name: "critical", limit: r.max_requests, windowMs: r.window_ms };
}

/** The key of an IP's limiter object. */
export function ipKey(ip: string): string {
  return `ip:${ip}`;
}
