import { contractRoute } from "@iris/kit";
import type { FastifyInstance } from "fastify";
import type { ImageProcessorConfig } from "../config";
import { unwarpContract } from "../contract";
import type { ProcessorPool } from "../pool";
import { parseCorners, readImageForm } from "./fields";
import { replyWithImage } from "./image-reply";
import { limitsOf, resolutionOf } from "./process";
import { ownBytes, runTask } from "./run-task";

/**
 * POST /unwarp — multipart `file`, optional `corners` (JSON, four [x, y] in input pixels,
 * TL, TR, BR, BL) used instead of detection, `apply_unwarping` (default true: also straighten
 * curved text lines when that helps), `target_dpi`. Geometric correction only: no rotation,
 * no enhancement.
 */
export function unwarpRoute(
  app: FastifyInstance,
  deps: { pool: ProcessorPool; config: ImageProcessorConfig },
) {
  const { pool, config } = deps;
  const contract = unwarpContract(limitsOf(config));
  contractRoute(app, contract, async (request, reply) => {
    const { file, fields } = await readImageForm(request, config, contract.form);
    const corners = parseCorners(fields.corners);
    const { png, summary } = await runTask(pool, {
      op: "unwarp",
      bytes: ownBytes(file.buffer),
      format: file.format,
      options: {
        corners,
        applyUnwarping: fields.apply_unwarping,
        resolution: resolutionOf(fields.target_dpi, config),
        maxPixels: config.MAX_IMAGE_PIXELS,
        maxOutputBytes: config.MAX_IMAGE_SIZE,
      },
    });
    return replyWithImage(
      request,
      reply,
      { png },
      { filename: file.filename, ...summary },
      {
        "x-unwarping-applied": String(summary.unwarping_applied),
        "x-perspective-corrected": String(summary.perspective_corrected),
      },
    );
  });
}
