import { loadavg } from "node:os";
import { join } from "node:path";
import { tesseractCli } from "./cli";
import type { Receipt } from "./receipts";
import { type EngineService, postImage, startEngineService } from "./service";
import { wordMatch } from "./word-recall";

/** Who reads: iris /extract on an engine, or the tesseract CLI on the file. */
export type Reader = "native" | "js" | "cli";

interface ExtractData {
  text: string;
  language: string;
  psm_applied: number;
}

/** One reader's reading of one receipt. */
export interface ReceiptReading {
  seconds: number;
  cpu_seconds: number;
  recall: number;
  precision: number;
  exact_recall: number;
  truth_words: number;
  found_words: number;
  /** Pages the engine recognised for this receipt (orientation search reads more). */
  pages_read?: number;
}

const round = (v: number, d = 3) => Math.round(v * 10 ** d) / 10 ** d;
const mean = (v: number[]) => (v.length ? v.reduce((a, b) => a + b, 0) / v.length : Number.NaN);

/**
 * Reads every receipt with each reader in turn (native, js, cli rotated per receipt so load
 * drift falls on all alike), one at a time: /extract at confidence 0 on a one-worker service
 * per engine, the CLI on the file with the language and psm the service used, on the same
 * traineddata. CPU time is measured per reading (this process's for the service and js
 * worker; the native host's from /proc; the CLI child's), so a busy machine slows the wall
 * clock but not the comparison.
 */
export async function readReceipts(
  list: Receipt[],
  readers: Reader[],
  options: {
    documentType: string;
    tessdataDir: string;
    /** OCR_WORKERS of the services (default 1: one page at a time, on one core). */
    workers?: string;
    /** OMP_THREAD_LIMIT of the CLI, or "default" (see tesseractCli). */
    cliThreads?: string;
  },
) {
  const services = new Map<Reader, EngineService>();
  for (const r of readers)
    if (r !== "cli")
      services.set(r, await startEngineService(r, { OCR_WORKERS: options.workers ?? "1" }));
  const rows: Record<string, Partial<Record<Reader, ReceiptReading>>> = {};
  let lang = "spa+eng";
  let psm = 3;
  const loads: number[] = [];
  try {
    const warm = list[0];
    for (const s of services.values()) {
      if (warm) await postImage(s.svc, "/extract", warm.bytes, "warm.jpg", {});
    }
    for (const [i, receipt] of list.entries()) {
      loads.push(loadavg()[0] as number);
      const order = readers.map((_, k) => readers[(i + k) % readers.length] as Reader);
      const row: Partial<Record<Reader, ReceiptReading>> = {};
      for (const reader of order) {
        if (reader === "cli") continue;
        const s = services.get(reader) as EngineService;
        const cpu0 = process.cpuUsage();
        const host0 = s.hostCpuSeconds();
        const pages0 = s.pagesRead();
        const started = performance.now();
        const data = await postImage<ExtractData>(
          s.svc,
          "/extract",
          receipt.bytes,
          `${receipt.id}.jpg`,
          {
            document_type: options.documentType,
            confidence_threshold: "0",
          },
        );
        const seconds = (performance.now() - started) / 1000;
        const own = process.cpuUsage(cpu0);
        lang = data.language;
        psm = data.psm_applied;
        const match = wordMatch(data.text, receipt.lines);
        row[reader] = {
          seconds: round(seconds),
          cpu_seconds: round((own.user + own.system) / 1e6 + s.hostCpuSeconds() - host0),
          recall: round(match.recall),
          precision: round(match.precision),
          exact_recall: round(match.exact_recall),
          truth_words: match.truth,
          found_words: match.found,
          pages_read: s.pagesRead() - pages0,
        };
      }
      if (readers.includes("cli")) {
        const cli = await tesseractCli(receipt.path, {
          threads: options.cliThreads,
          lang,
          psm,
          tessdataDir: options.tessdataDir,
        });
        const match = wordMatch(cli.text, receipt.lines);
        row.cli = {
          seconds: round(cli.seconds),
          cpu_seconds: round(cli.cpuSeconds),
          recall: round(match.recall),
          precision: round(match.precision),
          exact_recall: round(match.exact_recall),
          truth_words: match.truth,
          found_words: match.found,
        };
      }
      rows[receipt.id] = row;
    }
  } finally {
    for (const s of services.values()) await s.close();
  }
  return { rows, lang, psm, loads, summary: summarise(rows, readers) };
}

function summarise(
  rows: Record<string, Partial<Record<Reader, ReceiptReading>>>,
  readers: Reader[],
) {
  return Object.fromEntries(
    readers.map((reader) => {
      const all = Object.values(rows).flatMap((r) => (r[reader] ? [r[reader]] : []));
      const truth = all.reduce((a, r) => a + r.truth_words, 0);
      const found = all.reduce((a, r) => a + r.found_words, 0);
      const pages = all.map((r) => r.pages_read ?? 1);
      return [
        reader,
        {
          receipts: all.length,
          seconds_per_receipt: round(mean(all.map((r) => r.seconds))),
          cpu_seconds_per_receipt: round(mean(all.map((r) => r.cpu_seconds))),
          word_recall: round(truth ? found / truth : 0),
          mean_receipt_recall: round(mean(all.map((r) => r.recall))),
          exact_word_recall: round(mean(all.map((r) => r.exact_recall))),
          word_precision: round(mean(all.map((r) => r.precision))),
          pages_read_per_receipt: round(mean(pages)),
        },
      ];
    }),
  );
}

/** The bundled traineddata folder the services unpack (DATA_DIR default). */
export const BUNDLED_TESSDATA = join(process.cwd(), ".iris/data/ocr-extractor/tessdata");
