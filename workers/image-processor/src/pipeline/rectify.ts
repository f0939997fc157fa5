import { isConvexQuad, orderQuad, type Quad, signedArea } from "@iris/kit/geometry";
import type { DetectSummary, UnwarpOptions, UnwarpSummary } from "../pool/tasks";
import { type CornerDetection, cornerPreview, detectCorners } from "./corners";
import { decodeImage, type InputFormat } from "./decode";
import { encodePng } from "./encode";
import type { OpenCV } from "./engine";
import { analysisView, planOutput } from "./page-plan";
import { renderPage, settleEdges } from "./perspective";
import { cornerReport, inputReport } from "./process";
import { toGrey } from "./raster";
import { StepTimer } from "./timer";
import { planDewarp } from "./unwarp";

/** Thrown when client-supplied corners do not outline a document in the image: 400. */
export class InvalidCornersError extends Error {
  override name = "InvalidCornersError";
}

/** Decodes an image and finds the document's corners. */
export async function detectDocument(
  cv: OpenCV,
  bytes: Uint8Array,
  format: InputFormat,
  maxPixels: number,
): Promise<DetectSummary> {
  const timer = new StepTimer();
  const decoded = await timer.step("decode", () =>
    decodeImage(bytes, format, { dpi: 150, maxPixels }),
  );
  const detection = await timer.step("corners", async () =>
    detectCorners(cv, decoded.raster, await cornerPreview(decoded.raster)),
  );
  return {
    corners: cornerReport(detection),
    image_dimensions: [decoded.raster.width, decoded.raster.height],
    input: inputReport(decoded),
    timings_ms: timer.done(),
  };
}

/**
 * Perspective correction only: the document (given corners, or detected ones) mapped to an
 * upright rectangle of its true aspect, snapped to a known format and resampled to the
 * target resolution, plus text-line dewarping when asked for and it helps. No rotation:
 * the first corner becomes the top-left of the output, so the caller decides orientation.
 */
export async function rectifyDocument(
  cv: OpenCV,
  bytes: Uint8Array,
  format: InputFormat,
  options: UnwarpOptions,
): Promise<{ png: Uint8Array; summary: UnwarpSummary }> {
  const timer = new StepTimer();
  const decoded = await timer.step("decode", () =>
    decodeImage(bytes, format, { dpi: options.resolution.dpi, maxPixels: options.maxPixels }),
  );
  const input = decoded.raster;
  const frame = { width: input.width, height: input.height };
  let detection: CornerDetection;
  let source: "provided" | "detected";
  if (options.corners) {
    detection = {
      corners: usableCorners(options.corners, frame),
      confidence: 1,
      method: "provided",
      document_detected: true,
      edge_support: [],
      candidates_considered: 0,
    };
    source = "provided";
  } else {
    detection = await timer.step("corners", async () =>
      detectCorners(cv, input, await cornerPreview(input)),
    );
    source = "detected";
  }
  const quad = detection.corners;
  const view = analysisView(quad, frame, !detection.document_detected);
  let dewarp: ReturnType<typeof planDewarp> | undefined;
  if (options.applyUnwarping) {
    const page = await timer.step("perspective", () =>
      renderPage(cv, input, view.toInput, view.width, view.height),
    );
    dewarp = await timer.step("unwarp", () => planDewarp(toGrey(page)));
  }
  const output = planOutput(
    view,
    { quad, detected: detection.document_detected, density: decoded.density },
    options.resolution,
    options.maxPixels,
  );
  const field = dewarp?.helps ? dewarp.field : undefined;
  let result = await timer.step("resample", () =>
    renderPage(
      cv,
      input,
      output.view.toInput,
      output.view.width,
      output.view.height,
      field ? { field, scale: view.width / output.view.width } : undefined,
    ),
  );
  if (detection.document_detected) result = settleEdges(result, quad);
  const { png, encoding } = await timer.step("encode", () =>
    encodePng(result, options.maxOutputBytes, output.dpi),
  );
  return {
    png,
    summary: {
      corners: { ...cornerReport(detection), source },
      encoding,
      output_dimensions: [encoding.width, encoding.height],
      dpi: output.dpi ? Math.round((output.dpi * encoding.width) / result.width) : null,
      perspective_corrected: detection.document_detected,
      unwarping_applied: field !== undefined,
      document_format: output.format
        ? {
            name: output.format.name,
            label: output.format.label,
            width_mm: view.width >= view.height ? output.format.long : output.format.short,
            height_mm: view.width >= view.height ? output.format.short : output.format.long,
          }
        : null,
      dewarp: dewarp
        ? {
            curvature_px: dewarp.curvature,
            residual_px: dewarp.residual,
            explained: dewarp.explained,
            text_lines: dewarp.lines,
          }
        : null,
      input: inputReport(decoded),
      timings_ms: timer.done(),
    },
  };
}

/**
 * Client corners in the caller's order when they already go round the quad (clockwise; a
 * counter-clockwise list is mirrored, keeping its first corner), else sorted TL, TR, BR, BL.
 * They must outline a convex quad of some size that overlaps the image.
 */
function usableCorners(corners: Quad, frame: { width: number; height: number }): Quad {
  let quad: Quad = corners.map(([x, y]) => [x, y]) as Quad;
  if (!isConvexQuad(quad)) quad = orderQuad(quad);
  else if (signedArea(quad) < 0) quad = [quad[0], quad[3], quad[2], quad[1]];
  if (!isConvexQuad(quad))
    throw new InvalidCornersError("the corners do not form a convex quadrilateral");
  if (Math.abs(signedArea(quad)) < 64)
    throw new InvalidCornersError("the corners enclose almost no area");
  const slack = 0.5 * Math.max(frame.width, frame.height);
  const outside = quad.some(
    ([x, y]) => x < -slack || y < -slack || x > frame.width + slack || y > frame.height + slack,
  );
  if (outside) throw new InvalidCornersError("the corners lie far outside the image");
  return quad;
}
