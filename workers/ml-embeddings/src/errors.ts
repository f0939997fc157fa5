import { toServiceError } from "@iris/ml-core";

/** Runs `fn`, rethrowing backbone failures as IrisErrors (ml-core's mapping, shared with ml-classifier). */
export async function mapped<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    throw toServiceError(error, "EMBEDDING_GENERATION_FAILED");
  }
}
