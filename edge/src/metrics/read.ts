import { aggregator, flushMetrics } from "./flush";

/** The aggregated figures, this isolate's latest increments included. */
export async function gatewaySummary(env: Cloudflare.Env, seconds = 60) {
  await flushMetrics(env);
  return aggregator(env).summary(seconds);
}

/** The aggregated series in text exposition format, this isolate's increments included. */
export async function gatewayExposition(env: Cloudflare.Env): Promise<string> {
  await flushMetrics(env);
  return aggregator(env).exposition();
}
