import { ImageDecodeError, QueueFullError } from "@iris/ml-core";
import {
  type DatasetItem,
  readDatasetImage,
  type ScannedDataset,
  stratifiedSplit,
} from "../datasets";
import type { ClassifierDeps } from "../deps";
import type { DatasetSummary, JobContext } from "../jobs";

/** One usable sample: its label and the rows of its embeddings (original first). */
export interface EmbeddedSample {
  item: DatasetItem;
  label: number;
  rows: number[];
  split: "train" | "validation";
}

/** A dataset turned into embeddings, with the classes that kept at least one image. */
export interface EmbeddedDataset {
  classes: string[];
  dim: number;
  /** Every embedding row (originals and augmented views). */
  rows: Float32Array[];
  samples: EmbeddedSample[];
  summary: DatasetSummary;
}

/** How to embed a dataset. */
export interface EmbedDatasetOptions {
  backbone: string;
  validationSplit: number;
  /** Augmented views per training image (0: none). */
  augmentCopies: number;
  seed: number;
  /** Called after every chunk with images done and total. */
  onProgress(done: number, total: number): Promise<void>;
}

const MAX_LISTED_SKIPS = 50;

/**
 * Embeds every readable image of a dataset with the backbone, plus augmented views of the
 * training images. Unreadable files are skipped and counted. Images go to the shared
 * embedder a few at a time (TRAINING_EMBED_CONCURRENCY), so /classify requests queue behind
 * at most one small batch of training work rather than the whole dataset.
 */
export async function embedDataset(
  deps: ClassifierDeps,
  ctx: JobContext,
  scanned: ScannedDataset,
  options: EmbedDatasetOptions,
): Promise<EmbeddedDataset> {
  const { config, backbone, trainer } = deps;
  const limits = { maxBytes: config.MAX_IMAGE_SIZE, maxPixels: config.MAX_IMAGE_PIXELS };
  const split = stratifiedSplit(
    scanned.items.map((i) => i.label),
    options.validationSplit,
    options.seed,
  );
  const inValidation = new Set(split.validation);
  const trainCount = split.train.length;
  const total = scanned.items.length + trainCount * options.augmentCopies;
  const rows: Float32Array[] = [];
  const samples: (EmbeddedSample | undefined)[] = [];
  const skipped: { file: string; reason: string }[] = [];
  let done = 0;
  let augmented = 0;

  const embedOne = async (index: number): Promise<void> => {
    const item = scanned.items[index] as DatasetItem;
    const isTrain = !inValidation.has(index);
    const views = isTrain ? options.augmentCopies : 0;
    const read = await readDatasetImage(item.path, limits);
    if (!read.ok) {
      skipped.push({ file: item.name, reason: read.reason });
      done += 1 + views;
      return;
    }
    let original: Float32Array;
    try {
      [original] = (await backbone.embedder.embed([read.bytes], options.backbone)).embeddings as [
        Float32Array,
      ];
    } catch (error) {
      if (!(error instanceof ImageDecodeError)) throw error;
      skipped.push({ file: item.name, reason: "the image could not be decoded" });
      done += 1 + views;
      return;
    }
    done++;
    const sample: EmbeddedSample = {
      item,
      label: item.label,
      rows: [rows.push(original) - 1],
      split: isTrain ? "train" : "validation",
    };
    samples[index] = sample;
    if (views > 0) {
      try {
        const copies = await trainer.augment(read.bytes, views, options.seed * 100_003 + index);
        const { embeddings } = await backbone.embedder.embed(copies, options.backbone);
        for (const e of embeddings) sample.rows.push(rows.push(e) - 1);
        augmented += embeddings.length;
      } catch (error) {
        // The original is usable even if a distorted copy is not.
        if (error instanceof QueueFullError) throw error;
      }
      done += views;
    }
  };

  const chunk = Math.max(1, config.TRAINING_EMBED_CONCURRENCY);
  for (let start = 0; start < scanned.items.length; start += chunk) {
    await ctx.checkCancelled();
    const indices = Array.from(
      { length: Math.min(chunk, scanned.items.length - start) },
      (_, i) => start + i,
    );
    await Promise.all(indices.map(embedOne));
    await options.onProgress(done, total);
  }

  return finalise(scanned, rows, samples, skipped, augmented);
}

/** Drops classes left without a training image and renumbers the rest. */
function finalise(
  scanned: ScannedDataset,
  rows: Float32Array[],
  sparse: (EmbeddedSample | undefined)[],
  skipped: { file: string; reason: string }[],
  augmented: number,
): EmbeddedDataset {
  const present = new Set(sparse.filter((s) => s?.split === "train").map((s) => s?.label));
  const keep = scanned.classes.map((_, label) => present.has(label));
  const renumber = new Map<number, number>();
  const classes: string[] = [];
  scanned.classes.forEach((name, label) => {
    if (keep[label]) {
      renumber.set(label, classes.length);
      classes.push(name);
    }
  });
  const samples = sparse
    .filter((s): s is EmbeddedSample => s !== undefined && renumber.has(s.label))
    .map((s) => ({ ...s, label: renumber.get(s.label) as number }));
  const counts: Record<string, number> = {};
  for (const s of samples)
    counts[classes[s.label] as string] = (counts[classes[s.label] as string] ?? 0) + 1;
  const summary: DatasetSummary = {
    classes,
    class_counts: counts,
    images: scanned.items.length,
    usable: samples.length,
    train: samples.filter((s) => s.split === "train").length,
    validation: samples.filter((s) => s.split === "validation").length,
    skipped: skipped.length,
    skipped_files: skipped.slice(0, MAX_LISTED_SKIPS),
    augmented_views: augmented,
    empty_classes: [
      ...scanned.empty_classes,
      ...scanned.classes.filter((_, label) => !keep[label]),
    ],
  };
  return { classes, dim: rows[0]?.length ?? 0, rows, samples, summary };
}
