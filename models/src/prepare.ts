/**
 * Makes sure every runtime asset the services need exists before they start: `npm start` and
 * `npm test` run this. Steps are the files in ./prepare/, run in name order, each with a
 * default export of type PrepareStep; each is idempotent and quick when its output exists.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { PrepareStep } from "./prepare-step";

const dir = join(import.meta.dirname, "prepare");
for (const file of readdirSync(dir)
  .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))
  .sort()) {
  const step = ((await import(join(dir, file))) as { default: PrepareStep }).default;
  const started = performance.now();
  const did = await step.run();
  if (did) {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`[iris] prepared ${step.name} in ${seconds} s`);
  }
}
