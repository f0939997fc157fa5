import { type ChildProcess, fork } from "node:child_process";
import type { HostMessage, HostRequest, ReaderOptions } from "@iris/native-tesseract";

/** A host's answer to one page. */
export type HostAnswer = Extract<HostMessage, { id: number }>;

/** How a host process ended. */
export interface HostExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** The last lines it wrote to stderr (Tesseract's and the runtime's own messages). */
  stderr: string;
  /** Whether the service asked it to end (close, recycle, a job over its deadline). */
  expected: boolean;
  /** Whether it was reading a page when it ended (that page failed). */
  held: boolean;
}

/** Bytes of a host's stderr kept to explain a crash. */
const STDERR_TAIL = 4000;

/**
 * One child process hosting the tesseract addon (native/tesseract/host.mjs), serving one page
 * at a time over IPC. `run` settles with the host's answer, or rejects with the exit when the
 * process ends before answering (a crash, or a kill).
 */
export class NativeHost {
  readonly child: ChildProcess;
  /** Settles with the library versions once the addon is loaded; rejects if it is not. */
  readonly ready: Promise<string>;
  /** Settles once the process has ended. */
  readonly exited: Promise<HostExit>;
  /** The host's resident memory after its last page, in bytes. */
  rss = 0;
  jobs = 0;
  private nextId = 1;
  private pending:
    | { id: number; resolve(a: HostAnswer): void; reject(e: HostExit): void }
    | undefined;
  private stderr = "";
  private expected = false;

  constructor(hostPath: string, tessdataDir: string) {
    this.child = fork(hostPath, [tessdataDir], {
      // Never the service's own flags (--import tsx, --inspect, a profiler): a plain process.
      execArgv: [],
      serialization: "advanced",
      stdio: ["ignore", "ignore", "pipe", "ipc"],
      env: {
        ...process.env,
        // One thread per page: parallel pages run in parallel hosts, and libgomp's spinning
        // threads cost 3-5x the CPU time of a page on a shared 2-core host.
        OMP_THREAD_LIMIT: "1",
        // Pages run on libuv's pool threads, each of which would get a malloc arena of its
        // own: RSS crept 148 -> 167 MiB over 100 pages with glibc's default, flat with 2.
        MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2",
      },
    });
    this.child.stderr?.on("data", (chunk: Buffer) => {
      this.stderr = (this.stderr + chunk.toString()).slice(-STDERR_TAIL);
    });
    this.exited = new Promise((resolve) => {
      this.child.once("exit", (code, signal) => {
        const exit: HostExit = {
          code,
          signal,
          stderr: this.stderr.trim(),
          expected: this.expected,
          held: this.pending !== undefined,
        };
        this.pending?.reject(exit);
        this.pending = undefined;
        resolve(exit);
      });
    });
    this.ready = new Promise((resolve, reject) => {
      this.child.once("error", reject);
      this.exited.then(reject);
      this.child.on("message", (message: HostMessage) => {
        if ("ready" in message) resolve(message.ready);
        else if ("fatal" in message) reject(new Error(message.fatal));
        else if (this.pending?.id === message.id) {
          const pending = this.pending;
          this.pending = undefined;
          this.rss = message.rss;
          this.jobs += 1;
          pending.resolve(message);
        }
      });
    });
    // Callers await `ready`; an unhandled rejection here would only duplicate their error.
    this.ready.catch(() => {});
  }

  /** Whether a page is being read. */
  get busy(): boolean {
    return this.pending !== undefined;
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  /** Recognises one page; rejects with the exit if the host ends first. */
  run(png: Buffer, options: ReaderOptions): Promise<HostAnswer> {
    if (this.pending) return Promise.reject(new Error("a host serves one page at a time"));
    const id = this.nextId++;
    return new Promise<HostAnswer>((resolve, reject) => {
      this.pending = { id, resolve, reject };
      const request: HostRequest = { id, png, ...options };
      this.child.send(request, (error) => {
        if (error && this.pending?.id === id) this.kill();
      });
    });
  }

  /** Ends the process at once (a job over its deadline, a host that must go). */
  kill(): void {
    this.expected = true;
    this.child.kill("SIGKILL");
  }

  /** Lets the host finish and exit on its own; kills it after `graceMs`. */
  async stop(graceMs = 2000): Promise<void> {
    this.expected = true;
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    if (this.child.connected) this.child.disconnect();
    const timer = setTimeout(() => this.child.kill("SIGKILL"), graceMs);
    await this.exited;
    clearTimeout(timer);
  }
}
