import { loadConfig, serviceConfigSchema } from "@iris/kit";
import type { z } from "zod";

/** phases 5-6: OCR and normalisation settings: the kit's shared ones (PORT defaults to 8004). */
export const configSchema = serviceConfigSchema(8004);

/** Parsed ocr-extractor configuration. */
export type OcrExtractorConfig = z.infer<typeof configSchema>;

/** Reads the configuration from `env` (the process environment by default); exits on a bad value. */
export function readConfig(
  env: Record<string, string | undefined> = process.env,
): OcrExtractorConfig {
  return loadConfig(configSchema, env);
}
