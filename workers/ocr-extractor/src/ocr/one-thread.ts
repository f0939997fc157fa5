import type { TransferListItem, Worker } from "node:worker_threads";
import { spawnTsWorker } from "./spawn-ts-worker";

interface Pending {
  // biome-ignore lint/suspicious/noExplicitAny: each call resolves with its own kind's result
  resolve(result: any): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/**
 * One worker thread running `module`, for CPU work that must stay off the HTTP event loop:
 * started on first use, asked one message at a time in order ({ id, ...message } in;
 * { id, result } or { id, error } out), and dropped after a failure or a timeout — every call
 * waiting on it is rejected, and the next call starts a new thread. A call not answered
 * within its `timeoutMs` rejects with `${what} timed out`, so a step that never ends (a
 * pathological input) costs the requests waiting on it, not the service.
 */
export class OneThread {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private next = 1;

  constructor(private readonly module: URL) {}

  /** Posts `message` and resolves with the thread's result; `what` names it in errors. */
  call<T>(
    message: Record<string, unknown>,
    what: string,
    timeoutMs: number,
    transfer?: TransferListItem[],
  ): Promise<T> {
    const worker = this.start();
    const id = this.next++;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => this.fail(new Error(`${what} timed out`)), timeoutMs);
      this.pending.set(id, {
        resolve,
        reject: (error) => reject(error.message ? error : new Error(`${what} failed`)),
        timer,
      });
      worker.postMessage({ ...message, id }, transfer);
    });
  }

  /** Starts the thread now (it loads its modules before the first call needs them). */
  warm(): void {
    this.start();
  }

  async close(reason = "thread closed"): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    this.rejectAll(new Error(reason));
    await worker?.terminate();
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = spawnTsWorker(this.module, null);
    worker.on("message", (msg: { id: number; result?: unknown; error?: string }) => {
      const p = this.pending.get(msg.id);
      if (!p) return;
      this.pending.delete(msg.id);
      clearTimeout(p.timer);
      if (msg.error === undefined) p.resolve(msg.result);
      else p.reject(new Error(msg.error));
    });
    worker.once("error", (error) => this.fail(error));
    // A thread that ends without an error event (out of memory, exit) fails what it held.
    worker.once("exit", (code) => {
      if (this.worker === worker) this.fail(new Error(`worker thread exited (code ${code})`));
    });
    worker.unref();
    this.worker = worker;
    return worker;
  }

  /** Rejects every waiting call and drops the thread (the next call starts a new one). */
  private fail(error: Error): void {
    const worker = this.worker;
    this.worker = undefined;
    this.rejectAll(error);
    void worker?.terminate();
  }

  private rejectAll(error: Error): void {
    for (const p of this.pending.values()) {
      clearTimeout(p.timer);
      p.reject(error);
    }
    this.pending.clear();
  }
}
