import type { ClusterFigures } from "./cluster-embeddings";

/** Row-major embeddings sent to the clustering worker (transferred, not copied). */
interface Rows {
  data: Float32Array;
  n: number;
  d: number;
  sampleSize: number;
  seed: number;
  /** Seedings per k (default: scikit-learn's count for n). */
  inits?: number;
}

/** What every request carries besides its rows: set by the lane that runs it. */
export interface JobControl {
  /** Int32Array[1] over shared memory: non-zero asks the worker to stop at its next step. */
  abort: SharedArrayBuffer;
  /** onnxruntime intra-op threads of the worker's distance kernel (its first job sets them). */
  threads: number;
}

/** Sweep k over min..max and keep the best silhouette. */
export interface SweepRequest extends Rows {
  op: "sweep";
  minK: number;
  maxK: number;
}

/** Cluster with one given k. */
export interface FixedRequest extends Rows {
  op: "fixed";
  k: number;
}

export type ClusteringRequest = SweepRequest | FixedRequest;

/** Creates the worker's distance kernel ahead of the first job. */
export interface WarmRequest {
  op: "warm";
  threads: number;
}

/** A request as the worker receives it. */
export type WorkerRequest = ClusteringRequest & JobControl;

/** A clustering solution as it crosses back from the worker. */
export interface Solution {
  k: number;
  labels: Int32Array;
  centroids: Float32Array;
  iterations: number;
  inertia: number;
  score: number;
  figures: ClusterFigures;
  /** Every candidate k's silhouette (sweep only). */
  scores?: Record<string, number>;
  sampled: number;
}
