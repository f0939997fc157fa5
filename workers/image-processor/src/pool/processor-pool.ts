import Piscina from "piscina";
import type { EngineName } from "../pipeline/engine";
import type { Task, TaskResult } from "./tasks";

/** Sizes and limits of the pool. */
export interface PoolOptions {
  threads: number;
  maxQueue: number;
  taskTimeoutMs: number;
  /** The pixel engine every thread loads (decided once at start-up, see chooseEngine). */
  engine: EngineName;
}

/** What every worker thread is started with. */
export interface WorkerData {
  engine: EngineName;
}

/** Why a task did not run: the queue is full, or it ran out of time. */
export class PoolBusyError extends Error {
  override name = "PoolBusyError";
}
export class PoolTimeoutError extends Error {
  override name = "PoolTimeoutError";
}

/**
 * The image worker threads: at most `threads` images are processed at once, at most
 * `maxQueue` wait, and a task that exceeds its time is abandoned (its thread is terminated
 * and replaced). Threads stay alive between tasks, since each holds a loaded engine.
 */
export class ProcessorPool {
  private readonly pool: Piscina;
  private readonly timeoutMs: number;
  private readonly capacity: number;
  private inFlight = 0;
  private readonly threads: number;

  constructor(options: PoolOptions) {
    this.timeoutMs = options.taskTimeoutMs;
    this.capacity = options.threads + options.maxQueue;
    this.threads = options.threads;
    this.pool = new Piscina({
      filename: new URL("./worker-entry.mjs", import.meta.url).href,
      minThreads: options.threads,
      maxThreads: options.threads,
      maxQueue: options.maxQueue,
      concurrentTasksPerWorker: 1,
      idleTimeout: Number.POSITIVE_INFINITY,
      workerData: { engine: options.engine } satisfies WorkerData,
    });
  }

  /** Runs a task; its input bytes are moved to the worker (the caller must not reuse them). */
  async run(task: Task): Promise<TaskResult> {
    // Counted here: piscina keeps tasks that carry an abort signal in a side queue that its
    // maxQueue does not bound.
    if (this.inFlight >= this.capacity) {
      throw new PoolBusyError("all image workers are busy and the queue is full");
    }
    const transferList = "bytes" in task ? [task.bytes.buffer as ArrayBuffer] : [];
    // A lone page may spread its resampling over the idle threads' cores (same pixels).
    if (task.op === "process" && this.inFlight === 0 && this.pool.queueSize === 0)
      task.options.threads = this.threads;
    const signal = AbortSignal.timeout(this.timeoutMs);
    this.inFlight++;
    try {
      return (await this.pool.run(task, { transferList, signal })) as TaskResult;
    } catch (error) {
      if (signal.aborted)
        throw new PoolTimeoutError(`image processing exceeded ${this.timeoutMs} ms`);
      if (error instanceof Error && /queue is at limit/i.test(error.message)) {
        throw new PoolBusyError("all image workers are busy and the queue is full");
      }
      throw error;
    } finally {
      this.inFlight--;
    }
  }

  /** Loads the engine in every thread now rather than on the first requests. */
  async warmUp(): Promise<void> {
    await Promise.all(
      Array.from({ length: this.pool.options.maxThreads }, () =>
        this.pool.run({ op: "warmup" } satisfies Task),
      ),
    );
  }

  /** Threads, running and queued tasks, for /health and /metrics. */
  stats(): { threads: number; queued: number; utilization: number; completed: number } {
    return {
      threads: this.pool.threads.length,
      queued: this.pool.queueSize,
      utilization: Math.round(this.pool.utilization * 1000) / 1000,
      completed: this.pool.completed,
    };
  }

  /** Waits for running tasks, then stops the threads. */
  async close(): Promise<void> {
    await this.pool.close();
  }
}
