import { workerData } from "node:worker_threads";
import Piscina, { transferableSymbol, valueSymbol } from "piscina";
import { PdfPageTooLargeError, UnreadableImageError } from "../pipeline/decode";
import { loadEngine } from "../pipeline/engine";
import { processDocument } from "../pipeline/process";
import { detectDocument, InvalidCornersError, rectifyDocument } from "../pipeline/rectify";
import type { WorkerData } from "./processor-pool";
import type { Task, TaskResult } from "./tasks";

const { engine } = workerData as WorkerData;

/**
 * Runs one task in a worker thread. The engine (native OpenCV or OpenCV.js) is loaded once per
 * thread, on the first task (or the warm-up). Input faults come back as values; anything else throws (a 500).
 */
export default async function handle(task: Task): Promise<unknown> {
  const cv = await loadEngine(engine);
  try {
    switch (task.op) {
      case "warmup":
        return { ok: true, op: "warmup" } satisfies TaskResult;
      case "process": {
        const out = await processDocument(cv, task.bytes, task.format, task.options);
        const rendition = out.rendition ? { rendition: standalone(out.rendition) } : {};
        return movable({
          ok: true,
          op: "process",
          png: standalone(out.png),
          ...rendition,
          summary: out.summary,
        });
      }
      case "detect": {
        const summary = await detectDocument(cv, task.bytes, task.format, task.maxPixels);
        return { ok: true, op: "detect", summary } satisfies TaskResult;
      }
      case "unwarp": {
        const { png, summary } = await rectifyDocument(cv, task.bytes, task.format, task.options);
        return movable({ ok: true, op: "unwarp", png: standalone(png), summary });
      }
    }
  } catch (error) {
    if (error instanceof UnreadableImageError) {
      return { ok: false, fault: "unreadable", message: error.message } satisfies TaskResult;
    }
    if (error instanceof PdfPageTooLargeError) {
      const { message, details } = error;
      return { ok: false, fault: "too_large", message, details } satisfies TaskResult;
    }
    if (error instanceof InvalidCornersError) {
      return { ok: false, fault: "invalid_corners", message: error.message } satisfies TaskResult;
    }
    throw error;
  }
}

/** A copy that owns its whole ArrayBuffer, so it can be transferred without detaching others. */
function standalone(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
    ? bytes
    : bytes.slice();
}

/**
 * Hands the PNG's buffer to the main thread instead of copying it. Piscina 5 unwraps a
 * transferable result only when it went through `Piscina.move`; a bare object with the two
 * symbols would be structured-cloned without them and arrive empty.
 */
function movable(result: TaskResult & { png: Uint8Array; rendition?: Uint8Array }) {
  const buffers = [result.png.buffer];
  if (result.rendition) buffers.push(result.rendition.buffer);
  return Piscina.move({
    [transferableSymbol]: buffers,
    [valueSymbol]: result,
  });
}
