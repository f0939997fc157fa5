export { type EmbeddedDataset, embedDataset } from "./embed-dataset";
export { fitInWorker, fitOptions, toFitData } from "./fit";
export {
  type PreparedOptimization,
  planTrials,
  runOptimizationJob,
  type TrialConfig,
} from "./optimize-job";
export type { EpochReply, FitResult } from "./protocol";
export {
  type OptimizeRequest,
  optimizeRequestSchema,
  parseBody,
  type TrainConfig,
  type TrainRequest,
  trainConfigSchema,
  trainRequestSchema,
  unknownConfigKeys,
} from "./request";
export { newModelId, type PreparedTraining, runTrainingJob } from "./train-job";
export { type FitSession, Trainer } from "./trainer";
