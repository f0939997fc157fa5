export { buildApp, VERSION } from "./app";
export { type Classification, type Prediction, UNKNOWN_CLASS } from "./classifier";
export { configSchema, type MlClassifierConfig, readConfig, SHIPPED_DEFAULT_MODEL } from "./config";
export { type ClassificationReport, classificationReport } from "./evaluation";
export type { JobRecord, JobStatus } from "./jobs";
