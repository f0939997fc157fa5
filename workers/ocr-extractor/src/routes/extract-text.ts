import { elapsedSeconds, ok, parseFields } from "@iris/kit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { documentTypeField } from "./fields";

const bodySchema = z.object({
  text: z.string().max(1_000_000),
  document_type: documentTypeField(true),
});

/**
 * POST /extract-text (alias /extract_text) — JSON { text, document_type } → the same
 * structured answer as /extract-json, from text alone (the gateway's /phase4/extract). With
 * no recognition involved, the text counts as fully confident; checks still lower fields.
 */
export async function extractTextRoute(app: FastifyInstance) {
  const handler = async (request: FastifyRequest, _reply: FastifyReply) => {
    const input = parseFields(bodySchema, (request.body ?? {}) as Record<string, string>);
    return ok(
      request,
      await app.pipeline.extractText(input.text, input.document_type, elapsedSeconds(request)),
    );
  };
  const schema = { body: { type: "object", required: ["text"] } };
  app.post("/extract-text", { schema }, handler);
  app.post("/extract_text", { schema }, handler);
}
