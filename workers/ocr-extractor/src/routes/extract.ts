import { contractRoute, ok, parseFields, readMultipart, requireFile } from "@iris/kit";
import type { FastifyInstance } from "fastify";
import { extractContract } from "../contract";
import { countWords, filterBlocks } from "../ocr";
import { summarise } from "../pipeline";

/**
 * POST /extract — multipart `file`, `document_type` (type or auto: the generic
 * configuration), `confidence_threshold` (0–1, default 0.3). Answers the recognised
 * text_blocks (block → line → word) at or above the threshold, the full text and timings.
 */
export async function extractRoute(app: FastifyInstance) {
  contractRoute(app, extractContract, async (request) => {
    const body = await readMultipart(request, { maxPixels: app.config.MAX_IMAGE_PIXELS });
    const file = requireFile(body);
    const fields = parseFields(extractContract.form, body.fields);
    const type = fields.document_type === "auto" ? "generic" : fields.document_type;
    const { ocr } = await app.pipeline.read(file, type);
    const blocks = filterBlocks(ocr.blocks, fields.confidence_threshold);
    const summary = summarise(ocr);
    return ok(request, {
      document_type: fields.document_type,
      confidence_threshold: fields.confidence_threshold,
      text_blocks: blocks,
      ...summary,
      text_blocks_found: blocks.length,
      words_found: countWords(blocks),
      words_recognised: summary.words_found,
    });
  });
}
