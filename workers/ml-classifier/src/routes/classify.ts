import { contractRoute, ok, parseFields, readMultipart, requireFile } from "@iris/kit";
import type { FastifyInstance } from "fastify";
import { classifyContract } from "../contract";
import type { ClassifierDeps } from "../deps";

/**
 * POST /classify: multipart `file` (+ optional `model`, `confidence_threshold`, and the file's
 * `embedding` from ml-embeddings with the model that made it, which spares embedding it again).
 */
export function classifyRoute(app: FastifyInstance, deps: ClassifierDeps): void {
  contractRoute(app, classifyContract, async (request) => {
    const body = await readMultipart(request, {
      maxPixels: deps.config.MAX_IMAGE_PIXELS,
      // Phase 3 takes phase 1's raster output; a PDF is rendered by phase 1.
      formats: ["jpeg", "png", "tiff", "webp"],
    });
    const file = requireFile(body);
    const fields = parseFields(classifyContract.form, body.fields);
    const { model, confidence_threshold, embedding } = fields;
    const given =
      embedding && fields.embedding_model && fields.embedding_model_version
        ? {
            vector: embedding,
            model: fields.embedding_model,
            model_version: fields.embedding_model_version,
          }
        : undefined;
    const result = await deps.classifier.classify(file.buffer, model, confidence_threshold, given);
    deps.metrics.prediction(result.model_id, result.predicted_class, result.confidence);
    return ok(request, { filename: file.filename, ...result });
  });
}
