import type { TransferListItem, Worker } from "node:worker_threads";
import { spawnTsWorker } from "./spawn-ts-worker";

interface Pending {
  // biome-ignore lint/suspicious/noExplicitAny: each call resolves with its own kind's result
  resolve(result: any): void;
  reject(error: Error): void;
  /** The message as posted, kept to post it again to a new thread. */
  message: Record<string, unknown>;
  /** False when its buffers were transferred: it cannot be posted again. */
  repeatable: boolean;
  /** Names the call in errors. */
  what: string;
  timeoutMs: number;
  /** Set while the call is the thread's: from its turn. */
  timer?: NodeJS.Timeout;
}

/**
 * One worker thread running `module`, for CPU work that must stay off the HTTP event loop:
 * started on first use, asked one message at a time in order ({ id, ...message } in;
 * { id, result } or { id, error } out). The call at the head of the queue is the one the
 * thread is working on. When it is not answered within its `timeoutMs`, counted from its turn,
 * or the thread dies under it, that call alone is rejected (`${what} timed out`, or the
 * thread's error), the thread is replaced, and the calls behind it are posted to the new one:
 * a step that never ends (a pathological input) costs its own request, not the service or the
 * requests queued after it.
 */
export class OneThread {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private next = 1;

  constructor(private readonly module: URL) {}

  /**
   * Posts `message` and resolves with the thread's result; `what` names it in errors. With
   * `transfer`, the message cannot be posted again: it fails with the thread that held it.
   */
  call<T>(
    message: Record<string, unknown>,
    what: string,
    timeoutMs: number,
    transfer?: TransferListItem[],
  ): Promise<T> {
    const worker = this.start();
    const id = this.next++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, {
        resolve,
        reject: (error) => reject(error.message ? error : new Error(`${what} failed`)),
        message,
        repeatable: !transfer?.length,
        what,
        timeoutMs,
      });
      worker.postMessage({ ...message, id }, transfer);
      if (this.pending.size === 1) this.startTurn();
    });
  }

  /** Starts the thread now (it loads its modules before the first call needs them). */
  warm(): void {
    this.start();
  }

  async close(reason = "thread closed"): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    for (const p of this.pending.values()) {
      clearTimeout(p.timer);
      p.reject(new Error(reason));
    }
    this.pending.clear();
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
      this.startTurn();
    });
    worker.once("error", (error) => this.failHead(worker, error));
    // A thread that ends without an error event (out of memory, exit) fails what it held.
    worker.once("exit", (code) =>
      this.failHead(worker, new Error(`worker thread exited (code ${code})`)),
    );
    worker.unref();
    this.worker = worker;
    return worker;
  }

  /** The head of the queue is now the thread's: its deadline runs from here. */
  private startTurn(): void {
    const head = this.pending.entries().next().value;
    if (!head) return;
    const [id, p] = head;
    if (p.timer) return;
    const worker = this.worker;
    p.timer = setTimeout(() => {
      if (this.pending.get(id) === p && worker)
        this.failHead(worker, new Error(`${p.what} timed out`));
    }, p.timeoutMs);
  }

  /**
   * The call at the head failed with `worker` (timed out, or the thread died): rejects it,
   * drops the thread, and posts the calls behind it to a new one.
   */
  private failHead(worker: Worker, error: Error): void {
    if (this.worker !== worker) return;
    this.worker = undefined;
    void worker.terminate();
    const queued = [...this.pending.entries()];
    this.pending.clear();
    const [head, ...rest] = queued;
    if (head) {
      clearTimeout(head[1].timer);
      head[1].reject(error);
    }
    for (const [, p] of rest) {
      if (!p.repeatable) {
        p.reject(error);
        continue;
      }
      const next = this.start();
      const id = this.next++;
      this.pending.set(id, p);
      next.postMessage({ ...p.message, id });
    }
    this.startTurn();
  }
}
