import { type ClassificationReport, classificationReport } from "../evaluation";
import { argmax, type EpochStats, type FitData, type FitOptions } from "../heads";
import type { JobContext } from "../jobs";
import type { EmbeddedDataset } from "./embed-dataset";
import type { FitResult } from "./protocol";
import type { TrainConfig } from "./request";
import type { Trainer } from "./trainer";

/** The fit data of an embedded dataset: every view of training samples, validation originals. */
export function toFitData(set: EmbeddedDataset): FitData {
  const { dim } = set;
  const trainSamples = set.samples.filter((s) => s.split === "train");
  const valSamples = set.samples.filter((s) => s.split === "validation");
  const trainRows = trainSamples.reduce((n, s) => n + s.rows.length, 0);
  const train = new Float32Array(trainRows * dim);
  let next = 0;
  const samples = trainSamples.map((s) => {
    const rows = s.rows.map((row) => {
      train.set(set.rows[row] as Float32Array, next * dim);
      return next++;
    });
    return { label: s.label, rows };
  });
  const data: FitData = { dim, classes: set.classes.length, train, samples };
  if (valSamples.length > 0) {
    const x = new Float32Array(valSamples.length * dim);
    valSamples.forEach((s, i) => {
      x.set(set.rows[s.rows[0] as number] as Float32Array, i * dim);
    });
    data.validation = { x, labels: Int32Array.from(valSamples, (s) => s.label) };
  }
  return data;
}

/** The fit options of a training config. */
export function fitOptions(config: TrainConfig): FitOptions {
  return {
    architecture: config.model_architecture,
    hiddenUnits: config.hidden_units,
    learningRate: config.learning_rate,
    epochs: config.epochs,
    batchSize: config.batch_size,
    weightDecay: config.weight_decay,
    dropout: config.model_architecture === "mlp" ? config.dropout : 0,
    earlyStopping: config.early_stopping,
    patience: config.patience,
    seed: config.seed,
  };
}

/** A fitted, calibrated head and its validation report. */
export interface FittedHead extends FitResult {
  report: ClassificationReport | null;
}

/**
 * Fits one head in the training worker, an epoch per call: `onEpoch` sees each epoch's
 * numbers, and a cancel between epochs ends the fit.
 */
export async function fitInWorker(
  trainer: Trainer,
  ctx: JobContext,
  data: FitData,
  options: FitOptions,
  classes: string[],
  metadata: Record<string, string>,
  onEpoch: (stats: EpochStats, history: EpochStats[]) => Promise<void>,
): Promise<FittedHead> {
  const session = await trainer.start(data, options);
  const history: EpochStats[] = [];
  try {
    for (;;) {
      await ctx.checkCancelled();
      const { stats, done } = await session.epoch();
      history.push(stats);
      await onEpoch(stats, history);
      if (done) break;
    }
    const result = await session.finish(metadata);
    return { ...result, report: validationReport(result, data, classes) };
  } catch (error) {
    await session.drop().catch(() => undefined);
    throw error;
  }
}

function validationReport(
  result: FitResult,
  data: FitData,
  classes: string[],
): ClassificationReport | null {
  const probs = result.validationProbabilities;
  const labels = data.validation?.labels;
  if (!probs || !labels || labels.length === 0) return null;
  const k = classes.length;
  const predicted = Array.from(labels, (_, i) => argmax(probs, i * k, k));
  const confidence = predicted.map((p, i) => probs[i * k + p] as number);
  return classificationReport(classes, labels, predicted, confidence);
}
