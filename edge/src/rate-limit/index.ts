export { chargeLimits, refundLimit } from "./client";
export { type RateDecision, RateLimiter } from "./durable-object";
export { chargeFailedCredential, credentialsRefused } from "./failed-credentials";
export { type BucketSpec, type BucketState, gcra, refundTat } from "./gcra";
export { rateLimitHeaders, retryAfterSeconds } from "./headers";
export { clientIp, rateLimit } from "./middleware";
export { criticalBucket, ipKey, type LimitClass, type LimitPlan, planLimits } from "./rules";
