import { join } from "node:path";
import type { OcrExtractorConfig } from "../config";
import { JsEngine } from "./js-engine";
import { NativeEngine, probeNativeTesseract } from "./native-engine";
import { ensureTessdata } from "./tessdata";
import type { OcrEngine } from "./types";

/** The engine OCR_ENGINE asks for, and why (for /health and the logs). */
export interface EngineChoice {
  engine: OcrEngine;
  note: string;
}

/**
 * Builds the configured engine. `native` needs the `tesseract` binary with spa and eng and
 * stops start-up without it; `auto` uses it when present and falls back to tesseract.js.
 */
export function createEngine(config: OcrExtractorConfig): EngineChoice {
  const tessdataDir = ensureTessdata(join(config.DATA_DIR, "ocr-extractor", "tessdata"));
  const common = {
    workers: config.OCR_WORKERS,
    queueLimit: config.OCR_QUEUE_LIMIT,
    timeoutMs: config.OCR_TIMEOUT_MS,
  };
  if (config.OCR_ENGINE !== "js") {
    const dir = config.OCR_NATIVE_TESSDATA === "bundled" ? tessdataDir : undefined;
    const probe = probeNativeTesseract(config.TESSERACT_BIN, dir);
    const usable = probe && ["spa", "eng"].every((l) => probe.languages.includes(l));
    if (usable) {
      return {
        engine: new NativeEngine({ ...common, bin: config.TESSERACT_BIN, tessdataDir: dir }),
        note: `native ${probe.version}`,
      };
    }
    const why = probe
      ? `${config.TESSERACT_BIN} lacks spa/eng traineddata`
      : `${config.TESSERACT_BIN} not found`;
    if (config.OCR_ENGINE === "native") {
      throw new Error(`OCR_ENGINE=native: ${why}`);
    }
    return { engine: jsEngine(config, tessdataDir), note: `tesseract.js (${why})` };
  }
  return { engine: jsEngine(config, tessdataDir), note: "tesseract.js" };
}

function jsEngine(config: OcrExtractorConfig, tessdataDir: string): JsEngine {
  return new JsEngine({
    workers: config.OCR_WORKERS,
    maxJobsPerWorker: config.OCR_WORKER_MAX_JOBS,
    maxRssBytes: config.OCR_MAX_RSS_MB * 1024 * 1024,
    queueLimit: config.OCR_QUEUE_LIMIT,
    timeoutMs: config.OCR_TIMEOUT_MS,
    tessdataDir,
  });
}
