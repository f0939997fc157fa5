import { IrisError } from "@iris/kit";
import { ImageDecodeError, ModelError, QueueFullError } from "@iris/ml-core";

/**
 * Maps backbone failures to the shared error codes: unknown model 404, not installed or
 * corrupt 409, undecodable image 422, full queue 503 (retry), anything else 500.
 */
export function toServiceError(error: unknown): unknown {
  if (error instanceof ModelError) {
    switch (error.reason) {
      case "unknown":
        return new IrisError("NOT_FOUND", error.message, { details: error.hint });
      case "not_installed":
      case "checksum_mismatch":
        return new IrisError("CONFLICT", error.message, { details: error.hint });
      default:
        return new IrisError("EMBEDDING_GENERATION_FAILED", error.message, { cause: error });
    }
  }
  if (error instanceof ImageDecodeError) {
    return new IrisError("IMAGE_PROCESSING_FAILED", error.message, {
      inputFault: true,
      details: "the file has an image signature but could not be decoded",
    });
  }
  if (error instanceof QueueFullError) {
    return new IrisError("SERVICE_UNAVAILABLE", "the embedding queue is full", {
      details: error.message,
      retryAfter: 1,
    });
  }
  return error;
}

/** Runs `fn`, rethrowing backbone failures as IrisErrors. */
export async function mapped<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    throw toServiceError(error);
  }
}
