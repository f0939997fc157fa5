import { contractRoute, ok, parseFields } from "@iris/kit";
import type { FastifyInstance } from "fastify";
import { clusteringSignal, clusterRows } from "../clustering";
import { embedAndClusterContract } from "../contract";
import type { EmbeddingsDeps } from "../deps";
import { embedImages, readImages, toRecords } from "./embed-images";

/**
 * POST /embed_and_cluster — multipart `files` (and/or `file`), `min_clusters`,
 * `max_clusters`, optional `model` and `include_embeddings` (default true): the embedding
 * records and the clustering result of the set, filenames as image paths.
 */
export function embedAndClusterRoute(app: FastifyInstance, deps: EmbeddingsDeps): void {
  contractRoute(app, embedAndClusterContract, async (request, reply) => {
    const { images, fields } = await readImages(request, deps);
    const options = parseFields(embedAndClusterContract.form, fields);
    const outcome = await embedImages(deps, images, options.model);
    const d = outcome.embeddings[0]?.length ?? 0;
    const data = new Float32Array(outcome.embeddings.length * d);
    outcome.embeddings.forEach((e, i) => {
      data.set(e, i * d);
    });
    const clustering = await clusterRows(
      deps,
      { data, n: outcome.embeddings.length, d },
      {
        minK: options.min_clusters ?? deps.config.DEFAULT_MIN_CLUSTERS,
        maxK: options.max_clusters ?? deps.config.DEFAULT_MAX_CLUSTERS,
        imagePaths: images.map((f) => f.filename),
        signal: clusteringSignal(reply, deps.config.CLUSTER_TIMEOUT_MS),
      },
    );
    return ok(request, {
      ...(options.include_embeddings ? { embeddings: toRecords(images, outcome) } : {}),
      total_processed: outcome.embeddings.length,
      model: outcome.model.entry.name,
      model_version: outcome.model.version,
      embedding_dimension: d,
      ...clustering,
    });
  });
}
