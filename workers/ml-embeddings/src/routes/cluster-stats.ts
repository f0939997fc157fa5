import { contractRoute, ok } from "@iris/kit";
import type { FastifyInstance } from "fastify";
import { ClusteringStop, clusteringSignal, clusterRows } from "../clustering";
import { type ClusterStatsData, clusterStatsContract } from "../contract";
import type { EmbeddingsDeps } from "../deps";

interface Cached {
  key: string;
  value: Pick<ClusterStatsData, "clusters" | "note">;
}

/**
 * GET /cluster-stats — the stored corpus of the current model: how many entries, and its
 * clustering (k swept over the defaults, best silhouette). Recomputed only when the index
 * has changed since the last call.
 */
export function clusterStatsRoute(app: FastifyInstance, deps: EmbeddingsDeps): void {
  let cached: Cached | undefined;
  contractRoute(app, clusterStatsContract, async (request, reply) => {
    const model = await deps.backbone.registry.load(deps.models.current);
    const entries = await deps.index.entries(model.version);
    const total = await deps.index.count();
    const key = `${model.version}:${entries.length}:${entries.at(-1)?.id ?? ""}`;
    if (cached?.key !== key) {
      const signal = clusteringSignal(reply, deps.config.CLUSTER_TIMEOUT_MS);
      cached = { key, value: await clusters(deps, entries, signal) };
    }
    return ok(request, {
      model_version: model.version,
      index_backend: deps.index.kind,
      count: entries.length,
      total_entries_all_models: total,
      ...cached.value,
    });
  });
}

async function clusters(
  deps: EmbeddingsDeps,
  entries: { id: string; embedding: Float32Array; metadata: Record<string, unknown> }[],
  signal: AbortSignal,
) {
  const needed = Math.max(3, deps.config.DEFAULT_MIN_CLUSTERS + 1);
  if (entries.length < needed) {
    return { clusters: null, note: `at least ${needed} stored embeddings are needed to cluster` };
  }
  const d = entries[0]?.embedding.length ?? 0;
  const data = new Float32Array(entries.length * d);
  entries.forEach((e, i) => {
    data.set(e.embedding, i * d);
  });
  const { config } = deps;
  let result: Awaited<ReturnType<typeof clusterRows>>;
  try {
    result = await clusterRows(
      deps,
      { data, n: entries.length, d },
      {
        minK: config.DEFAULT_MIN_CLUSTERS,
        maxK: Math.min(config.DEFAULT_MAX_CLUSTERS, entries.length - 1),
        imagePaths: entries.map((e) => e.id),
        signal,
      },
    );
  } catch (error) {
    // An index grown past the clustering budget is a fact to report, not a failed request.
    if (error instanceof ClusteringStop && error.outcome === "over_budget")
      return { clusters: null, note: `${error.message}: ${error.details}` };
    throw error;
  }
  const { clustering_results: r, cluster_analysis: a } = result;
  return {
    clusters: {
      n_clusters: r.optimal_k,
      cluster_sizes: a.cluster_sizes,
      silhouette_score: r.best_silhouette_score,
      interpretation: r.interpretation,
      silhouette_scores: r.silhouette_scores,
      representative_ids: Object.fromEntries(
        Object.entries(a.representative_images).map(([c, rep]) => [c, rep.image_path]),
      ),
      silhouette_per_cluster: a.silhouette_per_cluster,
      cluster_spread: a.cluster_spread,
    },
  };
}
