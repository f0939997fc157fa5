import { IrisError } from "@iris/kit";
import Tesseract from "tesseract.js";
import { JobQueue, withTimeout } from "./job-queue";
import { bundledLangPath } from "./tessdata";
import type { OcrEngine, RecognizeOptions } from "./types";

/** Pool settings of the tesseract.js engine. */
export interface JsEngineOptions {
  workers: number;
  /** A worker is replaced after this many jobs: its WebAssembly heap never shrinks. */
  maxJobsPerWorker: number;
  /** Workers are replaced while the process's RSS is over this many bytes. */
  maxRssBytes: number;
  queueLimit: number;
  timeoutMs: number;
  /** Folder holding the unpacked traineddata (see ensureTessdata). */
  tessdataDir: string;
}

interface Slot {
  worker: Tesseract.Worker | undefined;
  lang: string;
  jobs: number;
}

interface Job {
  png: Buffer;
  options: RecognizeOptions;
}

/**
 * tesseract.js behind a bounded queue and a fixed set of runners, one worker thread each.
 * Workers start on first use, switch language when a job needs another one, and are recycled
 * after `maxJobsPerWorker` jobs, whenever RSS exceeds the bound, and after any failure or
 * timeout. Language data comes from the npm packages through the local cache, never a CDN.
 */
export class JsEngine implements OcrEngine {
  readonly name = "js" as const;
  private readonly queue: JobQueue<Job, string>;
  private readonly slots: Slot[];
  private readonly runners: Promise<void>[];
  /** Pages being read now. */
  private reading = 0;
  private recycled = 0;
  private completed = 0;

  constructor(private readonly options: JsEngineOptions) {
    this.queue = new JobQueue(options.queueLimit);
    this.slots = Array.from({ length: options.workers }, () => ({
      worker: undefined,
      lang: "",
      jobs: 0,
    }));
    this.runners = this.slots.map((slot) => this.run(slot));
  }

  recognize(png: Buffer, options: RecognizeOptions): Promise<string> {
    return this.queue.submit({ png, options });
  }

  get workers(): number {
    return this.slots.length;
  }

  status(): Record<string, unknown> {
    return {
      engine: "tesseract.js",
      workers: this.options.workers,
      workers_started: this.slots.filter((s) => s.worker).length,
      queued: this.queue.length,
      jobs_completed: this.completed,
      workers_recycled: this.recycled,
    };
  }

  async close(): Promise<void> {
    this.queue.close();
    await Promise.all(this.runners);
    await Promise.all(this.slots.map((slot) => this.retire(slot, false)));
  }

  private async run(slot: Slot): Promise<void> {
    for (;;) {
      const job = await this.queue.take();
      if (!job) return;
      this.reading += 1;
      try {
        const worker = await this.workerFor(slot, job.input.options.lang);
        const { psm, dpi, params } = job.input.options;
        const result = await withTimeout(
          worker.recognize(
            job.input.png,
            {
              ...params,
              tessedit_pageseg_mode: String(psm),
              user_defined_dpi: String(dpi),
            } as never,
            { text: false, tsv: true },
          ),
          this.options.timeoutMs,
          () => void worker.terminate(),
        );
        slot.jobs += 1;
        this.completed += 1;
        job.resolve(result.data.tsv ?? "");
        if (slot.jobs >= this.options.maxJobsPerWorker || this.overMemory()) {
          await this.retire(slot, true);
        }
      } catch (error) {
        job.reject(asOcrError(error));
        await this.retire(slot, true);
      } finally {
        this.reading -= 1;
      }
    }
  }

  private async workerFor(slot: Slot, lang: string): Promise<Tesseract.Worker> {
    if (!slot.worker) {
      slot.worker = await Tesseract.createWorker(lang.split("+"), Tesseract.OEM.LSTM_ONLY, {
        // Read from the unpacked cache; langPath is a local folder, so nothing is fetched.
        langPath: bundledLangPath("spa"),
        cachePath: this.options.tessdataDir,
        cacheMethod: "readOnly",
        gzip: true,
        logger: () => {},
        errorHandler: () => {},
      });
      slot.lang = lang;
      slot.jobs = 0;
    } else if (slot.lang !== lang) {
      await slot.worker.reinitialize(lang, Tesseract.OEM.LSTM_ONLY);
      slot.lang = lang;
    }
    return slot.worker;
  }

  private async retire(slot: Slot, count: boolean): Promise<void> {
    const worker = slot.worker;
    slot.worker = undefined;
    slot.lang = "";
    slot.jobs = 0;
    if (!worker) return;
    if (count) this.recycled += 1;
    await worker.terminate().catch(() => {});
  }

  private overMemory(): boolean {
    return process.memoryUsage.rss() > this.options.maxRssBytes;
  }
}

function asOcrError(error: unknown): IrisError {
  if (error instanceof IrisError) return error;
  const message = typeof error === "string" ? error : (error as Error)?.message;
  const unreadable = /read image|SetImageFile/i.test(message ?? "");
  return new IrisError("OCR_EXTRACTION_FAILED", "text recognition failed", {
    details: unreadable ? "the image could not be decoded" : "",
    inputFault: unreadable,
    cause: error,
  });
}
