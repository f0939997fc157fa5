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

/**
 * Service settings a bench passes on from its own environment, so that runs compare like
 * with like: the second readings' budget (a busy host must not skip readings a quiet one
 * makes), phase 1's output resolutions (for experiments) and the OCR memory bound.
 */
const PASSED_ON = [
  "OCR_SECOND_READING_BUDGET_MS",
  "DEFAULT_TARGET_DPI",
  "DEFAULT_PAGE_DPI",
  "OCR_MAX_RSS_MB",
];

/**
 * A bench hosts the services in its own process, so the OCR service's memory bound (the
 * process's RSS, 1536 MiB by default, after which tesseract.js workers are replaced) would
 * count phase 1's OpenCV.js heap, the ONNX sessions and the corpus generator too: past it,
 * every page started a fresh worker, which loads its language data again (30 Nov: 9.6 CPU s
 * a document instead of 5.2 on WebAssembly). Deployed, OCR has its process to itself.
 */
const BENCH_OCR_MAX_RSS_MB = "8192";

/** The settings of PASSED_ON that this process's environment sets, over the bench defaults. */
export function benchServiceEnv(): Record<string, string> {
  return {
    OCR_MAX_RSS_MB: BENCH_OCR_MAX_RSS_MB,
    ...Object.fromEntries(
      PASSED_ON.flatMap((name) => {
        const value = process.env[name];
        return value ? [[name, value]] : [];
      }),
    ),
  };
}
