export { DynamicBatcher, type DynamicBatcherOptions, QueueFullError } from "./dynamic-batcher";
