/**
 * Ground truth and API of the synthetic document corpus. Every consumer (tests, the default
 * classifier's training, benchmarks) codes against these types; keep them stable.
 */

/** The five document types the specification names. */
export const DOCUMENT_TYPES = [
  "cedula_identidad",
  "ficha_residencia",
  "pasaporte",
  "factura",
  "formulario",
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** A point in pixels, [x, y]. */
export type Point = [number, number];

/** Document corners in photo pixels, ordered top-left, top-right, bottom-right, bottom-left. */
export type Quad = [Point, Point, Point, Point];

/** One field as printed on the document and in its normalised form. */
export interface FieldTruth {
  /** Exactly the characters drawn on the page (for the field's value, without its label). */
  printed: string;
  /**
   * Normalised value: ISO 8601 dates, E.164 phones, lower-case e-mails, cédula as "V12345678",
   * numbers for money, ISO 3166 alpha-3 nationalities, names upper-case with accents
   * (nombre_completo as given names then surnames), lower-case estado_civil / ocupacion.
   */
  normalized: string | number | boolean;
}

/** One line of text as drawn on the flat scan. */
export interface TextLineTruth {
  text: string;
  /** Axis-aligned box on the flat scan, in scan pixels. */
  bbox: { x: number; y: number; width: number; height: number };
}

/** Everything known about one generated document. */
export interface DocumentTruth {
  /** Stable id: `${type}-${seed}-${index}`. */
  id: string;
  type: DocumentType;
  seed: number;
  index: number;
  /** Layout variant name (several per type). */
  layout: string;
  /** Font family used for the body text. */
  font: string;
  /** Fields by name (names per type are listed in FIELD_NAMES). Missing optional fields are absent. */
  fields: Record<string, FieldTruth>;
  /** Invoice line items (factura only). */
  line_items?: { description: string; quantity: number; unit_price: number; amount: number }[];
  /** Checkbox states by label (formulario, ficha_residencia). */
  checkboxes?: Record<string, boolean>;
  /** The two or three MRZ lines exactly as printed (pasaporte only). */
  mrz?: string[];
  /** Every text line drawn on the scan, top to bottom (a label and its value drawn apart are two lines). */
  lines: TextLineTruth[];
  scan: { width: number; height: number; dpi: number };
  /** The camera photo; zero-sized, with `distortions.skipped`, when generated with `scansOnly`. */
  photo: {
    width: number;
    height: number;
    /** Document corners in photo pixels (TL, TR, BR, BL). */
    corners: Quad;
    /** Distortions applied, for analysis: rotation in degrees, blur sigma, noise sigma, JPEG quality, lighting. */
    distortions: Record<string, number | string | boolean>;
  };
}

/** One generated document: a flat scan (PNG), a camera photo (JPEG) and its ground truth. */
export interface GeneratedDocument {
  truth: DocumentTruth;
  scan: Buffer;
  photo: Buffer;
}

/** Options for generating a corpus. */
export interface CorpusOptions {
  /** Number of documents. Types are assigned round-robin so every type is equally represented. */
  n: number;
  seed: number;
  /** Restrict to these types (default: all five). */
  types?: readonly DocumentType[];
  /** Skip rendering the photo (faster, for OCR-on-scan uses). */
  scansOnly?: boolean;
}
