import type { ExecutionProvider, TensorValue } from "../runtime";
import { RpcClient, spawnTsWorker } from "../threads";
import type { EmbedRequest, EmbedResult, LoadedInfo, WorkerRequest } from "./protocol";
import type { ThreadPlan } from "./thread-plan";

/** Options for an {@link InferencePool}. */
export interface InferencePoolOptions extends ThreadPlan {
  provider: ExecutionProvider;
  /** Receives warnings from the workers (e.g. the CUDA fallback). */
  onWarning?: (message: string) => void;
}

const WORKER = new URL("./inference-worker.ts", import.meta.url);

/**
 * A fixed set of inference worker threads. Every loaded model lives in every worker (one
 * session per worker, created once, released on unload/close); each call goes to the least
 * busy worker. A worker that dies takes its in-flight calls with it (they reject) and is
 * replaced, with the models reloaded, on the next call.
 */
export class InferencePool {
  private readonly slots: (RpcClient | undefined)[];
  private readonly models = new Map<string, string | Uint8Array>();
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
    return this.slots.reduce((sum, s) => sum + (s?.inFlight ?? 0), 0);
  }

  /** Loads `model` (a path or bytes) under `key` into every worker. */
  async load(key: string, model: string | Uint8Array): Promise<LoadedInfo> {
    this.models.set(key, model);
    try {
      const infos = await Promise.all(
        this.slots.map((_, i) => this.slot(i).call<LoadedInfo>(this.loadRequest(key, model))),
      );
      return infos[0] as LoadedInfo;
    } catch (error) {
      await this.unload(key).catch(() => undefined);
      throw error;
    }
  }

  /** Releases the sessions of `key` in every worker. */
  async unload(key: string): Promise<void> {
    this.models.delete(key);
    await Promise.all(this.slots.map((s) => s?.call({ op: "unload", key })));
  }

  /** Embeds a batch of prepared images with the model under `key`. */
  embed(request: Omit<EmbedRequest, "op">): Promise<EmbedResult> {
    return this.pick().call<EmbedResult>({ op: "embed", ...request } satisfies WorkerRequest, [
      request.pixels.buffer as ArrayBuffer,
    ]);
  }

  /** Runs the model under `key` on raw feeds (copied to the worker). */
  run(key: string, feeds: Record<string, TensorValue>): Promise<Record<string, TensorValue>> {
    return this.pick().call({ op: "run", key, feeds } satisfies WorkerRequest);
  }

  /** Releases every session and stops the workers. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const keys = [...this.models.keys()];
    this.models.clear();
    await Promise.all(
      this.slots.map(async (s) => {
        if (!s) return;
        await Promise.all(keys.map((key) => s.call({ op: "unload", key }).catch(() => 0)));
        await s.terminate();
      }),
    );
  }

  private loadRequest(key: string, model: string | Uint8Array): WorkerRequest {
    return {
      op: "load",
      key,
      model: typeof model === "string" ? model : model.slice(),
      provider: this.options.provider,
      intraOpThreads: this.options.intraOpThreads,
    };
  }

  private pick(): RpcClient {
    let best = 0;
    for (let i = 1; i < this.slots.length; i++) {
      if ((this.slots[i]?.inFlight ?? 0) < (this.slots[best]?.inFlight ?? 0)) best = i;
    }
    return this.slot(best);
  }

  private slot(index: number): RpcClient {
    if (this.closed) throw new Error("the inference pool is closed");
    const existing = this.slots[index];
    if (existing) return existing;
    const client = new RpcClient(spawnTsWorker(WORKER), {
      ...(this.options.onWarning ? { onWarning: this.options.onWarning } : {}),
      onExit: () => {
        if (this.slots[index] === client) this.slots[index] = undefined;
      },
    });
    this.slots[index] = client;
    // A replacement worker gets every model the pool holds before its first call.
    for (const [key, model] of this.models) {
      client.call(this.loadRequest(key, model)).catch(() => undefined);
    }
    return client;
  }
}
