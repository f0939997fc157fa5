import { availableParallelism } from "node:os";
import { RpcClient, spawnTsWorker } from "@iris/ml-core";
import { CLUSTERING_TUNING } from "./budget";
import type { ClusteringRequest, FixedRequest, Solution, SweepRequest } from "./protocol";
import { queueFull } from "./stops";

const WORKER = new URL("./clustering-worker.ts", import.meta.url);

type Rows = Omit<SweepRequest, "op" | "minK" | "maxK">;

/** How one clustering job is run. */
export interface ClusterJob {
  /** Aborts the job, queued or running; the promise then rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Its planned work (see budget.ts): small jobs take the light lane. Unknown: heavy. */
  work?: number;
}

/** Options of a {@link Clusterer}. */
export interface ClustererOptions {
  /** Heavy jobs waiting for the heavy lane before 503 (CLUSTER_QUEUE_LIMIT). */
  heavyQueueLimit?: number;
}

/**
 * Runs clustering in worker threads, off the event loop, in two lanes of one job at a time:
 * small jobs on a light lane, everything else on a heavy lane, so that a small request never
 * waits behind a large one. Each lane's queue is bounded (503 beyond it); a job stops at its
 * next step when its signal aborts (client gone, deadline passed). A lane's worker is created
 * on first use and replaced if it dies.
 */
export class Clusterer {
  private readonly light = new Lane(1, CLUSTERING_TUNING.lightQueueLimit);
  private readonly heavy: Lane;

  constructor(options: ClustererOptions = {}) {
    this.heavy = new Lane(availableParallelism(), options.heavyQueueLimit ?? 4);
  }

  /** Sweeps k over min..max; the best silhouette wins. */
  sweep(rows: Rows, minK: number, maxK: number, job: ClusterJob = {}): Promise<Solution> {
    return this.lane(job).run({ op: "sweep", ...rows, minK, maxK }, job.signal);
  }

  /** Clusters with a given k. */
  fixed(rows: Rows, k: number, job: ClusterJob = {}): Promise<Solution> {
    return this.lane(job).run({ op: "fixed", ...rows, k } satisfies FixedRequest, job.signal);
  }

  /**
   * Starts both lanes' workers and kernels now: the first request does not pay for a thread
   * start, and a job aborted right after it arrived stops at once.
   */
  async warm(): Promise<void> {
    await Promise.all([this.light.warm(), this.heavy.warm()]);
  }

  /** Jobs waiting and running per lane (for /metrics). */
  get load(): { light: number; heavy: number } {
    return { light: this.light.size, heavy: this.heavy.size };
  }

  /** Stops the workers; queued jobs reject. */
  async close(): Promise<void> {
    await Promise.all([this.light.close(), this.heavy.close()]);
  }

  private lane(job: ClusterJob): Lane {
    return job.work !== undefined && job.work <= CLUSTERING_TUNING.lightWork
      ? this.light
      : this.heavy;
  }
}

interface Queued {
  request: ClusteringRequest;
  signal: AbortSignal | undefined;
  stop: Int32Array;
  resolve: (solution: Solution) => void;
  reject: (error: unknown) => void;
  forget: () => void;
}

/** One worker thread running one job at a time from a bounded FIFO. */
class Lane {
  private client: RpcClient | undefined;
  private readonly waiting: Queued[] = [];
  private running: Queued | undefined;

  constructor(
    private readonly threads: number,
    private readonly queueLimit: number,
  ) {}

  /** Jobs waiting plus the one running. */
  get size(): number {
    return this.waiting.length + (this.running ? 1 : 0);
  }

  run(request: ClusteringRequest, signal: AbortSignal | undefined): Promise<Solution> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (this.running && this.waiting.length >= this.queueLimit)
      return Promise.reject(queueFull(this.waiting.length));
    return new Promise<Solution>((resolve, reject) => {
      const job: Queued = {
        request,
        signal,
        stop: new Int32Array(new SharedArrayBuffer(4)),
        resolve,
        reject,
        forget: () => signal?.removeEventListener("abort", onAbort),
      };
      const onAbort = () => {
        const at = this.waiting.indexOf(job);
        if (at >= 0) {
          this.waiting.splice(at, 1);
          job.forget();
          reject(signal?.reason);
        } else Atomics.store(job.stop, 0, 1); // running: the worker stops at its next step
      };
      signal?.addEventListener("abort", onAbort, { once: true });
      this.waiting.push(job);
      this.next();
    });
  }

  async warm(): Promise<void> {
    await this.worker().call({ op: "warm", threads: this.threads });
  }

  async close(): Promise<void> {
    for (const job of this.waiting.splice(0)) {
      job.forget();
      job.reject(new Error("the clustering service is shutting down"));
    }
    if (this.running) Atomics.store(this.running.stop, 0, 1);
    await this.client?.terminate();
    this.client = undefined;
  }

  private next(): void {
    if (this.running) return;
    const job = this.waiting.shift();
    if (!job) return;
    this.running = job;
    // Transfer a copy: callers keep their embeddings.
    const data = job.request.data.slice();
    this.worker()
      .call<Solution>({ ...job.request, data, abort: job.stop.buffer, threads: this.threads }, [
        data.buffer as ArrayBuffer,
      ])
      .then(job.resolve, (error: unknown) =>
        job.reject(job.signal?.aborted ? job.signal.reason : error),
      )
      .finally(() => {
        job.forget();
        this.running = undefined;
        this.next();
      });
  }

  private worker(): RpcClient {
    this.client ??= new RpcClient(spawnTsWorker(WORKER), {
      onExit: () => {
        this.client = undefined;
      },
    });
    return this.client;
  }
}
