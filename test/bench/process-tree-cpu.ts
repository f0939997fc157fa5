import { readdirSync, readFileSync } from "node:fs";
import { processCpuSeconds } from "./ocr-engines/cpu";

/** What a process of the bench's tree is, from its command line. */
export type CpuPart =
  | "bench process (phase services in process)"
  | "ocr hosts"
  | "gateway: workerd"
  | "gateway: wrangler dev"
  | "other";

function partOf(cmdline: string): CpuPart {
  if (cmdline.includes("native/tesseract/host.mjs")) return "ocr hosts";
  if (/workerd/.test(cmdline)) return "gateway: workerd";
  if (/wrangler/.test(cmdline)) return "gateway: wrangler dev";
  return "other";
}

/** Parent pid of every live process. */
function parents(): Map<number, number> {
  const out = new Map<number, number>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      out.set(Number(name), ppid);
    } catch {
      // ended meanwhile
    }
  }
  return out;
}

/**
 * CPU seconds of this process and every process it started (phase services in process, native
 * OCR hosts, `wrangler dev` and workerd), by part. Sampled every `everyMs` so that a process
 * that ends (a recycled OCR host) keeps the CPU it had used; CPU time, unlike wall time, holds
 * on a busy host.
 */
export class ProcessTreeCpu {
  private readonly seen = new Map<number, { part: CpuPart; cpu: number }>();
  private readonly timer: NodeJS.Timeout;

  constructor(everyMs = 500) {
    this.sample();
    this.timer = setInterval(() => this.sample(), everyMs);
    this.timer.unref();
  }

  /** CPU seconds so far, by part. */
  totals(): Record<CpuPart, number> {
    this.sample();
    const out: Record<CpuPart, number> = {
      "bench process (phase services in process)": 0,
      "ocr hosts": 0,
      "gateway: workerd": 0,
      "gateway: wrangler dev": 0,
      other: 0,
    };
    for (const { part, cpu } of this.seen.values()) out[part] += cpu;
    return out;
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private sample(): void {
    const self = process.pid;
    const tree = parents();
    const inTree = (pid: number) => {
      for (let p = pid, hops = 0; p > 1 && hops < 64; hops++) {
        if (p === self) return true;
        p = tree.get(p) ?? 0;
      }
      return false;
    };
    for (const pid of tree.keys()) {
      if (!inTree(pid)) continue;
      let part: CpuPart = "bench process (phase services in process)";
      if (pid !== self) {
        try {
          part = partOf(readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " "));
        } catch {
          continue;
        }
      }
      const cpu = processCpuSeconds(pid);
      if (cpu > 0) this.seen.set(pid, { part, cpu });
    }
  }
}

/** Per-part CPU seconds between two totals, divided by `per`. */
export function cpuPer(
  before: Record<CpuPart, number>,
  after: Record<CpuPart, number>,
  per: number,
): Record<string, number> {
  const out: Record<string, number> = {};
  let total = 0;
  for (const key of Object.keys(after) as CpuPart[]) {
    const v = (after[key] - before[key]) / Math.max(1, per);
    total += v;
    out[key] = Math.round(v * 1000) / 1000;
  }
  out.total = Math.round(total * 1000) / 1000;
  return out;
}
