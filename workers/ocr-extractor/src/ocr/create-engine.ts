import { join } from "node:path";
import { HOST_PATH, loadTesseract } from "@iris/native-tesseract";
import type { OcrExtractorConfig } from "../config";
import { JsEngine } from "./js-engine";
import { NativeEngine } from "./native-engine";
import { ensureTessdata } from "./tessdata";
import type { OcrEngine } from "./types";

/** The engine OCR_ENGINE asked for and got, and why (for /health and the log). */
export interface EngineChoice {
  engine: OcrEngine;
  note: string;
}

/** Whether the native addon serves here: its libraries' versions, or why not. */
export type NativeAvailability = { versions: string } | { reason: string };

/** Loads the addon (honouring IRIS_NATIVE=off) and says whether it can serve. */
export function nativeAvailability(): NativeAvailability {
  const loaded = loadTesseract();
  return "binding" in loaded ? { versions: loaded.binding.versions() } : loaded;
}

/**
 * Builds the configured engine. `native` needs the addon (native/tesseract, built by
 * scripts/build-native.mjs where libtesseract-dev is installed) and stops start-up without
 * it; `auto` uses it when it is there and falls back to tesseract.js otherwise. Both read
 * the same npm-shipped traineddata, unpacked once under DATA_DIR.
 */
export function createEngine(
  config: OcrExtractorConfig,
  native: NativeAvailability = nativeAvailability(),
): EngineChoice {
  const tessdataDir = ensureTessdata(join(config.DATA_DIR, "ocr-extractor", "tessdata"));
  if (config.OCR_ENGINE !== "js") {
    if ("versions" in native) {
      const engine = new NativeEngine({
        hostPath: HOST_PATH,
        tessdataDir,
        versions: native.versions,
        workers: config.OCR_WORKERS,
        queueLimit: config.OCR_QUEUE_LIMIT,
        timeoutMs: config.OCR_TIMEOUT_MS,
        maxHostRssBytes: (config.OCR_MAX_RSS_MB * 2 ** 20) / config.OCR_WORKERS,
      });
      return { engine, note: `native (${native.versions})` };
    }
    if (config.OCR_ENGINE === "native") throw new Error(`OCR_ENGINE=native: ${native.reason}`);
    return { engine: jsEngine(config, tessdataDir), note: `tesseract.js (${native.reason})` };
  }
  return { engine: jsEngine(config, tessdataDir), note: "tesseract.js (OCR_ENGINE=js)" };
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
