import { DurableObject } from "cloudflare:workers";
import { type BucketSpec, type BucketState, gcra, refundTat } from "./gcra";

/** What one charge of several buckets decided. */
export interface RateDecision {
  allowed: boolean;
  buckets: BucketState[];
}

/** Charges are written to storage at most this long after they happen. */
export const FLUSH_MS = 1000;

/**
 * One object per limited key (an IP, a user, an API key). Its state is one TAT per bucket,
 * held in memory; requests to one object are serialised by the runtime, so decisions are
 * exact under any concurrency. State is written behind, at most FLUSH_MS later, by the
 * object's alarm — one storage write per second instead of one per request. If the object
 * crashed before a flush it would forget at most that second of charges (errs permissive).
 * Once every bucket is full again the alarm deletes the state.
 */
export class RateLimiter extends DurableObject<Cloudflare.Env> {
  private tats = new Map<string, number>();
  private dirty = new Set<string>();
  private alarmAt: number | null = null;

  constructor(ctx: DurableObjectState, env: Cloudflare.Env) {
    super(ctx, env);
    ctx.blockConcurrencyWhile(async () => {
      const stored = await ctx.storage.list<number>({ prefix: "tat:" });
      for (const [key, tat] of stored) this.tats.set(key.slice(4), tat);
      this.alarmAt = await ctx.storage.getAlarm();
    });
  }

  /** Charges every bucket, all or nothing: when one denies, none is charged. */
  async consume(specs: BucketSpec[]): Promise<RateDecision> {
    const now = Date.now();
    const results = specs.map((spec) => ({ spec, ...gcra(this.tats.get(spec.name), spec, now) }));
    const allowed = results.every((r) => r.allowed);
    if (allowed) {
      for (const r of results) this.set(r.spec.name, r.tat);
      await this.armFlush(now);
    }
    return {
      allowed,
      buckets: results.map((r) =>
        allowed ? r.state : { ...r.state, remaining: r.allowed ? r.state.remaining : 0 },
      ),
    };
  }

  /** Gives back one charge of `spec` (a critical-route request that succeeded). */
  async refund(spec: BucketSpec): Promise<void> {
    if (!this.tats.has(spec.name)) return;
    const now = Date.now();
    this.set(spec.name, refundTat(this.tats.get(spec.name), spec, now));
    await this.armFlush(now);
  }

  /** Current state without charging (for tests and diagnostics). */
  async peek(specs: BucketSpec[]): Promise<BucketState[]> {
    const now = Date.now();
    return specs.map((spec) => gcra(this.tats.get(spec.name), { ...spec, cost: 0 }, now).state);
  }

  /** Flushes pending charges, drops full buckets, and re-arms for the next clean-up. */
  override async alarm(): Promise<void> {
    const now = Date.now();
    this.alarmAt = null;
    const expired = [...this.tats].filter(([, tat]) => tat <= now).map(([name]) => name);
    for (const name of expired) {
      this.tats.delete(name);
      this.dirty.delete(name);
    }
    if (this.tats.size === 0) {
      // deleteAlarm first: deleteAll() inside an alarm handler of a SQLite-backed object is
      // known to fail and leave the alarm retrying (workerd issue #2993).
      await this.ctx.storage.deleteAlarm();
      await this.ctx.storage.deleteAll();
      return;
    }
    const entries: Record<string, number> = {};
    for (const name of this.dirty) entries[`tat:${name}`] = this.tats.get(name) as number;
    this.dirty.clear();
    if (Object.keys(entries).length) await this.ctx.storage.put(entries);
    if (expired.length) await this.ctx.storage.delete(expired.map((name) => `tat:${name}`));
    this.alarmAt = Math.ceil(Math.max(...this.tats.values()) / 1000) * 1000 + 1000;
    await this.ctx.storage.setAlarm(this.alarmAt);
  }

  private set(name: string, tat: number): void {
    this.tats.set(name, tat);
    this.dirty.add(name);
  }

  /** Makes sure an alarm fires within FLUSH_MS to write the pending charges. */
  private async armFlush(now: number): Promise<void> {
    const due = now + FLUSH_MS;
    if (this.alarmAt !== null && this.alarmAt <= due) return;
    this.alarmAt = due;
    await this.ctx.storage.setAlarm(due);
  }
}
