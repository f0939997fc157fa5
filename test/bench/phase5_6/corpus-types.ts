/**
 * The parts of the corpus API (models/src/corpus/types.ts) this suite uses, restated so the
 * suite compiles on its own; the module is loaded at run time.
 */
export type DocumentType =
  | "cedula_identidad"
  | "ficha_residencia"
  | "pasaporte"
  | "factura"
  | "formulario";

type Point = [number, number];

export interface DocumentTruth {
  id: string;
  type: DocumentType;
  family: string;
  split: "train" | "heldout";
  fields: Record<string, { printed: string; normalized: string | number | boolean }>;
  line_items?: { description: string; quantity: number; unit_price: number; amount: number }[];
  checkboxes?: Record<string, boolean>;
  mrz?: string[];
  scan: { width: number; height: number; dpi: number };
  photo: { width: number; height: number; corners: [Point, Point, Point, Point] };
}

export interface GeneratedDocument {
  truth: DocumentTruth;
  scan: Buffer;
  photo: Buffer;
}

export interface CorpusModule {
  generateCorpus(options: {
    n: number;
    seed: number;
    types?: readonly DocumentType[];
    scansOnly?: boolean;
    split?: "train" | "heldout" | "all";
  }): AsyncIterable<GeneratedDocument> | Promise<GeneratedDocument[]> | GeneratedDocument[];
}
