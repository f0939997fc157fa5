/** One extracted field: the normalised value beside the raw text it came from. */
export interface ExtractedField {
  /** Normalised value (ISO dates, E.164 phones, numbers for money...); null when not found. */
  value: string | number | boolean | null;
  /** The characters read from the document (or given), before normalisation. */
  raw: string | null;
  /**
   * 0–1: the OCR confidence of the words the value came from, times a validation factor
   * (1 when its pattern or check digit holds, 0.3 when it fails, 0.85 when nothing checks it).
   */
  confidence: number;
  /** Whether the value passed its check: true, false, or null when no check applies. */
  valid: boolean | null;
  /** What was checked, or why it failed. */
  check?: string;
}

/** The validation factors of {@link ExtractedField.confidence}. */
export const VALIDATION_FACTOR = { valid: 1, unchecked: 0.85, invalid: 0.3 } as const;

/** Builds a field from its raw text, normalised value, OCR confidence and check outcome. */
export function field(
  raw: string,
  value: ExtractedField["value"],
  ocrConfidence: number,
  valid: boolean | null,
  check?: string,
): ExtractedField {
  const factor =
    valid === true
      ? VALIDATION_FACTOR.valid
      : valid === false
        ? VALIDATION_FACTOR.invalid
        : VALIDATION_FACTOR.unchecked;
  const out: ExtractedField = {
    value,
    raw,
    confidence: Math.round(ocrConfidence * factor * 1e4) / 1e4,
    valid,
  };
  if (check) out.check = check;
  return out;
}

/** A field that was looked for and not found. */
export const MISSING: ExtractedField = { value: null, raw: null, confidence: 0, valid: null };
