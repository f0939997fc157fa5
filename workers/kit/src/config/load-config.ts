import { z } from "zod";

/**
 * Parses configuration from the environment once, at start-up. On a bad value the process
 * stops with one clear line naming the variable, as STYLE.md asks; nothing else in a
 * service reads `process.env`.
 */
export function loadConfig<S extends z.ZodType>(
  schema: S,
  env: Record<string, string | undefined> = process.env,
  exit: (line: string) => never = exitWithLine,
): z.infer<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const line = result.error.issues
    .map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`)
    .join("; ");
  return exit(`invalid configuration: ${line}`);
}

function exitWithLine(line: string): never {
  process.stderr.write(`${line}\n`);
  process.exit(1);
}

export { booleanString } from "../contract/form-fields";

/** An empty string from the environment counts as unset. */
export function optionalString() {
  return z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === "" ? undefined : v));
}
