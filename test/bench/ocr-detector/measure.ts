import { loadTesseract, type NativeReader } from "@iris/native-tesseract";
import sharp from "sharp";
import { ensureTessdata } from "../../../workers/ocr-extractor/src/ocr/tessdata";
import { BUNDLED_TESSDATA } from "../ocr-engines/receipts-run";
import { wordMatch } from "../ocr-engines/word-recall";
import { type GreyPage, seconds, TextDetector } from "./detector";
import { encode, type LineStrategy, readLines, tsvLines } from "./read-lines";

/** What one way of reading a page found and cost. */
export interface Read {
  /** CPU seconds of this process (the addon runs in it, on libuv's pool). */
  cpu: number;
  found: number;
  truth: number;
  precision: number;
  calls: number;
}

/** One page measured every way. */
export interface PageMeasure {
  width: number;
  height: number;
  /** Decoding to grey and encoding the PNG Tesseract reads: the same for every way. */
  prepare_cpu: number;
  /** The whole page in one call at psm 3 (what /extract's page reading is). */
  page_psm3: Read;
  /** Per detector input size (longer side). */
  detection: Record<
    string,
    {
      input: [number, number];
      boxes: number;
      cpu: { resize: number; inference: number; postprocess: number; total: number };
      reads: Partial<Record<LineStrategy, Read>>;
    }
  >;
}

/** The detector and an in-process libtesseract reader, both on one thread. */
export interface Measurer {
  measure(image: Buffer, truthLines: string[]): Promise<PageMeasure>;
  close(): Promise<void>;
}

export interface MeasureOptions {
  /** Detector input sizes (longer side, px). */
  sizes: number[];
  strategies: LineStrategy[];
  /** Tesseract languages for every reading ("spa+eng": the service's `auto`). */
  lang: string;
}

/**
 * Opens the detector (onnxruntime CPU, one intra-op thread) and a libtesseract reader in
 * this process (OMP_THREAD_LIMIT=1, as the service's hosts run). Throws when the addon is not
 * built.
 */
export async function openMeasurer(options: MeasureOptions): Promise<Measurer> {
  // libgomp reads it when libtesseract loads: before the addon is required.
  process.env.OMP_THREAD_LIMIT = "1";
  const loaded = loadTesseract();
  if (!("binding" in loaded)) throw new Error(loaded.reason);
  const reader: NativeReader = new loaded.binding.Reader(ensureTessdata(BUNDLED_TESSDATA));
  const detector = await TextDetector.open(1);
  const settings = { lang: options.lang, dpi: 300 };

  const read = async (work: () => Promise<{ text: string; calls: number }>, truth: string[]) => {
    const c0 = process.cpuUsage();
    const { text, calls } = await work();
    const cpu = seconds(c0, process.cpuUsage());
    const m = wordMatch(text, truth);
    return { cpu, found: m.found, truth: m.truth, precision: m.precision, calls };
  };

  return {
    async measure(image, truthLines) {
      const c0 = process.cpuUsage();
      const { data, info } = await sharp(image)
        .rotate()
        .flatten({ background: "#ffffff" })
        .greyscale()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const page: GreyPage = { data, width: info.width, height: info.height };
      const png = await encode(data, info.width, info.height);
      const prepare = seconds(c0, process.cpuUsage());
      const page_psm3 = await read(async () => {
        const tsv = await reader.recognize(png, { ...settings, psm: 3 });
        return { text: tsvLines(tsv).join("\n"), calls: 1 };
      }, truthLines);
      const detection: PageMeasure["detection"] = {};
      for (const size of options.sizes) {
        const d = await detector.detect(page, size);
        const reads: Partial<Record<LineStrategy, Read>> = {};
        for (const strategy of options.strategies) {
          reads[strategy] = await read(
            () => readLines(reader, strategy, page, png, d.boxes, settings),
            truthLines,
          );
        }
        detection[String(size)] = {
          input: d.input,
          boxes: d.boxes.length,
          cpu: { ...d.cpu, total: d.cpu.resize + d.cpu.inference + d.cpu.postprocess },
          reads,
        };
      }
      return { width: info.width, height: info.height, prepare_cpu: prepare, page_psm3, detection };
    },
    async close() {
      reader.close();
      await detector.close();
    },
  };
}

const round = (v: number, d = 3) => Math.round(v * 10 ** d) / 10 ** d;
const mean = (v: number[]) => (v.length ? v.reduce((a, b) => a + b, 0) / v.length : Number.NaN);

/** One way of reading, over many pages. */
export interface WaySummary {
  pages: number;
  /** Mean CPU s per page; for the detector ways split into detection and recognition. */
  cpu_per_page: number;
  detection_cpu_per_page?: number;
  detection_inference_cpu_per_page?: number;
  recognition_cpu_per_page?: number;
  /** Found true words over true words, pooled. */
  word_recall: number;
  word_precision: number;
  /** `cpu_per_page` of the whole-page psm 3 reading over this one's (> 1: this is cheaper). */
  cpu_ratio_vs_page_psm3: number;
  /** The same with detection free (a GPU's share: what stays on the CPU is resize and boxes). */
  cpu_ratio_vs_page_psm3_detector_on_gpu?: number;
  calls_per_page: number;
  boxes_per_page?: number;
}

/** Per way of reading ("page_psm3", "det960+regions", ...): CPU, recall, ratio. */
export function summarise(pages: PageMeasure[]): Record<string, WaySummary> {
  const out: Record<string, WaySummary> = {};
  const pooled = (reads: Read[]) => {
    const truth = reads.reduce((a, r) => a + r.truth, 0);
    return truth ? reads.reduce((a, r) => a + r.found, 0) / truth : 0;
  };
  const base = mean(pages.map((p) => p.page_psm3.cpu));
  out.page_psm3 = {
    pages: pages.length,
    cpu_per_page: round(base),
    word_recall: round(pooled(pages.map((p) => p.page_psm3))),
    word_precision: round(mean(pages.map((p) => p.page_psm3.precision))),
    cpu_ratio_vs_page_psm3: 1,
    calls_per_page: 1,
  };
  const first = pages[0];
  if (!first) return out;
  for (const [size, d] of Object.entries(first.detection)) {
    const dets = pages.map((p) => p.detection[size] as PageMeasure["detection"][string]);
    const detCpu = mean(dets.map((d) => d.cpu.total));
    const inference = mean(dets.map((d) => d.cpu.inference));
    for (const strategy of Object.keys(d.reads) as LineStrategy[]) {
      const reads = dets.map((d) => d.reads[strategy] as Read);
      const rec = mean(reads.map((r) => r.cpu));
      out[`det${size}+${strategy}`] = {
        pages: pages.length,
        cpu_per_page: round(detCpu + rec),
        detection_cpu_per_page: round(detCpu),
        detection_inference_cpu_per_page: round(inference),
        recognition_cpu_per_page: round(rec),
        word_recall: round(pooled(reads)),
        word_precision: round(mean(reads.map((r) => r.precision))),
        cpu_ratio_vs_page_psm3: round(base / (detCpu + rec), 2),
        cpu_ratio_vs_page_psm3_detector_on_gpu: round(base / (detCpu - inference + rec), 2),
        calls_per_page: round(mean(reads.map((r) => r.calls)), 1),
        boxes_per_page: round(mean(dets.map((d) => d.boxes)), 1),
      };
    }
  }
  return out;
}
