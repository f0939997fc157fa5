/**
 * The ml-classifier's contract (phases 3-4): each route's request and the `data` of its
 * answer, as zod schemas. Pure (zod and kit's contract only) so the gateway's Worker bundle
 * imports the types; the routes register with these schemas and /openapi.json is built from
 * them.
 */
import { booleanString, type DataOf, defineRoute } from "@iris/kit/contract";
import { z } from "zod";
import { ARCHITECTURE_ALIASES, HEAD_ARCHITECTURES, type HeadArchitecture } from "./heads/head";

/** Most numbers an `embedding` field may hold (the widest backbone here has 1024). */
export const MAX_EMBEDDING_DIM = 4096;

/**
 * `embedding` of /classify: the file's embedding as ml-embeddings' /embed answered it, a JSON
 * array of finite numbers. Used instead of embedding the file again when `embedding_model` and
 * `embedding_model_version` name the classifier's own backbone as loaded here.
 */
const embeddingField = z
  .string()
  .max(MAX_EMBEDDING_DIM * 32)
  .transform((text, ctx): number[] => {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      value = undefined;
    }
    if (
      !Array.isArray(value) ||
      value.length === 0 ||
      value.length > MAX_EMBEDDING_DIM ||
      !value.every((x) => typeof x === "number" && Number.isFinite(x))
    ) {
      ctx.addIssue({
        code: "custom",
        message: `a JSON array of 1–${MAX_EMBEDDING_DIM} finite numbers`,
      });
      return z.NEVER;
    }
    return value as number[];
  })
  .describe(
    "the file's embedding from ml-embeddings' /embed (JSON array); used instead of embedding the file again when embedding_model and embedding_model_version are this model's backbone as loaded here",
  );

/** The /classify form fields (the `file` part aside). */
export const classifyForm = z.object({
  model: z.string().trim().min(1).max(128).optional().describe("a model id (default: active)"),
  confidence_threshold: z.coerce
    .number()
    .min(0)
    .max(1)
    .optional()
    .describe("below this probability the answer is `unknown` (default: configured)"),
  embedding: embeddingField.optional(),
  embedding_model: z
    .string()
    .trim()
    .min(1)
    .max(128)
    .optional()
    .describe("the model that made `embedding` (ml-embeddings' `model`)"),
  embedding_model_version: z
    .string()
    .trim()
    .min(1)
    .max(128)
    .optional()
    .describe("that model's version (ml-embeddings' `model_version`)"),
});

/** One ranked class. */
export const predictionSchema = z.object({ class: z.string(), confidence: z.number() });

/** POST /classify: the document type and the model's three most probable classes. */
export const classifyData = z.object({
  filename: z.string(),
  /** The most probable class, or "unknown" when its probability is below the threshold. */
  predicted_class: z.string(),
  /** Calibrated probability of the most probable class. */
  confidence: z.number().min(0).max(1),
  top_3_predictions: z.array(predictionSchema),
  /** False when the answer is "unknown". */
  confident: z.boolean(),
  threshold: z.number(),
  model_id: z.string(),
  model_version: z.string(),
  backbone: z.string(),
  backbone_version: z.string(),
  /** `given`: the request's `embedding` was used; `file`: the file was embedded here. */
  embedding_source: z.enum(["given", "file"]),
});

/** POST /classify. */
export const classifyContract = defineRoute({
  method: "POST",
  path: "/classify",
  summary: "Phases 3-4: the document type of an image",
  form: classifyForm,
  files: [{ name: "file", description: "JPEG, PNG, TIFF or WebP", required: true }],
  data: classifyData,
  errors: [400, 404, 409, 413, 415, 422, 503],
});

/** What POST /classify answers under `data`. */
export type ClassifyData = DataOf<typeof classifyContract>;

/** Model ids: letters, digits, . _ - (at most 128); what DELETE /models/{id} accepts. */
export const MODEL_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

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
  model_architecture: architecture
    .default("softmax_regression")
    .describe(`${HEAD_ARCHITECTURES.join(" or ")} (aliases: softmax, linear, logistic_regression)`),
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

/** A parsed training config as answers show it (the schema above parses requests). */
const trainConfigData = z.object({
  model_architecture: z.enum(HEAD_ARCHITECTURES),
  batch_size: z.number().int(),
  learning_rate: z.number(),
  epochs: z.number().int(),
  data_augmentation: z.boolean(),
  early_stopping: z.boolean(),
  patience: z.number().int(),
  hidden_units: z.number().int(),
  weight_decay: z.number(),
  dropout: z.number(),
  augmentation_copies: z.number().int().optional(),
  backbone: z.string().optional(),
  seed: z.number().int(),
});

const trainShape = {
  dataset_path: z.string().min(1).max(4096).describe("a folder of class folders in DATASETS_DIR"),
  validation_split: z.coerce.number().min(0).max(0.9).default(0.2),
  /** Id of the model to create (default: generated). */
  model_id: z.string().regex(MODEL_ID, "letters, digits, . _ - (at most 128)").optional(),
  description: z.string().max(2000).optional(),
};

/** A training request as the job runs it: `config` holds the known keys only. */
export const trainRequestSchema = z.object({
  ...trainShape,
  config: trainConfigSchema.prefault({}),
});

/** The POST /train body: unknown `config` keys are reported back (ignored_config_keys), not refused. */
export const trainRequestBody = z.object({
  ...trainShape,
  config: z.looseObject(trainConfigSchema.shape).prefault({}),
});

const list = <T extends z.ZodType>(item: T) => z.array(item).min(1).max(64);

/** A bounded hyper-parameter search. */
const searchSchema = z
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
  .prefault({});

/** An optimisation as the job runs it: the training request plus a bounded search. */
export const optimizeRequestSchema = trainRequestSchema.extend({ search: searchSchema });

/** The POST /optimize body. */
export const optimizeRequestBody = trainRequestBody.extend({ search: searchSchema });

/** Parsed training config. */
export type TrainConfig = z.infer<typeof trainConfigSchema>;
/** A parsed training request. */
export type TrainRequest = z.infer<typeof trainRequestSchema>;
/** A parsed optimisation request. */
export type OptimizeRequest = z.infer<typeof optimizeRequestSchema>;

const jobStatus = z.enum(["queued", "running", "completed", "failed", "cancelled"]);
const jobIdParams = z.object({ id: z.string().describe("a training or optimisation id") });

/** A classification report (scikit-learn conventions) with calibration figures. */
export const classificationReportSchema = z.object({
  samples: z.number().int(),
  accuracy: z.number(),
  macro_f1: z.number(),
  macro_precision: z.number(),
  macro_recall: z.number(),
  per_class: z.record(
    z.string(),
    z.object({ precision: z.number(), recall: z.number(), f1: z.number(), support: z.number() }),
  ),
  /** Rows are true classes, columns predicted ones, both in `labels` order. */
  confusion_matrix: z.object({ labels: z.array(z.string()), matrix: z.array(z.array(z.number())) }),
  expected_calibration_error: z.number(),
  mean_confidence: z.number(),
});

/** Loss and accuracy after one epoch (validation figures with a validation split). */
const epochSchema = z.object({
  epoch: z.number().int(),
  train_loss: z.number(),
  train_accuracy: z.number(),
  val_loss: z.number().optional(),
  val_accuracy: z.number().optional(),
});

/** The hyper-parameters one trial of an optimisation tries. */
const trialConfigSchema = z.object({
  model_architecture: z.string(),
  learning_rate: z.number(),
  epochs: z.number().int(),
  batch_size: z.number().int(),
});

/** A training or optimisation job as GET /train/status/{id} reports it. */
export const jobRecordSchema = z.object({
  training_id: z.string(),
  kind: z.enum(["training", "optimization"]),
  status: jobStatus,
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  updated_at: z.string(),
  /** The replica running it. */
  owner: z.string(),
  request: z.record(z.string(), z.unknown()),
  progress: z.object({
    stage: z.enum(["queued", "loading", "training", "saving", "done"]),
    images_done: z.number().int(),
    images_total: z.number().int(),
    epoch: z.number().int(),
    epochs: z.number().int(),
    trial: z.number().int().optional(),
    trials: z.number().int().optional(),
    /** 0–100, over the whole job. */
    percent: z.number(),
  }),
  /** Per-epoch loss and accuracy (of the best trial, for an optimisation). */
  history: z.array(epochSchema),
  dataset: z
    .object({
      classes: z.array(z.string()),
      class_counts: z.record(z.string(), z.number().int()),
      images: z.number().int(),
      usable: z.number().int(),
      train: z.number().int(),
      validation: z.number().int(),
      /** Unreadable files, skipped: how many and (the first 50) which and why. */
      skipped: z.number().int(),
      skipped_files: z.array(z.object({ file: z.string(), reason: z.string() })),
      augmented_views: z.number().int(),
      /** Class folders without any (readable) image, left out of the model. */
      empty_classes: z.array(z.string()),
    })
    .nullable(),
  validation_metrics: classificationReportSchema.nullable(),
  calibration: z
    .object({ temperature: z.number(), nll_before: z.number(), nll_after: z.number() })
    .nullable(),
  best_epoch: z.number().int().nullable(),
  early_stopped: z.boolean().nullable(),
  trials: z
    .array(
      z.object({
        trial: z.number().int(),
        config: trialConfigSchema,
        val_accuracy: z.number(),
        val_loss: z.number(),
        macro_f1: z.number(),
        epochs_run: z.number().int(),
        duration_s: z.number(),
      }),
    )
    .optional(),
  best_config: z.record(z.string(), z.unknown()).nullable().optional(),
  model_id: z.string().nullable(),
  error: z.string().nullable(),
  cancel_requested: z.boolean(),
});

const datasetCounts = {
  classes: z.array(z.string()),
  images: z.number().int(),
};

/** POST /train: queues a training job (202) and answers its id at once. */
export const trainContract = defineRoute({
  method: "POST",
  path: "/train",
  summary: "Phase 3: train a classifier head on a labelled folder (a background job)",
  json: trainRequestBody,
  status: 202,
  data: z.object({
    training_id: z.string(),
    status: jobStatus,
    /** Where to follow the job; also the Location header. */
    status_url: z.string(),
    dataset: z.object({ ...datasetCounts, empty_classes: z.array(z.string()) }),
    backbone: z.string(),
    config: trainConfigData,
    ignored_config_keys: z.array(z.string()),
  }),
  errors: [400, 404, 409],
});

/** POST /optimize: queues a hyper-parameter search (202). */
export const optimizeContract = defineRoute({
  method: "POST",
  path: "/optimize",
  summary: "Phase 3: a bounded hyper-parameter search (a background job)",
  json: optimizeRequestBody,
  status: 202,
  data: z.object({
    training_id: z.string(),
    optimization_id: z.string(),
    status: jobStatus,
    status_url: z.string(),
    strategy: z.enum(["random", "grid"]),
    /** The configurations to try, in order. */
    trials: z.array(trialConfigSchema),
    dataset: z.object(datasetCounts),
    ignored_config_keys: z.array(z.string()),
  }),
  errors: [400, 404, 409],
});

/** GET /train/status/{id} (also /optimize/status/{id}): a job's state. */
export const jobStatusContract = defineRoute({
  method: "GET",
  path: "/train/status/:id",
  aliases: ["/optimize/status/:id"],
  summary: "A training or optimisation job: progress, history, metrics, the model made",
  params: jobIdParams,
  data: jobRecordSchema,
  errors: [404],
});

/** POST /train/{id}/cancel: 200 once cancelled, 202 while a running job stops. */
export const cancelJobContract = defineRoute({
  method: "POST",
  path: "/train/:id/cancel",
  summary: "Cancel a job (200 when cancelled; 202 while a running job stops)",
  params: jobIdParams,
  data: jobRecordSchema,
  errors: [404],
});

/** GET /train: the most recent jobs. */
export const listJobsContract = defineRoute({
  method: "GET",
  path: "/train",
  summary: "The 50 most recent training and optimisation jobs",
  data: z.object({ jobs: z.array(jobRecordSchema), total: z.number().int() }),
  errors: [],
});

/** POST /evaluate: a model's classification report on a labelled folder. */
export const evaluateContract = defineRoute({
  method: "POST",
  path: "/evaluate",
  summary: "Phase 3: evaluate a model on a labelled folder in DATASETS_DIR",
  json: z.object({
    dataset_path: z.string().min(1).max(4096),
    model: z.string().min(1).max(128).optional().describe("a model id (default: active)"),
  }),
  data: classificationReportSchema.extend({
    model_id: z.string(),
    model_version: z.string(),
    dataset_path: z.string(),
    images: z.number().int(),
    skipped: z.number().int(),
    /** The first 50 unreadable files, with why. */
    skipped_files: z.array(z.object({ file: z.string(), reason: z.string() })),
    /** Class folders the model does not know (their images are left out). */
    unknown_classes: z.array(z.string()),
    /** Share of images answered below the confidence threshold. */
    unknown_rate: z.number(),
    threshold: z.number(),
  }),
  errors: [400, 404, 409, 503],
});

/** One model of GET /models. */
export const modelRowSchema = z.object({
  model_id: z.string(),
  version: z.string(),
  active: z.boolean(),
  /** shipped (read-only, from the repository) or trained. */
  source: z.string(),
  /** loaded | available | unavailable (then `problem` says why). */
  status: z.enum(["loaded", "available", "unavailable"]),
  problem: z.string().optional(),
  description: z.string(),
  classes: z.array(z.string()),
  architecture: z.enum(HEAD_ARCHITECTURES),
  backbone: z.string(),
  embedding_dim: z.number().int(),
  created_at: z.string(),
  /** Validation accuracy and macro F1, or null without a validation split. */
  metrics: z
    .object({ accuracy: z.number().optional(), macro_f1: z.number().optional() })
    .nullable(),
  training_config: z.record(z.string(), z.unknown()),
});

const modelIdParams = z.object({ id: z.string().describe("a model id") });

/** GET /models: every classifier, the active one marked. */
export const modelsContract = defineRoute({
  method: "GET",
  path: "/models",
  summary: "The classifiers, shipped and trained, the active one marked",
  data: z.object({
    models: z.array(modelRowSchema),
    active_model: z.string().nullable(),
    default_model: z.string(),
    default_backbone: z.string(),
  }),
  errors: [],
});

/** GET /models/{id}: one classifier with its metadata.json. */
export const modelContract = defineRoute({
  method: "GET",
  path: "/models/:id",
  summary: "One classifier and its metadata",
  params: modelIdParams,
  data: modelRowSchema.extend({ metadata: z.record(z.string(), z.unknown()) }),
  errors: [404],
});

/** POST /models/reload: re-reads the model folders. */
export const reloadModelsContract = defineRoute({
  method: "POST",
  path: "/models/reload",
  summary: "Re-read the model folders: models added, removed and invalid",
  data: z.object({
    models: z.number().int(),
    added: z.array(z.string()),
    removed: z.array(z.string()),
    /** Folders that are not valid models, with why. */
    invalid: z.array(z.object({ dir: z.string(), reason: z.string() })),
    active_model: z.string().nullable(),
  }),
  errors: [],
});

/** DELETE /models/{id}: the active and shipped models are refused (409). */
export const deleteModelContract = defineRoute({
  method: "DELETE",
  path: "/models/:id",
  summary: "Delete a trained classifier (not the active one, nor a shipped one)",
  params: modelIdParams,
  data: z.object({ deleted: z.string(), active_model: z.string().nullable() }),
  errors: [404, 409],
});

/** POST /models/{id}/activate: makes a model the default of /classify. */
export const activateModelContract = defineRoute({
  method: "POST",
  path: "/models/:id/activate",
  summary: "Make a classifier the active one",
  params: modelIdParams,
  data: z.object({ active_model: z.string(), previous: z.string().nullable() }),
  errors: [404, 409],
});

/** Every ml-classifier route contract, as /openapi.json lists them. */
export const ROUTE_CONTRACTS = [
  classifyContract,
  trainContract,
  optimizeContract,
  jobStatusContract,
  cancelJobContract,
  listJobsContract,
  evaluateContract,
  modelsContract,
  modelContract,
  reloadModelsContract,
  deleteModelContract,
  activateModelContract,
] as const;

/** What GET /models answers under `data`. */
export type ClassifierModelsData = DataOf<typeof modelsContract>;
/** One row of GET /models. */
export type ClassifierModelRow = z.output<typeof modelRowSchema>;
/** A job as GET /train/status/{id} answers it. */
export type JobRecordData = DataOf<typeof jobStatusContract>;
/** What POST /train answers under `data` (202). */
export type TrainAccepted = DataOf<typeof trainContract>;
/** The JSON body of POST /train, as the gateway sends it. */
export type TrainRequestBody = z.input<typeof trainRequestBody>;
/** What POST /models/reload answers under `data`. */
export type ReloadModelsData = DataOf<typeof reloadModelsContract>;
/** What DELETE /models/{id} answers under `data`. */
export type DeleteModelData = DataOf<typeof deleteModelContract>;
/** What POST /evaluate answers under `data`. */
export type EvaluateData = DataOf<typeof evaluateContract>;
