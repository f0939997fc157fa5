import { IrisError } from "@iris/kit";
import { resolveDataset, type ScannedDataset, scanDataset } from "../datasets";
import type { ClassifierDeps } from "../deps";
import type { TrainRequest } from "../training";

/** Resolves and scans a request's dataset_path inside DATASETS_DIR (400/404 on failure). */
export async function scanRequestedDataset(
  deps: ClassifierDeps,
  datasetPath: string,
): Promise<ScannedDataset> {
  const { config } = deps;
  const root = await resolveDataset(config.DATASETS_DIR, datasetPath);
  const confine = await resolveDataset(config.DATASETS_DIR, ".");
  return scanDataset(root, { confine, maxFiles: config.MAX_DATASET_IMAGES });
}

/**
 * Checks what can be checked before a job is queued, so mistakes answer at once: the
 * backbone exists and is installed, the model id is free, early stopping has a validation
 * split to watch, and the dataset is inside DATASETS_DIR with at least two classes.
 */
export async function prepareTraining(deps: ClassifierDeps, request: TrainRequest) {
  const backbone = request.config.backbone ?? deps.defaultBackbone;
  const entry = deps.backbone.registry.entry(backbone);
  if (entry?.task !== "embedding") {
    throw new IrisError("NOT_FOUND", `unknown backbone "${backbone}"`, {
      details: `embedding models: ${deps.backbone.registry.entries
        .filter((m) => m.task === "embedding")
        .map((m) => m.name)
        .join(", ")}`,
    });
  }
  if (deps.backbone.registry.status(backbone) === "not_installed") {
    throw new IrisError("CONFLICT", `backbone "${backbone}" is not installed`, {
      details: `its file ${entry.file} is absent; it is made by ${entry.source}`,
    });
  }
  if (request.model_id && deps.store.get(request.model_id)) {
    throw new IrisError("CONFLICT", `model "${request.model_id}" already exists`);
  }
  if (request.config.early_stopping && request.validation_split === 0) {
    throw new IrisError("VALIDATION_ERROR", "early_stopping needs a validation split", {
      details: "set validation_split above 0, or early_stopping to false",
    });
  }
  const scanned = await scanRequestedDataset(deps, request.dataset_path);
  const augmentCopies = request.config.data_augmentation
    ? (request.config.augmentation_copies ?? deps.config.TRAINING_AUGMENT_COPIES)
    : 0;
  return { request, scanned, backbone, augmentCopies };
}
