export {
  type CacheStats,
  EmbeddingCache,
  type EmbeddingCacheOptions,
  imageHash,
} from "./embedding-cache";
