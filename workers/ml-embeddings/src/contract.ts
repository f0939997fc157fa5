/**
 * The ml-embeddings contract (phase 2): each route's request and the `data` of its answer,
 * as zod schemas. Pure (zod and kit's contract only) so the gateway's Worker bundle imports
 * the types; the routes register with these schemas and /openapi.json is built from them.
 */
import { booleanString, type DataOf, defineRoute } from "@iris/kit/contract";
import { z } from "zod";

/**
 * The /embed form's control fields (the image parts aside). With `store=true` every other
 * text field is stored as metadata beside the embedding.
 */
export const embedForm = z.object({
  model: z.string().min(1).optional().describe("an embedding model (default: the current one)"),
  store: booleanString
    .default(false)
    .describe("keep the embeddings in the similarity index (default false)"),
  metadata: z
    .string()
    .optional()
    .describe("with store: a flat JSON object stored beside each embedding"),
});

/** One embedding record of spec §2.8. */
export const embeddingRecord = z.object({
  filename: z.string(),
  /** L2-normalised. */
  embedding: z.array(z.number()),
  embedding_dim: z.number().int(),
  model_version: z.string(),
});

/** POST /embed: a §2.8 record per image; the single-image form also carries `embedding`. */
export const embedData = z.object({
  embeddings: z.array(embeddingRecord),
  total_processed: z.number().int(),
  /** Single-image uploads only: that image's embedding. */
  embedding: z.array(z.number()).optional(),
  embedding_dim: z.number().int().optional(),
  model: z.string(),
  model_version: z.string(),
  /** How many of the images were answered from the embedding cache. */
  cached: z.number().int(),
  stored: z.boolean(),
  /** With `store=true`: the index id of each image's entry, in upload order. */
  stored_ids: z.array(z.string()).optional(),
});

/** POST /embed. */
export const embedContract = defineRoute({
  method: "POST",
  path: "/embed",
  summary: "Phase 2: the embedding of one image (`file`) or several (`files`)",
  form: embedForm,
  files: [
    { name: "file", description: "one JPEG, PNG, TIFF or WebP image" },
    { name: "files", description: "several images", multiple: true },
  ],
  data: embedData,
  errors: [400, 404, 409, 413, 415, 422, 503],
});

/** What POST /embed answers under `data`. */
export type EmbedData = DataOf<typeof embedContract>;
/** One §2.8 embedding record. */
export type EmbeddingRecord = z.output<typeof embeddingRecord>;
