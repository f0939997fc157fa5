import { seededRandom } from "@iris/ml-core";
import type { DistanceKernel } from "./distance-kernel";
import {
  bestOf,
  type Checkpoint,
  defaultInits,
  type KMeansResult,
  kmeans,
  type Matrix,
  meanVariance,
  seedCentroids,
  withNorms,
} from "./kmeans";
import { silhouetteSamples, summarize } from "./silhouette";

/** What to cluster and how. */
export interface SweepInput extends Matrix {
  minK: number;
  maxK: number;
  /** Silhouette is computed on at most this many points (SILHOUETTE_SAMPLE_SIZE). */
  sampleSize: number;
  /** Random state (CLUSTERING_RANDOM_STATE, 42). */
  seed: number;
  /** Seedings per k (default {@link defaultInits}; the compute budget may lower it). */
  inits?: number;
}

/** Stops the work between steps (see {@link Checkpoint}). */
export interface Stoppable {
  checkpoint?: Checkpoint;
}

/** Per-cluster figures of a solution. */
export interface ClusterFigures {
  sizes: number[];
  /** Index of the member nearest each centroid, and its distance. */
  representatives: { index: number; distance: number }[];
  spread: { mean_distance: number; std_distance: number; max_distance: number }[];
  silhouettePerCluster: (number | undefined)[];
}

/** The outcome of a k sweep: the best solution and every k's silhouette. */
export interface SweepResult {
  candidates: number[];
  scores: Record<string, number>;
  best: KMeansResult;
  bestScore: number;
  figures: ClusterFigures;
  sampled: number;
}

/** k-means for every candidate k; the best silhouette wins (ties: the smaller k). */
export async function sweepK(
  input: SweepInput,
  kernel: DistanceKernel,
  { checkpoint = () => {} }: Stoppable = {},
): Promise<SweepResult> {
  const candidates = candidateKs(input.n, input.minK, input.maxK);
  const sample = sampleIndices(input.n, input.sampleSize, input.seed);
  const sampleDistances = await pairwise(input, sample, kernel);
  const x = withNorms(input);
  const variance = meanVariance(input);
  // One seeding per init for the largest k serves every k (see bestOf).
  const maxK = candidates.at(-1) as number;
  const random = seededRandom(input.seed);
  const seeds: Float32Array[] = [];
  for (let i = 0; i < (input.inits ?? defaultInits(input.n)); i++)
    seeds.push(await seedCentroids(input, maxK, kernel, random, checkpoint));
  const scores: Record<string, number> = {};
  let best: { result: KMeansResult; score: number; perSample: Float64Array } | undefined;
  for (const k of candidates) {
    const result = await bestOf(x, k, seeds, kernel, { variance, checkpoint });
    const labels = Int32Array.from(sample, (i) => result.labels[i] as number);
    const perSample = silhouetteSamples(sampleDistances, labels, k);
    const score = summarize(perSample, labels, k).mean;
    scores[String(k)] = score;
    if (!best || score > best.score) best = { result, score, perSample };
  }
  if (!best) throw new Error("no candidate k");
  const sampleLabels = Int32Array.from(sample, (i) => best.result.labels[i] as number);
  return {
    candidates,
    scores,
    best: best.result,
    bestScore: best.score,
    figures: figures(
      best.result,
      summarize(best.perSample, sampleLabels, best.result.k).perCluster,
    ),
    sampled: sample.length,
  };
}

/** k-means for one given k, with its silhouette. */
export async function clusterFixedK(
  input: Omit<SweepInput, "minK" | "maxK">,
  k: number,
  kernel: DistanceKernel,
  { checkpoint }: Stoppable = {},
) {
  if (k < 2 || k >= input.n) throw new RangeError(`k must be within 2..${input.n - 1}`);
  const result = await kmeans(input, k, kernel, {
    seed: input.seed,
    inits: input.inits,
    checkpoint,
  });
  const sample = sampleIndices(input.n, input.sampleSize, input.seed);
  const labels = Int32Array.from(sample, (i) => result.labels[i] as number);
  const summary = summarize(
    silhouetteSamples(await pairwise(input, sample, kernel), labels, k),
    labels,
    k,
  );
  return { result, score: summary.mean, figures: figures(result, summary.perCluster) };
}

/** Candidate ks: min..max, at least 2 and always below the number of samples. */
export function candidateKs(n: number, minK: number, maxK: number): number[] {
  const lo = Math.max(2, minK);
  const hi = Math.min(maxK, n - 1);
  if (lo > hi) {
    throw new RangeError(
      `no k to try: min_clusters ${minK} and max_clusters ${maxK} with ${n} samples (k must be within 2..${n - 1})`,
    );
  }
  return Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
}

/** Sorted indices of a seeded sample of at most `size` of n points (all when n ≤ size). */
export function sampleIndices(n: number, size: number, seed: number): Int32Array {
  const all = Int32Array.from({ length: n }, (_, i) => i);
  if (n <= size) return all;
  const random = seededRandom(seed);
  for (let i = 0; i < size; i++) {
    const j = i + Math.floor(random() * (n - i));
    const t = all[i] as number;
    all[i] = all[j] as number;
    all[j] = t;
  }
  return all.subarray(0, size).sort();
}

async function pairwise(x: Matrix, sample: Int32Array, kernel: DistanceKernel) {
  const rows = new Float32Array(sample.length * x.d);
  sample.forEach((i, r) => {
    rows.set(x.data.subarray(i * x.d, (i + 1) * x.d), r * x.d);
  });
  const m = sample.length;
  const distances = (await kernel.squared(rows, m, rows, m, x.d)).map(Math.sqrt);
  for (let i = 0; i < m; i++) distances[i * m + i] = 0; // exact zeros despite float rounding
  return distances;
}

function figures(
  result: KMeansResult,
  silhouettePerCluster: (number | undefined)[],
): ClusterFigures {
  const { k, labels, distances } = result;
  const sizes = new Array<number>(k).fill(0);
  const sums = new Array<number>(k).fill(0);
  const squares = new Array<number>(k).fill(0);
  const max = new Array<number>(k).fill(0);
  const representatives = Array.from({ length: k }, () => ({ index: -1, distance: Infinity }));
  for (let i = 0; i < labels.length; i++) {
    const c = labels[i] as number;
    const dist = distances[i] as number;
    sizes[c] = (sizes[c] as number) + 1;
    sums[c] = (sums[c] as number) + dist;
    squares[c] = (squares[c] as number) + dist * dist;
    max[c] = Math.max(max[c] as number, dist);
    const rep = representatives[c] as { index: number; distance: number };
    if (dist < rep.distance) {
      rep.index = i;
      rep.distance = dist;
    }
  }
  const spread = sizes.map((size, c) => {
    const mean = size ? (sums[c] as number) / size : 0;
    const variance = size ? Math.max(0, (squares[c] as number) / size - mean * mean) : 0;
    return {
      mean_distance: mean,
      std_distance: Math.sqrt(variance),
      max_distance: max[c] as number,
    };
  });
  return { sizes, representatives, spread, silhouettePerCluster };
}
