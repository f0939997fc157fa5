import type { RateDecision } from "./durable-object";
import type { BucketSpec } from "./gcra";
import type { LimitPlan } from "./rules";

/**
 * Calls the RateLimiter object of each plan (in parallel). Fails open: if the limiter cannot
 * be reached the request is served, unlimited, and the failure is logged — a limiter outage
 * must not take the API down.
 */
export async function chargeLimits(
  ns: DurableObjectNamespace<import("./durable-object").RateLimiter>,
  plans: LimitPlan[],
): Promise<RateDecision[] | undefined> {
  try {
    return await Promise.all(
      plans.map((plan) => ns.get(ns.idFromName(plan.key)).consume(plan.buckets)),
    );
  } catch (error) {
    console.error("rate limiter unavailable, failing open:", error);
    return undefined;
  }
}

/** Refunds one bucket charge (a critical-route request that succeeded); best effort. */
export async function refundLimit(
  ns: DurableObjectNamespace<import("./durable-object").RateLimiter>,
  key: string,
  bucket: BucketSpec,
): Promise<void> {
  try {
    await ns.get(ns.idFromName(key)).refund(bucket);
  } catch (error) {
    console.error("rate limiter refund failed:", error);
  }
}
