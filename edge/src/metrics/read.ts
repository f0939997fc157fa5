import { aggregator, flushMetrics } from "./flush";

/** The aggregated figures, this isolate's latest increments included. */
export async function gatewaySummary(env: Cloudflare.Env, seconds = 60) {
  await flushMetrics(env);
  return aggregator(env).summary(seconds);
}
