import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";

const TSX_API = tsxEsmApi();

/**
 * Starts a worker thread running a TypeScript module. A plain-JS bootstrap registers tsx's
 * hooks inside the worker and then imports the module: Node 20 does not apply `--import tsx`
 * to a worker's own entry, and this works the same under `npm start` and vitest.
 */
export function spawnTsWorker(module: URL): Worker {
  const bootstrap = `import(${JSON.stringify(TSX_API)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(module.href)}); });`;
  return new Worker(bootstrap, { eval: true });
}

/** URL of tsx's ESM register API (its `import` condition, which require.resolve cannot pick). */
function tsxEsmApi(): string {
  const manifest = createRequire(import.meta.url).resolve("tsx/package.json");
  const pkg = JSON.parse(readFileSync(manifest, "utf8")) as {
    exports: Record<string, { import: { default: string } }>;
  };
  const entry = pkg.exports["./esm/api"]?.import.default ?? "./dist/esm/api/index.mjs";
  return pathToFileURL(join(dirname(manifest), entry)).href;
}
