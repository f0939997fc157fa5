import { seededRandom } from "@iris/ml-core";
import type { DistanceKernel, LloydStep } from "./distance-kernel";

/** A matrix of n rows of d float32 values, row-major. */
export interface Matrix {
  data: Float32Array;
  n: number;
  d: number;
}

/** A matrix with the squared norms of its rows, computed once for every k-means step. */
export interface NormedMatrix extends Matrix {
  norms2: Float32Array;
}

/** Adds the squared row norms. */
export function withNorms(x: Matrix): NormedMatrix {
  const norms2 = new Float32Array(x.n);
  for (let i = 0; i < x.n; i++) {
    let s = 0;
    for (let j = 0; j < x.d; j++) {
      const v = x.data[i * x.d + j] as number;
      s += v * v;
    }
    norms2[i] = s;
  }
  return { ...x, norms2 };
}

/** One k-means solution. */
export interface KMeansResult {
  k: number;
  labels: Int32Array;
  /** Each point's Euclidean distance to its centroid. */
  distances: Float32Array;
  centroids: Float32Array;
  /** Sum of squared distances to the assigned centroids. */
  inertia: number;
  iterations: number;
}

/** Options of {@link kmeans}; the defaults follow scikit-learn's KMeans. */
export interface KMeansOptions {
  seed: number;
  maxIterations?: number;
  /** Stop when the centroids move less than tol × mean feature variance (squared). */
  tolerance?: number;
  /** The data's mean feature variance, when the caller has it (a k sweep computes it once). */
  variance?: number;
  /** Called between steps; throws to stop the work (a client gone, a deadline passed). */
  checkpoint?: Checkpoint;
}

/** Called between bounded steps of work; throws to abandon it. */
export type Checkpoint = () => void;

/** Options of {@link kmeans}; the defaults follow scikit-learn's KMeans. */
export interface KMeansRunOptions extends KMeansOptions {
  /** Independent seedings; the lowest inertia wins (default: {@link defaultInits}). */
  inits?: number;
}

/**
 * How many seedings to try: scikit-learn's classic 10 for small inputs, fewer as the work
 * grows (3 up to 20 000 rows, then 1), so 10 000 × 768 with k up to 10 stays within seconds.
 */
export function defaultInits(n: number): number {
  return n <= 5_000 ? 10 : n <= 20_000 ? 3 : 1;
}

/**
 * k-means with greedy k-means++ seeding (scikit-learn's variant: 2 + ⌊ln k⌋ candidates per
 * centre, keep the one that lowers the potential most) and Lloyd iterations, best of several
 * seedings. Reproducible for a given seed; the matrix work runs on the {@link DistanceKernel}.
 */
export async function kmeans(
  x: Matrix,
  k: number,
  kernel: DistanceKernel,
  options: KMeansRunOptions,
): Promise<KMeansResult> {
  if (k < 1 || k > x.n) throw new Error(`k must be within 1..${x.n}`);
  const random = seededRandom(options.seed);
  const seeds: Float32Array[] = [];
  for (let run = 0; run < (options.inits ?? defaultInits(x.n)); run++) {
    seeds.push(await seedCentroids(x, k, kernel, random, options.checkpoint));
  }
  return bestOf(withNorms(x), k, seeds, kernel, options);
}

/**
 * Lloyd from each seeding's first k centroids; the lowest inertia wins. A k sweep seeds
 * once for its largest k and passes prefixes: greedy k-means++ picks centres one after the
 * other, so the first k of a longer seeding are a k-seeding.
 */
export async function bestOf(
  x: NormedMatrix,
  k: number,
  seeds: Float32Array[],
  kernel: DistanceKernel,
  options: Omit<KMeansOptions, "seed">,
): Promise<KMeansResult> {
  const tol = (options.tolerance ?? 1e-4) * (options.variance ?? meanVariance(x));
  let best: KMeansResult | undefined;
  for (const seed of seeds) {
    const centroids = seed.slice(0, k * x.d);
    const result = await lloyd(x, centroids, k, kernel, {
      maxIterations: options.maxIterations ?? 300,
      tol,
      checkpoint: options.checkpoint ?? noCheckpoint,
    });
    if (!best || result.inertia < best.inertia) best = result;
  }
  if (!best) throw new Error("no seeding");
  return best;
}

const noCheckpoint: Checkpoint = () => {};

async function lloyd(
  x: NormedMatrix,
  centroids: Float32Array,
  k: number,
  kernel: DistanceKernel,
  {
    maxIterations,
    tol,
    checkpoint,
  }: { maxIterations: number; tol: number; checkpoint: Checkpoint },
): Promise<KMeansResult> {
  let iterations = 0;
  let previous: Int32Array | undefined;
  let step = await kernel.step(x.data, x.norms2, x.n, centroids, k, x.d);
  while (iterations < maxIterations) {
    checkpoint();
    iterations++;
    const shift = update(x, k, step, centroids);
    previous = step.labels;
    step = await kernel.step(x.data, x.norms2, x.n, centroids, k, x.d);
    if (shift <= tol || sameLabels(previous, step.labels)) break;
  }
  let inertia = 0;
  for (const v of step.d2min) inertia += v;
  return {
    k,
    labels: step.labels,
    distances: step.d2min.map(Math.sqrt),
    centroids,
    inertia,
    iterations,
  };
}

function sameLabels(a: Int32Array, b: Int32Array): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Greedy k-means++: `trials` candidates per centre (default scikit-learn's 2 + ⌊ln k⌋),
 * drawn with probability proportional to the squared distance to the nearest centre so far.
 */
export async function seedCentroids(
  x: Matrix,
  k: number,
  kernel: DistanceKernel,
  random: () => number,
  checkpoint: Checkpoint = noCheckpoint,
  trials = 2 + Math.floor(Math.log(k)),
): Promise<Float32Array> {
  const { n, d, data } = x;
  const centroids = new Float32Array(k * d);
  const first = Math.floor(random() * n);
  centroids.set(data.subarray(first * d, (first + 1) * d), 0);
  let closest = await kernel.squared(data, n, centroids.subarray(0, d), 1, d);
  let potential = sum(closest);
  for (let c = 1; c < k; c++) {
    checkpoint();
    const candidates = new Int32Array(trials);
    for (let t = 0; t < trials; t++) candidates[t] = sample(closest, potential, random);
    const rows = new Float32Array(trials * d);
    candidates.forEach((idx, t) => {
      rows.set(data.subarray(idx * d, (idx + 1) * d), t * d);
    });
    const toCandidates = await kernel.squared(data, n, rows, trials, d);
    let best = -1;
    let bestPotential = Number.POSITIVE_INFINITY;
    let bestClosest = closest;
    for (let t = 0; t < trials; t++) {
      const next = new Float32Array(n);
      let p = 0;
      for (let i = 0; i < n; i++) {
        const v = Math.min(closest[i] as number, toCandidates[i * trials + t] as number);
        next[i] = v;
        p += v;
      }
      if (p < bestPotential) {
        best = candidates[t] as number;
        bestPotential = p;
        bestClosest = next;
      }
    }
    centroids.set(data.subarray(best * d, (best + 1) * d), c * d);
    closest = bestClosest;
    potential = bestPotential;
  }
  return centroids;
}

/** Draws an index with probability proportional to its weight. */
function sample(weights: Float32Array, total: number, random: () => number): number {
  if (total <= 0) return Math.floor(random() * weights.length);
  let target = random() * total;
  for (let i = 0; i < weights.length; i++) {
    target -= weights[i] as number;
    if (target <= 0) return i;
  }
  return weights.length - 1;
}

/** Moves each centroid to its members' mean (from the step's sums); returns the squared shift. */
function update(x: Matrix, k: number, step: LloydStep, centroids: Float32Array): number {
  const { d, data } = x;
  const { sums, counts, d2min } = step;
  // An empty cluster takes the point farthest from its centroid (as scikit-learn does).
  const order = counts.includes(0)
    ? Array.from(d2min.keys()).sort((p, q) => (d2min[q] as number) - (d2min[p] as number))
    : [];
  let donor = 0;
  let shift = 0;
  for (let c = 0; c < k; c++) {
    const base = c * d;
    const count = counts[c] as number;
    const from = count === 0 ? (order[donor++] ?? 0) * d : 0;
    for (let j = 0; j < d; j++) {
      const next = count === 0 ? (data[from + j] as number) : (sums[base + j] as number) / count;
      const delta = next - (centroids[base + j] as number);
      shift += delta * delta;
      centroids[base + j] = next;
    }
  }
  return shift;
}

/** Mean over features of each feature's variance (scikit-learn's tolerance scale). */
export function meanVariance(x: Matrix): number {
  const { n, d, data } = x;
  const mean = new Float64Array(d);
  for (let i = 0; i < n; i++)
    for (let j = 0; j < d; j++) mean[j] = (mean[j] as number) + (data[i * d + j] as number);
  for (let j = 0; j < d; j++) mean[j] = (mean[j] as number) / n;
  let total = 0;
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < d; j++) {
      const v = (data[i * d + j] as number) - (mean[j] as number);
      total += v * v;
    }
  }
  return total / (n * d);
}

function sum(values: Float32Array): number {
  let s = 0;
  for (const v of values) s += v;
  return s;
}
