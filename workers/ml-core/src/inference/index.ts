export { InferencePool, type InferencePoolOptions } from "./inference-pool";
export type { EmbedRequest, EmbedResult, LoadedInfo } from "./protocol";
export { planThreads, type ThreadPlan } from "./thread-plan";
