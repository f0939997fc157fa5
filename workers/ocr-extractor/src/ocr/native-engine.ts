import { IrisError } from "@iris/kit";
import type { ReaderFailure } from "@iris/native-tesseract";
import { JobQueue } from "./job-queue";
import { type HostAnswer, type HostExit, NativeHost } from "./native-host";
import type { EngineLog, OcrEngine, RecognizeOptions } from "./types";

/** Settings of the native engine. */
export interface NativeEngineOptions {
  /** native/tesseract/host.mjs */
  hostPath: string;
  /** Folder holding the unpacked traineddata (see ensureTessdata): the js engine's models. */
  tessdataDir: string;
  /** "tesseract 5.3.0, leptonica-1.82.0", for /health. */
  versions: string;
  /** Host processes, each reading one page at a time. */
  workers: number;
  queueLimit: number;
  timeoutMs: number;
  /** A host is replaced after a page that leaves it above this resident memory. */
  maxHostRssBytes: number;
}

/** A host that does not answer this long after its page's deadline is killed. */
const KILL_GRACE_MS = 2000;

interface Slot {
  host: NativeHost | undefined;
}

interface Job {
  png: Buffer;
  options: RecognizeOptions;
}

/**
 * libtesseract through the addon in native/tesseract, hosted in `workers` child processes
 * (one persistent TessBaseAPI per language set in each), fed by one bounded queue. Tesseract
 * stops a page at its deadline itself; a host that still does not answer is killed. A host
 * that dies — a crash in native code — fails its page with a retryable 503, is logged and
 * counted, and is replaced on the next page: the service keeps answering.
 */
export class NativeEngine implements OcrEngine {
  readonly name = "native" as const;
  private readonly queue: JobQueue<Job, string>;
  private readonly slots: Slot[];
  private readonly runners: Promise<void>[];
  /** Pages being read now. */
  private reading = 0;
  private completed = 0;
  private crashes = 0;
  private recycled = 0;
  private started = 0;
  private lastCrash: string | undefined;
  private log: EngineLog | undefined;

  constructor(private readonly options: NativeEngineOptions) {
    this.queue = new JobQueue(options.queueLimit);
    this.slots = Array.from({ length: options.workers }, () => ({ host: undefined }));
    this.runners = this.slots.map((slot) => this.run(slot));
  }

  recognize(png: Buffer, options: RecognizeOptions): Promise<string> {
    return this.queue.submit({ png, options });
  }

  get workers(): number {
    return this.slots.length;
  }

  attachLog(log: EngineLog): void {
    this.log = log;
  }

  status(): Record<string, unknown> {
    return {
      engine: "libtesseract",
      versions: this.options.versions,
      workers: this.options.workers,
      workers_started: this.slots.filter((s) => s.host).length,
      reading: this.slots.filter((s) => s.host?.busy).length,
      queued: this.queue.length,
      jobs_completed: this.completed,
      hosts_started: this.started,
      hosts_recycled: this.recycled,
      host_crashes: this.crashes,
      ...(this.lastCrash ? { last_crash: this.lastCrash } : {}),
      host_rss_mb: this.slots.map((s) => Math.round((s.host?.rss ?? 0) / 2 ** 20)),
    };
  }

  /** Process ids of the running hosts (for operators and tests). */
  hostPids(): number[] {
    return this.slots.flatMap((s) => (s.host?.pid ? [s.host.pid] : []));
  }

  async close(): Promise<void> {
    this.queue.close();
    await Promise.all(this.runners);
    await Promise.all(this.slots.map((slot) => this.retire(slot)));
  }

  private async run(slot: Slot): Promise<void> {
    for (;;) {
      const job = await this.queue.take();
      if (!job) return;
      this.reading += 1;
      try {
        job.resolve(await this.once(slot, job.input));
        this.completed += 1;
      } catch (error) {
        job.reject(error);
      } finally {
        this.reading -= 1;
      }
      const host = slot.host;
      if (host && host.rss > this.options.maxHostRssBytes) {
        this.recycled += 1;
        await this.retire(slot);
      }
    }
  }

  private async once(slot: Slot, job: Job): Promise<string> {
    const host = await this.hostFor(slot);
    const { lang, psm, dpi, params } = job.options;
    let timer: NodeJS.Timeout | undefined;
    let answer: HostAnswer;
    try {
      timer = setTimeout(() => host.kill(), this.options.timeoutMs + KILL_GRACE_MS);
      answer = await host.run(job.png, {
        lang,
        psm,
        dpi,
        deadlineMs: this.options.timeoutMs,
        ...(params ? { params } : {}),
      });
    } catch (exit) {
      slot.host = undefined;
      throw this.hostEnded(exit as HostExit);
    } finally {
      clearTimeout(timer);
    }
    if ("error" in answer) throw asOcrError(answer.error.kind, answer.error.message);
    return answer.tsv;
  }

  private async hostFor(slot: Slot): Promise<NativeHost> {
    if (slot.host) return slot.host;
    const host = new NativeHost(this.options.hostPath, this.options.tessdataDir);
    this.started += 1;
    try {
      await host.ready;
    } catch (error) {
      host.kill();
      const why = error instanceof Error ? error.message : describeExit(error as HostExit);
      this.log?.error({ reason: why }, "the native OCR host did not start");
      throw new IrisError("SERVICE_UNAVAILABLE", "the OCR engine could not start", {
        details: "retry shortly",
        retryAfter: 1,
        cause: error,
      });
    }
    slot.host = host;
    void host.exited.then((exit) => {
      if (slot.host === host) slot.host = undefined;
      if (exit.expected) return;
      // Stopped from outside — the terminal's Ctrl-C or a supervisor's SIGTERM reaches the
      // whole process group, hosts included, before the service closes them — is no crash.
      if (exit.signal === "SIGTERM" || exit.signal === "SIGINT") this.noteStopped(exit);
      else this.noteCrash(exit);
    });
    return host;
  }

  /** The error a page gets when its host ended before answering. */
  private hostEnded(exit: HostExit): IrisError {
    if (exit.expected) {
      return new IrisError("OCR_EXTRACTION_FAILED", "text recognition timed out", {
        details: `no result within ${this.options.timeoutMs} ms`,
      });
    }
    return new IrisError("SERVICE_UNAVAILABLE", "the OCR engine stopped while reading the page", {
      details: "retry the request",
      retryAfter: 1,
    });
  }

  private noteCrash(exit: HostExit): void {
    this.crashes += 1;
    this.lastCrash = `${new Date().toISOString()} ${describeExit(exit)}`;
    this.log?.error(
      { code: exit.code, signal: exit.signal, stderr: exit.stderr.slice(-1000) },
      `the native OCR host crashed; ${afterExit(exit)}`,
    );
  }

  private noteStopped(exit: HostExit): void {
    this.log?.warn?.(
      { signal: exit.signal },
      `the native OCR host was stopped by ${exit.signal}; ${afterExit(exit)}`,
    );
  }

  private async retire(slot: Slot): Promise<void> {
    const host = slot.host;
    slot.host = undefined;
    await host?.stop();
  }
}

/** What a host's end meant for the page it held, if any, and what happens next. */
function afterExit(exit: HostExit): string {
  return exit.held
    ? "the page it was reading failed with 503 and a new host starts on the next page"
    : "it held no page; a new host starts on the next page";
}

function describeExit(exit: HostExit): string {
  return exit.signal ? `killed by ${exit.signal}` : `exited with code ${exit.code}`;
}

/** Maps the addon's failure kinds to the service's codes: 422 only when the image is at fault. */
function asOcrError(kind: ReaderFailure, message: string): IrisError {
  if (kind === "image") {
    return new IrisError("OCR_EXTRACTION_FAILED", "text recognition failed", {
      details: "the image could not be decoded",
      inputFault: true,
    });
  }
  if (kind === "timeout") {
    return new IrisError("OCR_EXTRACTION_FAILED", "text recognition timed out", {
      details: message,
    });
  }
  return new IrisError("OCR_EXTRACTION_FAILED", "text recognition failed", {
    cause: new Error(`${kind}: ${message}`),
  });
}
