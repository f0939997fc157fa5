import type { Solution } from "./protocol";
import { interpretSilhouette } from "./silhouette";

const round = (x: number, digits = 6) => Math.round(x * 10 ** digits) / 10 ** digits;

/** The clustering result of spec §2.9 (plus centroids, spread and per-cluster silhouette). */
export function presentSweep(
  solution: Solution,
  d: number,
  params: {
    minK: number;
    maxK: number;
    candidates: number[];
    /** Seedings per k (fewer than the default when the compute budget required). */
    inits: number;
    sampleSize: number;
    seed: number;
  },
  imagePaths?: string[],
) {
  const ids = Array.from({ length: solution.k }, (_, c) => String(c));
  const perCluster = <T>(f: (c: number) => T) => Object.fromEntries(ids.map((id, c) => [id, f(c)]));
  const { figures } = solution;
  return {
    clustering_results: {
      optimal_k: solution.k,
      best_silhouette_score: round(solution.score),
      interpretation: interpretSilhouette(solution.score),
      cluster_assignments: Array.from(solution.labels),
      silhouette_scores: Object.fromEntries(
        Object.entries(solution.scores ?? {}).map(([k, s]) => [k, round(s)]),
      ),
    },
    cluster_analysis: {
      n_clusters: solution.k,
      cluster_sizes: perCluster((c) => figures.sizes[c] ?? 0),
      representative_images: perCluster((c) => {
        const rep = figures.representatives[c] ?? { index: -1, distance: 0 };
        return {
          image_path: imagePaths?.[rep.index] ?? `embedding_${rep.index}`,
          index: rep.index,
          distance_to_centroid: round(rep.distance),
        };
      }),
      centroids: perCluster((c) =>
        Array.from(solution.centroids.subarray(c * d, (c + 1) * d), (v) => round(v, 7)),
      ),
      cluster_spread: perCluster((c) => {
        const s = figures.spread[c] ?? { mean_distance: 0, std_distance: 0, max_distance: 0 };
        return {
          mean_distance: round(s.mean_distance),
          std_distance: round(s.std_distance),
          max_distance: round(s.max_distance),
        };
      }),
      silhouette_per_cluster: perCluster((c) => {
        const v = figures.silhouettePerCluster[c];
        return v === undefined || v === null ? null : round(v);
      }),
    },
    parameters: {
      min_clusters: params.minK,
      max_clusters: params.maxK,
      candidate_k: params.candidates,
      n_init: params.inits,
      n_samples: solution.labels.length,
      embedding_dim: d,
      silhouette_sample_size: solution.sampled,
      random_state: params.seed,
      iterations: solution.iterations,
    },
  };
}
