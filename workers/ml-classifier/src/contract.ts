/**
 * The ml-classifier's contract (phases 3-4): each route's request and the `data` of its
 * answer, as zod schemas. Pure (zod and kit's contract only) so the gateway's Worker bundle
 * imports the types; the routes register with these schemas and /openapi.json is built from
 * them.
 */
import { type DataOf, defineRoute } from "@iris/kit/contract";
import { z } from "zod";

/** The /classify form fields (the `file` part aside). */
export const classifyForm = z.object({
  model: z.string().trim().min(1).max(128).optional().describe("a model id (default: active)"),
  confidence_threshold: z.coerce
    .number()
    .min(0)
    .max(1)
    .optional()
    .describe("below this probability the answer is `unknown` (default: configured)"),
});

/** One ranked class. */
export const predictionSchema = z.object({ class: z.string(), confidence: z.number() });

/** POST /classify: the document type and the model's three most probable classes. */
export const classifyData = z.object({
  filename: z.string(),
  /** The most probable class, or "unknown" when its probability is below the threshold. */
  predicted_class: z.string(),
  /** Calibrated probability of the most probable class. */
  confidence: z.number().min(0).max(1),
  top_3_predictions: z.array(predictionSchema),
  /** False when the answer is "unknown". */
  confident: z.boolean(),
  threshold: z.number(),
  model_id: z.string(),
  model_version: z.string(),
  backbone: z.string(),
  backbone_version: z.string(),
});

/** POST /classify. */
export const classifyContract = defineRoute({
  method: "POST",
  path: "/classify",
  summary: "Phases 3-4: the document type of an image",
  form: classifyForm,
  files: [{ name: "file", description: "JPEG, PNG, TIFF or WebP", required: true }],
  data: classifyData,
  errors: [400, 404, 409, 413, 415, 422, 503],
});

/** What POST /classify answers under `data`. */
export type ClassifyData = DataOf<typeof classifyContract>;
