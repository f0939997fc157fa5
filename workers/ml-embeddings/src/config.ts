import { loadConfig, optionalString, serviceConfigSchema } from "@iris/kit";
import { backboneConfigFields } from "@iris/ml-core";
import { z } from "zod";

/** phase 2: embeddings and clustering settings (PORT defaults to 8002). */
export const configSchema = serviceConfigSchema(8002).extend({
  ...backboneConfigFields,
  /** More files per request than the kit default: /embed_and_cluster takes whole sets. */
  MAX_FILES: z.coerce.number().int().positive().default(256),
  /** Model used until /switch_model; falls back to the embedded model when not installed. */
  DEFAULT_MODEL: z.string().min(1).default("vit_base_patch16_224"),
  /** Inference worker threads; each gets cores / workers ORT threads. */
  ML_EMBEDDINGS_WORKERS: z.coerce.number().int().min(1).max(64).default(2),
  /** Silhouette is computed on a seeded sample of at most this many points. */
  SILHOUETTE_SAMPLE_SIZE: z.coerce.number().int().min(10).default(1000),
  DEFAULT_MIN_CLUSTERS: z.coerce.number().int().min(2).default(2),
  DEFAULT_MAX_CLUSTERS: z.coerce.number().int().min(2).default(10),
  /** Seed of k-means++ and of the silhouette sample. */
  CLUSTERING_RANDOM_STATE: z.coerce.number().int().min(0).default(42),
  /**
   * Most work one clustering request may ask for: seedings × n × Σk (k·d + 256) over its
   * candidate ks (413 beyond it). The default admits 10 000 × 768 at k 2..10 with 3 seedings.
   */
  CLUSTER_WORK_BUDGET: z.coerce.number().positive().default(1.5e9),
  /** A clustering request stops (503, retryable) this long after it arrived; below the gateway's 60 s. */
  CLUSTER_TIMEOUT_MS: z.coerce.number().int().positive().default(50_000),
  /** Large clustering jobs waiting for the heavy lane before 503 (one runs at a time). */
  CLUSTER_QUEUE_LIMIT: z.coerce.number().int().min(0).default(4),
  /** Redis key prefix of the similarity index (the embedding cache uses `iris:ml:`). */
  REDIS_KEY_PREFIX: z.string().default("iris:ml-embeddings:"),
  /** The in-process similarity index file; default DATA_DIR/ml-embeddings/similarity-index.jsonl. */
  SIMILARITY_INDEX_FILE: optionalString(),
});

/** Parsed ml-embeddings configuration. */
export type MlEmbeddingsConfig = z.infer<typeof configSchema>;

/** Reads the configuration from `env` (the process environment by default); exits on a bad value. */
export function readConfig(
  env: Record<string, string | undefined> = process.env,
): MlEmbeddingsConfig {
  return loadConfig(configSchema, env);
}
