import { contractRoute, IrisError, ok } from "@iris/kit";
import type { FastifyInstance } from "fastify";
import {
  clusterFixed,
  clusteringSignal,
  clusterRows,
  interpretSilhouette,
  type Rows,
  toRows,
} from "../clustering";
import { clusterContract } from "../contract";
import type { EmbeddingsDeps } from "../deps";

/**
 * POST /cluster — three request shapes:
 * `{embeddings, min_clusters, max_clusters, image_paths}` → spec §2.9 result;
 * `{embeddings, k, method}` → `cluster_labels`; `{embeddings, method, auto_k: true}` → `clusters`.
 */
export function clusterRoute(app: FastifyInstance, deps: EmbeddingsDeps): void {
  contractRoute(app, clusterContract, async (request, reply) => {
    const body = request.body;
    if (body.method !== undefined && body.method.toLowerCase() !== "kmeans") {
      throw new IrisError("VALIDATION_ERROR", `unsupported clustering method "${body.method}"`, {
        details: "supported: kmeans",
      });
    }
    const rows = toRows(body.embeddings);
    if (body.image_paths && body.image_paths.length !== rows.n) {
      throw new IrisError("VALIDATION_ERROR", "image_paths must have one entry per embedding", {
        details: `${body.image_paths.length} paths for ${rows.n} embeddings`,
      });
    }
    const signal = clusteringSignal(reply, deps.config.CLUSTER_TIMEOUT_MS);
    if (body.k !== undefined) return ok(request, await fixedK(deps, rows, body.k, signal));
    const minK = body.min_clusters ?? deps.config.DEFAULT_MIN_CLUSTERS;
    const maxK = body.max_clusters ?? deps.config.DEFAULT_MAX_CLUSTERS;
    if (body.auto_k !== undefined || body.method !== undefined) {
      if (body.auto_k === false) {
        throw new IrisError("VALIDATION_ERROR", "give k, or auto_k: true to choose it");
      }
      return ok(request, await autoK(deps, rows, minK, maxK, signal));
    }
    return ok(
      request,
      await clusterRows(deps, rows, { minK, maxK, imagePaths: body.image_paths, signal }),
    );
  });
}

async function fixedK(deps: EmbeddingsDeps, rows: Rows, k: number, signal: AbortSignal) {
  if (k >= rows.n) {
    throw new IrisError("VALIDATION_ERROR", "k must be below the number of embeddings", {
      details: `k ${k} with ${rows.n} embeddings`,
    });
  }
  const solution = await clusterFixed(deps, rows, k, signal);
  return {
    method: "kmeans" as const,
    k,
    cluster_labels: Array.from(solution.labels),
    silhouette_score: solution.score,
    interpretation: interpretSilhouette(solution.score),
    cluster_sizes: Object.fromEntries(solution.figures.sizes.map((s, c) => [String(c), s])),
  };
}

async function autoK(
  deps: EmbeddingsDeps,
  rows: Rows,
  minK: number,
  maxK: number,
  signal: AbortSignal,
) {
  const full = await clusterRows(deps, rows, { minK, maxK, signal });
  return {
    method: "kmeans" as const,
    auto_k: true as const,
    clusters: full.clustering_results.cluster_assignments,
    optimal_k: full.clustering_results.optimal_k,
    silhouette_score: full.clustering_results.best_silhouette_score,
    silhouette_scores: full.clustering_results.silhouette_scores,
    interpretation: full.clustering_results.interpretation,
    cluster_sizes: full.cluster_analysis.cluster_sizes,
  };
}
