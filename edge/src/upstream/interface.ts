import type { ProcessData } from "@iris/image-processor/contract";
import type {
  ClassifierModelsData,
  ClassifyData,
  DeleteModelData,
  ReloadModelsData,
  TrainAccepted,
} from "@iris/ml-classifier/contract";
import type { ClusterData, EmbedData, EmbeddingModelsData } from "@iris/ml-embeddings/contract";
import type { ExtractData, ExtractionData, ExtractJsonData } from "@iris/ocr-extractor/contract";
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

/** A service's answer or, when it failed, why (the admin views show what they could get). */
export type SettledPart<T> = T | { error: string };

/** GET /admin/models: the models of both ML services in one list, and each service's answer. */
export interface ModelList {
  models: Record<string, unknown>[];
  embedding: SettledPart<EmbeddingModelsData>;
  classifier: SettledPart<ClassifierModelsData>;
}

/**
 * The phase-service operations the routes call. The gateway's routes validate, authenticate
 * and rate-limit; an implementation of this interface (Gateway II: upstream client with
 * retries, breaker and balancing) does the calls. Results are the phase service's `data`,
 * typed by the services' contracts (`@iris/<service>/contract`).
 */
export interface PhaseOperations {
  preprocess(input: PreprocessInput, call: UpstreamCall): Promise<ProcessData>;
  embed(input: EmbedInput, call: UpstreamCall): Promise<EmbedData>;
  cluster(input: ClusterInput, call: UpstreamCall): Promise<ClusterData>;
  classify(input: ClassifyInput, call: UpstreamCall): Promise<ClassifyData>;
  train(input: TrainInput, call: UpstreamCall): Promise<TrainAccepted>;
  ocr(input: OcrInput, call: UpstreamCall): Promise<ExtractData>;
  extractJson(input: OcrInput, call: UpstreamCall): Promise<ExtractJsonData>;
  extractFromText(input: TextExtractInput, call: UpstreamCall): Promise<ExtractionData>;
  listModels(call: UpstreamCall): Promise<ModelList>;
  reloadModels(
    call: UpstreamCall,
  ): Promise<{ classifier: ReloadModelsData; embedding: EmbeddingModelsData }>;
  deleteModel(modelId: string, call: UpstreamCall): Promise<DeleteModelData>;
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
