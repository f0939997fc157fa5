import { loadConfig, serviceConfigSchema } from "@iris/kit";
import type { z } from "zod";

/** phases 3-4: training and classification settings: the kit's shared ones (PORT defaults to 8003). */
export const configSchema = serviceConfigSchema(8003);

/** Parsed ml-classifier configuration. */
export type MlClassifierConfig = z.infer<typeof configSchema>;

/** Reads the configuration from `env` (the process environment by default); exits on a bad value. */
export function readConfig(
  env: Record<string, string | undefined> = process.env,
): MlClassifierConfig {
  return loadConfig(configSchema, env);
}
