import { IrisError } from "@iris/kit";
import type { z } from "zod";
import { trainConfigSchema } from "../contract";

export {
  type OptimizeRequest,
  optimizeRequestSchema,
  type TrainConfig,
  type TrainRequest,
  trainConfigSchema,
  trainRequestSchema,
} from "../contract";

/** Parses a JSON body with `schema`; 400 naming every field at fault. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  throw new IrisError("VALIDATION_ERROR", "invalid request body", {
    details: result.error.issues
      .map((i) => `${i.path.join(".") || "(body)"}: ${i.message}`)
      .join("; "),
  });
}

/** Keys of `config` the service does not know (reported, not fatal). */
export function unknownConfigKeys(body: unknown): string[] {
  const config = (body as { config?: unknown } | undefined)?.config;
  if (!config || typeof config !== "object") return [];
  const known = new Set(Object.keys(trainConfigSchema.shape));
  return Object.keys(config).filter((k) => !known.has(k));
}
