/**
 * Reproduces the shipped default classifier, models/classifier/doctype-v1: synthetic corpus
 * photos of the five document types, brought to phase-1 output (corpus-photos.ts), trained
 * through the ml-classifier's own POST /train (started in this process), evaluated on
 * fresh photos from another seed, then copied here.
 *
 *   npx tsx models/classifier/train-default.ts [--n 500] [--seed 3001]
 *                                              [--eval-n 100] [--eval-seed 4001]
 *
 * The benchmark (npm run bench phase3_4) measures on a third seed (7 by default).
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { listenForTest } from "@iris/kit/testing";
import { buildApp, readConfig, SHIPPED_DEFAULT_MODEL } from "@iris/ml-classifier";
import { phase1Photos, writeImageFolder } from "./corpus-photos";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const n = arg("n", 500);
const seed = arg("seed", 3001);
const evalN = arg("eval-n", 100);
const evalSeed = arg("eval-seed", 4001);
if (seed === evalSeed) throw new Error("training and evaluation seeds must differ");

/** The head's training configuration (POST /train `config`). */
export const DEFAULT_HEAD_CONFIG = {
  model_architecture: "softmax_regression",
  batch_size: 32,
  learning_rate: 0.01,
  epochs: 40,
  data_augmentation: true,
  augmentation_copies: 2,
  early_stopping: true,
  patience: 6,
  weight_decay: 0.0001,
  seed: 42,
};

const here = fileURLToPath(new URL(".", import.meta.url));
const work = mkdtempSync(join(tmpdir(), "iris-default-head-"));
const say = (line: string) => process.stdout.write(`${line}\n`);

try {
  say(`generating ${n} training photos (corpus seed ${seed}) and running phase 1 …`);
  const train = await phase1Photos(n, seed);
  say(`  phase 1: ${train.method}${train.fallbacks ? ` (${train.fallbacks} by corners)` : ""}`);
  writeImageFolder(join(work, "datasets", "doctype-train"), train.photos);
  const evaluation = await phase1Photos(evalN, evalSeed);
  writeImageFolder(join(work, "datasets", "doctype-eval"), evaluation.photos);

  const config = readConfig({
    LOG_LEVEL: "warn",
    LOG_REQUESTS: "false",
    DATA_DIR: work,
    SHIPPED_MODELS_DIR: join(work, "none"),
  });
  const svc = await listenForTest(await buildApp(config));
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${svc.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return (await res.json()) as { data: Record<string, unknown>; error?: unknown };
  };
  try {
    const description =
      `The spec's five document types. Softmax regression on the embedded layout encoder, trained on ${n} ` +
      `synthetic corpus photos (corpus seed ${seed}) after phase 1 (${train.method}); ` +
      `evaluated on ${evalN} fresh photos (seed ${evalSeed}). Reproduce: npx tsx models/classifier/train-default.ts`;
    const started = await post("/train", {
      dataset_path: "doctype-train",
      validation_split: 0.2,
      model_id: SHIPPED_DEFAULT_MODEL,
      description,
      config: DEFAULT_HEAD_CONFIG,
    });
    if (started.error) throw new Error(`/train refused: ${JSON.stringify(started.error)}`);
    const id = started.data.training_id as string;
    let job: Record<string, unknown>;
    for (;;) {
      job = (
        (await (await fetch(`${svc.url}/train/status/${id}`)).json()) as {
          data: Record<string, unknown>;
        }
      ).data;
      if (["completed", "failed", "cancelled"].includes(job.status as string)) break;
      await new Promise((r) => setTimeout(r, 1000));
    }
    if (job.status !== "completed") throw new Error(`training ${job.status}: ${job.error}`);
    const history = job.history as { epoch: number; val_accuracy?: number; val_loss?: number }[];
    say(
      `  trained ${history.length} epochs; validation ${JSON.stringify((job.validation_metrics as { accuracy: number }).accuracy)}`,
    );
    const report = await post("/evaluate", {
      dataset_path: "doctype-eval",
      model: SHIPPED_DEFAULT_MODEL,
    });
    const { accuracy, macro_f1, expected_calibration_error } = report.data as Record<
      string,
      number
    >;
    say(
      `  fresh photos (seed ${evalSeed}): accuracy ${accuracy}, macro-F1 ${macro_f1}, ECE ${expected_calibration_error}`,
    );

    const from = join(config.MODELS_DIR, SHIPPED_DEFAULT_MODEL);
    const to = join(here, SHIPPED_DEFAULT_MODEL);
    rmSync(to, { recursive: true, force: true });
    mkdirSync(to, { recursive: true });
    cpSync(from, to, { recursive: true });
    const metadata = JSON.parse(readFileSync(join(to, "metadata.json"), "utf8"));
    metadata.evaluation = {
      corpus_seed: evalSeed,
      photos: evalN,
      phase1: evaluation.method,
      accuracy,
      macro_f1,
      expected_calibration_error,
      confusion_matrix: (report.data as { confusion_matrix: unknown }).confusion_matrix,
    };
    metadata.training.corpus = {
      seed,
      photos: n,
      phase1: train.method,
      fallbacks: train.fallbacks,
    };
    writeFileSync(join(to, "metadata.json"), `${JSON.stringify(metadata, null, 2)}\n`);
    say(`wrote ${to}`);
  } finally {
    await svc.close();
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
