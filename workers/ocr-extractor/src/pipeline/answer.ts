import type { Extraction } from "../extraction";
import { countWords, type OcrResult } from "../ocr";

/** The OCR summary every answer carries (the gateway's phase_4 / phase_5_6 read it). */
export interface OcrSummary {
  text: string;
  /** Mean word confidence of the page, 0–1. */
  average_ocr_confidence: number;
  text_blocks_found: number;
  words_found: number;
  engine: "js" | "native" | "none";
  language: string | null;
  psm: number | null;
  psm_applied: number | null;
  dpi: number | null;
  rotation: number;
  preprocessing: string[];
  image: { width: number; height: number } | null;
  timings: { preprocess_ms: number; ocr_ms: number };
}

/** The /extract-json and text-extraction answer. */
export interface ExtractionAnswer extends Extraction {
  text: string;
  ocr: OcrSummary;
  /** The kept reading (`keep_reading`): apply another type to it at /readings/{id}/extract-json. */
  reading?: { id: string; expires_in_seconds: number } | null;
  /** What the gateway reports as phase_5_6.result (spec §2.3). */
  phase_5_6: {
    text_blocks_found: number;
    average_ocr_confidence: number;
    fields_extracted: number;
  };
}

/** The OCR summary of a recognised page. */
export function summarise(ocr: OcrResult): OcrSummary {
  return {
    text: ocr.text,
    average_ocr_confidence: ocr.confidence,
    text_blocks_found: ocr.blocks.length,
    words_found: countWords(ocr.blocks),
    engine: ocr.engine,
    language: ocr.language,
    psm: ocr.psm,
    psm_applied: ocr.psm_applied,
    dpi: ocr.dpi,
    rotation: ocr.rotation,
    preprocessing: ocr.preprocessing,
    image: { width: ocr.width, height: ocr.height },
    timings: ocr.timings,
  };
}

/** An extraction and the OCR summary of the reading it came from, as the routes answer. */
export function answer(extraction: Extraction, ocr: OcrSummary): ExtractionAnswer {
  return {
    ...extraction,
    text: ocr.text,
    ocr,
    phase_5_6: {
      text_blocks_found: ocr.text_blocks_found,
      average_ocr_confidence: ocr.average_ocr_confidence,
      fields_extracted: extraction.fields_extracted,
    },
  };
}

/** Fields passing their checks, then fields found: which of two readings is better. */
export function rank(extraction: Extraction): number {
  const fields = Object.values(extraction.fields);
  return (
    fields.filter((f) => f.valid === true).length * 100 +
    fields.filter((f) => f.value !== null).length
  );
}
