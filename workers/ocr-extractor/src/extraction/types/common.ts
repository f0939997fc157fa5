import { type NameOrder, splitFullName } from "../../normalize";
import type { ExtractedField } from "../field";
import type { FieldSpec } from "../field-specs";
import type { LabelledText } from "../labels";
import type { TypeExtraction } from "./type-extraction";

/** Describes specs for /supported-types. */
export function describeSpecs(specs: FieldSpec[]) {
  return specs.map((s) => ({ name: s.name, group: s.group, required: !!s.required, kind: s.kind }));
}

/** Groups and required names of `specs`. */
export function shapeOf(specs: FieldSpec[]): Pick<TypeExtraction, "groupOf" | "required"> {
  return {
    groupOf: Object.fromEntries(specs.map((s) => [s.name, s.group])),
    required: specs.filter((s) => s.required).map((s) => s.name),
  };
}

/**
 * Makes the three name fields agree: nombre_completo is "NOMBRES APELLIDOS" when both parts
 * were read; otherwise a full name that was read (in any order, "APELLIDOS, NOMBRES"
 * included) is split to fill the missing parts. `surnameUnits` comes from an MRZ when known;
 * `order` from the full name's label (see labelledOrder).
 */
export function resolveNames(
  fields: Record<string, ExtractedField>,
  surnameUnits?: number,
  order?: NameOrder,
): void {
  respace(fields, fields.nombre_completo?.value);
  completeCutWords(fields, fields.nombre_completo?.value);
  const n = fields.nombres;
  const a = fields.apellidos;
  if (typeof n?.value === "string" && typeof a?.value === "string") {
    const valid = n.valid === false || a.valid === false ? false : n.valid && a.valid ? true : null;
    fields.nombre_completo = {
      value: `${n.value} ${a.value}`,
      raw: fields.nombre_completo?.raw ?? `${n.raw} ${a.raw}`,
      confidence: Math.min(n.confidence, a.confidence),
      valid,
      check: "nombres + apellidos",
    };
    return;
  }
  const full = fields.nombre_completo;
  if (typeof full?.value !== "string") return;
  // A "name" read apart from surnames that are printed under their own label, and holding
  // none of them, is the given names ("APELLIDOS / SURNAME" and "NOMBRE / NAME" on one card).
  const bare = (s: string) => s.toLocaleUpperCase("es").replace(/[^\p{L}]/gu, "");
  if (
    typeof n?.value !== "string" &&
    typeof a?.value === "string" &&
    a.valid === true &&
    !bare(full.value).includes(bare(a.value))
  ) {
    fields.nombres = { ...full, check: "the name printed apart from the surnames" };
    fields.nombre_completo = {
      ...full,
      value: `${full.value} ${a.value}`,
      raw: `${full.raw} ${a.raw}`,
      confidence: Math.min(full.confidence, a.confidence),
      check: "nombres + apellidos",
    };
    return;
  }
  const split = splitFullName(full.value, surnameUnits, order);
  if (!split) return;
  const part = (value: string): ExtractedField => ({
    ...full,
    value,
    check: "split from nombre_completo",
  });
  fields.nombre_completo = { ...full, value: `${split.given} ${split.surnames}` };
  if (typeof n?.value !== "string") fields.nombres = part(split.given);
  if (typeof a?.value !== "string") fields.apellidos = part(split.surnames);
}

/**
 * Given and family names whose words ran together ("JUANHÉCTOR") re-spaced from a full name
 * read with the same letters ("JUAN HÉCTOR ORDÓÑEZ NÚÑEZ").
 */
function respace(fields: Record<string, ExtractedField>, full: unknown): void {
  const n = fields.nombres;
  const a = fields.apellidos;
  if (typeof full !== "string" || typeof n?.value !== "string" || typeof a?.value !== "string")
    return;
  const bare = (s: string) => s.toLocaleUpperCase("es").replace(/[^\p{L}]/gu, "");
  const words = full.trim().split(/\s+/);
  for (let k = 1; k < words.length; k++) {
    const given = words.slice(0, k).join(" ");
    const family = words.slice(k).join(" ");
    if (bare(given) !== bare(n.value) || bare(family) !== bare(a.value)) continue;
    const cased = (words: string, as: string) =>
      as === as.toLocaleUpperCase("es") ? words.toLocaleUpperCase("es") : words;
    if (k > n.value.split(/\s+/).length) fields.nombres = { ...n, value: cased(given, n.value) };
    if (words.length - k > a.value.split(/\s+/).length)
      fields.apellidos = { ...a, value: cased(family, a.value) };
    return;
  }
}

/** Most letters OCR may lose at a word's end (a box's edge, the line's end). */
const MAX_CUT_LETTERS = 2;

/**
 * Given names or surnames with a word cut short ("IBÁÑEZ PATIÑ") completed from a full name
 * read on its own with the same words ("VALENTINA IBÁÑEZ PATIÑO, titular de…"): OCR loses a
 * word's last letters at a box's edge or a line's end far more often than it adds letters.
 */
function completeCutWords(fields: Record<string, ExtractedField>, full: unknown): void {
  const n = fields.nombres;
  const a = fields.apellidos;
  if (typeof full !== "string" || typeof n?.value !== "string" || typeof a?.value !== "string")
    return;
  const fullWords = full.trim().split(/\s+/);
  const given = n.value.trim().split(/\s+/);
  const family = a.value.trim().split(/\s+/);
  if (fullWords.length !== given.length + family.length) return;
  const cut = (part: string, whole: string) =>
    part.length >= 3 &&
    whole.length > part.length &&
    whole.length - part.length <= MAX_CUT_LETTERS &&
    whole.startsWith(part);
  const completed = [...given, ...family].map((w, i) => {
    const whole = fullWords[i] as string;
    return w === whole || cut(w, whole) ? whole : undefined;
  });
  if (completed.some((w) => w === undefined)) return;
  const join = (from: number, to: number) => completed.slice(from, to).join(" ");
  const newGiven = join(0, given.length);
  const newFamily = join(given.length, completed.length);
  if (newGiven !== n.value.trim()) fields.nombres = { ...n, value: newGiven };
  if (newFamily !== a.value.trim()) fields.apellidos = { ...a, value: newFamily };
}

/**
 * The order a full name was printed in, as its label says: the value read under "APELLIDOS Y
 * NOMBRES" is surnames first, under "NOMBRES Y APELLIDOS" given names first; undefined when
 * no such label gave the full name.
 */
export function labelledOrder(
  text: LabelledText,
  full: ExtractedField | undefined,
): NameOrder | undefined {
  if (typeof full?.raw !== "string") return undefined;
  const labels: [RegExp, NameOrder][] = [
    [/apellidos?(?:\s*\(s\))?\s+y\s+nombres?(?:\s*\(s\))?/, "surnames_first"],
    [/nombres?(?:\s*\(s\))?\s+y\s+apellidos?(?:\s*\(s\))?/, "given_first"],
  ];
  // The full name may continue on the line under the one its caption gives (see
  // fullNameOnTwoLines): the caption's value is where it starts.
  const starts = (raw: string) => full.raw === raw || String(full.raw).startsWith(`${raw} `);
  for (const [label, order] of labels) {
    const hit = text.find(label, { accept: starts });
    if (hit && starts(hit.raw)) return order;
  }
  return undefined;
}
