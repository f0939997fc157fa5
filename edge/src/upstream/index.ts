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
export { unavailableUpstream } from "./unavailable";
