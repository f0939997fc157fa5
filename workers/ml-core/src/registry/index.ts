export { ImageDecodeError, ModelError, type ModelErrorReason } from "./errors";
export {
  type LoadedModel,
  type ModelLease,
  ModelRegistry,
  type ModelRegistryOptions,
  type ModelStatus,
} from "./model-registry";
