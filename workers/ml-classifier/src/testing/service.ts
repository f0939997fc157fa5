import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { listenForTest, type RunningService } from "@iris/kit/testing";
import { type FixtureManifest, writeFixtureManifest } from "@iris/ml-core/testing";
import { buildApp } from "../app";
import { readConfig } from "../config";

/** A classifier service on an ephemeral port over the ml-core test ViT, in its own folders. */
export interface TestService extends RunningService {
  dataDir: string;
  datasetsDir: string;
  fixture: FixtureManifest;
  /** Closes the service but keeps its folders and fixture (to start it again on them). */
  stop(): Promise<void>;
  /** JSON request helper: parses the body, keeps the status. */
  json<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: T }>;
}

/** Starts the service with a fixture backbone; `env` overrides (e.g. REDIS_URL, DATA_DIR). */
export async function startTestService(
  env: Record<string, string> = {},
  shared?: { fixture: FixtureManifest; dataDir: string },
): Promise<TestService> {
  const fixture = shared?.fixture ?? (await writeFixtureManifest());
  const dataDir = shared?.dataDir ?? mkdtempSync(join(tmpdir(), "iris-classifier-"));
  const datasetsDir = join(dataDir, "datasets");
  mkdirSync(datasetsDir, { recursive: true });
  const config = readConfig({
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    MODEL_MANIFEST: fixture.path,
    SHIPPED_MODELS_DIR: join(dataDir, "shipped"),
    ...env,
  });
  const running = await listenForTest(await buildApp(config));
  const headers: Record<string, string> = env.SERVICE_TOKEN
    ? { authorization: `Bearer ${env.SERVICE_TOKEN}` }
    : {};
  return {
    ...running,
    dataDir,
    datasetsDir,
    fixture,
    async json(method, path, body) {
      const init: RequestInit = { method, headers };
      if (body !== undefined) {
        init.headers = { ...headers, "content-type": "application/json" };
        init.body = JSON.stringify(body);
      }
      const res = await fetch(`${running.url}${path}`, init);
      return { status: res.status, body: (await res.json()) as never };
    },
    stop: () => running.close(),
    async close() {
      await running.close();
      if (!shared) {
        fixture.remove();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

/** Polls a job until it ends (or `until` says stop); returns its last record. */
export async function waitForJob<T extends { status: string }>(
  service: TestService,
  id: string,
  until: (record: T) => boolean = (r) => ["completed", "failed", "cancelled"].includes(r.status),
  timeoutMs = 120_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { body } = await service.json<{ data: T }>("GET", `/train/status/${id}`);
    if (until(body.data)) return body.data;
    if (Date.now() > deadline) throw new Error(`job ${id} still ${body.data.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
