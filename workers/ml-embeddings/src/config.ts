import { loadConfig, serviceConfigSchema } from "@iris/kit";
import type { z } from "zod";

/** phase 2: embeddings and clustering settings: the kit's shared ones (PORT defaults to 8002). */
export const configSchema = serviceConfigSchema(8002);

/** Parsed ml-embeddings configuration. */
export type MlEmbeddingsConfig = z.infer<typeof configSchema>;

/** Reads the configuration from `env` (the process environment by default); exits on a bad value. */
export function readConfig(
  env: Record<string, string | undefined> = process.env,
): MlEmbeddingsConfig {
  return loadConfig(configSchema, env);
}
