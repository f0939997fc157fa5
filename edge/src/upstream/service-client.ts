import { Buffer } from "node:buffer";
import { IrisError } from "@iris/kit/errors";
import type { ServiceInstance, ServiceName } from "../config";
import { count, observe } from "../metrics/buffer";
import { backoffDelay, retryAfterMs, sleep } from "./backoff";
import { breakerSettings } from "./circuit-breaker";
import { fromServiceError, garbage, unavailable } from "./errors";
import type { UpstreamCall } from "./interface";
import { refreshMonitoredHealth } from "./monitor-view";
import { eject, instanceHealthy, restoreInstance, serviceState } from "./service-state";

/** Timeout of the half-open probe (the health-check timeout of spec §8.3). */
export const PROBE_TIMEOUT_MS = 10_000;
/** Longest an instance that just failed is skipped by health_based selection. */
const EJECT_MAX_MS = 30_000;

/** One request to a phase service. */
export interface UpstreamRequest {
  method: "GET" | "POST" | "DELETE";
  path: string;
  /** A multipart body, built afresh for every attempt. */
  form?: () => FormData;
  /** A JSON body. */
  json?: unknown;
  /**
   * Ask for the result image as bytes (`Accept: image/png`): a service that answers PNG says
   * the rest of its answer in `X-Iris-Summary` (base64url JSON), and `data` is that object with
   * the bytes under `image_bytes` — no base64 image in JSON to parse. A JSON answer (an error,
   * or a service that does not answer PNG) is read as usual.
   */
  image?: boolean;
  /**
   * False for calls that change state (training jobs, storing embeddings): they are retried
   * only when the service certainly did not act (it answered 429/503, or the breaker refused).
   */
  idempotent?: boolean;
}

/** A successful answer: the envelope's `data` and how the call went. */
export interface UpstreamResult<T> {
  data: T;
  status: number;
  /** The service's own processing time (its envelope's processing_time), seconds. */
  serviceTime: number | null;
  /** Wall time of the whole call, retries included, seconds. */
  elapsed: number;
  attempts: number;
  /** The request id the service echoed (its envelope's request_id). */
  echoedRequestId: string | null;
}

type Attempt =
  | { kind: "ok"; status: number; body: Envelope }
  /** The service answered and is fine; the request was refused (4xx): never retried. */
  | { kind: "refused"; error: IrisError }
  | {
      kind: "failed";
      outcome: "server_error" | "timeout" | "network_error" | "busy";
      summary: string;
      error?: IrisError;
      retryable: boolean;
      /** The service did not act on the request (429/503): safe to retry anything. */
      untouched: boolean;
      retryAfterMs?: number;
    };

interface Envelope {
  success?: boolean;
  data?: unknown;
  processing_time?: number;
  request_id?: string;
}

/**
 * Calls one phase service (DESIGN.md §6): picks an instance (round_robin, health_based or
 * weighted), sends X-Request-ID and the service Bearer token, retries retryable failures with
 * full-jitter exponential backoff (429/503 wait their capped Retry-After), never past the
 * call's overall deadline, and goes through the service's circuit breaker. Settings are read
 * from the run-time record on every call, so PUT /admin/config applies to the next one.
 */
export async function callService<T>(
  service: ServiceName,
  req: UpstreamRequest,
  call: UpstreamCall,
): Promise<UpstreamResult<T>> {
  const settings = call.runtime.services[service];
  const limits = breakerSettings(settings);
  const instances = call.config.services[service];
  const state = serviceState(service, instances);
  if (settings.strategy === "health_based") refreshMonitoredHealth(call);
  const started = Date.now();
  const deadline = started + (settings.deadline_ms ?? 2 * settings.timeout);
  const tried = new Set<string>();
  const failures: string[] = [];
  for (let attempt = 0; ; attempt++) {
    const decision = state.breaker.acquire(limits);
    if (decision.kind === "reject") {
      count("iris_upstream_requests_total", { service, outcome: "rejected" });
      throw unavailable(service, `${decision.reason}; retry later`, decision.retryAfterMs);
    }
    const instance = state.balancer.pick(settings.strategy, instanceHealthy, tried);
    tried.add(instance.url);
    if (decision.kind === "probe") {
      const healthy = await probe(instance, call);
      state.breaker.probeResult(healthy);
      if (!healthy) {
        throw unavailable(
          service,
          "circuit open: the recovery probe failed; retry later",
          settings.recovery_timeout_ms,
        );
      }
    }
    const remaining = deadline - Date.now();
    if (remaining <= 0) throw deadlineExceeded(service, failures);
    const result = await attemptOnce(
      service,
      instance,
      req,
      call,
      Math.min(settings.timeout, remaining),
    );
    if (result.kind === "ok") {
      state.breaker.success();
      restoreInstance(instance.url);
      const envelope = result.body;
      return {
        data: envelope.data as T,
        status: result.status,
        serviceTime: typeof envelope.processing_time === "number" ? envelope.processing_time : null,
        elapsed: (Date.now() - started) / 1000,
        attempts: attempt + 1,
        echoedRequestId: envelope.request_id ?? null,
      };
    }
    if (result.kind === "refused") {
      state.breaker.success();
      throw result.error;
    }
    if (result.outcome !== "busy") {
      state.breaker.failure(limits);
      eject(instance.url, Math.min(EJECT_MAX_MS, settings.recovery_timeout_ms));
    }
    failures.push(result.summary);
    const mayRetry =
      result.retryable &&
      (req.idempotent !== false || result.untouched) &&
      attempt < settings.max_retries;
    if (!mayRetry) throw finalError(service, result, failures);
    const wait = result.retryAfterMs ?? backoffDelay(attempt, settings.retry_delay_ms);
    if (Date.now() + wait >= deadline) throw deadlineExceeded(service, failures);
    count("iris_upstream_retries_total", { service });
    await sleep(wait);
  }
}

async function attemptOnce(
  service: ServiceName,
  instance: ServiceInstance,
  req: UpstreamRequest,
  call: UpstreamCall,
  timeoutMs: number,
): Promise<Attempt> {
  const headers = new Headers({
    "x-request-id": call.requestId,
    accept: req.image ? "image/png, application/json;q=0.9" : "application/json",
  });
  if (call.config.serviceToken) headers.set("authorization", `Bearer ${call.config.serviceToken}`);
  let body: BodyInit | undefined;
  if (req.form) body = req.form();
  else if (req.json !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(req.json);
  }
  const started = performance.now();
  const outcome = (name: string) => {
    count("iris_upstream_requests_total", { service, outcome: name });
    observe(
      "iris_upstream_request_duration_seconds",
      { service },
      (performance.now() - started) / 1000,
    );
    if (["server_error", "timeout", "network_error"].includes(name))
      count("iris_upstream_failures_total", { service, reason: name });
  };
  let res: Response;
  let text = "";
  let image: Envelope | undefined;
  try {
    res = await fetch(`${instance.url}${req.path}`, {
      method: req.method,
      headers,
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (req.image && res.ok && res.headers.get("content-type")?.startsWith("image/png")) {
      image = imageEnvelope(res.headers, new Uint8Array(await res.arrayBuffer()));
    } else text = await res.text();
  } catch (error) {
    const timedOut =
      (error as Error).name === "TimeoutError" || (error as Error).name === "AbortError";
    outcome(timedOut ? "timeout" : "network_error");
    return {
      kind: "failed",
      outcome: timedOut ? "timeout" : "network_error",
      summary: timedOut ? `no answer within ${timeoutMs} ms` : "connection failed",
      retryable: true,
      untouched: false,
    };
  }
  let parsed: unknown = image;
  if (!image) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
  }
  const wait = retryAfterMs(res.headers.get("retry-after"));
  if (res.ok) {
    if (!parsed || (parsed as Envelope).success !== true) {
      outcome("server_error");
      return { kind: "refused", error: garbage(service, res.status) };
    }
    outcome("success");
    return { kind: "ok", status: res.status, body: parsed as Envelope };
  }
  const retryAfterSeconds = wait === undefined ? undefined : Math.ceil(wait / 1000);
  if (res.status === 401 || res.status === 403) {
    outcome("server_error");
    return {
      kind: "refused",
      error: new IrisError("SERVICE_UNAVAILABLE", `${service} refused the gateway's credentials`, {
        status: 502,
        details: "the gateway's SERVICE_TOKEN does not match the service's",
      }),
    };
  }
  if (res.status === 429 || res.status === 503) {
    outcome(res.status === 429 ? "client_error" : "server_error");
    return {
      kind: "failed",
      outcome: res.status === 429 ? "busy" : "server_error",
      summary: `HTTP ${res.status}`,
      error: fromServiceError(service, res.status, parsed, retryAfterSeconds),
      retryable: true,
      untouched: true,
      retryAfterMs: wait,
    };
  }
  if (res.status < 500) {
    outcome("client_error");
    return { kind: "refused", error: fromServiceError(service, res.status, parsed) };
  }
  outcome("server_error");
  if (parsed === undefined) {
    return {
      kind: "failed",
      outcome: "server_error",
      summary: `HTTP ${res.status} (unreadable)`,
      error: garbage(service, res.status),
      retryable: true,
      untouched: false,
    };
  }
  const error = fromServiceError(service, res.status, parsed);
  return {
    kind: "failed",
    outcome: "server_error",
    summary: `HTTP ${res.status} ${error.code}`,
    error,
    retryable: error.retryable,
    untouched: false,
  };
}

/**
 * The envelope of a PNG answer (see UpstreamRequest.image): `data` from X-Iris-Summary with the
 * bytes, the service's time from X-Processing-Time ("12.3ms"), its request id. Undefined (an
 * unreadable answer) when the summary is missing or is not JSON.
 */
function imageEnvelope(headers: Headers, bytes: Uint8Array): Envelope | undefined {
  const summary = headers.get("x-iris-summary");
  if (!summary) return undefined;
  try {
    const data = JSON.parse(Buffer.from(summary, "base64url").toString("utf8"));
    if (typeof data !== "object" || data === null) return undefined;
    const ms = Number.parseFloat(headers.get("x-processing-time") ?? "");
    return {
      success: true,
      data: { ...data, image_bytes: bytes },
      processing_time: Number.isFinite(ms) ? ms / 1000 : undefined,
      request_id: headers.get("x-request-id") ?? undefined,
    };
  } catch {
    return undefined;
  }
}

/** GET /health of one instance within the probe timeout: true when it answers healthy. */
async function probe(instance: ServiceInstance, call: UpstreamCall): Promise<boolean> {
  try {
    const res = await fetch(`${instance.url}/health`, {
      headers: { "x-request-id": call.requestId },
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}

function finalError(
  service: ServiceName,
  attempt: Extract<Attempt, { kind: "failed" }>,
  failures: string[],
) {
  // A service that answered with its own error keeps it; one that did not answer is unavailable.
  if (attempt.error) return attempt.error;
  return unavailable(service, `${failures.length} attempt(s) failed: ${failures.join("; ")}`, 5000);
}

function deadlineExceeded(service: ServiceName, failures: string[]): IrisError {
  return unavailable(
    service,
    `no answer within the call's deadline${failures.length ? ` (${failures.join("; ")})` : ""}`,
    5000,
  );
}
