/** What every renderer returns, and a small builder for the field truth. */
import type { Rng } from "../rng.ts";
import type { DocumentTruth, FieldTruth } from "../types.ts";
import type { Page } from "./page.ts";

/** A rendered document before photographing: the page plus its type-specific truth. */
export interface RenderedDocument {
  page: Page;
  layout: string;
  fields: Record<string, FieldTruth>;
  line_items?: DocumentTruth["line_items"];
  checkboxes?: Record<string, boolean>;
  mrz?: string[];
}

/** Renders one document type from a random stream. */
export type Renderer = (rng: Rng) => RenderedDocument;

/** A colour scheme for a layout variant. */
export interface Palette {
  name: string;
  /** Headers, bands. */
  primary: string;
  /** Labels and accents. */
  accent: string;
  /** Pale background tint. */
  light: string;
  /** Security-pattern lines (very light). */
  pattern: string;
}

/** Colour schemes shared by the renderers. */
export const PALETTES: readonly Palette[] = [
  { name: "azul", primary: "#1c3f94", accent: "#23408e", light: "#eaf1fb", pattern: "#c4d4ee" },
  { name: "verde", primary: "#1b5e4a", accent: "#226b55", light: "#eaf6f0", pattern: "#c2e0d2" },
  { name: "vino", primary: "#7a1f35", accent: "#8c2a40", light: "#fbeef0", pattern: "#efccd4" },
  { name: "ocre", primary: "#8a5a00", accent: "#7a4f00", light: "#fdf6e3", pattern: "#f0ddb0" },
  { name: "gris", primary: "#37474f", accent: "#37474f", light: "#f3f4f5", pattern: "#d5dadd" },
];

/** Collects fields in the order they are set. */
export class Fields {
  readonly values: Record<string, FieldTruth> = {};

  /** Records a field; the printed text must be drawn on the page by the caller. */
  set(name: string, printed: string, normalized: FieldTruth["normalized"]): string {
    this.values[name] = { printed, normalized };
    return printed;
  }
}
