import type { RateDecision, RateLimiter } from "./durable-object";
import type { BucketSpec } from "./gcra";
import type { LimitPlan } from "./rules";

/** How long a request waits for its limiter before being served unlimited. */
export const LIMITER_TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`rate limiter did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Calls the RateLimiter object of each plan (in parallel). Fails open: if the limiter cannot
 * be reached or does not answer within LIMITER_TIMEOUT_MS, the request is served unlimited
 * and the failure logged — a limiter outage must not take the API down.
 */
export async function chargeLimits(
  ns: DurableObjectNamespace<RateLimiter>,
  plans: LimitPlan[],
): Promise<RateDecision[] | undefined> {
  try {
    return await withTimeout(
      Promise.all(plans.map((plan) => ns.get(ns.idFromName(plan.key)).consume(plan.buckets))),
      LIMITER_TIMEOUT_MS,
    );
  } catch (error) {
    console.error("rate limiter unavailable, failing open:", (error as Error).message);
    return undefined;
  }
}

/** Refunds one bucket charge (a critical-route request that succeeded); best effort. */
export async function refundLimit(
  ns: DurableObjectNamespace<RateLimiter>,
  key: string,
  bucket: BucketSpec,
): Promise<void> {
  try {
    await withTimeout(ns.get(ns.idFromName(key)).refund(bucket), LIMITER_TIMEOUT_MS);
  } catch (error) {
    console.error("rate limiter refund failed:", (error as Error).message);
  }
}
