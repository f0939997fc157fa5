import { existsSync } from "node:fs";
import { loadavg } from "node:os";
import { receipts, SROIE_DIR } from "../ocr-engines/receipts";
import { BUNDLED_TESSDATA, type Reader, readReceipts } from "../ocr-engines/receipts-run";
import type { BenchResult, BenchSuite } from "../suite";

/**
 * `npm run bench ocr_engines -- [--n 100] [--dir ../shared/eval/sroie_dev]
 *    [--readers native,js,cli] [--document-type auto] [--workers 1] [--cli-threads 1|default]`
 *
 * `--workers 2` gives the services two OCR workers, as `npm start` does on two cores (a tall
 * receipt is then read in two parts side by side); `--cli-threads default` runs the CLI with
 * OpenMP as it comes (every core) instead of one thread.
 *
 * Real receipts (SROIE) through ocr-extractor /extract on the native addon and on
 * tesseract.js, and through the tesseract CLI, in the same run: seconds and CPU seconds per
 * receipt, word recall against the annotated lines, and the speed ratios.
 */
const suite: BenchSuite = {
  name: "ocr_engines",
  description:
    "OCR engines on real receipts: s/receipt, CPU s/receipt, word recall (addon, js, CLI)",
  async run(args: string[]): Promise<BenchResult> {
    const get = (flag: string) => {
      const i = args.indexOf(`--${flag}`);
      return i >= 0 ? args[i + 1] : undefined;
    };
    const dir = get("dir") ?? SROIE_DIR;
    const n = Number(get("n") ?? 100);
    const readers = (get("readers") ?? "native,js,cli").split(",") as Reader[];
    const documentType = get("document-type") ?? "auto";
    if (!existsSync(dir)) return { metrics: { skipped: `${dir} not found` }, table: [] };
    const list = receipts(dir, n);
    if (list.length === 0) return { metrics: { skipped: `no receipts in ${dir}` }, table: [] };
    // The services unpack the bundled traineddata there (DATA_DIR's default) before the CLI runs.
    const workers = get("workers") ?? "1";
    const cliThreads = get("cli-threads") ?? "1";
    const run = await readReceipts(list, readers, {
      documentType,
      tessdataDir: BUNDLED_TESSDATA,
      workers,
      cliThreads,
    });
    const s = run.summary as Record<
      string,
      { seconds_per_receipt: number; cpu_seconds_per_receipt: number; word_recall: number }
    >;
    const ratio = (a: string, b: string, key: "seconds_per_receipt" | "cpu_seconds_per_receipt") =>
      s[a] && s[b] ? Math.round((s[b][key] / s[a][key]) * 100) / 100 : undefined;
    const metrics = {
      receipts: list.length,
      dir,
      document_type: documentType,
      workers,
      cli_threads: cliThreads,
      language: run.lang,
      psm: run.psm,
      load_average: { start: run.loads[0], end: loadavg()[0], max: Math.max(...run.loads) },
      summary: run.summary,
      speedup_vs_cli: {
        native_wall: ratio("native", "cli", "seconds_per_receipt"),
        native_cpu: ratio("native", "cli", "cpu_seconds_per_receipt"),
        js_wall: ratio("js", "cli", "seconds_per_receipt"),
        js_cpu: ratio("js", "cli", "cpu_seconds_per_receipt"),
      },
      receipts_detail: run.rows,
    };
    const table = Object.entries(run.summary).map(([reader, v]) => ({ reader, ...v }));
    return { metrics, table };
  },
};

export default suite;
