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
import { documentTypeField, qualityField } from "./fields";

const form = z.object({
  document_type: documentTypeField(true),
  quality: qualityField,
  upright: booleanString.default(false),
});

/**
 * POST /extract-json (alias /extract_json) — multipart `file`, `document_type` (a type or
 * `auto`, the default), optional `quality` (the image-processor's assessment, JSON),
 * optional `upright` (default false: the page is known to be upright — phase 1 turned it —
 * so the type's `auto_rotate` orientation search is skipped). Answers
 * the structured document (final_extraction), the flat extracted_data / confidence_scores
 * view, every field with its raw text, the OCR summary and the phase_5_6 counts.
 */
export async function extractJsonRoute(app: FastifyInstance) {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    // The connection closing before the answer is written: the caller gave up (its timeout).
    const gone = new AbortController();
    reply.raw.once("close", () => {
      if (!reply.raw.writableEnded) gone.abort();
    });
    const body = await readMultipart(request, { maxPixels: app.config.MAX_IMAGE_PIXELS });
    const file = requireFile(body);
    const fields = parseFields(form, body.fields);
    const answer = await app.pipeline.extractUpload(
      file,
      fields.document_type,
      fields.quality,
      () => elapsedSeconds(request),
      { upright: fields.upright, signal: gone.signal },
    );
    return ok(request, answer);
  };
  app.post("/extract-json", handler);
  app.post("/extract_json", handler);
}
