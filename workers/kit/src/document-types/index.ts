/**
 * The document types iris knows, their canonical names and the other names the interface
 * uses for them (spec §2.2, §4.7). The one home of this list: the gateway, the ocr-extractor
 * and the tests import it. Pure (no Node or Worker APIs), so the Worker bundle can too.
 */

/** The five document types, by their canonical names (the classifier's classes). */
export const DOCUMENT_TYPES = [
  "cedula_identidad",
  "ficha_residencia",
  "pasaporte",
  "factura",
  "formulario",
] as const;

/** A canonical document type. */
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** What a run answers when the evidence does not decide the type. */
export const UNKNOWN_TYPE = "unknown";

/** What a caller sends to let iris decide the type. */
export const AUTO_TYPE = "auto";

/**
 * Other names for the same types: the spec's own (cedula and factura/formulario as OCR
 * configuration keys, documento_identidad in statistics, residencia as ficha_type), a short
 * form and the English names.
 */
export const TYPE_ALIASES: Readonly<Record<string, DocumentType>> = {
  cedula: "cedula_identidad",
  documento_identidad: "cedula_identidad",
  residencia: "ficha_residencia",
  ficha: "ficha_residencia",
  passport: "pasaporte",
  invoice: "factura",
  form: "formulario",
};

/** True for a canonical type name. */
export function isDocumentType(name: string): name is DocumentType {
  return (DOCUMENT_TYPES as readonly string[]).includes(name);
}

/**
 * The canonical type of a name or alias, compared without case or surrounding spaces;
 * undefined when iris does not know it (`auto` and `unknown` are not types).
 */
export function canonicalType(name: string): DocumentType | undefined {
  const key = name.trim().toLowerCase();
  if (isDocumentType(key)) return key;
  return Object.hasOwn(TYPE_ALIASES, key) ? TYPE_ALIASES[key] : undefined;
}

/**
 * A caller's type hint: the canonical type, null for none (absent, empty or `auto`), or
 * undefined for a name iris does not know (a validation error for the caller).
 */
export function canonicalHint(hint: string | null | undefined): DocumentType | null | undefined {
  const text = hint?.trim() ?? "";
  if (text === "" || text.toLowerCase() === AUTO_TYPE) return null;
  return canonicalType(text);
}

/** The aliases of one type, in the order listed. */
export function aliasesOf(type: DocumentType): string[] {
  return Object.entries(TYPE_ALIASES)
    .filter(([, t]) => t === type)
    .map(([alias]) => alias);
}

/** Every name a caller may send for a type: canonical names, aliases and `auto`. */
export const TYPE_NAMES: readonly string[] = [
  ...DOCUMENT_TYPES,
  ...Object.keys(TYPE_ALIASES),
  AUTO_TYPE,
];
