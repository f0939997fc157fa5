import type { ClassificationReport } from "../evaluation";
import type { EpochStats } from "../heads";

/** Lifecycle of a training or optimisation job. */
export const JOB_STATUSES = ["queued", "running", "completed", "failed", "cancelled"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** Terminal states: nothing changes a job after these. */
export const TERMINAL: ReadonlySet<JobStatus> = new Set(["completed", "failed", "cancelled"]);

export type JobKind = "training" | "optimization";

/** Where a running job is. */
export interface JobProgress {
  stage: "queued" | "loading" | "training" | "saving" | "done";
  images_done: number;
  images_total: number;
  epoch: number;
  epochs: number;
  trial?: number;
  trials?: number;
  /** 0–100, over the whole job. */
  percent: number;
}

/** What a job learnt about its dataset. */
export interface DatasetSummary {
  classes: string[];
  class_counts: Record<string, number>;
  images: number;
  usable: number;
  train: number;
  validation: number;
  /** Unreadable files, skipped: how many and (the first 50) which and why. */
  skipped: number;
  skipped_files: { file: string; reason: string }[];
  augmented_views: number;
  /** Class folders without any (readable) image, left out of the model. */
  empty_classes: string[];
}

/** One trial of an optimisation. */
export interface TrialResult {
  trial: number;
  config: {
    model_architecture: string;
    learning_rate: number;
    epochs: number;
    batch_size: number;
  };
  val_accuracy: number;
  val_loss: number;
  macro_f1: number;
  epochs_run: number;
  duration_s: number;
}

/** The state of one job as GET /train/status/{training_id} answers it. */
export interface JobRecord {
  training_id: string;
  kind: JobKind;
  status: JobStatus;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  updated_at: string;
  /** The replica running it. */
  owner: string;
  request: Record<string, unknown>;
  progress: JobProgress;
  /** Per-epoch loss and accuracy (of the best trial, for an optimisation). */
  history: EpochStats[];
  dataset: DatasetSummary | null;
  validation_metrics: ClassificationReport | null;
  calibration: { temperature: number; nll_before: number; nll_after: number } | null;
  best_epoch: number | null;
  early_stopped: boolean | null;
  trials?: TrialResult[];
  best_config?: Record<string, unknown> | null;
  model_id: string | null;
  error: string | null;
  cancel_requested: boolean;
}
