import { contractRoute, elapsedSeconds, ok } from "@iris/kit";
import type { FastifyInstance } from "fastify";
import { readingContract } from "../contract";
import { callerGone } from "./caller-gone";

/**
 * POST /readings/{reading_id}/extract-json (alias …/extract_json) — JSON { document_type }:
 * the /extract-json answer for a page read before with `keep_reading`, under another type,
 * without OCR. 404 NOT_FOUND once the reading expired (READING_TTL_SECONDS) or was evicted:
 * send the page to /extract-json again.
 */
export async function readingsRoute(app: FastifyInstance) {
  contractRoute(app, readingContract, async (request, reply) => {
    const answer = await app.pipeline.reapply(
      request.params.reading_id,
      request.body.document_type,
      () => elapsedSeconds(request),
      callerGone(reply),
    );
    return ok(request, answer);
  });
}
