import { DEMONYM_LINE, type NameOrder } from "../../normalize";
import { type ExtractedField, field, MISSING } from "../field";
import { extractFields, type FieldSpec, labelsOf } from "../field-specs";
import type { LabelledText } from "../labels";
import { type NormaliseContext, normaliseValue } from "../normalize-value";
import { fold, type TextLine } from "../text-lines";
import { cardMrz } from "./card-mrz";
import { describeSpecs, labelledOrder, resolveNames, shapeOf } from "./common";
import { namesByValue } from "./names-by-value";
import {
  birthDateAlone,
  CIVIL_STATUS_LINE,
  civilStatusFromCode,
  expiryDateAlone,
  issueDateFromValidity,
  joinSecondSurname,
  L,
  namesOnTwoLines,
  nationalityFromCedula,
  notTheHoldersName,
  OTHER_LABELS,
  PRINTED,
  personSpecs,
} from "./person-fields";
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
  labels: labelsOf(SPECS, OTHER_LABELS),
  printedLabels: PRINTED.card,
  describe: () => describeSpecs(SPECS),
  extract(ctx) {
    const fields = extractFields(SPECS, ctx.text, ctx);
    namesOnTwoLines(fields, ctx.text.lines, ctx);
    joinSecondSurname(fields, ctx.text, ctx);
    givenNamesAfterSurnames(fields, ctx.text.lines, ctx);
    nameUnderOneLabel(fields, ctx.text, ctx);
    cardMrz(fields, ctx.text.lines, ctx);
    namesByValue(fields, ctx.text.lines, ctx);
    birthDateAlone(fields, ctx.text.lines, ctx.today);
    civilStatusFromCode(fields, ctx.text.lines);
    expiryDateAlone(fields, ctx.text.lines, ctx.today);
    issueDateFromValidity(fields, ctx.text.lines, ctx.today);
    resolveNames(fields, undefined, cardNameOrder(ctx.text, fields.nombre_completo, ctx.country));
    nationalityFromCedula(fields);
    notTheHoldersName(fields);
    return { fields, ...shapeOf(SPECS), extras: {} };
  },
};

/**
 * A card that prints the whole name under one "NOMBRE", a line each for the surnames and the
 * given names (Mexico's voting card: paternal, maternal surname, given names): with no
 * surnames read apart, the lines under the label make the full name, split afterwards.
 */
/**
 * Countries whose identity cards print the whole name under one caption ("NOMBRE") surnames
 * first: Mexico's voting credential (INE, IFE before it) prints the paternal surname, the
 * maternal one, then the given names, each on its own line.
 */
const SURNAMES_FIRST_CARDS = new Set(["MX"]);

/**
 * The order of a card's full name: its label's (labelledOrder), else the issuing country's
 * convention. The names' own words still outrank either (splitFullName).
 */
function cardNameOrder(
  text: LabelledText,
  full: ExtractedField | undefined,
  country: string | undefined,
): NameOrder | undefined {
  return (
    labelledOrder(text, full) ??
    (country && SURNAMES_FIRST_CARDS.has(country) ? "surnames_first" : undefined)
  );
}

function nameUnderOneLabel(
  fields: Record<string, ExtractedField>,
  text: LabelledText,
  ctx: NormaliseContext,
): void {
  if (fields.nombres?.value == null) return;
  if (fields.apellidos?.value != null || fields.nombre_completo?.value != null) return;
  const hit = text.find(/(?<![a-z])nombre(?![a-z(])/, {
    accept: (raw) => normaliseValue("name", raw, ctx).valid === true,
  });
  if (!hit) return;
  const block = text.continued(hit, 2);
  if (block.line === hit.line) return;
  const n = normaliseValue("name", block.raw, ctx);
  if (n.valid !== true) return;
  fields.nombre_completo = field(
    block.raw,
    n.value,
    block.confidence,
    true,
    "the name's lines under one label",
  );
  fields.nombres = { ...MISSING };
}

/**
 * Given names not read under their label, taken from the card's "APELLIDOS, NOMBRES" line
 * (printed beside the photo): the words after the surnames already read and a comma.
 */
function givenNamesAfterSurnames(
  fields: Record<string, ExtractedField>,
  lines: TextLine[],
  ctx: NormaliseContext,
): void {
  const given = fields.nombres;
  const surnames = fields.apellidos;
  if ((given?.value !== null && given?.valid !== false) || surnames?.valid !== true) return;
  const key = fold(String(surnames.value)).replace(/[^a-z]+/g, "\\W*");
  const pattern = new RegExp(`${key}\\s*,\\s*([a-z][a-z ]+)$`);
  for (const line of lines) {
    const folded = fold(line.text).trimEnd();
    const m = pattern.exec(folded);
    if (!m?.[1] || folded.length !== line.text.trimEnd().length) continue;
    const raw = line.text.trimEnd().slice(m.index + m[0].length - m[1].length);
    const n = normaliseValue("name", raw, ctx);
    if (n.valid !== true) continue;
    fields.nombres = field(
      raw,
      n.value,
      line.confidence,
      true,
      "after the surnames on the name line",
    );
    return;
  }
}
