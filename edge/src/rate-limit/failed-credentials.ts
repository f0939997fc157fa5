import { IrisError } from "@iris/kit/errors";
import type { Context } from "hono";
import { count } from "../metrics/buffer";
import { RuntimeConfigStore } from "../runtime-config";
import type { AppEnv } from "../types";
import { chargeLimits } from "./client";
import type { BucketState } from "./gcra";
import { rateLimitHeaders, retryAfterSeconds } from "./headers";
import { criticalBucket, ipKey } from "./rules";

/** IPs whose critical bucket is empty, until when (epoch ms): this isolate's memory. */
const emptyUntil = new Map<string, number>();
/** Most IPs remembered; the oldest entry goes first beyond it (bounded memory under a flood). */
const REMEMBERED_IPS = 10_000;

/**
 * 429 for a request with credentials from an IP whose failed-authentication budget this
 * isolate saw run out, until it refills — answered without checking the credential, so a flood
 * of guesses costs no lookups and a right guess is not told apart from a wrong one.
 */
export function credentialsRefused(ip: string, now = Date.now()): IrisError | undefined {
  const until = emptyUntil.get(ip);
  if (until === undefined) return undefined;
  if (until <= now) {
    emptyUntil.delete(ip);
    return undefined;
  }
  count("iris_rate_limit_rejections_total", { rule: "critical" });
  return tooMany(Math.max(1, Math.ceil((until - now) / 1000)));
}

/**
 * Charges a failed credential check (a wrong API key, a bad, expired or revoked token, a
 * malformed Authorization header) to the IP's critical bucket, as a failed login is. Sets the
 * rate-limit headers; returns the 429 to answer instead of the 401 once the bucket is empty.
 * Fails open like every limit: no limiter, no charge.
 */
export async function chargeFailedCredential(
  c: Context<AppEnv>,
  ip: string,
): Promise<IrisError | undefined> {
  const runtime = (await new RuntimeConfigStore(c.env.DB, c.get("config")).get()).config;
  if (!runtime.rate_limiting.enabled) return undefined;
  const decisions = await chargeLimits(c.env.RATE_LIMITER, [
    { key: ipKey(ip), buckets: [criticalBucket(runtime.rate_limiting)] },
  ]);
  const bucket = decisions?.[0]?.buckets[0];
  if (!decisions || !bucket) return undefined;
  for (const [k, v] of Object.entries(rateLimitHeaders([bucket]))) c.header(k, v);
  const now = Date.now();
  const wait = refillWait(bucket, decisions[0]?.allowed ?? true);
  if (wait > 0) remember(ip, now + wait);
  if (decisions[0]?.allowed) return undefined;
  count("iris_rate_limit_rejections_total", { rule: "critical" });
  return tooMany(retryAfterSeconds([bucket]));
}

/** Milliseconds until the bucket takes one more request (0 while it has some left). */
function refillWait(bucket: BucketState, allowed: boolean): number {
  if (!allowed) return bucket.retryAfterMs;
  if (bucket.remaining > 0) return 0;
  const interval = bucket.windowMs / bucket.limit;
  return Math.max(1, Math.ceil(bucket.resetMs + interval - bucket.windowMs));
}

function remember(ip: string, until: number): void {
  emptyUntil.delete(ip);
  emptyUntil.set(ip, until);
  if (emptyUntil.size > REMEMBERED_IPS) {
    const oldest = emptyUntil.keys().next().value;
    if (oldest !== undefined) emptyUntil.delete(oldest);
  }
}

function tooMany(retryAfter: number): IrisError {
  return new IrisError("RATE_LIMIT_EXCEEDED", "too many requests", {
    details: "too many failed credential checks from this address; retry later",
    retryAfter,
  });
}
