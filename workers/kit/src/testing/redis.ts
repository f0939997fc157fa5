import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { createServer } from "node:net";

/** A throw-away redis-server for one test file. */
export interface TestRedis {
  url: string;
  port: number;
  /** Stops the server (SIGKILL: tests of "Redis went away" use this too). */
  stop(): Promise<void>;
}

/** True when a `redis-server` binary is on PATH. */
export function hasRedisServer(): boolean {
  return spawnSync("sh", ["-c", "command -v redis-server"]).status === 0;
}

/**
 * Starts a real redis-server on a free loopback port (or `options.port`: a server stopped
 * earlier started again where its clients expect it) with no persistence. Returns undefined
 * (after printing a visible note) when redis-server is not installed, so callers can
 * `describe.skipIf(!redis)`; CI installs it.
 */
export async function startRedis(
  label = "redis tests",
  options: { port?: number } = {},
): Promise<TestRedis | undefined> {
  if (!hasRedisServer()) {
    console.warn(
      `⚠ skipping ${label}: redis-server is not installed (apt-get install redis-server)`,
    );
    return undefined;
  }
  const port = options.port ?? (await freePort());
  const child = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  await waitForReady(child);
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGKILL");
      }),
  };
}

function waitForReady(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(
      () => reject(new Error(`redis-server did not start: ${output}`)),
      10_000,
    );
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Ready to accept connections")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with ${code}: ${output}`));
    });
  });
}

/**
 * Ports `freePort` hands out: below Linux's ephemeral range (32768–60999), which every
 * `listen(0)` and outgoing connection draws from. A port chosen here is bound by its user
 * seconds later (npm start's gateway after the services load): from the ephemeral range,
 * a server another test started meanwhile on port 0 could take it first, and the caller
 * would then talk to that server.
 */
const PORT_FLOOR = 20_000;
const PORT_SPAN = 12_000;

/** A free TCP port on loopback, outside the ephemeral range (tried by binding it). */
export async function freePort(): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    const port = PORT_FLOOR + Math.floor(Math.random() * PORT_SPAN);
    if (await canBind(port)) return port;
    if (attempt >= 50) throw new Error("no free port found below the ephemeral range");
  }
}

function canBind(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}
