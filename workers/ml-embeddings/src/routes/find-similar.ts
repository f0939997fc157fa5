import { contractRoute, IrisError, ok, parseFields } from "@iris/kit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { findSimilarContract, findSimilarForm, findSimilarJson } from "../contract";
import type { EmbeddingsDeps } from "../deps";
import { type MetadataValue, rankBySimilarity } from "../similarity";
import { embedImages, readImages } from "./embed-images";

const filterSchema = findSimilarJson.shape.filters.unwrap();

interface Query {
  embedding: Float32Array;
  topK: number;
  filters: Record<string, MetadataValue>;
  modelVersion: string;
}

/**
 * POST /find-similar — JSON `{embedding, top_k, filters}` or multipart `file` + `top_k` +
 * `filters` (JSON text). Answers the stored entries most similar to it (same model only),
 * each with its metadata, `similarity_score` (cosine) and `rank` from 1.
 */
export function findSimilarRoute(app: FastifyInstance, deps: EmbeddingsDeps): void {
  contractRoute(app, findSimilarContract, async (request) => {
    const query = request.isMultipart()
      ? await fromImage(request, deps)
      : await fromEmbedding(request, deps);
    const entries = await deps.index.entries(query.modelVersion);
    const hits = rankBySimilarity(entries, query.embedding, query.topK, query.filters);
    return ok(request, {
      results: hits.map((hit, i) => ({
        ...hit.entry.metadata,
        id: hit.entry.id,
        metadata: hit.entry.metadata,
        similarity_score: Math.round(hit.score * 1e6) / 1e6,
        rank: i + 1,
        created_at: hit.entry.created_at,
      })),
      total_results: hits.length,
      total_indexed: entries.length,
      top_k: query.topK,
      filters: query.filters,
      model_version: query.modelVersion,
    });
  });
}

async function fromEmbedding(request: FastifyRequest, deps: EmbeddingsDeps): Promise<Query> {
  // The contract validated a JSON body; a request with none still answers 400 here.
  const parsed = findSimilarJson.safeParse(request.body ?? {});
  if (!parsed.success) {
    throw new IrisError("VALIDATION_ERROR", "invalid similarity query", {
      details: parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; "),
    });
  }
  const model = await deps.backbone.registry.load(deps.models.current);
  const { embedding, top_k, filters } = parsed.data;
  if (embedding.length !== model.entry.embedding_dim) {
    throw new IrisError("VALIDATION_ERROR", "embedding has the wrong dimension", {
      details: `${embedding.length} values; the current model ${model.entry.name} makes ${model.entry.embedding_dim}`,
    });
  }
  return {
    embedding: Float32Array.from(embedding),
    topK: top_k,
    filters,
    modelVersion: model.version,
  };
}

async function fromImage(request: FastifyRequest, deps: EmbeddingsDeps): Promise<Query> {
  const { images, fields } = await readImages(request, deps);
  const options = parseFields(findSimilarForm, fields);
  let filters: Record<string, MetadataValue> = {};
  if (options.filters !== undefined) {
    let raw: unknown;
    try {
      raw = JSON.parse(options.filters);
    } catch {
      throw new IrisError("VALIDATION_ERROR", '"filters" must be a JSON object');
    }
    const parsed = filterSchema.safeParse(raw);
    if (!parsed.success)
      throw new IrisError("VALIDATION_ERROR", '"filters" must be a flat JSON object');
    filters = parsed.data;
  }
  const outcome = await embedImages(deps, images.slice(0, 1), options.model);
  return {
    embedding: outcome.embeddings[0] as Float32Array,
    topK: options.top_k,
    filters,
    modelVersion: outcome.model.version,
  };
}
