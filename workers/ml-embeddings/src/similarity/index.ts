export { MemoryIndex } from "./memory-index";
export { RedisIndex } from "./redis-index";
export {
  type IndexEntry,
  type MetadataValue,
  rankBySimilarity,
  type SimilarityHit,
  type SimilarityIndex,
} from "./similarity-index";
