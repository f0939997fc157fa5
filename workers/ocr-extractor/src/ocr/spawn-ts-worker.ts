import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";

/**
 * Starts a worker thread running a TypeScript module: a plain-JS bootstrap registers tsx's
 * hooks inside the worker, then imports the module (Node 20 does not apply `--import tsx` to
 * a worker's entry). Works the same under `npm start` and vitest. Same approach as ml-core's
 * spawnTsWorker, kept local so this service does not depend on the ML runtime.
 */
export function spawnTsWorker(module: URL, workerData: unknown): Worker {
  const api = tsxEsmApi();
  const bootstrap = `import(${JSON.stringify(api)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(module.href)}); });`;
  return new Worker(bootstrap, { eval: true, workerData });
}

let cached: string | undefined;

function tsxEsmApi(): string {
  if (cached) return cached;
  const manifest = createRequire(import.meta.url).resolve("tsx/package.json");
  const pkg = JSON.parse(readFileSync(manifest, "utf8")) as {
    exports: Record<string, { import?: { default?: string } }>;
  };
  const entry = pkg.exports["./esm/api"]?.import?.default ?? "./dist/esm/api/index.mjs";
  cached = pathToFileURL(join(dirname(manifest), entry)).href;
  return cached;
}
