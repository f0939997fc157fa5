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
 */
export class RedisConfigStore implements OcrConfigStore {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly key = "iris:ocr-extractor:ocr-config",
  ) {
    this.redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
    this.redis.on("error", () => {});
  }

  async get(type: DocumentType | "generic"): Promise<OcrConfig> {
    const raw = await this.redis.hget(this.key, type);
    const parsed = raw ? ocrConfigSchema.safeParse(JSON.parse(raw)) : undefined;
    return parsed?.success ? parsed.data : structuredClone(DEFAULT_OCR_CONFIGS[type]);
  }

  async set(type: DocumentType | "generic", config: OcrConfig): Promise<void> {
    await this.redis.hset(this.key, type, JSON.stringify(config));
  }

  async reset(type: DocumentType | "generic"): Promise<void> {
    await this.redis.hdel(this.key, type);
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
