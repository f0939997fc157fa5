import { IrisError } from "@iris/kit";
import type { EmbeddingsDeps } from "../deps";
import { candidateKs } from "./cluster-embeddings";
import { presentSweep } from "./present";

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

/** Sweeps k (min..max, below n) on the clustering worker and shapes the spec §2.9 result. */
export async function clusterRows(
  deps: EmbeddingsDeps,
  rows: Rows,
  minK: number,
  maxK: number,
  imagePaths?: string[],
) {
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
  const started = performance.now();
  const solution = await deps.clusterer.sweep(
    { ...rows, sampleSize: config.SILHOUETTE_SAMPLE_SIZE, seed: config.CLUSTERING_RANDOM_STATE },
    minK,
    maxK,
  );
  deps.observeClustering((performance.now() - started) / 1000);
  return presentSweep(
    solution,
    rows.d,
    {
      minK,
      maxK,
      candidates,
      sampleSize: config.SILHOUETTE_SAMPLE_SIZE,
      seed: config.CLUSTERING_RANDOM_STATE,
    },
    imagePaths,
  );
}
