import type { ClusterFigures } from "./cluster-embeddings";

/** Row-major embeddings sent to the clustering worker (transferred, not copied). */
interface Rows {
  data: Float32Array;
  n: number;
  d: number;
  sampleSize: number;
  seed: number;
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
