import { IrisError } from "@iris/kit/errors";
import { PHASE_KEYS, type PhaseEntry, type PhaseKey, type RunRecord } from "./record";

interface RunRow {
  id: string;
  owner: string;
  request_id: string | null;
  status: RunRecord["status"];
  current_phase: string | null;
  phases: string;
  document_type: string | null;
  document_type_hint: string | null;
  predicted_document_type: string | null;
  processing_time: number | null;
  cached: number;
  degraded: number;
  error_code: string | null;
  file_bytes: number | null;
  created_at_ms: number;
  updated_at_ms: number;
  finished_at_ms: number | null;
}

/** A run as history and status answer it (no results). */
export interface RunSummary {
  pipeline_id: string;
  status: RunRecord["status"];
  current_phase: string | null;
  phases: Record<string, { status: string; processing_time: number }>;
  document_type: string | null;
  document_type_hint: string | null;
  predicted_document_type: string | null;
  processing_time: number | null;
  cached: boolean;
  degraded: boolean;
  error_code: string | null;
  request_id: string | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}

/** Fields of a run summary that history may sort by and select. */
export const SORTABLE = [
  "created_at",
  "updated_at",
  "finished_at",
  "processing_time",
  "status",
  "document_type",
] as const;
export const SELECTABLE = [
  "pipeline_id",
  "status",
  "current_phase",
  "phases",
  "document_type",
  "document_type_hint",
  "predicted_document_type",
  "processing_time",
  "cached",
  "degraded",
  "error_code",
  "request_id",
  "created_at",
  "updated_at",
  "finished_at",
] as const;

const SORT_COLUMN: Record<(typeof SORTABLE)[number], string> = {
  created_at: "created_at_ms",
  updated_at: "updated_at_ms",
  finished_at: "finished_at_ms",
  processing_time: "processing_time",
  status: "status",
  document_type: "document_type",
};

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function phaseSummary(phases: RunRecord["phases"]) {
  return Object.fromEntries(
    PHASE_KEYS.map((k) => [
      k,
      { status: phases[k].status, processing_time: phases[k].processing_time },
    ]),
  );
}

/**
 * Pipeline runs: a D1 row per run (status, current phase, timings — strongly consistent, so
 * a poll sees every phase change) and the full record with results in KV as
 * `result:{id}` for RESULT_TTL_SECONDS (86 400 s), after which /results answers 404.
 */
export class RunStore {
  constructor(
    private readonly db: D1Database,
    private readonly kv: KVNamespace,
    private readonly prefix: string,
    private readonly resultTtlSeconds: number,
  ) {}

  /** Writes the run's row (insert or update). */
  async save(r: RunRecord): Promise<void> {
    await this.db
      .prepare(
        `INSERT INTO pipeline_runs (id, owner, request_id, status, current_phase, phases, document_type,
           document_type_hint, predicted_document_type, processing_time, cached, degraded, error_code,
           file_bytes, created_at_ms, updated_at_ms, finished_at_ms)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17)
         ON CONFLICT (id) DO UPDATE SET status = ?4, current_phase = ?5, phases = ?6, document_type = ?7,
           predicted_document_type = ?9, processing_time = ?10, degraded = ?12, error_code = ?13,
           updated_at_ms = ?16, finished_at_ms = ?17`,
      )
      .bind(
        r.id,
        r.owner,
        r.request_id,
        r.status,
        r.current_phase,
        JSON.stringify(phaseSummary(r.phases)),
        r.document_type,
        r.options.document_type_hint,
        r.predicted_document_type,
        r.processing_time,
        r.cached ? 1 : 0,
        r.warnings.length ? 1 : 0,
        r.error?.code ?? null,
        r.file.bytes,
        Date.parse(r.created_at),
        Date.now(),
        r.finished_at ? Date.parse(r.finished_at) : null,
      )
      .run();
  }

  /** Keeps the finished record (results included) in KV. */
  async keepResult(r: RunRecord): Promise<void> {
    await this.kv.put(`${this.prefix}result:${r.id}`, JSON.stringify(r), {
      expirationTtl: this.resultTtlSeconds,
    });
  }

  /** The full record from KV, or null once it expired. */
  async result(id: string): Promise<RunRecord | null> {
    return this.kv.get<RunRecord>(`${this.prefix}result:${id}`, "json");
  }

  /** The run's summary if `owner` may see it (null owner: an admin sees every run). */
  async summary(id: string, owner: string | null): Promise<RunSummary | null> {
    const row = await this.db
      .prepare("SELECT * FROM pipeline_runs WHERE id = ?1 AND (?2 IS NULL OR owner = ?2)")
      .bind(id, owner)
      .first<RunRow>();
    return row ? toSummary(row) : null;
  }

  /** The newest run of `owner` sent with this X-Request-ID. */
  async byRequestId(requestId: string, owner: string | null): Promise<RunSummary | null> {
    const row = await this.db
      .prepare(
        "SELECT * FROM pipeline_runs WHERE request_id = ?1 AND (?2 IS NULL OR owner = ?2) ORDER BY created_at_ms DESC LIMIT 1",
      )
      .bind(requestId, owner)
      .first<RunRow>();
    return row ? toSummary(row) : null;
  }

  /** A page of `owner`'s runs. */
  async history(
    owner: string,
    q: { limit: number; offset: number; order: "asc" | "desc"; sort?: string; status?: string },
  ): Promise<{ items: RunSummary[]; total: number }> {
    const sort = q.sort ?? "created_at";
    if (!(SORTABLE as readonly string[]).includes(sort)) {
      throw new IrisError("VALIDATION_ERROR", "invalid query: sort", {
        details: `sort: must be one of ${SORTABLE.join(", ")}`,
      });
    }
    const column = SORT_COLUMN[sort as (typeof SORTABLE)[number]];
    const where = "owner = ?1 AND (?2 IS NULL OR status = ?2)";
    const [rows, total] = await this.db.batch<RunRow | { n: number }>([
      this.db
        .prepare(
          `SELECT * FROM pipeline_runs WHERE ${where} ORDER BY ${column} ${q.order === "asc" ? "ASC" : "DESC"}, id LIMIT ?3 OFFSET ?4`,
        )
        .bind(owner, q.status ?? null, q.limit, q.offset),
      this.db
        .prepare(`SELECT count(*) AS n FROM pipeline_runs WHERE ${where}`)
        .bind(owner, q.status ?? null),
    ]);
    return {
      items: ((rows?.results ?? []) as RunRow[]).map(toSummary),
      total: (total?.results?.[0] as { n: number } | undefined)?.n ?? 0,
    };
  }

  /** The most recent runs (all owners, or one), newest first. */
  async recent(limit: number, owner: string | null): Promise<RunSummary[]> {
    const { results } = await this.db
      .prepare(
        "SELECT * FROM pipeline_runs WHERE ?1 IS NULL OR owner = ?1 ORDER BY created_at_ms DESC LIMIT ?2",
      )
      .bind(owner, limit)
      .all<RunRow>();
    return results.map(toSummary);
  }

  /** Runs queued or running and updated within the last 15 minutes (the processing queue). */
  async inProgress(): Promise<number> {
    const row = await this.db
      .prepare(
        "SELECT count(*) AS n FROM pipeline_runs WHERE status IN ('queued', 'running') AND updated_at_ms > ?1",
      )
      .bind(Date.now() - 15 * 60_000)
      .first<{ n: number }>();
    return row?.n ?? 0;
  }
}

function toSummary(row: RunRow): RunSummary {
  return {
    pipeline_id: row.id,
    status: row.status,
    current_phase: row.current_phase,
    phases: JSON.parse(row.phases) as RunSummary["phases"],
    document_type: row.document_type,
    document_type_hint: row.document_type_hint,
    predicted_document_type: row.predicted_document_type,
    processing_time: row.processing_time,
    cached: row.cached === 1,
    degraded: row.degraded === 1,
    error_code: row.error_code,
    request_id: row.request_id,
    created_at: iso(row.created_at_ms) as string,
    updated_at: iso(row.updated_at_ms) as string,
    finished_at: iso(row.finished_at_ms),
  };
}

/** Records a single-phase request for /admin/stats (best effort, off the response path). */
export async function recordPhaseRequest(
  db: D1Database,
  r: { owner: string; phase: string; operation: string; success: boolean; seconds: number },
): Promise<void> {
  try {
    await db
      .prepare(
        "INSERT INTO phase_requests (owner, phase, operation, success, processing_time, created_at_ms) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
      )
      .bind(r.owner, r.phase, r.operation, r.success ? 1 : 0, r.seconds, Date.now())
      .run();
  } catch (error) {
    console.warn("phase request not recorded:", (error as Error).message);
  }
}

export type { PhaseEntry, PhaseKey };
