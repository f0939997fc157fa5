-- Pipeline runs (DESIGN.md §2: one canonical record; the full record with results lives in KV
-- as result:{id} for RESULT_TTL_SECONDS) and single-phase requests, for history and
-- /admin/stats. Times are epoch milliseconds (the _ms columns).

CREATE TABLE pipeline_runs (
  id TEXT PRIMARY KEY,
  -- user:<id> or anonymous (the development caller without credentials).
  owner TEXT NOT NULL,
  request_id TEXT,
  status TEXT NOT NULL CHECK (status IN ('queued', 'running', 'completed', 'failed')),
  current_phase TEXT,
  -- JSON: phase key -> {status, processing_time}.
  phases TEXT NOT NULL DEFAULT '{}',
  document_type TEXT,
  document_type_hint TEXT,
  predicted_document_type TEXT,
  processing_time REAL,
  cached INTEGER NOT NULL DEFAULT 0,
  degraded INTEGER NOT NULL DEFAULT 0,
  error_code TEXT,
  file_bytes INTEGER,
  created_at_ms INTEGER NOT NULL,
  updated_at_ms INTEGER NOT NULL,
  finished_at_ms INTEGER
);
CREATE INDEX pipeline_runs_owner ON pipeline_runs (owner, created_at_ms);
CREATE INDEX pipeline_runs_request ON pipeline_runs (owner, request_id);
CREATE INDEX pipeline_runs_status ON pipeline_runs (status, updated_at_ms);

CREATE TABLE phase_requests (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  owner TEXT NOT NULL,
  -- phase_1 (image-processor) .. phase_4 (ocr-extractor), as /admin/stats counts them.
  phase TEXT NOT NULL,
  operation TEXT NOT NULL,
  success INTEGER NOT NULL,
  processing_time REAL NOT NULL,
  created_at_ms INTEGER NOT NULL
);
CREATE INDEX phase_requests_created ON phase_requests (created_at_ms);
