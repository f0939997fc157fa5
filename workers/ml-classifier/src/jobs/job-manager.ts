import { randomUUID } from "node:crypto";
import { IrisError } from "@iris/kit";
import { type JobKind, type JobRecord, type JobStatus, TERMINAL } from "./job-record";
import type { JobStore } from "./job-store";

/** A job was cancelled while it ran. */
export class JobCancelled extends Error {
  constructor() {
    super("cancelled");
    this.name = "JobCancelled";
  }
}

/** What a running job can do to its own record. */
export interface JobContext {
  readonly id: string;
  /** Merges `patch` into the record; persisted at most every 500 ms unless `flush`. */
  update(patch: Partial<JobRecord>, flush?: boolean): Promise<void>;
  /** Throws {@link JobCancelled} when a cancel was requested (here or on another replica). */
  checkCancelled(): Promise<void>;
}

/** The work of a job: resolves with the final patch of its record. */
export type JobRun = (ctx: JobContext) => Promise<Partial<JobRecord>>;

/** Options for a {@link JobManager}. */
export interface JobManagerOptions {
  store: JobStore;
  /** Jobs running at once on this replica (TRAINING_CONCURRENCY). */
  concurrency: number;
  /** Jobs waiting on this replica before /train answers 503 (TRAINING_QUEUE_LIMIT). */
  queueLimit: number;
  onError?: (error: unknown, id: string) => void;
}

interface Local {
  record: JobRecord;
  run: JobRun;
  abort: AbortController;
  lastWrite: number;
}

const HEARTBEAT_MS = 10_000;
const HEARTBEAT_TTL_S = 30;

/**
 * Training and optimisation jobs of this replica: a FIFO queue with bounded concurrency,
 * records in the job store (Redis when configured), cancellation that works from any
 * replica, and detection of jobs whose replica died (reported failed, "interrupted").
 */
export class JobManager {
  /** This process's id in job records. */
  readonly replica = randomUUID();
  private readonly local = new Map<string, Local>();
  private readonly queue: string[] = [];
  private running = 0;
  private closed = false;
  private readonly heartbeat: NodeJS.Timeout | undefined;

  constructor(private readonly options: JobManagerOptions) {
    if (options.store.shared) {
      const beat = () =>
        options.store.heartbeat(this.replica, HEARTBEAT_TTL_S).catch(() => undefined);
      void beat();
      this.heartbeat = setInterval(beat, HEARTBEAT_MS);
      this.heartbeat.unref();
    }
  }

  /** Jobs queued and running on this replica. */
  get load(): { queued: number; running: number } {
    return { queued: this.queue.length, running: this.running };
  }

  /** Queues a job; answers its record at once (status queued). 503 when the queue is full. */
  async submit(kind: JobKind, request: Record<string, unknown>, run: JobRun): Promise<JobRecord> {
    if (this.closed) throw new IrisError("SERVICE_UNAVAILABLE", "the service is shutting down");
    if (this.queue.length >= this.options.queueLimit) {
      throw new IrisError("SERVICE_UNAVAILABLE", "the training queue is full", {
        details: `${this.queue.length} jobs are waiting (TRAINING_QUEUE_LIMIT)`,
        retryAfter: 60,
      });
    }
    const now = new Date().toISOString();
    const record: JobRecord = {
      training_id: `${kind === "training" ? "train" : "opt"}_${randomUUID()}`,
      kind,
      status: "queued",
      created_at: now,
      started_at: null,
      finished_at: null,
      updated_at: now,
      owner: this.replica,
      request,
      progress: {
        stage: "queued",
        images_done: 0,
        images_total: 0,
        epoch: 0,
        epochs: 0,
        percent: 0,
      },
      history: [],
      dataset: null,
      validation_metrics: null,
      calibration: null,
      best_epoch: null,
      early_stopped: null,
      model_id: null,
      error: null,
      cancel_requested: false,
    };
    // Other replicas read a job whose owner sent no heartbeat as interrupted. The first beat,
    // sent as the replica starts, is lost when Redis is still connecting (commands are not
    // queued offline): the next would come only HEARTBEAT_MS later, so beat before the record.
    if (this.options.store.shared)
      await this.options.store.heartbeat(this.replica, HEARTBEAT_TTL_S).catch(() => undefined);
    await this.options.store.put(record);
    this.local.set(record.training_id, { record, run, abort: new AbortController(), lastWrite: 0 });
    this.queue.push(record.training_id);
    this.pump();
    return structuredClone(record);
  }

  /** The record of `id`; 404 when unknown. A job whose replica died reads as failed. */
  async get(id: string): Promise<JobRecord> {
    const local = this.local.get(id);
    if (local) return structuredClone(local.record);
    const record = await this.options.store.get(id);
    if (!record) throw new IrisError("NOT_FOUND", `unknown training id "${id}"`);
    return this.reconcile(record);
  }

  /** Recent jobs, newest first. */
  async list(limit = 50): Promise<JobRecord[]> {
    const records = await this.options.store.list(limit);
    return Promise.all(
      records.map((r) =>
        this.local.has(r.training_id) ? this.get(r.training_id) : this.reconcile(r),
      ),
    );
  }

  /** Cancels a queued or running job (here or on another replica); 409 when it has ended. */
  async cancel(id: string): Promise<JobRecord> {
    const record = await this.get(id);
    if (TERMINAL.has(record.status)) {
      throw new IrisError("CONFLICT", `job ${id} has already ${record.status}`);
    }
    const local = this.local.get(id);
    if (!local) {
      await this.options.store.requestCancel(id);
      const updated = { ...record, cancel_requested: true };
      return updated;
    }
    local.record.cancel_requested = true;
    const queued = this.queue.indexOf(id);
    if (queued >= 0) {
      this.queue.splice(queued, 1);
      await this.finish(local, { status: "cancelled" });
    } else {
      local.abort.abort();
      await this.persist(local, true);
    }
    return structuredClone(local.record);
  }

  /** Fails every job of this replica (the service is stopping) and stops the heartbeat. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    const pending = [...this.local.values()];
    this.queue.length = 0;
    for (const job of pending) job.abort.abort();
    await Promise.all(
      pending.map((job) =>
        this.finish(job, {
          status: "failed",
          error: "the service shut down before the job finished; submit it again",
        }).catch(() => undefined),
      ),
    );
  }

  private pump(): void {
    while (this.running < this.options.concurrency && this.queue.length > 0) {
      const id = this.queue.shift() as string;
      const job = this.local.get(id);
      if (!job) continue;
      this.running++;
      void this.execute(job).finally(() => {
        this.running--;
        this.pump();
      });
    }
  }

  private async execute(job: Local): Promise<void> {
    const id = job.record.training_id;
    let lastCancelCheck = 0;
    const ctx: JobContext = {
      id,
      update: async (patch, flush = false) => {
        if (TERMINAL.has(job.record.status)) return;
        Object.assign(job.record, patch);
        await this.persist(job, flush);
      },
      checkCancelled: async () => {
        if (job.abort.signal.aborted) throw new JobCancelled();
        if (!this.options.store.shared || Date.now() - lastCancelCheck < 1000) return;
        lastCancelCheck = Date.now();
        if (await this.options.store.cancelRequested(id).catch(() => false)) {
          job.record.cancel_requested = true;
          throw new JobCancelled();
        }
      },
    };
    try {
      await ctx.update({ status: "running", started_at: new Date().toISOString() }, true);
      const patch = await job.run(ctx);
      await this.finish(job, { ...patch, status: "completed" });
    } catch (error) {
      if (error instanceof JobCancelled || job.abort.signal.aborted) {
        await this.finish(job, { status: job.record.cancel_requested ? "cancelled" : "failed" });
      } else {
        this.options.onError?.(error, id);
        await this.finish(job, { status: "failed", error: failureMessage(error) });
      }
    }
  }

  private async finish(
    job: Local,
    patch: Partial<JobRecord> & { status: JobStatus },
  ): Promise<void> {
    if (TERMINAL.has(job.record.status)) return;
    const now = new Date().toISOString();
    Object.assign(job.record, patch, { finished_at: now });
    if (patch.status === "completed") {
      job.record.progress = { ...job.record.progress, stage: "done", percent: 100 };
    }
    await this.persist(job, true);
    this.local.delete(job.record.training_id);
  }

  private async persist(job: Local, flush: boolean): Promise<void> {
    const now = Date.now();
    if (!flush && now - job.lastWrite < 500) return;
    job.lastWrite = now;
    job.record.updated_at = new Date(now).toISOString();
    await this.options.store.put(job.record);
  }

  private async reconcile(record: JobRecord): Promise<JobRecord> {
    if (TERMINAL.has(record.status) || record.owner === this.replica) return record;
    if (await this.options.store.isAlive(record.owner)) return record;
    const failed: JobRecord = {
      ...record,
      status: "failed",
      error: "interrupted: the replica running this job stopped; submit it again",
      finished_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    };
    await this.options.store.put(failed);
    return failed;
  }
}

function failureMessage(error: unknown): string {
  if (error instanceof IrisError)
    return error.details ? `${error.message}: ${error.details}` : error.message;
  return `training failed: ${String((error as Error).message ?? error).split("\n")[0]}`;
}
