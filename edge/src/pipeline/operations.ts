import { IrisError } from "@iris/kit/errors";
import type { PipelineOperations, PipelineRecord, UpstreamCall } from "../upstream/interface";
import { ownerOf } from "../upstream/phase-operations";
import { runPipeline } from "./orchestrator";
import type { RunRecord } from "./record";
import { renderB, renderC, renderStatus } from "./render";
import { statistics } from "./stats";
import { RunStore, type RunSummary, SELECTABLE } from "./store";

/** What `get` and `history` hand the routes: the summary, and the full record when kept. */
export interface RunView extends PipelineRecord {
  summary: RunSummary;
  /** The finished record from KV; null while running or once expired. */
  full: RunRecord | null;
}

function storeOf(call: UpstreamCall): RunStore {
  return new RunStore(
    call.env.DB,
    call.env.CACHE,
    call.config.cacheKeyPrefix,
    call.config.resultTtlSeconds,
  );
}

/** Admins see every run; everyone else their own. */
function visibleOwner(call: UpstreamCall): string | null {
  return call.principal.role === "admin" && call.principal.kind !== "anonymous"
    ? null
    : ownerOf(call);
}

function view(summary: RunSummary, full: RunRecord | null): RunView {
  return {
    id: summary.pipeline_id,
    status: summary.status,
    current_phase: summary.current_phase,
    summary,
    full,
  };
}

function asRecord(record: PipelineRecord): RunRecord {
  const v = record as Partial<RunView>;
  if (v.summary) {
    if (!v.full) throw new IrisError("NOT_FOUND", "the results of this run are no longer kept");
    return v.full;
  }
  return record as RunRecord;
}

/** The pipeline operations behind the routes: orchestration, the run store, statistics. */
export const pipelineOperations: PipelineOperations = {
  run: (input, call) => runPipeline(input, call, storeOf(call)),
  get: async (id, call) => {
    const store = storeOf(call);
    const summary = await store.summary(id, visibleOwner(call));
    if (!summary) return null;
    const finished = summary.status === "completed" || summary.status === "failed";
    return view(summary, finished ? await store.result(id) : null);
  },
  byRequestId: async (requestId, call) => {
    const summary = await storeOf(call).byRequestId(requestId, visibleOwner(call));
    return summary ? view(summary, null) : null;
  },
  history: async (q, call) => {
    const page = await storeOf(call).history(ownerOf(call), q);
    return { items: page.items.map((s) => view(s, null)), total: page.total };
  },
  stats: (call) => statistics(call.env.DB),
  render: (record, variant, fields) => {
    if (variant === "status") {
      const summary = (record as RunView).summary ?? (record as RunRecord);
      if (fields) {
        const unknown = fields.filter((f) => !(SELECTABLE as readonly string[]).includes(f));
        if (unknown.length) {
          throw new IrisError("VALIDATION_ERROR", "invalid query: fields", {
            details: `fields: unknown ${unknown.join(", ")}; known: ${SELECTABLE.join(", ")}`,
          });
        }
      }
      return renderStatus(summary as RunSummary, fields);
    }
    const full = asRecord(record);
    return variant === "B" ? renderB(full) : renderC(full);
  },
};
