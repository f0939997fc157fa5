import { booleanString, ok, parseFields } from "@iris/kit";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { clusteringSignal, clusterRows } from "../clustering";
import type { EmbeddingsDeps } from "../deps";
import { embedImages, readImages, toRecords } from "./embed-images";

/**
 * POST /embed_and_cluster — multipart `files` (and/or `file`), `min_clusters`,
 * `max_clusters`, optional `model` and `include_embeddings` (default true): the embedding
 * records and the clustering result of the set, filenames as image paths.
 */
export function embedAndClusterRoute(app: FastifyInstance, deps: EmbeddingsDeps): void {
  const fieldsSchema = z.object({
    min_clusters: z.coerce.number().int().min(2).default(deps.config.DEFAULT_MIN_CLUSTERS),
    max_clusters: z.coerce.number().int().min(2).default(deps.config.DEFAULT_MAX_CLUSTERS),
    model: z.string().min(1).optional(),
    include_embeddings: booleanString.default(true),
  });
  app.post("/embed_and_cluster", async (request, reply) => {
    const { images, fields } = await readImages(request, deps);
    const options = parseFields(fieldsSchema, fields);
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
        minK: options.min_clusters,
        maxK: options.max_clusters,
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
