import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { listenForTest, type RunningService, readData } from "@iris/kit/testing";
import { FIXTURE_MODEL, type FixtureManifest, writeFixtureManifest } from "@iris/ml-core/testing";
import sharp from "sharp";
import { afterAll, beforeAll } from "vitest";
import { buildApp } from "./app";
import { readConfig } from "./config";
import { type EmbedData, embedData } from "./contract";

export { FIXTURE_MODEL };

/** The test token every service under test requires. */
export const TOKEN = "test-token";
export const AUTH = { authorization: `Bearer ${TOKEN}` };

/** A fixture manifest: the tiny ViT (current), a second copy, and an uninstalled entry. */
export async function fixtureManifest(): Promise<FixtureManifest> {
  const base = await writeFixtureManifest();
  const entry = base.manifest.models[0];
  base.remove();
  if (!entry) throw new Error("empty fixture manifest");
  const { path: _path, ...fields } = entry;
  return writeFixtureManifest({
    extra: [
      { ...fields, name: "tiny_vit_copy", description: "a second copy of the fixture" },
      { ...fields, name: "not_here", file: "not-here.onnx", sha256: null },
    ],
  });
}

/** Starts ml-embeddings over HTTP on the fixture manifest with a fresh data folder. */
export async function startService(
  manifest: FixtureManifest,
  env: Record<string, string> = {},
): Promise<RunningService & { dataDir: string }> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), "iris-emb-data-"));
  const config = readConfig({
    LOG_LEVEL: "silent",
    SERVICE_TOKEN: TOKEN,
    MODEL_MANIFEST: manifest.path,
    DEFAULT_MODEL: FIXTURE_MODEL,
    ML_EMBEDDINGS_WORKERS: "1",
    DATA_DIR: dataDir,
    ...env,
  });
  const running = await listenForTest(await buildApp(config));
  return {
    ...running,
    dataDir,
    close: async () => {
      await running.close();
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A running service on the fixture manifest for the enclosing file or describe block: started
 * before its tests, closed (and the manifest removed) after them.
 */
export function useFixtureService(env: Record<string, string> = {}): {
  readonly svc: RunningService & { dataDir: string };
  readonly manifest: FixtureManifest;
} {
  let manifest: FixtureManifest | undefined;
  let svc: (RunningService & { dataDir: string }) | undefined;
  beforeAll(async () => {
    manifest = await fixtureManifest();
    svc = await startService(manifest, env);
  });
  afterAll(async () => {
    await svc?.close();
    manifest?.remove();
  });
  return {
    get svc() {
      if (!svc) throw new Error("the service is not running (outside beforeAll/afterAll)");
      return svc;
    },
    get manifest() {
      if (!manifest) throw new Error("no fixture manifest (outside beforeAll/afterAll)");
      return manifest;
    },
  };
}

/** A PNG of random-ish texture; `seed` picks the pattern, `hue` its colour cast. */
export async function texture(seed: number, hue: [number, number, number] = [1, 1, 1]) {
  const width = 96;
  const height = 64;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    const v = ((i * (seed * 2 + 7) * 2654435761) >>> 24) & 255;
    raw[i * 3] = Math.min(255, v * hue[0]);
    raw[i * 3 + 1] = Math.min(255, v * hue[1]);
    raw[i * 3 + 2] = Math.min(255, v * hue[2]);
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** POSTs a multipart form and returns status and parsed body. */
export async function postForm<T = Record<string, unknown>>(url: string, form: FormData) {
  const res = await fetch(url, { method: "POST", body: form, headers: AUTH });
  return { status: res.status, body: (await res.json()) as { data: T } & Record<string, unknown> };
}

/** POSTs a multipart form to `url`/embed; the answer's `data`, parsed with its contract. */
export async function embedForm(url: string, form: FormData): Promise<EmbedData> {
  const res = await fetch(`${url}/embed`, { method: "POST", body: form, headers: AUTH });
  return readData(res, embedData);
}

/** POSTs JSON and returns status and parsed body. */
export async function postJson<T = Record<string, unknown>>(url: string, json: unknown) {
  const res = await fetch(url, {
    method: "POST",
    body: JSON.stringify(json),
    headers: { ...AUTH, "content-type": "application/json" },
  });
  return { status: res.status, body: (await res.json()) as { data: T } & Record<string, unknown> };
}
