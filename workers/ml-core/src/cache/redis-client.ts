import { Redis } from "ioredis";

/**
 * The Redis client of the ML services. Commands fail fast while Redis is away (no offline
 * queue, a 1 s command timeout) because every user of it has an in-process fallback (the
 * embedding cache, job records) or answers a retryable 503 (the similarity index); connection
 * errors show in `/health` (`redis: degraded`), not as unhandled error events.
 */
export function connectRedis(url: string): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 2,
    lazyConnect: false,
    enableOfflineQueue: false,
    commandTimeout: 1000,
  });
  redis.on("error", () => {});
  return redis;
}
