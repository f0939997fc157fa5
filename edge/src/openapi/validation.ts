import type { z } from "@hono/zod-openapi";
import { IrisError } from "@iris/kit/errors";

/** Turns zod issues into a 400 VALIDATION_ERROR naming every field at fault. */
export function validationError(target: string, issues: readonly z.core.$ZodIssue[]): IrisError {
  const fields = [...new Set(issues.map((i) => i.path.join(".") || target))];
  const details = issues
    .map((i) => `${i.path.length ? i.path.join(".") : target}: ${i.message}`)
    .join("; ");
  return new IrisError("VALIDATION_ERROR", `invalid ${target}: ${fields.join(", ")}`, { details });
}
