import {
  booleanString,
  elapsedSeconds,
  ok,
  parseFields,
  readMultipart,
  requireFile,
} from "@iris/kit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { callerGone, documentTypeField, qualityField } from "./fields";

const form = z.object({
  document_type: documentTypeField(true),
  quality: qualityField,
  upright: booleanString.default(false),
  keep_reading: booleanString.default(false),
});

/**
 * POST /extract-json (alias /extract_json) — multipart `file`, `document_type` (a type or
 * `auto`, the default), optional `quality` (the image-processor's assessment, JSON),
 * optional `upright` (default false: the page is known to be upright — phase 1 turned it —
 * so the type's `auto_rotate` orientation search is skipped), optional `keep_reading`
 * (default false: keep the reading for /readings/{id}/extract-json and answer its id under
 * `reading`). Answers the structured document (final_extraction), the flat extracted_data /
 * confidence_scores view, every field with its raw text, the OCR summary, the phase_5_6
 * counts and, for `auto`, the text's calibrated evidence per type (`type_detection`).
 */
export async function extractJsonRoute(app: FastifyInstance) {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const gone = callerGone(reply);
    const body = await readMultipart(request, { maxPixels: app.config.MAX_IMAGE_PIXELS });
    const file = requireFile(body);
    const fields = parseFields(form, body.fields);
    const answer = await app.pipeline.extractUpload(
      file,
      fields.document_type,
      fields.quality,
      () => elapsedSeconds(request),
      { upright: fields.upright, signal: gone, keep: fields.keep_reading },
    );
    return ok(request, answer);
  };
  app.post("/extract-json", handler);
  app.post("/extract_json", handler);
}
