import type { Redis } from "ioredis";
import type { JobRecord } from "./job-record";

/** Where job records live: in process, or in Redis so every replica sees them. */
export interface JobStore {
  readonly shared: boolean;
  put(record: JobRecord): Promise<void>;
  get(id: string): Promise<JobRecord | undefined>;
  /** Newest first. */
  list(limit: number): Promise<JobRecord[]>;
  /** Flags a job for cancellation (read by the replica running it). */
  requestCancel(id: string): Promise<void>;
  cancelRequested(id: string): Promise<boolean>;
  /** Marks replica `owner` alive for the next `ttlSeconds`. */
  heartbeat(owner: string, ttlSeconds: number): Promise<void>;
  /** Whether replica `owner` has sent a heartbeat recently. */
  isAlive(owner: string): Promise<boolean>;
}

/** Job records in process (REDIS_URL unset): the newest `limit` are kept. */
export class MemoryJobStore implements JobStore {
  readonly shared = false;
  private readonly records = new Map<string, JobRecord>();
  private readonly cancels = new Set<string>();

  constructor(private readonly limit = 1000) {}

  async put(record: JobRecord): Promise<void> {
    this.records.delete(record.training_id);
    this.records.set(record.training_id, structuredClone(record));
    for (const id of this.records.keys()) {
      if (this.records.size <= this.limit) break;
      this.records.delete(id);
    }
  }

  async get(id: string): Promise<JobRecord | undefined> {
    const record = this.records.get(id);
    return record && structuredClone(record);
  }

  async list(limit: number): Promise<JobRecord[]> {
    return [...this.records.values()]
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .slice(0, limit)
      .map((r) => structuredClone(r));
  }

  async requestCancel(id: string): Promise<void> {
    this.cancels.add(id);
  }

  async cancelRequested(id: string): Promise<boolean> {
    return this.cancels.has(id);
  }

  async heartbeat(): Promise<void> {}

  async isAlive(): Promise<boolean> {
    return true;
  }
}

/**
 * Job records in Redis (REDIS_URL set): one JSON value per job with a lifetime, an index
 * sorted by creation time, a cancel flag per job, and a heartbeat key per replica so a job
 * whose replica died is reported as interrupted instead of running forever.
 */
export class RedisJobStore implements JobStore {
  readonly shared = true;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly ttlSeconds: number,
  ) {}

  async put(record: JobRecord): Promise<void> {
    const score = Date.parse(record.created_at);
    await this.redis
      .multi()
      .set(this.key(record.training_id), JSON.stringify(record), "EX", this.ttlSeconds)
      .zadd(`${this.prefix}jobs`, score, record.training_id)
      .zremrangebyscore(`${this.prefix}jobs`, "-inf", Date.now() - this.ttlSeconds * 1000)
      .exec();
  }

  async get(id: string): Promise<JobRecord | undefined> {
    const raw = await this.redis.get(this.key(id));
    return raw ? (JSON.parse(raw) as JobRecord) : undefined;
  }

  async list(limit: number): Promise<JobRecord[]> {
    const ids = await this.redis.zrevrange(`${this.prefix}jobs`, 0, limit - 1);
    if (ids.length === 0) return [];
    const values = await this.redis.mget(ids.map((id) => this.key(id)));
    return values.filter((v): v is string => v !== null).map((v) => JSON.parse(v) as JobRecord);
  }

  async requestCancel(id: string): Promise<void> {
    await this.redis.set(`${this.key(id)}:cancel`, "1", "EX", this.ttlSeconds);
  }

  async cancelRequested(id: string): Promise<boolean> {
    return (await this.redis.exists(`${this.key(id)}:cancel`)) === 1;
  }

  async heartbeat(owner: string, ttlSeconds: number): Promise<void> {
    await this.redis.set(`${this.prefix}replica:${owner}`, "1", "EX", ttlSeconds);
  }

  async isAlive(owner: string): Promise<boolean> {
    return (await this.redis.exists(`${this.prefix}replica:${owner}`)) === 1;
  }

  private key(id: string): string {
    return `${this.prefix}job:${id}`;
  }
}

/**
 * Redis first, this replica's memory when Redis is away: every record and cancel flag is
 * also kept in process, reads fall back to it when Redis fails, and a heartbeat that cannot
 * be checked counts as alive (a job is not declared interrupted for want of an answer). The
 * service's `/health` reports Redis as degraded meanwhile.
 */
export class FallbackJobStore implements JobStore {
  readonly shared = true;
  private readonly local = new MemoryJobStore();

  constructor(private readonly remote: JobStore) {}

  async put(record: JobRecord): Promise<void> {
    await this.local.put(record);
    await this.remote.put(record).catch(() => undefined);
  }

  async get(id: string): Promise<JobRecord | undefined> {
    const remote = await this.remote.get(id).catch(() => undefined);
    return remote ?? this.local.get(id);
  }

  async list(limit: number): Promise<JobRecord[]> {
    return this.remote.list(limit).catch(() => this.local.list(limit));
  }

  async requestCancel(id: string): Promise<void> {
    await this.local.requestCancel(id);
    await this.remote.requestCancel(id).catch(() => undefined);
  }

  async cancelRequested(id: string): Promise<boolean> {
    if (await this.local.cancelRequested(id)) return true;
    return this.remote.cancelRequested(id).catch(() => false);
  }

  async heartbeat(owner: string, ttlSeconds: number): Promise<void> {
    await this.remote.heartbeat(owner, ttlSeconds).catch(() => undefined);
  }

  async isAlive(owner: string): Promise<boolean> {
    return this.remote.isAlive(owner).catch(() => true);
  }
}
