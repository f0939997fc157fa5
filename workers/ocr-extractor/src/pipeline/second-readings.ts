import { buildDocument, type Extraction } from "../extraction";
import type { OcrConfig } from "../ocr-config";
import { type PageReading, secondReadingKey } from "../readings";
import { answer, type ExtractionAnswer, rank } from "./answer";
import type { PipelineMetrics } from "./metrics";
import type { PageContext, PageExtraction } from "./passes";
import type { PageReader } from "./reader";

/**
 * Pages whose required fields mostly failed are read again `factor` times larger (blurred,
 * noisy photos whose small labels come out garbled). Not every page under 0.8 mean
 * confidence: on the 25 held-out photos of seed 7 that made extraction 15.8 s per document
 * instead of 13.2 s for 207 instead of 208 fields found (load 3–5).
 */
const UPSCALE = { factor: 1.5 };

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
 * is read once more with the contrast step (see needsFaintReading) and once more enlarged
 * (see UPSCALE). The reading with more fields passing their checks (then more found) is
 * kept, and a field it misses or fails is taken from another reading where it passes (each
 * reading loses a different few). A second reading starts only while it fits in
 * OCR_SECOND_READING_BUDGET_MS: it is expected to take what the first took (factor² that
 * for the enlarged one), so a large raw photo on a busy host is answered from fewer
 * readings within the gateway's timeout, rather than not at all. Second readings are kept
 * on the reading, so applying another type never makes one twice. Once `signal` aborts (the
 * caller went away), no further reading starts.
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
  let best = await parts.extractPage(reading.first, context);
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
        metrics.secondReadings.inc({ outcome: "abandoned" });
        continue;
      }
      const expectedMs = firstMs * retry.factor ** 2;
      if (elapsedSeconds() * 1000 + expectedMs > parts.budgetMs) {
        metrics.secondReadings.inc({ outcome: "over_budget" });
        continue;
      }
      metrics.secondReadings.inc({ outcome: "read" });
      again = (await parts.reader.readScaled(file, retry.config, retry.factor)) ?? null;
      reading.more[key] = again;
    }
    if (!again) continue;
    const second = await parts.extractPage(again, context);
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
