import type { Principal } from "../auth/principal";
import type { GatewayConfig, ServiceName } from "../config";
import type { RuntimeConfig } from "../runtime-config";
import type { CheckedImage } from "../schemas/uploads";

/** What every upstream call gets: who asked, the request id to forward, the configuration. */
export interface UpstreamCall {
  requestId: string;
  principal: Principal;
  config: GatewayConfig;
  /** The run-time record of /admin/config: per-service timeouts, retries, breaker settings. */
  runtime: RuntimeConfig;
  env: Cloudflare.Env;
  waitUntil(promise: Promise<unknown>): void;
  /** Tells the route which run this request started (errors then carry pipeline_id). */
  setPipelineId?(id: string): void;
}

/** Phase-1 options, as every route set names them after validation. */
export interface PreprocessInput {
  image: CheckedImage;
  apply_unwarping?: boolean;
  enhance_quality?: boolean;
  target_dpi?: number;
}

export interface EmbedInput {
  images: CheckedImage[];
}

export interface ClusterInput {
  embeddings: number[][];
  min_clusters?: number;
  max_clusters?: number;
  image_paths?: string[];
}

export interface ClassifyInput {
  image: CheckedImage;
  model?: string;
}

export interface TrainInput {
  dataset_path: string;
  config: Record<string, unknown>;
  validation_split?: number;
}

export interface OcrInput {
  image: CheckedImage;
  document_type?: string;
  confidence_threshold?: number;
  language?: string;
}

export interface TextExtractInput {
  text: string;
  document_type: string;
}

/** The full pipeline request (variant B's config and variant C's fields, normalised). */
export interface PipelineInput {
  image: CheckedImage;
  document_type?: string;
  language?: string;
  apply_unwarping: boolean;
  enhance_quality: boolean;
  ocr_confidence: number;
  perform_clustering: boolean;
}

/** Canonical pipeline record (DESIGN.md §2): rendered into variant B or C on the way out. */
export interface PipelineRecord {
  id: string;
  status: "queued" | "running" | "completed" | "failed";
  current_phase: string | null;
  [field: string]: unknown;
}

/**
 * The phase-service operations the routes call. The gateway's routes validate, authenticate
 * and rate-limit; an implementation of this interface (Gateway II: upstream client with
 * retries, breaker and balancing) does the calls. Results are the phase service's `data`.
 */
export interface PhaseOperations {
  preprocess(input: PreprocessInput, call: UpstreamCall): Promise<unknown>;
  embed(input: EmbedInput, call: UpstreamCall): Promise<unknown>;
  cluster(input: ClusterInput, call: UpstreamCall): Promise<unknown>;
  classify(input: ClassifyInput, call: UpstreamCall): Promise<unknown>;
  train(input: TrainInput, call: UpstreamCall): Promise<unknown>;
  ocr(input: OcrInput, call: UpstreamCall): Promise<unknown>;
  extractJson(input: OcrInput, call: UpstreamCall): Promise<unknown>;
  extractFromText(input: TextExtractInput, call: UpstreamCall): Promise<unknown>;
  listModels(call: UpstreamCall): Promise<unknown>;
  reloadModels(call: UpstreamCall): Promise<unknown>;
  deleteModel(modelId: string, call: UpstreamCall): Promise<unknown>;
}

/** Pipeline runs: orchestration plus the canonical record in D1/KV. */
export interface PipelineOperations {
  run(input: PipelineInput, call: UpstreamCall): Promise<PipelineRecord>;
  /** The record, or null when no run has that id (or the caller may not see it). */
  get(id: string, call: UpstreamCall): Promise<PipelineRecord | null>;
  /** The caller's newest run sent with this X-Request-ID (to follow a run while it goes). */
  byRequestId(requestId: string, call: UpstreamCall): Promise<PipelineRecord | null>;
  history(
    query: { limit: number; offset: number; order: "asc" | "desc"; sort?: string; status?: string },
    call: UpstreamCall,
  ): Promise<{ items: PipelineRecord[]; total: number }>;
  /** The statistics record of spec §2.5. */
  stats(call: UpstreamCall): Promise<unknown>;
  /**
   * Renders a record as route set B (`/process`, `/results`) or C (the guide) answers it, or
   * as the status view (`fields` selects some of its fields; an unknown one is 400).
   */
  render(record: PipelineRecord, variant: "B" | "C" | "status", fields?: string[]): unknown;
}

/** Everything the routes need from upstream; `createApp(deps)` takes an implementation. */
export interface Upstream {
  phases: PhaseOperations;
  pipelines: PipelineOperations;
}

/** Service name per phase operation, for error messages. */
export type PhaseService = ServiceName;
