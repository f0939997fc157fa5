import { Redis } from "ioredis";
import type { DocumentType } from "../extraction/document-types";
import { DEFAULT_OCR_CONFIGS } from "./defaults";
import { type OcrConfig, ocrConfigSchema } from "./schema";

/** The OCR configuration per type, as /configure-ocr leaves it. */
export interface OcrConfigStore {
  get(type: DocumentType | "generic"): Promise<OcrConfig>;
  set(type: DocumentType | "generic", config: OcrConfig): Promise<void>;
  /** Back to the defaults for one type. */
  reset(type: DocumentType | "generic"): Promise<void>;
  close(): Promise<void>;
}

/** Per-process configuration: what a single replica needs. */
export class MemoryConfigStore implements OcrConfigStore {
  private readonly overrides = new Map<string, OcrConfig>();

  async get(type: DocumentType | "generic"): Promise<OcrConfig> {
    return structuredClone(this.overrides.get(type) ?? DEFAULT_OCR_CONFIGS[type]);
  }

  async set(type: DocumentType | "generic", config: OcrConfig): Promise<void> {
    this.overrides.set(type, structuredClone(config));
  }

  async reset(type: DocumentType | "generic"): Promise<void> {
    this.overrides.delete(type);
  }

  async close(): Promise<void> {}
}

/**
 * Configuration shared by every replica through one Redis hash (type → JSON). A stored value
 * that no longer validates (an older schema) is ignored in favour of the default.
 *
 * Redis being away never fails a request: reads fall back to the last value this replica read
 * or wrote (else the default), writes are kept in process as well, and `/health` shows Redis
 * as down meanwhile. Commands fail fast while disconnected (no offline queue, a 1 s command
 * timeout) so that a request does not wait on a dead server.
 */
export class RedisConfigStore implements OcrConfigStore {
  private readonly redis: Redis;
  /** What this replica last read from or wrote to Redis: the fallback while Redis is away. */
  private readonly local = new MemoryConfigStore();

  constructor(
    url: string,
    private readonly key = "iris:ocr-extractor:ocr-config",
  ) {
    this.redis = new Redis(url, {
      lazyConnect: true,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      commandTimeout: 1000,
    });
    this.redis.on("error", () => {});
    this.redis.connect().catch(() => {});
  }

  async get(type: DocumentType | "generic"): Promise<OcrConfig> {
    let raw: string | null;
    try {
      raw = await this.redis.hget(this.key, type);
    } catch {
      return this.local.get(type);
    }
    const parsed = raw ? ocrConfigSchema.safeParse(JSON.parse(raw)) : undefined;
    const config = parsed?.success ? parsed.data : structuredClone(DEFAULT_OCR_CONFIGS[type]);
    if (parsed?.success) await this.local.set(type, config);
    else await this.local.reset(type);
    return config;
  }

  async set(type: DocumentType | "generic", config: OcrConfig): Promise<void> {
    await this.local.set(type, config);
    await this.redis.hset(this.key, type, JSON.stringify(config)).catch(() => undefined);
  }

  async reset(type: DocumentType | "generic"): Promise<void> {
    await this.local.reset(type);
    await this.redis.hdel(this.key, type).catch(() => undefined);
  }

  async ping(): Promise<boolean> {
    return this.redis.ping().then(
      () => true,
      () => false,
    );
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
