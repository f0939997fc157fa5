/** The document types iris extracts (spec §2.2). */
export const DOCUMENT_TYPES = [
  "cedula_identidad",
  "ficha_residencia",
  "pasaporte",
  "factura",
  "formulario",
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** Other names the interface uses for the same types (spec §2.2, §4.7). */
export const TYPE_ALIASES: Record<string, DocumentType> = {
  cedula: "cedula_identidad",
  documento_identidad: "cedula_identidad",
  residencia: "ficha_residencia",
  ficha: "ficha_residencia",
  passport: "pasaporte",
  invoice: "factura",
  form: "formulario",
};

/** The canonical type for a name or alias; undefined when unknown. */
export function canonicalType(name: string): DocumentType | undefined {
  const key = name.trim().toLowerCase();
  if ((DOCUMENT_TYPES as readonly string[]).includes(key)) return key as DocumentType;
  return TYPE_ALIASES[key];
}
