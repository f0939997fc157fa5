import { createSession, GraphBuilder, type OnnxSession } from "@iris/ml-core";

/**
 * D[i, j] = max(‖aᵢ‖² + ‖bⱼ‖² − 2·aᵢ·bⱼ, 0), the squared Euclidean distances a × b. `a2`
 * ([n, 1]) may be given: the data's norms do not change between k-means steps.
 */
function squaredDistances(g: GraphBuilder, a: string, b: string, a2Input?: string): string {
  const ab = g.op("MatMul", [a, g.op("Transpose", [b], { perm: [1, 0] })]);
  const a2 = a2Input ?? g.op("ReduceSumSquare", [a], { axes: [1], keepdims: 1 });
  const b2 = g.op("Transpose", [g.op("ReduceSumSquare", [b], { axes: [1], keepdims: 1 })], {
    perm: [1, 0],
  });
  const sum = g.op("Sub", [g.op("Add", [a2, b2]), g.op("Mul", [ab, g.scalar(2)])]);
  return g.op("Max", [sum, g.scalar(0)]);
}

/** The pairwise graph: a [n, d], b [m, d] → d2 [n, m]. */
export function buildDistanceGraph(): Uint8Array {
  const g = new GraphBuilder("pairwise_sq_distance");
  const d2 = squaredDistances(g, g.input("a", ["n", "d"]), g.input("b", ["m", "d"]));
  g.output(d2, "d2", ["n", "m"]);
  return g.toBytes({ description: "pairwise squared Euclidean distances" });
}

/**
 * One Lloyd step as a graph: x [n, d], x2 [n, 1] (its squared norms), centroids [k, d],
 * ids [k] (0..k−1) → each point's
 * nearest centroid (`labels`), its squared distance (`d2min`), and per cluster the sum of
 * its members (`sums` [k, d], a one-hot MatMul) and their count (`counts`).
 */
export function buildLloydGraph(): Uint8Array {
  const g = new GraphBuilder("lloyd_step");
  const x = g.input("x", ["n", "d"]);
  const x2 = g.input("x2", ["n", 1]);
  const d2 = squaredDistances(g, x, g.input("centroids", ["k", "d"]), x2);
  const labels = g.op("ArgMin", [d2], { axis: 1, keepdims: 0 });
  const nearest = g.op("ReduceMin", [d2], { axes: [1], keepdims: 0 });
  const ids = g.input("ids", ["k"], "int64");
  const column = g.op("Unsqueeze", [labels, g.int64([1])]);
  const oneHot = g.op("Cast", [g.op("Equal", [column, ids])], { to: 1 });
  const sums = g.op("MatMul", [g.op("Transpose", [oneHot], { perm: [1, 0] }), x]);
  const counts = g.op("ReduceSum", [oneHot, g.int64([0])], { keepdims: 0 });
  // int32 out: converting n BigInts in JavaScript cost more than the step's arithmetic.
  g.output(g.op("Cast", [labels], { to: 6 }), "labels", ["n"], "int32");
  g.output(nearest, "d2min", ["n"]);
  g.output(sums, "sums", ["k", "d"]);
  g.output(counts, "counts", ["k"]);
  return g.toBytes({ description: "one k-means Lloyd step" });
}

/** One Lloyd step's outputs. */
export interface LloydStep {
  labels: Int32Array;
  d2min: Float32Array;
  sums: Float32Array;
  counts: Float32Array;
}

/**
 * The clustering maths through onnxruntime (SIMD, multi-threaded MatMul): the k-means
 * assignment and update and the silhouette's distance matrix are matrix products, an order
 * of magnitude faster there than in JavaScript loops. Blocks its thread: use it in a worker.
 */
export class DistanceKernel {
  private constructor(
    private readonly pairwise: OnnxSession,
    private readonly lloyd: OnnxSession,
  ) {}

  /** Creates the sessions with `threads` intra-op threads. */
  static async create(threads: number): Promise<DistanceKernel> {
    const settings = { provider: "cpu" as const, intraOpThreads: threads };
    const [pairwise, lloyd] = await Promise.all([
      createSession(buildDistanceGraph(), settings),
      createSession(buildLloydGraph(), settings),
    ]);
    return new DistanceKernel(pairwise, lloyd);
  }

  /** Squared distances, row-major [n, m], between `a` (n × d) and `b` (m × d). */
  async squared(a: Float32Array, n: number, b: Float32Array, m: number, d: number) {
    const out = await this.pairwise.run({
      a: { data: a, dims: [n, d] },
      b: { data: b, dims: [m, d] },
    });
    return out.d2?.data as Float32Array;
  }

  /**
   * Assigns the n × d rows `x` (squared norms `x2`) to the k centroids and sums each
   * cluster's members.
   */
  async step(
    x: Float32Array,
    x2: Float32Array,
    n: number,
    centroids: Float32Array,
    k: number,
    d: number,
  ) {
    const ids = BigInt64Array.from({ length: k }, (_, i) => BigInt(i));
    const out = await this.lloyd.run({
      x: { data: x, dims: [n, d] },
      x2: { data: x2, dims: [n, 1] },
      centroids: { data: centroids, dims: [k, d] },
      ids: { data: ids, dims: [k] },
    });
    return {
      labels: out.labels?.data as Int32Array,
      d2min: out.d2min?.data as Float32Array,
      sums: out.sums?.data as Float32Array,
      counts: out.counts?.data as Float32Array,
    } satisfies LloydStep;
  }

  /** Releases the sessions. */
  async release(): Promise<void> {
    await Promise.all([this.pairwise.release(), this.lloyd.release()]);
  }
}
