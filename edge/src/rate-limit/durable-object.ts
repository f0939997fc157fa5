import { DurableObject } from "cloudflare:workers";
import { type BucketSpec, type BucketState, gcra, refundTat } from "./gcra";

/** What one charge of several buckets decided. */
export interface RateDecision {
  allowed: boolean;
  buckets: BucketState[];
}

/**
 * One object per limited key (an IP, a user, an API key). Its state is one TAT per bucket,
 * kept in memory and written through to storage; requests to one object are serialised by
 * the runtime, so decisions are exact under any concurrency. An alarm deletes the state once
 * every bucket is full again.
 */
export class RateLimiter extends DurableObject<Cloudflare.Env> {
  private tats = new Map<string, number>();
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
      for (const r of results) this.tats.set(r.spec.name, r.tat);
      await this.persist(results.map((r) => r.spec.name));
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
    this.tats.set(spec.name, refundTat(this.tats.get(spec.name), spec, Date.now()));
    await this.persist([spec.name]);
  }

  /** Current state without charging (for tests and diagnostics). */
  async peek(specs: BucketSpec[]): Promise<BucketState[]> {
    const now = Date.now();
    return specs.map((spec) => gcra(this.tats.get(spec.name), { ...spec, cost: 0 }, now).state);
  }

  override async alarm(): Promise<void> {
    const now = Date.now();
    for (const [name, tat] of this.tats) if (tat <= now) this.tats.delete(name);
    this.alarmAt = null;
    if (this.tats.size === 0) {
      await this.ctx.storage.deleteAll();
      return;
    }
    await this.ctx.storage.delete(
      [...(await this.ctx.storage.list({ prefix: "tat:" })).keys()].filter(
        (k) => !this.tats.has(k.slice(4)),
      ),
    );
    await this.schedule();
  }

  private async persist(names: string[]): Promise<void> {
    const entries: Record<string, number> = {};
    for (const name of names) entries[`tat:${name}`] = this.tats.get(name) as number;
    await this.ctx.storage.put(entries, { allowUnconfirmed: true });
    await this.schedule();
  }

  /** Keeps one alarm at the moment every bucket is full again (idle state is dropped then). */
  private async schedule(): Promise<void> {
    const latest = Math.max(...this.tats.values());
    if (this.alarmAt !== null && this.alarmAt >= latest) return;
    // Re-arm in steps of at least a second so a busy key does not rewrite its alarm per request.
    this.alarmAt = Math.ceil(latest / 1000) * 1000 + 1000;
    await this.ctx.storage.setAlarm(this.alarmAt);
  }
}
