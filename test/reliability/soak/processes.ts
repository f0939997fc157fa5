import { type ChildProcess, spawn } from "node:child_process";
import { createServer, request as httpRequest, type Server } from "node:http";
import { join } from "node:path";
import type { PhaseServiceName } from "@iris/e2e/support";
import { freePort } from "@iris/kit/testing";

const ROOT = join(import.meta.dirname, "..", "..", "..");

/** Folder under workers/ of each service. */
export const SERVICE_DIRS: Record<PhaseServiceName, string> = {
  image_processor: "image-processor",
  ml_embeddings: "ml-embeddings",
  ml_classifier: "ml-classifier",
  ocr_extractor: "ocr-extractor",
};

/** A phase service as its own OS process (as `npm start` runs it), which can be SIGKILLed. */
export interface ServiceProcess {
  name: PhaseServiceName;
  port: number;
  url: string;
  /** kill -9; resolves once the process is gone. */
  kill(): Promise<void>;
  /** Starts it again on the same port; resolves once /health answers 200. */
  start(): Promise<void>;
  /** The stderr tail (start-up failures). */
  stderr(): string;
}

/** Waits until GET url answers 200 (or throws after `timeoutMs`). */
export async function waitHealthy(url: string, timeoutMs: number, child?: ChildProcess) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`exited with ${child.exitCode}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.status === 200) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} not healthy within ${timeoutMs} ms`);
}

/** Spawns `workers/<svc>/src/server.ts` under tsx with `env`; resolves when it is healthy. */
export async function startServiceProcess(
  name: PhaseServiceName,
  env: Record<string, string>,
  port?: number,
): Promise<ServiceProcess> {
  const p = port ?? (await freePort());
  const url = `http://127.0.0.1:${p}`;
  let child: ChildProcess | undefined;
  let err = "";
  const spawnIt = async () => {
    err = "";
    child = spawn(
      process.execPath,
      ["--import", "tsx", join("workers", SERVICE_DIRS[name], "src", "server.ts")],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          HOST: "127.0.0.1",
          PORT: String(p),
          LOG_LEVEL: "error",
          LOG_REQUESTS: "false",
          ...env,
        },
        stdio: ["ignore", "ignore", "pipe"],
      },
    );
    child.stderr?.on("data", (chunk: Buffer) => {
      err = (err + chunk.toString()).slice(-4000);
    });
    await waitHealthy(`${url}/health`, 180_000, child);
  };
  await spawnIt();
  return {
    name,
    port: p,
    url,
    kill: () =>
      new Promise<void>((resolve) => {
        const c = child;
        if (!c || c.exitCode !== null || c.signalCode !== null) return resolve();
        c.once("exit", () => resolve());
        c.kill("SIGKILL");
      }),
    start: spawnIt,
    stderr: () => err,
  };
}

/** Runs a service that is expected to refuse to start; resolves with its exit code and stderr. */
export function runToExit(
  name: PhaseServiceName,
  env: Record<string, string>,
  timeoutMs = 120_000,
): Promise<{ code: number | null; stderr: string; listened: boolean }> {
  return new Promise((resolve) => {
    let stderr = "";
    const child = spawn(
      process.execPath,
      ["--import", "tsx", join("workers", SERVICE_DIRS[name], "src", "server.ts")],
      {
        cwd: ROOT,
        env: { ...process.env, HOST: "127.0.0.1", PORT: "0", LOG_LEVEL: "info", ...env },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let listened = false;
    const onOut = (chunk: Buffer) => {
      const text = chunk.toString();
      stderr = (stderr + text).slice(-4000);
      if (/listening|Server listening/i.test(text)) listened = true;
    };
    child.stdout?.on("data", onOut);
    child.stderr?.on("data", onOut);
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stderr, listened });
    });
  });
}

/** An HTTP proxy in front of one service that can hold each request for `delayMs`. */
export interface SlowProxy {
  url: string;
  delayMs: number;
  close(): Promise<void>;
}

export async function startSlowProxy(target: string): Promise<SlowProxy> {
  const to = new URL(target);
  const proxy: SlowProxy = { url: "", delayMs: 0, close: async () => {} };
  const server: Server = createServer((req, res) => {
    const forward = () => {
      const upstream = httpRequest(
        {
          host: to.hostname,
          port: to.port,
          method: req.method,
          path: req.url,
          headers: req.headers,
        },
        (up) => {
          res.writeHead(up.statusCode ?? 502, up.headers);
          up.pipe(res);
        },
      );
      upstream.on("error", () => {
        if (!res.headersSent) res.writeHead(502, { "content-type": "application/json" });
        res.end(JSON.stringify({ success: false, error: { code: "SERVICE_UNAVAILABLE" } }));
      });
      req.pipe(upstream);
    };
    // /health is not delayed: the slowness is in the work, as with an overloaded service.
    if (proxy.delayMs > 0 && req.url !== "/health") setTimeout(forward, proxy.delayMs);
    else forward();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  proxy.url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  proxy.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return proxy;
}
