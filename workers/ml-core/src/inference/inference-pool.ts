import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { ExecutionProvider, TensorValue } from "../runtime";
import type { EmbedRequest, EmbedResult, LoadedInfo, WorkerReply, WorkerRequest } from "./protocol";
import type { ThreadPlan } from "./thread-plan";

/** Options for an {@link InferencePool}. */
export interface InferencePoolOptions extends ThreadPlan {
  provider: ExecutionProvider;
  /** Receives warnings from the workers (e.g. the CUDA fallback). */
  onWarning?: (message: string) => void;
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  busy: number;
  pending: Map<number, Pending>;
}

const WORKER_URL = new URL("./inference-worker.ts", import.meta.url).href;
// Workers run TypeScript: a plain-JS bootstrap registers tsx's hooks in the worker, then
// imports the worker module. (Node 20 does not apply `--import tsx` to a worker's own entry.)
const TSX_API = tsxEsmApi();
const BOOTSTRAP = `import(${JSON.stringify(TSX_API)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(WORKER_URL)}); });`;

/**
 * A fixed set of inference worker threads. Every loaded model lives in every worker (one
 * session per worker, created once, released on unload/close); each call goes to the least
 * busy worker. A worker that dies takes its in-flight calls with it (they reject) and is
 * replaced, with the models reloaded, on the next call.
 */
export class InferencePool {
  private readonly slots: (Slot | undefined)[];
  private readonly models = new Map<string, string | Uint8Array>();
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: InferencePoolOptions) {
    this.slots = Array.from({ length: Math.max(1, options.workers) }, () => undefined);
  }

  /** Number of worker threads. */
  get size(): number {
    return this.slots.length;
  }

  /** Calls in flight across all workers. */
  get inFlight(): number {
    return this.slots.reduce((sum, s) => sum + (s?.busy ?? 0), 0);
  }

  /** Loads `model` (a path or bytes) under `key` into every worker. */
  async load(key: string, model: string | Uint8Array): Promise<LoadedInfo> {
    this.models.set(key, model);
    try {
      const infos = await Promise.all(
        this.slots.map((_, i) => this.call(this.slot(i), this.loadRequest(key, model))),
      );
      return infos[0] as LoadedInfo;
    } catch (error) {
      this.models.delete(key);
      await this.unload(key).catch(() => undefined);
      throw error;
    }
  }

  /** Releases the sessions of `key` in every worker. */
  async unload(key: string): Promise<void> {
    this.models.delete(key);
    await Promise.all(
      this.slots.map((s) => (s ? this.call(s, { op: "unload", key }) : Promise.resolve())),
    );
  }

  /** Embeds a batch of prepared images with the model under `key`. */
  embed(request: Omit<EmbedRequest, "op">): Promise<EmbedResult> {
    return this.call(this.pick(), { op: "embed", ...request }, [
      request.pixels.buffer as ArrayBuffer,
    ]) as Promise<EmbedResult>;
  }

  /** Runs the model under `key` on raw feeds. */
  run(key: string, feeds: Record<string, TensorValue>): Promise<Record<string, TensorValue>> {
    return this.call(this.pick(), { op: "run", key, feeds }) as Promise<
      Record<string, TensorValue>
    >;
  }

  /** Releases every session and stops the workers. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all(
      this.slots.map(async (s) => {
        if (!s) return;
        for (const key of this.models.keys())
          await this.call(s, { op: "unload", key }).catch(() => 0);
        await s.worker.terminate();
      }),
    );
    this.models.clear();
  }

  private loadRequest(key: string, model: string | Uint8Array): WorkerRequest {
    const copy = typeof model === "string" ? model : model.slice();
    return {
      op: "load",
      key,
      model: copy,
      provider: this.options.provider,
      intraOpThreads: this.options.intraOpThreads,
    };
  }

  private pick(): Slot {
    let best = 0;
    let bestBusy = Number.POSITIVE_INFINITY;
    for (let i = 0; i < this.slots.length; i++) {
      const busy = this.slots[i]?.busy ?? 0;
      if (busy < bestBusy) {
        best = i;
        bestBusy = busy;
      }
    }
    return this.slot(best);
  }

  private slot(index: number): Slot {
    if (this.closed) throw new Error("the inference pool is closed");
    const existing = this.slots[index];
    if (existing) return existing;
    const worker = new Worker(BOOTSTRAP, { eval: true });
    const slot: Slot = { worker, busy: 0, pending: new Map() };
    worker.on("message", (reply: WorkerReply) => {
      if ("warn" in reply) {
        this.options.onWarning?.(reply.warn);
        return;
      }
      const pending = slot.pending.get(reply.id);
      if (!pending) return;
      slot.pending.delete(reply.id);
      slot.busy--;
      if (reply.ok) pending.resolve(reply.result);
      else pending.reject(new Error(reply.error));
    });
    const fail = (error: Error) => {
      if (this.slots[index] === slot) this.slots[index] = undefined;
      for (const pending of slot.pending.values()) pending.reject(error);
      slot.pending.clear();
    };
    worker.on("error", fail);
    worker.on("exit", (code) => fail(new Error(`inference worker exited with code ${code}`)));
    this.slots[index] = slot;
    // A replacement worker gets every model the pool holds before its first call.
    for (const [key, model] of this.models) {
      this.call(slot, this.loadRequest(key, model)).catch(() => undefined);
    }
    return slot;
  }

  private call(slot: Slot, request: WorkerRequest, transfer: ArrayBuffer[] = []): Promise<unknown> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      slot.pending.set(id, { resolve, reject });
      slot.busy++;
      slot.worker.postMessage({ ...request, id }, transfer);
    });
  }
}

/** URL of tsx's ESM register API (its `import` condition, which require.resolve cannot pick). */
function tsxEsmApi(): string {
  const manifest = createRequire(import.meta.url).resolve("tsx/package.json");
  const pkg = JSON.parse(readFileSync(manifest, "utf8")) as {
    exports: Record<string, { import: { default: string } }>;
  };
  const entry = pkg.exports["./esm/api"]?.import.default ?? "./dist/esm/api/index.mjs";
  return pathToFileURL(join(dirname(manifest), entry)).href;
}
