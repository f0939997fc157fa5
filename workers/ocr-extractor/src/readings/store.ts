import { randomUUID } from "node:crypto";
import { deserialize, serialize } from "node:v8";
import { Redis } from "ioredis";
import { LRUCache } from "lru-cache";
import { type PageReading, readingBytes } from "./reading";

/** Where readings are kept between the extraction that made them and a later one. */
export interface ReadingStore {
  /** Keeps a reading; its id, or undefined when it could not be kept (too large, Redis away). */
  put(reading: PageReading, id?: string): Promise<string | undefined>;
  /** The reading, or undefined once it expired or was evicted. */
  get(id: string): Promise<PageReading | undefined>;
  readonly ttlSeconds: number;
  close(): Promise<void>;
}

/** Limits of a reading store (READING_CACHE_MB, READING_TTL_SECONDS). */
export interface ReadingLimits {
  maxBytes: number;
  ttlSeconds: number;
}

/**
 * Readings in process: an LRU bounded by bytes, each kept `ttlSeconds`. What a single
 * replica needs; a reading larger than the whole budget is not kept (none with a budget of 0).
 */
export class MemoryReadingStore implements ReadingStore {
  private readonly lru: LRUCache<string, PageReading>;
  readonly ttlSeconds: number;

  constructor(limits: ReadingLimits) {
    this.ttlSeconds = limits.ttlSeconds;
    this.lru = new LRUCache<string, PageReading>({
      maxSize: Math.max(1, limits.maxBytes),
      sizeCalculation: (r) => Math.max(1, readingBytes(r)),
      ttl: limits.ttlSeconds * 1000,
      ttlAutopurge: true,
    });
  }

  async put(reading: PageReading, id = randomUUID()): Promise<string | undefined> {
    if (readingBytes(reading) > this.lru.maxSize) return undefined;
    this.lru.set(id, reading);
    return this.lru.has(id) ? id : undefined;
  }

  async get(id: string): Promise<PageReading | undefined> {
    return this.lru.get(id);
  }

  /** Readings and bytes held now (for /health). */
  stats(): { readings: number; bytes: number } {
    return { readings: this.lru.size, bytes: this.lru.calculatedSize };
  }

  async close(): Promise<void> {
    this.lru.clear();
  }
}

/**
 * Readings shared by every replica through Redis (v8-serialised, expiring after
 * `ttlSeconds`), so that the call applying another type may reach any replica. Redis being
 * away never fails a request: the reading is then simply not kept, and the caller falls
 * back to sending the page again. Commands fail fast while disconnected.
 */
export class RedisReadingStore implements ReadingStore {
  private readonly redis: Redis;
  readonly ttlSeconds: number;

  constructor(
    url: string,
    private readonly limits: ReadingLimits,
    private readonly prefix = "iris:ocr-extractor:reading:",
  ) {
    this.ttlSeconds = limits.ttlSeconds;
    this.redis = new Redis(url, {
      lazyConnect: true,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      commandTimeout: 2000,
    });
    this.redis.on("error", () => {});
    this.redis.connect().catch(() => {});
  }

  async put(reading: PageReading, id = randomUUID()): Promise<string | undefined> {
    if (readingBytes(reading) > this.limits.maxBytes) return undefined;
    try {
      await this.redis.set(this.prefix + id, serialize(reading), "EX", this.ttlSeconds);
      return id;
    } catch {
      return undefined;
    }
  }

  async get(id: string): Promise<PageReading | undefined> {
    try {
      const bytes = await this.redis.getBuffer(this.prefix + id);
      return bytes ? (deserialize(bytes) as PageReading) : undefined;
    } catch {
      return undefined;
    }
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
