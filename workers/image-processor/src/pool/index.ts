export {
  PoolBusyError,
  type PoolOptions,
  PoolTimeoutError,
  ProcessorPool,
  type WorkerData,
} from "./processor-pool";
export type { DetectSummary, Task, TaskResult, UnwarpOptions, UnwarpSummary } from "./tasks";
