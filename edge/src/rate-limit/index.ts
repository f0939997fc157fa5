export { chargeLimits, refundLimit } from "./client";
export { type RateDecision, RateLimiter } from "./durable-object";
export { type BucketSpec, type BucketState, gcra, refundTat } from "./gcra";
export { rateLimitHeaders, retryAfterSeconds } from "./headers";
export { clientIp, rateLimit } from "./middleware";
export { type LimitClass, type LimitPlan, planLimits } from "./rules";
