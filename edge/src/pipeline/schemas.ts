import { z } from "@hono/zod-openapi";
import { AUTO_TYPE, canonicalType, DOCUMENT_TYPES, TYPE_NAMES } from "@iris/kit/document-types";
import { FileField, FormBoolean, formNumber } from "../schemas/uploads";

/**
 * A caller's document type: a canonical type, one of its aliases (`cedula`, `residencia`,
 * `documento_identidad` …, case-insensitive) or `auto`; read as the canonical name.
 */
export const DocumentTypeHint = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => v === AUTO_TYPE || canonicalType(v) !== undefined, {
    message: `must be auto or a document type: ${DOCUMENT_TYPES.join(", ")} (aliases accepted)`,
  })
  .transform((v) => (v === AUTO_TYPE ? AUTO_TYPE : (canonicalType(v) as string)))
  .openapi({ type: "string", enum: [...TYPE_NAMES], example: "cedula_identidad" });

/** Variant B's `config` field: JSON text with ficha_type and language. */
export const VariantBConfig = z
  .object({
    ficha_type: z
      .string()
      .regex(/^[a-z_]{1,64}$/, "must be a document type such as residencia or auto")
      .default("auto"),
    language: z
      .string()
      .regex(/^[a-z]{2,3}([+][a-z]{2,3})*$/, "must be a language code such as es or es+en")
      .default("es"),
  })
  .strict();

/**
 * POST /process and /api/v1/pipeline/process. With a `config` field the request is
 * variant B and so is the answer; without, variant C (DESIGN.md §1).
 */
export const ProcessForm = z
  .object({
    file: FileField,
    config: z.string().optional().openapi({
      description: 'variant B: JSON text, e.g. {"ficha_type":"residencia","language":"es"}',
    }),
    document_type: DocumentTypeHint.optional(),
    apply_unwarping: FormBoolean.optional().openapi({ default: true }),
    enhance_quality: FormBoolean.optional().openapi({ default: true }),
    ocr_confidence: formNumber(0, 1).optional().openapi({ default: 0.3 }),
    perform_clustering: FormBoolean.optional().openapi({ default: false }),
  })
  .openapi("ProcessRequest");

/** Why a phase has no result: the service's error code and message. */
const PhaseError = z.object({ code: z.string(), message: z.string() });

/** One candidate document type and its probability. */
const TypeCandidate = z.object({ class: z.string(), confidence: z.number() });

const PhaseC = z.object({
  status: z.string(),
  processing_time: z.number(),
  service_time: z.number().nullable().openapi({ description: "the service's own seconds" }),
  result: z.record(z.string(), z.unknown()),
  error: PhaseError.optional(),
  fallback: z.string().optional().openapi({ description: "what the run did instead" }),
});

/** Variant C pipeline run (spec §2.1–2.3). */
export const PipelineRunC = z
  .object({
    success: z.boolean(),
    pipeline_id: z.string(),
    processing_time: z.number(),
    document_type: z.string(),
    document_type_source: z.enum(["hint", "classifier", "text", "both"]).nullable(),
    document_type_confidence: z.number().nullable(),
    document_type_candidates: z.array(TypeCandidate),
    document_type_hint: z.string().nullable(),
    predicted_document_type: z.string().nullable(),
    final_extraction: z.record(z.string(), z.unknown()),
    phases: z.object({ phase_1: PhaseC, phase_2: PhaseC, phase_3_4: PhaseC, phase_5_6: PhaseC }),
    pipeline_summary: z.object({
      phases_completed: z.number().int(),
      total_phases: z.number().int(),
      average_phase_time: z.number(),
      bottleneck_phase: z.string(),
    }),
    warnings: z.array(z.string()),
    cached: z.boolean(),
    cached_from: z
      .string()
      .optional()
      .openapi({ description: "the run a cached answer came from" }),
  })
  .openapi("PipelineRunC");

const PhaseB = z.object({
  status: z.string(),
  processing_time: z.number(),
  output: z.record(z.string(), z.unknown()),
  fallback: z.string().optional().openapi({ description: "what the run did instead" }),
});

/** Variant B pipeline run (spec §2.1). */
export const PipelineRunB = z
  .object({
    success: z.boolean(),
    processing_id: z.string(),
    phases: z.object({
      phase_1: PhaseB,
      phase_2: PhaseB,
      phase_3: PhaseB,
      phase_4: PhaseB,
      phase_5: PhaseB,
    }),
    total_processing_time: z.number(),
    final_result: z.object({
      document_type: z.string(),
      extracted_data: z.record(z.string(), z.unknown()),
      confidence_scores: z.record(z.string(), z.unknown()),
    }),
    warnings: z.array(z.string()),
    cached: z.boolean(),
  })
  .openapi("PipelineRunB");

/** Status of a run (set C answers status and current_phase). */
export const PipelineStatus = z
  .object({
    pipeline_id: z.string(),
    status: z.enum(["queued", "running", "completed", "failed"]),
    current_phase: z.string().nullable(),
  })
  .passthrough()
  .openapi("PipelineStatus");

/**
 * A page of GET /api/v1/pipeline/history: status views, each reduced to the `fields` asked
 * for (so every field may be absent), and the number of runs in all pages.
 */
export const PipelineHistoryPage = z
  .object({
    success: z.literal(true),
    data: z.array(PipelineStatus.partial()),
    total: z.number().int(),
  })
  .openapi("PipelineHistoryPage");

/** A pipeline id as /process returns it. */
export const PipelineIdParam = (name: string) =>
  z.object({
    [name]: z
      .string()
      .uuid("must be a pipeline id (UUID)")
      .openapi({ param: { name, in: "path" } }),
  });
