import { pipelineOperations } from "../pipeline/operations";
import type { Upstream } from "./interface";
import { phaseOperations } from "./phase-operations";

export { upstreamCall } from "./call";
export type {
  ClassifyInput,
  ClusterInput,
  EmbedInput,
  OcrInput,
  PhaseOperations,
  PipelineInput,
  PipelineOperations,
  PipelineRecord,
  PreprocessInput,
  TextExtractInput,
  TrainInput,
  Upstream,
  UpstreamCall,
} from "./interface";
export { resetUpstreamState } from "./service-state";
export { unavailableUpstream } from "./unavailable";

/** The real upstream: phase services through the resilient client, pipelines in D1/KV. */
export const serviceUpstream: Upstream = { phases: phaseOperations, pipelines: pipelineOperations };
