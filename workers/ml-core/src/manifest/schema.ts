import { z } from "zod";

const dim = z.union([z.number().int().positive(), z.string().min(1)]);

/** How a model's input is made from an image (timm's data config for the ViTs). */
export const preprocessSchema = z.object({
  /** Model input size, [height, width]. */
  size: z.tuple([z.number().int().positive(), z.number().int().positive()]),
  /**
   * `crop`: resize the shorter side to size/crop_pct and centre-crop (timm eval);
   * `squash`: resize to size ignoring aspect; `letterbox`: fit inside size, pad the rest.
   */
  resize: z.enum(["crop", "squash", "letterbox"]),
  crop_pct: z.number().gt(0).max(1).default(1),
  interpolation: z.enum(["bicubic", "bilinear", "nearest", "lanczos"]),
  channels: z.enum(["rgb", "gray"]).default("rgb"),
  /** Per-channel mean and std applied to pixel/255. */
  mean: z.array(z.number()).min(1),
  std: z.array(z.number().positive()).min(1),
  /** Letterbox padding, 0–255 per channel (letterbox only). */
  pad: z.array(z.number().int().min(0).max(255)).optional(),
});

/** One model of models/manifest.json. */
export const modelEntrySchema = z.object({
  name: z.string().regex(/^[a-z0-9_.-]+$/, "lower-case letters, digits, _ . -"),
  /** What the model does; the embedding registry loads `embedding` models. */
  task: z.enum(["embedding", "classification"]),
  /** Path relative to the manifest's folder. */
  file: z.string().min(1),
  /** Hex SHA-256 of the file; null when not yet pinned (the export script fills it in). */
  sha256: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .nullable(),
  input: z.object({ name: z.string(), shape: z.array(dim) }),
  output: z.object({ name: z.string(), shape: z.array(dim) }),
  embedding_dim: z.number().int().positive(),
  preprocess: preprocessSchema,
  description: z.string().min(1),
  /** What the weights are and where they come from, in words. */
  pretrained: z.string().min(1),
  /** How the file is made (a script, a prepare step) — for humans and the not-installed hint. */
  source: z.string().min(1),
  /** Ships with the project: used when the configured model is not installed. */
  embedded: z.boolean().default(false),
});

/** The model manifest. */
export const manifestSchema = z
  .object({
    models: z.array(modelEntrySchema).min(1),
  })
  .superRefine((manifest, ctx) => {
    const seen = new Set<string>();
    for (const [i, model] of manifest.models.entries()) {
      if (seen.has(model.name)) {
        ctx.addIssue({ code: "custom", path: ["models", i, "name"], message: "duplicate name" });
      }
      seen.add(model.name);
      const last = model.output.shape.at(-1);
      if (typeof last === "number" && last !== model.embedding_dim) {
        ctx.addIssue({
          code: "custom",
          path: ["models", i, "embedding_dim"],
          message: `output's last dimension is ${last}`,
        });
      }
      const { channels, mean, std } = model.preprocess;
      const want = channels === "rgb" ? 3 : 1;
      if (mean.length !== want || std.length !== want) {
        ctx.addIssue({
          code: "custom",
          path: ["models", i, "preprocess"],
          message: `mean and std need ${want} values for ${channels}`,
        });
      }
    }
  });

export type PreprocessConfig = z.infer<typeof preprocessSchema>;
export type ModelEntry = z.infer<typeof modelEntrySchema>;
export type Manifest = z.infer<typeof manifestSchema>;
