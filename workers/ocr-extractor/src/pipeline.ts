import type { UploadedFile } from "@iris/kit";
import { Counter, Histogram, type Registry } from "prom-client";
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
import { refineMrz } from "./mrz-pass";
import { countWords, type OcrEngine, type OcrResult, recognizeUpload } from "./ocr";
import type { OcrConfig, OcrConfigStore } from "./ocr-config";

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
  private readonly boxes: BoxDetector;

  constructor(
    readonly engine: OcrEngine,
    readonly store: OcrConfigStore,
    private readonly config: OcrExtractorConfig,
    registry: Registry,
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
    this.boxes = new BoxDetector(config.OCR_TIMEOUT_MS);
  }

  /** Recognises an upload with the OCR configuration of `type` ("generic" when unknown). */
  async read(
    file: UploadedFile,
    type: DocumentType | "generic",
  ): Promise<{ ocr: OcrResult; config: OcrConfig }> {
    const config = await this.store.get(type);
    const end = this.seconds.startTimer({ engine: this.engine.name });
    try {
      const ocr = await recognizeUpload(this.engine, file, config, {
        maxPixels: this.config.MAX_IMAGE_PIXELS,
        timeoutMs: this.config.OCR_TIMEOUT_MS,
      });
      this.pages.inc({ engine: this.engine.name, outcome: "ok" });
      return { ocr, config };
    } catch (error) {
      this.pages.inc({ engine: this.engine.name, outcome: "error" });
      throw error;
    } finally {
      end();
    }
  }

  /** OCR + phase 6 for an upload; `auto` reads with the generic configuration first. */
  async extractUpload(
    file: UploadedFile,
    type: DocumentType | "auto",
    imageQuality: ImageQuality | undefined,
    elapsedSeconds: () => number,
  ): Promise<ExtractionAnswer> {
    const { ocr } = await this.read(file, type === "auto" ? "generic" : type);
    const summary = summarise(ocr);
    const lines = await refineMrz(this.engine, ocr, linesFromPage(ocr), type);
    const options = await this.optionsFor();
    const checkboxMarks = await this.checkboxMarks(ocr, lines, type, options);
    const request: ExtractionRequest = {
      lines,
      documentType: type,
      ocrConfidence: ocr.confidence,
      wordCount: summary.words_found,
      options,
      normalise: { phoneRegion: this.config.DEFAULT_PHONE_REGION, today: new Date() },
      imageQuality,
      elapsedSeconds: elapsedSeconds(),
      checkboxMarks,
    };
    const first = buildDocument(request);
    let extraction = options(first.document_type).fields
      ? await rereadFields(this.engine, ocr, request, first)
      : first;
    let answered = summary;
    const retry = summary.words_found
      ? await this.readFaintPage(file, type, extraction, request, imageQuality)
      : undefined;
    if (retry) ({ extraction, summary: answered } = retry);
    return answer(extraction, answered);
  }

  /**
   * A page with text whose fields mostly failed (two or more required fields missing; for a
   * formulario, which requires only the name, that one) is read once more with the
   * `contrast` step added: faint print — small light-grey labels that phase 1's white point
   * thinned — darkens. The reading with more fields passing their checks (then more fields
   * found) is kept; a page that read well, or has no text at all, is read once.
   */
  private async readFaintPage(
    file: UploadedFile,
    type: DocumentType | "auto",
    first: Extraction,
    request: ExtractionRequest,
    imageQuality: ImageQuality | undefined,
  ): Promise<{ extraction: Extraction; summary: OcrSummary } | undefined> {
    const missing = first.structured_document.metadata.missing_required_fields.length;
    // A formulario requires one field (the name); the other types four or more.
    if (missing === 0 || (missing < 2 && first.document_type !== "formulario")) return undefined;
    const config = await this.store.get(type === "auto" ? "generic" : type);
    if (config.preprocessing.includes("contrast") || config.preprocessing.includes("binarize"))
      return undefined;
    const ocr = await recognizeUpload(
      this.engine,
      file,
      { ...config, preprocessing: [...config.preprocessing, "contrast"] },
      { maxPixels: this.config.MAX_IMAGE_PIXELS, timeoutMs: this.config.OCR_TIMEOUT_MS },
    );
    const summary = summarise(ocr);
    const lines = await refineMrz(this.engine, ocr, linesFromPage(ocr), type);
    const second: ExtractionRequest = {
      ...request,
      lines,
      ocrConfidence: ocr.confidence,
      wordCount: summary.words_found,
      imageQuality,
      checkboxMarks: await this.checkboxMarks(ocr, lines, type, request.options),
    };
    let extraction = buildDocument(second);
    extraction = await rereadFields(this.engine, ocr, second, extraction);
    return rank(extraction) > rank(first) ? { extraction, summary } : undefined;
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

/** Fields passing their checks, then fields found: which of two readings is better. */
function rank(extraction: Extraction): number {
  const fields = Object.values(extraction.fields);
  return (
    fields.filter((f) => f.valid === true).length * 100 +
    fields.filter((f) => f.value !== null).length
  );
}
