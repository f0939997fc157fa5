import { availableParallelism } from "node:os";
import { loadConfig, serviceConfigSchema } from "@iris/kit";
import { z } from "zod";

/**
 * Phases 5-6 settings: the kit's shared ones (PORT defaults to 8004) plus the OCR engine,
 * its worker pool and the normalisation defaults.
 */
export const configSchema = serviceConfigSchema(8004).extend({
  /**
   * `auto`: libtesseract through the native addon when it is built here, else tesseract.js
   * (said once in the log); `native`: the addon, start-up fails without it; `js`: tesseract.js.
   * IRIS_NATIVE=off in the environment hides every addon (native/README.md).
   */
  OCR_ENGINE: z.enum(["js", "native", "auto"]).default("auto"),
  /** Concurrent OCR jobs (tesseract.js worker threads, or native host processes). */
  OCR_WORKERS: z.coerce
    .number()
    .int()
    .min(1)
    .max(32)
    .default(Math.max(1, Math.min(4, availableParallelism()))),
  /** A tesseract.js worker is replaced after this many jobs (its WebAssembly heap only grows). */
  OCR_WORKER_MAX_JOBS: z.coerce.number().int().min(1).default(50),
  /**
   * tesseract.js workers are replaced once the process's resident memory exceeds this many
   * MiB; a native host once its own exceeds this divided by OCR_WORKERS (the same total).
   */
  OCR_MAX_RSS_MB: z.coerce.number().int().min(128).default(1536),
  /** Jobs waiting for a worker before new ones are refused with 503. */
  OCR_QUEUE_LIMIT: z.coerce.number().int().min(1).default(64),
  /**
   * Deadline of one OCR job: Tesseract stops the native engine's page itself; a tesseract.js
   * worker, or a native host still busy 2 s later, is killed.
   */
  OCR_TIMEOUT_MS: z.coerce.number().int().min(1000).default(60_000),
  /**
   * Second readings of a page whose fields mostly failed (with more contrast, enlarged) start
   * only when the request's time so far plus the reading's expected time (what the first
   * reading took, factor² that for the enlarged one) stays under this. Keeps a large raw
   * photo on a busy host within the gateway's 90 s timeout.
   */
  OCR_SECOND_READING_BUDGET_MS: z.coerce.number().int().min(0).default(45_000),
  /**
   * Read by glibc's malloc when the process starts, never by the service: it must come from
   * the launcher's environment. Parsed only so start-up can warn when it is missing — without
   * it every OCR worker thread gets its own malloc arena and RSS creeps as workers are
   * recycled (≈ 12 MiB per 100 documents measured; flat with 2).
   */
  MALLOC_ARENA_MAX: z.coerce.number().int().min(1).optional(),
  /**
   * Memory for pages kept after /extract-json (`keep_reading`), so that another document
   * type can be applied to them without OCR: about 2–6 MB each, so 128 MB holds the readings
   * of a few dozen concurrent runs. In Redis (REDIS_URL) this caps one reading's size.
   */
  READING_CACHE_MB: z.coerce.number().int().min(0).default(128),
  /**
   * How long a kept reading lives: the gateway applies the decided type within seconds of
   * the reading (once the classifier has answered), never minutes later.
   */
  READING_TTL_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  /** Region assumed for phone numbers written without a country code (ISO 3166 alpha-2). */
  DEFAULT_PHONE_REGION: z
    .string()
    .regex(/^[A-Z]{2}$/, "an ISO 3166 alpha-2 code such as VE")
    .default("VE"),
});

/** Parsed ocr-extractor configuration. */
export type OcrExtractorConfig = z.infer<typeof configSchema>;

/** Reads the configuration from `env` (the process environment by default); exits on a bad value. */
export function readConfig(
  env: Record<string, string | undefined> = process.env,
): OcrExtractorConfig {
  return loadConfig(configSchema, env);
}
