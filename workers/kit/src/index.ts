export * from "./config";
export * from "./contract";
export * from "./errors";
export * from "./http";
export * from "./uploads";
