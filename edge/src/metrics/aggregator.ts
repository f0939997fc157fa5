import { DurableObject } from "cloudflare:workers";
import type { HistogramData, MetricsDelta } from "./buffer";
import { BUCKETS, CATALOG, splitKey } from "./catalog";

/** An isolate's gauges count while it reported within this long. */
const GAUGE_TTL_MS = 5 * 60_000;
/** Dashboard window: slots of SLOT_MS, the last WINDOW_SLOTS kept. */
const SLOT_MS = 5000;
const WINDOW_SLOTS = 72;
/** Totals are written behind at most this long after a merge. */
const PERSIST_MS = 10_000;
/** Operational routes left out of the dashboard's traffic figures (its own polling). */
const QUIET_ROUTES = ['route="/status"', 'route="/metrics"'];

interface Slot {
  start: number;
  requests: number;
  errors: number;
  limited: number;
  latency: HistogramData;
}

/** Traffic over a recent window, for the dashboard and the alert checks. */
export interface WindowSummary {
  seconds: number;
  requests: number;
  errors: number;
  rate_limited: number;
  requests_per_second: number;
  error_rate: number;
  latency_avg_s: number;
  latency_p50_s: number;
  latency_p95_s: number;
}

interface Persisted {
  counters: [string, number][];
  histograms: [string, HistogramData][];
  since: number;
}

const emptyHistogram = (): HistogramData => ({ buckets: BUCKETS.map(() => 0), sum: 0, count: 0 });

/**
 * One object aggregates the gateway's metrics across isolates: each isolate sends its
 * increments (every ≥ 2 s while it has traffic, and before a scrape); this object adds them
 * up, keeps each isolate's gauges (the worst live value wins), and a 6-minute window of
 * traffic in 5-s slots for the dashboard. Totals are written behind by the alarm, so a restart
 * loses at most 10 s of increments (Prometheus treats the drop as a counter reset).
 */
export class MetricsAggregator extends DurableObject<Cloudflare.Env> {
  private counters = new Map<string, number>();
  private histograms = new Map<string, HistogramData>();
  private gauges = new Map<string, Map<string, { value: number; at: number }>>();
  private slots: Slot[] = [];
  private since = Date.now();
  private persistArmed = false;

  constructor(ctx: DurableObjectState, env: Cloudflare.Env) {
    super(ctx, env);
    ctx.blockConcurrencyWhile(async () => {
      const saved = await ctx.storage.get<Persisted>("totals");
      if (saved) {
        this.counters = new Map(saved.counters);
        this.histograms = new Map(saved.histograms);
        this.since = saved.since;
      }
    });
  }

  /** Adds one isolate's increments. */
  async merge(delta: MetricsDelta): Promise<void> {
    const now = Date.now();
    const slot = this.slot(now);
    for (const [key, value] of Object.entries(delta.counters)) {
      this.counters.set(key, (this.counters.get(key) ?? 0) + value);
      if (key.startsWith("http_requests_total{") && !QUIET_ROUTES.some((r) => key.includes(r))) {
        slot.requests += value;
        if (/status_code="5\d\d"/.test(key)) slot.errors += value;
        if (key.includes('status_code="429"')) slot.limited += value;
      }
    }
    for (const [key, h] of Object.entries(delta.histograms)) {
      const total = this.histograms.get(key) ?? emptyHistogram();
      add(total, h);
      this.histograms.set(key, total);
      if (
        key.startsWith("http_request_duration_seconds{") &&
        !QUIET_ROUTES.some((r) => key.includes(r))
      )
        add(slot.latency, h);
    }
    for (const [key, value] of Object.entries(delta.gauges)) {
      const byIsolate = this.gauges.get(key) ?? new Map();
      byIsolate.set(delta.isolate, { value, at: now });
      this.gauges.set(key, byIsolate);
    }
    if (!this.persistArmed) {
      this.persistArmed = true;
      await this.ctx.storage.setAlarm(now + PERSIST_MS);
    }
  }

  /** The aggregated series in text exposition format (without computed metrics). */
  async exposition(): Promise<string> {
    const now = Date.now();
    const byName = new Map<string, string[]>();
    const push = (name: string, line: string) => {
      const lines = byName.get(name) ?? [];
      lines.push(line);
      byName.set(name, lines);
    };
    for (const [key, value] of this.counters) push(splitKey(key).name, `${key} ${value}`);
    for (const [key, h] of this.histograms) {
      const { name, labels } = splitKey(key);
      const inner = labels ? `${labels.slice(1, -1)},` : "";
      let cumulative = 0;
      BUCKETS.forEach((le, i) => {
        cumulative += h.buckets[i] ?? 0;
        push(name, `${name}_bucket{${inner}le="${le}"} ${cumulative}`);
      });
      push(name, `${name}_bucket{${inner}le="+Inf"} ${h.count}`);
      push(name, `${name}_sum${labels} ${round(h.sum)}`);
      push(name, `${name}_count${labels} ${h.count}`);
    }
    for (const [key, value] of this.liveGauges(now)) push(splitKey(key).name, `${key} ${value}`);
    const out: string[] = [];
    for (const [name, lines] of byName) {
      const meta = CATALOG[name];
      out.push(`# HELP ${name} ${meta?.help ?? name}`, `# TYPE ${name} ${meta?.type ?? "untyped"}`);
      out.push(...lines);
    }
    return out.length ? `${out.join("\n")}\n` : "";
  }

  /** Traffic over the last `seconds` (at most the 6-minute window) and live gauges. */
  async summary(seconds = 60): Promise<{
    window: WindowSummary;
    gauges: Record<string, number>;
    totals: Record<string, number>;
    since: string;
  }> {
    const now = Date.now();
    const from = now - Math.min(seconds, (WINDOW_SLOTS - 1) * (SLOT_MS / 1000)) * 1000;
    const slots = this.slots.filter((s) => s.start + SLOT_MS > from);
    const latency = emptyHistogram();
    let requests = 0;
    let errors = 0;
    let limited = 0;
    for (const s of slots) {
      requests += s.requests;
      errors += s.errors;
      limited += s.limited;
      add(latency, s.latency);
    }
    const span = Math.max(1, (now - from) / 1000);
    return {
      window: {
        seconds: Math.round(span),
        requests,
        errors,
        rate_limited: limited,
        requests_per_second: round(requests / span),
        error_rate: requests ? round(errors / requests) : 0,
        latency_avg_s: latency.count ? round(latency.sum / latency.count) : 0,
        latency_p50_s: round(quantile(latency, 0.5)),
        latency_p95_s: round(quantile(latency, 0.95)),
      },
      gauges: Object.fromEntries(this.liveGauges(now)),
      totals: Object.fromEntries(this.counters),
      since: new Date(this.since).toISOString(),
    };
  }

  /** Writes the totals behind. */
  override async alarm(): Promise<void> {
    this.persistArmed = false;
    const saved: Persisted = {
      counters: [...this.counters],
      histograms: [...this.histograms],
      since: this.since,
    };
    await this.ctx.storage.put("totals", saved);
  }

  private liveGauges(now: number): Map<string, number> {
    const live = new Map<string, number>();
    for (const [key, byIsolate] of this.gauges) {
      let worst: number | undefined;
      for (const [id, g] of byIsolate) {
        if (now - g.at > GAUGE_TTL_MS) byIsolate.delete(id);
        else worst = worst === undefined ? g.value : Math.max(worst, g.value);
      }
      if (worst !== undefined) live.set(key, worst);
    }
    return live;
  }

  private slot(now: number): Slot {
    const start = now - (now % SLOT_MS);
    let last = this.slots.at(-1);
    if (!last || last.start !== start) {
      last = { start, requests: 0, errors: 0, limited: 0, latency: emptyHistogram() };
      this.slots.push(last);
      if (this.slots.length > WINDOW_SLOTS) this.slots.shift();
    }
    return last;
  }
}

function add(into: HistogramData, h: HistogramData): void {
  h.buckets.forEach((b, i) => {
    into.buckets[i] = (into.buckets[i] ?? 0) + b;
  });
  into.sum += h.sum;
  into.count += h.count;
}

/** Quantile estimated from bucket counts by linear interpolation (as histogram_quantile does). */
function quantile(h: HistogramData, q: number): number {
  if (h.count === 0) return 0;
  const rank = q * h.count;
  let seen = 0;
  for (let i = 0; i < BUCKETS.length; i++) {
    const inBucket = h.buckets[i] ?? 0;
    if (seen + inBucket >= rank && inBucket > 0) {
      const lower = i === 0 ? 0 : (BUCKETS[i - 1] as number);
      const upper = BUCKETS[i] as number;
      return lower + (upper - lower) * ((rank - seen) / inBucket);
    }
    seen += inBucket;
  }
  return BUCKETS.at(-1) as number;
}

function round(v: number): number {
  return Math.round(v * 1e6) / 1e6;
}
