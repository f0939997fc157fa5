import type { DocumentType } from "../extraction/document-types";
import type { OcrConfig } from "./schema";

const base: OcrConfig = {
  lang: "es",
  psm: 6,
  dpi: 300,
  preprocessing: ["auto_rotate"],
  table_detection: false,
  line_detection: false,
  field_detection: true,
  checkbox_detection: false,
};

/**
 * Per-type defaults. The spec fixes cedula (es, psm 6, 300 dpi), factura (es+en, psm 4) and
 * formulario (es, psm 12); the others follow the closest of those. `generic` is used when the
 * type is not known yet (`auto`): Tesseract's full page segmentation.
 */
export const DEFAULT_OCR_CONFIGS: Record<DocumentType | "generic", OcrConfig> = {
  cedula_identidad: { ...base, preprocessing: ["auto_rotate", "upscale"] },
  ficha_residencia: { ...base, psm: 4, checkbox_detection: true },
  pasaporte: { ...base, preprocessing: ["auto_rotate", "upscale"] },
  factura: { ...base, lang: "es+en", psm: 4, table_detection: true },
  // The spec's psm 12 is "sparse text with OSD": no npm package ships osd.traineddata, so it
  // would run as 11, which tears table-style forms apart (field match 0.60 against 0.92 with
  // psm 3 on corpus forms, README). psm 12 stays available through /configure-ocr.
  // Forms' framed fields: their frames are removed before OCR (line_detection), which
  // Tesseract otherwise reads past; fichas, invoices and cards read better with theirs (README).
  formulario: { ...base, psm: 3, checkbox_detection: true, line_detection: true },
  generic: { ...base, lang: "es+en", psm: 3 },
};
