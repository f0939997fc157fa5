export { type Classification, Classifier, type Prediction, UNKNOWN_CLASS } from "./classifier";
export { toServiceError } from "./errors";
export { HeadRunner } from "./head-runner";
