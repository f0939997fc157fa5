export {
  MODEL_ID,
  type ModelMetadata,
  type ModelMetadataInput,
  modelMetadataSchema,
} from "./metadata";
export {
  type ModelSource,
  ModelStore,
  type ModelStoreOptions,
  type ReloadReport,
  type StoredModel,
} from "./model-store";
