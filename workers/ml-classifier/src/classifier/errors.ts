import { IrisError } from "@iris/kit";
import { ImageDecodeError, ModelError, QueueFullError } from "@iris/ml-core";

/**
 * Maps backbone failures to the shared error codes, as ml-embeddings does: unknown model
 * 404, not installed or corrupt 409, undecodable image 422, full queue 503 (retry),
 * anything else 500 CLASSIFICATION_FAILED.
 */
export function toServiceError(error: unknown): IrisError {
  if (error instanceof IrisError) return error;
  if (error instanceof ModelError) {
    switch (error.reason) {
      case "unknown":
        return new IrisError("NOT_FOUND", error.message, { details: error.hint });
      case "not_installed":
      case "checksum_mismatch":
        return new IrisError("CONFLICT", error.message, { details: error.hint });
      default:
        return new IrisError("CLASSIFICATION_FAILED", error.message, { cause: error });
    }
  }
  if (error instanceof ImageDecodeError) {
    return new IrisError("CLASSIFICATION_FAILED", "the image could not be decoded", {
      inputFault: true,
      details: "the file has an image signature but could not be decoded",
      cause: error,
    });
  }
  if (error instanceof QueueFullError) {
    return new IrisError("SERVICE_UNAVAILABLE", "the inference queue is full", {
      details: error.message,
      retryAfter: 1,
    });
  }
  return new IrisError("CLASSIFICATION_FAILED", "classification failed", { cause: error });
}
