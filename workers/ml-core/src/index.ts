/**
 * @iris/ml-core — the embedding backbone shared by ml-embeddings and ml-classifier. See
 * ../README.md for the API; the folders below are its modules.
 */
export * from "./backbone";
export * from "./batching";
export * from "./cache";
export * from "./embedder";
export * from "./errors";
export * from "./inference";
export * from "./manifest";
export * from "./onnx";
export * from "./preprocess";
export * from "./registry";
export * from "./runtime";
export * from "./threads";
export * from "./vector";
