import { createApp } from "./app";
import { serviceUpstream } from "./upstream";
import { gatewayWorker } from "./worker";

export { HealthMonitor } from "./health/monitor";
export { MetricsAggregator } from "./metrics/aggregator";
export { RateLimiter } from "./rate-limit/durable-object";

/** The production Worker (wrangler.toml's `main`): the gateway and nothing else. */
export default gatewayWorker(createApp({ upstream: serviceUpstream }));
