import { IrisError } from "@iris/kit";
import { OneThread } from "../ocr/one-thread";
import type { Extraction, ExtractionRequest } from "./build-document";
import { DOCUMENT_TYPES, type DocumentType } from "./document-types";
import type { PostedRequest } from "./extraction-worker";
import { linesFromText, type TextLine } from "./text-lines";

/**
 * The process's phase-6 thread, shared by every ExtractionThread (an app per process in
 * production; tests build several): it holds no request state, and its word lists cost
 * seconds to build, so they are built once. Closed with its last user.
 */
let shared: { thread: OneThread; users: number; warmed?: Promise<void> } | undefined;

/**
 * Phase 6 off the event loop: buildDocument and detectType on a worker thread
 * (extraction-worker.ts), requests in order. In process they held the HTTP loop 20–200 ms a
 * call, up to 318 ms at a time on 20 training photos; on the thread, at most 40 ms (`npm run
 * bench ocr_reads -- --n 20 --seed 7 --engine native --photos --auto`). A request that fails
 * or is not answered within `timeoutMs` of its turn is answered OCR_EXTRACTION_FAILED; after a
 * timeout the thread is started again and the requests queued behind it are answered there.
 */
export class ExtractionThread {
  private readonly thread: OneThread;
  private closed = false;

  constructor(private readonly timeoutMs: number) {
    shared ??= {
      thread: new OneThread(new URL("./extraction-worker.ts", import.meta.url)),
      users: 0,
    };
    shared.users++;
    this.thread = shared.thread;
  }

  build(request: ExtractionRequest): Promise<Extraction> {
    const options = Object.fromEntries(DOCUMENT_TYPES.map((t) => [t, request.options(t)]));
    return this.call<Extraction>({ request: { ...request, options } as PostedRequest });
  }

  /** The type the lines point to (detectType's decision). */
  detect(lines: TextLine[]): Promise<DocumentType> {
    return this.call<DocumentType>({ detect: lines });
  }

  private async call<T>(message: Record<string, unknown>): Promise<T> {
    try {
      return await this.thread.call<T>(message, "field extraction", this.timeoutMs);
    } catch (error) {
      throw new IrisError("OCR_EXTRACTION_FAILED", (error as Error).message);
    }
  }

  /**
   * Starts the thread and runs one small document through it, so that the word lists it
   * builds on first use (normalize/accents.ts) are ready before the first request.
   */
  warm(): Promise<void> {
    const own = shared;
    if (!own || own.thread !== this.thread) return Promise.resolve();
    own.warmed ??= this.warmUp().catch((error: unknown) => {
      own.warmed = undefined;
      throw error;
    });
    return own.warmed;
  }

  private async warmUp(): Promise<void> {
    const on = { checkboxes: true, tables: true, fields: true };
    await this.build({
      lines: linesFromText("CÉDULA DE IDENTIDAD\nApellidos: PÉREZ\nNombres: ANA"),
      documentType: "auto",
      ocrConfidence: 1,
      wordCount: 6,
      options: () => on,
      normalise: { phoneRegion: "VE", today: new Date() },
      elapsedSeconds: 0,
    });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (!shared || shared.thread !== this.thread || --shared.users > 0) return;
    shared = undefined;
    await this.thread.close("field extraction closed");
  }
}
