/**
 * The image-processor's contract (phase 1): each route's request and the `data` of its
 * answer, as zod schemas. Pure (zod and kit's contract only) so the gateway's Worker bundle
 * imports the types; the routes register with these schemas and /openapi.json is built from
 * them.
 */
import { booleanString, type DataOf, defineRoute } from "@iris/kit/contract";
import { z } from "zod";

/** Limits of the /process form that come from configuration. */
export interface ProcessLimits {
  defaultTargetDpi: number;
  /** The default for a photographed A4 or Letter page. */
  defaultPageDpi: number;
  maxTargetDpi: number;
}

/** The /process form fields (the `file` part aside). */
export function processForm(limits: ProcessLimits) {
  return z.object({
    apply_unwarping: booleanString
      .default(true)
      .describe("perspective correction and dewarping (default true)"),
    enhance_quality: booleanString
      .default(true)
      .describe("illumination, contrast and noise clean-up (default true)"),
    target_dpi: z.coerce
      .number()
      .int()
      .min(72)
      .max(limits.maxTargetDpi)
      .optional()
      .describe(
        `output resolution when the document's size is known (default ${limits.defaultTargetDpi}; a photographed A4 or Letter page ${limits.defaultPageDpi})`,
      ),
    rendition: z.coerce
      .number()
      .int()
      .min(RENDITION_SIDE.min)
      .max(RENDITION_SIDE.max)
      .optional()
      .describe(
        "also answer a small copy of the page, its longer side this many pixels (bilinear), for phases that look at the layout only",
      ),
  });
}

/** Bounds of the rendition's longer side, pixels. */
export const RENDITION_SIDE = { min: 32, max: 2048 } as const;

/** The small copy of the page asked for with `rendition`. */
export const renditionSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  /** Its PNG's length: the last this many bytes of a PNG answer's body. */
  bytes: z.number().int(),
});

const point = z.tuple([z.number(), z.number()]);

/** TL, TR, BR, BL in input pixels. */
export const quadSchema = z.tuple([point, point, point, point]);

/** The input's quality as an OCR source: 0–1 scores (1 is best) and what was measured. */
export const qualitySchema = z.object({
  quality_score: z.number().min(0).max(1),
  quality_level: z.enum(["excellent", "good", "fair", "poor"]),
  scores: z.object({
    sharpness: z.number(),
    glare: z.number(),
    exposure: z.number(),
    contrast: z.number(),
    resolution: z.number(),
    noise: z.number(),
    framing: z.number(),
  }),
  measurements: z.object({
    blur_mm: z.number().nullable(),
    glare_fraction: z.number(),
    brightness: z.number(),
    contrast: z.number(),
    effective_dpi: z.number().nullable(),
    noise_sigma: z.number(),
    document_cut_off: z.boolean(),
  }),
  issues: z.array(z.string()),
  recommendations: z.array(z.string()),
});

/** The detected document outline. */
export const cornersSchema = z.object({
  points: quadSchema,
  confidence: z.number(),
  method: z.string(),
  document_detected: z.boolean(),
  edge_support: z.array(z.number()),
});

/** How the text was turned upright. */
export const orientationSchema = z.object({
  rotation: z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]),
  skew: z.number(),
  confidence: z.number(),
  /** Text lines the decision rests on; 0 when the page showed none. */
  lines: z.number().int(),
  cues: z.object({ ascenders: z.number(), alignment: z.number(), punctuation: z.number() }),
  mrz_band: z.boolean(),
  text_height: z.number(),
});

/** The uploaded image as read. */
export const inputSchema = z.object({
  format: z.enum(["jpeg", "png", "tiff", "webp", "pdf"]),
  width: z.number().int(),
  height: z.number().int(),
  exif_orientation: z.number().int(),
  pages: z.number().int(),
  density: z.number().nullable(),
});

/** POST /process: the flat, upright, cleaned page and what was done to it. */
export const processData = z.object({
  /** The page as base64 PNG (spec variant name). */
  processed_image: z.string(),
  /** The same PNG under the other spec variant name. */
  processed_image_data: z.string(),
  image_format: z.literal("png"),
  filename: z.string(),
  output_dimensions: z.tuple([z.number().int(), z.number().int()]),
  dpi: z.number().nullable(),
  perspective_corrected: z.boolean(),
  unwarping_applied: z.boolean(),
  enhancement_applied: z.boolean(),
  /** 0–1 confidence in the preprocessing as a whole. */
  confidence: z.number().min(0).max(1),
  corners: cornersSchema,
  rotation_applied: z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]),
  skew_corrected: z.number(),
  orientation: orientationSchema,
  document_format: z
    .object({
      name: z.string(),
      label: z.string(),
      width_mm: z.number(),
      height_mm: z.number(),
    })
    .nullable(),
  dewarp: z
    .object({
      curvature_px: z.number(),
      residual_px: z.number(),
      explained: z.number(),
      text_lines: z.number().int(),
    })
    .nullable(),
  enhancement: z
    .object({
      illumination_flattened: z.boolean(),
      max_gain: z.number(),
      black_point: z.number(),
      white_point: z.number(),
      denoised: z.boolean(),
      sharpened: z.boolean(),
    })
    .nullable(),
  quality: qualitySchema,
  input: inputSchema,
  encoding: z.object({
    bytes: z.number().int(),
    width: z.number().int(),
    height: z.number().int(),
    channels: z.union([z.literal(1), z.literal(3)]),
    adaptive_filtering: z.boolean(),
    scale: z.number(),
  }),
  timings_ms: z.record(z.string(), z.number()),
  /** Present when `rendition` was asked for. */
  rendition: renditionSchema.optional(),
  /** The rendition as base64 PNG (JSON answers only). */
  rendition_image: z.string().optional(),
});

/** The /process route; `limits` come from configuration. */
export function processContract(limits: ProcessLimits) {
  return defineRoute({
    method: "POST",
    path: "/process",
    summary: "Phase 1: the flat, upright, cleaned page (base64 PNG; raw PNG for Accept: image/png)",
    form: processForm(limits),
    files: [{ name: "file", description: "JPEG, PNG, TIFF, WebP or PDF", required: true }],
    data: processData,
    errors: [400, 413, 415, 422, 503],
  });
}

/** What POST /process answers under `data`. */
export type ProcessData = DataOf<ReturnType<typeof processContract>>;

/** The /unwarp form fields (the `file` part aside). */
export function unwarpForm(limits: ProcessLimits) {
  const { apply_unwarping, target_dpi } = processForm(limits).shape;
  return z.object({
    corners: z
      .string()
      .optional()
      .describe(
        "JSON: four [x, y] (or {x, y}) in input pixels, TL, TR, BR, BL; detected when absent",
      ),
    apply_unwarping: apply_unwarping.describe(
      "also straighten curved text lines when that helps (default true)",
    ),
    target_dpi,
  });
}

const { encoding, document_format, dewarp, output_dimensions, timings_ms } = processData.shape;

/** POST /unwarp: the perspective-corrected page and what was done. */
export const unwarpData = z.object({
  processed_image: z.string(),
  processed_image_data: z.string(),
  image_format: z.literal("png"),
  filename: z.string(),
  /** The corners used: given in the form, or detected. */
  corners: cornersSchema.extend({ source: z.enum(["provided", "detected"]) }),
  encoding,
  output_dimensions,
  dpi: z.number().nullable(),
  perspective_corrected: z.boolean(),
  unwarping_applied: z.boolean(),
  document_format,
  dewarp,
  input: inputSchema,
  timings_ms,
});

/** The /unwarp route; `limits` come from configuration. */
export function unwarpContract(limits: ProcessLimits) {
  return defineRoute({
    method: "POST",
    path: "/unwarp",
    summary: "Phase 1, geometry only: the page cut out and flattened (no rotation, no clean-up)",
    form: unwarpForm(limits),
    files: [{ name: "file", description: "JPEG, PNG, TIFF, WebP or PDF", required: true }],
    data: unwarpData,
    errors: [400, 413, 415, 422, 503],
  });
}

/** POST /detect-corners: the document's outline in the input. */
export const detectCornersContract = defineRoute({
  method: "POST",
  path: "/detect-corners",
  summary: "The document's corners (TL, TR, BR, BL in input pixels) and how sure they are",
  files: [{ name: "file", description: "JPEG, PNG, TIFF, WebP or PDF", required: true }],
  data: z.object({
    filename: z.string(),
    corners: cornersSchema,
    /** [width, height] after EXIF orientation. */
    image_dimensions: z.tuple([z.number().int(), z.number().int()]),
    input: inputSchema,
    timings_ms,
  }),
  errors: [400, 413, 415, 422, 503],
});

/** Every image-processor route contract under `limits`, as /openapi.json lists them. */
export function routeContracts(limits: ProcessLimits) {
  return [processContract(limits), unwarpContract(limits), detectCornersContract] as const;
}

/** What POST /unwarp answers under `data` (JSON form). */
export type UnwarpData = DataOf<ReturnType<typeof unwarpContract>>;
/** What POST /detect-corners answers under `data`. */
export type DetectCornersData = DataOf<typeof detectCornersContract>;
