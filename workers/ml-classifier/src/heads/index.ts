export { fitTemperature, TEMPERATURE_RANGE } from "./calibrate";
export { exportHeadOnnx, HEAD_INPUT, HEAD_OUTPUT } from "./export-onnx";
export {
  argmax,
  type EpochStats,
  type FitData,
  type FitOptions,
  HeadFitter,
  type SetScore,
  scoreLogits,
} from "./fit-head";
export {
  ARCHITECTURE_ALIASES,
  type DenseLayer,
  HEAD_ARCHITECTURES,
  type HeadArchitecture,
  type HeadParams,
  headClasses,
  headInputDim,
  headLogits,
  headProbabilities,
  softmaxRows,
} from "./head";
