import { z } from "zod";
import { EXECUTION_PROVIDERS } from "../runtime";

const booleanText = z
  .union([z.boolean(), z.enum(["true", "false", "1", "0", "yes", "no", "on", "off"])])
  .transform((v) => v === true || v === "true" || v === "1" || v === "yes" || v === "on");

const optionalPositiveInt = z
  .union([z.literal(""), z.coerce.number().int().positive()])
  .optional()
  .transform((v) => (v === "" ? undefined : v));

/**
 * Environment settings of the backbone, as zod fields a service spreads into its schema:
 * `serviceConfigSchema(8002).extend({ ...backboneConfigFields, ... })`.
 */
export const backboneConfigFields = {
  /** cpu (default) or cuda; cuda falls back to cpu with a warning when unavailable. */
  ORT_EXECUTION_PROVIDER: z.enum(EXECUTION_PROVIDERS).default("cpu"),
  /** ORT intra-op threads per worker; default: cores / workers (no oversubscription). */
  ORT_INTRA_OP_THREADS: optionalPositiveInt,
  /** Path of the model manifest; default: the repository's models/manifest.json. */
  MODEL_MANIFEST: z.string().optional(),
  /** Verify each model file's sha256 against the manifest before loading. */
  VERIFY_MODEL_CHECKSUMS: booleanText.default(true),
  /** Most images per inference call. */
  MAX_BATCH_SIZE: z.coerce.number().int().min(1).max(1024).default(32),
  /** Longest a lone image waits for others to share its batch, in ms. */
  BATCH_MAX_DELAY_MS: z.coerce.number().min(0).max(1000).default(5),
  /** Most images waiting for inference; more are refused with 503. */
  INFERENCE_QUEUE_LIMIT: z.coerce.number().int().positive().default(1024),
  /** In-process embedding cache entries (0 disables it). */
  EMBEDDING_CACHE_SIZE: z.coerce.number().int().min(0).default(1000),
  /** Lifetime of embeddings cached in Redis, in seconds (0: none). */
  EMBEDDING_CACHE_TTL: z.coerce
    .number()
    .int()
    .min(0)
    .default(7 * 24 * 3600),
};

/** The parsed backbone settings (a service config that spread the fields satisfies it). */
export type BackboneConfig = z.infer<z.ZodObject<typeof backboneConfigFields>>;
