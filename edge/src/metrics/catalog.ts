/** Histogram buckets (seconds) shared by every latency histogram of the gateway. */
export const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];

/** How a series is combined across isolates. */
export type MetricKind = "counter" | "histogram" | "gauge";

/** Every metric the isolates record (computed-at-scrape ones live in exposition.ts). */
export const CATALOG: Record<string, { type: MetricKind; help: string }> = {
  http_requests_total: { type: "counter", help: "Gateway requests by route and status." },
  http_request_duration_seconds: {
    type: "histogram",
    help: "Gateway request duration by route and status.",
  },
  iris_upstream_requests_total: {
    type: "counter",
    help: "Calls (attempts) to phase services by outcome: success, client_error, server_error, timeout, network_error, rejected (breaker open).",
  },
  iris_upstream_failures_total: {
    type: "counter",
    help: "Failed attempts to phase services (server errors, timeouts, network errors).",
  },
  iris_upstream_retries_total: { type: "counter", help: "Retries of calls to phase services." },
  iris_upstream_request_duration_seconds: {
    type: "histogram",
    help: "Duration of one attempt to a phase service.",
  },
  iris_circuit_breaker_state: {
    type: "gauge",
    help: "Circuit breaker per phase service: 0 closed, 1 half-open, 2 open (worst over live isolates).",
  },
  iris_circuit_breaker_transitions_total: {
    type: "counter",
    help: "Circuit breaker transitions by service and new state.",
  },
  iris_rate_limit_rejections_total: {
    type: "counter",
    help: "Requests refused with 429 by the rate limiter, by rule.",
  },
  iris_pipeline_runs_total: { type: "counter", help: "Pipeline runs by final status." },
  iris_pipeline_phase_duration_seconds: {
    type: "histogram",
    help: "Pipeline phase durations by phase and status.",
  },
  iris_pipeline_cache_lookups_total: {
    type: "counter",
    help: "Pipeline result-cache lookups by result (hit, miss).",
  },
  iris_pipeline_type_decisions_total: {
    type: "counter",
    help: "Document types decided, by the evidence that decided (hint, classifier, text, both).",
  },
  iris_pipeline_type_reapplied_total: {
    type: "counter",
    help: "Decided types applied to the page already read (reading: kept) or read again (reading: read_again).",
  },
  iris_pipeline_upload_read_total: {
    type: "counter",
    help: "Uploads read again because phase 1's page gave no text to type it by, by outcome (used, silent, failed).",
  },
  iris_pipeline_phases_not_awaited_total: {
    type: "counter",
    help: "Phases not awaited because the answer was ready without them, by phase.",
  },
};

/** Breaker states as gauge values. */
export const BREAKER_VALUE = { closed: 0, half_open: 1, open: 2 } as const;

/** Prometheus label text `{a="1",b="2"}` (empty for no labels), values escaped. */
export function labelText(labels: Record<string, string>): string {
  const entries = Object.entries(labels);
  if (entries.length === 0) return "";
  const esc = (v: string) => v.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n");
  return `{${entries.map(([k, v]) => `${k}="${esc(v)}"`).join(",")}}`;
}

/** The series key: metric name plus label text, as it appears in the exposition. */
export function seriesKey(name: string, labels: Record<string, string>): string {
  return `${name}${labelText(labels)}`;
}

/** Splits a series key back into its metric name and label text. */
export function splitKey(key: string): { name: string; labels: string } {
  const brace = key.indexOf("{");
  return brace < 0
    ? { name: key, labels: "" }
    : { name: key.slice(0, brace), labels: key.slice(brace) };
}
