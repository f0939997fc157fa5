import { z } from "zod";

/** A boolean written as text (environment or form field): true/false, 1/0, yes/no, on/off. */
export const booleanString = z
  .union([z.boolean(), z.enum(["true", "false", "1", "0", "yes", "no", "on", "off", ""])])
  .transform((v) => v === true || v === "true" || v === "1" || v === "yes" || v === "on");
