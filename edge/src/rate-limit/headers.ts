import type { BucketState } from "./gcra";

/**
 * Rate-limit headers: `X-Rate-Limit-Remaining` (the tightest bucket), and the IETF
 * `RateLimit-Policy` / `RateLimit` structured fields (draft-ietf-httpapi-ratelimit-headers:
 * q = quota, w = window s, r = remaining, t = seconds until the quota is restored).
 */
export function rateLimitHeaders(buckets: BucketState[]): Record<string, string> {
  if (buckets.length === 0) return {};
  const tightest = buckets.reduce((a, b) => (b.remaining < a.remaining ? b : a));
  return {
    "x-rate-limit-remaining": String(tightest.remaining),
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
