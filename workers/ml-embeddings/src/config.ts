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
