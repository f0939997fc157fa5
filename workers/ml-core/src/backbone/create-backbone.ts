import type { Redis } from "ioredis";
import { EmbeddingCache } from "../cache";
import { Embedder } from "../embedder";
import { InferencePool, planThreads, type ThreadPlan } from "../inference";
import { type LoadedManifest, loadManifest } from "../manifest";
import { ModelRegistry } from "../registry";
import type { BackboneConfig } from "./config";

/** What a service needs besides its parsed configuration. */
export interface BackboneOptions {
  /** Inference worker threads (e.g. ML_EMBEDDINGS_WORKERS). */
  workers: number;
  /** Shared Redis for the embedding cache; in-process only when absent. */
  redis?: Redis;
  /** Redis key prefix of this service. */
  redisPrefix?: string;
  /** A manifest object instead of reading MODEL_MANIFEST (tests). */
  manifest?: LoadedManifest;
  warn?: (message: string) => void;
  onBatch?: (size: number, waitedMs: number) => void;
}

/** The shared backbone: manifest, worker pool, model registry, cache and embedder. */
export interface Backbone {
  manifest: LoadedManifest;
  threads: ThreadPlan;
  pool: InferencePool;
  registry: ModelRegistry;
  cache: EmbeddingCache;
  embedder: Embedder;
  /** Unloads every model (after in-flight requests) and stops the workers. */
  close(): Promise<void>;
}

/** Builds the backbone from configuration; nothing loads until a model is first used. */
export function createBackbone(config: BackboneConfig, options: BackboneOptions): Backbone {
  const manifest = options.manifest ?? loadManifest(config.MODEL_MANIFEST);
  const threads = planThreads(options.workers, config.ORT_INTRA_OP_THREADS);
  const pool = new InferencePool({
    ...threads,
    provider: config.ORT_EXECUTION_PROVIDER,
    ...(options.warn ? { onWarning: options.warn } : {}),
  });
  const registry = new ModelRegistry({
    manifest,
    pool,
    verifyChecksums: config.VERIFY_MODEL_CHECKSUMS,
  });
  const cache = new EmbeddingCache({
    maxEntries: config.EMBEDDING_CACHE_SIZE,
    ttlSeconds: config.EMBEDDING_CACHE_TTL,
    ...(options.redis ? { redis: options.redis } : {}),
    ...(options.redisPrefix ? { prefix: options.redisPrefix } : {}),
    ...(options.warn
      ? { onError: (e: unknown) => options.warn?.(`redis cache: ${String(e)}`) }
      : {}),
  });
  const embedder = new Embedder(registry, pool, cache, {
    maxBatchSize: config.MAX_BATCH_SIZE,
    maxDelayMs: config.BATCH_MAX_DELAY_MS,
    maxQueue: config.INFERENCE_QUEUE_LIMIT,
    ...(options.onBatch ? { onBatch: options.onBatch } : {}),
  });
  return {
    manifest,
    threads,
    pool,
    registry,
    cache,
    embedder,
    close: async () => {
      await registry.close();
      await pool.close();
    },
  };
}
