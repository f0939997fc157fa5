import type { z } from "zod";
import { IrisError } from "../errors";

/**
 * Parses multipart text fields with a zod schema; failures are 400 VALIDATION_ERROR naming
 * each field at fault. Use `z.coerce` / `formBoolean` for non-string values.
 */
export function parseFields<S extends z.ZodType>(
  schema: S,
  fields: Record<string, string>,
): z.infer<S> {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  throw new IrisError("VALIDATION_ERROR", "invalid form fields", {
    details: result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; "),
  });
}
