import { z } from "zod";

/** Preprocessing steps an OCR configuration may ask for, applied in this order. */
export const PREPROCESSING_STEPS = [
  "auto_rotate",
  "upscale",
  "denoise",
  "sharpen",
  "contrast",
  "binarize",
] as const;

/** Languages accepted in `lang`: ISO 639-1 as the spec writes them, or Tesseract codes. */
const LANG_CODES: Record<string, string> = { es: "spa", spa: "spa", en: "eng", eng: "eng" };

/** `es+en` → `spa+eng`; undefined when a language is not bundled. */
export function tesseractLang(lang: string): string | undefined {
  const parts = lang.split("+").map((p) => LANG_CODES[p.trim().toLowerCase()]);
  return parts.every(Boolean) ? [...new Set(parts)].join("+") : undefined;
}

/** One document type's OCR configuration (spec §4.7). */
export const ocrConfigSchema = z.strictObject({
  /** Languages joined with "+": es, en (or spa, eng). */
  lang: z
    .string()
    .refine((v) => tesseractLang(v) !== undefined, "languages available: es, en (join with +)"),
  /** Tesseract page segmentation mode. */
  psm: z
    .number()
    .int()
    .min(0)
    .max(13)
    .refine((v) => v !== 0 && v !== 2, "psm 0 and 2 do no OCR"),
  /** Resolution assumed when the image does not carry one. */
  dpi: z.number().int().min(70).max(1200),
  preprocessing: z.array(z.enum(PREPROCESSING_STEPS)),
  /** Read invoice line items as table rows (column positions from word boxes). */
  table_detection: z.boolean(),
  /**
   * Ruled lines (form frames, table rules, underlines) are found and whitened before OCR:
   * Tesseract's layout analysis drops text lines framed by them (see removeRules). Text
   * lines and column cells are rebuilt from word boxes either way.
   */
  line_detection: z.boolean(),
  /** Run the phase-6 field extractors on the text. */
  field_detection: z.boolean(),
  /** Read checkbox marks ([X], ☒, ✓) next to labels. */
  checkbox_detection: z.boolean(),
});

/** A document type's OCR configuration. */
export type OcrConfig = z.infer<typeof ocrConfigSchema>;

/** A partial update as /configure-ocr accepts it. */
export const ocrConfigPatchSchema = ocrConfigSchema.partial();
