export {
  buildDocument,
  type Extraction,
  type ExtractionOptions,
  type ExtractionRequest,
  type StructuredDocument,
} from "./build-document";
export { detectType, type TypeDecision } from "./detect-type";
export { canonicalType, DOCUMENT_TYPES, type DocumentType } from "./document-types";
export type { ExtractedField } from "./field";
export { cleanMrzLine, looksLikeMrz, type MrzResult, mrzRank, readMrz } from "./mrz";
export { type ImageQuality, imageQualitySchema, QUALITY_LEVELS } from "./quality";
export { linesFromPage, linesFromText, type TextLine } from "./text-lines";
export { EXTRACTORS } from "./types";
