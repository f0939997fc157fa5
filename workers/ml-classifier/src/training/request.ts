import { booleanString, IrisError } from "@iris/kit";
import { z } from "zod";
import { ARCHITECTURE_ALIASES, type HeadArchitecture } from "../heads";
import { MODEL_ID } from "../store";

const architecture = z.string().transform((value, ctx): HeadArchitecture => {
  const found = ARCHITECTURE_ALIASES[value.trim().toLowerCase()];
  if (!found) {
    ctx.addIssue({
      code: "custom",
      message: `unknown architecture "${value}"; use softmax_regression (also: softmax, linear, logistic_regression) or mlp`,
    });
    return z.NEVER;
  }
  return found;
});

const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/** `config` of POST /train (spec §4.6 plus optional knobs); every field has a default. */
export const trainConfigSchema = z.object({
  model_architecture: architecture.default("softmax_regression"),
  batch_size: int(1, 4096).default(32),
  learning_rate: z.coerce.number().positive().max(10).default(0.003),
  epochs: int(1, 1000).default(20),
  data_augmentation: booleanString.default(true),
  early_stopping: booleanString.default(true),
  /** Epochs without validation-loss improvement before early stopping ends training. */
  patience: int(1, 1000).default(5),
  /** MLP hidden width. */
  hidden_units: int(4, 4096).default(256),
  weight_decay: z.coerce.number().min(0).max(1).default(1e-4),
  /** MLP hidden-layer dropout. */
  dropout: z.coerce.number().min(0).max(0.9).default(0.2),
  /** Augmented copies per training image (default TRAINING_AUGMENT_COPIES). */
  augmentation_copies: int(0, 16).optional(),
  /** Embedding model (a manifest name); default: CLASSIFIER_BACKBONE. */
  backbone: z.string().min(1).optional(),
  seed: int(0, 2 ** 31 - 1).default(42),
});

/** Parsed training config. */
export type TrainConfig = z.infer<typeof trainConfigSchema>;

/** Body of POST /train. */
export const trainRequestSchema = z.object({
  dataset_path: z.string().min(1).max(4096),
  validation_split: z.coerce.number().min(0).max(0.9).default(0.2),
  config: trainConfigSchema.prefault({}),
  /** Id of the model to create (default: generated). */
  model_id: z.string().regex(MODEL_ID, "letters, digits, . _ - (at most 128)").optional(),
  description: z.string().max(2000).optional(),
});

export type TrainRequest = z.infer<typeof trainRequestSchema>;

const list = <T extends z.ZodType>(item: T) => z.array(item).min(1).max(64);

/** Body of POST /optimize: the training request plus a bounded search. */
export const optimizeRequestSchema = trainRequestSchema.extend({
  search: z
    .object({
      strategy: z.enum(["random", "grid"]).default("random"),
      /** Most trials; a grid larger than this is refused. */
      max_trials: int(1, 1000).default(8),
      space: z
        .object({
          learning_rate: list(z.coerce.number().positive().max(10)).default([
            0.0003, 0.001, 0.003, 0.01, 0.03,
          ]),
          epochs: list(int(1, 1000)).default([10, 20, 40]),
          batch_size: list(int(1, 4096)).default([16, 32, 64]),
          model_architecture: list(architecture).default(["softmax_regression", "mlp"]),
        })
        .prefault({}),
    })
    .prefault({}),
});

export type OptimizeRequest = z.infer<typeof optimizeRequestSchema>;

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
