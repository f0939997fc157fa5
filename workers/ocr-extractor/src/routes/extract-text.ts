import { contractRoute, elapsedSeconds, ok } from "@iris/kit";
import type { FastifyInstance } from "fastify";
import { extractTextContract } from "../contract";

/**
 * POST /extract-text (alias /extract_text) — JSON { text, document_type } → the same
 * structured answer as /extract-json, from text alone (the gateway's /phase4/extract). With
 * no recognition involved, the text counts as fully confident; checks still lower fields.
 */
export async function extractTextRoute(app: FastifyInstance) {
  contractRoute(app, extractTextContract, async (request) => {
    const { text, document_type } = request.body;
    return ok(
      request,
      await app.pipeline.extractText(text, document_type, elapsedSeconds(request)),
    );
  });
}
