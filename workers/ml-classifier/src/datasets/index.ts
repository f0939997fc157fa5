export {
  AUGMENT_MAX_SIDE,
  type AugmentStrength,
  augmentImage,
  DEFAULT_AUGMENT,
  STRONG_AUGMENT,
} from "./augment";
export { type ImageLimits, type ReadOutcome, readDatasetImage } from "./read-image";
export { isInside, resolveDataset } from "./resolve-dataset";
export {
  type DatasetItem,
  type ScannedDataset,
  type ScanOptions,
  scanDataset,
} from "./scan-dataset";
export { stratifiedSplit } from "./split";
