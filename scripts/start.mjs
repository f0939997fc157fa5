// `npm start`: the whole of iris on one machine with embedded defaults — the gateway under
// `wrangler dev` (local D1, KV and Durable Objects in workerd) and the four phase services
// on Node. Installs and prepares what is missing first; Ctrl-C stops everything.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ensureInstall, ensureRuntimeAssets, ROOT, run, say } from "./lib.mjs";

// wrangler dev would fetch the `Request.cf` object from workers.cloudflare.com: iris downloads
// nothing at run time, so the local placeholder is used.
const env = { CLOUDFLARE_CF_FETCH_ENABLED: "false", ...process.env };
const host = env.API_GATEWAY_HOST ?? "0.0.0.0";
const gatewayPort = Number(env.API_GATEWAY_PORT ?? 8000);
const SERVICES = [
  {
    name: "image-processor",
    port: Number(env.IMAGE_PROCESSOR_PORT ?? 8001),
    binding: "IMAGE_PROCESSOR_URL",
    color: 36,
  },
  {
    name: "ml-embeddings",
    port: Number(env.ML_EMBEDDINGS_PORT ?? 8002),
    binding: "ML_EMBEDDINGS_URL",
    color: 35,
  },
  {
    name: "ml-classifier",
    port: Number(env.ML_CLASSIFIER_PORT ?? 8003),
    binding: "ML_CLASSIFIER_URL",
    color: 33,
  },
  {
    name: "ocr-extractor",
    port: Number(env.OCR_EXTRACTOR_PORT ?? 8004),
    binding: "OCR_EXTRACTOR_URL",
    color: 32,
  },
];
const started = Date.now();

ensureInstall();
ensureRuntimeAssets();
ensureDevVars();
say("applying D1 migrations to the local database…");
run(process.execPath, [wrangler(), "d1", "migrations", "apply", "DB", "--local"], {
  env: { ...env, CI: "1" },
  stdio: ["ignore", "ignore", "inherit"],
});

// One token per run: the gateway sends it, the services require it.
const serviceToken = env.SERVICE_TOKEN ?? randomBytes(24).toString("base64url");
const children = [];
for (const svc of SERVICES) {
  children.push(
    launch(
      svc.name,
      svc.color,
      process.execPath,
      ["--import", "tsx", `workers/${svc.name}/src/server.ts`],
      {
        PORT: String(svc.port),
        SERVICE_TOKEN: serviceToken,
        // glibc gives every thread its own malloc arena; services that replace worker
        // threads (OCR workers are recycled) grow without bound otherwise.
        MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? "2",
      },
    ),
  );
}
const vars = SERVICES.flatMap((s) => [
  "--var",
  `${s.binding}:${env[s.binding] ?? `http://127.0.0.1:${s.port}`}`,
]);
children.push(
  launch(
    "gateway",
    34,
    process.execPath,
    [
      wrangler(),
      "dev",
      "--port",
      String(gatewayPort),
      "--ip",
      host,
      "--var",
      `SERVICE_TOKEN:${serviceToken}`,
      ...vars,
    ],
    {},
  ),
);

let stopping = false;
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
await waitUntilReady();

function wrangler() {
  return join(ROOT, "node_modules", "wrangler", "bin", "wrangler.js");
}

/** Local secrets for `wrangler dev`, made once (random) and kept out of git. */
function ensureDevVars() {
  const path = join(ROOT, ".dev.vars");
  if (existsSync(path)) return;
  const secret = () => randomBytes(32).toString("base64url");
  writeFileSync(path, `JWT_ACCESS_SECRET=${secret()}\nJWT_REFRESH_SECRET=${secret()}\n`, {
    mode: 0o600,
  });
  say("created .dev.vars with fresh local JWT secrets");
}

function launch(name, color, command, args, extraEnv) {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...env, ...extraEnv },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const tag = `\x1b[${color}m${name.padEnd(15)}\x1b[0m│ `;
  const relay = (stream, out) => {
    let rest = "";
    stream.on("data", (chunk) => {
      const lines = (rest + chunk.toString()).split("\n");
      rest = lines.pop() ?? "";
      for (const line of lines) out.write(`${tag}${line}\n`);
    });
  };
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  child.on("exit", (code, signal) => {
    if (stopping) return;
    say(`\x1b[31m${name} exited (${signal ?? code}); stopping iris\x1b[0m`);
    stop(1);
  });
  return child;
}

function stop(code) {
  if (stopping) return;
  stopping = true;
  say("stopping…");
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  const deadline = setTimeout(() => {
    for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
    process.exit(code);
  }, 12_000);
  Promise.all(
    children.map((c) => (c.exitCode === null ? new Promise((r) => c.on("exit", r)) : null)),
  ).then(() => {
    clearTimeout(deadline);
    process.exit(code);
  });
}

async function waitUntilReady() {
  const url = `http://127.0.0.1:${gatewayPort}/health`;
  const limit = Date.now() + 180_000;
  let last = "";
  while (!stopping && Date.now() < limit) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      const body = await res.json();
      last = JSON.stringify(body.services ?? body);
      if (body.status === "healthy") {
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        say(`\x1b[32miris is up in ${seconds} s\x1b[0m — all four phase services healthy`);
        say(`  gateway          http://localhost:${gatewayPort}   (health: /health)`);
        for (const s of SERVICES) say(`  ${s.name.padEnd(16)} http://localhost:${s.port}`);
        say("Ctrl-C stops everything.");
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 1_000));
  }
  if (!stopping)
    say(`\x1b[33mstill waiting for a healthy gateway after 180 s; last /health: ${last}\x1b[0m`);
}
