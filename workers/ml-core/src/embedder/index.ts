export { type BatchingOptions, Embedder, type EmbedOutcome } from "./embedder";
