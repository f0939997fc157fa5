import { contractRoute } from "@iris/kit";
import type { FastifyInstance } from "fastify";
import type { ImageProcessorConfig } from "../config";
import { type ProcessLimits, processContract } from "../contract";
import type { OutputResolution } from "../pipeline/page-plan";
import type { ProcessorPool } from "../pool";
import { readImageForm } from "./fields";
import { replyWithImage } from "./image-reply";
import { ownBytes, runTask } from "./run-task";

/** The form limits this configuration sets. */
export function limitsOf(config: ImageProcessorConfig): ProcessLimits {
  return {
    defaultTargetDpi: config.DEFAULT_TARGET_DPI,
    defaultPageDpi: config.DEFAULT_PAGE_DPI,
    maxTargetDpi: config.MAX_TARGET_DPI,
  };
}

/** The output resolutions of a request: its `target_dpi` for every format, or the defaults. */
export function resolutionOf(
  targetDpi: number | undefined,
  config: ImageProcessorConfig,
): OutputResolution {
  return {
    dpi: targetDpi ?? config.DEFAULT_TARGET_DPI,
    pageDpi: targetDpi ?? config.DEFAULT_PAGE_DPI,
  };
}

/**
 * POST /process — multipart `file`, `apply_unwarping` (default true: perspective correction
 * and dewarping), `enhance_quality` (default true), `target_dpi` (default 300; 200 for a photographed A4 or Letter page). Answers the
 * flat, upright, cleaned page (base64 PNG, or raw PNG for `Accept: image/png`) with what
 * was done, the corners, the input's quality assessment, an overall confidence and timings;
 * with `rendition` (pixels), also a small copy of the page for the layout phases.
 */
export function processRoute(
  app: FastifyInstance,
  deps: { pool: ProcessorPool; config: ImageProcessorConfig },
) {
  const { pool, config } = deps;
  const contract = processContract(limitsOf(config));
  contractRoute(app, contract, async (request, reply) => {
    const { file, fields } = await readImageForm(request, config, contract.form);
    const { png, rendition, summary } = await runTask(pool, {
      op: "process",
      bytes: ownBytes(file.buffer),
      format: file.format,
      options: {
        applyUnwarping: fields.apply_unwarping,
        enhanceQuality: fields.enhance_quality,
        resolution: resolutionOf(fields.target_dpi, config),
        maxPixels: config.MAX_IMAGE_PIXELS,
        maxOutputBytes: config.MAX_IMAGE_SIZE,
        ...(fields.rendition ? { renditionSide: fields.rendition } : {}),
      },
    });
    return replyWithImage(
      request,
      reply,
      { png, rendition },
      { filename: file.filename, ...summary },
      {
        "x-unwarping-applied": String(summary.unwarping_applied),
        "x-enhancement-applied": String(summary.enhancement_applied),
        "x-perspective-corrected": String(summary.perspective_corrected),
        "x-rotation-applied": String(summary.rotation_applied),
        "x-confidence": String(summary.confidence),
        "x-quality-score": String(summary.quality.quality_score),
      },
    );
  });
}
