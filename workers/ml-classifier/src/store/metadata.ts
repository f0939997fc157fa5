import { z } from "zod";
import { MODEL_ID } from "../contract";
import { HEAD_ARCHITECTURES } from "../heads";

export { MODEL_ID };

const epochSchema = z.object({
  epoch: z.number().int(),
  train_loss: z.number(),
  train_accuracy: z.number(),
  val_loss: z.number().optional(),
  val_accuracy: z.number().optional(),
});

/** metadata.json of a stored classifier: everything but the head's weights. */
export const modelMetadataSchema = z.object({
  model_id: z.string().regex(MODEL_ID),
  /** `model_id` plus the first 12 hex digits of the head file's sha256. */
  version: z.string(),
  created_at: z.string(),
  description: z.string().default(""),
  classes: z.array(z.string().min(1)).min(2),
  backbone: z.object({
    /** The embedding model (a name in the model manifest). */
    name: z.string(),
    embedding_dim: z.number().int().positive(),
    /** The backbone file's sha256 when the head was trained (null if it was not pinned). */
    sha256: z.string().nullable(),
  }),
  head: z.object({
    architecture: z.enum(HEAD_ARCHITECTURES),
    file: z.string().default("head.onnx"),
    sha256: z.string(),
    input: z.string(),
    output: z.string(),
    temperature: z.number().positive(),
    hidden_units: z.number().int().min(0),
  }),
  training: z.object({
    config: z.record(z.string(), z.unknown()),
    dataset_path: z.string(),
    validation_split: z.number(),
    seed: z.number().int(),
    dataset: z.object({
      images: z.number().int(),
      train: z.number().int(),
      validation: z.number().int(),
      skipped: z.number().int(),
      class_counts: z.record(z.string(), z.number().int()),
      augmented_views: z.number().int().default(0),
    }),
    epochs_run: z.number().int(),
    best_epoch: z.number().int(),
    early_stopped: z.boolean(),
    history: z.array(epochSchema),
    duration_s: z.number(),
    training_id: z.string().nullable().default(null),
  }),
  /** Validation metrics (classification report), or null when there was no validation split. */
  metrics: z.record(z.string(), z.unknown()).nullable(),
});

export type ModelMetadata = z.infer<typeof modelMetadataSchema>;
export type ModelMetadataInput = z.input<typeof modelMetadataSchema>;
