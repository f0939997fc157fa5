/** Longest wait a 429/503 Retry-After may impose on one call before it is retried. */
export const RETRY_AFTER_CAP_MS = 10_000;

/** Longest single backoff sleep, whatever the attempt number. */
export const BACKOFF_CAP_MS = 30_000;

/**
 * Exponential backoff with full jitter: a uniformly random delay in [0, min(cap, base·2^n))
 * before retry n (0-based). Spreads retries of many callers instead of synchronising them.
 */
export function backoffDelay(
  attempt: number,
  baseMs: number,
  capMs = BACKOFF_CAP_MS,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(capMs, baseMs * 2 ** attempt);
  return Math.floor(random() * ceiling);
}

/**
 * Retry-After in milliseconds (delta-seconds or an HTTP date), capped at `capMs`; undefined
 * when absent or unreadable.
 */
export function retryAfterMs(
  value: string | null | undefined,
  capMs = RETRY_AFTER_CAP_MS,
  now = Date.now(),
): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  let ms: number;
  if (/^\d+$/.test(trimmed)) ms = Number(trimmed) * 1000;
  else {
    const at = Date.parse(trimmed);
    if (Number.isNaN(at)) return undefined;
    ms = Math.max(0, at - now);
  }
  return Math.min(capMs, ms);
}

/** Resolves after `ms` (or at once for 0). */
export function sleep(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}
