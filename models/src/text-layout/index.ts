export {
  ALL_GROUPS,
  buildTextLayoutEncoder,
  type FeatureGroup,
  groupColumns,
  INPUT_NAME,
  INPUT_SIZE,
  OUTPUT_NAME,
} from "./build-graph";
export { DETECTOR, detectorBytes, detectorPath } from "./detector";
export {
  readTextLayoutParams,
  TEXT_LAYOUT_ENCODER_NAME,
  TEXT_LAYOUT_ENCODER_PATH,
  TEXT_LAYOUT_PARAMS_PATH,
  type TextLayoutParams,
  textLayoutEncoderBytes,
  writeTextLayoutEncoder,
} from "./encoder-file";
export { TEXT_LAYOUT_PREPROCESS } from "./preprocess";
