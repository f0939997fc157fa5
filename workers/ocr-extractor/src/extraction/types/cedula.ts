import { DEMONYM_LINE } from "../../normalize";
import { extractFields, type FieldSpec, labelsOf } from "../field-specs";
import { describeSpecs, resolveNames, shapeOf } from "./common";
import { CIVIL_STATUS_LINE, L, nationalityFromCedula, PRINTED, personSpecs } from "./person-fields";
import type { TypeExtractor } from "./type-extraction";

const SPECS: FieldSpec[] = [
  ...personSpecs(),
  { name: "nombre_completo", group: "personal_info", labels: L.nombreCompleto, kind: "name" },
  {
    name: "estado_civil",
    group: "additional_info",
    labels: L.estadoCivil,
    kind: "estado_civil",
    anywhere: CIVIL_STATUS_LINE,
  },
  {
    name: "nacionalidad",
    group: "additional_info",
    labels: L.nacionalidad,
    kind: "nationality",
    short: true,
    anywhere: DEMONYM_LINE,
  },
  {
    name: "fecha_expedicion",
    group: "document_info",
    labels: L.fechaExpedicion,
    kind: "date:issue",
  },
  {
    name: "fecha_vencimiento",
    group: "document_info",
    labels: L.fechaVencimiento,
    kind: "date:expiry",
  },
];

/** cedula_identidad: personal_info, additional_info and document_info (issue/expiry dates). */
export const cedula: TypeExtractor = {
  labels: labelsOf(SPECS),
  printedLabels: PRINTED.card,
  describe: () => describeSpecs(SPECS),
  extract(ctx) {
    const fields = extractFields(SPECS, ctx.text, ctx);
    resolveNames(fields);
    nationalityFromCedula(fields);
    return { fields, ...shapeOf(SPECS), extras: {} };
  },
};
