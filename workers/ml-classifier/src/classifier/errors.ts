import type { IrisError } from "@iris/kit";
import { toServiceError as mapBackboneError } from "@iris/ml-core";

/**
 * Backbone and head failures as the shared error codes: ml-core's one mapping (the same
 * answers as ml-embeddings), with CLASSIFICATION_FAILED for anything else.
 */
export function toServiceError(error: unknown): IrisError {
  return mapBackboneError(error, "CLASSIFICATION_FAILED");
}
