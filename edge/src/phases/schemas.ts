import { z } from "@hono/zod-openapi";
import { DocumentTypeHint } from "../pipeline/schemas";
import {
  Base64Image,
  FileField,
  FilesField,
  FormBoolean,
  formInt,
  formNumber,
} from "../schemas/uploads";

// ── multipart (route sets A and C, as the phase services take them) ──

export const PreprocessForm = z
  .object({
    file: FileField,
    apply_unwarping: FormBoolean.optional(),
    enhance_quality: FormBoolean.optional(),
    target_dpi: formInt(72, 1200).optional(),
  })
  .openapi("PreprocessRequest");

export const EmbedForm = z
  .object({
    file: FileField.optional().openapi({ description: "one image" }),
    files: FilesField.optional().openapi({ description: "several images (repeat the field)" }),
  })
  .refine((v) => v.file !== undefined || v.files !== undefined, {
    message: "send a file or files",
    path: ["file"],
  })
  .openapi("EmbedRequest");

export const ClassifyForm = z
  .object({
    file: FileField,
    model: z
      .string()
      .regex(/^[A-Za-z0-9._-]{1,128}$/)
      .optional(),
  })
  .openapi("ClassifyRequest");

export const ExtractForm = z
  .object({
    file: FileField,
    document_type: DocumentTypeHint.optional(),
    confidence_threshold: formNumber(0, 1).optional(),
  })
  .openapi("ExtractRequest");

const Embeddings = z
  .array(z.array(z.number().finite()).min(1).max(8192))
  .min(2, "needs at least 2 embeddings")
  .max(10_000)
  .refine((rows) => rows.every((r) => r.length === rows[0]?.length), {
    message: "every embedding must have the same length",
  });

/** JSON /cluster of set C, as ml-embeddings takes it. */
export const ClusterBody = z
  .object({
    embeddings: Embeddings,
    min_clusters: z.number().int().min(2).max(100).optional(),
    max_clusters: z.number().int().min(2).max(100).optional(),
    image_paths: z.array(z.string().max(1024)).optional(),
  })
  .refine((v) => (v.min_clusters ?? 2) <= (v.max_clusters ?? 10), {
    message: "min_clusters must not exceed max_clusters",
    path: ["min_clusters"],
  })
  .refine((v) => !v.image_paths || v.image_paths.length === v.embeddings.length, {
    message: "needs one path per embedding",
    path: ["image_paths"],
  })
  .openapi("ClusterRequest");

// ── JSON with base64 images (route set B) ──

export const Phase1Body = z
  .object({
    file: Base64Image,
    options: z
      .object({ enhance: z.boolean().optional(), unwarp: z.boolean().optional() })
      .strict()
      .optional(),
  })
  .openapi("Phase1Request");

export const Phase2EmbedBody = z.object({ image: Base64Image }).openapi("Phase2EmbedRequest");

export const Phase2ClusterBody = z
  .object({ embeddings: Embeddings, max_k: z.number().int().min(2).max(100).optional() })
  .openapi("Phase2ClusterRequest");

export const Phase3ClassifyBody = z
  .object({
    image: Base64Image,
    model: z
      .string()
      .regex(/^[A-Za-z0-9._-]{1,128}$/)
      .optional(),
  })
  .openapi("Phase3ClassifyRequest");

/** A dataset path relative to the services' datasets root: no absolute paths, no `..`. */
export const DatasetPath = z
  .string()
  .min(1)
  .max(512)
  .refine((p) => !p.startsWith("/") && !p.includes("\\") && !p.split("/").includes(".."), {
    message: "must be a relative path inside the datasets root (no .., no leading /)",
  });

export const Phase3TrainBody = z
  .object({
    dataset_path: DatasetPath,
    model_config: z
      .object({
        epochs: z.number().int().min(1).max(1000).optional(),
        batch_size: z.number().int().min(1).max(1024).optional(),
      })
      .passthrough()
      .optional(),
  })
  .openapi("Phase3TrainRequest");

const Language = z
  .string()
  .regex(/^[a-z]{2,3}([+][a-z]{2,3})*$/, "must be a language code such as es or es+en");

export const Phase4OcrBody = z
  .object({
    image: Base64Image,
    ficha_type: z
      .string()
      .regex(/^[a-z_]{1,64}$/)
      .optional(),
    language: Language.optional(),
  })
  .openapi("Phase4OcrRequest");

export const Phase4ExtractBody = z
  .object({
    text: z.string().min(1).max(1_000_000),
    document_type: z.string().regex(/^[a-z_]{1,64}$/, "must be a document type such as cedula"),
  })
  .openapi("Phase4ExtractRequest");
