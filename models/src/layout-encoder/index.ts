export {
  buildLayoutEncoder,
  type FeatureBlock,
  type FeatureStats,
  INPUT_NAME,
  INPUT_SIZE,
  OUTPUT_NAME,
} from "./build-graph";
export {
  encoderBytes,
  LAYOUT_ENCODER_NAME,
  LAYOUT_ENCODER_PATH,
  readStats,
  STATS_PATH,
  writeEncoder,
} from "./encoder-file";
