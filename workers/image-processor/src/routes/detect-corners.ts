import { contractRoute, ok } from "@iris/kit";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { ImageProcessorConfig } from "../config";
import { detectCornersContract } from "../contract";
import type { ProcessorPool } from "../pool";
import { readImageForm } from "./fields";
import { ownBytes, runTask } from "./run-task";

/**
 * POST /detect-corners — multipart `file`. Answers the document's corners (TL, TR, BR, BL in
 * input pixels, after EXIF orientation), their confidence and the method that found them;
 * a flat scan answers the full frame with `document_detected: false`.
 */
export function detectCornersRoute(
  app: FastifyInstance,
  deps: { pool: ProcessorPool; config: ImageProcessorConfig },
) {
  const { pool, config } = deps;
  contractRoute(app, detectCornersContract, async (request) => {
    const { file } = await readImageForm(request, config, z.object({}));
    const { summary } = await runTask(pool, {
      op: "detect",
      bytes: ownBytes(file.buffer),
      format: file.format,
      maxPixels: config.MAX_IMAGE_PIXELS,
    });
    return ok(request, { filename: file.filename, ...summary });
  });
}
