import { spawn, spawnSync } from "node:child_process";
import { IrisError } from "@iris/kit";
import { JobQueue, withTimeout } from "./job-queue";
import type { OcrEngine, RecognizeOptions } from "./types";

/** Settings of the native engine. */
export interface NativeEngineOptions {
  bin: string;
  /** Concurrent tesseract processes. */
  workers: number;
  queueLimit: number;
  timeoutMs: number;
  /** --tessdata-dir for the bundled models; undefined uses the CLI's own tessdata. */
  tessdataDir: string | undefined;
}

/** The installed `tesseract` binary's version and languages, or undefined when absent. */
export function probeNativeTesseract(
  bin: string,
  tessdataDir?: string,
): { version: string; languages: string[] } | undefined {
  const version = spawnSync(bin, ["--version"], { encoding: "utf8", timeout: 10_000 });
  if (version.status !== 0 || version.error) return undefined;
  const args = tessdataDir ? ["--tessdata-dir", tessdataDir, "--list-langs"] : ["--list-langs"];
  const langs = spawnSync(bin, args, { encoding: "utf8", timeout: 10_000 });
  const languages = (langs.stdout ?? "")
    .split("\n")
    .slice(1)
    .map((l) => l.trim())
    .filter(Boolean);
  const first = `${version.stdout}${version.stderr}`.split("\n")[0] ?? "";
  return { version: first.trim(), languages };
}

/**
 * The native Tesseract CLI, one process per page (image on stdin, TSV on stdout), at most
 * `workers` at a time, each limited to one OpenMP thread so parallel pages do not fight over
 * the cores. Same output as the js engine: Tesseract TSV.
 */
export class NativeEngine implements OcrEngine {
  readonly name = "native" as const;
  private readonly queue: JobQueue<{ png: Buffer; options: RecognizeOptions }, string>;
  private readonly runners: Promise<void>[];
  private completed = 0;

  constructor(private readonly options: NativeEngineOptions) {
    this.queue = new JobQueue(options.queueLimit);
    this.runners = Array.from({ length: options.workers }, () => this.run());
  }

  recognize(png: Buffer, options: RecognizeOptions): Promise<string> {
    return this.queue.submit({ png, options });
  }

  status(): Record<string, unknown> {
    return {
      engine: "tesseract-cli",
      workers: this.options.workers,
      queued: this.queue.length,
      jobs_completed: this.completed,
      tessdata: this.options.tessdataDir ? "bundled" : "system",
    };
  }

  async close(): Promise<void> {
    this.queue.close();
    await Promise.all(this.runners);
  }

  private async run(): Promise<void> {
    for (;;) {
      const job = await this.queue.take();
      if (!job) return;
      try {
        job.resolve(await this.once(job.input.png, job.input.options));
        this.completed += 1;
      } catch (error) {
        job.reject(error);
      }
    }
  }

  private once(png: Buffer, options: RecognizeOptions): Promise<string> {
    const args = ["stdin", "stdout", "-l", options.lang, "--psm", String(options.psm)];
    args.push("--dpi", String(options.dpi));
    if (this.options.tessdataDir) args.push("--tessdata-dir", this.options.tessdataDir);
    for (const [key, value] of Object.entries(options.params ?? {}))
      args.push("-c", `${key}=${value}`);
    args.push("-c", "tessedit_create_tsv=1", "-c", "tessedit_create_txt=0");
    const child = spawn(this.options.bin, args, {
      env: { ...process.env, OMP_THREAD_LIMIT: "1" },
      stdio: ["pipe", "pipe", "pipe"],
    });
    const done = new Promise<string>((resolve, reject) => {
      const out: Buffer[] = [];
      let err = "";
      child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
      child.stderr.on("data", (chunk: Buffer) => {
        err = (err + chunk.toString()).slice(-2000);
      });
      child.once("error", (cause) =>
        reject(new IrisError("OCR_EXTRACTION_FAILED", "the tesseract binary failed", { cause })),
      );
      child.once("close", (code) => {
        if (code === 0) return resolve(Buffer.concat(out).toString("utf8"));
        const unreadable = /read image|Error in pix/i.test(err);
        reject(
          new IrisError("OCR_EXTRACTION_FAILED", "text recognition failed", {
            details: unreadable ? "the image could not be decoded" : "",
            inputFault: unreadable,
          }),
        );
      });
    });
    child.stdin.on("error", () => {});
    child.stdin.end(png);
    return withTimeout(done, this.options.timeoutMs, () => child.kill("SIGKILL"));
  }
}
