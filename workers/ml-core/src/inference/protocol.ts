import type { ExecutionProvider, TensorValue } from "../runtime";

/** Loads a model into a worker under `key` (a path, or model bytes). */
export interface LoadRequest {
  op: "load";
  key: string;
  model: string | Uint8Array;
  provider: ExecutionProvider;
  intraOpThreads: number;
}

/** Normalises HWC image bytes into the model input, runs it and L2-normalises each row. */
export interface EmbedRequest {
  op: "embed";
  key: string;
  input: string;
  output: string;
  pixels: Uint8Array;
  count: number;
  height: number;
  width: number;
  channels: number;
  mean: number[];
  std: number[];
}

/** Runs a loaded model on raw feeds (e.g. a classifier head on embeddings). */
export interface RunRequest {
  op: "run";
  key: string;
  feeds: Record<string, TensorValue>;
}

/** Releases a loaded model. */
export interface UnloadRequest {
  op: "unload";
  key: string;
}

export type WorkerRequest = LoadRequest | EmbedRequest | RunRequest | UnloadRequest;

/** What a worker knows about a model it loaded. */
export interface LoadedInfo {
  provider: ExecutionProvider;
  /** The worker thread holding the session (never 0, the main thread). */
  threadId: number;
  inputNames: string[];
  outputNames: string[];
}

/** Row-major embeddings: `count` rows of `dim` values, each of unit L2 length. */
export interface EmbedResult {
  embeddings: Float32Array;
  count: number;
  dim: number;
}
