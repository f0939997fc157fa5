import { availableParallelism } from "node:os";
import { booleanString, loadConfig, serviceConfigSchema } from "@iris/kit";
import { z } from "zod";

/** phase 1: preprocessing settings: the kit's shared ones (PORT defaults to 8001) plus these. */
export const configSchema = serviceConfigSchema(8001).extend({
  /** Worker threads doing image work (each loads OpenCV once); at most this many images at a time. */
  IMAGE_WORKERS: z.coerce
    .number()
    .int()
    .min(1)
    .max(64)
    .default(Math.max(1, Math.min(2, availableParallelism()))),
  /** Images waiting for a worker beyond which requests are refused with 503 (retryable). */
  IMAGE_QUEUE_MAX: z.coerce.number().int().min(0).default(16),
  /** Longest one image may take in a worker before it is abandoned (the worker is replaced). */
  IMAGE_TASK_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /**
   * Output resolution when the request does not say (`target_dpi`): cards, passport pages,
   * scans that declare their density and PDFs.
   */
  DEFAULT_TARGET_DPI: z.coerce.number().int().min(72).max(1200).default(300),
  /**
   * Output resolution of a photographed A4 or Letter page when the request does not say (or
   * the photo's own, up to DEFAULT_TARGET_DPI). A phone photo often holds such a page in
   * 1000–1500 pixels (100–150 dpi); 300 dpi only interpolated them, and cost phase 1 and OCR
   * 2.25 × the pixels of 200 dpi, where body text (9–12 pt) still has capitals of 18–24 px.
   * Measured in
   * docs/measurements/phase1-speed.md ("Photographed pages at 200 dpi").
   */
  DEFAULT_PAGE_DPI: z.coerce.number().int().min(72).max(1200).default(200),
  /** Highest `target_dpi` a request may ask for. */
  MAX_TARGET_DPI: z.coerce.number().int().min(72).max(1200).default(600),
  /** Start the worker threads (and load OpenCV) at start-up instead of on the first request. */
  IMAGE_WARMUP: booleanString.default(true),
  /**
   * Pixel engine: `auto` takes native OpenCV when its addon is built (scripts/build-native.mjs)
   * and OpenCV.js (WebAssembly) otherwise; `native` refuses to start without the addon.
   */
  IMAGE_ENGINE: z.enum(["auto", "native", "wasm"]).default("auto"),
});

/** Parsed image-processor configuration. */
export type ImageProcessorConfig = z.infer<typeof configSchema>;

/** Reads the configuration from `env` (the process environment by default); exits on a bad value. */
export function readConfig(
  env: Record<string, string | undefined> = process.env,
): ImageProcessorConfig {
  return loadConfig(configSchema, env);
}
