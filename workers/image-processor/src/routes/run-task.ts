import { IrisError } from "@iris/kit";
import {
  PoolBusyError,
  PoolTimeoutError,
  type ProcessorPool,
  type Task,
  type TaskResult,
} from "../pool";

/** The successful results of a task, by op. */
type Success<Op> = Extract<TaskResult, { ok: true; op: Op }>;

/**
 * Runs a task on the pool and maps every failure to the shared error codes: an unreadable
 * image is 422 IMAGE_PROCESSING_FAILED (the input's fault), a PDF page too large to render
 * 413, bad corners 400, a full queue 503
 * (retry later), a timeout or crash 500 IMAGE_PROCESSING_FAILED (retryable).
 */
export async function runTask<T extends Exclude<Task, { op: "warmup" }>>(
  pool: ProcessorPool,
  task: T,
): Promise<Success<T["op"]>> {
  let result: TaskResult;
  try {
    result = await pool.run(task);
  } catch (error) {
    if (error instanceof PoolBusyError) {
      throw new IrisError("SERVICE_UNAVAILABLE", "the image processor is busy", {
        details: error.message,
        retryAfter: 2,
        cause: error,
      });
    }
    if (error instanceof PoolTimeoutError) {
      throw new IrisError("IMAGE_PROCESSING_FAILED", "image processing took too long", {
        details: error.message,
        cause: error,
      });
    }
    throw new IrisError("IMAGE_PROCESSING_FAILED", "image processing failed", { cause: error });
  }
  if (!result.ok) {
    if (result.fault === "too_large") {
      throw new IrisError("FILE_TOO_LARGE", result.message, { details: result.details ?? "" });
    }
    if (result.fault === "invalid_corners") {
      throw new IrisError("VALIDATION_ERROR", "the corners cannot be used", {
        details: result.message,
      });
    }
    throw new IrisError("IMAGE_PROCESSING_FAILED", "the image could not be decoded", {
      inputFault: true,
      details: result.message,
    });
  }
  return result as Success<T["op"]>;
}

/** A fresh copy of upload bytes that can be moved to a worker thread. */
export function ownBytes(buffer: Uint8Array): Uint8Array {
  return new Uint8Array(buffer);
}
