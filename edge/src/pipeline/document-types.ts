/** The document types iris knows (the classifier's classes, the OCR's types). */
export const KNOWN_TYPES = [
  "cedula_identidad",
  "ficha_residencia",
  "pasaporte",
  "factura",
  "formulario",
] as const;

/** Other names the interface uses (spec §2.2, §4.7), as the ocr-extractor maps them. */
const ALIASES: Record<string, (typeof KNOWN_TYPES)[number]> = {
  cedula: "cedula_identidad",
  documento_identidad: "cedula_identidad",
  residencia: "ficha_residencia",
  ficha: "ficha_residencia",
  passport: "pasaporte",
  invoice: "factura",
  form: "formulario",
};

/**
 * The canonical type of a caller's hint; null for no hint or `auto`; undefined for a name
 * iris does not know.
 */
export function canonicalHint(hint: string | undefined | null): string | null | undefined {
  if (!hint || hint === "auto") return null;
  if ((KNOWN_TYPES as readonly string[]).includes(hint)) return hint;
  return ALIASES[hint];
}
