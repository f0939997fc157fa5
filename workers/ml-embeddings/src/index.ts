export { buildApp, VERSION } from "./app";
export { configSchema, type MlEmbeddingsConfig, readConfig } from "./config";
