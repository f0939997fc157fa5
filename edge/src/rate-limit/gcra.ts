/** One bucket to charge: `limit` requests per `windowMs`, bursts of up to `limit` allowed. */
export interface BucketSpec {
  /** Policy name, shown in the RateLimit headers (anonymous, user, processing, critical…). */
  name: string;
  limit: number;
  windowMs: number;
  /** Units to take; 1 for a request. */
  cost?: number;
}

/** The state of one bucket after a decision. */
export interface BucketState {
  name: string;
  limit: number;
  windowMs: number;
  /** Requests still allowed right now. */
  remaining: number;
  /** Milliseconds until the bucket is full again. */
  resetMs: number;
  /** Milliseconds until the next request may pass (0 when allowed). */
  retryAfterMs: number;
}

/**
 * Generic cell rate algorithm: the bucket's whole state is its theoretical arrival time
 * (TAT). Exact, O(1) per bucket, and a burst of `limit` passes at once, as a fixed window
 * would, while refilling smoothly (one request every windowMs/limit).
 */
export function gcra(
  tat: number | undefined,
  spec: BucketSpec,
  now: number,
): { allowed: boolean; tat: number; state: BucketState } {
  const interval = spec.windowMs / spec.limit;
  const cost = spec.cost ?? 1;
  const base = Math.max(tat ?? now, now);
  const next = base + interval * cost;
  // A tiny tolerance keeps float rounding from denying the limit-th request.
  const allowed = next - now <= spec.windowMs + 1e-6;
  const effective = allowed ? next : base;
  const remaining = Math.max(0, Math.floor((spec.windowMs - (effective - now)) / interval + 1e-9));
  return {
    allowed,
    tat: effective,
    state: {
      name: spec.name,
      limit: spec.limit,
      windowMs: spec.windowMs,
      remaining,
      resetMs: Math.max(0, Math.ceil(effective - now)),
      retryAfterMs: allowed ? 0 : Math.max(1, Math.ceil(next - spec.windowMs - now)),
    },
  };
}

/** Gives back `cost` units taken earlier (a request that must not count). */
export function refundTat(tat: number | undefined, spec: BucketSpec, now: number): number {
  if (tat === undefined) return now;
  const interval = spec.windowMs / spec.limit;
  return Math.max(now, tat - interval * (spec.cost ?? 1));
}
