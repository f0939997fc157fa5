import { elapsedSeconds, IrisError, ok, parseFields } from "@iris/kit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { callerGone, documentTypeField } from "./fields";

const bodySchema = z.object({ document_type: documentTypeField(true) });
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * POST /readings/{reading_id}/extract-json (alias …/extract_json) — JSON { document_type }:
 * the /extract-json answer for a page read before with `keep_reading`, under another type,
 * without OCR. 404 NOT_FOUND once the reading expired (READING_TTL_SECONDS) or was evicted:
 * send the page to /extract-json again.
 */
export async function readingsRoute(app: FastifyInstance) {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const { reading_id: id } = request.params as { reading_id: string };
    if (!ID.test(id)) {
      throw new IrisError("VALIDATION_ERROR", "invalid reading id", {
        details: "reading_id: the id /extract-json answered under reading.id",
      });
    }
    const body = parseFields(bodySchema, (request.body ?? {}) as Record<string, string>);
    const answer = await app.pipeline.reapply(
      id,
      body.document_type,
      () => elapsedSeconds(request),
      callerGone(reply),
    );
    return ok(request, answer);
  };
  const schema = { body: { type: "object" } };
  app.post("/readings/:reading_id/extract-json", { schema }, handler);
  app.post("/readings/:reading_id/extract_json", { schema }, handler);
}
