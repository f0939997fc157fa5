/**
 * Phase 2 (ml-embeddings):
 *
 * 1. `ari` — adjusted Rand index and optimal_k of POST /embed_and_cluster on corpus photos
 *    after phase 1 (image-processor /process when it is importable and answers, else a
 *    perspective warp with the ground-truth corners — reported as such), default model.
 * 2. `throughput` — images/s and p50/p95 latency of POST /embed: one client at batch 1, 16
 *    concurrent clients at batch 1 (MAX_BATCH_SIZE=1) and 16 clients with dynamic batching
 *    (MAX_BATCH_SIZE=32), for the ViT-shaped fixtures and the default model. Services run in
 *    this process on ephemeral ports; the embedding cache is off and every image is distinct.
 * 3. `clustering` — k 2..10 on 10 000 × 768 embeddings in the clustering worker.
 *
 *   npm run bench phase2 -- [--parts ari,throughput,clustering] [--n 100] [--seed 11]
 *                           [--requests 192] [--clients 16] [--workers 2]
 *                           [--phase1 auto|service|corners]
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { listenForTest, multipartForm, type RunningService } from "@iris/kit/testing";
import { loadManifest, seededNormal } from "@iris/ml-core";
import { FIXTURE_MODEL, writeFixtureManifest } from "@iris/ml-core/testing";
import { adjustedRandIndex, buildApp, Clusterer, readConfig } from "@iris/ml-embeddings";
import sharp from "sharp";
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
  };
}

/** The repository's embedded default model. */
function embeddedModel(): string {
  const model = loadManifest().models.find((m) => m.embedded);
  if (!model) throw new Error("the manifest lists no embedded model");
  return model.name;
}

async function startEmbeddings(
  env: Record<string, string>,
): Promise<RunningService & { dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), "iris-bench-emb-"));
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

// ---------------------------------------------------------------- ARI on corpus photos

interface CorpusDoc {
  truth: { id: string; type: string; photo: { corners: [number, number][] } };
  photo: Buffer;
}

async function measureAri(opt: Options, table: Row[]) {
  let corpus: { generateCorpus(o: { n: number; seed: number }): unknown };
  try {
    // A variable specifier: the corpus may not exist yet while it is being written.
    const specifier = "@iris/models/corpus";
    corpus = (await import(specifier)) as typeof corpus;
  } catch (error) {
    return { skipped: `corpus unavailable: ${(error as Error).message}` };
  }
  const { rectifyPhoto } = await import("@iris/models/rectify");
  const docs: CorpusDoc[] = [];
  const generated = (await corpus.generateCorpus({ n: opt.n, seed: opt.seed })) as
    | AsyncIterable<CorpusDoc>
    | CorpusDoc[];
  for await (const doc of generated) docs.push(doc);
  const phase1 = opt.phase1 === "corners" ? undefined : await imageProcessor();
  if (opt.phase1 === "service" && !phase1)
    throw new Error("image-processor /process is not available");
  const flats: Buffer[] = [];
  const failures: string[] = [];
  for (const doc of docs) {
    const corners = () => rectifyPhoto(doc.photo, doc.truth.photo.corners as never);
    if (!phase1) {
      flats.push(await corners());
      continue;
    }
    try {
      flats.push(await phase1.process(doc.photo));
    } catch (error) {
      if (opt.phase1 === "service") throw error;
      // auto: this photo falls back to its true corners, and the report counts it.
      failures.push(`${doc.truth.id}: ${(error as Error).message}`);
      flats.push(await corners());
    }
  }
  await phase1?.close();
  const model = embeddedModel();
  const svc = await startEmbeddings({ DEFAULT_MODEL: model, MAX_FILES: String(docs.length + 8) });
  try {
    const form = multipartForm(
      flats.map((bytes, i) => ({ field: "files", name: `${docs[i]?.truth.id}.png`, bytes })),
      { min_clusters: "2", max_clusters: "10", include_embeddings: "false" },
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
    const r = body.data.clustering_results;
    const truth = docs.map((d) => d.truth.type);
    const ari = adjustedRandIndex(truth, r.cluster_assignments);
    const result = {
      model,
      n: docs.length,
      seed: opt.seed,
      phase1: phase1
        ? `image-processor /process for ${docs.length - failures.length} photos; true corners for the ${failures.length} it failed on`
        : opt.phase1 === "corners"
          ? "ground-truth corners (perspective warp), as asked with --phase1 corners"
          : "ground-truth corners (perspective warp); image-processor /process not available",
      phase1_failures: failures,
      ari,
      optimal_k: r.optimal_k,
      best_silhouette: r.best_silhouette_score,
      silhouette_scores: r.silhouette_scores,
      request_seconds: seconds,
      confusion: confusion(truth, r.cluster_assignments),
    };
    table.push({
      part: "ari",
      metric: `ARI (${docs.length} photos, ${model})`,
      value: round(ari, 4),
    });
    table.push({ part: "ari", metric: "optimal_k", value: r.optimal_k });
    table.push({
      part: "ari",
      metric: "best silhouette",
      value: round(r.best_silhouette_score, 4),
    });
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

/** image-processor's /process, when that package serves it; undefined otherwise. */
async function imageProcessor() {
  try {
    const mod = (await import("@iris/image-processor")) as {
      buildApp(c: unknown): Promise<import("fastify").FastifyInstance>;
      readConfig(e: Record<string, string>): unknown;
    };
    const svc = await listenForTest(await mod.buildApp(mod.readConfig({ LOG_LEVEL: "silent" })));
    const probe = await fetch(`${svc.url}/process`, { method: "POST" });
    if (probe.status === 404) {
      await svc.close();
      return undefined;
    }
    return {
      async process(photo: Buffer): Promise<Buffer> {
        const res = await fetch(`${svc.url}/process`, {
          method: "POST",
          body: multipartForm([{ name: "photo.jpg", bytes: photo }], { apply_unwarping: "true" }),
        });
        const body = (await res.json()) as { data?: Record<string, unknown> };
        const b64 = (body.data?.processed_image_data ?? body.data?.processed_image) as
          | string
          | undefined;
        if (!res.ok || !b64) throw new Error(`image-processor /process answered ${res.status}`);
        return Buffer.from(b64.replace(/^data:[^,]+,/, ""), "base64");
      },
      close: () => svc.close(),
    };
  } catch {
    return undefined;
  }
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
