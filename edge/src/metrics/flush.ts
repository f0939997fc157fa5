import { drain, flushDue, restore } from "./buffer";

/** The one aggregator object. */
export function aggregator(env: Cloudflare.Env) {
  return env.METRICS.get(env.METRICS.idFromName("gateway"));
}

/**
 * Sends this isolate's increments to the aggregator. Best effort: on failure they are put
 * back and go with the next flush (metrics never fail a request).
 */
export async function flushMetrics(env: Cloudflare.Env): Promise<void> {
  const delta = drain();
  if (
    Object.keys(delta.counters).length === 0 &&
    Object.keys(delta.histograms).length === 0 &&
    Object.keys(delta.gauges).length === 0
  )
    return;
  try {
    await aggregator(env).merge(delta);
  } catch (error) {
    restore(delta);
    console.warn("metrics flush failed:", (error as Error).message);
  }
}

/** Flushes in the background when due (called as each request ends). */
export function flushIfDue(env: Cloudflare.Env, waitUntil: (p: Promise<unknown>) => void): void {
  if (flushDue()) waitUntil(flushMetrics(env));
}
