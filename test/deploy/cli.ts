// `npm run validate:deploy [-- --no-dry-run]`: every offline check of the deployment files
// (docker/, docker/k8s, wrangler.toml) with a line per check; exits 1 when one fails.
import { runChecks } from "./index";

const started = performance.now();
const results = await runChecks({ dryRun: !process.argv.includes("--no-dry-run") });
const mark = {
  pass: "\x1b[32mpass\x1b[0m",
  fail: "\x1b[31mFAIL\x1b[0m",
  skipped: "\x1b[33mskip\x1b[0m",
};
for (const r of results) {
  console.log(`${mark[r.status]}  ${r.name}`);
  for (const f of r.findings) console.log(`      ${f.split("\n").join("\n      ")}`);
}
const count = (s: string) => results.filter((r) => r.status === s).length;
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `\n${count("pass")} passed, ${count("fail")} failed, ${count("skipped")} skipped (${seconds} s)`,
);
process.exitCode = count("fail") > 0 ? 1 : 0;
