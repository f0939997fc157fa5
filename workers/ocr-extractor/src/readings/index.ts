export { type PageReading, readingBytes, secondReadingKey } from "./reading";
export {
  MemoryReadingStore,
  type ReadingLimits,
  type ReadingStore,
  RedisReadingStore,
} from "./store";
