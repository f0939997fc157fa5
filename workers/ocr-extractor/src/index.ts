export { buildApp, VERSION } from "./app";
export { configSchema, readConfig } from "./config";
