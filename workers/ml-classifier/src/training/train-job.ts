import { randomBytes } from "node:crypto";
import { IrisError } from "@iris/kit";
import type { ScannedDataset } from "../datasets";
import type { ClassifierDeps } from "../deps";
import type { JobContext, JobRecord } from "../jobs";
import type { StoredModel } from "../store";
import { type EmbeddedDataset, embedDataset } from "./embed-dataset";
import { type FittedHead, fitInWorker, fitOptions, toFitData } from "./fit";
import type { TrainConfig, TrainRequest } from "./request";

/** Share of a job's progress spent embedding (the rest is fitting). */
const EMBED_SHARE = 80;

/** A training request after validation: the dataset scanned and the backbone chosen. */
export interface PreparedTraining {
  request: TrainRequest;
  scanned: ScannedDataset;
  backbone: string;
  augmentCopies: number;
}

/** Runs one /train job: embed the dataset, fit and calibrate a head, store the model. */
export async function runTrainingJob(
  deps: ClassifierDeps,
  ctx: JobContext,
  job: PreparedTraining,
): Promise<Partial<JobRecord>> {
  const started = performance.now();
  const { config } = job.request;
  const set = await embedForJob(deps, ctx, job);
  const fitted = await fitInWorker(
    deps.trainer,
    ctx,
    toFitData(set),
    fitOptions(config),
    set.classes,
    onnxMetadata(job, set),
    (stats, history) =>
      ctx.update({
        history: [...history],
        progress: {
          stage: "training",
          images_done: set.summary.images,
          images_total: set.summary.images,
          epoch: stats.epoch,
          epochs: config.epochs,
          percent: EMBED_SHARE + ((100 - EMBED_SHARE - 1) * stats.epoch) / config.epochs,
        },
      }),
  );
  await ctx.update({ progress: savingProgress(set, fitted.history.length, config.epochs) }, true);
  const model = await saveModel(
    deps,
    ctx.id,
    job,
    set,
    fitted,
    config,
    (performance.now() - started) / 1000,
  );
  deps.metrics.trainingFinished(model.metadata.training.duration_s);
  return resultPatch(set, fitted, model);
}

/** Embeds the job's dataset, reporting progress, and checks enough classes remain. */
export async function embedForJob(
  deps: ClassifierDeps,
  ctx: JobContext,
  job: PreparedTraining,
): Promise<EmbeddedDataset> {
  const { request } = job;
  const set = await embedDataset(deps, ctx, job.scanned, {
    backbone: job.backbone,
    validationSplit: request.validation_split,
    augmentCopies: job.augmentCopies,
    seed: request.config.seed,
    onProgress: (done, total) =>
      ctx.update({
        progress: {
          stage: "loading",
          images_done: done,
          images_total: total,
          epoch: 0,
          epochs: request.config.epochs,
          percent: total ? (EMBED_SHARE * done) / total : 0,
        },
      }),
  });
  await ctx.update({ dataset: set.summary }, true);
  if (set.classes.length < 2) {
    throw new IrisError("VALIDATION_ERROR", "fewer than two classes have readable images", {
      details: `${set.summary.skipped} of ${set.summary.images} files were unreadable`,
    });
  }
  return set;
}

/** Writes the head and its metadata to MODELS_DIR. */
export async function saveModel(
  deps: ClassifierDeps,
  trainingId: string,
  job: PreparedTraining,
  set: EmbeddedDataset,
  fitted: FittedHead,
  config: TrainConfig,
  durationS: number,
): Promise<StoredModel> {
  const entry = deps.backbone.registry.entry(job.backbone);
  return deps.store.save(fitted.onnx, {
    model_id: job.request.model_id ?? newModelId(),
    created_at: new Date().toISOString(),
    description: job.request.description ?? "",
    classes: set.classes,
    backbone: { name: job.backbone, embedding_dim: set.dim, sha256: entry?.sha256 ?? null },
    head: {
      architecture: config.model_architecture,
      input: "embedding",
      output: "probabilities",
      temperature: fitted.head.temperature,
      hidden_units: config.model_architecture === "mlp" ? config.hidden_units : 0,
    },
    training: {
      config: { ...config, backbone: job.backbone, augmentation_copies: job.augmentCopies },
      dataset_path: job.request.dataset_path,
      validation_split: job.request.validation_split,
      seed: config.seed,
      dataset: {
        images: set.summary.images,
        train: set.summary.train,
        validation: set.summary.validation,
        skipped: set.summary.skipped,
        class_counts: set.summary.class_counts,
        augmented_views: set.summary.augmented_views,
      },
      epochs_run: fitted.history.length,
      best_epoch: fitted.bestEpoch,
      early_stopped: fitted.stoppedEarly,
      history: fitted.history,
      duration_s: Math.round(durationS * 1000) / 1000,
      training_id: trainingId,
    },
    metrics: fitted.report
      ? { validation: fitted.report, calibration: fitted.calibration ?? null }
      : null,
  });
}

/** The job-record fields a finished fit fills in. */
export function resultPatch(
  set: EmbeddedDataset,
  fitted: FittedHead,
  model: StoredModel,
): Partial<JobRecord> {
  return {
    history: fitted.history,
    validation_metrics: fitted.report,
    calibration: fitted.calibration ?? null,
    best_epoch: fitted.bestEpoch,
    early_stopped: fitted.stoppedEarly,
    dataset: set.summary,
    model_id: model.metadata.model_id,
  };
}

/** A fresh model id: clf-<UTC date and time>-<random>. */
export function newModelId(): string {
  const stamp = new Date().toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return `clf-${stamp}-${randomBytes(3).toString("hex")}`;
}

function onnxMetadata(job: PreparedTraining, set: EmbeddedDataset): Record<string, string> {
  return {
    classes: JSON.stringify(set.classes),
    backbone: job.backbone,
    description: "iris document-type classifier head: embedding → calibrated class probabilities",
  };
}

/** Progress while the model is written. */
export function savingProgress(set: EmbeddedDataset, epoch: number, epochs: number) {
  return {
    stage: "saving" as const,
    images_done: set.summary.images,
    images_total: set.summary.images,
    epoch,
    epochs,
    percent: 99,
  };
}
