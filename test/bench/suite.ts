/** What a benchmark suite returns: named measurements plus rows for the printed table. */
export interface BenchResult {
  /** Free-form measurements written to the JSON file. */
  metrics: Record<string, unknown>;
  /** Rows printed as a table (keep them few and readable). */
  table: Record<string, string | number>[];
}

/** A benchmark suite: `npm run bench <name>` runs it. */
export interface BenchSuite {
  name: string;
  description: string;
  run(args: string[]): Promise<BenchResult>;
}

/** Percentile of `values` (0–100), nearest-rank. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] as number;
}
