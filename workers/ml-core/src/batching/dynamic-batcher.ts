/** Options for a {@link DynamicBatcher}. */
export interface DynamicBatcherOptions<I, O> {
  /** Most items in one batch (MAX_BATCH_SIZE). */
  maxBatchSize: number;
  /** Longest an item waits for companions while a runner is free, in ms. */
  maxDelayMs: number;
  /** Most items waiting; beyond it `submit` rejects with {@link QueueFullError}. */
  maxQueue: number;
  /** Batches running at once (one per inference worker). */
  concurrency: number;
  /** Runs one batch; answers one output per item, in order. */
  run(items: I[], key: string): Promise<O[]>;
  /** Items with different keys (e.g. models) never share a batch. */
  keyOf?(item: I): string;
  /** Observes every batch dispatched (size, and how long its oldest item waited). */
  onBatch?(size: number, waitedMs: number): void;
}

/** The batcher's queue is full: the caller should answer 503 and let the client retry. */
export class QueueFullError extends Error {
  constructor(readonly limit: number) {
    super(`the inference queue is full (${limit} waiting)`);
    this.name = "QueueFullError";
  }
}

interface Entry<I, O> {
  item: I;
  key: string;
  queuedAt: number;
  resolve(value: O): void;
  reject(error: unknown): void;
}

/**
 * Gathers concurrent submissions into batches of up to `maxBatchSize`. A batch leaves when it
 * is full, when its oldest item has waited `maxDelayMs`, or at once when a runner frees up
 * and items are already waiting (they have waited for it). So a lone request pays at most
 * `maxDelayMs`, and under load batches fill while the previous batch runs. Each batch takes
 * at most its fair share (waiting ÷ runners) so every runner stays busy.
 */
export class DynamicBatcher<I, O> {
  private readonly queue: Entry<I, O>[] = [];
  private running = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly options: DynamicBatcherOptions<I, O>) {
    if (options.maxBatchSize < 1) throw new Error("maxBatchSize must be at least 1");
  }

  /** Items waiting for a batch. */
  get queued(): number {
    return this.queue.length;
  }

  /** Batches running now. */
  get active(): number {
    return this.running;
  }

  /** Queues one item; resolves with its output once its batch has run. */
  submit(item: I): Promise<O> {
    if (this.queue.length >= this.options.maxQueue) {
      return Promise.reject(new QueueFullError(this.options.maxQueue));
    }
    return new Promise<O>((resolve, reject) => {
      const key = this.options.keyOf?.(item) ?? "";
      this.queue.push({ item, key, queuedAt: performance.now(), resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.running >= this.options.concurrency || this.queue.length === 0) return;
    const head = this.queue[0] as Entry<I, O>;
    const sameKey = this.queue.filter((e) => e.key === head.key).length;
    if (sameKey >= this.options.maxBatchSize || this.options.maxDelayMs <= 0) {
      this.flush();
      return;
    }
    if (this.timer) return;
    const waited = performance.now() - head.queuedAt;
    this.timer = setTimeout(
      () => {
        this.timer = undefined;
        this.flush();
      },
      Math.max(0, this.options.maxDelayMs - waited),
    );
  }

  private flush(): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    while (this.running < this.options.concurrency && this.queue.length > 0) {
      const batch = this.take();
      this.running++;
      this.execute(batch).finally(() => {
        this.running--;
        // Whatever queued meanwhile has already waited for a runner: send it now.
        if (this.queue.length > 0) this.flush();
      });
    }
  }

  private take(): Entry<I, O>[] {
    const key = (this.queue[0] as Entry<I, O>).key;
    // A fair share, not everything: with several runners, one runner taking the whole queue
    // would leave the others idle when they free up (clients wait on that big batch).
    const waiting = this.queue.filter((e) => e.key === key).length;
    const share = Math.ceil(waiting / this.options.concurrency);
    const limit = Math.min(this.options.maxBatchSize, Math.max(1, share));
    const batch: Entry<I, O>[] = [];
    for (let i = 0; i < this.queue.length && batch.length < limit; ) {
      if ((this.queue[i] as Entry<I, O>).key === key) {
        batch.push(this.queue.splice(i, 1)[0] as Entry<I, O>);
      } else i++;
    }
    return batch;
  }

  private async execute(batch: Entry<I, O>[]): Promise<void> {
    const first = batch[0] as Entry<I, O>;
    this.options.onBatch?.(batch.length, performance.now() - first.queuedAt);
    try {
      const outputs = await this.options.run(
        batch.map((e) => e.item),
        first.key,
      );
      if (outputs.length !== batch.length) {
        throw new Error(`batch of ${batch.length} answered ${outputs.length} outputs`);
      }
      batch.forEach((e, i) => {
        e.resolve(outputs[i] as O);
      });
    } catch (error) {
      for (const e of batch) e.reject(error);
    }
  }
}
