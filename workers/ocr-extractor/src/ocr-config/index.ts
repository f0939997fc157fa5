export { DEFAULT_OCR_CONFIGS } from "./defaults";
export {
  type OcrConfig,
  ocrConfigPatchSchema,
  ocrConfigSchema,
  PREPROCESSING_STEPS,
  tesseractLang,
} from "./schema";
export { MemoryConfigStore, type OcrConfigStore, RedisConfigStore } from "./store";
