/** The clustering worker thread: k-means and silhouettes, off the HTTP event loop. */
import { availableParallelism } from "node:os";
import { serveRpc } from "@iris/ml-core";
import { clusterFixedK, sampleIndices, sweepK } from "./cluster-embeddings";
import { DistanceKernel } from "./distance-kernel";
import type { ClusteringRequest, Solution } from "./protocol";

let kernel: Promise<DistanceKernel> | undefined;

serveRpc<ClusteringRequest>(async (request) => {
  kernel ??= DistanceKernel.create(availableParallelism());
  const k = await kernel;
  let solution: Solution;
  if (request.op === "sweep") {
    const sweep = await sweepK(request, k);
    solution = {
      ...pick(sweep.best),
      score: sweep.bestScore,
      figures: sweep.figures,
      scores: sweep.scores,
      sampled: sweep.sampled,
    };
  } else {
    const fixed = await clusterFixedK(request, request.k, k);
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
