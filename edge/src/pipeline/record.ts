import type { PipelineRecord } from "../upstream/interface";
import type { TypeCandidate, TypeSource } from "./type-fusion";

/** The phase keys of variant C, in pipeline order. */
export const PHASE_KEYS = ["phase_1", "phase_2", "phase_3_4", "phase_5_6"] as const;
export type PhaseKey = (typeof PHASE_KEYS)[number];

/** How one phase went. */
export interface PhaseEntry {
  /** `cancelled`: not awaited, since the answer was ready without it. */
  status: "pending" | "running" | "completed" | "failed" | "skipped" | "cancelled";
  /** Gateway-observed seconds (network and retries included). */
  processing_time: number;
  /** The service's own seconds (its envelope's processing_time). */
  service_time: number | null;
  attempts: number;
  result: Record<string, unknown>;
  error?: { code: string; message: string };
  /** What the pipeline did instead when this phase failed. */
  fallback?: string;
}

/** Options of a run, as normalised from either request variant. */
export interface RunOptions {
  document_type_hint: string | null;
  language: string | null;
  apply_unwarping: boolean;
  enhance_quality: boolean;
  ocr_confidence: number;
  perform_clustering: boolean;
}

/** The canonical pipeline record (DESIGN.md §2), rendered into variant B or C on the way out. */
export interface RunRecord extends PipelineRecord {
  id: string;
  owner: string;
  request_id: string;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
  options: RunOptions;
  file: { name: string; format: string; bytes: number };
  phases: Record<PhaseKey, PhaseEntry>;
  /** The decided type; null while running and when the evidence left it unknown. */
  document_type: string | null;
  /** Which evidence decided document_type (null when unknown). */
  document_type_source: TypeSource | null;
  /** Fused probability of the most probable type. */
  document_type_confidence: number | null;
  /** The three most probable types after fusion. */
  document_type_candidates: TypeCandidate[];
  predicted_document_type: string | null;
  processing_time: number | null;
  final_extraction: Record<string, unknown> | null;
  /** extracted_data / confidence_scores / text of phases 5-6, for variant B. */
  extraction: {
    extracted_data: Record<string, unknown>;
    confidence_scores: Record<string, unknown>;
    text: string;
    ocr_confidence: number | null;
    ocr_seconds: number | null;
  } | null;
  /** Phase 1's output image (base64 PNG), for variant B; absent from status views. */
  corrected_image: string | null;
  embedding: number[] | null;
  warnings: string[];
  cached: boolean;
  cached_from: string | null;
  error: { code: string; message: string; details: string; retryable: boolean } | null;
}

/** A fresh phase entry. */
export function pendingPhase(): PhaseEntry {
  return { status: "pending", processing_time: 0, service_time: null, attempts: 0, result: {} };
}
