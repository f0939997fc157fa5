// Builds iris's optional native accelerators (N-API addons in native/<name>/) with the
// node-gyp that npm ships, against this Node's own headers and the host's Debian libraries.
// Never fails: an addon whose libraries or headers are missing, or whose build fails, is
// skipped with one line saying why, and the services use their WebAssembly engines.
// Node built-ins only (it runs from `npm start` / `npm test` set-up).
//
//   node scripts/build-native.mjs [--force] [--strict]     IRIS_NATIVE=off skips every addon.
//
// --strict (CI, Docker builds): exit 1 unless every addon is built, so a host that should
// have the native engines cannot quietly end up on WebAssembly.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const NATIVE = join(ROOT, "native");
/** Where an addon's required headers (package.json iris.headers) are looked for. */
const INCLUDE_DIRS = ["/usr/include", "/usr/local/include"];

function say(line) {
  process.stdout.write(`\x1b[1m[iris]\x1b[0m ${line}\n`);
}

/** node-gyp as npm ships it, next to the npm that runs Node here. */
function nodeGyp() {
  const candidates = [
    process.env.npm_config_node_gyp,
    join(
      dirname(process.execPath),
      "..",
      "lib",
      "node_modules",
      "npm",
      "node_modules",
      "node-gyp",
      "bin",
      "node-gyp.js",
    ),
    join(ROOT, "node_modules", "node-gyp", "bin", "node-gyp.js"),
  ];
  return candidates.find((c) => c && existsSync(c));
}

/** The folder holding include/node/node_api.h for this Node, so nothing is downloaded. */
function nodeDir() {
  const prefix = join(dirname(process.execPath), "..");
  return existsSync(join(prefix, "include", "node", "node_api.h")) ? prefix : undefined;
}

/** Changes when the sources, this Node, or the versions of the linked libraries change. */
function sourcesDigest(dir, libs) {
  const hash = createHash("sha256").update(process.version).update(process.arch);
  for (const lib of libs) {
    hash.update(spawnSync("pkg-config", ["--modversion", lib], { encoding: "utf8" }).stdout ?? "");
  }
  const walk = (d) => {
    for (const name of readdirSync(d).sort()) {
      if (name === "build" || name === "node_modules") continue;
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else hash.update(path.slice(dir.length)).update(readFileSync(path));
    }
  };
  walk(dir);
  return hash.digest("hex");
}

/**
 * Builds every addon under native/ whose pkg-config libraries are present. Returns
 * { name: "built" | "up to date" | "skipped: <why>" | "failed: <why>" }.
 */
export function buildNative({ force = false, quiet = false } = {}) {
  const out = {};
  if (!existsSync(NATIVE)) return out;
  const off = ["off", "0", "false"].includes(String(process.env.IRIS_NATIVE ?? "").toLowerCase());
  for (const name of readdirSync(NATIVE).sort()) {
    const dir = join(NATIVE, name);
    if (!existsSync(join(dir, "binding.gyp"))) continue;
    const pkg = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
    const libs = pkg.iris?.pkgConfig ?? [];
    const headers = pkg.iris?.headers ?? [];
    const stamp = join(dir, "build", ".iris-build-stamp");
    const report = (status) => {
      out[name] = status;
      if (!quiet || !status.startsWith("up to date"))
        say(
          `native ${name}: ${status}${status.startsWith("built") || status.startsWith("up to date") ? "" : "; using the WebAssembly engine"}`,
        );
    };
    if (off) {
      report("skipped: IRIS_NATIVE=off");
      continue;
    }
    const missing = [
      ...libs.filter((lib) => spawnSync("pkg-config", ["--exists", lib]).status !== 0),
      ...headers.filter((h) => !INCLUDE_DIRS.some((d) => existsSync(join(d, h)))),
    ];
    if (missing.length) {
      report(
        `skipped: ${missing.join(", ")} not found (${pkg.iris?.debian ?? "install the -dev packages"})`,
      );
      continue;
    }
    const gyp = nodeGyp();
    const nodeHeaders = nodeDir();
    if (!gyp || !nodeHeaders) {
      report(
        `skipped: ${gyp ? "Node's headers (include/node) are not installed" : "node-gyp not found"}`,
      );
      continue;
    }
    const digest = sourcesDigest(dir, libs);
    if (!force && existsSync(stamp) && readFileSync(stamp, "utf8") === digest) {
      report("up to date");
      continue;
    }
    const started = Date.now();
    const result = spawnSync(
      process.execPath,
      [gyp, "rebuild", `--nodedir=${nodeHeaders}`, "--jobs=max", "--loglevel=error"],
      { cwd: dir, encoding: "utf8", env: { ...process.env, npm_config_nodedir: nodeHeaders } },
    );
    if (result.status !== 0) {
      const why = `${result.stderr ?? ""}${result.error?.message ?? ""}`
        .split("\n")
        .filter((l) => /error/i.test(l))
        .slice(0, 3)
        .join(" | ");
      report(`failed: ${why || `node-gyp exited ${result.status}`}`);
      continue;
    }
    writeFileSync(stamp, digest);
    report(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const results = buildNative({ force: process.argv.includes("--force") });
  const missing = Object.entries(results).filter(([, s]) => !/^(built|up to date)/.test(s));
  if (process.argv.includes("--strict") && missing.length) {
    say(`--strict: not built: ${missing.map(([name]) => name).join(", ")}`);
    process.exit(1);
  }
}
