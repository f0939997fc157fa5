import type { BucketState } from "./gcra";

/**
 * Rate-limit headers, from the tightest bucket (the one with the fewest requests left):
 * - `X-Rate-Limit-Remaining`, the header spec §4.7 / §8.1 names;
 * - `X-RateLimit-Limit`, `X-RateLimit-Remaining`, `X-RateLimit-Reset` (seconds until that
 *   bucket is full again, a delta like Retry-After), the de-facto set clients read;
 * - the IETF `RateLimit-Policy` / `RateLimit` structured fields for every bucket
 *   (draft-ietf-httpapi-ratelimit-headers: q = quota, w = window s, r = remaining,
 *   t = seconds until the quota is restored).
 */
export function rateLimitHeaders(buckets: BucketState[]): Record<string, string> {
  if (buckets.length === 0) return {};
  const tightest = buckets.reduce((a, b) => (b.remaining < a.remaining ? b : a));
  return {
    "x-rate-limit-remaining": String(tightest.remaining),
    "x-ratelimit-limit": String(tightest.limit),
    "x-ratelimit-remaining": String(tightest.remaining),
    "x-ratelimit-reset": String(Math.ceil(tightest.resetMs / 1000)),
    "ratelimit-policy": buckets
      .map((b) => `"${b.name}";q=${b.limit};w=${Math.round(b.windowMs / 1000)}`)
      .join(", "),
    ratelimit: buckets
      .map((b) => `"${b.name}";r=${b.remaining};t=${Math.ceil(b.resetMs / 1000)}`)
      .join(", "),
  };
}

/** Seconds to wait before retrying, from the buckets that denied. */
export function retryAfterSeconds(buckets: BucketState[]): number {
  return Math.max(1, ...buckets.map((b) => Math.ceil(b.retryAfterMs / 1000)));
}
