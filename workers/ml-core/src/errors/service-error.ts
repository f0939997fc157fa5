import { IrisError, isIrisError } from "@iris/kit";
import { QueueFullError } from "../batching";
import { ImageDecodeError, ModelError } from "../registry";

/** The phase failure code of the service that maps: what "anything else failed" is called. */
export type BackboneFailureCode = "EMBEDDING_GENERATION_FAILED" | "CLASSIFICATION_FAILED";

/**
 * Maps a backbone failure to the shared error codes — the one mapping of ml-embeddings and
 * ml-classifier, so the same input gets the same answer from both: unknown model 404 NOT_FOUND;
 * not installed or corrupt 409 CONFLICT; an image with a valid signature that does not decode
 * 422 IMAGE_PROCESSING_FAILED (the input's fault, as for an unreadable header in the kit); a
 * full inference queue 503 with Retry-After; anything else 500 `failure`. IrisErrors pass.
 */
export function toServiceError(error: unknown, failure: BackboneFailureCode): IrisError {
  if (isIrisError(error)) return error;
  if (error instanceof ModelError) {
    switch (error.reason) {
      case "unknown":
        return new IrisError("NOT_FOUND", error.message, { details: error.hint });
      case "not_installed":
      case "checksum_mismatch":
        return new IrisError("CONFLICT", error.message, { details: error.hint });
      default:
        return new IrisError(failure, error.message, { cause: error });
    }
  }
  if (error instanceof ImageDecodeError) {
    return new IrisError("IMAGE_PROCESSING_FAILED", error.message, {
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
  const what = failure === "CLASSIFICATION_FAILED" ? "classification" : "embedding";
  return new IrisError(failure, `${what} failed`, { cause: error });
}
