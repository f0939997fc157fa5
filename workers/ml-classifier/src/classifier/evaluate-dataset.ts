import { IrisError } from "@iris/kit";
import { ImageDecodeError } from "@iris/ml-core";
import { readDatasetImage, type ScannedDataset } from "../datasets";
import type { ClassifierDeps } from "../deps";
import { type ClassificationReport, classificationReport } from "../evaluation";
import { argmax } from "../heads";
import type { StoredModel } from "../store";

/** What /evaluate answers. */
export interface EvaluationResult extends ClassificationReport {
  model_id: string;
  model_version: string;
  dataset_path: string;
  images: number;
  skipped: number;
  skipped_files: { file: string; reason: string }[];
  /** Dataset classes the model does not know: their images are left out of the metrics. */
  unknown_classes: string[];
  /** Share of evaluated images /classify would answer "unknown" (below the threshold). */
  unknown_rate: number;
  threshold: number;
}

/**
 * Classifies every readable image of an ImageFolder dataset with `model`, the way /classify
 * does, and reports accuracy, macro-F1, per-class metrics and the confusion matrix. Images
 * go to the embedder a few at a time so concurrent /classify requests are not starved.
 */
export async function evaluateDataset(
  deps: ClassifierDeps,
  model: StoredModel,
  scanned: ScannedDataset,
  datasetPath: string,
): Promise<EvaluationResult> {
  const { classes } = model.metadata;
  const labelOf = scanned.classes.map((name) => classes.indexOf(name));
  const unknown = scanned.classes.filter((_, i) => (labelOf[i] as number) < 0);
  const items = scanned.items.filter((item) => (labelOf[item.label] as number) >= 0);
  if (items.length === 0) {
    throw new IrisError("VALIDATION_ERROR", "no dataset class matches a class of the model", {
      details: `model classes: ${classes.join(", ")}; dataset classes: ${scanned.classes.join(", ")}`,
    });
  }
  const limits = { maxBytes: deps.config.MAX_IMAGE_SIZE, maxPixels: deps.config.MAX_IMAGE_PIXELS };
  const truth: number[] = [];
  const predicted: number[] = [];
  const confidence: number[] = [];
  const skipped: { file: string; reason: string }[] = [];
  const chunk = deps.config.TRAINING_EMBED_CONCURRENCY;
  const k = classes.length;
  for (let start = 0; start < items.length; start += chunk) {
    const batch = items.slice(start, start + chunk);
    const outcomes = await Promise.all(
      batch.map(async (item) => {
        const read = await readDatasetImage(item.path, limits);
        if (!read.ok) return { item, reason: read.reason };
        try {
          const [embedding] = await deps.classifier.embed(model, [read.bytes]);
          return { item, embedding: embedding as Float32Array };
        } catch (error) {
          if ((error as Error).cause instanceof ImageDecodeError) {
            return { item, reason: "the image could not be decoded" };
          }
          throw error;
        }
      }),
    );
    const ready = outcomes.filter(
      (o): o is { item: (typeof items)[number]; embedding: Float32Array } => "embedding" in o,
    );
    for (const o of outcomes)
      if ("reason" in o && o.reason) skipped.push({ file: o.item.name, reason: o.reason });
    if (ready.length === 0) continue;
    const dim = model.metadata.backbone.embedding_dim;
    const x = new Float32Array(ready.length * dim);
    ready.forEach((o, i) => {
      x.set(o.embedding, i * dim);
    });
    const probs = await deps.heads.probabilities(model, x, ready.length);
    ready.forEach((o, i) => {
      const p = argmax(probs, i * k, k);
      truth.push(labelOf[o.item.label] as number);
      predicted.push(p);
      confidence.push(probs[i * k + p] as number);
    });
  }
  const threshold = deps.config.CONFIDENCE_THRESHOLD;
  const report = classificationReport(classes, truth, predicted, confidence);
  return {
    model_id: model.metadata.model_id,
    model_version: model.metadata.version,
    dataset_path: datasetPath,
    images: items.length,
    skipped: skipped.length,
    skipped_files: skipped.slice(0, 50),
    unknown_classes: unknown,
    unknown_rate: truth.length ? confidence.filter((c) => c < threshold).length / truth.length : 0,
    threshold,
    ...report,
  };
}
