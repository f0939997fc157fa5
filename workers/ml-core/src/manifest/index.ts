export {
  DEFAULT_MANIFEST_PATH,
  isInstalled,
  type LoadedManifest,
  loadManifest,
  parseManifest,
  type ResolvedModel,
  resolveManifest,
  sha256File,
} from "./load-manifest";
export {
  type Manifest,
  type ModelEntry,
  manifestSchema,
  modelEntrySchema,
  type PreprocessConfig,
  preprocessSchema,
} from "./schema";
