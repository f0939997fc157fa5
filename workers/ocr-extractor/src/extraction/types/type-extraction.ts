import type { CheckboxMark } from "../../checkboxes/label-boxes";
import type { ExtractedField } from "../field";
import type { LabelledText } from "../labels";
import type { NormaliseContext } from "../normalize-value";

/** What a type's extractor reads from a page. */
export interface TypeExtraction {
  /** Fields by name. */
  fields: Record<string, ExtractedField>;
  /** The final_extraction group of each field. */
  groupOf: Record<string, string>;
  /** Fields the type requires (missing ones are reported). */
  required: string[];
  /** Type-specific structures, each its own group (mrz, line_items, checkboxes...). */
  extras: Record<string, unknown>;
}

/** Inputs of an extractor. */
export interface ExtractContext extends NormaliseContext {
  text: LabelledText;
  /** Whether checkbox marks are read (OCR config checkbox_detection). */
  checkboxes: boolean;
  /** Checkbox squares found in the page's pixels (none for text input). */
  marks: CheckboxMark[];
  /** Whether invoice tables are read row by row (OCR config table_detection). */
  tables: boolean;
}

/** A type's extractor and the labels it knows. */
export interface TypeExtractor {
  labels: RegExp[];
  /**
   * The labels as printed (lower case, no accents), for pages where OCR garbled them: a run
   * of words within a few edits of one is read as that label (see repairLabels).
   */
  printedLabels?: string[];
  /** Field names and groups, for /supported-types. */
  describe(): { name: string; group: string; required: boolean; kind: string }[];
  extract(ctx: ExtractContext): TypeExtraction;
}
