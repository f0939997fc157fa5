/** One extracted field: the normalised value beside the raw text it came from. */
export interface ExtractedField {
  /** Normalised value (ISO dates, E.164 phones, numbers for money...); null when not found. */
  value: string | number | boolean | null;
  /** The characters read from the document (or given), before normalisation. */
  raw: string | null;
  /**
   * 0–1, from the OCR confidence c of the words the value came from and its check: passing
   * removes 30 % of the doubt (c + 0.3 × (1 − c)), failing scales it by 0.3, no check by 0.9.
   */
  confidence: number;
  /** Whether the value passed its check: true, false, or null when no check applies. */
  valid: boolean | null;
  /** What was checked, or why it failed. */
  check?: string;
}

/** Combines an OCR confidence with a check outcome (see {@link ExtractedField.confidence}). */
export function combineConfidence(ocr: number, valid: boolean | null): number {
  const c = Math.min(1, Math.max(0, ocr));
  const out = valid === true ? c + 0.3 * (1 - c) : valid === false ? c * 0.3 : c * 0.9;
  return Math.round(out * 1e4) / 1e4;
}

/** The OCR confidence a field's confidence was combined from (the inverse of combineConfidence). */
export function ocrConfidenceOf(f: ExtractedField): number {
  const c = f.confidence;
  if (f.valid === true) return c >= 1 ? 1 : Math.max(0, (c - 0.3) / 0.7);
  return Math.min(1, f.valid === false ? c / 0.3 : c / 0.9);
}

/** Builds a field from its raw text, normalised value, OCR confidence and check outcome. */
export function field(
  raw: string,
  value: ExtractedField["value"],
  ocrConfidence: number,
  valid: boolean | null,
  check?: string,
): ExtractedField {
  const out: ExtractedField = {
    value,
    raw,
    confidence: combineConfidence(ocrConfidence, valid),
    valid,
  };
  if (check) out.check = check;
  return out;
}

/** A field that was looked for and not found. */
export const MISSING: ExtractedField = { value: null, raw: null, confidence: 0, valid: null };
