export { buildApp, VERSION } from "./app";
export { configSchema, type OcrExtractorConfig, readConfig } from "./config";
export type { StructuredDocument, TypeDecision } from "./extraction";
export type { TextBlock } from "./ocr";
export type { ExtractionAnswer, OcrSummary } from "./pipeline";
