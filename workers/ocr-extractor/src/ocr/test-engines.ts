import { join } from "node:path";
import { HOST_PATH } from "@iris/native-tesseract";
import { nativeAvailability } from "./create-engine";
import { JsEngine } from "./js-engine";
import { NativeEngine } from "./native-engine";
import { ensureTessdata } from "./tessdata";
import type { OcrEngine } from "./types";

/** Pool settings a test may change; the rest are generous. */
export interface TestEngineOptions {
  workers?: number;
  queueLimit?: number;
  timeoutMs?: number;
}

/** The traineddata folder the tests share (the one `npm start` uses). */
export const testTessdataDir = ensureTessdata(
  join(process.cwd(), ".iris/data/ocr-extractor/tessdata"),
);

/** Whether the native addon serves here: built, and not switched off with IRIS_NATIVE=off. */
export const nativeHere = nativeAvailability();

/** A native engine on the test traineddata. */
export function testNativeEngine(
  options: TestEngineOptions & { maxHostRssBytes?: number } = {},
): NativeEngine {
  return new NativeEngine({
    hostPath: HOST_PATH,
    tessdataDir: testTessdataDir,
    versions: "versions" in nativeHere ? nativeHere.versions : "",
    workers: 1,
    queueLimit: 16,
    timeoutMs: 60_000,
    maxHostRssBytes: 2 ** 31,
    ...options,
  });
}

/** A tesseract.js engine on the test traineddata. */
export function testJsEngine(
  options: TestEngineOptions & { maxJobsPerWorker?: number; maxRssBytes?: number } = {},
): JsEngine {
  return new JsEngine({
    workers: 1,
    maxJobsPerWorker: 100,
    maxRssBytes: 8 * 1024 ** 3,
    queueLimit: 16,
    timeoutMs: 60_000,
    tessdataDir: testTessdataDir,
    ...options,
  });
}

/**
 * The engines tests run against: tesseract.js always, the native addon when it is built
 * here (and IRIS_NATIVE is not off).
 */
export function enginesUnderTest(): {
  name: OcrEngine["name"];
  make(options?: TestEngineOptions): OcrEngine;
}[] {
  return [
    { name: "js", make: testJsEngine },
    ...("versions" in nativeHere ? [{ name: "native" as const, make: testNativeEngine }] : []),
  ];
}

/** Resolves once `engine` is reading a page in one of its hosts. */
export async function whileReading(engine: NativeEngine): Promise<void> {
  while (engine.status().reading === 0) await new Promise((resolve) => setTimeout(resolve, 20));
}
