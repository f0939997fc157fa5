/**
 * Fits the encoder's per-feature standardisation (mean and std of each raw feature, no
 * labels used) on synthetic corpus photos rectified with their ground-truth corners, writes
 * stats.json, rebuilds the ONNX file and prints its sha256 for models/manifest.json:
 *
 *   npx tsx models/src/layout-encoder/fit.ts [--n 250] [--seed 1001]
 *
 * Use a seed the benchmarks do not use (they default to 11), so the ARI measurement is on
 * documents the statistics never saw.
 */
import { writeFileSync } from "node:fs";
import { createSession, loadManifest, prepareImage, toNchwTensor } from "@iris/ml-core";
import { rectifyPhoto } from "../rectify";
import { buildLayoutEncoder, INPUT_NAME, OUTPUT_NAME } from "./build-graph";
import { LAYOUT_ENCODER_NAME, LAYOUT_ENCODER_PATH, STATS_PATH, writeEncoder } from "./encoder-file";

interface CorpusDoc {
  truth: { photo: { corners: [number, number][] } };
  photo: Buffer;
}

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const n = arg("n", 250);
const seed = arg("seed", 1001);

const entry = loadManifest().models.find((m) => m.name === LAYOUT_ENCODER_NAME);
if (!entry) throw new Error(`${LAYOUT_ENCODER_NAME} is not in models/manifest.json`);
const specifier = "@iris/models/corpus";
const corpus = (await import(specifier)) as {
  generateCorpus(o: { n: number; seed: number }): Promise<AsyncIterable<CorpusDoc> | CorpusDoc[]>;
};
const raw = await createSession(buildLayoutEncoder().bytes, { provider: "cpu", intraOpThreads: 2 });
const rows: Float32Array[] = [];
for await (const doc of await corpus.generateCorpus({ n, seed })) {
  const flat = await rectifyPhoto(doc.photo, doc.truth.photo.corners as never);
  const img = await prepareImage(flat, entry.preprocess);
  const data = toNchwTensor(img.pixels, 1, img.height, img.width, img.channels, entry.preprocess);
  const out = await raw.run({
    [INPUT_NAME]: { data, dims: [1, img.channels, img.height, img.width] },
  });
  rows.push(out[OUTPUT_NAME]?.data as Float32Array);
}
await raw.release();

const dim = rows[0]?.length ?? 0;
const mean = new Array<number>(dim).fill(0);
const std = new Array<number>(dim).fill(0);
for (const r of rows) {
  for (let j = 0; j < dim; j++) mean[j] = (mean[j] as number) + (r[j] as number) / rows.length;
}
for (const r of rows) {
  for (let j = 0; j < dim; j++) {
    std[j] = (std[j] as number) + ((r[j] as number) - (mean[j] as number)) ** 2 / rows.length;
  }
}
const stats = {
  fitted_on: { documents: rows.length, corpus_seed: seed, rectification: "ground-truth corners" },
  mean: mean.map((v) => Number(v.toPrecision(7))),
  std: std.map((v) => Number(Math.sqrt(v).toPrecision(7))),
};
writeFileSync(STATS_PATH, `${JSON.stringify(stats)}\n`);
const sha = writeEncoder();
console.log(`fitted on ${rows.length} photos (seed ${seed}); wrote ${STATS_PATH}`);
console.log(`${LAYOUT_ENCODER_PATH}\nsha256 ${sha}`);
