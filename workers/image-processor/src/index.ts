export { buildApp, VERSION } from "./app";
export { configSchema, type ImageProcessorConfig, readConfig } from "./config";
