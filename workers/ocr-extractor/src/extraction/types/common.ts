import type { ExtractedField } from "../field";
import type { FieldSpec } from "../field-specs";
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

/** nombre_completo from nombres + apellidos when both were read, else what its label gave. */
export function fullName(fields: Record<string, ExtractedField>): ExtractedField | undefined {
  const n = fields.nombres;
  const a = fields.apellidos;
  if (typeof n?.value !== "string" || typeof a?.value !== "string") return undefined;
  const valid = n.valid === false || a.valid === false ? false : n.valid && a.valid ? true : null;
  return {
    value: `${n.value} ${a.value}`,
    raw: `${n.raw} ${a.raw}`,
    confidence: Math.min(n.confidence, a.confidence),
    valid,
    check: "nombres + apellidos",
  };
}
