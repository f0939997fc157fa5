import { listenForTest, multipartForm, type RunningService } from "@iris/kit/testing";
import { buildApp, readConfig } from "@iris/ocr-extractor";
import { benchServiceEnv } from "../suite";

/** An in-process ocr-extractor on an ephemeral port. */
export async function startOcr(engine: "js" | "native", workers = 1): Promise<RunningService> {
  const config = readConfig({
    LOG_LEVEL: "silent",
    LOG_REQUESTS: "false",
    OCR_ENGINE: engine,
    OCR_WORKERS: String(workers),
    // Benchmarks share a busy machine: a page may wait long for a core.
    OCR_TIMEOUT_MS: "600000",
    ...benchServiceEnv(),
  });
  return listenForTest(await buildApp(config));
}

/** POSTs one file to a multipart route and answers `data` (throws on an error answer). */
export async function postFile<T>(
  svc: RunningService,
  path: string,
  bytes: Uint8Array,
  name: string,
  fields: Record<string, string>,
): Promise<T> {
  const res = await fetch(`${svc.url}${path}`, {
    method: "POST",
    body: multipartForm([{ name, bytes }], fields),
  });
  const body = (await res.json()) as { data: T; error?: { code: string; message: string } };
  if (!res.ok) throw new Error(`${path} ${res.status}: ${body.error?.code} ${body.error?.message}`);
  return body.data;
}

/** POSTs JSON and answers `data`. */
export async function postJson<T>(svc: RunningService, path: string, json: unknown): Promise<T> {
  const res = await fetch(`${svc.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(json),
  });
  const body = (await res.json()) as { data: T; error?: { code: string; message: string } };
  if (!res.ok) throw new Error(`${path} ${res.status}: ${body.error?.code} ${body.error?.message}`);
  return body.data;
}
