import { IrisError } from "@iris/kit";

/** A unit of work waiting for a runner. */
export interface QueuedJob<I, O> {
  input: I;
  resolve(value: O): void;
  reject(error: unknown): void;
}

/**
 * A bounded FIFO queue feeding a fixed number of runners. Over `limit` waiting jobs, new work
 * is refused with a retryable 503 instead of piling up memory and latency.
 */
export class JobQueue<I, O> {
  private readonly waiting: QueuedJob<I, O>[] = [];
  private readonly idle: ((job: QueuedJob<I, O> | undefined) => void)[] = [];
  private closed = false;

  constructor(private readonly limit: number) {}

  /** Queues `input`; resolves with what a runner produced. */
  submit(input: I): Promise<O> {
    if (this.closed) {
      return Promise.reject(
        new IrisError("SERVICE_UNAVAILABLE", "the OCR engine is shutting down"),
      );
    }
    return new Promise<O>((resolve, reject) => {
      const job = { input, resolve, reject };
      const runner = this.idle.shift();
      if (runner) return runner(job);
      if (this.waiting.length >= this.limit) {
        return reject(
          new IrisError("SERVICE_UNAVAILABLE", "the OCR queue is full", {
            details: `${this.waiting.length} jobs are waiting; retry shortly`,
            retryAfter: 1,
          }),
        );
      }
      this.waiting.push(job);
    });
  }

  /** The next job for a runner, or undefined once the queue is closed. */
  take(): Promise<QueuedJob<I, O> | undefined> {
    const job = this.waiting.shift();
    if (job) return Promise.resolve(job);
    if (this.closed) return Promise.resolve(undefined);
    return new Promise((resolve) => this.idle.push(resolve));
  }

  get length(): number {
    return this.waiting.length;
  }

  /** Refuses new work, fails waiting jobs and releases idle runners. */
  close(): void {
    this.closed = true;
    for (const job of this.waiting.splice(0)) {
      job.reject(new IrisError("SERVICE_UNAVAILABLE", "the OCR engine is shutting down"));
    }
    for (const runner of this.idle.splice(0)) runner(undefined);
  }
}

/** Rejects with a retryable OCR failure when `promise` does not settle within `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout();
      reject(
        new IrisError("OCR_EXTRACTION_FAILED", "text recognition timed out", {
          details: `no result within ${ms} ms`,
        }),
      );
    }, ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}
