/**
 * `npm run bench [suite ...] [-- args]`: runs benchmark suites, writes each result as JSON
 * under bench/results/ and prints a table. Benchmarks measure; tests assert.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { join } from "node:path";
import type { BenchSuite } from "./suite";
import { SUITES } from "./suites";

const [requested, ...args] = process.argv.slice(2);
const names = requested && requested !== "all" ? requested.split(",") : Object.keys(SUITES);
const unknown = names.filter((n) => !SUITES[n]);
if (unknown.length) {
  console.error(
    `unknown suite(s): ${unknown.join(", ")}; available: ${Object.keys(SUITES).join(", ")}`,
  );
  process.exit(2);
}
const dir = join(import.meta.dirname, "..", "..", "bench", "results");
mkdirSync(dir, { recursive: true });
for (const name of names) {
  const suite = SUITES[name] as BenchSuite;
  console.log(`\n▶ ${suite.name}: ${suite.description}`);
  const started = performance.now();
  const result = await suite.run(args);
  const record = {
    suite: suite.name,
    timestamp: new Date().toISOString(),
    duration_s: Math.round(performance.now() - started) / 1000,
    machine: {
      cpus: cpus().length,
      cpu_model: cpus()[0]?.model,
      memory_gb: Math.round(totalmem() / 2 ** 30),
      node: process.version,
    },
    metrics: result.metrics,
  };
  const file = join(dir, `${suite.name}-${record.timestamp.replace(/[:.]/g, "-")}.json`);
  writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
  writeFileSync(join(dir, `${suite.name}-latest.json`), `${JSON.stringify(record, null, 2)}\n`);
  console.table(result.table);
  console.log(`wrote ${file}`);
}
