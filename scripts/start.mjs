// `npm start`: the whole of iris on one machine with embedded defaults — the gateway under
// `wrangler dev` (local D1, KV and Durable Objects in workerd) and the four phase services
// on Node. Installs and prepares what is missing first. It supervises what it starts: a
// process that dies is started again after a growing pause, and the others stay up, so the
// gateway answers with its documented fallbacks and 503s meanwhile. Ctrl-C stops everything.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ensureInstall, ensureRuntimeAssets, ROOT, run, say } from "./lib.mjs";

// wrangler dev would fetch the `Request.cf` object from workers.cloudflare.com: iris downloads
// nothing at run time, so the local placeholder is used.
const env = { CLOUDFLARE_CF_FETCH_ENABLED: "false", ...process.env };
const host = env.API_GATEWAY_HOST ?? "0.0.0.0";
const gatewayPort = Number(env.API_GATEWAY_PORT ?? 8000);
// Where wrangler keeps the local D1, KV and Durable Object state (default .wrangler/state):
// the reliability suite points it at a throw-away folder.
const persist = env.IRIS_LOCAL_STATE ? ["--persist-to", env.IRIS_LOCAL_STATE] : [];
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
/** Restart pauses: the first after 1 s, doubling up to 30 s while a process keeps dying. */
const RESTART_FIRST_MS = 1_000;
const RESTART_MAX_MS = 30_000;
/** A process that ran this long before dying starts its pauses from the first again. */
const STABLE_MS = 60_000;
/** How long Ctrl-C waits for graceful shutdowns (the services' own deadline is 10 s). */
const STOP_TIMEOUT_MS = 12_000;
/** How long the gateway waits for the services to answer before it starts regardless. */
const SERVICES_WAIT_MS = 120_000;
const started = Date.now();

ensureInstall();
ensureRuntimeAssets();
ensureDevVars();
say("applying D1 migrations to the local database…");
run(process.execPath, [wrangler(), "d1", "migrations", "apply", "DB", "--local", ...persist], {
  env: { ...env, CI: "1" },
  stdio: ["ignore", "ignore", "inherit"],
});

// One token per run: the gateway sends it, the services require it. It never goes on a
// command line (`ps` shows those to every user): the services get it in their environment,
// wrangler from an env file only this user can read, removed when iris stops.
const serviceToken = env.SERVICE_TOKEN ?? randomBytes(24).toString("base64url");
const secrets = mkdtempSync(join(tmpdir(), "iris-start-"));
const tokenFile = join(secrets, "service-token.env");
writeFileSync(tokenFile, `SERVICE_TOKEN=${serviceToken}\n`, { mode: 0o600 });

const supervised = [];
for (const svc of SERVICES) {
  supervised.push(
    supervise(
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
// With --env-file wrangler no longer reads .dev.vars by itself: it is named first, the token
// file after it (later files win).
const envFiles = [
  ...(existsSync(join(ROOT, ".dev.vars")) ? ["--env-file", join(ROOT, ".dev.vars")] : []),
  "--env-file",
  tokenFile,
];
let stopping = false;
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
process.on("exit", () => rmSync(secrets, { recursive: true, force: true }));
// The gateway listens only once the four services answer /health (or after a bounded wait):
// requests sent to a gateway whose services are still loading would fail, and three failed
// calls open a service's circuit breaker for its whole recovery wait (90 s for OCR).
await servicesAnswer();
// Ctrl-C while waiting: nothing more is started (the gateway would outlive this script).
if (!stopping) startGateway();
await waitUntilReady();

function startGateway() {
  supervised.push(
    supervise(
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
        ...persist,
        ...envFiles,
        ...vars,
      ],
      {},
    ),
  );
}

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

/**
 * Runs a process and keeps it running: when it dies (a crash, the OOM killer, `kill -9`), its
 * whole process group goes (wrangler's workerd with it, so the port is free again), the death
 * is logged, and it is started again after a pause that doubles while it keeps dying.
 */
function supervise(name, color, command, args, extraEnv) {
  const tag = `\x1b[${color}m${name.padEnd(15)}\x1b[0m│ `;
  const entry = { name, child: undefined, restarts: 0 };
  let pause = RESTART_FIRST_MS;
  const launch = () => {
    const since = Date.now();
    // Its own process group: Ctrl-C reaches this script only, which stops each group in turn.
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...env, ...extraEnv },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    entry.child = child;
    relay(child.stdout, process.stdout, tag);
    relay(child.stderr, process.stderr, tag);
    child.on("exit", (code, signal) => {
      killGroup(child, "SIGKILL");
      if (stopping) return;
      const lived = Date.now() - since;
      if (lived >= STABLE_MS) pause = RESTART_FIRST_MS;
      entry.restarts++;
      say(
        `\x1b[31m${name} exited (${signal ?? `code ${code}`}) after ${seconds(lived)}; restarting in ${seconds(pause)} (restart ${entry.restarts})\x1b[0m`,
      );
      setTimeout(() => {
        if (!stopping) launch();
      }, pause);
      pause = Math.min(RESTART_MAX_MS, pause * 2);
    });
  };
  launch();
  return entry;
}

function relay(stream, out, tag) {
  let rest = "";
  stream.on("data", (chunk) => {
    const lines = (rest + chunk.toString()).split("\n");
    rest = lines.pop() ?? "";
    for (const line of lines) out.write(`${tag}${line}\n`);
  });
}

/** Signals a child's process group (itself and what it started); gone already is fine. */
function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // the group is empty
  }
}

function seconds(ms) {
  return `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;
}

function stop(code) {
  if (stopping) return;
  stopping = true;
  say("stopping…");
  const children = supervised
    .map((s) => s.child)
    .filter((c) => c && c.exitCode === null && c.signalCode === null);
  for (const child of children) killGroup(child, "SIGTERM");
  const deadline = setTimeout(() => {
    for (const child of children) killGroup(child, "SIGKILL");
    process.exit(code);
  }, STOP_TIMEOUT_MS);
  Promise.all(children.map((c) => new Promise((r) => c.on("exit", r)))).then(() => {
    clearTimeout(deadline);
    process.exit(code);
  });
}

/** Waits until each phase service answers its /health, for SERVICES_WAIT_MS at most. */
async function servicesAnswer() {
  const limit = Date.now() + SERVICES_WAIT_MS;
  const waiting = new Set(SERVICES);
  while (!stopping && waiting.size > 0 && Date.now() < limit) {
    for (const svc of [...waiting]) {
      const res = await fetch(`http://127.0.0.1:${svc.port}/health`, {
        signal: AbortSignal.timeout(5_000),
      }).catch(() => undefined);
      if (res?.ok) waiting.delete(svc);
    }
    if (waiting.size > 0) await new Promise((r) => setTimeout(r, 500));
  }
  const late = [...waiting].map((s) => s.name).join(", ");
  if (late && !stopping)
    say(
      `\x1b[33m${late} not answering after ${seconds(SERVICES_WAIT_MS)}; starting the gateway anyway\x1b[0m`,
    );
  else if (!stopping) say("the four phase services answer /health; starting the gateway");
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
        const took = ((Date.now() - started) / 1000).toFixed(1);
        say(`\x1b[32miris is up in ${took} s\x1b[0m — all four phase services healthy`);
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
