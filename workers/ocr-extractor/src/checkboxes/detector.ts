import type { Worker } from "node:worker_threads";
import { spawnTsWorker } from "../ocr/spawn-ts-worker";
import type { BoxMark, FindBoxesOptions } from "./find-boxes";
import type { FindUncoveredOptions, Region } from "./find-uncovered";
import type { RemoveRulesOptions } from "./remove-rules";

interface Pending {
  // biome-ignore lint/suspicious/noExplicitAny: each request resolves with its own kind's result
  resolve(result: any): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/**
 * Finds checkbox squares in prepared pages on one worker thread, started on first use and
 * restarted after a failure or a timeout. Pages are analysed one at a time, in order.
 */
export class BoxDetector {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private next = 1;

  constructor(private readonly timeoutMs: number) {}

  /** The boxes of a PNG, in its pixels. */
  detect(png: Buffer, options: FindBoxesOptions): Promise<BoxMark[]> {
    return this.run<BoxMark[]>(png, "boxes", options);
  }

  /** Rows of print in a PNG that none of `options.words` covers (see findUncoveredText). */
  uncovered(png: Buffer, options: FindUncoveredOptions): Promise<Region[]> {
    return this.run<Region[]>(png, "uncovered", options);
  }

  /**
   * The PNG with its ruled lines whitened (see removeRules), or undefined when it has none.
   */
  async withoutRules(png: Buffer, options: RemoveRulesOptions): Promise<Buffer | undefined> {
    const { png: out } = await this.run<{ wiped: number; png?: Uint8Array }>(png, "rules", options);
    return out ? Buffer.from(out.buffer, out.byteOffset, out.byteLength) : undefined;
  }

  private run<T>(png: Buffer, kind: "boxes" | "uncovered" | "rules", options: unknown): Promise<T> {
    const worker = this.start();
    const id = this.next++;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.fail(
          new Error(`${kind === "boxes" ? "checkbox detection" : "page analysis"} timed out`),
        );
      }, this.timeoutMs);
      this.pending.set(id, { resolve, reject, timer });
      worker.postMessage({ id, png: new Uint8Array(png), kind, options });
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    for (const p of this.pending.values()) {
      clearTimeout(p.timer);
      p.reject(new Error("checkbox detector closed"));
    }
    this.pending.clear();
    await worker?.terminate();
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = spawnTsWorker(new URL("./box-worker.ts", import.meta.url), null);
    worker.on("message", (msg: { id: number; result?: unknown; error?: string }) => {
      const p = this.pending.get(msg.id);
      if (!p) return;
      this.pending.delete(msg.id);
      clearTimeout(p.timer);
      if (msg.result) p.resolve(msg.result);
      else p.reject(new Error(msg.error ?? "page analysis failed"));
    });
    worker.once("error", (error) => this.fail(error));
    worker.unref();
    this.worker = worker;
    return worker;
  }

  /** Rejects every waiting page and drops the worker (the next page starts a new one). */
  private fail(error: Error): void {
    const worker = this.worker;
    this.worker = undefined;
    for (const p of this.pending.values()) {
      clearTimeout(p.timer);
      p.reject(error);
    }
    this.pending.clear();
    void worker?.terminate();
  }
}
