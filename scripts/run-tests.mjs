// `npm test`: installs what is missing, builds runtime assets, runs every test project.
// Extra arguments go to vitest (e.g. `npm test -- --project kit`).
import { spawnSync } from "node:child_process";
import { ensureGitHooks, ensureInstall, ensureRuntimeAssets, ROOT, say } from "./lib.mjs";

ensureInstall();
ensureGitHooks();
ensureRuntimeAssets();
for (const tool of ["redis-server", "chromium"]) {
  const found = spawnSync("sh", ["-c", `command -v ${tool}`]).status === 0;
  if (!found)
    say(
      `\x1b[33mnote: ${tool} is not installed; tests that need it will be skipped (CI installs it)\x1b[0m`,
    );
}
const result = spawnSync(
  process.execPath,
  ["node_modules/vitest/vitest.mjs", "run", ...process.argv.slice(2)],
  {
    cwd: ROOT,
    stdio: "inherit",
    env: { CLOUDFLARE_CF_FETCH_ENABLED: "false", ...process.env, IRIS_TEST: "1" },
  },
);
process.exit(result.status ?? 1);
