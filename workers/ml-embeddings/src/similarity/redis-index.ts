import type { Redis } from "ioredis";
import {
  decodeEmbedding,
  type IndexEntry,
  type MetadataValue,
  type SimilarityIndex,
} from "./similarity-index";

/**
 * The shared index in Redis, for replicas: each entry is a hash (`entry:<id>`: model,
 * embedding as raw float32 bytes, metadata JSON, created_at), listed per model in a sorted
 * set scored by insertion time. Unlike the embedding cache this fails closed: a search
 * without Redis would silently miss entries, so the error reaches the caller.
 */
export class RedisIndex implements SimilarityIndex {
  readonly kind = "redis";

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async add(entries: IndexEntry[]): Promise<void> {
    const tx = this.redis.multi();
    for (const e of entries) {
      tx.hset(this.key(`entry:${e.id}`), {
        model: e.model,
        embedding: Buffer.from(e.embedding.buffer, e.embedding.byteOffset, e.embedding.byteLength),
        metadata: JSON.stringify(e.metadata),
        created_at: e.created_at,
      });
      tx.zadd(this.key(`model:${e.model}`), Date.parse(e.created_at), e.id);
    }
    await tx.exec();
  }

  async entries(model: string): Promise<IndexEntry[]> {
    const ids = await this.redis.zrange(this.key(`model:${model}`), "0", "-1");
    if (ids.length === 0) return [];
    const pipeline = this.redis.pipeline();
    for (const id of ids) pipeline.hgetallBuffer(this.key(`entry:${id}`));
    const rows = (await pipeline.exec()) ?? [];
    const out: IndexEntry[] = [];
    rows.forEach(([error, value], i) => {
      if (error) throw error;
      const hash = value as Record<string, Buffer>;
      if (!hash.embedding) return;
      out.push({
        id: ids[i] as string,
        model: String(hash.model),
        embedding: decodeEmbedding(hash.embedding),
        metadata: JSON.parse(String(hash.metadata ?? "{}")) as Record<string, MetadataValue>,
        created_at: String(hash.created_at),
      });
    });
    return out;
  }

  async count(model?: string): Promise<number> {
    if (model) return this.redis.zcard(this.key(`model:${model}`));
    let total = 0;
    let cursor = "0";
    do {
      const [next, keys] = await this.redis.scan(
        cursor,
        "MATCH",
        this.key("model:*"),
        "COUNT",
        100,
      );
      cursor = next;
      for (const key of keys) total += await this.redis.zcard(key);
    } while (cursor !== "0");
    return total;
  }

  async close(): Promise<void> {}

  private key(suffix: string): string {
    return `${this.prefix}sim:${suffix}`;
  }
}
