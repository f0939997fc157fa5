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

const PhaseC = z.object({
  status: z.string(),
  processing_time: z.number(),
  result: z.record(z.string(), z.unknown()),
});

/** Variant C pipeline run (spec §2.1–2.3). */
export const PipelineRunC = z
  .object({
    success: z.boolean(),
    pipeline_id: z.string(),
    processing_time: z.number(),
    document_type: z.string(),
    final_extraction: z.record(z.string(), z.unknown()),
    phases: z.object({ phase_1: PhaseC, phase_2: PhaseC, phase_3_4: PhaseC, phase_5_6: PhaseC }),
    pipeline_summary: z.object({
      phases_completed: z.number().int(),
      total_phases: z.number().int(),
      average_phase_time: z.number(),
      bottleneck_phase: z.string(),
    }),
  })
  .openapi("PipelineRunC");

const PhaseB = z.object({
  status: z.string(),
  processing_time: z.number(),
  output: z.record(z.string(), z.unknown()),
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

/** A pipeline id as /process returns it. */
export const PipelineIdParam = (name: string) =>
  z.object({
    [name]: z
      .string()
      .uuid("must be a pipeline id (UUID)")
      .openapi({ param: { name, in: "path" } }),
  });
