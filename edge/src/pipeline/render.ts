import { UNKNOWN_TYPE } from "@iris/kit/document-types";
import { PHASE_KEYS, type PhaseEntry, type PhaseKey, type RunRecord } from "./record";
import type { RunSummary } from "./store";

const round = (v: number) => Math.round(v * 1000) / 1000;

function summaryOf(r: RunRecord) {
  const done = PHASE_KEYS.filter((k) => r.phases[k].status === "completed");
  const times = done.map((k) => r.phases[k].processing_time);
  const bottleneck = PHASE_KEYS.reduce<PhaseKey>(
    (worst, k) => (r.phases[k].processing_time > r.phases[worst].processing_time ? k : worst),
    "phase_1",
  );
  return {
    phases_completed: done.length,
    total_phases: PHASE_KEYS.length,
    average_phase_time: times.length ? round(times.reduce((a, b) => a + b, 0) / times.length) : 0,
    bottleneck_phase: bottleneck,
  };
}

function phaseC(e: PhaseEntry) {
  return {
    status: e.status,
    processing_time: round(e.processing_time),
    service_time: e.service_time === null ? null : round(e.service_time),
    result: e.result,
    ...(e.error ? { error: e.error } : {}),
    ...(e.fallback ? { fallback: e.fallback } : {}),
  };
}

/**
 * Variant C (spec §2.1–2.3), plus the type's evidence (which source decided, its fused
 * confidence, the three most probable types), warnings and the cache flag.
 */
export function renderC(r: RunRecord) {
  return {
    success: r.status === "completed",
    pipeline_id: r.id,
    processing_time: round(r.processing_time ?? 0),
    document_type: r.document_type ?? UNKNOWN_TYPE,
    document_type_source: r.document_type_source,
    document_type_confidence: r.document_type_confidence ?? null,
    document_type_candidates: r.document_type_candidates ?? [],
    document_type_hint: r.options.document_type_hint,
    predicted_document_type: r.predicted_document_type,
    final_extraction: r.final_extraction ?? {},
    phases: Object.fromEntries(PHASE_KEYS.map((k) => [k, phaseC(r.phases[k])])) as Record<
      PhaseKey,
      ReturnType<typeof phaseC>
    >,
    pipeline_summary: summaryOf(r),
    warnings: r.warnings,
    cached: r.cached,
    ...(r.cached_from ? { cached_from: r.cached_from } : {}),
  };
}

/** Variant B (spec §2.1): phases phase_1 … phase_5 with outputs, and final_result. */
export function renderB(r: RunRecord) {
  const p = r.phases;
  const ocr = r.phases.phase_5_6;
  const ocrSeconds = r.extraction?.ocr_seconds ?? ocr.processing_time;
  const b = (e: PhaseEntry, processing: number, output: Record<string, unknown>) => ({
    status: e.status,
    processing_time: round(processing),
    output,
    ...(e.fallback ? { fallback: e.fallback } : {}),
  });
  const p2 = p.phase_2.result as { cluster_id?: number | null };
  const p34 = p.phase_3_4.result as { predicted_class?: string; confidence?: number };
  const p1 = p.phase_1.result as { confidence?: number };
  return {
    success: r.status === "completed",
    processing_id: r.id,
    phases: {
      phase_1: b(p.phase_1, p.phase_1.processing_time, {
        corrected_image: r.corrected_image ?? "",
        confidence: p1.confidence ?? 0,
      }),
      // cluster_id is an integer (spec §2.1), so absent when no cluster was found.
      phase_2: b(p.phase_2, p.phase_2.processing_time, {
        embeddings: r.embedding ?? [],
        ...(Number.isInteger(p2.cluster_id) ? { cluster_id: p2.cluster_id } : {}),
      }),
      phase_3: b(p.phase_3_4, p.phase_3_4.processing_time, {
        predicted_class: p34.predicted_class ?? "unknown",
        confidence: p34.confidence ?? 0,
      }),
      phase_4: b(ocr, Math.min(ocrSeconds, ocr.processing_time), {
        text: r.extraction?.text ?? "",
        confidence: r.extraction?.ocr_confidence ?? 0,
      }),
      phase_5: b(ocr, Math.max(0, ocr.processing_time - ocrSeconds), {
        structured_data: r.final_extraction ?? {},
      }),
    },
    total_processing_time: round(r.processing_time ?? 0),
    final_result: {
      document_type: r.document_type ?? UNKNOWN_TYPE,
      extracted_data: r.extraction?.extracted_data ?? {},
      confidence_scores: r.extraction?.confidence_scores ?? {},
    },
    warnings: r.warnings,
    cached: r.cached,
  };
}

/** The status view of a run (set C status, set B /process/{id}, set A status and history). */
export function renderStatus(s: RunSummary, fields?: readonly string[]) {
  const full: Record<string, unknown> = { ...s };
  if (!fields) return full;
  return Object.fromEntries(fields.filter((f) => f in full).map((f) => [f, full[f]]));
}
