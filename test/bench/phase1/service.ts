import { buildApp, readConfig } from "@iris/image-processor";
import { listenForTest, multipartForm, type RunningService } from "@iris/kit/testing";

/** An in-process image-processor on an ephemeral port (no token: it is loopback only). */
export async function startImageProcessor(workers = 2): Promise<RunningService> {
  const config = readConfig({
    LOG_LEVEL: "silent",
    IMAGE_WORKERS: String(workers),
    IMAGE_QUEUE_MAX: "1000",
    // Benchmarks share a busy machine: an image may wait long for a core.
    IMAGE_TASK_TIMEOUT_MS: "600000",
  });
  const svc = await listenForTest(await buildApp(config));
  // Wait until every worker thread has OpenCV loaded, so the first timings are not skewed.
  for (let i = 0; i < 600; i++) {
    const health = (await (await fetch(`${svc.url}/health`)).json()) as {
      data: { checks?: { workers?: { threads?: number } } };
    };
    if ((health.data.checks?.workers?.threads ?? 0) >= workers) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return svc;
}

/** POSTs one file; answers the JSON `data` or, with `png`, the raw PNG bytes. */
export async function post<T>(
  svc: RunningService,
  path: string,
  bytes: Uint8Array,
  name: string,
  fields: Record<string, string> = {},
): Promise<T> {
  const res = await fetch(`${svc.url}${path}`, {
    method: "POST",
    body: multipartForm([{ name, bytes }], fields),
  });
  const body = (await res.json()) as { data: T; error?: { code: string; message: string } };
  if (!res.ok) throw new Error(`${path} ${res.status}: ${body.error?.code} ${body.error?.message}`);
  return body.data;
}

/** POSTs one file asking for the raw PNG. */
export async function postForPng(
  svc: RunningService,
  path: string,
  bytes: Uint8Array,
  name: string,
  fields: Record<string, string> = {},
): Promise<Uint8Array> {
  const res = await fetch(`${svc.url}${path}`, {
    method: "POST",
    headers: { accept: "image/png" },
    body: multipartForm([{ name, bytes }], fields),
  });
  if (!res.ok) throw new Error(`${path} ${res.status}: ${await res.text()}`);
  return new Uint8Array(await res.arrayBuffer());
}

/** Runs `fn` over `items` with at most `limit` at a time, results in order. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const run = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i] as T, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, run));
  return out;
}
