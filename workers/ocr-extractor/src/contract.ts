/**
 * The ocr-extractor's contract (phases 5-6): each route's request and the `data` of its
 * answer, as zod schemas. Pure (zod and kit's contract only) so the gateway's Worker bundle
 * imports the types; the routes register with these schemas and /openapi.json is built from
 * them.
 */
import { booleanString, type DataOf, defineRoute } from "@iris/kit/contract";
import { z } from "zod";
import { canonicalType, DOCUMENT_TYPES, type DocumentType } from "./extraction/document-types";
import { imageQualitySchema } from "./extraction/quality";

/** A document type or one of its aliases; `auto` (or nothing) when `allowAuto`. */
export function documentTypeField(allowAuto: boolean) {
  return z
    .string()
    .optional()
    .transform((value, ctx): DocumentType | "auto" => {
      const text = value?.trim() ?? "";
      if (text === "" || text.toLowerCase() === "auto") {
        if (allowAuto) return "auto";
      } else {
        const type = canonicalType(text);
        if (type) return type;
      }
      ctx.addIssue({
        code: "custom",
        message: `unknown document_type "${text}"; use ${allowAuto ? "auto, " : ""}${DOCUMENT_TYPES.join(", ")}`,
      });
      return z.NEVER;
    });
}

/** The image-processor's quality assessment, as JSON text in a multipart field. */
export const qualityField = z
  .string()
  .optional()
  .transform((text, ctx) => {
    if (text === undefined || text.trim() === "") return undefined;
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      ctx.addIssue({ code: "custom", message: "quality must be a JSON object" });
      return z.NEVER;
    }
    const parsed = imageQualitySchema.safeParse(json);
    if (!parsed.success) {
      ctx.addIssue({ code: "custom", message: `quality: ${parsed.error.issues[0]?.message}` });
      return z.NEVER;
    }
    return parsed.data;
  });

/** The /extract-json form fields (the `file` part aside). */
export const extractJsonForm = z.object({
  document_type: documentTypeField(true).describe(
    `${DOCUMENT_TYPES.join(", ")}, an alias, or auto (the default: decided from the text)`,
  ),
  quality: qualityField.describe("the image-processor's quality assessment, as JSON"),
  upright: booleanString
    .default(false)
    .describe("the page is known to be upright: skip the orientation search (default false)"),
  keep_reading: booleanString
    .default(false)
    .describe("keep the reading for /readings/{id}/extract-json; its id comes under reading"),
});

const documentType = z.enum(DOCUMENT_TYPES);

/** One extracted field: normalised value, raw text, confidence and check. */
export const extractedFieldSchema = z.object({
  /** Normalised value (ISO dates, E.164 phones, numbers for money...); null when not found. */
  value: z.union([z.string(), z.number(), z.boolean(), z.null()]),
  /** The characters read from the document, before normalisation. */
  raw: z.string().nullable(),
  confidence: z.number().min(0).max(1),
  /** Whether the value passed its check; null when no check applies. */
  valid: z.boolean().nullable(),
  check: z.string().optional(),
});

/** final_extraction.metadata of spec §2.2. */
export const extractionMetadata = z.object({
  document_type: documentType,
  extraction_timestamp: z.string(),
  processing_time: z.number(),
  overall_confidence: z.number(),
  field_confidence: z.record(z.string(), z.number()),
  missing_required_fields: z.array(z.string()),
  quality_assessment: z.object({
    quality_score: z.number(),
    quality_level: z.enum(["excellent", "good", "fair", "poor"]),
    completeness_ratio: z.number(),
    recommendations: z.array(z.string()),
    components: z.object({
      ocr_confidence: z.number(),
      completeness: z.number(),
      validity: z.number(),
      image_quality: z.number().nullable(),
    }),
  }),
  /** The raw text each normalised value came from. */
  raw_values: z.record(z.string(), z.string().nullable()),
  /** Fields failing their checks, with the reason. */
  validation_errors: z.record(z.string(), z.string()),
});

/** The structured document (final_extraction): the type's field groups and metadata. */
export const structuredDocument = z
  .object({ metadata: extractionMetadata })
  .catchall(z.unknown())
  .describe("field groups of the document type, and metadata");

/** How `auto` decided the type from the text. */
export const typeDecisionSchema = z.object({
  document_type: documentType,
  confidence: z.number(),
  cues: z.array(z.string()),
  scores: z.record(documentType, z.number()),
  /** Calibrated probability of every type given the text. */
  probabilities: z.record(documentType, z.number()),
  /** The three most probable types. */
  top_3: z.array(z.object({ class: documentType, confidence: z.number() })),
});

/** The OCR reading behind the answer. */
export const ocrSummarySchema = z.object({
  text: z.string(),
  /** Mean word confidence of the page, 0–1. */
  average_ocr_confidence: z.number(),
  text_blocks_found: z.number().int(),
  words_found: z.number().int(),
  engine: z.enum(["js", "native", "none"]),
  language: z.string().nullable(),
  psm: z.number().nullable(),
  psm_applied: z.number().nullable(),
  dpi: z.number().nullable(),
  rotation: z.number(),
  preprocessing: z.array(z.string()),
  image: z.object({ width: z.number(), height: z.number() }).nullable(),
  timings: z.object({ preprocess_ms: z.number(), ocr_ms: z.number() }),
});

/** POST /extract-json: the structured document, its flat views and the OCR summary. */
export const extractJsonData = z.object({
  document_type: documentType,
  type_detection: typeDecisionSchema.nullable(),
  structured_document: structuredDocument,
  /** Flat view (variant B): field → normalised value. */
  extracted_data: z.record(z.string(), z.unknown()),
  /** Flat view (variant B): field → confidence. */
  confidence_scores: z.record(z.string(), z.number()),
  /** Every field with raw text, normalised value, confidence and check. */
  fields: z.record(z.string(), extractedFieldSchema),
  fields_extracted: z.number().int(),
  text: z.string(),
  ocr: ocrSummarySchema,
  /** The kept reading (`keep_reading`): apply another type to it at /readings/{id}/extract-json. */
  reading: z.object({ id: z.string(), expires_in_seconds: z.number() }).nullable().optional(),
  /** What the gateway reports as phase_5_6.result (spec §2.3). */
  phase_5_6: z.object({
    text_blocks_found: z.number().int(),
    average_ocr_confidence: z.number(),
    fields_extracted: z.number().int(),
  }),
});

/** POST /extract-json (alias /extract_json). */
export const extractJsonContract = defineRoute({
  method: "POST",
  path: "/extract-json",
  aliases: ["/extract_json"],
  summary: "Phases 5-6: OCR and the structured document of a page",
  form: extractJsonForm,
  files: [{ name: "file", description: "JPEG, PNG, TIFF, WebP or PDF", required: true }],
  data: extractJsonData,
  errors: [400, 413, 415, 422, 503],
});

/** What POST /extract-json answers under `data`. */
export type ExtractJsonData = DataOf<typeof extractJsonContract>;
