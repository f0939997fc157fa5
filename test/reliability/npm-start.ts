import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import type { PhaseServiceName } from "@iris/e2e/support";
import { freePort } from "@iris/kit/testing";

const ROOT = join(import.meta.dirname, "..", "..");

/** The port variables `npm start` reads, per service. */
const PORT_VARS: Record<PhaseServiceName, string> = {
  image_processor: "IMAGE_PROCESSOR_PORT",
  ml_embeddings: "ML_EMBEDDINGS_PORT",
  ml_classifier: "ML_CLASSIFIER_PORT",
  ocr_extractor: "OCR_EXTRACTOR_PORT",
};
/** The folder (and process tag) of each service. */
const DIRS: Record<PhaseServiceName, string> = {
  image_processor: "image-processor",
  ml_embeddings: "ml-embeddings",
  ml_classifier: "ml-classifier",
  ocr_extractor: "ocr-extractor",
};

/** iris as `npm start` runs it: scripts/start.mjs and everything it supervises. */
export interface NpmStart {
  /** The gateway. */
  url: string;
  ports: Record<PhaseServiceName, number>;
  process: ChildProcess;
  /** Everything it printed so far (colour codes removed). */
  output(): string;
  /** Resolves when `pattern` appears in the output after `from` characters (or throws). */
  waitFor(pattern: RegExp, timeoutMs: number, from?: number): Promise<string>;
  /** The pid of a service's current process (its server.ts, a child of start.mjs). */
  pidOf(service: PhaseServiceName): number | undefined;
  /** Every process whose parent is start.mjs, and their children (pid → command line). */
  descendants(): Map<number, string>;
  /** Ctrl-C: SIGINT to start.mjs; resolves with its exit code (SIGKILL after `timeoutMs`). */
  stop(timeoutMs?: number): Promise<number | null>;
}

/**
 * Runs `node scripts/start.mjs` with every port free and chosen here (or given in `env`), a throw-away local
 * D1/KV/Durable Object state (IRIS_LOCAL_STATE), `env` on top (e.g. SERVICE_TOKEN, REDIS_URL,
 * LOG_LEVEL), and resolves once it says iris is up (or prints `until`). `whileStarting` runs
 * from the moment it is spawned, with the gateway's URL; its failure fails the start.
 */
export async function npmStart(
  env: Record<string, string> = {},
  whileStarting?: (url: string) => Promise<void>,
  until = /iris is up in/,
): Promise<NpmStart> {
  const state = mkdtempSync(join(tmpdir(), "iris-npm-start-"));
  const gatewayPort = await freePort();
  const ports = {} as Record<PhaseServiceName, number>;
  for (const [name, variable] of Object.entries(PORT_VARS) as [PhaseServiceName, string][])
    ports[name] = env[variable] ? Number(env[variable]) : await freePort();
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: ROOT,
    env: {
      ...process.env,
      API_GATEWAY_PORT: String(gatewayPort),
      API_GATEWAY_HOST: "127.0.0.1",
      HOST: "127.0.0.1",
      IRIS_LOCAL_STATE: state,
      ...Object.fromEntries(
        Object.entries(PORT_VARS).map(([name, v]) => [v, String(ports[name as PhaseServiceName])]),
      ),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  const waiters = new Set<() => void>();
  const take = (chunk: Buffer) => {
    // Keep the head (start-up) and a long tail; a soak prints a lot.
    out += stripVTControlCharacters(chunk.toString());
    if (out.length > 4_000_000) out = out.slice(0, 100_000) + out.slice(-2_000_000);
    for (const wake of waiters) wake();
  };
  child.stdout?.on("data", take);
  child.stderr?.on("data", take);
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (c) => {
      rmSync(state, { recursive: true, force: true });
      resolve(c);
    }),
  );

  const waitFor = (pattern: RegExp, timeoutMs: number, from = 0) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const m = pattern.exec(out.slice(from));
        if (m) {
          done();
          resolve(m[0]);
        } else if (child.exitCode !== null) {
          done();
          reject(new Error(`npm start exited (${child.exitCode}): ${out.slice(-2000)}`));
        }
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`no ${pattern} within ${timeoutMs} ms: ${out.slice(-2000)}`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });

  const descendants = () => {
    const parent = new Map<number, number>();
    const cmd = new Map<number, string>();
    for (const entry of readdirSync("/proc")) {
      const pid = Number(entry);
      if (!Number.isInteger(pid)) continue;
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
        parent.set(pid, Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
        cmd.set(pid, readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ").trim());
      } catch {
        // gone meanwhile
      }
    }
    const found = new Map<number, string>();
    const walk = (of: number) => {
      for (const [pid, ppid] of parent)
        if (ppid === of && !found.has(pid)) {
          found.set(pid, cmd.get(pid) ?? "");
          walk(pid);
        }
    };
    if (child.pid) walk(child.pid);
    return found;
  };

  const started: NpmStart = {
    url: `http://127.0.0.1:${gatewayPort}`,
    ports,
    process: child,
    output: () => out,
    waitFor,
    pidOf: (service) => {
      for (const [pid, cmd] of descendants())
        if (cmd.includes(`workers/${DIRS[service]}/src/server.ts`)) return pid;
      return undefined;
    },
    descendants,
    stop: async (timeoutMs = 30_000) => {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill("SIGINT");
      const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
  try {
    await Promise.all([waitFor(until, 300_000), whileStarting?.(started.url)]);
  } catch (error) {
    await started.stop(5_000);
    throw error;
  }
  return started;
}
