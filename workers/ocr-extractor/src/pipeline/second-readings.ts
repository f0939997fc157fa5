import type { Extraction } from "../extraction";
import { UPRIGHT_CHECK_BELOW } from "../ocr";
import type { OcrConfig } from "../ocr-config";
import { type PageReading, secondReadingKey } from "../readings";
import { answer, type ExtractionAnswer, rank } from "./answer";
import type { PipelineMetrics } from "./metrics";
import type { PageContext, PageExtraction } from "./passes";
import type { PageReader } from "./reader";

/**
 * Pages whose required fields mostly failed and whose print is small are read again this
 * many times larger than the first reading (blurred, noisy photos whose small labels come
 * out garbled). Not every page under 0.8 mean confidence: on the 25 held-out photos of seed
 * 7 that made extraction 15.8 s per document instead of 13.2 s for 207 instead of 208
 * fields found (load 3–5).
 */
const UPSCALE = { factor: 1.5 };

/**
 * Print whose median word box on the prepared page is at least this tall (pixels) is not
 * enlarged: that is capitals of about 8 pt at 300 dpi, below which Tesseract's accuracy
 * falls off quickly (its "Improving the quality of the output" notes); larger print gains
 * nothing from more pixels and costs 2.25× a reading.
 */
const SMALL_PRINT_PX = 24;

/** What the re-read policy uses: the reader, phase 6 on one reading, its budget, metrics. */
export interface SecondReadingParts {
  reader: PageReader;
  extractPage: (page: PageReading["first"], context: PageContext) => Promise<PageExtraction>;
  metrics: PipelineMetrics;
  /** OCR_SECOND_READING_BUDGET_MS. */
  budgetMs: number;
}

/**
 * Phase 6 on a reading: the fields of its first reading; a page whose fields mostly failed
 * (see needsSecondReading) is read once more with the contrast step and, when its print is
 * small (SMALL_PRINT_PX), once more enlarged (UPSCALE, relative to the first reading's
 * pixels). The reading with more fields passing their checks (then more found) is kept, and
 * a field it misses or fails is taken from another reading where it passes (each reading
 * loses a different few). The second readings run side by side (the engine has a host per
 * core). One starts only while it fits in OCR_SECOND_READING_BUDGET_MS: it is expected to
 * take what the first took (factor² that for the enlarged one), so a large raw photo on a
 * busy host is answered from fewer readings within the gateway's timeout, rather than not
 * at all. Second readings are kept on the reading, so applying another type never makes one
 * twice. Once `signal` aborts (the caller went away), no further reading starts.
 */
export async function extractReading(
  parts: SecondReadingParts,
  reading: PageReading,
  context: PageContext,
  signal: AbortSignal | undefined,
): Promise<ExtractionAnswer> {
  const { config, file } = reading;
  const { metrics } = parts;
  const { elapsedSeconds } = context;
  const first = await parts.extractPage(reading.first, context);
  if (!first.summary.words_found) return answer(first.extraction, first.summary);
  const firstMs = reading.first.timings.preprocess_ms + reading.first.timings.ocr_ms;
  const retries: { config: OcrConfig; factor: number; contrast: boolean }[] = [];
  if (needsSecondReading(first.plain, reading.first.confidence, config)) {
    retries.push({
      config: { ...config, preprocessing: [...config.preprocessing, "contrast"] },
      factor: 1,
      contrast: true,
    });
    if (file.format !== "pdf" && smallPrint(reading.first))
      retries.push({ config, factor: UPSCALE.factor, contrast: false });
  }
  let plannedMs = 0;
  const pending = retries.map(async (retry) => {
    const key = secondReadingKey(retry.factor, retry.contrast);
    let again = reading.more[key];
    if (again === undefined) {
      if (signal?.aborted) {
        metrics.secondReadings.inc({ outcome: "abandoned" });
        return undefined;
      }
      const expectedMs = firstMs * retry.factor ** 2;
      if (elapsedSeconds() * 1000 + plannedMs + expectedMs > parts.budgetMs) {
        metrics.secondReadings.inc({ outcome: "over_budget" });
        return undefined;
      }
      plannedMs += expectedMs;
      metrics.secondReadings.inc({ outcome: "read" });
      // Enlarged relative to the first reading: a card it already enlarged gets more pixels.
      const factor = retry.factor === 1 ? 1 : retry.factor * reading.first.prepared.scale;
      again = (await parts.reader.readScaled(file, retry.config, factor)) ?? null;
      reading.more[key] = again;
    }
    return again ? parts.extractPage(again, context) : undefined;
  });
  const readings = [first];
  for (const second of await Promise.all(pending)) if (second) readings.push(second);
  let best = first;
  for (const r of readings) if (rank(r.extraction) > rank(best.extraction)) best = r;
  const others = readings.filter((r) => r !== best).map((r) => r.extraction);
  if (!others.length) return answer(best.extraction, best.summary);
  const merged = await context.build({
    ...best.request,
    elapsedSeconds: elapsedSeconds(),
    otherReadings: others,
  });
  // Type detection (auto) is reported as the chosen reading decided it.
  return answer({ ...merged, type_detection: best.extraction.type_detection }, best.summary);
}

/**
 * A page with text whose fields mostly failed, or that read faintly, is worth a second
 * reading with the `contrast` step: faint print (small light-grey labels that phase 1's white
 * point thinned) darkens. Failing means two or more required fields failing their checks or
 * missing (a seal read as the name "NN" is a failure, not a find); for a formulario, which
 * requires only the name, that one missing. Missing fields count even on a clearly read page:
 * skipping them there (a receipt never prints a tax id) saved CPU but lost receipt totals a
 * second reading finds (5 of 100 sroie_dev receipts) and fields on held-out photos. Faintly
 * means a mean confidence below what an upright page reads at (UPRIGHT_CHECK_BELOW): a
 * passport's faint data page whose MRZ alone gives most fields read at 0.39–0.44, and at
 * 0.82–0.88 with contrast, which finds its visual zone's fields (issue date, birthplace).
 * Not for pages already configured with contrast or binarisation.
 */
function needsSecondReading(first: Extraction, confidence: number, config: OcrConfig): boolean {
  if (config.preprocessing.includes("contrast") || config.preprocessing.includes("binarize"))
    return false;
  if (confidence < UPRIGHT_CHECK_BELOW) return true;
  const missing = first.structured_document.metadata.missing_required_fields.length;
  const invalid = Object.values(first.fields).filter((f) => f.valid === false).length;
  return missing + invalid >= 2 || (missing > 0 && first.document_type === "formulario");
}

/** True when the page's median word box is under SMALL_PRINT_PX on the prepared page. */
function smallPrint(page: PageReading["first"]): boolean {
  const heights = page.blocks
    .flatMap((b) => b.children.flatMap((l) => l.children))
    .map((w) => w.bbox.height * page.prepared.scale)
    .sort((a, b) => a - b);
  const median = heights[Math.floor(heights.length / 2)];
  return median !== undefined && median < SMALL_PRINT_PX;
}
