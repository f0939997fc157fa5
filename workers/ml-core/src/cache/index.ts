export {
  type CacheStats,
  EmbeddingCache,
  type EmbeddingCacheOptions,
  imageHash,
} from "./embedding-cache";
export { connectRedis } from "./redis-client";
