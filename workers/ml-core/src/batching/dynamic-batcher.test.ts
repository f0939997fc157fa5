import { describe, expect, it } from "vitest";
import { DynamicBatcher, type DynamicBatcherOptions, QueueFullError } from "./dynamic-batcher";

/** A batcher whose runs stay open until the test releases them. */
function harness(options: Partial<DynamicBatcherOptions<number, number>> = {}) {
  const batches: { items: number[]; key: string; release: (fail?: Error) => void }[] = [];
  const batcher = new DynamicBatcher<number, number>({
    maxBatchSize: 4,
    maxDelayMs: 1,
    maxQueue: 100,
    concurrency: 1,
    run: (items, key) =>
      new Promise((resolve, reject) => {
        batches.push({
          items,
          key,
          release: (fail) => (fail ? reject(fail) : resolve(items.map((x) => x * 10))),
        });
      }),
    ...options,
  });
  const until = async (n: number) => {
    while (batches.length < n) await new Promise((r) => setTimeout(r, 1));
  };
  return { batcher, batches, until };
}

describe("DynamicBatcher", () => {
  it("answers each caller with its own output", async () => {
    const { batcher, batches, until } = harness();
    const results = [1, 2, 3].map((x) => batcher.submit(x));
    await until(1);
    batches[0]?.release();
    expect(await Promise.all(results)).toEqual([10, 20, 30]);
  });

  it("fills batches up to the maximum while a runner is busy, keeping arrival order", async () => {
    const { batcher, batches, until } = harness();
    const results = Array.from({ length: 10 }, (_, i) => batcher.submit(i));
    await until(1);
    expect(batches[0]?.items).toEqual([0, 1, 2, 3]);
    batches[0]?.release();
    await until(2);
    expect(batches[1]?.items).toEqual([4, 5, 6, 7]);
    batches[1]?.release();
    await until(3);
    expect(batches[2]?.items).toEqual([8, 9]);
    batches[2]?.release();
    expect(await Promise.all(results)).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90]);
  });

  it("sends a lone item on its own after the delay instead of waiting for company", async () => {
    const { batcher, batches, until } = harness({ maxDelayMs: 2 });
    const result = batcher.submit(7);
    await until(1);
    expect(batches[0]?.items).toEqual([7]);
    batches[0]?.release();
    expect(await result).toBe(70);
  });

  it("runs up to `concurrency` batches at once, each taking a fair share of the queue", async () => {
    const { batcher, batches, until } = harness({ concurrency: 2, maxBatchSize: 32 });
    const results = [batcher.submit(0)];
    await until(1);
    for (let i = 1; i <= 8; i++) results.push(batcher.submit(i));
    await until(2);
    expect(batcher.active).toBe(2);
    // 8 waiting, 2 runners: the free runner takes 4, leaving 4 for the next free runner.
    expect(batches[1]?.items).toEqual([1, 2, 3, 4]);
    expect(batcher.queued).toBe(4);
    batches[0]?.release();
    await until(3);
    expect(batches[2]?.items).toEqual([5, 6]);
    // The last two waiting items then leave one per freed runner: five batches in all.
    for (let i = 1; i < 5; i++) {
      await until(i + 1);
      batches[i]?.release();
    }
    expect(batches.map((b) => b.items.length)).toEqual([1, 4, 2, 1, 1]);
    expect(await Promise.all(results)).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80]);
  });

  it("never mixes items of different keys in one batch", async () => {
    const { batcher, batches, until } = harness({ keyOf: (x) => (x % 2 ? "odd" : "even") });
    const results = [1, 2, 3, 4, 5].map((x) => batcher.submit(x));
    await until(1);
    expect(batches[0]).toMatchObject({ items: [1, 3, 5], key: "odd" });
    batches[0]?.release();
    await until(2);
    expect(batches[1]).toMatchObject({ items: [2, 4], key: "even" });
    batches[1]?.release();
    expect(await Promise.all(results)).toEqual([10, 20, 30, 40, 50]);
  });

  it("fails only the batch whose run failed", async () => {
    const { batcher, batches, until } = harness({ maxBatchSize: 2 });
    const first = Promise.allSettled([batcher.submit(1), batcher.submit(2)]);
    const second = batcher.submit(3);
    await until(1);
    batches[0]?.release(new Error("boom"));
    await until(2);
    batches[1]?.release();
    for (const r of await first)
      expect(r).toMatchObject({ status: "rejected", reason: { message: "boom" } });
    expect(await second).toBe(30);
  });

  it("refuses new items once the queue is full", async () => {
    const { batcher, batches, until } = harness({ maxQueue: 3, maxBatchSize: 1 });
    const running = batcher.submit(0);
    await until(1);
    const waiting = [1, 2, 3].map((x) => batcher.submit(x));
    await expect(batcher.submit(4)).rejects.toBeInstanceOf(QueueFullError);
    batches[0]?.release();
    await running;
    for (let i = 1; i <= 3; i++) {
      await until(i + 1);
      batches[i]?.release();
    }
    expect(await Promise.all(waiting)).toEqual([10, 20, 30]);
  });
});
