/** One request the soak sent, and what came back. */
export interface Sample {
  /** ms since the load started, when sent / answered. */
  sent: number;
  done: number;
  /** Who sent it: the rate-limit key (`ip:…` or `user:…`), or `trickle`. */
  key: string;
  route: string;
  /** Charged against the caller's budget (the gateway's default limit class). */
  limited: boolean;
  /** 0 when no answer came (network error, timeout). */
  status: number;
  /** The error body's `retryable`, for 4xx/5xx with a §7.2 body. */
  retryable: boolean | undefined;
  code: string | undefined;
  error: string | undefined;
}

/** Sends one request and records it; never throws. */
export async function timed(
  t0: number,
  key: string,
  route: string,
  limited: boolean,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<Sample> {
  const sent = performance.now() - t0;
  let status = 0;
  let retryable: boolean | undefined;
  let code: string | undefined;
  let error: string | undefined;
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    status = res.status;
    const text = await res.text();
    if (status >= 400) {
      try {
        const body = JSON.parse(text) as { error?: { code?: string; retryable?: boolean } };
        retryable = body.error?.retryable;
        code = body.error?.code;
      } catch {
        error = `non-JSON ${status} body: ${text.slice(0, 160)}`;
      }
    }
  } catch (e) {
    error = (e as Error).name === "TimeoutError" ? "timeout" : (e as Error).message;
    const cause = (e as { cause?: { code?: string } }).cause?.code;
    if (cause) error += ` (${cause})`;
  }
  return {
    sent,
    done: performance.now() - t0,
    key,
    route,
    limited,
    status,
    retryable,
    code,
    error,
  };
}

/** A client of the load phase: loops over cheap gateway routes until `until()` is false. */
export interface ClientSpec {
  key: string;
  headers: Record<string, string>;
  routes: { path: string; limited: boolean; weight: number }[];
}

export async function runClient(
  base: string,
  t0: number,
  spec: ClientSpec,
  until: () => boolean,
  out: Sample[],
): Promise<void> {
  const total = spec.routes.reduce((s, r) => s + r.weight, 0);
  while (until()) {
    let pick = Math.random() * total;
    const route =
      spec.routes.find((r) => {
        pick -= r.weight;
        return pick < 0;
      }) ?? spec.routes[0];
    if (!route) return;
    const sample = await timed(
      t0,
      spec.key,
      route.path,
      route.limited,
      `${base}${route.path}`,
      { headers: spec.headers },
      60_000,
    );
    out.push(sample);
    // A client that was refused waits a little (not the whole Retry-After: this is a stress).
    if (sample.status === 429) await new Promise((r) => setTimeout(r, 50 + Math.random() * 100));
  }
}

/**
 * Rate-limit accounting per key: with a GCRA of `limit` per `windowMs`, a key may be granted
 * at most `limit + floor(T · limit / windowMs)` requests over a span T of its requests.
 */
export function rateLimitCheck(
  samples: Sample[],
  limits: Record<string, number>,
  windowMs: number,
) {
  const byKey = new Map<string, Sample[]>();
  for (const s of samples) {
    if (!s.limited) continue;
    const list = byKey.get(s.key) ?? [];
    list.push(s);
    byKey.set(s.key, list);
  }
  const rows: {
    key: string;
    limit: number;
    granted: number;
    refused: number;
    bound: number;
    over: number;
  }[] = [];
  for (const [key, list] of byKey) {
    const kind = key.split(":")[0] ?? "";
    const limit = limits[kind];
    if (limit === undefined) continue;
    const first = Math.min(...list.map((s) => s.sent));
    const last = Math.max(...list.map((s) => s.done));
    const bound = limit + Math.floor(((last - first) * limit) / windowMs);
    const granted = list.filter((s) => s.status >= 200 && s.status < 300).length;
    const refused = list.filter((s) => s.status === 429).length;
    rows.push({ key, limit, granted, refused, bound, over: Math.max(0, granted - bound) });
  }
  return rows;
}
