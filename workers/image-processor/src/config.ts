import { loadConfig, serviceConfigSchema } from "@iris/kit";
import type { z } from "zod";

/** phase 1: preprocessing settings: the kit's shared ones (PORT defaults to 8001). */
export const configSchema = serviceConfigSchema(8001);

/** Parsed image-processor configuration. */
export type ImageProcessorConfig = z.infer<typeof configSchema>;

/** Reads the configuration from `env` (the process environment by default); exits on a bad value. */
export function readConfig(
  env: Record<string, string | undefined> = process.env,
): ImageProcessorConfig {
  return loadConfig(configSchema, env);
}
