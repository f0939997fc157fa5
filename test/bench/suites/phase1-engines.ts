import { loadavg } from "node:os";
import { buildApp, readConfig } from "@iris/image-processor";
import { listenForTest, type RunningService } from "@iris/kit/testing";
import { generateDocument } from "@iris/models/corpus";
import sharp from "sharp";
import { planOf } from "../corpus/splits";
import { post, postForPng } from "../phase1/service";
import { type BenchResult, type BenchSuite, percentile } from "../suite";

/**
 * Phase 1 speed on both pixel engines in one run: /process (raw PNG, one request at a time)
 * on training-family corpus photos, on the native OpenCV engine and on OpenCV.js, each against sharp's own decode + resize +
 * PNG encode of the same photo, taken right after it (the ratio, ≤ 4). Requests
 * alternate between the engines image by image, so that both see the same load; the JSON
 * pass afterwards gives each step's median time.
 *
 *   npm run bench phase1-engines -- [--n 12] [--seed 101] [--rounds 1]
 */
const suite: BenchSuite = {
  name: "phase1-engines",
  description: "image-processor: /process speed on native OpenCV and OpenCV.js vs sharp",
  async run(args: string[]): Promise<BenchResult> {
    const get = (name: string, fallback: number) => {
      const i = args.indexOf(`--${name}`);
      return i >= 0 ? Number(args[i + 1]) : fallback;
    };
    const n = get("n", 12);
    // The speed part of `npm run bench phase1` uses seed + 3 as well.
    const seed = get("seed", 101) + 3;
    const rounds = get("rounds", 1);
    const images = await photos(n, seed);
    const engines = ["native", "wasm"] as const;
    const services = {} as Record<(typeof engines)[number], RunningService>;
    const loadAtStart = loadavg()[0];
    try {
      for (const engine of engines) services[engine] = await start(engine);
      const times = Object.fromEntries(
        engines.map((e) => [e, { process: [] as number[], sharp: [] as number[] }]),
      ) as Record<(typeof engines)[number], { process: number[]; sharp: number[] }>;
      for (const engine of engines)
        await postForPng(services[engine], "/process", images[0] as Buffer, "warm.jpg");
      for (let round = 0; round < rounds; round++)
        for (const image of images)
          for (const engine of engines) {
            const started = performance.now();
            const png = await postForPng(services[engine], "/process", image, "photo.jpg");
            times[engine].process.push(performance.now() - started);
            times[engine].sharp.push(await sharpReference(image, png));
          }
      const steps = Object.fromEntries(
        await Promise.all(engines.map(async (e) => [e, await stepMedians(services[e], images)])),
      );
      const metrics: Record<string, unknown> = {
        photos: n,
        seed,
        rounds,
        input: "2000×1500 JPEG q90",
        load_average_at_start: loadAtStart,
        load_average_at_end: loadavg()[0],
        steps_median_ms: steps,
      };
      const table: Record<string, string | number>[] = [];
      for (const engine of engines) {
        const p = percentile(times[engine].process, 50);
        const s = percentile(times[engine].sharp, 50);
        metrics[engine] = {
          process_median_ms: Math.round(p),
          process_p90_ms: Math.round(percentile(times[engine].process, 90)),
          sharp_median_ms: Math.round(s),
          ratio: p / s,
        };
        table.push(
          { engine, metric: "/process median ms", value: Math.round(p), target: "" },
          { engine, metric: "sharp decode+resize+PNG median ms", value: Math.round(s), target: "" },
          { engine, metric: "ratio", value: Math.round((p / s) * 100) / 100, target: "≤ 4" },
        );
      }
      return { metrics, table };
    } finally {
      for (const svc of Object.values(services)) await svc.close();
    }
  },
};

/**
 * Photos of the training families (speed needs no held-out data; it is never looked at
 * here): types round-robin, families in turn, as 2000 × 1500 JPEGs.
 */
async function photos(n: number, seed: number): Promise<Buffer[]> {
  const out: Buffer[] = [];
  for (const { type, index } of planOf("train", n, seed)) {
    const { photo } = await generateDocument(type, seed, index, { split: "train" });
    out.push(
      await sharp(photo).resize(2000, 1500, { fit: "cover" }).jpeg({ quality: 90 }).toBuffer(),
    );
  }
  return out;
}

/** sharp's decode + resize to the processed page's size + PNG encode of `image`, in ms. */
async function sharpReference(image: Buffer, png: Uint8Array): Promise<number> {
  const meta = await sharp(png).metadata();
  const started = performance.now();
  await sharp(image)
    .resize(meta.width ?? 1000, meta.height ?? 1000, { fit: "fill" })
    .png()
    .toBuffer();
  return performance.now() - started;
}

/** Median of each step's timings_ms over the photos (JSON answers). */
async function stepMedians(svc: RunningService, images: Buffer[]): Promise<Record<string, number>> {
  const all: Record<string, number[]> = {};
  for (const image of images) {
    const data = await post<{ timings_ms: Record<string, number> }>(
      svc,
      "/process",
      image,
      "photo.jpg",
    );
    for (const [step, ms] of Object.entries(data.timings_ms)) {
      all[step] ??= [];
      all[step].push(ms);
    }
  }
  return Object.fromEntries(
    Object.entries(all).map(([step, v]) => [step, Math.round(percentile(v, 50))]),
  );
}

/** An in-process image-processor on `engine` (one worker thread: requests come one at a time). */
async function start(engine: "native" | "wasm"): Promise<RunningService> {
  const config = readConfig({
    LOG_LEVEL: "silent",
    IMAGE_WORKERS: "1",
    IMAGE_ENGINE: engine,
    IMAGE_TASK_TIMEOUT_MS: "600000",
  });
  const svc = await listenForTest(await buildApp(config));
  // The first request waits for the worker's warm-up (OpenCV.js compiles its WASM).
  for (let i = 0; i < 600; i++) {
    const health = (await (await fetch(`${svc.url}/health`)).json()) as {
      data: { checks?: { workers?: { threads?: number } } };
    };
    if ((health.data.checks?.workers?.threads ?? 0) >= 1) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return svc;
}

export default suite;
