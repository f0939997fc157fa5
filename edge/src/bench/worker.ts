import { createApp } from "../app";
import { serviceUpstream } from "../upstream";
import { gatewayWorker } from "../worker";
import { benchGuardedRoutes, benchPlainRoutes } from "./routes";

export { HealthMonitor } from "../health/monitor";
export { MetricsAggregator } from "../metrics/aggregator";
export { RateLimiter } from "../rate-limit/durable-object";

/**
 * The benchmark's Worker entry: the production gateway plus `/__bench/*`. Only the `gateway`
 * benchmark runs it (`wrangler dev` with this file as the entry point); `wrangler deploy`
 * bundles `edge/src/index.ts`, which never imports this folder.
 */
export default gatewayWorker(
  createApp({
    upstream: serviceUpstream,
    extraRoutes: { public: [benchPlainRoutes], authenticated: [benchGuardedRoutes] },
  }),
);
