/** Precision, recall, F1 and support of one class. */
export interface ClassMetrics {
  precision: number;
  recall: number;
  f1: number;
  support: number;
}

/** What /evaluate answers about a labelled set. */
export interface ClassificationReport {
  samples: number;
  accuracy: number;
  macro_f1: number;
  macro_precision: number;
  macro_recall: number;
  per_class: Record<string, ClassMetrics>;
  /** Rows are true classes, columns predicted ones, both in `labels` order. */
  confusion_matrix: { labels: string[]; matrix: number[][] };
  /** Expected calibration error over 15 equal-width confidence bins. */
  expected_calibration_error: number;
  mean_confidence: number;
}

/**
 * Classification report in scikit-learn's conventions: precision of a class never predicted
 * is 0, and macro averages are unweighted means over every class of the model (so a class
 * absent from the set still counts, with F1 0, when it was predicted).
 */
export function classificationReport(
  classes: readonly string[],
  truth: ArrayLike<number>,
  predicted: ArrayLike<number>,
  confidence: ArrayLike<number>,
): ClassificationReport {
  const k = classes.length;
  const matrix = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  let correct = 0;
  for (let i = 0; i < truth.length; i++) {
    const t = truth[i] as number;
    const p = predicted[i] as number;
    (matrix[t] as number[])[p] = ((matrix[t] as number[])[p] as number) + 1;
    if (t === p) correct++;
  }
  const perClass: Record<string, ClassMetrics> = {};
  const used: ClassMetrics[] = [];
  classes.forEach((name, c) => {
    const tp = (matrix[c] as number[])[c] as number;
    const support = (matrix[c] as number[]).reduce((a, b) => a + b, 0);
    const predictedCount = matrix.reduce((sum, row) => sum + (row[c] as number), 0);
    const precision = predictedCount ? tp / predictedCount : 0;
    const recall = support ? tp / support : 0;
    const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
    const metrics = { precision: round(precision), recall: round(recall), f1: round(f1), support };
    perClass[name] = metrics;
    if (support > 0 || predictedCount > 0) used.push({ precision, recall, f1, support });
  });
  const mean = (f: (m: ClassMetrics) => number) =>
    used.length ? used.reduce((s, m) => s + f(m), 0) / used.length : 0;
  return {
    samples: truth.length,
    accuracy: round(truth.length ? correct / truth.length : 0),
    macro_f1: round(mean((m) => m.f1)),
    macro_precision: round(mean((m) => m.precision)),
    macro_recall: round(mean((m) => m.recall)),
    per_class: perClass,
    confusion_matrix: { labels: [...classes], matrix },
    expected_calibration_error: round(expectedCalibrationError(truth, predicted, confidence)),
    mean_confidence: round(meanOf(confidence)),
  };
}

/** ECE: the support-weighted gap between confidence and accuracy over equal-width bins. */
export function expectedCalibrationError(
  truth: ArrayLike<number>,
  predicted: ArrayLike<number>,
  confidence: ArrayLike<number>,
  bins = 15,
): number {
  const count = new Array<number>(bins).fill(0);
  const conf = new Array<number>(bins).fill(0);
  const hits = new Array<number>(bins).fill(0);
  for (let i = 0; i < truth.length; i++) {
    const c = confidence[i] as number;
    const b = Math.min(bins - 1, Math.floor(c * bins));
    count[b] = (count[b] as number) + 1;
    conf[b] = (conf[b] as number) + c;
    if (truth[i] === predicted[i]) hits[b] = (hits[b] as number) + 1;
  }
  let ece = 0;
  for (let b = 0; b < bins; b++) {
    const n = count[b] as number;
    if (n) ece += (n / truth.length) * Math.abs((hits[b] as number) / n - (conf[b] as number) / n);
  }
  return ece;
}

function meanOf(values: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += values[i] as number;
  return values.length ? sum / values.length : 0;
}

function round(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
