export * from "./config";
export * from "./errors";
export * from "./http";
export * from "./uploads";
