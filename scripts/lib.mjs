// Helpers for the root scripts. Node built-ins only: these run before `npm install` has.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildNative } from "./build-native.mjs";

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const STAMP = join(ROOT, "node_modules", ".iris-install-stamp");
const MANIFESTS = [
  "package-lock.json",
  "package.json",
  "workers/kit/package.json",
  "workers/ml-core/package.json",
  "workers/image-processor/package.json",
  "workers/ml-embeddings/package.json",
  "workers/ml-classifier/package.json",
  "workers/ocr-extractor/package.json",
  "edge/package.json",
  "models/package.json",
  "test/package.json",
];

/** Prints a line prefixed with the iris tag. */
export function say(line) {
  process.stdout.write(`\x1b[1m[iris]\x1b[0m ${line}\n`);
}

/** Runs a command in the repository, inheriting stdio; exits the process when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: "inherit", ...options });
  if (result.status !== 0) {
    say(
      `\x1b[31m${command} ${args.join(" ")} failed (exit ${result.status ?? result.signal})\x1b[0m`,
    );
    process.exit(result.status ?? 1);
  }
}

function manifestsDigest() {
  const hash = createHash("sha256");
  for (const file of MANIFESTS) {
    const path = join(ROOT, file);
    if (existsSync(path)) hash.update(file).update(readFileSync(path));
  }
  return hash.digest("hex");
}

/**
 * Installs dependencies when node_modules is missing (`npm ci`: exactly the lockfile, and it
 * fails at once when the lockfile is not whole) or when the manifests changed since the last
 * install (`npm install`, which brings the lockfile up to date with the edit).
 */
export function ensureInstall() {
  const digest = manifestsDigest();
  if (existsSync(STAMP) && readFileSync(STAMP, "utf8") === digest) return;
  const fresh = !existsSync(join(ROOT, "node_modules", ".package-lock.json"));
  const command = fresh ? "ci" : "install";
  say(fresh ? "installing dependencies (npm ci)…" : "dependencies changed: npm install…");
  run("npm", [command, "--no-audit", "--no-fund"]);
  writeFileSync(STAMP, manifestsDigest());
}

/**
 * Points git at the repository's hooks (.githooks: the commit-message rule) when this is a
 * git checkout whose hooks path is not set yet.
 */
export function ensureGitHooks() {
  const git = (args) => spawnSync("git", args, { cwd: ROOT, encoding: "utf8" });
  if (git(["rev-parse", "--is-inside-work-tree"]).stdout?.trim() !== "true") return;
  if (git(["config", "core.hooksPath"]).stdout?.trim()) return;
  git(["config", "core.hooksPath", ".githooks"]);
}

/**
 * Builds what must exist before the services run (models, data, the optional native
 * addons); fast when already done. A native addon that cannot be built is skipped with one
 * line, and its service runs its WebAssembly engine.
 */
export function ensureRuntimeAssets() {
  run(process.execPath, ["--import", "tsx", "models/src/prepare.ts"]);
  buildNative({ quiet: true });
}
