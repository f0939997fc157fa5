import { listenForTest, multipartForm, type RunningService } from "@iris/kit/testing";
import { buildApp, readConfig } from "@iris/ocr-extractor";
import { processCpuSeconds } from "./cpu";

/** An in-process ocr-extractor on one engine, and how to read what its engine spent. */
export interface EngineService {
  engine: "native" | "js";
  svc: RunningService;
  /** CPU seconds spent so far by this service's engine outside this process (native hosts). */
  hostCpuSeconds(): number;
  /** Pages the engine has read so far. */
  pagesRead(): number;
  close(): Promise<void>;
}

interface EngineLike {
  status(): Record<string, unknown>;
  hostPids?(): number[];
}

/** Starts ocr-extractor on `engine` with one OCR worker (one page at a time). */
export async function startEngineService(
  engine: "native" | "js",
  env: Record<string, string> = {},
): Promise<EngineService> {
  const config = readConfig({
    LOG_LEVEL: "silent",
    LOG_REQUESTS: "false",
    OCR_ENGINE: engine,
    OCR_WORKERS: "1",
    // Benchmarks share a busy machine: a page may wait long for a core.
    OCR_TIMEOUT_MS: "600000",
    ...env,
  });
  const svc = await listenForTest(await buildApp(config));
  const ocr = svc.app.pipeline.engine as unknown as EngineLike;
  // Hosts come and go (recycling, crashes): CPU of those gone is kept.
  const seen = new Map<number, number>();
  return {
    engine,
    svc,
    hostCpuSeconds() {
      for (const pid of ocr.hostPids?.() ?? []) seen.set(pid, processCpuSeconds(pid));
      return [...seen.values()].reduce((a, b) => a + b, 0);
    },
    pagesRead: () => Number(ocr.status().jobs_completed ?? 0),
    close: () => svc.close(),
  };
}

/** POSTs one image to a multipart route and answers `data` (throws on an error answer). */
export async function postImage<T>(
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
