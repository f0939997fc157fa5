export { createEngine, type EngineChoice } from "./create-engine";
export { countWords, filterBlocks } from "./filter";
export { JsEngine } from "./js-engine";
export { NativeEngine, probeNativeTesseract } from "./native-engine";
export { type OcrResult, type RuleRemover, recognizeRegion, recognizeUpload } from "./recognize";
export { ensureTessdata } from "./tessdata";
export { parseTsv } from "./tsv";
export type { BBox, BlockLevel, OcrEngine, OcrPage, TextBlock } from "./types";
