/**
 * The ocr-extractor's contract (phases 5-6): each route's request and the `data` of its
 * answer, as zod schemas. Pure (zod and kit's contract only) so the gateway's Worker bundle
 * imports the types; the routes register with these schemas and /openapi.json is built from
 * them.
 */
import { booleanString, type DataOf, defineRoute } from "@iris/kit/contract";
import { z } from "zod";
import { canonicalType, DOCUMENT_TYPES, type DocumentType } from "./extraction/document-types";
import { imageQualitySchema, QUALITY_LEVELS } from "./extraction/quality";
import { ocrConfigSchema, PREPROCESSING_STEPS } from "./ocr-config/schema";

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

/** The answer of /extract-text and /readings/{id}/extract-json: the same as /extract-json. */
const extractionData = extractJsonData;

/** POST /extract-text (alias /extract_text): the structured document from text alone. */
export const extractTextContract = defineRoute({
  method: "POST",
  path: "/extract-text",
  aliases: ["/extract_text"],
  summary: "Phase 6: the structured document of a text (no OCR; the text counts as confident)",
  json: z.object({
    text: z.string().max(1_000_000),
    document_type: documentTypeField(true).describe(
      `${DOCUMENT_TYPES.join(", ")}, an alias, or auto (the default)`,
    ),
  }),
  data: extractionData,
  errors: [400, 413],
});

/** A reading id, as /extract-json answered it under `reading.id`. */
const readingParams = z.object({
  reading_id: z
    .string()
    .regex(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
      "the id /extract-json answered under reading.id",
    ),
});

/** POST /readings/{reading_id}/extract-json: another type applied to a kept reading. */
export const readingContract = defineRoute({
  method: "POST",
  path: "/readings/:reading_id/extract-json",
  aliases: ["/readings/:reading_id/extract_json"],
  summary: "Phase 6 again on a page read before with keep_reading, under another type (no OCR)",
  params: readingParams,
  json: z.object({
    document_type: documentTypeField(true).describe(
      `${DOCUMENT_TYPES.join(", ")}, an alias, or auto`,
    ),
  }),
  data: extractionData,
  errors: [400, 404],
});

/** A box in pixels of the upload. */
const bboxSchema = z.object({
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
});

/** One recognised region: a block holds lines, a line holds words. */
export const textBlockSchema = z.object({
  text: z.string(),
  /** 0–1; a line's and a block's are the mean of their words'. */
  confidence: z.number(),
  bbox: bboxSchema,
  level: z.enum(["block", "line", "word"]),
  get children(): z.ZodArray<typeof textBlockSchema> {
    return z.array(textBlockSchema);
  },
});

/** The /extract form fields (the `file` part aside). */
export const extractForm = z.object({
  document_type: documentTypeField(true).describe(
    "a type or alias (its OCR configuration), or auto: the generic configuration",
  ),
  confidence_threshold: z.coerce
    .number()
    .min(0)
    .max(1)
    .default(0.3)
    .describe("words below this confidence are left out of text_blocks (default 0.3)"),
});

/** POST /extract: the recognised text blocks of a page. */
export const extractContract = defineRoute({
  method: "POST",
  path: "/extract",
  summary: "Phase 5: OCR of a page — text blocks (block → line → word), text and timings",
  form: extractForm,
  files: [{ name: "file", description: "JPEG, PNG, TIFF, WebP or PDF", required: true }],
  data: ocrSummarySchema.extend({
    document_type: z.union([documentType, z.literal("auto")]),
    confidence_threshold: z.number(),
    /** Blocks with their words at or above the threshold. */
    text_blocks: z.array(textBlockSchema),
    /** Counts after the threshold; words_recognised is before it. */
    text_blocks_found: z.number().int(),
    words_found: z.number().int(),
    words_recognised: z.number().int(),
  }),
  errors: [400, 413, 415, 422, 503],
});

/** An OCR configuration as answers show it. */
const ocrConfigData = ocrConfigSchema;

/** The /configure-ocr body; the configuration's keys may also sit at the top level. */
export const configureOcrRequest = z.looseObject({
  document_type: z.string().describe("a type, an alias, or generic (auto)"),
  config: z
    .record(z.string(), z.unknown())
    .optional()
    .describe("the keys to change: lang, psm, dpi, preprocessing, *_detection"),
  reset: z.boolean().optional().describe("true: back to the defaults"),
});

/** POST /configure-ocr: changes one type's OCR configuration. */
export const configureOcrContract = defineRoute({
  method: "POST",
  path: "/configure-ocr",
  summary: "Change (or reset) the OCR configuration of a document type",
  json: configureOcrRequest,
  data: z.object({
    document_type: z.union([documentType, z.literal("generic")]),
    config: ocrConfigData,
    previous: ocrConfigData,
  }),
  errors: [400],
});

/** GET /supported-types: the types, their configuration and fields. */
export const supportedTypesContract = defineRoute({
  method: "GET",
  path: "/supported-types",
  summary: "Every document type: aliases, OCR configuration and the fields it extracts",
  data: z.object({
    types: z.array(
      z.object({
        document_type: documentType,
        aliases: z.array(z.string()),
        ocr_config: ocrConfigData,
        fields: z.array(
          z.object({
            name: z.string(),
            group: z.string(),
            required: z.boolean(),
            kind: z.string(),
          }),
        ),
      }),
    ),
    auto: z.object({
      document_type: z.literal("auto"),
      description: z.string(),
      ocr_config: ocrConfigData,
    }),
    languages: z.array(z.string()),
    preprocessing_steps: z.array(z.enum(PREPROCESSING_STEPS)),
    /** quality_score thresholds of each quality level. */
    quality_levels: z.array(
      z.object({ level: z.enum(QUALITY_LEVELS.map((q) => q.level)), min: z.number() }),
    ),
    engine: z.enum(["js", "native"]),
  }),
  errors: [],
});

/** Every ocr-extractor route contract, as /openapi.json lists them. */
export const ROUTE_CONTRACTS = [
  extractJsonContract,
  extractContract,
  extractTextContract,
  readingContract,
  configureOcrContract,
  supportedTypesContract,
] as const;

/** What POST /extract answers under `data`. */
export type ExtractData = DataOf<typeof extractContract>;
/** What POST /extract-text and /readings/{id}/extract-json answer under `data`. */
export type ExtractionData = DataOf<typeof extractTextContract>;
/** The JSON body of POST /extract-text, as the gateway sends it. */
export type ExtractTextRequest = z.input<typeof extractTextContract.json>;
/** What GET /supported-types answers under `data`. */
export type SupportedTypesData = DataOf<typeof supportedTypesContract>;
/** What POST /configure-ocr answers under `data`. */
export type ConfigureOcrData = DataOf<typeof configureOcrContract>;
