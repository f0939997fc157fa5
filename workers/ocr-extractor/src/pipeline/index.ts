import { IrisError, type UploadedFile } from "@iris/kit";
import type { Registry } from "prom-client";
import { BoxDetector } from "../checkboxes/detector";
import type { OcrExtractorConfig } from "../config";
import { type DocumentType, type ImageQuality, linesFromText } from "../extraction";
import { ExtractionThread } from "../extraction/extraction-thread";
import type { OcrEngine, OcrResult } from "../ocr";
import type { OcrConfig, OcrConfigStore } from "../ocr-config";
import type { PageReading, ReadingStore } from "../readings";
import { answer, type ExtractionAnswer } from "./answer";
import { PipelineMetrics } from "./metrics";
import { typeOptions } from "./options";
import { extractPage, type PageContext } from "./passes";
import { PageReader } from "./reader";
import { extractReading } from "./second-readings";

export { type ExtractionAnswer, type OcrSummary, summarise } from "./answer";

/**
 * Phases 5-6 behind the routes: reads an upload with the engine under its type's OCR
 * configuration (reader), turns text into the structured document (passes), reads a page
 * whose fields mostly failed once more (second-readings), and keeps a reading so that
 * another type can be applied to it without OCR. Counts pages and their time (metrics).
 */
export class ExtractionPipeline {
  private readonly metrics: PipelineMetrics;
  private readonly boxes: BoxDetector;
  private readonly reader: PageReader;
  /** Phase 6 (buildDocument), on its own thread. */
  private readonly extraction: ExtractionThread;

  constructor(
    readonly engine: OcrEngine,
    readonly store: OcrConfigStore,
    private readonly config: OcrExtractorConfig,
    registry: Registry,
    readonly readings: ReadingStore,
  ) {
    this.metrics = new PipelineMetrics(registry);
    this.boxes = new BoxDetector(config.OCR_TIMEOUT_MS);
    this.extraction = new ExtractionThread(config.OCR_TIMEOUT_MS);
    this.reader = new PageReader(engine, store, this.boxes, this.metrics, {
      maxPixels: config.MAX_IMAGE_PIXELS,
      timeoutMs: config.OCR_TIMEOUT_MS,
    });
  }

  /**
   * Recognises an upload with the OCR configuration of `type` ("generic" when unknown);
   * `upright` drops the configuration's orientation search (auto_rotate).
   */
  read(
    file: UploadedFile,
    type: DocumentType | "generic",
    upright = false,
  ): Promise<{ ocr: OcrResult; config: OcrConfig }> {
    return this.reader.read(file, type, upright);
  }

  /**
   * OCR + phase 6 for an upload; `auto` reads with the generic configuration (a card-shaped
   * page with the cards', see readingTypeFor) and extracts the type the text points to,
   * answering the text's calibrated evidence per type. An `upright` page (phase 1 turned it)
   * is read without the orientation search: on the 60 photos of corpus seed 67 the same
   * 0.920 of fields, 9.1 and 10.4 s per document in two runs against 11.0 with the search
   * (README). Once `page.signal` aborts (the caller went away, e.g. its timeout), no further
   * reading starts. With `page.keep` the reading is kept (ReadingStore) and its id answered,
   * so that another type can be applied to it without reading the page again (`reapply`).
   */
  async extractUpload(
    file: UploadedFile,
    type: DocumentType | "auto",
    imageQuality: ImageQuality | undefined,
    elapsedSeconds: () => number,
    page: { upright?: boolean; signal?: AbortSignal; keep?: boolean } = {},
  ): Promise<ExtractionAnswer> {
    const upright = page.upright ?? false;
    const read =
      type === "auto"
        ? await this.reader.readUnknown(file, upright)
        : { ...(await this.reader.read(file, type, upright)), file };
    const { ocr, config } = read;
    const reading: PageReading = {
      file: { buffer: read.file.buffer, format: read.file.format, filename: file.filename },
      upright,
      quality: imageQuality,
      config,
      first: ocr,
      more: {},
    };
    const answer = await this.extractReading(reading, type, elapsedSeconds, page.signal);
    if (!page.keep) return answer;
    const id = await this.readings.put(reading);
    return {
      ...answer,
      reading: id ? { id, expires_in_seconds: this.readings.ttlSeconds } : null,
    };
  }

  /**
   * Phase 6 under `type` on a kept reading, without reading the page again (second readings
   * a faint page needs and that were not made before are made now, within the budget, and
   * kept with it). NOT_FOUND once the reading expired or was evicted: the caller then sends
   * the page again.
   */
  async reapply(
    id: string,
    type: DocumentType | "auto",
    elapsedSeconds: () => number,
    signal?: AbortSignal,
  ): Promise<ExtractionAnswer> {
    const reading = await this.readings.get(id);
    if (!reading) {
      throw new IrisError("NOT_FOUND", "no such reading", {
        details: "the reading expired or was evicted: send the page to /extract-json again",
      });
    }
    const before = Object.keys(reading.more).length;
    const answer = await this.extractReading(reading, type, elapsedSeconds, signal);
    if (Object.keys(reading.more).length > before) await this.readings.put(reading, id);
    return { ...answer, reading: { id, expires_in_seconds: this.readings.ttlSeconds } };
  }

  /** Phase 6 on a reading and the second readings it needs (second-readings.ts). */
  private async extractReading(
    reading: PageReading,
    type: DocumentType | "auto",
    elapsedSeconds: () => number,
    signal: AbortSignal | undefined,
  ): Promise<ExtractionAnswer> {
    const context: PageContext = {
      type,
      options: await typeOptions(this.store),
      imageQuality: reading.quality,
      elapsedSeconds,
      phoneRegion: this.config.DEFAULT_PHONE_REGION,
      build: (request) => this.extraction.build(request),
      detect: (lines) => this.extraction.detect(lines),
    };
    const parts = {
      reader: this.reader,
      extractPage: (page: OcrResult, c: PageContext) =>
        extractPage(this.engine, this.boxes, page, c),
      metrics: this.metrics,
      budgetMs: this.config.OCR_SECOND_READING_BUDGET_MS,
    };
    return extractReading(parts, reading, context, signal);
  }

  /** Phase 6 on text alone (the gateway's /phase4/extract). */
  async extractText(
    text: string,
    type: DocumentType | "auto",
    elapsedSeconds: number,
  ): Promise<ExtractionAnswer> {
    const lines = linesFromText(text);
    const words = lines.reduce((n, l) => n + l.text.split(/\s+/).filter(Boolean).length, 0);
    const extraction = await this.extraction.build({
      lines,
      documentType: type,
      ocrConfidence: words ? 1 : 0,
      wordCount: words,
      options: await typeOptions(this.store),
      normalise: { phoneRegion: this.config.DEFAULT_PHONE_REGION, today: new Date() },
      elapsedSeconds,
    });
    return answer(extraction, {
      text,
      average_ocr_confidence: words ? 1 : 0,
      text_blocks_found: text.split(/\n\s*\n/).filter((b) => b.trim()).length,
      words_found: words,
      engine: "none",
      language: null,
      psm: null,
      psm_applied: null,
      dpi: null,
      rotation: 0,
      preprocessing: [],
      image: null,
      timings: { preprocess_ms: 0, ocr_ms: 0 },
    });
  }

  /** Starts phase 6's thread, so that the first request does not wait for its word lists. */
  warm(): Promise<void> {
    return this.extraction.warm();
  }

  async close(): Promise<void> {
    await this.readings.close();
    await this.boxes.close();
    await this.extraction.close();
    await this.engine.close();
    await this.store.close();
  }
}
