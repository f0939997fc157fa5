import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import type { ErrorBody } from "@iris/kit";
import { listenForTest, multipartForm, type RunningService, readHealth } from "@iris/kit/testing";
import sharp from "sharp";
import { buildApp } from "../app";
import { readConfig } from "../config";
import { type EngineName, loadEngine, type OpenCV } from "../pipeline/engine";
import { nativeEngineAbsence } from "../pipeline/engine/native";

/** The bearer token test services are started with. */
export const TOKEN = "test-token";
const auth = { authorization: `Bearer ${TOKEN}` };

/** An image-processor listening on an ephemeral port, with helpers to call it. */
export interface TestService extends RunningService {
  /** POSTs `file` (and text fields) as multipart to `path`; JSON body parsed. */
  post<T>(
    path: string,
    file: { name: string; bytes: Uint8Array },
    fields?: Record<string, string>,
    headers?: Record<string, string>,
  ): Promise<{ status: number; headers: Headers; body: T }>;
}

/** Starts the service with test defaults (silent logs, a token) overridden by `env`. */
export async function startTestService(env: Record<string, string> = {}): Promise<TestService> {
  const config = readConfig({
    LOG_LEVEL: "silent",
    SERVICE_TOKEN: TOKEN,
    // A loaded machine may take long over an image; tests are not about the time limit.
    IMAGE_TASK_TIMEOUT_MS: "180000",
    ...env,
  });
  const svc = await listenForTest(await buildApp(config));
  return {
    ...svc,
    async post(path, file, fields = {}, headers = {}) {
      const res = await fetch(`${svc.url}${path}`, {
        method: "POST",
        headers: { ...auth, ...headers },
        body: multipartForm([file], fields),
      });
      const type = res.headers.get("content-type") ?? "";
      const body = type.includes("json")
        ? await res.json()
        : new Uint8Array(await res.arrayBuffer());
      return { status: res.status, headers: res.headers, body };
    },
  };
}

/** GET /health's status. */
export async function healthStatus(svc: RunningService): Promise<string> {
  const res = await fetch(`${svc.url}/health`);
  return (await readHealth(res)).status;
}

/** The error code of an error body. */
export function errorCode(body: unknown): string {
  return (body as ErrorBody).error.code;
}

const SIDE = 96;

async function greyThumb(image: Uint8Array, width: number, height: number): Promise<Float64Array> {
  const data = await sharp(image)
    .flatten({ background: "#ffffff" })
    .greyscale()
    .resize(width, height, { fit: "fill" })
    .normalise()
    .raw()
    .toBuffer();
  return Float64Array.from(data);
}

function correlation(a: Float64Array, b: Float64Array): number {
  const mean = (v: Float64Array) => v.reduce((s, x) => s + x, 0) / v.length;
  const ma = mean(a);
  const mb = mean(b);
  let ab = 0;
  let aa = 0;
  let bb = 0;
  for (let i = 0; i < a.length; i++) {
    const da = (a[i] as number) - ma;
    const db = (b[i] as number) - mb;
    ab += da * db;
    aa += da * da;
    bb += db * db;
  }
  return ab / Math.sqrt(aa * bb || 1);
}

/**
 * How much a processed page looks like the flat scan of the same document: the correlation
 * of small grey thumbnails as it is (`upright`) and turned over (`turned`). A page that
 * reads the right way up correlates clearly better as it is.
 */
export async function compareWithScan(
  page: Uint8Array,
  scan: Uint8Array,
): Promise<{ upright: number; turned: number }> {
  const meta = await sharp(scan).metadata();
  const aspect = (meta.width ?? 1) / (meta.height ?? 1);
  const width = aspect >= 1 ? 2 * SIDE : Math.round(2 * SIDE * aspect);
  const height = aspect >= 1 ? Math.round((2 * SIDE) / aspect) : 2 * SIDE;
  const reference = await greyThumb(scan, width, height);
  const asIs = await greyThumb(page, width, height);
  const turnedPng = await sharp(page).rotate(180).png().toBuffer();
  const turned = await greyThumb(turnedPng, width, height);
  return { upright: correlation(asIs, reference), turned: correlation(turned, reference) };
}

/** Width / height of an encoded image. */
export async function aspectOf(image: Uint8Array): Promise<number> {
  const meta = await sharp(image).metadata();
  return (meta.width ?? 0) / (meta.height ?? 1);
}

/** A one-page PDF (A4) with a line of text, written by hand: enough for pdf.js. */
export function tinyPdf(): Uint8Array {
  const text = "BT /F1 24 Tf 100 700 Td (Hola mundo) Tj ET";
  return Buffer.from(
    [
      "%PDF-1.4",
      "1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj",
      "2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj",
      "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj",
      `4 0 obj<</Length ${text.length}>>stream`,
      text,
      "endstream endobj",
      "5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj",
      "trailer<</Root 1 0 R>>",
      "%%EOF",
    ].join("\n"),
  );
}

/** A repeatable pseudo-random sequence in [0, 1) (a linear congruential generator). */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
}

/**
 * The real evaluation data (`shared/eval`): IRIS_EVAL_DIR, else the nearest `shared/eval` in a
 * folder above this checkout (../shared/eval beside a clone, ../../shared/eval beside a
 * worktree). Undefined when there is none.
 */
export function evalDir(): string | undefined {
  if (process.env.IRIS_EVAL_DIR) return process.env.IRIS_EVAL_DIR;
  for (let dir = import.meta.dirname; dir !== dirname(dir); dir = dirname(dir)) {
    const candidate = join(dir, "shared", "eval");
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** True when the native OpenCV addon is built here (its tests run only then). */
export const nativeBuilt = nativeEngineAbsence() === undefined;

/** Every engine this host can run: OpenCV.js always, native OpenCV when built. */
export async function availableEngines(): Promise<{ name: EngineName; cv: OpenCV }[]> {
  const names: EngineName[] = nativeBuilt ? ["wasm", "native"] : ["wasm"];
  return Promise.all(names.map(async (name) => ({ name, cv: await loadEngine(name) })));
}
