import type { BoxDetector } from "../checkboxes/detector";
import {
  type DocumentType,
  type Extraction,
  type ExtractionRequest,
  type ImageQuality,
  linesFromPage,
  type TextLine,
} from "../extraction";
import type { OcrEngine, OcrResult } from "../ocr";
import { type OcrSummary, rank, summarise } from "./answer";
import { checkboxMarks } from "./checkbox-marks";
import { rereadFields } from "./field-pass";
import { readUncoveredRows } from "./gap-pass";
import { refineMrz } from "./mrz-pass";
import type { TypeOptions } from "./options";

/**
 * Page segmentation modes that run Tesseract's layout analysis (which may leave rows out):
 * fully automatic, single column, sparse text.
 */
const layoutModes = new Set([3, 4, 5, 11]);

/**
 * The skipped rows of each reading, read once: they depend on the pixels and the words, not
 * on the type, so applying another type to a kept reading does not read them again.
 */
const rowsOfReading = new WeakMap<OcrResult, Promise<OcrResult | undefined>>();

function uncoveredRows(engine: OcrEngine, boxes: BoxDetector, page: OcrResult) {
  let rows = rowsOfReading.get(page);
  if (!rows) {
    rows = readUncoveredRows(engine, boxes, page);
    rowsOfReading.set(page, rows);
    rows.catch(() => rowsOfReading.delete(page));
  }
  return rows;
}

/** What phase 6 on one reading needs besides the page. */
export interface PageContext {
  type: DocumentType | "auto";
  options: TypeOptions;
  imageQuality: ImageQuality | undefined;
  elapsedSeconds: () => number;
  /** Region assumed for phone numbers written without a country code. */
  phoneRegion: string;
  /** Phase 6 on one reading's lines (buildDocument, off the event loop). */
  build: (request: ExtractionRequest) => Promise<Extraction>;
  /** The type the lines point to (detectType, off the event loop). */
  detect: (lines: TextLine[]) => Promise<DocumentType>;
}

/** Phase 6 on one reading: the extraction, the OCR summary, and before the second passes. */
export interface PageExtraction {
  extraction: Extraction;
  summary: OcrSummary;
  /** The extraction before any second pass. */
  plain: Extraction;
  request: ExtractionRequest;
}

/**
 * Phase 6 on one OCR reading: the fields as read (the MRZ band read again, mrz-pass; the
 * checkbox squares, checkbox-marks); then, in layout modes, the same with the rows
 * Tesseract's layout analysis skipped read on their own (gap-pass; kept when more fields
 * pass their checks, then more are found); then the second reading of fields that failed
 * their pattern (field-pass).
 */
export async function extractPage(
  engine: OcrEngine,
  boxes: BoxDetector,
  page: OcrResult,
  context: PageContext,
): Promise<PageExtraction> {
  const { type, options } = context;
  const build = async (ocr: OcrResult) => {
    const summary = summarise(ocr);
    const read = linesFromPage(ocr);
    // `auto`: the type the text points to (on phase 6's thread), for the MRZ and box passes.
    const detected = type === "auto" ? await context.detect(read) : type;
    const lines = await refineMrz(engine, ocr, read, detected);
    const boxesType = type === "auto" && lines !== read ? await context.detect(lines) : detected;
    const request: ExtractionRequest = {
      lines,
      documentType: type,
      ocrConfidence: ocr.confidence,
      wordCount: summary.words_found,
      options,
      normalise: { phoneRegion: context.phoneRegion, today: new Date() },
      imageQuality: context.imageQuality,
      elapsedSeconds: context.elapsedSeconds(),
      checkboxMarks: await checkboxMarks(boxes, ocr, lines, boxesType, options),
    };
    return { ocr, summary, request, extraction: await context.build(request) };
  };
  const plain = await build(page);
  let read = plain;
  const rows = layoutModes.has(page.psm_applied)
    ? await uncoveredRows(engine, boxes, page)
    : undefined;
  if (rows) {
    const withRows = await build(rows);
    // Kept only when more fields pass or are found: on a page read as noise (a crop of a
    // security ground), print read again adds scraps that would make it look read, and the
    // gateway reads the upload only for a page whose text is silent.
    if (rank(withRows.extraction) > rank(read.extraction)) read = withRows;
  }
  const first = read.extraction;
  const reread = options(first.document_type).fields
    ? await rereadFields(engine, read.ocr, read.request, first, context.build)
    : { extraction: first, lines: read.request.lines };
  return {
    extraction: reread.extraction,
    summary: read.summary,
    plain: plain.extraction,
    request: { ...read.request, lines: reread.lines },
  };
}
