/**
 * Reproduces the shipped default classifier, models/classifier/doctype-v1: softmax
 * regression on the embedded text-layout encoder (iris_text_layout_v1), trained on
 * training-family images only (models/src/doctype-data: phase-1 pages of corpus photos and
 * augmented scans and photos; held-out families are never generated there).
 *
 *   npx tsx models/classifier/train-default.ts --features FILE [--folds 3]
 *
 * FILE is the raw-feature file of doctype-data/features.ts (the one text-layout/fit.ts was
 * fitted on). The temperature is fitted on validation families: in each of `folds` folds a
 * share of every type's families is left out, the encoder's projection and a head are fitted
 * on the rest, and the left-out families' logits are kept; the temperature minimises their
 * NLL. The shipped head is then trained on every family with the committed encoder. The
 * benchmark (npm run bench phase3_4 -- --split heldout) measures on held-out families.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { classificationReport, SHIPPED_DEFAULT_MODEL } from "@iris/ml-classifier";
import {
  exportHeadOnnx,
  type FitOptions,
  fitTemperature,
  HeadFitter,
  headClasses,
  headLogits,
  softmaxRows,
} from "../../workers/ml-classifier/src/heads";
import { modelMetadataSchema } from "../../workers/ml-classifier/src/store/metadata";
import {
  familyFolds,
  fitProjection,
  type LabelledRows,
  project,
  subset,
  unit,
} from "../src/doctype-data/family-cv";
import type { FeatureRow } from "../src/doctype-data/features";
import {
  groupColumns,
  readTextLayoutParams,
  TEXT_LAYOUT_ENCODER_NAME,
  TEXT_LAYOUT_ENCODER_PATH,
  TEXT_LAYOUT_PARAMS_PATH,
} from "../src/text-layout";

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] as string) : fallback;
};
const file = arg("features", "");
if (!file) throw new Error("--features FILE is required (models/src/doctype-data/features.ts)");
const folds = Number(arg("folds", "3"));

/** The head's training configuration (the same fields as POST /train `config`). */
export const DEFAULT_HEAD_CONFIG = {
  model_architecture: "softmax_regression",
  batch_size: 32,
  learning_rate: 0.01,
  epochs: 40,
  weight_decay: 0.0001,
  seed: 42,
} as const;

const options: FitOptions = {
  architecture: "softmax_regression",
  hiddenUnits: 0,
  learningRate: DEFAULT_HEAD_CONFIG.learning_rate,
  epochs: DEFAULT_HEAD_CONFIG.epochs,
  batchSize: DEFAULT_HEAD_CONFIG.batch_size,
  weightDecay: DEFAULT_HEAD_CONFIG.weight_decay,
  dropout: 0,
  earlyStopping: false,
  patience: 0,
  seed: DEFAULT_HEAD_CONFIG.seed,
};

const encoder = readTextLayoutParams();
const fittedEncoder = {
  mean: encoder.mean,
  std: encoder.std,
  matrix: encoder.projection.matrix,
  bias: encoder.projection.bias,
  components: encoder.projection.components,
  residualWeight: encoder.residualWeight,
};
const { shrinkage, family_weight: familyWeight = 0 } = JSON.parse(
  readFileSync(TEXT_LAYOUT_PARAMS_PATH, "utf8"),
) as { shrinkage: number; family_weight?: number };
const rows = readFileSync(file, "utf8")
  .split("\n")
  .filter(Boolean)
  .map((l) => JSON.parse(l) as FeatureRow);
const cols = groupColumns(encoder.groups, rows[0]?.groups);
const all: LabelledRows = {
  x: rows.map((r) => cols.map((c) => r.x[c] as number)),
  types: rows.map((r) => r.type),
  families: rows.map((r) => r.family),
};
const classes = [...new Set(all.types)].sort();
const labelsOf = (set: LabelledRows) => set.types.map((t) => classes.indexOf(t));

function trainHead(x: number[][], labels: number[]) {
  const fitter = new HeadFitter(
    {
      dim: x[0]?.length ?? 0,
      classes: classes.length,
      train: Float32Array.from(x.flat()),
      samples: labels.map((label, i) => ({ label, rows: [i] })),
    },
    options,
  );
  while (!fitter.done) fitter.epoch();
  return fitter;
}

// Out-of-family logits: every image scored by an encoder projection and head that never saw its family.
const oofLogits = new Float32Array(rows.length * classes.length);
for (const { fit, validation } of familyFolds(all, folds)) {
  const f = subset(all, fit);
  const projection = fitProjection(f, {
    shrinkage,
    residualWeight: encoder.residualWeight,
    familyWeight,
  });
  const head = trainHead(
    f.x.map((r) => unit(project(r, projection))),
    labelsOf(f),
  ).result();
  const v = subset(all, validation);
  const logits = headLogits(
    head,
    Float32Array.from(v.x.flatMap((r) => unit(project(r, projection)))),
    validation.length,
  );
  validation.forEach((row, i) => {
    oofLogits.set(
      logits.subarray(i * classes.length, (i + 1) * classes.length),
      row * classes.length,
    );
  });
}
const truth = labelsOf(all);
const temperature = fitTemperature(oofLogits, truth, classes.length);
const oofProbs = softmaxRows(oofLogits.slice(), classes.length, temperature);
const predicted = truth.map((_, r) => {
  const row = Array.from(oofProbs.subarray(r * classes.length, (r + 1) * classes.length));
  return row.indexOf(Math.max(...row));
});
const report = classificationReport(
  classes,
  truth,
  predicted,
  predicted.map((p, r) => oofProbs[r * classes.length + p] as number),
);
console.log(
  `validation families (${folds}-fold, out of family): accuracy ${report.accuracy}, ECE ${report.expected_calibration_error}, temperature ${temperature.toFixed(3)}`,
);

// The shipped head: every training family, the committed encoder.
const started = performance.now();
const fitter = trainHead(
  all.x.map((r) => unit(project(r, fittedEncoder))),
  truth,
);
const head = fitter.result();
head.temperature = temperature;
if (headClasses(head) !== classes.length) throw new Error("head has the wrong number of classes");
const onnx = exportHeadOnnx(head, {
  classes: JSON.stringify(classes),
  backbone: TEXT_LAYOUT_ENCODER_NAME,
  description: "iris document-type classifier head: embedding → calibrated class probabilities",
});
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const headSha = sha256(onnx);
const count = (key: (r: FeatureRow) => string) =>
  Object.fromEntries(
    [...new Set(rows.map(key))].sort().map((k) => [k, rows.filter((r) => key(r) === k).length]),
  );
const families = Object.keys(count((r) => r.family));
const metadata = modelMetadataSchema.parse({
  model_id: SHIPPED_DEFAULT_MODEL,
  version: `${SHIPPED_DEFAULT_MODEL}-${headSha.slice(0, 12)}`,
  created_at: new Date().toISOString(),
  description:
    `The spec's five document types. Softmax regression on the embedded text-layout encoder (PP-OCRv4 detector features), trained on ${rows.length} images of ` +
    `${families.length} training layout families (phase-1 pages of corpus photos and augmented scans and photos; no held-out family); ` +
    `temperature fitted on left-out training families (${folds}-fold). Reproduce: npx tsx models/classifier/train-default.ts --features FILE`,
  classes,
  backbone: {
    name: TEXT_LAYOUT_ENCODER_NAME,
    embedding_dim: encoder.projection.components + encoder.mean.length,
    sha256: sha256(readFileSync(TEXT_LAYOUT_ENCODER_PATH)),
  },
  head: {
    architecture: "softmax_regression",
    file: "head.onnx",
    sha256: headSha,
    input: "embedding",
    output: "probabilities",
    temperature,
    hidden_units: 0,
  },
  training: {
    config: { ...DEFAULT_HEAD_CONFIG, backbone: TEXT_LAYOUT_ENCODER_NAME },
    dataset_path: "models/src/doctype-data (training families)",
    validation_split: 0,
    seed: DEFAULT_HEAD_CONFIG.seed,
    dataset: {
      images: rows.length,
      train: rows.length,
      validation: 0,
      skipped: 0,
      class_counts: count((r) => r.type),
      augmented_views: rows.filter((r) => r.source.endsWith("+aug")).length,
    },
    epochs_run: fitter.history.length,
    best_epoch: fitter.history.length,
    early_stopped: false,
    history: fitter.history,
    duration_s: Math.round(performance.now() - started) / 1000,
    training_id: null,
  },
  metrics: {
    validation: report,
    validation_families: { folds, families, images: rows.length },
    calibration: { temperature, method: "out-of-family logits of the folds" },
  },
});
const to = fileURLToPath(new URL(`./${SHIPPED_DEFAULT_MODEL}`, import.meta.url));
rmSync(to, { recursive: true, force: true });
mkdirSync(to, { recursive: true });
writeFileSync(join(to, "head.onnx"), onnx);
writeFileSync(join(to, "metadata.json"), `${JSON.stringify(metadata, null, 2)}\n`);
console.log(`wrote ${to} (head sha256 ${headSha})`);
