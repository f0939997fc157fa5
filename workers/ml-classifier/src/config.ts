import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { loadConfig, optionalString, serviceConfigSchema } from "@iris/kit";
import { backboneConfigFields } from "@iris/ml-core";
import { z } from "zod";

/** The repository's shipped classifiers: models/classifier. */
export const SHIPPED_MODELS_DIR = fileURLToPath(
  new URL("../../../models/classifier", import.meta.url),
);

/** Id of the shipped default classifier (the spec's five document types). */
export const SHIPPED_DEFAULT_MODEL = "doctype-v1";

const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/** Phases 3-4: training and classification settings (PORT defaults to 8003). */
export const configSchema = serviceConfigSchema(8003)
  .extend({
    ...backboneConfigFields,
    /** Inference worker threads shared by the backbone and the heads; each gets cores / workers ORT threads. */
    ML_CLASSIFIER_WORKERS: int(1, 64).default(2),
    /** Model /classify uses when none is named, until another is activated. */
    DEFAULT_CLASSIFIER: z.string().min(1).default(SHIPPED_DEFAULT_MODEL),
    /** Embedding model new training jobs use; default: the default classifier's, else the manifest's embedded model. */
    CLASSIFIER_BACKBONE: optionalString(),
    /** Below this calibrated probability /classify answers "unknown" with the candidates. */
    CONFIDENCE_THRESHOLD: z.coerce.number().min(0).max(1).default(0.5),
    /** Trained models; default DATA_DIR/ml-classifier/models. */
    MODELS_DIR: optionalString(),
    /** Read-only shipped models; default the repository's models/classifier. */
    SHIPPED_MODELS_DIR: optionalString(),
    /** Root every dataset_path is confined to; default DATA_DIR/datasets. */
    DATASETS_DIR: optionalString(),
    /** Training/optimisation jobs running at once on this replica. */
    TRAINING_CONCURRENCY: int(1, 16).default(1),
    /** Jobs waiting on this replica before /train answers 503. */
    TRAINING_QUEUE_LIMIT: int(0, 10_000).default(16),
    /** Augmented copies of each training image when data_augmentation is on. */
    TRAINING_AUGMENT_COPIES: int(0, 16).default(2),
    /** Images a job (or /evaluate) has in the embedding queue at once: small keeps /classify responsive. */
    TRAINING_EMBED_CONCURRENCY: int(1, 256).default(4),
    /** Most files in one dataset. */
    MAX_DATASET_IMAGES: int(1, 1_000_000).default(20_000),
    /** Lifetime of job records in Redis, in seconds. */
    JOB_TTL_SECONDS: int(60, 365 * 24 * 3600).default(7 * 24 * 3600),
    /** Redis key prefix of job state (the embedding cache uses ml-core's `iris:ml:`). */
    REDIS_KEY_PREFIX: z.string().default("iris:ml-classifier:"),
  })
  .transform((c) => ({
    ...c,
    MODELS_DIR: resolve(c.MODELS_DIR ?? resolve(c.DATA_DIR, "ml-classifier", "models")),
    SHIPPED_MODELS_DIR: resolve(c.SHIPPED_MODELS_DIR ?? SHIPPED_MODELS_DIR),
    DATASETS_DIR: resolve(c.DATASETS_DIR ?? resolve(c.DATA_DIR, "datasets")),
  }));

/** Parsed ml-classifier configuration. */
export type MlClassifierConfig = z.infer<typeof configSchema>;

/** Reads the configuration from `env` (the process environment by default); exits on a bad value. */
export function readConfig(
  env: Record<string, string | undefined> = process.env,
): MlClassifierConfig {
  return loadConfig(configSchema, env);
}
