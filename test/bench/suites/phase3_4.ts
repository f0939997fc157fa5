/**
 * Phases 3-4 (ml-classifier):
 *
 * 1. `accuracy` — the shipped default model on fresh synthetic corpus photos (a seed the
 *    training never saw) after phase 1 (image-processor /process when it works, else the
 *    ground-truth corners — reported), each through POST /classify: accuracy, macro-F1,
 *    per-class metrics, confusion matrix, calibration error, "unknown" rate, accuracy per
 *    family; for each family split, held-out first (`n` photos each).
 * 2. `training` — wall time of POST /train on 500 phase-1 photos × 20 epochs (early stopping
 *    off), with the default augmentation and without, split into embedding and fitting.
 * 3. `latency` — POST /classify p50/p95 latency and throughput at concurrency 1 and 8
 *    (distinct images, embedding cache off), for 1 and 2 inference workers, and at
 *    concurrency 1 while a training job runs.
 *
 *   npm run bench phase3_4 -- [--parts accuracy,training,latency] [--n 250] [--seed 7]
 *                             [--train-n 500] [--train-seed 3001] [--requests 160]
 *                             [--split heldout|train|both]
 *                             [--also DIR]
 *
 * `--also DIR` measures `accuracy` a second time, on the same photos, with the models of
 * another models folder (DIR/manifest.json, DIR/classifier: a previous default's, say).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { listenForTest, multipartForm, type RunningService } from "@iris/kit/testing";
import {
  buildApp,
  type Classification,
  classificationReport,
  readConfig,
} from "@iris/ml-classifier";
import {
  phase1Photos as trainingPhotos,
  writeImageFolder,
} from "../../../models/classifier/corpus-photos";
import { phase1Photos } from "../corpus/phase1";
import { breakdown, parseSplit, type Split, type SplitArg, splitsOf } from "../corpus/splits";
import { type BenchResult, type BenchSuite, percentile } from "../suite";

type Phase1Set = Awaited<ReturnType<typeof phase1Photos>>;

type Row = Record<string, string | number>;

interface Options {
  parts: string[];
  n: number;
  seed: number;
  trainN: number;
  trainSeed: number;
  requests: number;
  split: SplitArg;
  /** Another models folder (manifest.json, classifier/) to measure on the same photos. */
  also?: string;
}

const suite: BenchSuite = {
  name: "phase3_4",
  description:
    "ml-classifier: default-model accuracy on fresh corpus photos, training time, /classify latency",
  async run(args: string[]): Promise<BenchResult> {
    const opt = parseArgs(args);
    const metrics: Record<string, unknown> = { options: opt };
    const table: Row[] = [];
    const sets = new Map<Split, Phase1Set>();
    const evalPhotos = async (split: Split) => {
      const set = sets.get(split) ?? (await phase1Photos(split, opt.n, opt.seed));
      sets.set(split, set);
      return set;
    };
    if (opt.parts.includes("accuracy")) {
      const accuracy: Record<string, unknown> = {};
      for (const split of splitsOf(opt.split)) {
        accuracy[split] = await measureAccuracy(await evalPhotos(split), split, opt, table);
        if (opt.also)
          accuracy[`${split} (${opt.also})`] = await measureAccuracy(
            await evalPhotos(split),
            split,
            opt,
            table,
            opt.also,
          );
      }
      metrics.accuracy = accuracy;
    }
    if (opt.parts.includes("training")) metrics.training = await measureTraining(opt, table);
    // Latency does not depend on the design: training photos (or the first split measured).
    if (opt.parts.includes("latency"))
      metrics.latency = await measureLatency(
        await evalPhotos(splitsOf(opt.split).includes("train") ? "train" : "heldout"),
        opt,
        table,
      );
    return { metrics, table };
  },
};

function parseArgs(args: string[]): Options {
  const get = (name: string) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : undefined;
  };
  return {
    parts: (get("parts") ?? "accuracy,training,latency").split(","),
    n: Number(get("n") ?? 250),
    seed: Number(get("seed") ?? 7),
    trainN: Number(get("train-n") ?? 500),
    trainSeed: Number(get("train-seed") ?? 3001),
    requests: Number(get("requests") ?? 160),
    split: parseSplit(args),
    ...(get("also") ? { also: resolve(get("also") as string) } : {}),
  };
}

async function startClassifier(
  env: Record<string, string> = {},
): Promise<RunningService & { dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), "iris-bench-clf-"));
  const config = readConfig({ LOG_LEVEL: "warn", LOG_REQUESTS: "false", DATA_DIR: dir, ...env });
  const svc = await listenForTest(await buildApp(config));
  return {
    ...svc,
    dir,
    close: async () => {
      await svc.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function classify(
  url: string,
  image: Buffer,
): Promise<{ ms: number; result: Classification }> {
  const started = performance.now();
  const res = await fetch(`${url}/classify`, {
    method: "POST",
    body: multipartForm([{ name: "page.png", bytes: image }]),
  });
  const body = (await res.json()) as { data: Classification };
  if (!res.ok) throw new Error(`/classify answered ${res.status}: ${JSON.stringify(body)}`);
  return { ms: performance.now() - started, result: body.data };
}

/** Runs `jobs` with at most `concurrency` in flight; answers in input order. */
async function pool<T>(
  count: number,
  concurrency: number,
  job: (i: number) => Promise<T>,
): Promise<T[]> {
  const out = new Array<T>(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) {
        const i = next++;
        out[i] = await job(i);
      }
    }),
  );
  return out;
}

// ---------------------------------------------------------------- accuracy

async function measureAccuracy(
  set: Phase1Set,
  split: Split,
  opt: Options,
  table: Row[],
  modelsDir?: string,
) {
  const svc = await startClassifier(
    modelsDir
      ? {
          MODEL_MANIFEST: join(modelsDir, "manifest.json"),
          SHIPPED_MODELS_DIR: join(modelsDir, "classifier"),
        }
      : {},
  );
  try {
    const answers = await pool(set.photos.length, 4, (i) =>
      classify(svc.url, set.photos[i]?.image as Buffer),
    );
    const all = await activeClasses(svc.url);
    const truth = set.photos.map((p) => all.indexOf(p.type));
    const best = answers.map((a) => all.indexOf(a.result.top_3_predictions[0]?.class as string));
    const confidence = answers.map((a) => a.result.confidence);
    const report = classificationReport(all, truth, best, confidence);
    const unknown = answers.filter((a) => a.result.predicted_class === "unknown").length;
    const strict = answers.filter(
      (a, i) => a.result.predicted_class === set.photos[i]?.type,
    ).length;
    const perDoc = set.photos.map((p, i) => ({
      type: p.type,
      family: p.family,
      right: answers[i]?.result.top_3_predictions[0]?.class === p.type,
      unknown: answers[i]?.result.predicted_class === "unknown",
    }));
    const result = {
      split,
      ...(modelsDir ? { models_dir: modelsDir } : {}),
      model: answers[0]?.result.model_id,
      model_version: answers[0]?.result.model_version,
      backbone: answers[0]?.result.backbone_version,
      corpus_seed: opt.seed,
      photos: set.photos.length,
      phase1: set.method,
      phase1_fallbacks: set.fallbacks,
      accuracy: report.accuracy,
      macro_f1: report.macro_f1,
      per_class: report.per_class,
      confusion_matrix: report.confusion_matrix,
      expected_calibration_error: report.expected_calibration_error,
      mean_confidence: report.mean_confidence,
      unknown_rate: unknown / answers.length,
      accuracy_counting_unknown_as_wrong: strict / answers.length,
      ...breakdown(perDoc, (v) => ({
        n: v.length,
        accuracy: round(v.filter((d) => d.right).length / v.length),
        unknown: v.filter((d) => d.unknown).length,
      })),
    };
    table.push({
      part: `accuracy · ${split}`,
      what: `${result.model}${modelsDir ? ` (${modelsDir})` : ""} on ${set.photos.length} photos (seed ${opt.seed}), ${set.method}`,
      value: `accuracy ${report.accuracy.toFixed(4)}, macro-F1 ${report.macro_f1.toFixed(4)}, ECE ${report.expected_calibration_error.toFixed(3)}, unknown ${(100 * result.unknown_rate).toFixed(1)}%`,
    });
    if (split === "heldout")
      for (const [family, f] of Object.entries(result.by_family))
        table.push({
          part: "accuracy · heldout",
          what: family,
          value: `accuracy ${f.accuracy} (${f.n})`,
        });
    return result;
  } finally {
    await svc.close();
  }
}

/** Classes of the service's active model (the shipped default: the spec's five types). */
async function activeClasses(url: string): Promise<string[]> {
  const body = (await (await fetch(`${url}/models`)).json()) as {
    data: { models: { active: boolean; classes: string[] }[] };
  };
  const active = body.data.models.find((m) => m.active);
  if (!active) throw new Error("the classifier has no active model");
  return active.classes;
}

// ---------------------------------------------------------------- training time

async function measureTraining(opt: Options, table: Row[]) {
  const set = await trainingPhotos(opt.trainN, opt.trainSeed);
  const results: Record<string, unknown>[] = [];
  for (const augmentation of [true, false]) {
    // A fresh service with the cache off: the second run must not reuse the first's embeddings.
    const svc = await startClassifier({ EMBEDDING_CACHE_SIZE: "0" });
    try {
      writeImageFolder(join(svc.dir, "datasets", "bench"), set.photos);
      const started = performance.now();
      const res = await fetch(`${svc.url}/train`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          dataset_path: "bench",
          config: { epochs: 20, early_stopping: false, data_augmentation: augmentation },
        }),
      });
      const id = ((await res.json()) as { data: { training_id: string } }).data.training_id;
      let fittingFrom = 0;
      let record: {
        status: string;
        history: unknown[];
        dataset: { augmented_views: number };
        error: string | null;
      };
      for (;;) {
        record = (
          (await (await fetch(`${svc.url}/train/status/${id}`)).json()) as {
            data: typeof record & { progress: { stage: string } };
          }
        ).data;
        const stage = (record as unknown as { progress: { stage: string } }).progress.stage;
        if (!fittingFrom && (stage === "training" || stage === "saving" || stage === "done"))
          fittingFrom = performance.now();
        if (["completed", "failed", "cancelled"].includes(record.status)) break;
        await new Promise((r) => setTimeout(r, 200));
      }
      const total = (performance.now() - started) / 1000;
      const fitting = (performance.now() - fittingFrom) / 1000;
      const row = {
        augmentation,
        status: record.status,
        error: record.error,
        images: set.photos.length,
        augmented_views: record.dataset?.augmented_views ?? 0,
        epochs: record.history.length,
        total_s: round(total),
        embedding_s: round(total - fitting),
        fitting_s: round(fitting),
      };
      results.push(row);
      table.push({
        part: "training",
        what: `${set.photos.length} images × 20 epochs, augmentation ${augmentation ? "on (2 copies)" : "off"}`,
        value: `${row.total_s} s (embedding ${row.embedding_s} s, fitting ${row.fitting_s} s)`,
      });
    } finally {
      await svc.close();
    }
  }
  return { corpus_seed: opt.trainSeed, phase1: set.method, runs: results };
}

// ---------------------------------------------------------------- /classify latency

async function measureLatency(set: Phase1Set, opt: Options, table: Row[]) {
  const images = Array.from(
    { length: opt.requests },
    (_, i) => set.photos[i % set.photos.length]?.image as Buffer,
  );
  // Distinct bytes per request (a trailing byte after the PNG end) so nothing is served from a cache.
  const distinct = images.map((image, i) => Buffer.concat([image, Buffer.from(String(i))]));
  const results: Record<string, unknown>[] = [];
  for (const workers of [1, 2]) {
    const svc = await startClassifier({
      EMBEDDING_CACHE_SIZE: "0",
      ML_CLASSIFIER_WORKERS: String(workers),
    });
    try {
      await classify(svc.url, distinct[0] as Buffer);
      for (const concurrency of [1, 8]) {
        const started = performance.now();
        const answers = await pool(distinct.length, concurrency, (i) =>
          classify(svc.url, distinct[i] as Buffer),
        );
        const seconds = (performance.now() - started) / 1000;
        const ms = answers.map((a) => a.ms);
        const row = {
          workers,
          concurrency,
          requests: answers.length,
          p50_ms: round(percentile(ms, 50)),
          p95_ms: round(percentile(ms, 95)),
          throughput_rps: round(answers.length / seconds),
        };
        results.push(row);
        table.push({
          part: "latency",
          what: `/classify, ${workers} worker(s), concurrency ${concurrency}`,
          value: `p50 ${row.p50_ms} ms, p95 ${row.p95_ms} ms, ${row.throughput_rps} req/s`,
        });
      }
    } finally {
      await svc.close();
    }
  }
  results.push(await latencyDuringTraining(set, distinct, table));
  return { photos_seed: opt.seed, runs: results };
}

/** /classify at concurrency 1 while a training job embeds and fits on the same service. */
async function latencyDuringTraining(set: Phase1Set, images: Buffer[], table: Row[]) {
  const svc = await startClassifier({ EMBEDDING_CACHE_SIZE: "0" });
  try {
    writeImageFolder(join(svc.dir, "datasets", "bench"), set.photos);
    await classify(svc.url, images[0] as Buffer);
    const res = await fetch(`${svc.url}/train`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        dataset_path: "bench",
        config: { epochs: 200, early_stopping: false },
      }),
    });
    const id = ((await res.json()) as { data: { training_id: string } }).data.training_id;
    const ms: number[] = [];
    for (let i = 0; i < Math.min(60, images.length); i++)
      ms.push((await classify(svc.url, images[i] as Buffer)).ms);
    const status = (
      (await (await fetch(`${svc.url}/train/status/${id}`)).json()) as { data: { status: string } }
    ).data.status;
    await fetch(`${svc.url}/train/${id}/cancel`, { method: "POST" });
    const row = {
      during_training: true,
      job_status_after: status,
      concurrency: 1,
      requests: ms.length,
      p50_ms: round(percentile(ms, 50)),
      p95_ms: round(percentile(ms, 95)),
    };
    table.push({
      part: "latency",
      what: "/classify, concurrency 1, while a training job runs",
      value: `p50 ${row.p50_ms} ms, p95 ${row.p95_ms} ms (job ${status})`,
    });
    return row;
  } finally {
    await svc.close();
  }
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

export default suite;
