import { ok, parseFields, readMultipart, requireFile } from "@iris/kit";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { ClassifierDeps } from "../deps";

const fields = z.object({
  model: z.string().trim().min(1).max(128).optional(),
  confidence_threshold: z.coerce.number().min(0).max(1).optional(),
});

/** POST /classify: multipart `file` (+ optional `model`, `confidence_threshold`). */
export function classifyRoute(app: FastifyInstance, deps: ClassifierDeps): void {
  app.post("/classify", async (request) => {
    const body = await readMultipart(request, {
      maxPixels: deps.config.MAX_IMAGE_PIXELS,
      // Phase 3 takes phase 1's raster output; a PDF is rendered by phase 1.
      formats: ["jpeg", "png", "tiff", "webp"],
    });
    const file = requireFile(body);
    const { model, confidence_threshold } = parseFields(fields, body.fields);
    const result = await deps.classifier.classify(file.buffer, model, confidence_threshold);
    deps.metrics.prediction(result.model_id, result.predicted_class, result.confidence);
    return ok(request, { filename: file.filename, ...result });
  });
}
