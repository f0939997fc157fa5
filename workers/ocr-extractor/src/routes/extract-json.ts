import {
  contractRoute,
  elapsedSeconds,
  ok,
  parseFields,
  readMultipart,
  requireFile,
} from "@iris/kit";
import type { FastifyInstance } from "fastify";
import { extractJsonContract } from "../contract";
import { callerGone } from "./caller-gone";

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
  contractRoute(app, extractJsonContract, async (request, reply) => {
    const gone = callerGone(reply);
    const body = await readMultipart(request, { maxPixels: app.config.MAX_IMAGE_PIXELS });
    const file = requireFile(body);
    const fields = parseFields(extractJsonContract.form, body.fields);
    const answer = await app.pipeline.extractUpload(
      file,
      fields.document_type,
      fields.quality,
      () => elapsedSeconds(request),
      { upright: fields.upright, signal: gone, keep: fields.keep_reading },
    );
    return ok(request, answer);
  });
}
