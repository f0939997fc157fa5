import { readFileSync } from "node:fs";
import { clockTicksPerSecond } from "./clock";

/**
 * CPU seconds (user + system) of process `pid` so far — with `children`, also those of its
 * children it has waited for — from /proc. Linux only; 0 when the process is gone.
 */
export function processCpuSeconds(pid: number | "self", children = false): number {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return 0;
  }
  // Fields after the command name (which may hold spaces) start at field 3.
  const fields = stat
    .slice(stat.lastIndexOf(")") + 2)
    .split(" ")
    .map(Number);
  const [utime, stime, cutime, cstime] = [fields[11], fields[12], fields[13], fields[14]];
  const ticks = (utime ?? 0) + (stime ?? 0) + (children ? (cutime ?? 0) + (cstime ?? 0) : 0);
  return ticks / clockTicksPerSecond();
}
