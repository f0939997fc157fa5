export { attachEngine } from "./attach-engine";
export {
  createEngine,
  type EngineChoice,
  type NativeAvailability,
  nativeAvailability,
} from "./create-engine";
export { countWords, filterBlocks } from "./filter";
export { JsEngine } from "./js-engine";
export { NativeEngine } from "./native-engine";
export {
  type OcrResult,
  type RuleRemover,
  recognizeRegion,
  recognizeUpload,
  UPRIGHT_CHECK_BELOW,
} from "./recognize";
export { ensureTessdata } from "./tessdata";
export { parseTsv } from "./tsv";
export type { BBox, BlockLevel, EngineLog, OcrEngine, OcrPage, TextBlock } from "./types";
