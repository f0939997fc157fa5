/**
 * Request metrics of this isolate. A Worker runs in many isolates, so in production these
 * are per-isolate figures (`wrangler dev` runs one, so locally they are the whole picture).
 */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

interface Series {
  labels: Record<string, string>;
  count: number;
  sum: number;
  buckets: number[];
}

const started = Date.now();
const series = new Map<string, Series>();

/** Records one answered request. */
export function recordRequest(method: string, route: string, status: number, seconds: number) {
  const labels = { method, route, status_code: String(status) };
  const key = JSON.stringify(labels);
  let s = series.get(key);
  if (!s) {
    s = { labels, count: 0, sum: 0, buckets: BUCKETS.map(() => 0) };
    series.set(key, s);
  }
  s.count++;
  s.sum += seconds;
  BUCKETS.forEach((le, i) => {
    if (seconds <= le) (s as Series).buckets[i] = ((s as Series).buckets[i] ?? 0) + 1;
  });
}

function labelText(labels: Record<string, string>, extra: Record<string, string> = {}) {
  const all = { ...labels, ...extra };
  const esc = (v: string) => v.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n");
  return `{${Object.entries(all)
    .map(([k, v]) => `${k}="${esc(v)}"`)
    .join(",")}}`;
}

/** Prometheus text exposition of the gateway's metrics. */
export function exposition(info: { version: string; environment: string }): string {
  const lines = [
    "# HELP iris_gateway_info Gateway version and environment.",
    "# TYPE iris_gateway_info gauge",
    `iris_gateway_info${labelText(info)} 1`,
    "# HELP iris_gateway_isolate_uptime_seconds Seconds since this isolate started.",
    "# TYPE iris_gateway_isolate_uptime_seconds gauge",
    `iris_gateway_isolate_uptime_seconds ${((Date.now() - started) / 1000).toFixed(3)}`,
    "# HELP http_request_duration_seconds Gateway request duration by route and status.",
    "# TYPE http_request_duration_seconds histogram",
  ];
  for (const s of series.values()) {
    BUCKETS.forEach((le, i) => {
      lines.push(
        `http_request_duration_seconds_bucket${labelText(s.labels, { le: String(le) })} ${s.buckets[i]}`,
      );
    });
    lines.push(
      `http_request_duration_seconds_bucket${labelText(s.labels, { le: "+Inf" })} ${s.count}`,
    );
    lines.push(`http_request_duration_seconds_sum${labelText(s.labels)} ${s.sum.toFixed(6)}`);
    lines.push(`http_request_duration_seconds_count${labelText(s.labels)} ${s.count}`);
  }
  return `${lines.join("\n")}\n`;
}

/** A summary for the /status dashboard. */
export function summary() {
  let total = 0;
  let errors = 0;
  let limited = 0;
  let sum = 0;
  for (const s of series.values()) {
    total += s.count;
    sum += s.sum;
    const status = Number(s.labels.status_code);
    if (status >= 500) errors += s.count;
    if (status === 429) limited += s.count;
  }
  return {
    isolate_uptime: Math.round((Date.now() - started) / 1000),
    total_requests: total,
    server_errors: errors,
    rate_limited: limited,
    error_rate: total ? errors / total : 0,
    average_response_time: total ? sum / total : 0,
  };
}
