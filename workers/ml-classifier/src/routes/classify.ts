import { contractRoute, ok, parseFields, readMultipart, requireFile } from "@iris/kit";
import type { FastifyInstance } from "fastify";
import { classifyContract } from "../contract";
import type { ClassifierDeps } from "../deps";

/** POST /classify: multipart `file` (+ optional `model`, `confidence_threshold`). */
export function classifyRoute(app: FastifyInstance, deps: ClassifierDeps): void {
  contractRoute(app, classifyContract, async (request) => {
    const body = await readMultipart(request, {
      maxPixels: deps.config.MAX_IMAGE_PIXELS,
      // Phase 3 takes phase 1's raster output; a PDF is rendered by phase 1.
      formats: ["jpeg", "png", "tiff", "webp"],
    });
    const file = requireFile(body);
    const { model, confidence_threshold } = parseFields(classifyContract.form, body.fields);
    const result = await deps.classifier.classify(file.buffer, model, confidence_threshold);
    deps.metrics.prediction(result.model_id, result.predicted_class, result.confidence);
    return ok(request, { filename: file.filename, ...result });
  });
}
