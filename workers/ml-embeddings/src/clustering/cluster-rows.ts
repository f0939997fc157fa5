import { IrisError } from "@iris/kit";
import type { EmbeddingsDeps } from "../deps";
import { planClustering } from "./budget";
import { candidateKs } from "./cluster-embeddings";
import { presentSweep } from "./present";
import type { Solution } from "./protocol";
import { outcomeOf } from "./stops";

/** Rows to cluster: n embeddings of d values, row-major. */
export interface Rows {
  data: Float32Array;
  n: number;
  d: number;
}

/** Flattens validated embeddings (same length, finite, at least 3) into rows. */
export function toRows(embeddings: number[][]): Rows {
  const n = embeddings.length;
  if (n < 3) {
    throw new IrisError("VALIDATION_ERROR", "clustering needs at least 3 embeddings", {
      details: `got ${n}`,
    });
  }
  const d = embeddings[0]?.length ?? 0;
  if (d === 0) throw new IrisError("VALIDATION_ERROR", "embeddings must not be empty vectors");
  const data = new Float32Array(n * d);
  embeddings.forEach((row, i) => {
    if (row.length !== d) {
      throw new IrisError("VALIDATION_ERROR", "embeddings have mismatched dimensions", {
        details: `embedding ${i} has ${row.length} values; embedding 0 has ${d}`,
      });
    }
    row.forEach((v, j) => {
      if (!Number.isFinite(v)) {
        throw new IrisError("VALIDATION_ERROR", "embeddings must be finite numbers", {
          details: `embeddings[${i}][${j}] is ${v}`,
        });
      }
    });
    data.set(row, i * d);
  });
  return { data, n, d };
}

/** How to sweep: the k range, optional image paths, and the request's signal. */
export interface SweepOptions {
  minK: number;
  maxK: number;
  imagePaths?: string[];
  /** Aborts the work (client gone, deadline passed); see kit's requestSignal. */
  signal?: AbortSignal;
}

/**
 * Sweeps k (min..max, below n) within the compute budget on the clustering worker and shapes
 * the spec §2.9 result. Beyond the budget: 413 before any work.
 */
export async function clusterRows(deps: EmbeddingsDeps, rows: Rows, options: SweepOptions) {
  const { minK, maxK } = options;
  if (minK > maxK) {
    throw new IrisError("VALIDATION_ERROR", "min_clusters must not exceed max_clusters", {
      details: `min_clusters ${minK}, max_clusters ${maxK}`,
    });
  }
  let candidates: number[];
  try {
    candidates = candidateKs(rows.n, minK, maxK);
  } catch (error) {
    throw new IrisError("VALIDATION_ERROR", "no valid number of clusters to try", {
      details: (error as Error).message,
    });
  }
  const { config } = deps;
  let inits = 0;
  const solution = await observed(deps, () => {
    const plan = planClustering(rows.n, rows.d, candidates, config.CLUSTER_WORK_BUDGET);
    inits = plan.inits;
    return deps.clusterer.sweep(
      {
        ...rows,
        sampleSize: config.SILHOUETTE_SAMPLE_SIZE,
        seed: config.CLUSTERING_RANDOM_STATE,
        inits: plan.inits,
      },
      minK,
      maxK,
      { work: plan.work, signal: options.signal },
    );
  });
  return presentSweep(
    solution,
    rows.d,
    {
      minK,
      maxK,
      candidates,
      inits,
      sampleSize: config.SILHOUETTE_SAMPLE_SIZE,
      seed: config.CLUSTERING_RANDOM_STATE,
    },
    options.imagePaths,
  );
}

/** Clusters with one given k within the compute budget (413 beyond it). */
export function clusterFixed(
  deps: EmbeddingsDeps,
  rows: Rows,
  k: number,
  signal?: AbortSignal,
): Promise<Solution> {
  const { config } = deps;
  return observed(deps, () => {
    const plan = planClustering(rows.n, rows.d, [k], config.CLUSTER_WORK_BUDGET);
    return deps.clusterer.fixed(
      {
        ...rows,
        sampleSize: config.SILHOUETTE_SAMPLE_SIZE,
        seed: config.CLUSTERING_RANDOM_STATE,
        inits: plan.inits,
      },
      k,
      { work: plan.work, signal },
    );
  });
}

/** Runs a clustering job, recording its duration and outcome. */
async function observed<T>(deps: EmbeddingsDeps, job: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    const result = await job();
    deps.observeClustering((performance.now() - started) / 1000, "completed");
    return result;
  } catch (error) {
    deps.observeClustering((performance.now() - started) / 1000, outcomeOf(error));
    throw error;
  }
}
