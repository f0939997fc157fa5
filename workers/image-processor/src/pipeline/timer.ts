/**
 * Per-step wall-clock timings in milliseconds, in the order the steps ran. Steps that run
 * concurrently (libvips work on its own threads while JavaScript goes on) overlap, so the
 * steps may add up to more than `total`.
 */
export class StepTimer {
  readonly timings: Record<string, number> = {};
  private readonly started = performance.now();

  /** Runs one step and records its duration under `name` (added to any earlier time). */
  async step<T>(name: string, fn: () => T | Promise<T>): Promise<T> {
    const t0 = performance.now();
    try {
      return await fn();
    } finally {
      this.timings[name] = round((this.timings[name] ?? 0) + performance.now() - t0);
    }
  }

  /** All timings plus `total`. */
  done(): Record<string, number> {
    return { ...this.timings, total: round(performance.now() - this.started) };
  }
}

function round(ms: number): number {
  return Math.round(ms * 10) / 10;
}
