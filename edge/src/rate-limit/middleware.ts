import { IrisError } from "@iris/kit/errors";
import { createMiddleware } from "hono/factory";
import { count } from "../metrics/buffer";
import { RuntimeConfigStore } from "../runtime-config";
import type { AppEnv } from "../types";
import { chargeLimits, refundLimit } from "./client";
import type { BucketState } from "./gcra";
import { rateLimitHeaders, retryAfterSeconds } from "./headers";
import { type LimitClass, planLimits } from "./rules";

/** The caller's IP as Cloudflare reports it; one shared key when absent (local tools). */
export function clientIp(header: (name: string) => string | undefined): string {
  return header("cf-connecting-ip")?.trim() || "unknown";
}

/**
 * Charges the caller's buckets for this route (rules read from the run-time configuration),
 * answers 429 RATE_LIMIT_EXCEEDED with Retry-After when one is empty, and sets the
 * rate-limit headers on the answer. On critical routes a successful answer refunds the
 * critical bucket, so only failed attempts count.
 */
export function rateLimit(limitClass: LimitClass) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const config = c.get("config");
    const runtime = (await new RuntimeConfigStore(c.env.DB, config).get()).config;
    if (!runtime.rate_limiting.enabled || limitClass === "none") return next();
    const plans = planLimits(
      c.get("principal"),
      clientIp((n) => c.req.header(n)),
      limitClass,
      runtime.rate_limiting,
      config.strict,
    );
    const decisions = await chargeLimits(c.env.RATE_LIMITER, plans);
    if (!decisions) return next();
    const buckets = decisions.flatMap((d) => d.buckets);
    if (!decisions.every((d) => d.allowed)) {
      for (const [k, v] of Object.entries(rateLimitHeaders(buckets))) c.header(k, v);
      const denied = buckets.filter((b) => b.retryAfterMs > 0);
      for (const b of denied) count("iris_rate_limit_rejections_total", { rule: ruleOf(b.name) });
      throw new IrisError("RATE_LIMIT_EXCEEDED", "too many requests", {
        details: `limit reached for ${denied.map((b) => b.name).join(", ")}; retry later`,
        retryAfter: retryAfterSeconds(denied),
      });
    }
    try {
      await next();
    } finally {
      if (limitClass === "critical" && c.res.status < 400)
        await refundCritical(c.env, plans, buckets);
      for (const [k, v] of Object.entries(rateLimitHeaders(buckets))) c.res.headers.set(k, v);
    }
  });
}

/** Gives back the critical-bucket charge of a successful attempt (only failures count). */
async function refundCritical(
  env: Cloudflare.Env,
  plans: ReturnType<typeof planLimits>,
  buckets: BucketState[],
): Promise<void> {
  const plan = plans.find((p) => p.buckets.some((b) => b.name === "critical"));
  const spec = plan?.buckets.find((b) => b.name === "critical");
  if (!plan || !spec) return;
  await refundLimit(env.RATE_LIMITER, plan.key, spec);
  for (const b of buckets)
    if (b.name === "critical") b.remaining = Math.min(b.limit, b.remaining + 1);
}

/** The rule a bucket belongs to (tier buckets are named tier-<tier>). */
function ruleOf(bucket: string): string {
  return bucket.startsWith("tier-") ? "tier" : bucket;
}
