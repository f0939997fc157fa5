import { spawnSync } from "node:child_process";
import { PATHS } from "./repo";

/** True when the `caddy` binary is installed (Debian package caddy). */
export function caddyAvailable(): boolean {
  return spawnSync("caddy", ["version"], { encoding: "utf8" }).status === 0;
}

/** `caddy adapt --validate`: parses the Caddyfile and provisions its config without serving. */
export function validateCaddyfile(
  file = PATHS.caddyfile,
  env: Record<string, string> = {},
): { ok: boolean; output: string } {
  const result = spawnSync(
    "caddy",
    ["adapt", "--config", file, "--adapter", "caddyfile", "--validate"],
    { encoding: "utf8", env: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: "/tmp", ...env } },
  );
  return { ok: result.status === 0, output: `${result.stderr}`.trim() };
}
