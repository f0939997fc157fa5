/** A layout family: one complete design for one document type. */
import type { PhotoOptions } from "../photo/index.ts";
import type { RenderedDocument } from "../render/document.ts";
import type { Rng } from "../rng.ts";
import type { DocumentType } from "../types.ts";

/** Training families: code, thresholds, word lists and models may be developed on them. */
export type Split = "train" | "heldout";

/** Which families to draw from: one split, or both. */
export type SplitSelector = Split | "all";

/** What is public about a family. */
export interface FamilyInfo {
  /** Unique kebab-case name, e.g. "cedula-ve-clasica". */
  name: string;
  type: DocumentType;
  split: Split;
  /** One line: issuer or kind of document (no design detail for held-out families). */
  description: string;
  /**
   * The roster in which the family joined its split's round robin (default 1). A document
   * named by (type, seed, index) under an earlier roster is the one drawn before it joined.
   */
  roster?: number;
}

/** A family: its public description, how it renders a page, and how its photos are taken. */
export interface Family extends FamilyInfo {
  render(rng: Rng): RenderedDocument;
  /** Photo conditions particular to the family (default: the shared ones). */
  photo?: PhotoOptions;
}
