export {
  JobCancelled,
  type JobContext,
  JobManager,
  type JobManagerOptions,
  type JobRun,
} from "./job-manager";
export {
  type DatasetSummary,
  JOB_STATUSES,
  type JobKind,
  type JobProgress,
  type JobRecord,
  type JobStatus,
  TERMINAL,
  type TrialResult,
} from "./job-record";
export { FallbackJobStore, type JobStore, MemoryJobStore, RedisJobStore } from "./job-store";
