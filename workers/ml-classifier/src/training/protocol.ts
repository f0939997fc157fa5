import type { EpochStats, FitData, FitOptions, HeadParams } from "../heads";

/** Makes `copies` distorted versions of an image. */
export interface AugmentRequest {
  op: "augment";
  bytes: Uint8Array;
  copies: number;
  seed: number;
}

/** Starts a head fit under `session` (the data is transferred). */
export interface FitStartRequest {
  op: "fit-start";
  session: string;
  data: FitData;
  options: FitOptions;
}

/** Runs one epoch of `session`. */
export interface FitEpochRequest {
  op: "fit-epoch";
  session: string;
}

/** Ends `session`: calibrates on the validation split and exports the head. */
export interface FitFinishRequest {
  op: "fit-finish";
  session: string;
  /** Written into the ONNX file's metadata_props. */
  metadata: Record<string, string>;
}

/** Forgets `session` (after a cancel or failure). */
export interface FitDropRequest {
  op: "fit-drop";
  session: string;
}

export type TrainerRequest =
  | AugmentRequest
  | FitStartRequest
  | FitEpochRequest
  | FitFinishRequest
  | FitDropRequest;

/** One epoch's numbers and whether training is over. */
export interface EpochReply {
  stats: EpochStats;
  done: boolean;
}

/** A finished fit: the calibrated head, its ONNX file and validation probabilities. */
export interface FitResult {
  head: HeadParams;
  onnx: Uint8Array;
  history: EpochStats[];
  bestEpoch: number;
  stoppedEarly: boolean;
  /** Row-major [validation rows, classes], calibrated; absent without a validation split. */
  validationProbabilities?: Float32Array;
  /** Validation loss before and after temperature scaling. */
  calibration?: { temperature: number; nll_before: number; nll_after: number };
}
