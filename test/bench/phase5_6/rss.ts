import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { freePort, parsePrometheus } from "@iris/kit/testing";
import type { GeneratedDocument } from "./corpus-types";

/** What the RSS run needs from the bench. */
export interface RssOptions {
  engine: "js" | "native";
  /** Documents to post (scans); generated in the bench process while the service reads. */
  docs: AsyncIterable<GeneratedDocument>;
  count: number;
  /** Extra environment for the service (e.g. OCR_WORKER_MAX_JOBS, MALLOC_ARENA_MAX). */
  env?: Record<string, string> | undefined;
}

/** One detailed sample, every 25 documents (every count/20 on shorter runs). */
interface RssSample {
  documents: number;
  /** VmRSS of the service process plus any descendant processes, MiB. */
  rss_mb: number;
  /** Part of rss_mb that belongs to descendant processes (0 when OCR runs in threads only). */
  children_mb: number;
  threads: number;
  /** The service's own view: /metrics process_resident_memory_bytes and V8's heap/external. */
  metrics_rss_mb: number | null;
  heap_used_mb: number | null;
  external_mb: number | null;
  /** /health checks.ocr_engine: pages read and tesseract.js workers replaced so far. */
  jobs_completed: number | null;
  workers_recycled: number | null;
  /** The service's resident memory by kind of mapping (see memoryMap). */
  map: MemoryMap;
  /** The bench process (renders the corpus), for contrast. */
  bench_rss_mb: number;
}

/** Resident MiB of the service by kind of mapping, from /proc/<pid>/smaps. */
interface MemoryMap {
  /**
   * glibc's per-thread malloc arenas (64 MiB reservations on a 64 MiB boundary, HEAP_MAX_SIZE
   * on 64-bit); `arenas` counts those holding memory.
   */
  arenas_mb: number;
  arenas: number;
  /** The main arena ([heap], brk). */
  brk_mb: number;
  /** Every other anonymous mapping: V8 heaps, WebAssembly memories, large mmap'd blocks. */
  other_anon_mb: number;
  /** Code and data mapped from files (node, sharp/libvips, …). */
  file_mb: number;
}

/**
 * Plateau verdict: the least-squares slope of the service's RSS, sampled after every
 * document, over the second half of the run (documents count/2+1 … count) must be at most
 * this many MiB per 100 documents. 5 MiB/100 documents is ≤ 12.5 MiB over a 500-document
 * run's second half — under 2 % of the ~700 MiB level; a steady leak of 50 KiB per document
 * or more fails it. Saw-teeth from worker recycling pass as long as their peaks do not climb.
 */
const PLATEAU_SLOPE_MB_PER_100 = 5;

const SERVER = fileURLToPath(
  new URL("../../../workers/ocr-extractor/src/server.ts", import.meta.url),
);
const ROOT = fileURLToPath(new URL("../../../", import.meta.url));

/**
 * RSS of the ocr-extractor across `count` consecutive documents: the service runs as its own
 * Node process (node --import tsx server.ts; tesseract.js workers, the checkbox and PDF
 * workers are worker_threads inside it, native OCR hosts its child processes), the bench
 * renders the corpus and posts the scans to /extract-json two at a time, and reads the VmRSS
 * of the service and of every process below it from /proc after every document.
 */
export async function measureServiceRss(opt: RssOptions) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", SERVER], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "silent",
      LOG_REQUESTS: "false",
      OCR_ENGINE: opt.engine,
      OCR_WORKERS: "2",
      // Same as startOcr: benchmarks share a busy machine, a page may wait long for a core.
      OCR_TIMEOUT_MS: "600000",
      // As `npm start` and the Docker image launch it (`--rss-env MALLOC_ARENA_MAX=` measures
      // glibc's default of one arena per thread, under which RSS creeps).
      MALLOC_ARENA_MAX: "2",
      ...opt.env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const pid = child.pid as number;
  const perDocument: number[] = [];
  const samples: RssSample[] = [];
  const failed: string[] = [];
  const startedAt = performance.now();
  try {
    await waitForHealth(url, child, () => stderr);
    const idle = await sample(url, pid, 0);
    const every = Math.max(1, Math.min(25, Math.round(opt.count / 20)));
    let done = 0;
    await inPairs(opt.docs, async (doc) => {
      await postScan(url, doc).catch((error: Error) =>
        failed.push(`${doc.truth.id}: ${error.message}`),
      );
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`the service exited (${child.exitCode ?? child.signalCode}): ${stderr}`);
      done += 1;
      perDocument.push(processTreeRss(pid).total / 2 ** 20);
      if (done % every === 0)
        samples.push(
          await sample(url, pid, done).catch((error: Error) => {
            throw new Error(
              `sampling failed (${error.message}); service exit ${child.exitCode ?? child.signalCode}: ${stderr}`,
            );
          }),
        );
    });
    const values = samples.map((s) => s.rss_mb);
    const half = values.slice(Math.floor(values.length / 2));
    const start = Math.floor(perDocument.length / 2);
    const secondHalf = perDocument.slice(start);
    const slope = leastSquaresSlope(secondHalf) * 100;
    const quarter = Math.ceil(secondHalf.length / 2);
    return {
      documents: opt.count,
      measured:
        "the service process and its descendants (native OCR hosts): VmRSS of each /proc status, summed",
      env: opt.env ?? {},
      seconds: Math.round((performance.now() - startedAt) / 1000),
      failed_requests: failed,
      idle_mb: idle.rss_mb,
      samples,
      per_document_mb: perDocument.map((v) => Math.round(v)),
      first_mb: values[0] ?? 0,
      last_mb: values.at(-1) ?? 0,
      max_mb: Math.max(...values),
      peak_hwm_mb: Math.round(vmKb(pid, "VmHWM") / 1024),
      second_half_range_mb: half.length ? Math.max(...half) - Math.min(...half) : 0,
      second_half_per_document_range_mb: Math.round(
        Math.max(...secondHalf) - Math.min(...secondHalf),
      ),
      first_half_slope_mb_per_100_docs: round1(
        leastSquaresSlope(perDocument.slice(0, start)) * 100,
      ),
      second_half_slope_mb_per_100_docs: round1(slope),
      // Peaks of the saw-tooth: the slope depends on where the last recycling falls, the
      // highest RSS of the third and of the fourth quarter does not.
      third_quarter_max_mb: Math.round(Math.max(...perDocument.slice(start, start + quarter))),
      fourth_quarter_max_mb: Math.round(Math.max(...perDocument.slice(start + quarter))),
      plateau_rule: `least-squares slope of per-document RSS over documents ${start + 1}-${perDocument.length} <= ${PLATEAU_SLOPE_MB_PER_100} MiB per 100 documents`,
      plateau: slope <= PLATEAU_SLOPE_MB_PER_100,
    };
  } finally {
    await stop(child);
  }
}

async function postScan(url: string, doc: GeneratedDocument): Promise<void> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(doc.scan)]), "scan.png");
  form.append("document_type", doc.truth.type);
  const res = await fetch(`${url}/extract-json`, { method: "POST", body: form });
  const body = (await res.json()) as { error?: { code: string; message: string } };
  if (!res.ok) throw new Error(`${res.status} ${body.error?.code} ${body.error?.message}`);
}

/** Runs `work` over a stream two at a time (the service has two OCR workers), in order. */
async function inPairs(
  docs: AsyncIterable<GeneratedDocument>,
  work: (doc: GeneratedDocument) => Promise<void>,
): Promise<void> {
  let pending: Promise<void> | undefined;
  for await (const doc of docs) {
    const current = work(doc);
    // Surfaces when awaited below; not an unhandled rejection meanwhile.
    current.catch(() => {});
    if (pending) await pending;
    pending = current;
  }
  await pending;
}

async function sample(url: string, pid: number, documents: number): Promise<RssSample> {
  const tree = processTreeRss(pid);
  const [metrics, health] = await Promise.all([
    fetch(`${url}/metrics`).then((r) => r.text()),
    fetch(`${url}/health`).then((r) => r.json()) as Promise<{
      data?: { checks?: { ocr_engine?: { jobs_completed?: number; workers_recycled?: number } } };
    }>,
  ]);
  const families = parsePrometheus(metrics);
  const gauge = (name: string) => {
    const value = families.find((f) => f.name === name)?.samples[0]?.value;
    return value === undefined ? null : Math.round(value / 2 ** 20);
  };
  const ocr = health.data?.checks?.ocr_engine;
  return {
    documents,
    rss_mb: Math.round(tree.total / 2 ** 20),
    children_mb: Math.round(tree.children / 2 ** 20),
    threads: tree.threads,
    metrics_rss_mb: gauge("process_resident_memory_bytes"),
    heap_used_mb: gauge("nodejs_heap_size_used_bytes"),
    external_mb: gauge("nodejs_external_memory_bytes"),
    jobs_completed: ocr?.jobs_completed ?? null,
    workers_recycled: ocr?.workers_recycled ?? null,
    map: memoryMap(pid),
    bench_rss_mb: Math.round(process.memoryUsage.rss() / 2 ** 20),
  };
}

function memoryMap(pid: number): MemoryMap {
  let text = "";
  try {
    text = readFileSync(`/proc/${pid}/smaps`, "utf8");
  } catch {
    // The process is gone: all zero.
  }
  const maps: { start: bigint; end: bigint; perm: string; name: string; kb: number }[] = [];
  const header = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/;
  for (const line of text.split("\n")) {
    const m = header.exec(line);
    if (m)
      maps.push({
        start: BigInt(`0x${m[1]}`),
        end: BigInt(`0x${m[2]}`),
        perm: m[3] ?? "",
        name: m[4] ?? "",
        kb: 0,
      });
    else if (line.startsWith("Rss:")) {
      const last = maps.at(-1);
      if (last) last.kb = Number(line.split(/\s+/)[1]);
    }
  }
  // A glibc arena heap is a 64 MiB reservation on a 64 MiB boundary: its used part (rw-p)
  // followed by the unused rest (---p). V8 can place other memory on such a boundary by
  // chance, so the whole 64 MiB must be accounted for.
  const ARENA = 64n << 20n;
  const kb = { arenas: 0, brk: 0, other: 0, file: 0 };
  let arenas = 0;
  maps.forEach((m, i) => {
    const next = maps[i + 1];
    const reservedEnd =
      next && next.start === m.end && next.perm === "---p" && next.name === "" ? next.end : m.end;
    const arena = m.name === "" && m.start % ARENA === 0n && reservedEnd - m.start === ARENA;
    if (m.name === "[heap]") kb.brk += m.kb;
    else if (m.name.startsWith("/")) kb.file += m.kb;
    else if (arena) {
      kb.arenas += m.kb;
      if (m.kb > 0) arenas += 1;
    } else kb.other += m.kb;
  });
  const mb = (v: number) => Math.round(v / 1024);
  return {
    arenas_mb: mb(kb.arenas),
    arenas,
    brk_mb: mb(kb.brk),
    other_anon_mb: mb(kb.other),
    file_mb: mb(kb.file),
  };
}

/** VmRSS of `pid` and of every process below it (bytes), and the threads of `pid`. */
function processTreeRss(pid: number): { total: number; children: number; threads: number } {
  const own = vmKb(pid, "VmRSS") * 1024;
  let children = 0;
  for (const child of descendants(pid)) children += vmKb(child, "VmRSS") * 1024;
  return { total: own + children, children, threads: vmKb(pid, "Threads") };
}

function descendants(pid: number): number[] {
  const out: number[] = [];
  const direct = readdirSync(`/proc/${pid}/task`).flatMap((task) => {
    try {
      return readFileSync(`/proc/${pid}/task/${task}/children`, "utf8")
        .split(/\s+/)
        .filter(Boolean)
        .map(Number);
    } catch {
      return [];
    }
  });
  for (const child of direct) out.push(child, ...descendants(child));
  return out;
}

/** A numeric field of /proc/<pid>/status (kB for the Vm* fields); 0 when gone. */
function vmKb(pid: number, field: string): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(new RegExp(`^${field}:\\s+(\\d+)`, "m").exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** Slope of the least-squares line through (i, values[i]). */
function leastSquaresSlope(values: number[]): number {
  const n = values.length;
  if (n < 2) return 0;
  const meanX = (n - 1) / 2;
  const meanY = values.reduce((a, b) => a + b, 0) / n;
  let num = 0;
  let den = 0;
  values.forEach((y, x) => {
    num += (x - meanX) * (y - meanY);
    den += (x - meanX) ** 2;
  });
  return num / den;
}

const round1 = (v: number) => Math.round(v * 10) / 10;

async function waitForHealth(url: string, child: ChildProcess, stderr: () => string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the ocr-extractor exited at start-up: ${stderr()}`);
    const ok = await fetch(`${url}/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the ocr-extractor did not answer /health within 120 s: ${stderr()}`);
}

/** SIGTERM (graceful: the service terminates its workers), SIGKILL after 15 s. */
function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill("SIGTERM");
  });
}
