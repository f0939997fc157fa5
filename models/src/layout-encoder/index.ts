export {
  buildLayoutEncoder,
  type EncoderParams,
  type FeatureBlock,
  INPUT_NAME,
  INPUT_SIZE,
  OUTPUT_NAME,
} from "./build-graph";
export {
  encoderBytes,
  LAYOUT_ENCODER_NAME,
  LAYOUT_ENCODER_PATH,
  PARAMS_PATH,
  readParams,
  writeEncoder,
} from "./encoder-file";
export {
  type AffineProjection,
  equalizeClasses,
  fitLda,
  type LdaProjection,
  projectLda,
  simplexVertices,
} from "./lda";
