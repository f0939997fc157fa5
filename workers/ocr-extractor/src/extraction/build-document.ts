import type { CheckboxMark } from "../checkboxes/label-boxes";
import { numericDateOrder } from "../normalize";
import { documentCountry } from "./country";
import { detectType, type TypeDecision } from "./detect-type";
import type { DocumentType } from "./document-types";
import type { ExtractedField } from "./field";
import { MISSING } from "./field";
import { repairLabels } from "./fuzzy-labels";
import { LabelledText } from "./labels";
import type { NormaliseContext } from "./normalize-value";
import { assessQuality, type ImageQuality, type QualityAssessment } from "./quality";
import type { TextLine } from "./text-lines";
import { EXTRACTORS } from "./types";
import type { TypeExtraction } from "./types/type-extraction";

/** What the extraction of one document needs. */
export interface ExtractionRequest {
  lines: TextLine[];
  /** A type, or "auto" to decide from the text. */
  documentType: DocumentType | "auto";
  ocrConfidence: number;
  wordCount: number;
  /** The extraction switches of a type's OCR configuration. */
  options: (type: DocumentType) => ExtractionOptions;
  normalise: NormaliseContext;
  imageQuality?: ImageQuality | undefined;
  /** Seconds spent before extraction (upload, OCR), added to metadata.processing_time. */
  elapsedSeconds: number;
  /** Checkbox squares found in the page's pixels, in the boxes' frame. */
  checkboxMarks?: CheckboxMark[] | undefined;
  /**
   * Other readings of the same page (see otherReadings): a field this reading misses or fails
   * is taken from the first of them where it passes its check.
   */
  otherReadings?: Extraction[] | undefined;
}

/** Switches from a type's OCR configuration that steer extraction. */
export interface ExtractionOptions {
  checkboxes: boolean;
  tables: boolean;
  fields: boolean;
}

/** final_extraction (spec §2.2): groups of normalised values plus metadata. */
export interface StructuredDocument {
  [group: string]: unknown;
  metadata: {
    document_type: DocumentType;
    extraction_timestamp: string;
    processing_time: number;
    overall_confidence: number;
    field_confidence: Record<string, number>;
    missing_required_fields: string[];
    quality_assessment: QualityAssessment;
    /** The raw text each normalised value came from. */
    raw_values: Record<string, string | null>;
    /** Fields failing their checks, with the reason. */
    validation_errors: Record<string, string>;
  };
}

/** The whole phase-6 answer for one document. */
export interface Extraction {
  document_type: DocumentType;
  type_detection: TypeDecision | null;
  structured_document: StructuredDocument;
  /** Flat view (variant B): field → normalised value. */
  extracted_data: Record<string, unknown>;
  /** Flat view (variant B): field → confidence. */
  confidence_scores: Record<string, number>;
  /** Every field with raw text, normalised value, confidence and check. */
  fields: Record<string, ExtractedField>;
  fields_extracted: number;
}

/**
 * Runs phase 6 on recognised lines: decides the type when asked (`auto`), reads the type's
 * fields, normalises and validates them, and assembles final_extraction with its metadata.
 */
export function buildDocument(req: ExtractionRequest): Extraction {
  const started = performance.now();
  const decision = req.documentType === "auto" ? detectType(req.lines) : null;
  const type = decision?.document_type ?? (req.documentType as DocumentType);
  const extractor = EXTRACTORS[type];
  const lines = extractor.printedLabels
    ? repairLabels(req.lines, extractor.printedLabels, extractor.labels)
    : req.lines;
  const text = new LabelledText(lines, extractor.labels, extractor.printedLabels);
  const options = req.options(type);
  // The issuing country, when the page names it, reads local phones and ID numbers.
  const country = req.normalise.country ?? documentCountry(lines);
  // A page writes all its numeric dates in one order; one that reads only one way says which.
  const dateOrder = numericDateOrder(lines.map((l) => l.text).join("\n"));
  const extract = (page: LabelledText) =>
    extractor.extract({
      ...req.normalise,
      country,
      dateOrder,
      text: page,
      checkboxes: options.checkboxes,
      marks: req.checkboxMarks ?? [],
      tables: options.tables,
    });
  let result: TypeExtraction = { fields: {}, groupOf: {}, required: [], extras: {} };
  if (options.fields) {
    result = extract(text);
    // Labels standing alone may caption the value above them or head the one below: the
    // pairing under which more values pass their checks wins (the layout's spacing first).
    if (text.labelsAlone() >= MIN_LABELS_ALONE) {
      const other = extract(text.flipped());
      if (pairingScore(other) > pairingScore(result)) result = other;
    }
  }
  for (const other of req.otherReadings ?? []) {
    if (other.document_type !== type) continue;
    for (const [name, f] of Object.entries(other.fields)) {
      const own = result.fields[name];
      if (f.valid !== true || (own && own.value !== null && own.valid !== false)) continue;
      const group = Object.entries(other.structured_document).find(
        ([g, values]) => g !== "metadata" && isRecord(values) && name in values,
      )?.[0];
      if (!group) continue;
      result.fields[name] = { ...f, check: `${f.check ?? "passes"} (another reading of the page)` };
      result.groupOf[name] ??= group;
    }
  }
  const groups: Record<string, Record<string, unknown>> = {};
  for (const [name, group] of Object.entries(result.groupOf)) {
    groups[group] ??= {};
    (groups[group] as Record<string, unknown>)[name] = (result.fields[name] ?? MISSING).value;
  }
  for (const [name, value] of Object.entries(result.extras)) {
    if (name === "field_labels") continue;
    if (value !== undefined) (groups as Record<string, unknown>)[name] = value;
  }
  const fields = result.fields;
  const found = Object.entries(fields).filter(([, f]) => f.value !== null);
  const missing = result.required.filter((n) => (fields[n]?.value ?? null) === null);
  const notes: string[] = [];
  if (decision && decision.confidence < 0.5) {
    notes.push(
      `Document type uncertain (${type}, ${decision.confidence}): pass document_type explicitly.`,
    );
  }
  const mrz = result.extras.mrz as { check_digits_valid?: boolean } | null | undefined;
  if (mrz && !mrz.check_digits_valid)
    notes.push("MRZ check digits fail: rescan the bottom of the passport page.");
  const arithmetic = result.extras.arithmetic_check as { consistent?: boolean } | undefined;
  if (arithmetic && arithmetic.consistent === false)
    notes.push("Invoice arithmetic does not add up: check the amounts.");
  if (!options.fields) notes.push("Field detection is off for this type (see /configure-ocr).");
  const quality = assessQuality({
    fields,
    required: result.required,
    ocrConfidence: req.ocrConfidence,
    wordCount: req.wordCount,
    imageQuality: req.imageQuality,
    notes,
  });
  const fieldConfidence = Object.fromEntries(
    Object.entries(fields).map(([n, f]) => [n, f.confidence]),
  );
  const considered = [...found.map(([, f]) => f.confidence), ...missing.map(() => 0)];
  const overall = considered.length ? considered.reduce((a, b) => a + b, 0) / considered.length : 0;
  const elapsed = req.elapsedSeconds + (performance.now() - started) / 1000;
  const structured: StructuredDocument = {
    ...groups,
    metadata: {
      document_type: type,
      extraction_timestamp: new Date().toISOString(),
      processing_time: Math.round(elapsed * 1e4) / 1e4,
      overall_confidence: Math.round(overall * 1e4) / 1e4,
      field_confidence: fieldConfidence,
      missing_required_fields: missing,
      quality_assessment: quality,
      raw_values: Object.fromEntries(Object.entries(fields).map(([n, f]) => [n, f.raw])),
      validation_errors: Object.fromEntries(
        Object.entries(fields)
          .filter(([, f]) => f.valid === false)
          .map(([n, f]) => [n, f.check ?? "invalid"]),
      ),
    },
  };
  return {
    document_type: type,
    type_detection: decision,
    structured_document: structured,
    extracted_data: Object.fromEntries(Object.entries(fields).map(([n, f]) => [n, f.value])),
    confidence_scores: fieldConfidence,
    fields,
    fields_extracted: found.length,
  };
}

/** Labels alone on their line from which the other pairing is tried. */
const MIN_LABELS_ALONE = 3;

/** Fields passing their checks, then fields found (a tenth each), for choosing a pairing. */
function pairingScore(result: TypeExtraction): number {
  const fields = Object.values(result.fields);
  return (
    fields.filter((f) => f.valid === true).length +
    0.1 * fields.filter((f) => f.value !== null && f.valid !== false).length
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
