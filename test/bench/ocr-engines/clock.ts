import { spawnSync } from "node:child_process";

let cached: number | undefined;

/** The kernel's clock ticks per second (USER_HZ) that /proc reports CPU times in. */
export function clockTicksPerSecond(): number {
  cached ??= Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout.trim()) || 100;
  return cached;
}
