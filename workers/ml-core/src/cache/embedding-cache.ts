import { createHash } from "node:crypto";
import type { Redis } from "ioredis";
import { LRUCache } from "lru-cache";

/** Options for an {@link EmbeddingCache}. */
export interface EmbeddingCacheOptions {
  /** Entries kept in process (EMBEDDING_CACHE_SIZE). 0 turns the in-process layer off. */
  maxEntries: number;
  /** Shared layer: when given, entries are also kept in Redis for every replica. */
  redis?: Redis;
  /** Redis key prefix. */
  prefix?: string;
  /** Redis entry lifetime in seconds (0: no expiry). */
  ttlSeconds?: number;
  /** Told about Redis failures; the cache then behaves as a miss (fails open). */
  onError?: (error: unknown) => void;
}

/** Hit and miss counts, for /metrics. */
export interface CacheStats {
  hits: number;
  misses: number;
  size: number;
}

/** Hex SHA-256 of an image's bytes: the cache key's image part. */
export function imageHash(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/**
 * Embeddings by image hash + model version: an in-process LRU in front of an optional Redis
 * layer shared by replicas. Redis errors never fail a request: the entry counts as a miss and
 * the embedding is computed again.
 */
export class EmbeddingCache {
  private readonly lru: LRUCache<string, Float32Array> | undefined;
  private readonly prefix: string;
  private hits = 0;
  private misses = 0;

  constructor(private readonly options: EmbeddingCacheOptions) {
    this.lru = options.maxEntries > 0 ? new LRUCache({ max: options.maxEntries }) : undefined;
    this.prefix = options.prefix ?? "iris:ml:";
  }

  /** The cached embedding of `hash` under `model`, or undefined. */
  async get(model: string, hash: string): Promise<Float32Array | undefined> {
    const key = this.key(model, hash);
    const local = this.lru?.get(key);
    if (local) {
      this.hits++;
      return local;
    }
    const shared = await this.fromRedis(key);
    if (shared) {
      this.hits++;
      this.lru?.set(key, shared);
      return shared;
    }
    this.misses++;
    return undefined;
  }

  /** Stores an embedding in both layers. */
  async set(model: string, hash: string, embedding: Float32Array): Promise<void> {
    const key = this.key(model, hash);
    this.lru?.set(key, embedding);
    const { redis, ttlSeconds = 0 } = this.options;
    if (!redis) return;
    const bytes = Buffer.from(embedding.buffer, embedding.byteOffset, embedding.byteLength);
    try {
      if (ttlSeconds > 0) await redis.set(`${this.prefix}${key}`, bytes, "EX", ttlSeconds);
      else await redis.set(`${this.prefix}${key}`, bytes);
    } catch (error) {
      this.options.onError?.(error);
    }
  }

  /** Counts since start, plus the in-process size. */
  stats(): CacheStats {
    return { hits: this.hits, misses: this.misses, size: this.lru?.size ?? 0 };
  }

  private key(model: string, hash: string): string {
    return `emb:${model}:${hash}`;
  }

  private async fromRedis(key: string): Promise<Float32Array | undefined> {
    const { redis } = this.options;
    if (!redis) return undefined;
    try {
      const bytes = await redis.getBuffer(`${this.prefix}${key}`);
      if (!bytes || bytes.length % 4 !== 0) return undefined;
      // Copy: the Buffer may be a view into a shared pool with an unaligned offset.
      return new Float32Array(new Uint8Array(bytes).buffer);
    } catch (error) {
      this.options.onError?.(error);
      return undefined;
    }
  }
}
