import { availableParallelism } from "node:os";

/** How many inference workers to run and how many ORT threads each may use. */
export interface ThreadPlan {
  workers: number;
  intraOpThreads: number;
}

/**
 * Splits the cores between workers so sessions do not oversubscribe them: each of `workers`
 * gets floor(cores / workers) intra-op threads (at least 1). An explicit `intraOpThreads`
 * wins. With 2 cores: 1 worker × 2 threads or 2 workers × 1 thread.
 */
export function planThreads(
  workers: number,
  intraOpThreads?: number,
  cores = availableParallelism(),
): ThreadPlan {
  const w = Math.max(1, Math.floor(workers));
  return { workers: w, intraOpThreads: intraOpThreads ?? Math.max(1, Math.floor(cores / w)) };
}
