import { IrisError, type UploadedFile } from "@iris/kit";
import { Counter, Histogram, type Registry } from "prom-client";
import sharp from "sharp";
import { BoxDetector } from "./checkboxes/detector";
import type { CheckboxMark } from "./checkboxes/label-boxes";
import type { OcrExtractorConfig } from "./config";
import {
  buildDocument,
  DOCUMENT_TYPES,
  type DocumentType,
  detectType,
  type Extraction,
  type ExtractionOptions,
  type ExtractionRequest,
  type ImageQuality,
  linesFromPage,
  linesFromText,
} from "./extraction";
import { rereadFields } from "./field-pass";
import { readUncoveredRows } from "./gap-pass";
import { refineMrz } from "./mrz-pass";
import {
  type BBox,
  countWords,
  type OcrEngine,
  type OcrResult,
  type RuleRemover,
  recognizeUpload,
  type TextBlock,
} from "./ocr";
import type { OcrConfig, OcrConfigStore } from "./ocr-config";
import { type PageReading, type ReadingStore, secondReadingKey } from "./readings";

/**
 * Page segmentation modes that run Tesseract's layout analysis (which may leave rows out):
 * fully automatic, single column, sparse text.
 */
const layoutModes = new Set([3, 4, 5, 11]);

/**
 * Pages whose required fields mostly failed are read again `factor` times larger (blurred,
 * noisy photos whose small labels come out garbled). Not every page under 0.8 mean
 * confidence: on the 25 held-out photos of seed 7 that made extraction 15.8 s per document
 * instead of 13.2 s for 207 instead of 208 fields found (load 3–5).
 */
const UPSCALE = { factor: 1.5 };

/**
 * A page of no known type is read with the generic configuration, unless phase 1 flattened
 * and turned it and it is landscape this much: identity documents are landscape cards and
 * booklet pages (ID-1 1.59, ID-3 1.42), forms and invoices portrait pages (A4 0.71, Letter
 * 0.77). Those are read as cards are (the cédula's configuration: one block, enlarged).
 */
const CARD_ASPECT = 1.25;

/** The OCR summary every answer carries (the gateway's phase_4 / phase_5_6 read it). */
export interface OcrSummary {
  text: string;
  /** Mean word confidence of the page, 0–1. */
  average_ocr_confidence: number;
  text_blocks_found: number;
  words_found: number;
  engine: "js" | "native" | "none";
  language: string | null;
  psm: number | null;
  psm_applied: number | null;
  dpi: number | null;
  rotation: number;
  preprocessing: string[];
  image: { width: number; height: number } | null;
  timings: { preprocess_ms: number; ocr_ms: number };
}

/** The /extract-json and text-extraction answer. */
export interface ExtractionAnswer extends Extraction {
  text: string;
  ocr: OcrSummary;
  /** The kept reading (`keep_reading`): apply another type to it at /readings/{id}/extract-json. */
  reading?: { id: string; expires_in_seconds: number } | null;
  /** What the gateway reports as phase_5_6.result (spec §2.3). */
  phase_5_6: {
    text_blocks_found: number;
    average_ocr_confidence: number;
    fields_extracted: number;
  };
}

/**
 * Phases 5-6 behind the routes: reads an upload with the engine under its type's OCR
 * configuration, and turns text into the structured document. Counts pages and their time.
 */
export class ExtractionPipeline {
  private readonly pages: Counter<"engine" | "outcome">;
  private readonly seconds: Histogram<"engine">;
  private readonly secondReadings: Counter<"outcome">;
  private readonly boxes: BoxDetector;

  constructor(
    readonly engine: OcrEngine,
    readonly store: OcrConfigStore,
    private readonly config: OcrExtractorConfig,
    registry: Registry,
    readonly readings: ReadingStore,
  ) {
    this.pages = new Counter({
      name: "ocr_pages_total",
      help: "Pages recognised, by engine and outcome",
      labelNames: ["engine", "outcome"] as const,
      registers: [registry],
    });
    this.seconds = new Histogram({
      name: "ocr_page_duration_seconds",
      help: "Time to prepare and recognise one page",
      labelNames: ["engine"] as const,
      buckets: [0.25, 0.5, 1, 2, 4, 8, 16, 32, 64],
      registers: [registry],
    });
    this.secondReadings = new Counter({
      name: "ocr_second_readings_total",
      help: "Second readings of pages whose fields mostly failed: read, skipped as over OCR_SECOND_READING_BUDGET_MS, or abandoned (the caller went away)",
      labelNames: ["outcome"] as const,
      registers: [registry],
    });
    this.boxes = new BoxDetector(config.OCR_TIMEOUT_MS);
  }

  /** Ruled lines whitened on the page-analysis thread (see recognizeUpload). */
  private readonly removeRules: RuleRemover = (png, dpi) => this.boxes.withoutRules(png, { dpi });

  /**
   * Recognises an upload with the OCR configuration of `type` ("generic" when unknown);
   * `upright` drops the configuration's orientation search (auto_rotate).
   */
  async read(
    file: UploadedFile,
    type: DocumentType | "generic",
    upright = false,
  ): Promise<{ ocr: OcrResult; config: OcrConfig }> {
    const stored = await this.store.get(type);
    const config = upright
      ? { ...stored, preprocessing: stored.preprocessing.filter((p) => p !== "auto_rotate") }
      : stored;
    const end = this.seconds.startTimer({ engine: this.engine.name });
    try {
      const ocr = await recognizeUpload(
        this.engine,
        file,
        config,
        { maxPixels: this.config.MAX_IMAGE_PIXELS, timeoutMs: this.config.OCR_TIMEOUT_MS },
        this.removeRules,
      );
      this.pages.inc({ engine: this.engine.name, outcome: "ok" });
      return { ocr, config };
    } catch (error) {
      this.pages.inc({ engine: this.engine.name, outcome: "error" });
      throw error;
    } finally {
      end();
    }
  }

  /**
   * OCR + phase 6 for an upload; `auto` reads with the generic configuration (a card-shaped
   * page with the cards', see CARD_ASPECT) and extracts the type the text points to,
   * answering the text's calibrated evidence per type. An
   * `upright` page (phase 1 turned it) is read without the orientation search: on the 60
   * photos of corpus seed 67 the same 0.920 of fields, 9.1 and 10.4 s per document in two
   * runs against 11.0 with the search (README). Once `page.signal` aborts (the caller went
   * away, e.g. its timeout), no further reading starts. With `page.keep` the reading is kept
   * (ReadingStore) and its id answered, so that another type can be applied to it without
   * reading the page again (`reapply`).
   */
  async extractUpload(
    file: UploadedFile,
    type: DocumentType | "auto",
    imageQuality: ImageQuality | undefined,
    elapsedSeconds: () => number,
    page: { upright?: boolean; signal?: AbortSignal; keep?: boolean } = {},
  ): Promise<ExtractionAnswer> {
    const upright = page.upright ?? false;
    const readAs = type === "auto" ? await readingTypeFor(file, upright) : type;
    const { ocr, config } = await this.read(file, readAs, upright);
    const reading: PageReading = {
      file: { buffer: file.buffer, format: file.format, filename: file.filename },
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

  /**
   * Phase 6 on a reading: the fields of its first reading; a page whose fields mostly failed
   * is read once more with the contrast step (see needsFaintReading) and once more enlarged
   * (see UPSCALE). The reading with more fields passing their checks (then more found) is
   * kept, and a field it misses or fails is taken from another reading where it passes (each
   * reading loses a different few). A second reading starts only while it fits in
   * OCR_SECOND_READING_BUDGET_MS: it is expected to take what the first took (factor² that
   * for the enlarged one), so a large raw photo on a busy host is answered from fewer
   * readings within the gateway's timeout, rather than not at all. Second readings are kept
   * on the reading, so applying another type never makes one twice.
   */
  private async extractReading(
    reading: PageReading,
    type: DocumentType | "auto",
    elapsedSeconds: () => number,
    signal: AbortSignal | undefined,
  ): Promise<ExtractionAnswer> {
    const { config, file } = reading;
    const options = await this.optionsFor();
    const context = { type, options, imageQuality: reading.quality, elapsedSeconds };
    let best = await this.extractPage(reading.first, context);
    if (!best.summary.words_found) return answer(best.extraction, best.summary);
    const firstMs = reading.first.timings.preprocess_ms + reading.first.timings.ocr_ms;
    const faint = needsFaintReading(best.plain, config);
    const retries: { config: OcrConfig; factor: number; contrast: boolean }[] = [];
    if (faint)
      retries.push({
        config: { ...config, preprocessing: [...config.preprocessing, "contrast"] },
        factor: 1,
        contrast: true,
      });
    if (faint && file.format !== "pdf")
      retries.push({ config, factor: UPSCALE.factor, contrast: false });
    const readings = [best];
    for (const retry of retries) {
      const key = secondReadingKey(retry.factor, retry.contrast);
      let again = reading.more[key];
      if (again === undefined) {
        if (signal?.aborted) {
          this.secondReadings.inc({ outcome: "abandoned" });
          continue;
        }
        const expectedMs = firstMs * retry.factor ** 2;
        if (elapsedSeconds() * 1000 + expectedMs > this.config.OCR_SECOND_READING_BUDGET_MS) {
          this.secondReadings.inc({ outcome: "over_budget" });
          continue;
        }
        this.secondReadings.inc({ outcome: "read" });
        again = (await this.readScaled(file, retry.config, retry.factor)) ?? null;
        reading.more[key] = again;
      }
      if (!again) continue;
      const second = await this.extractPage(again, context);
      readings.push(second);
      if (rank(second.extraction) > rank(best.extraction)) best = second;
    }
    const others = readings.filter((r) => r !== best).map((r) => r.extraction);
    if (!others.length) return answer(best.extraction, best.summary);
    const merged = buildDocument({
      ...best.request,
      elapsedSeconds: elapsedSeconds(),
      otherReadings: others,
    });
    // Type detection (auto) is reported as the chosen reading decided it.
    return answer({ ...merged, type_detection: best.extraction.type_detection }, best.summary);
  }

  /**
   * Reads an upload under `config`, enlarged `factor` times first (Lanczos, on libvips'
   * pool) when factor > 1: small print on a blurred photo reads better at a larger scale
   * (Tesseract is at its best around 30 px capitals). Boxes are answered in the upload's
   * pixels, and the prepared page's scale says how it relates to them, as for any reading.
   * Undefined when the enlarged page would exceed MAX_IMAGE_PIXELS.
   */
  private async readScaled(
    file: PageReading["file"],
    config: OcrConfig,
    factor: number,
  ): Promise<OcrResult | undefined> {
    const limits = {
      maxPixels: this.config.MAX_IMAGE_PIXELS,
      timeoutMs: this.config.OCR_TIMEOUT_MS,
    };
    if (factor === 1) return recognizeUpload(this.engine, file, config, limits, this.removeRules);
    const image = sharp(file.buffer).rotate();
    const meta = await image.metadata();
    const width = meta.autoOrient?.width ?? meta.width ?? 0;
    const height = meta.autoOrient?.height ?? meta.height ?? 0;
    if (!width || !height || width * height * factor * factor > limits.maxPixels) return undefined;
    // 72/96 dpi are software defaults, not a resolution: the type's dpi is assumed then.
    const density = meta.density && meta.density >= 100 ? meta.density : config.dpi;
    const png = await image
      .greyscale()
      .resize({ width: Math.round(width * factor), kernel: "lanczos3" })
      .withMetadata({ density: Math.round(density * factor) })
      .png()
      .toBuffer();
    const page = await recognizeUpload(
      this.engine,
      { buffer: png, format: "png" },
      config,
      limits,
      this.removeRules,
    );
    const box = (b: BBox): BBox => ({
      x: Math.round(b.x / factor),
      y: Math.round(b.y / factor),
      width: Math.round(b.width / factor),
      height: Math.round(b.height / factor),
    });
    const walk = (b: TextBlock): TextBlock => ({
      ...b,
      bbox: box(b.bbox),
      children: b.children.map(walk),
    });
    return {
      ...page,
      blocks: page.blocks.map(walk),
      width: Math.round(page.width / factor),
      height: Math.round(page.height / factor),
      dpi: density,
      preprocessing: [`enlarged_${factor}x`, ...page.preprocessing],
      prepared: { ...page.prepared, scale: page.prepared.scale * factor },
    };
  }

  /**
   * Phase 6 on one OCR reading: the fields as read; then, in layout modes, the same with the
   * rows Tesseract's layout analysis skipped read on their own (kept when more fields pass
   * their checks, then more are found); then the second reading of fields that failed their
   * pattern. `plain` is the extraction before any second pass.
   */
  private async extractPage(
    page: OcrResult,
    context: {
      type: DocumentType | "auto";
      options: (type: DocumentType) => ExtractionOptions;
      imageQuality: ImageQuality | undefined;
      elapsedSeconds: () => number;
    },
  ): Promise<{
    extraction: Extraction;
    summary: OcrSummary;
    plain: Extraction;
    request: ExtractionRequest;
  }> {
    const { type, options } = context;
    const build = async (ocr: OcrResult) => {
      const summary = summarise(ocr);
      const lines = await refineMrz(this.engine, ocr, linesFromPage(ocr), type);
      const request: ExtractionRequest = {
        lines,
        documentType: type,
        ocrConfidence: ocr.confidence,
        wordCount: summary.words_found,
        options,
        normalise: { phoneRegion: this.config.DEFAULT_PHONE_REGION, today: new Date() },
        imageQuality: context.imageQuality,
        elapsedSeconds: context.elapsedSeconds(),
        checkboxMarks: await this.checkboxMarks(ocr, lines, type, options),
      };
      return { ocr, summary, request, extraction: buildDocument(request) };
    };
    const plain = await build(page);
    let read = plain;
    const rows = layoutModes.has(page.psm_applied)
      ? await readUncoveredRows(this.engine, this.boxes, page)
      : undefined;
    if (rows) {
      const withRows = await build(rows);
      if (rank(withRows.extraction) > rank(read.extraction)) read = withRows;
    }
    const first = read.extraction;
    const reread = options(first.document_type).fields
      ? await rereadFields(this.engine, read.ocr, read.request, first)
      : { extraction: first, lines: read.request.lines };
    return {
      extraction: reread.extraction,
      summary: read.summary,
      plain: plain.extraction,
      request: { ...read.request, lines: reread.lines },
    };
  }

  /**
   * Checkbox squares of the page read (in upload pixels, the words' frame) when the type —
   * the detected one for `auto` — has boxes and checkbox_detection on. A failed pixel pass
   * leaves the text marks only.
   */
  private async checkboxMarks(
    ocr: OcrResult,
    lines: ReturnType<typeof linesFromPage>,
    type: DocumentType | "auto",
    options: (type: DocumentType) => ExtractionOptions,
  ): Promise<CheckboxMark[]> {
    const resolved = type === "auto" ? detectType(lines).document_type : type;
    if (resolved !== "ficha_residencia" && resolved !== "formulario") return [];
    if (!options(resolved).checkboxes || !options(resolved).fields) return [];
    // Boxes are sized like the text beside them (a dpi in the file is often wrong): 0.5–3
    // times the median line height.
    const heights = lines.flatMap((l) => (l.bbox ? [l.bbox.height] : [])).sort((a, b) => a - b);
    const median = heights[Math.floor(heights.length / 2)];
    if (!median) return [];
    const s = ocr.prepared.scale;
    const found = await this.boxes
      .detect(ocr.prepared.png, {
        minSide: Math.max(8, Math.round(median * s * 0.5)),
        maxSide: Math.round(median * s * 3),
      })
      .catch(() => []);
    return found.map((b) => ({
      bbox: {
        x: Math.round(b.x / s),
        y: Math.round(b.y / s),
        width: Math.round(b.width / s),
        height: Math.round(b.height / s),
      },
      checked: b.checked,
      fill: b.fill,
      confidence: b.confidence,
    }));
  }

  /** Phase 6 on text alone (the gateway's /phase4/extract). */
  async extractText(
    text: string,
    type: DocumentType | "auto",
    elapsedSeconds: number,
  ): Promise<ExtractionAnswer> {
    const lines = linesFromText(text);
    const words = lines.reduce((n, l) => n + l.text.split(/\s+/).filter(Boolean).length, 0);
    const extraction = buildDocument({
      lines,
      documentType: type,
      ocrConfidence: words ? 1 : 0,
      wordCount: words,
      options: await this.optionsFor(),
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

  async close(): Promise<void> {
    await this.readings.close();
    await this.boxes.close();
    await this.engine.close();
    await this.store.close();
  }

  /** The extraction switches of each type's configuration (for `auto`, the detected type's apply). */
  private async optionsFor(): Promise<(type: DocumentType) => ExtractionOptions> {
    const configs = await Promise.all(
      DOCUMENT_TYPES.map(async (t) => [t, await this.store.get(t)] as const),
    );
    const byType = new Map(configs);
    return (type) => {
      const c = byType.get(type) as OcrConfig;
      return {
        checkboxes: c.checkbox_detection,
        tables: c.table_detection,
        fields: c.field_detection,
      };
    };
  }
}

/** The configuration a page of no known type is read with (see CARD_ASPECT). */
async function readingTypeFor(
  file: UploadedFile,
  upright: boolean,
): Promise<"cedula_identidad" | "generic"> {
  if (!upright || file.format === "pdf") return "generic";
  const meta = await sharp(file.buffer)
    .metadata()
    .catch(() => undefined);
  const width = meta?.autoOrient?.width ?? meta?.width ?? 0;
  const height = meta?.autoOrient?.height ?? meta?.height ?? 0;
  return height > 0 && width / height >= CARD_ASPECT ? "cedula_identidad" : "generic";
}

/** The OCR summary of a recognised page. */
export function summarise(ocr: OcrResult): OcrSummary {
  return {
    text: ocr.text,
    average_ocr_confidence: ocr.confidence,
    text_blocks_found: ocr.blocks.length,
    words_found: countWords(ocr.blocks),
    engine: ocr.engine,
    language: ocr.language,
    psm: ocr.psm,
    psm_applied: ocr.psm_applied,
    dpi: ocr.dpi,
    rotation: ocr.rotation,
    preprocessing: ocr.preprocessing,
    image: { width: ocr.width, height: ocr.height },
    timings: ocr.timings,
  };
}

function answer(extraction: Extraction, ocr: OcrSummary): ExtractionAnswer {
  return {
    ...extraction,
    text: ocr.text,
    ocr,
    phase_5_6: {
      text_blocks_found: ocr.text_blocks_found,
      average_ocr_confidence: ocr.average_ocr_confidence,
      fields_extracted: extraction.fields_extracted,
    },
  };
}

/**
 * A page with text whose fields mostly failed — two or more required fields missing or
 * values failing their checks (a seal read as the name "NN" is a failure, not a find); for a
 * formulario, which requires only the name, that one missing — is worth a second reading
 * with the `contrast` step: faint print (small light-grey labels that phase 1's white point
 * thinned) darkens. Not for pages already configured with contrast or binarisation.
 */
function needsFaintReading(first: Extraction, config: OcrConfig): boolean {
  const missing = first.structured_document.metadata.missing_required_fields.length;
  const invalid = Object.values(first.fields).filter((f) => f.valid === false).length;
  const failing = missing + invalid >= 2 || (missing > 0 && first.document_type === "formulario");
  if (!failing) return false;
  return !config.preprocessing.includes("contrast") && !config.preprocessing.includes("binarize");
}

/** Fields passing their checks, then fields found: which of two readings is better. */
function rank(extraction: Extraction): number {
  const fields = Object.values(extraction.fields);
  return (
    fields.filter((f) => f.valid === true).length * 100 +
    fields.filter((f) => f.value !== null).length
  );
}
