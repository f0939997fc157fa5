/** The statistics record of spec §2.5, from D1. */
export interface Statistics {
  total_requests: number;
  successful_requests: number;
  failed_requests: number;
  average_processing_time: number;
  requests_by_phase: Record<string, number>;
  most_processed_types: { type: string; count: number }[];
  pipeline_runs: number;
  phase_requests: number;
  cached_runs: number;
  in_progress: number;
}

/** The pipeline phase keys as spec §2.5 counts them (phase_1 … phase_4, one per service). */
const STAT_PHASE: Record<string, string> = {
  phase_1: "phase_1",
  phase_2: "phase_2",
  phase_3_4: "phase_3",
  phase_5_6: "phase_4",
};

/**
 * Statistics over every pipeline run and single-phase request kept in D1: totals, success
 * and failure, mean processing time (finished ones), executions per phase (pipeline phases
 * that ran plus single-phase requests), and the five most processed document types.
 */
export async function statistics(db: D1Database): Promise<Statistics> {
  const [runs, phases, byPhase, types, calls] = await db.batch([
    db.prepare(
      `SELECT count(*) AS total,
              sum(status = 'completed') AS ok,
              sum(status = 'failed') AS failed,
              sum(cached) AS cached,
              sum(status IN ('queued', 'running')) AS running,
              sum(CASE WHEN finished_at_ms IS NOT NULL THEN processing_time END) AS seconds,
              sum(finished_at_ms IS NOT NULL) AS finished
         FROM pipeline_runs`,
    ),
    db.prepare(
      `SELECT count(*) AS total, sum(success) AS ok, sum(processing_time) AS seconds FROM phase_requests`,
    ),
    db.prepare(
      `SELECT p.key AS phase, count(*) AS n
         FROM pipeline_runs r, json_each(r.phases) p
        WHERE json_extract(p.value, '$.status') IN ('completed', 'failed')
        GROUP BY p.key`,
    ),
    db.prepare(
      `SELECT document_type AS type, count(*) AS count FROM pipeline_runs
        WHERE document_type IS NOT NULL GROUP BY document_type ORDER BY count DESC, type LIMIT 5`,
    ),
    db.prepare(`SELECT phase, count(*) AS n FROM phase_requests GROUP BY phase`),
  ]);
  type Row = Record<string, number | null>;
  const r = (runs?.results?.[0] ?? {}) as Row;
  const p = (phases?.results?.[0] ?? {}) as Row;
  const n = (v: number | null | undefined) => Number(v ?? 0);
  const requestsByPhase: Record<string, number> = {
    phase_1: 0,
    phase_2: 0,
    phase_3: 0,
    phase_4: 0,
  };
  for (const row of (byPhase?.results ?? []) as { phase: string; n: number }[]) {
    const key = STAT_PHASE[row.phase];
    if (key) requestsByPhase[key] = n(requestsByPhase[key]) + row.n;
  }
  for (const row of (calls?.results ?? []) as { phase: string; n: number }[]) {
    requestsByPhase[row.phase] = n(requestsByPhase[row.phase]) + row.n;
  }
  const finished = n(r.finished) + n(p.total);
  return {
    total_requests: n(r.total) + n(p.total),
    successful_requests: n(r.ok) + n(p.ok),
    failed_requests: n(r.failed) + (n(p.total) - n(p.ok)),
    average_processing_time: finished
      ? Math.round(((n(r.seconds) + n(p.seconds)) / finished) * 1000) / 1000
      : 0,
    requests_by_phase: requestsByPhase,
    most_processed_types: (types?.results ?? []) as { type: string; count: number }[],
    pipeline_runs: n(r.total),
    phase_requests: n(p.total),
    cached_runs: n(r.cached),
    in_progress: n(r.running),
  };
}
