/**
 * `npm run bench [suite[,suite]] [args]`: runs benchmark suites, writes each result as JSON
 * under bench/results/ and prints a table. Suites are the files in ./suites/, each with a
 * default export of type BenchSuite. Benchmarks measure; tests assert.
 */
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import { join } from "node:path";
import type { BenchSuite } from "./suite";

// Suites that start `wrangler dev` must not fetch the `Request.cf` object (nothing downloads).
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false";

const suitesDir = join(import.meta.dirname, "suites");
const suites = new Map<string, BenchSuite>();
for (const file of readdirSync(suitesDir)
  .filter((f) => f.endsWith(".ts"))
  .sort()) {
  const suite = ((await import(join(suitesDir, file))) as { default: BenchSuite }).default;
  suites.set(suite.name, suite);
}

const [requested, ...args] = process.argv.slice(2);
const names = requested && requested !== "all" ? requested.split(",") : [...suites.keys()];
const unknown = names.filter((n) => !suites.has(n));
if (unknown.length || names.length === 0) {
  console.error(
    `unknown suite(s): ${unknown.join(", ") || "(none given)"}; available: ${[...suites.keys()].join(", ")}`,
  );
  process.exit(2);
}
const dir = join(import.meta.dirname, "..", "..", "bench", "results");
mkdirSync(dir, { recursive: true });
for (const name of names) {
  const suite = suites.get(name) as BenchSuite;
  console.log(`\n▶ ${suite.name}: ${suite.description}`);
  const load = loadavg()[0];
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
      load_average_at_start: load,
    },
    args,
    metrics: result.metrics,
  };
  const json = `${JSON.stringify(record, null, 2)}\n`;
  const file = join(dir, `${suite.name}-${record.timestamp.replace(/[:.]/g, "-")}.json`);
  writeFileSync(file, json);
  writeFileSync(join(dir, `${suite.name}-latest.json`), json);
  console.table(result.table);
  console.log(`wrote ${file}`);
}
