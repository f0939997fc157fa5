import { elapsedSeconds, ok, parseFields, readMultipart, requireFile } from "@iris/kit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { documentTypeField, qualityField } from "./fields";

const form = z.object({
  document_type: documentTypeField(true),
  quality: qualityField,
});

/**
 * POST /extract-json (alias /extract_json) — multipart `file`, `document_type` (a type or
 * `auto`, the default), optional `quality` (the image-processor's assessment, JSON). Answers
 * the structured document (final_extraction), the flat extracted_data / confidence_scores
 * view, every field with its raw text, the OCR summary and the phase_5_6 counts.
 */
export async function extractJsonRoute(app: FastifyInstance) {
  const handler = async (request: FastifyRequest, _reply: FastifyReply) => {
    const body = await readMultipart(request, { maxPixels: app.config.MAX_IMAGE_PIXELS });
    const file = requireFile(body);
    const fields = parseFields(form, body.fields);
    const answer = await app.pipeline.extractUpload(
      file,
      fields.document_type,
      fields.quality,
      () => elapsedSeconds(request),
    );
    return ok(request, answer);
  };
  app.post("/extract-json", handler);
  app.post("/extract_json", handler);
}
