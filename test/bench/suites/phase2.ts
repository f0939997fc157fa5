/**
 * Phase 2 (ml-embeddings):
 *
 * 1. `ari` — adjusted Rand index and optimal_k of POST /embed_and_cluster on corpus photos
 *    after phase 1 (image-processor /process when it is importable and answers, else a
 *    perspective warp with the ground-truth corners — reported as such), default model; and
 *    the ARI with k fixed to the true number of types. Each family split (held-out first) is
 *    clustered apart, `n` photos each.
 * 2. `throughput` — images/s and p50/p95 latency of POST /embed: one client at batch 1, 16
 *    concurrent clients at batch 1 (MAX_BATCH_SIZE=1) and 16 clients with dynamic batching
 *    (MAX_BATCH_SIZE=32), for the ViT-shaped fixtures and the default model. Services run in
 *    this process on ephemeral ports; the embedding cache is off and every image is distinct.
 * 3. `clustering` — k 2..10 on 10 000 × 768 embeddings in the clustering worker.
 *
 *   npm run bench phase2 -- [--parts ari,throughput,clustering] [--n 100] [--seed 11]
 *                           [--requests 192] [--clients 16] [--workers 2]
 *                           [--phase1 auto|service|corners] [--split heldout|train|both]
 *                           [--also DIR]
 *
 * `--also DIR` measures the ARI a second time, on the same pages, with the embedded model of
 * another models folder's DIR/manifest.json (a previous default's, say).
 *
 * `CLUSTER_TIMEOUT_MS`, `CLUSTER_WORK_BUDGET` and `CLUSTER_QUEUE_LIMIT` in the environment reach
 * the in-process service (e.g. `CLUSTER_TIMEOUT_MS=400000` on a loaded host).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { listenForTest, multipartForm, type RunningService } from "@iris/kit/testing";
import { loadManifest, seededNormal } from "@iris/ml-core";
import { FIXTURE_MODEL, writeFixtureManifest } from "@iris/ml-core/testing";
import { adjustedRandIndex, buildApp, Clusterer, readConfig } from "@iris/ml-embeddings";
import { generateDocument } from "@iris/models/corpus";
import sharp from "sharp";
import { openPhase1, type Phase1, trueCorners } from "../corpus/phase1";
import {
  breakdown,
  groupBy,
  parseSplit,
  perSplit,
  planOf,
  type Split,
  type SplitArg,
} from "../corpus/splits";
import { type BenchResult, type BenchSuite, percentile } from "../suite";

type Row = Record<string, string | number>;

const suite: BenchSuite = {
  name: "phase2",
  description: "ml-embeddings: ARI on corpus photos, batching throughput, clustering time",
  async run(args: string[]): Promise<BenchResult> {
    const opt = parseArgs(args);
    const metrics: Record<string, unknown> = { options: opt };
    const table: Row[] = [];
    if (opt.parts.includes("ari")) metrics.ari = await measureAri(opt, table);
    if (opt.parts.includes("throughput")) metrics.throughput = await measureThroughput(opt, table);
    if (opt.parts.includes("clustering")) metrics.clustering = await measureClustering(table);
    return { metrics, table };
  },
};

interface Options {
  parts: string[];
  n: number;
  seed: number;
  requests: number;
  clients: number;
  workers: number;
  /** How photos are rectified for the ARI: image-processor, true corners, or the first that works. */
  phase1: "auto" | "service" | "corners";
  split: SplitArg;
  /** Another models folder whose manifest's embedded model is measured too (ARI). */
  also?: string;
}

function parseArgs(args: string[]): Options {
  const get = (name: string) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : undefined;
  };
  return {
    parts: (get("parts") ?? "ari,throughput,clustering").split(","),
    n: Number(get("n") ?? 100),
    seed: Number(get("seed") ?? 11),
    requests: Number(get("requests") ?? 192),
    clients: Number(get("clients") ?? 16),
    workers: Number(get("workers") ?? 2),
    phase1: (get("phase1") ?? "auto") as Options["phase1"],
    split: parseSplit(args),
    ...(get("also") ? { also: resolve(get("also") as string) } : {}),
  };
}

/** The repository's embedded default model. */
function embeddedModel(manifest?: string): string {
  const model = loadManifest(manifest).models.find((m) => m.embedded);
  if (!model) throw new Error("the manifest lists no embedded model");
  return model.name;
}

/**
 * Clustering limits the caller may raise from the environment: on a loaded host a 60-page
 * /embed_and_cluster can overrun the default deadline and answer 503 before any figure.
 */
const PASSED_THROUGH = ["CLUSTER_TIMEOUT_MS", "CLUSTER_WORK_BUDGET", "CLUSTER_QUEUE_LIMIT"];

function passedThrough(): Record<string, string> {
  return Object.fromEntries(
    PASSED_THROUGH.flatMap((k) => (process.env[k] ? [[k, process.env[k] as string]] : [])),
  );
}

async function startEmbeddings(
  env: Record<string, string>,
): Promise<RunningService & { dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), "iris-bench-emb-"));
  const config = readConfig({
    LOG_LEVEL: "warn",
    LOG_REQUESTS: "false",
    DATA_DIR: dir,
    ...passedThrough(),
    ...env,
  });
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

// ---------------------------------------------------------------- ARI on corpus photos

/** ARI per family split, held-out first: `n` photos of each split, clustered apart. */
async function measureAri(opt: Options, table: Row[]) {
  const phase1 = opt.phase1 === "corners" ? undefined : await openPhase1();
  if (opt.phase1 === "service" && !phase1)
    throw new Error("image-processor /process is not available");
  try {
    return await perSplit(opt.split, (split) => ariOfSplit(opt, split, phase1, table));
  } finally {
    await phase1?.close();
  }
}

async function ariOfSplit(opt: Options, split: Split, phase1: Phase1 | undefined, table: Row[]) {
  const docs: { id: string; type: string; family: string }[] = [];
  const flats: Buffer[] = [];
  const failures: string[] = [];
  for (const { type, index } of planOf(split, opt.n, opt.seed)) {
    const doc = await generateDocument(type, opt.seed, index, { split });
    docs.push({ id: doc.truth.id, type: doc.truth.type, family: doc.truth.family });
    const corners = () => trueCorners(doc.photo, doc.truth.photo.corners);
    if (!phase1) {
      flats.push(await corners());
      continue;
    }
    try {
      flats.push((await phase1.process(doc.photo, { apply_unwarping: "true" })).png);
    } catch (error) {
      if (opt.phase1 === "service") throw error;
      // auto: this photo falls back to its true corners, and the report counts it.
      failures.push(`${doc.truth.id}: ${(error as Error).message}`);
      flats.push(await corners());
    }
  }
  const result = await clusterPages(opt, split, docs, flats, failures, phase1, table);
  if (!opt.also) return result;
  const manifest = join(opt.also, "manifest.json");
  return {
    ...result,
    also: await clusterPages(opt, split, docs, flats, failures, phase1, table, manifest),
  };
}

/** Clusters the pages with a manifest's embedded model (the repository's by default). */
async function clusterPages(
  opt: Options,
  split: Split,
  docs: { id: string; type: string; family: string }[],
  flats: Buffer[],
  failures: string[],
  phase1: Phase1 | undefined,
  table: Row[],
  manifest?: string,
) {
  const model = embeddedModel(manifest);
  const svc = await startEmbeddings({
    DEFAULT_MODEL: model,
    MAX_FILES: String(docs.length + 8),
    ...(manifest ? { MODEL_MANIFEST: manifest } : {}),
  });
  try {
    const cluster = async (min: number, max: number) => {
      const form = multipartForm(
        flats.map((bytes, i) => ({ field: "files", name: `${docs[i]?.id}.png`, bytes })),
        { min_clusters: String(min), max_clusters: String(max), include_embeddings: "false" },
      );
      const started = performance.now();
      const res = await fetch(`${svc.url}/embed_and_cluster`, { method: "POST", body: form });
      const seconds = (performance.now() - started) / 1000;
      const body = (await res.json()) as {
        data: {
          clustering_results: {
            optimal_k: number;
            best_silhouette_score: number;
            cluster_assignments: number[];
            silhouette_scores: Record<string, number>;
          };
        };
      };
      if (!res.ok)
        throw new Error(`embed_and_cluster answered ${res.status}: ${JSON.stringify(body)}`);
      return { ...body.data.clustering_results, seconds };
    };
    const truth = docs.map((d) => d.type);
    const types = new Set(truth).size;
    const auto = await cluster(2, 10);
    const atK = await cluster(types, types);
    const ari = adjustedRandIndex(truth, auto.cluster_assignments);
    const ariAtK = adjustedRandIndex(truth, atK.cluster_assignments);
    const result = {
      model,
      ...(manifest ? { manifest } : {}),
      split,
      n: docs.length,
      seed: opt.seed,
      phase1: phase1
        ? `image-processor /process for ${docs.length - failures.length} photos; true corners for the ${failures.length} it failed on`
        : opt.phase1 === "corners"
          ? "ground-truth corners (perspective warp), as asked with --phase1 corners"
          : "ground-truth corners (perspective warp); image-processor /process not available",
      phase1_failures: failures,
      ari,
      optimal_k: auto.optimal_k,
      best_silhouette: auto.best_silhouette_score,
      silhouette_scores: auto.silhouette_scores,
      ari_at_true_k: ariAtK,
      true_k: types,
      request_seconds: auto.seconds,
      confusion: confusion(truth, auto.cluster_assignments),
      confusion_at_true_k: confusion(truth, atK.cluster_assignments),
      // Per family: the share of its photos in the cluster that holds most of its type (at true k).
      family_in_type_cluster: familyShares(docs, atK.cluster_assignments),
    };
    const part = `ari · ${split}`;
    table.push({ part, metric: `ARI (${docs.length} photos, ${model})`, value: round(ari, 4) });
    table.push({ part, metric: "optimal_k", value: auto.optimal_k });
    table.push({ part, metric: `ARI at the true k (${types})`, value: round(ariAtK, 4) });
    table.push({ part, metric: "best silhouette", value: round(auto.best_silhouette_score, 4) });
    return result;
  } finally {
    await svc.close();
  }
}

function confusion(truth: string[], predicted: number[]) {
  const out: Record<string, Record<string, number>> = {};
  truth.forEach((t, i) => {
    const row = out[t] ?? {};
    out[t] = row;
    const p = String(predicted[i]);
    row[p] = (row[p] ?? 0) + 1;
  });
  return out;
}

function familyShares(docs: { type: string; family: string }[], clusters: number[]) {
  const majority = new Map<string, number>();
  for (const [type, rows] of groupBy(
    docs.map((d, i) => ({ ...d, cluster: clusters[i] as number })),
    (d) => d.type,
  )) {
    const counts = new Map<number, number>();
    for (const r of rows) counts.set(r.cluster, (counts.get(r.cluster) ?? 0) + 1);
    majority.set(type, [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? -1);
  }
  return breakdown(
    docs.map((d, i) => ({ ...d, hit: clusters[i] === majority.get(d.type) })),
    (v) => ({ n: v.length, share: round(v.filter((r) => r.hit).length / v.length, 4) }),
  ).by_family;
}

// ---------------------------------------------------------------- batching throughput

async function measureThroughput(opt: Options, table: Row[]) {
  const images = await Promise.all(Array.from({ length: opt.requests }, (_, i) => photoLike(i)));
  const results: Record<string, unknown> = {};
  const tiny = await writeFixtureManifest();
  const deit = await writeFixtureManifest({ vit: { dim: 192, depth: 12, heads: 3 } });
  const targets = [
    { label: "tiny ViT fixture (64-d, 2 blocks)", manifest: tiny.path, model: FIXTURE_MODEL },
    {
      label: "deit-tiny-shaped fixture (192-d, 12 blocks)",
      manifest: deit.path,
      model: FIXTURE_MODEL,
    },
    { label: `default model (${embeddedModel()})`, manifest: "", model: embeddedModel() },
  ];
  try {
    for (const target of targets) {
      const runs: Record<string, Awaited<ReturnType<typeof load>>> = {};
      for (const mode of MODES) {
        const env: Record<string, string> = {
          DEFAULT_MODEL: target.model,
          MAX_BATCH_SIZE: String(mode.batch),
          EMBEDDING_CACHE_SIZE: "0",
          ML_EMBEDDINGS_WORKERS: String(opt.workers),
        };
        if (target.manifest) env.MODEL_MANIFEST = target.manifest;
        const svc = await startEmbeddings(env);
        try {
          await load(svc.url, images.slice(0, 4), 4); // warm-up
          const clients = mode.sequential ? 1 : opt.clients;
          const run = await load(svc.url, mode.sequential ? images.slice(0, 48) : images, clients);
          runs[mode.key] = run;
          table.push({
            part: "throughput",
            metric: `${target.label}: ${mode.label.replace("N", String(opt.clients))}`,
            value: `${run.images_per_second} img/s, p50 ${run.p50_ms} ms, p95 ${run.p95_ms} ms`,
          });
        } finally {
          await svc.close();
        }
      }
      const ips = (key: string) => runs[key]?.images_per_second ?? Number.NaN;
      const speedup = {
        dynamic_vs_batch1_concurrent: round(ips("dynamic") / ips("batch1"), 2),
        dynamic_vs_batch1_sequential: round(ips("dynamic") / ips("sequential"), 2),
      };
      results[target.label] = { ...runs, speedup };
      table.push({
        part: "throughput",
        metric: `${target.label}: dynamic speed-up`,
        value: `${speedup.dynamic_vs_batch1_concurrent}× vs batch 1 at ${opt.clients} clients, ${speedup.dynamic_vs_batch1_sequential}× vs one client`,
      });
    }
  } finally {
    tiny.remove();
    deit.remove();
  }
  return results;
}

/** Throughput modes: one client at batch 1, N clients at batch 1, N clients batched. */
const MODES = [
  { key: "sequential", label: "1 client, batch 1", batch: 1, sequential: true },
  { key: "batch1", label: "N clients, batch 1", batch: 1, sequential: false },
  { key: "dynamic", label: "N clients, dynamic batching ≤32", batch: 32, sequential: false },
];

/** `clients` concurrent clients post one image each until every image is sent. */
async function load(url: string, images: Buffer[], clients: number) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < images.length) {
        const i = next++;
        const form = multipartForm([{ name: `p${i}.jpg`, bytes: images[i] as Buffer }]);
        const t = performance.now();
        const res = await fetch(`${url}/embed`, { method: "POST", body: form });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`/embed answered ${res.status}`);
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return {
    requests: images.length,
    clients,
    seconds: round(seconds, 2),
    images_per_second: round(images.length / seconds, 1),
    p50_ms: round(percentile(latencies, 50), 1),
    p95_ms: round(percentile(latencies, 95), 1),
  };
}

/** A distinct 800×600 JPEG with document-like structure (lines of "text", a box). */
async function photoLike(i: number): Promise<Buffer> {
  const lines = Array.from({ length: 14 }, (_, k) => {
    const width = 200 + ((i * 37 + k * 53) % 420);
    return `<rect x="60" y="${90 + k * 32}" width="${width}" height="10" fill="#333"/>`;
  }).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <rect width="800" height="600" fill="rgb(${235 - (i % 20)},${232 - (i % 13)},224)"/>
    <rect x="${500 + (i % 40)}" y="40" width="220" height="140" fill="none" stroke="#222" stroke-width="3"/>
    ${lines}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

// ---------------------------------------------------------------- clustering time

async function measureClustering(table: Row[]) {
  const n = 10_000;
  const d = 768;
  const clusterer = new Clusterer();
  const out: Record<string, unknown> = {};
  try {
    for (const [label, data] of [
      ["8 blobs on the unit sphere (embedding-like)", blobs(n, d, 8)],
      ["isotropic Gaussian noise (worst case, no structure)", noise(n, d)],
    ] as const) {
      const started = performance.now();
      const cpu = process.cpuUsage();
      const solution = await clusterer.sweep({ data, n, d, sampleSize: 1000, seed: 42 }, 2, 10);
      const seconds = (performance.now() - started) / 1000;
      // CPU seconds of all threads: on a shared machine wall time mostly measures the others.
      const used = process.cpuUsage(cpu);
      const cpuSeconds = (used.user + used.system) / 1e6;
      out[label] = {
        seconds: round(seconds, 2),
        cpu_seconds: round(cpuSeconds, 2),
        optimal_k: solution.k,
        silhouette: round(solution.score, 4),
      };
      table.push({
        part: "clustering",
        metric: `10 000 × 768, k 2..10: ${label}`,
        value: `${round(seconds, 2)} s wall, ${round(cpuSeconds, 1)} CPU-s (k=${solution.k})`,
      });
    }
  } finally {
    await clusterer.close();
  }
  return out;
}

function blobs(n: number, d: number, k: number): Float32Array {
  const normal = seededNormal(5);
  const centres = Array.from({ length: k }, () => Float32Array.from({ length: d }, () => normal()));
  const data = new Float32Array(n * d);
  for (let i = 0; i < n; i++) {
    const c = centres[i % k] as Float32Array;
    let norm = 0;
    for (let j = 0; j < d; j++) {
      const v = (c[j] as number) + normal() * 0.6;
      data[i * d + j] = v;
      norm += v * v;
    }
    norm = Math.sqrt(norm);
    for (let j = 0; j < d; j++) data[i * d + j] = (data[i * d + j] as number) / norm;
  }
  return data;
}

function noise(n: number, d: number): Float32Array {
  const normal = seededNormal(6);
  return Float32Array.from({ length: n * d }, () => normal());
}

function round(x: number, digits: number): number {
  return Math.round(x * 10 ** digits) / 10 ** digits;
}

export default suite;
