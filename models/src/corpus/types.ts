/**
 * Ground truth and API of the synthetic document corpus. Every consumer (tests, the default
 * classifier's training, benchmarks) codes against these types; keep them stable.
 */

/** The five document types: one home, `@iris/kit/document-types`. */
import type { DocumentType } from "@iris/kit/document-types";

export { DOCUMENT_TYPES, type DocumentType } from "@iris/kit/document-types";

/** A point in pixels, [x, y]. */
export type Point = [number, number];

/** Document corners in photo pixels, ordered top-left, top-right, bottom-right, bottom-left. */
export type Quad = [Point, Point, Point, Point];

/** One field as printed on the document and in its normalised form. */
export interface FieldTruth {
  /** Exactly the characters drawn on the page (for the field's value, without its label). */
  printed: string;
  /**
   * Normalised value, by one convention for every family and country:
   * - dates (fecha*): ISO 8601, YYYY-MM-DD;
   * - telefono: E.164 with the country's code (+584121234567, +573001234567, +34612345678);
   * - email: lower case;
   * - identity and tax numbers (cedula_numero, rif, numero_pasaporte): the printed letters and
   *   digits, upper case, without spaces, dots, hyphens or slashes: V-12.345.678 → V12345678,
   *   1.020.304.050 → 1020304050, 12345678-Z → 12345678Z, 20-12345678-3 → 20123456783;
   *   a check digit printed apart from the number (12.345.678-K) is part of it;
   * - money (subtotal, iva, total): a number of currency units, whatever the print's separators;
   * - nacionalidad, codigo_pais: ISO 3166 alpha-3;
   * - nombres, apellidos, nombre_completo: upper case with accents; nombre_completo is the
   *   given names then the surnames, whatever order the page prints;
   * - estado_civil, ocupacion, tipo_solicitud: lower case with accents (soltera, crédito);
   * - sexo: M or F; tipo: the document code (P);
   * - direccion, lugar_nacimiento: the text in its ordinary capitalisation, even where the page
   *   prints it in capitals;
   * - numero, emisor, cliente: as printed.
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
  /**
   * Stable id: `${type}-${seed}-${index}` for the training split's own family choice,
   * `${type}-${seed}-${index}-[heldout-]${family}` for any other.
   */
  id: string;
  type: DocumentType;
  seed: number;
  index: number;
  /** The layout family: one complete design of this type (see listFamilies). */
  family: string;
  /** Whether the family is a training family or held out from all development. */
  split: "train" | "heldout";
  /** The variant within the family (palette, row style, ...), for analysis. */
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
  /** Families to draw from: "train" (default), "heldout" or "all". */
  split?: "train" | "heldout" | "all";
  /** Only this family (and so only its type). */
  family?: string;
  /** The round robin of an earlier roster (default: the latest; see LATEST_ROSTER). */
  roster?: number;
  /** "hard": harder phone-photo conditions for training families (photo/hard.ts). */
  photoConditions?: "standard" | "hard";
}
