import { frameQuad, type Quad } from "@iris/kit/geometry";
import { type CornerDetection, cornerPreview, detectCorners } from "./corners";
import { type DecodedImage, decodeImage, type InputFormat } from "./decode";
import { type EncodingReport, encodePng } from "./encode";
import type { OpenCV } from "./engine";
import { type EnhancementReport, enhance } from "./enhance";
import {
  AXIS,
  estimateOrientation,
  type OrientationEstimate,
  type QuarterTurn,
} from "./orientation";
import { analysisView, type OutputResolution, planOutput, turnView } from "./page-plan";
import { renderPage, settleEdges } from "./perspective";
import { assessQuality, type QualityAssessment } from "./quality";
import { toGrey } from "./raster";
import { renderSmall } from "./rendition";
import { StepTimer } from "./timer";
import { type DewarpPlan, planDewarp } from "./unwarp";

/** Options of a full preprocessing run. */
export interface ProcessOptions {
  applyUnwarping: boolean;
  enhanceQuality: boolean;
  resolution: OutputResolution;
  maxPixels: number;
  /** Largest PNG to produce (the next phase's upload limit). */
  maxOutputBytes: number;
  /**
   * Threads each warp of the page (the analysis view, its turned copy and the output) may use
   * (native engine): more than one only when no other image is being processed, so idle cores
   * shorten a lone request (default 1).
   */
  threads?: number;
  /** Also make a copy of the page this many pixels on its longer side (see rendition.ts). */
  renditionSide?: number;
}

/** Everything /process reports besides the image itself. */
export interface ProcessSummary {
  output_dimensions: [number, number];
  /** Resolution of the output when the document's size is known, else null. */
  dpi: number | null;
  perspective_corrected: boolean;
  unwarping_applied: boolean;
  enhancement_applied: boolean;
  /** 0–1 confidence in the preprocessing as a whole (see README). */
  confidence: number;
  corners: CornerReport;
  /** Clockwise quarter turn applied to make the text upright. */
  rotation_applied: QuarterTurn;
  /** Degrees of small skew removed (positive: the text was tilted clockwise). */
  skew_corrected: number;
  orientation: OrientationEstimate;
  document_format: { name: string; label: string; width_mm: number; height_mm: number } | null;
  dewarp: {
    curvature_px: number;
    residual_px: number;
    explained: number;
    text_lines: number;
  } | null;
  enhancement: EnhancementReport | null;
  quality: QualityAssessment;
  input: {
    format: InputFormat;
    width: number;
    height: number;
    exif_orientation: number;
    pages: number;
    density: number | null;
  };
  /** How the PNG was made to fit `maxOutputBytes` (see encode.ts). */
  encoding: EncodingReport;
  timings_ms: Record<string, number>;
  rendition?: { width: number; height: number; bytes: number };
}

/** Detected corners as reported. */
export interface CornerReport {
  points: Quad;
  confidence: number;
  method: CornerDetection["method"];
  document_detected: boolean;
  edge_support: number[];
}

/** A processed page: PNG bytes, the small copy when asked for, and the summary. */
export interface ProcessOutcome {
  png: Uint8Array;
  rendition?: Uint8Array;
  summary: ProcessSummary;
}

const MIN_SKEW = AXIS.minSkew;

/**
 * Phase 1 end to end: decode → find the document → orient → plan the output → one resampling
 * of the input (perspective, rotation, deskew and dewarp together) → enhance → PNG.
 */
export async function processDocument(
  cv: OpenCV,
  buffer: Uint8Array,
  format: InputFormat,
  options: ProcessOptions,
): Promise<ProcessOutcome> {
  const timer = new StepTimer();
  const decoded = await timer.step("decode", () =>
    decodeImage(buffer, format, { dpi: options.resolution.dpi, maxPixels: options.maxPixels }),
  );
  const input = decoded.raster;
  const frame = { width: input.width, height: input.height };
  const detection = await timer.step("corners", async () =>
    detectCorners(cv, input, await cornerPreview(input)),
  );
  const useQuad = options.applyUnwarping && detection.document_detected;
  const quad = useQuad ? detection.corners : frameQuad(input.width, input.height);

  const view = analysisView(quad, frame, !useQuad);
  const page = await timer.step("perspective", () =>
    renderPage(cv, input, view.toInput, view.width, view.height, undefined, options.threads),
  );
  const orientation = await timer.step("orientation", () => estimateOrientation(toGrey(page)));
  // The estimate already leaves the page alone when unsure (a wrong half turn is worse for
  // OCR than a missed one).
  const rotation: QuarterTurn = orientation.rotation;
  const skew =
    options.applyUnwarping && Math.abs(orientation.skew) >= MIN_SKEW ? orientation.skew : 0;
  const upright = turnView(view, rotation - skew);
  const uprightPage =
    rotation === 0 && skew === 0
      ? page
      : await timer.step("orientation", () =>
          renderPage(
            cv,
            input,
            upright.toInput,
            upright.width,
            upright.height,
            undefined,
            options.threads,
          ),
        );

  let dewarp: DewarpPlan | undefined;
  if (options.applyUnwarping) {
    dewarp = await timer.step("unwarp", () => planDewarp(toGrey(uprightPage)));
  }
  const output = planOutput(
    upright,
    {
      quad,
      detected: useQuad,
      density: decoded.density,
      mrzBand: orientation.mrz_band,
      textHeight: orientation.text_height,
    },
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
      field ? { field, scale: upright.width / output.view.width } : undefined,
      options.threads,
    ),
  );
  // The outermost pixels of a rectified photo were sampled on the document's edge.
  if (useQuad) result = settleEdges(result, quad);
  let enhancement: EnhancementReport | null = null;
  if (options.enhanceQuality) {
    const enhanced = await timer.step("enhance", () => enhance(cv, result));
    result = enhanced.raster;
    enhancement = enhanced.report;
  }
  // libvips encodes the PNG on a thread of its own: the input's quality is assessed (in
  // JavaScript, on this thread) meanwhile, and the two timings overlap.
  const [{ png, encoding }, rendition, quality] = await Promise.all([
    timer.step("encode", () => encodePng(result, options.maxOutputBytes, output.dpi)),
    options.renditionSide
      ? timer.step("rendition", () => renderSmall(result, options.renditionSide as number))
      : undefined,
    timer.step("quality", () =>
      assessQuality({
        page: uprightPage,
        pageDpi: output.dpi ? (uprightPage.width / output.view.width) * output.dpi : undefined,
        effectiveDpi: output.effectiveDpi,
        corners: detection.document_detected ? detection.corners : undefined,
        frame,
      }),
    ),
  ]);
  return {
    png,
    ...(rendition ? { rendition: rendition.png } : {}),
    summary: {
      output_dimensions: [encoding.width, encoding.height],
      dpi: output.dpi ? Math.round((output.dpi * encoding.width) / result.width) : null,
      perspective_corrected: useQuad,
      unwarping_applied: field !== undefined,
      enhancement_applied: enhancement !== null,
      confidence: overallConfidence(detection, orientation, quality),
      corners: cornerReport(detection),
      rotation_applied: rotation,
      skew_corrected: skew,
      orientation,
      document_format: output.format
        ? {
            name: output.format.name,
            label: output.format.label,
            width_mm: upright.width >= upright.height ? output.format.long : output.format.short,
            height_mm: upright.width >= upright.height ? output.format.short : output.format.long,
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
      enhancement,
      quality,
      input: inputReport(decoded),
      encoding,
      timings_ms: timer.done(),
      ...(rendition
        ? {
            rendition: {
              width: rendition.width,
              height: rendition.height,
              bytes: rendition.png.length,
            },
          }
        : {}),
    },
  };
}

/** The corner detection as reported in responses. */
export function cornerReport(detection: CornerDetection): CornerReport {
  return {
    points: detection.corners,
    confidence: detection.confidence,
    method: detection.method,
    document_detected: detection.document_detected,
    edge_support: detection.edge_support,
  };
}

/** What the decoder saw, as reported in responses. */
export function inputReport(decoded: DecodedImage): ProcessSummary["input"] {
  return {
    format: decoded.format,
    width: decoded.raster.width,
    height: decoded.raster.height,
    exif_orientation: decoded.exifOrientation,
    pages: decoded.pages,
    density: decoded.density ?? null,
  };
}

/**
 * One number for the whole preprocessing: half geometry (how sure the outline — or the
 * absence of one — is), a fifth orientation, three tenths input quality.
 */
function overallConfidence(
  detection: CornerDetection,
  orientation: OrientationEstimate,
  quality: QualityAssessment,
): number {
  const orient = orientation.lines === 0 ? 0.5 : orientation.confidence;
  const value = 0.5 * detection.confidence + 0.2 * orient + 0.3 * quality.quality_score;
  return Math.round(value * 1000) / 1000;
}
