/** The clustering worker thread: k-means and silhouettes, off the HTTP event loop. */
import { serveRpc } from "@iris/ml-core";
import { clusterFixedK, sampleIndices, sweepK } from "./cluster-embeddings";
import { DistanceKernel } from "./distance-kernel";
import type { Solution, WarmRequest, WorkerRequest } from "./protocol";

/** Thrown at a checkpoint once the owner asked the job to stop. */
const ABORTED = "clustering aborted";

let kernel: Promise<DistanceKernel> | undefined;

serveRpc<WorkerRequest | WarmRequest>(async (request) => {
  kernel ??= DistanceKernel.create(request.threads);
  const k = await kernel;
  if (request.op === "warm") return { result: null };
  const flag = new Int32Array(request.abort);
  const checkpoint = () => {
    if (Atomics.load(flag, 0) !== 0) throw new Error(ABORTED);
  };
  let solution: Solution;
  if (request.op === "sweep") {
    const sweep = await sweepK(request, k, { checkpoint });
    solution = {
      ...pick(sweep.best),
      score: sweep.bestScore,
      figures: sweep.figures,
      scores: sweep.scores,
      sampled: sweep.sampled,
    };
  } else {
    const fixed = await clusterFixedK(request, request.k, k, { checkpoint });
    solution = {
      ...pick(fixed.result),
      score: fixed.score,
      figures: fixed.figures,
      sampled: sampleIndices(request.n, request.sampleSize, request.seed).length,
    };
  }
  return {
    result: solution,
    transfer: [solution.labels.buffer as ArrayBuffer, solution.centroids.buffer as ArrayBuffer],
  };
});

function pick(r: {
  k: number;
  labels: Int32Array;
  centroids: Float32Array;
  iterations: number;
  inertia: number;
}) {
  return {
    k: r.k,
    labels: r.labels,
    centroids: r.centroids,
    iterations: r.iterations,
    inertia: r.inertia,
  };
}
