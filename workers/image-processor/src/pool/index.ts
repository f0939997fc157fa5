export { PoolBusyError, type PoolOptions, PoolTimeoutError, ProcessorPool } from "./processor-pool";
export type { DetectSummary, Task, TaskResult, UnwarpOptions, UnwarpSummary } from "./tasks";
