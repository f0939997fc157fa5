import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { unstable_startWorker } from "wrangler";
import { vendorDocs } from "../../edge/scripts/vendor-docs.mjs";

const ROOT = join(import.meta.dirname, "..", "..");
const WRANGLER = join(ROOT, "node_modules", "wrangler", "bin", "wrangler.js");

/** A gateway running under `wrangler dev` (workerd) on an ephemeral loopback port. */
export interface DevGateway {
  url: string;
  /** Local D1/KV/DO state of this gateway (fresh, deleted on close). */
  persistTo: string;
  close(): Promise<void>;
}

/** JWT secrets for gateways started here (tests and benchmarks only). */
export const DEV_SECRETS = {
  JWT_ACCESS_SECRET: "dev-gateway-access-secret-0123456789abcdef",
  JWT_REFRESH_SECRET: "dev-gateway-refresh-secret-0123456789abcdef",
};

/** Runs the wrangler CLI from the repository root; throws with its output on failure. */
export function wranglerCli(args: string[]): string {
  const result = spawnSync(
    process.execPath,
    [WRANGLER, ...args, "--config", join(ROOT, "wrangler.toml")],
    {
      cwd: ROOT,
      encoding: "utf8",
      env: { ...process.env, CI: "1" },
    },
  );
  if (result.status !== 0)
    throw new Error(`wrangler ${args.join(" ")}: ${result.stderr || result.stdout}`);
  return result.stdout;
}

/** Applies the D1 migrations to a fresh local state directory. */
export function freshState(): string {
  const persistTo = mkdtempSync(join(tmpdir(), "iris-gateway-"));
  wranglerCli(["d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo]);
  return persistTo;
}

/** The gateway benchmark's Worker entry: the production gateway plus `/__bench/*`. */
export const BENCH_ENTRYPOINT = join(ROOT, "edge", "src", "bench", "worker.ts");

/**
 * Starts the gateway exactly as `npm start` does (wrangler.toml, static assets, D1, KV,
 * Durable Objects) with `vars` on top, on 127.0.0.1 and a free port; `entrypoint` replaces
 * wrangler.toml's `main` (the benchmark's `BENCH_ENTRYPOINT`).
 */
export async function startGateway(
  vars: Record<string, string> = {},
  persistTo = freshState(),
  entrypoint?: string,
): Promise<DevGateway> {
  vendorDocs();
  const bindings = Object.fromEntries(
    Object.entries({ ...DEV_SECRETS, ...vars }).map(([k, value]) => [
      k,
      { type: "plain_text" as const, value },
    ]),
  );
  const worker = await unstable_startWorker({
    config: join(ROOT, "wrangler.toml"),
    ...(entrypoint ? { entrypoint } : {}),
    envFiles: [],
    bindings,
    dev: {
      server: { hostname: "127.0.0.1", port: 0 },
      inspector: false,
      persist: persistTo,
      logLevel: "error",
      watch: false,
    },
  });
  await worker.ready;
  const url = (await worker.url).toString().replace(/\/$/, "");
  return {
    url,
    persistTo,
    close: async () => {
      await worker.dispose();
      rmSync(persistTo, { recursive: true, force: true });
    },
  };
}
