import type { RunOptions } from "./record";

/** A cache entry: which run answered this (file, options) and when. */
interface Entry {
  pipeline_id: string;
  stored_at: number;
}

/** SHA-256 of `data`, hex. */
export async function sha256Hex(data: ArrayBuffer | Uint8Array | string): Promise<string> {
  const bytes = typeof data === "string" ? new TextEncoder().encode(data) : data;
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * The result cache (`cache.enabled`, `cache.ttl` of /admin/config): the same file with the
 * same options from the same caller within the TTL is answered from the earlier run. Keys
 * are per caller, so no one learns from timing that someone else processed a document.
 */
export class ResultCache {
  constructor(
    private readonly kv: KVNamespace,
    private readonly prefix: string,
  ) {}

  /** The cache key of a request. */
  async key(owner: string, fileSha: string, options: RunOptions): Promise<string> {
    return sha256Hex(JSON.stringify([owner, fileSha, options]));
  }

  /** The id of the run that answered this key within `ttlSeconds`, or null. */
  async lookup(key: string, ttlSeconds: number): Promise<string | null> {
    const entry = await this.kv.get<Entry>(`${this.prefix}cache:${key}`, "json");
    if (!entry || Date.now() - entry.stored_at > ttlSeconds * 1000) return null;
    return entry.pipeline_id;
  }

  /** Remembers that `pipelineId` answered this key. KV keeps entries at least 60 s. */
  async store(key: string, pipelineId: string, ttlSeconds: number): Promise<void> {
    const entry: Entry = { pipeline_id: pipelineId, stored_at: Date.now() };
    await this.kv.put(`${this.prefix}cache:${key}`, JSON.stringify(entry), {
      expirationTtl: Math.max(60, ttlSeconds),
    });
  }
}
