import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { type CorpusPage, corpusPages } from "../ocr-detector/corpus-pages";
import { openMeasurer, type PageMeasure, summarise } from "../ocr-detector/measure";
import { LINE_STRATEGIES, type LineStrategy } from "../ocr-detector/read-lines";
import { tesseractCli } from "../ocr-engines/cli";
import { receipts, SROIE_DIR } from "../ocr-engines/receipts";
import { BUNDLED_TESSDATA, readReceipts } from "../ocr-engines/receipts-run";
import { postImage, startEngineService } from "../ocr-engines/service";
import { wordMatch } from "../ocr-engines/word-recall";
import { type BenchResult, type BenchSuite, benchServiceEnv } from "../suite";

/**
 * `npm run bench ocr_detector -- [--parts sroie,scans,photos] [--n 10] [--corpus-n 5]
 *    [--seed 7] [--dir ../shared/eval/sroie_dev] [--sizes 512,960,1280]
 *    [--strategies crops,stacked,regions] [--baselines extract,cli|none]`
 *
 * Issue 23's last OCR option: the PP-OCRv4 text detector (ONNX, onnxruntime CPU, one thread)
 * finds the text lines and Tesseract reads only them (psm 7 per line; the lines stacked into
 * one image at psm 6; or each line by SetRectangle inside the page in one addon call),
 * against the whole page read at psm 3 by the same in-process addon, on SROIE receipts (real)
 * and on training-family corpus pages (scans; photos after phase 1). Per page: CPU seconds
 * split into detection (resize, inference, boxes) and recognition, word recall and precision,
 * per detector input size. `--baselines extract,cli` adds, on the same pages, ocr-extractor
 * /extract (`auto`, native engine, one worker; its host's CPU from /proc) and the tesseract
 * CLI (spa+eng psm 3, one thread, bundled models). Held-out families are never read.
 */
const suite: BenchSuite = {
  name: "ocr_detector",
  description:
    "PP-OCRv4 detector + Tesseract per line vs whole-page psm 3, /extract and the CLI: CPU split, word recall",
  async run(args: string[]): Promise<BenchResult> {
    const get = (flag: string) => {
      const i = args.indexOf(`--${flag}`);
      return i >= 0 ? args[i + 1] : undefined;
    };
    const parts = (get("parts") ?? "sroie,scans,photos").split(",");
    const n = Number(get("n") ?? 10);
    const corpusN = Number(get("corpus-n") ?? 5);
    const seed = Number(get("seed") ?? 7);
    const dir = get("dir") ?? SROIE_DIR;
    const sizes = (get("sizes") ?? "512,960,1280").split(",").map(Number);
    const strategies = (get("strategies") ?? LINE_STRATEGIES.join(",")).split(
      ",",
    ) as LineStrategy[];
    const baselines = (get("baselines") ?? "extract,cli").split(",");
    const lang = "spa+eng";
    const measurer = await openMeasurer({ sizes, strategies, lang });
    const metrics: Record<string, unknown> = {
      lang,
      sizes,
      strategies,
      baselines,
      load_average_start: loadavg()[0],
    };
    const table: Record<string, string | number>[] = [];
    const report = (part: string, measured: PageMeasure[], extra: Record<string, Way>) => {
      const ways = { ...extra, ...summarise(measured) };
      const base = ways.page_psm3?.cpu_per_page as number;
      for (const [way, s] of Object.entries(ways)) {
        table.push({
          part,
          way,
          pages: s.pages,
          cpu_s: s.cpu_per_page,
          det_s: s.detection_cpu_per_page ?? "",
          rec_s: s.recognition_cpu_per_page ?? "",
          recall: s.word_recall,
          precision: s.word_precision,
          "psm3/way": Math.round((base / s.cpu_per_page) * 100) / 100,
          "psm3/way_gpu": s.cpu_ratio_vs_page_psm3_detector_on_gpu ?? "",
        });
      }
      return ways;
    };
    try {
      // Warm both engines (models loaded, first-call costs) on a page nobody counts.
      const warm = receipts(dir, 1)[0];
      if (warm) await measurer.measure(warm.bytes, warm.lines);

      if (parts.includes("sroie")) {
        const list = receipts(dir, n);
        if (list.length === 0) metrics.sroie = { skipped: `no receipts in ${dir}` };
        else {
          const measured: PageMeasure[] = [];
          const detail: Record<string, PageMeasure> = {};
          for (const r of list) {
            const m = await measurer.measure(r.bytes, r.lines);
            measured.push(m);
            detail[r.id] = m;
          }
          const readers = baselines.filter((b) => b === "extract" || b === "cli");
          const extra: Record<string, Way> = {};
          if (readers.length) {
            const run = await readReceipts(
              list,
              readers.map((r) => (r === "extract" ? "native" : "cli")),
              { documentType: "auto", tessdataDir: BUNDLED_TESSDATA },
            );
            const s = run.summary as Record<
              string,
              {
                receipts: number;
                cpu_seconds_per_receipt: number;
                word_recall: number;
                word_precision: number;
              }
            >;
            for (const [reader, v] of Object.entries(s)) {
              extra[reader === "native" ? "extract_native" : "cli"] = {
                pages: v.receipts,
                cpu_per_page: v.cpu_seconds_per_receipt,
                word_recall: v.word_recall,
                word_precision: v.word_precision,
              };
            }
          }
          metrics.sroie = {
            dir,
            receipts: list.length,
            ways: report("sroie", measured, extra),
            detail,
          };
        }
      }
      for (const kind of ["scans", "photos"] as const) {
        if (!parts.includes(kind)) continue;
        const { pages, method } = await corpusPages(kind, corpusN, seed);
        const measured: PageMeasure[] = [];
        const detail: Record<string, PageMeasure & { type: string }> = {};
        for (const p of pages) {
          const m = await measurer.measure(p.image, p.lines);
          measured.push(m);
          detail[p.id] = { ...m, type: p.type };
        }
        const extra = await corpusBaselines(pages, baselines, lang);
        metrics[kind] = {
          split: "train",
          seed,
          method,
          documents: pages.length,
          ways: report(kind, measured, extra),
          detail,
        };
      }
    } finally {
      await measurer.close();
    }
    metrics.load_average_end = loadavg()[0];
    return { metrics, table };
  },
};

/** A baseline's summary, in the shape of the detector ways' (without the split). */
interface Way {
  pages: number;
  cpu_per_page: number;
  word_recall: number;
  word_precision: number;
  detection_cpu_per_page?: number;
  recognition_cpu_per_page?: number;
  cpu_ratio_vs_page_psm3_detector_on_gpu?: number;
}

/** /extract (auto, native) and the CLI on corpus pages: CPU per page, pooled word recall. */
async function corpusBaselines(
  pages: CorpusPage[],
  baselines: string[],
  lang: string,
): Promise<Record<string, Way>> {
  const out: Record<string, Way> = {};
  const pooled = (rows: { cpu: number; found: number; truth: number; precision: number }[]) => {
    const truth = rows.reduce((a, r) => a + r.truth, 0);
    return {
      pages: rows.length,
      cpu_per_page: round(rows.reduce((a, r) => a + r.cpu, 0) / rows.length),
      word_recall: round(truth ? rows.reduce((a, r) => a + r.found, 0) / truth : 0),
      word_precision: round(rows.reduce((a, r) => a + r.precision, 0) / rows.length),
    };
  };
  if (baselines.includes("extract") && pages.length) {
    const s = await startEngineService("native", benchServiceEnv());
    const rows = [];
    try {
      await postImage(s.svc, "/extract", (pages[0] as CorpusPage).image, "warm.png", {});
      for (const p of pages) {
        const c0 = process.cpuUsage();
        const h0 = s.hostCpuSeconds();
        const data = await postImage<{ text: string }>(s.svc, "/extract", p.image, "page.png", {
          document_type: "auto",
          confidence_threshold: "0",
        });
        const own = process.cpuUsage(c0);
        const m = wordMatch(data.text, p.lines);
        rows.push({
          cpu: (own.user + own.system) / 1e6 + s.hostCpuSeconds() - h0,
          found: m.found,
          truth: m.truth,
          precision: m.precision,
        });
      }
    } finally {
      await s.close();
    }
    out.extract_native = pooled(rows);
  }
  if (baselines.includes("cli") && pages.length && existsSync(BUNDLED_TESSDATA)) {
    const tmp = mkdtempSync(join(tmpdir(), "iris-ocr-detector-"));
    const rows = [];
    try {
      for (const p of pages) {
        const file = join(tmp, "page.png");
        writeFileSync(file, p.image);
        const r = await tesseractCli(file, { lang, psm: 3, tessdataDir: BUNDLED_TESSDATA });
        const m = wordMatch(r.text, p.lines);
        rows.push({ cpu: r.cpuSeconds, found: m.found, truth: m.truth, precision: m.precision });
      }
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
    out.cli = pooled(rows);
  }
  return out;
}

const round = (v: number, d = 3) => Math.round(v * 10 ** d) / 10 ** d;

export default suite;
