export { buildApp, VERSION } from "./app";
export { adjustedRandIndex, Clusterer } from "./clustering";
export { configSchema, type MlEmbeddingsConfig, readConfig } from "./config";
