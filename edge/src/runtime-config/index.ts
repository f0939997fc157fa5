export { deepMerge, defaultRuntimeConfig } from "./defaults";
export {
  type RuntimeConfig,
  type RuntimeConfigPatch,
  runtimeConfigPatchSchema,
  runtimeConfigSchema,
} from "./schema";
export { RuntimeConfigStore, type VersionedConfig } from "./store";
