import { BUCKETS, seriesKey } from "./catalog";

/** A histogram's counts: one per bucket (non-cumulative), plus sum and count. */
export interface HistogramData {
  buckets: number[];
  sum: number;
  count: number;
}

/** What an isolate sends the aggregator: increments since its last flush, current gauges. */
export interface MetricsDelta {
  isolate: string;
  counters: Record<string, number>;
  histograms: Record<string, HistogramData>;
  gauges: Record<string, number>;
}

/** Minimum time between two background flushes of one isolate. */
export const FLUSH_INTERVAL_MS = 2000;

// Made on first use: workerd forbids random values in global scope.
let isolate: string | undefined;
let counters = new Map<string, number>();
let histograms = new Map<string, HistogramData>();
const gauges = new Map<string, number>();
let lastFlush = 0;
let urgent = false;

/** Adds `by` to a counter. */
export function count(name: string, labels: Record<string, string>, by = 1): void {
  const key = seriesKey(name, labels);
  counters.set(key, (counters.get(key) ?? 0) + by);
}

/** Records one observation (seconds) in a histogram. */
export function observe(name: string, labels: Record<string, string>, seconds: number): void {
  const key = seriesKey(name, labels);
  let h = histograms.get(key);
  if (!h) {
    h = { buckets: BUCKETS.map(() => 0), sum: 0, count: 0 };
    histograms.set(key, h);
  }
  const i = BUCKETS.findIndex((le) => seconds <= le);
  if (i >= 0) h.buckets[i] = (h.buckets[i] ?? 0) + 1;
  h.sum += seconds;
  h.count++;
}

/** Sets this isolate's value of a gauge; `flushSoon` asks for the next flush without waiting. */
export function setGauge(
  name: string,
  labels: Record<string, string>,
  value: number,
  flushSoon = false,
): void {
  gauges.set(seriesKey(name, labels), value);
  if (flushSoon) urgent = true;
}

/** True when this isolate should send its increments now. */
export function flushDue(now = Date.now()): boolean {
  return urgent || now - lastFlush >= FLUSH_INTERVAL_MS;
}

/** Takes the increments recorded since the last call (and the current gauges). */
export function drain(now = Date.now()): MetricsDelta {
  isolate ??= crypto.randomUUID();
  const delta: MetricsDelta = {
    isolate,
    counters: Object.fromEntries(counters),
    histograms: Object.fromEntries(histograms),
    gauges: Object.fromEntries(gauges),
  };
  counters = new Map();
  histograms = new Map();
  lastFlush = now;
  urgent = false;
  return delta;
}

/** Puts back increments whose flush failed, so they go with the next one. */
export function restore(delta: MetricsDelta): void {
  for (const [k, v] of Object.entries(delta.counters)) counters.set(k, (counters.get(k) ?? 0) + v);
  for (const [k, h] of Object.entries(delta.histograms)) {
    const mine = histograms.get(k);
    if (!mine) histograms.set(k, h);
    else {
      h.buckets.forEach((b, i) => {
        mine.buckets[i] = (mine.buckets[i] ?? 0) + b;
      });
      mine.sum += h.sum;
      mine.count += h.count;
    }
  }
}
