import { defaultInits } from "./kmeans";
import { overBudget } from "./stops";

/**
 * Tunables of clustering's compute bound. One Lloyd step at k costs about n·k·d multiply-adds
 * (distances, then the members' sums) plus a fixed share per row (argmin, norms, labels); a
 * pass is one step at every candidate k, and each seeding repeats the pass. How many steps a
 * pass takes depends on the data and is left to the deadline (CLUSTER_TIMEOUT_MS).
 */
export const CLUSTERING_TUNING = {
  /** Per-row cost of a step beyond its k·d multiply-adds, in the same units (measured). */
  rowCost: 256,
  /** Jobs up to this much work take the light lane: a few milliseconds of arithmetic. */
  lightWork: 2e7,
  /** Light jobs waiting before 503: each takes milliseconds, so a long queue still drains fast. */
  lightQueueLimit: 64,
} as const;

/** What the budget allows a request: how many seedings, and the work that costs. */
export interface ClusteringPlan {
  inits: number;
  /** inits × n × Σk (k·d + rowCost). */
  work: number;
}

/** Work of one seeding over the candidate ks: n × Σk (k·d + rowCost). */
export function passWork(n: number, d: number, ks: readonly number[]): number {
  let perRow = 0;
  for (const k of ks) perRow += k * d + CLUSTERING_TUNING.rowCost;
  return n * perRow;
}

/**
 * The seedings that fit `budget` (scikit-learn's default count at most, never below one), or
 * 413 when even one seeding does not fit — naming the largest max_clusters that would.
 */
export function planClustering(
  n: number,
  d: number,
  ks: readonly number[],
  budget: number,
): ClusteringPlan {
  const pass = passWork(n, d, ks);
  const fits = Math.floor(budget / pass);
  if (fits < 1) {
    const lo = ks[0] as number;
    let hi = lo - 1;
    for (let work = 0; ; hi++) {
      work += n * ((hi + 1) * d + CLUSTERING_TUNING.rowCost);
      if (work > budget) break;
    }
    const hint =
      hi >= lo
        ? `max_clusters ${hi} would fit`
        : `even k = ${lo} alone needs ${passWork(n, d, [lo]).toExponential(2)}: send fewer or shorter embeddings`;
    throw overBudget(
      `${n} embeddings × ${d} dimensions with k ${lo}..${ks.at(-1)} need ${pass.toExponential(2)} work units (n × Σk (k·d + ${CLUSTERING_TUNING.rowCost})); the budget is ${budget.toExponential(2)} (CLUSTER_WORK_BUDGET); ${hint}`,
    );
  }
  const inits = Math.min(defaultInits(n), fits);
  return { inits, work: inits * pass };
}
