import { DEMONYM_LINE, looksLikeAddress } from "../../normalize";
import { checkboxGroups, pageCheckboxes } from "../checkboxes";
import { extractFields, type FieldSpec, labelsOf } from "../field-specs";
import { describeSpecs, labelledOrder, resolveNames, shapeOf } from "./common";
import { namesByValue } from "./names-by-value";
import {
  birthDateAlone,
  CIVIL_STATUS_LINE,
  EMAIL_ANYWHERE,
  HOLDER_NAME,
  joinSecondSurname,
  L,
  mailboxOfHolder,
  nationalityFromCedula,
  notTheHoldersName,
  OTHER_LABELS,
  PHONE_ANYWHERE,
  PRINTED,
  personSpecs,
  phoneOfHolderCountry,
} from "./person-fields";
import type { TypeExtractor } from "./type-extraction";

const SPECS: FieldSpec[] = [
  ...personSpecs(),
  {
    name: "nombre_completo",
    group: "personal_info",
    labels: L.nombreCompleto,
    kind: "name",
    anywhere: HOLDER_NAME,
  },
  {
    name: "direccion",
    group: "contact_info",
    labels: L.direccion,
    kind: "address",
    required: true,
    multiline: true,
    anywhere: looksLikeAddress,
  },
  {
    name: "telefono",
    group: "contact_info",
    labels: L.telefono,
    kind: "phone",
    required: true,
    anywhere: PHONE_ANYWHERE,
    anywhereChecked: true,
  },
  {
    name: "email",
    group: "contact_info",
    labels: L.email,
    kind: "email",
    anywhere: EMAIL_ANYWHERE,
  },
  {
    name: "estado_civil",
    group: "additional_info",
    labels: L.estadoCivil,
    kind: "estado_civil",
    anywhere: CIVIL_STATUS_LINE,
  },
  { name: "ocupacion", group: "additional_info", labels: L.ocupacion, kind: "occupation" },
  {
    name: "nacionalidad",
    group: "additional_info",
    labels: L.nacionalidad,
    kind: "nationality",
    short: true,
    anywhere: DEMONYM_LINE,
  },
];

/** ficha_residencia: the personal_info, contact_info and additional_info groups of spec §2.2. */
export const ficha: TypeExtractor = {
  labels: labelsOf(SPECS, OTHER_LABELS),
  printedLabels: PRINTED.person,
  describe: () => describeSpecs(SPECS),
  extract(ctx) {
    const fields = extractFields(SPECS, ctx.text, ctx);
    joinSecondSurname(fields, ctx.text, ctx);
    namesByValue(fields, ctx.text.lines, ctx);
    birthDateAlone(fields, ctx.text.lines, ctx.today);
    resolveNames(fields, undefined, labelledOrder(ctx.text, fields.nombre_completo));
    nationalityFromCedula(fields);
    phoneOfHolderCountry(fields, ctx);
    mailboxOfHolder(fields);
    notTheHoldersName(fields);
    const extras: Record<string, unknown> = ctx.checkboxes
      ? checkboxGroups(pageCheckboxes(ctx.text.lines, ctx.marks))
      : {};
    return { fields, ...shapeOf(SPECS), extras };
  },
};
