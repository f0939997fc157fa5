import { DEMONYM_LINE, looksLikeAddress, restoreAccents } from "../../normalize";
import { pageCheckboxes } from "../checkboxes";
import { field, MISSING } from "../field";
import { extractFields, type FieldSpec, labelsOf } from "../field-specs";
import { fold } from "../text-lines";
import { describeSpecs, labelledOrder, resolveNames } from "./common";
import {
  birthDateAlone,
  CEDULA_ANYWHERE,
  CIVIL_STATUS_LINE,
  EMAIL_ANYWHERE,
  L,
  mailboxOfHolder,
  notTheHoldersName,
  OTHER_LABELS,
  PHONE_ANYWHERE,
  PRINTED,
  phoneOfHolderCountry,
} from "./person-fields";
import type { TypeExtractor } from "./type-extraction";

/**
 * The closing formula of Spanish forms and letters, "En Santander, a 5 de diciembre de 2024"
 * or "Caracas, 12/01/2024": a place (of one or more words, "Vitoria-Gasteiz", "L'Hospitalet"),
 * a comma, an optional "a" and the date.
 */
const PLACE_AND_DATE =
  /(?:^|\b[Ee]n\s+)[\p{Lu}][\p{L}.'’ -]{2,40}?,\s*(?:a\s+)?(\d{1,2}(?:\s+de\s+\p{L}{3,10}\s+de(?:l)?\s+\d{4}|\s*[/.-]\s*\d{1,2}\s*[/.-]\s*\d{2,4}))/u;

/** The applicant's fields a form usually asks for, read like a ficha's. */
const SPECS: FieldSpec[] = [
  {
    name: "nombre_completo",
    group: "applicant",
    labels: L.nombreCompleto,
    kind: "name",
    required: true,
  },
  {
    name: "cedula_numero",
    group: "applicant",
    labels: L.cedula,
    kind: "cedula",
    anywhere: CEDULA_ANYWHERE,
  },
  { name: "fecha_nacimiento", group: "applicant", labels: L.fechaNacimiento, kind: "date:birth" },
  {
    name: "estado_civil",
    group: "applicant",
    labels: L.estadoCivil,
    kind: "estado_civil",
    anywhere: CIVIL_STATUS_LINE,
  },
  { name: "ocupacion", group: "applicant", labels: L.ocupacion, kind: "lower_text" },
  {
    name: "nacionalidad",
    group: "applicant",
    labels: L.nacionalidad,
    kind: "nationality",
    short: true,
    anywhere: DEMONYM_LINE,
  },
  {
    name: "direccion",
    group: "applicant",
    labels: L.direccion,
    kind: "address",
    multiline: true,
    anywhere: looksLikeAddress,
  },
  {
    name: "telefono",
    group: "applicant",
    labels: L.telefono,
    kind: "phone",
    anywhere: PHONE_ANYWHERE,
    anywhereChecked: true,
  },
  { name: "email", group: "applicant", labels: L.email, kind: "email", anywhere: EMAIL_ANYWHERE },
  {
    name: "fecha",
    group: "form_info",
    labels: [
      // When the form was filled in or received, as forms word it ("Fecha de la solicitud",
      // Colombia's "Fecha de diligenciamiento", "Lugar y fecha").
      /fecha\s+de\s+(?:la\s+)?(?:solicitud|emision|diligenciamiento|presentacion|recepcion|radicacion|inscripcion|registro|elaboracion|tramite)/,
      /lugar\s+y\s+fecha/,
      // "Fecha" alone, or with its one-word translation ("Fecha / Date:", "Data / Fecha"):
      // before a colon, a date, or nothing (a caption under the line the date is written on).
      /fecha(?=\s*(?:[/|]\s*[a-z]+\s*)?(?::|\s\d|\s*$))/,
    ],
    kind: "date:issue",
    anywhere: PLACE_AND_DATE,
  },
];

const PAIR = /^\s*([\p{L}][\p{L}\d ./()'’°º#-]{0,48}?)\s*:\s*(.*\S)?\s*$/u;

/** A label as a field key: lower-case, no accents, words joined by "_". */
export function keyOf(label: string): string {
  return fold(label)
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_|_$/g, "");
}

/**
 * formulario: every `label: value` pair (one per column cell) as form_fields, and checkbox
 * states as checkboxes. Nothing is required; values are kept as read.
 */
export const formulario: TypeExtractor = {
  labels: labelsOf(SPECS, OTHER_LABELS),
  // Not "nombres"/"apellidos": a form's "Nombre:" row is its own pair.
  printedLabels: [
    ...PRINTED.fullName,
    ...PRINTED.person.filter((l) => l !== "nombres" && l !== "apellidos"),
    "direccion de habitacion",
  ],
  describe: () => [
    ...describeSpecs(SPECS),
    {
      name: "tipo_solicitud",
      group: "form_info",
      required: false,
      kind: "from the title (SOLICITUD DE ...)",
    },
    { name: "form_fields", group: "form_fields", required: false, kind: "label: value pairs" },
    { name: "checkboxes", group: "checkboxes", required: false, kind: "label → boolean" },
  ],
  extract(ctx) {
    const known = extractFields(SPECS, ctx.text, ctx);
    resolveNames(known, undefined, labelledOrder(ctx.text, known.nombre_completo));
    phoneOfHolderCountry(known, ctx);
    mailboxOfHolder(known);
    notTheHoldersName(known);
    birthDateAlone(known, ctx.text.lines, ctx.today);
    // Only the applicant fields the form actually shows are kept.
    for (const [name, f] of Object.entries(known))
      if (f.value === null && name !== "nombre_completo") delete known[name];
    known.tipo_solicitud = tipoSolicitud(ctx.text.lines.map((l) => l.text));
    const fields: Record<string, ReturnType<typeof field>> = {};
    const groupOf: Record<string, string> = {};
    for (const [name, f] of Object.entries(known)) {
      fields[name] = f;
      groupOf[name] = SPECS.find((s) => s.name === name)?.group ?? "form_info";
    }
    const labels: Record<string, string> = {};
    for (const row of ctx.text.segments) {
      for (const seg of row) {
        const m = PAIR.exec(seg.text);
        if (!m) continue;
        const key = keyOf(m[1] as string);
        if (!key || key in fields || isFieldLabel(m[1] as string)) continue;
        let raw = (m[2] ?? "").trim();
        let confidence = 0;
        const line = ctx.text.lines[seg.line];
        if (raw && line) {
          const start = seg.start + seg.text.lastIndexOf(raw);
          const words = line.words.filter((w) => w.end > start && w.start < start + raw.length);
          confidence = words.length
            ? words.reduce((a, w) => a + w.confidence, 0) / words.length
            : line.confidence;
        } else {
          const below = ctx.text.find(new RegExp(escapeRegExp(fold(m[1] as string))));
          raw = below?.raw ?? "";
          confidence = below?.confidence ?? 0;
        }
        if (!raw) continue;
        fields[key] = field(raw, raw.replace(/\s+/g, " "), confidence, null);
        groupOf[key] = "form_fields";
        labels[key] = (m[1] as string).trim();
      }
    }
    const extras: Record<string, unknown> = { field_labels: labels };
    if (ctx.checkboxes) {
      // A form always answers the group, empty when it has no boxes.
      const boxes = pageCheckboxes(ctx.text.lines, ctx.marks);
      extras.checkboxes = Object.fromEntries(boxes.map((b) => [b.label, b.checked]));
      extras.checkbox_details = boxes;
    }
    return { fields, groupOf, required: ["nombre_completo"], extras };
  },
};

const FIELD_LABELS = labelsOf(SPECS).map((re) => new RegExp(`^(?:${re.source})`));

/** True when a pair's label is one of the applicant fields' (read as that field already). */
function isFieldLabel(label: string): boolean {
  const folded = fold(label).trim();
  return FIELD_LABELS.some((re) => re.test(folded));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The kind of request from a title such as "SOLICITUD DE EMPLEO" or "SOLICITUD DE CRÉDITO
 * PERSONAL", else a form's title ("FORMULARIO DE AFILIACIÓN"): the words after "solicitud
 * de" (or "formulario / planilla / formato de") to the end of the title (at most six, up to
 * a dash, colon, parenthesis or number), lower case with accents.
 */
function tipoSolicitud(lines: string[]): ReturnType<typeof field> {
  const heading = lines.slice(0, 12);
  const titled = (re: RegExp) =>
    heading.map((line) => re.exec(line)).find((m) => m && !/^solicitud\b/iu.test(m[1] as string));
  const m = titled(REQUEST_TITLE) ?? titled(FORM_TITLE);
  if (m) {
    const words = (m[1] as string).split(/\s+/);
    // A title ends where the lettering changes ("SOLICITUD DE CRÉDITO PERSONAL Fecha:"): the
    // words are kept while they are in the case of the first.
    const caseOf = (w: string) =>
      w === w.toLocaleUpperCase("es")
        ? "upper"
        : w === w.toLocaleLowerCase("es")
          ? "lower"
          : "mixed";
    const first = caseOf(words[0] as string);
    const end = words.findIndex(
      (w) => caseOf(w) !== first && !(first === "mixed" && caseOf(w) === "lower"),
    );
    let kept = end < 0 ? words : words.slice(0, end);
    // "AFILIACIÓN DE ASOCIADO(A)": a last "de" naming who applies is not the kind of request.
    const of = kept.length - 2;
    if (of >= 1 && /^del?$/iu.test(kept[of] as string) && APPLICANT.test(kept[of + 1] as string))
      kept = kept.slice(0, of);
    const value = restoreAccents(kept.join(" ").toLocaleLowerCase("es"));
    return field(m[0], value, 0.9, null);
  }
  return { ...MISSING };
}

/**
 * Nouns for the person a request is made by or for, in any gender and number: "Solicitud de
 * afiliación de asociado(a)", "… de inscripción de estudiantes" name who applies after the kind.
 */
const APPLICANT =
  /^(?:asociad|soci|afiliad|beneficiari|alumn|estudiante|trabajador|ciudadan|usuari|client|menor|person|titular|emplead|aspirante|solicitante|residente|extranjer|contribuyente|interesad|paciente|propietari|inquilin|arrendatari|c[oó]nyuge|hij|vecin|miembro|funcionari|docente|jubilad|pensionad)(?:[oa]s?|es|s)?$/iu;

/** A request's title: "SOLICITUD DE CRÉDITO PERSONAL", "Solicitud para beca" (up to 6 words). */
const REQUEST_TITLE = /solicitud\s+(?:de|para)\s+(\p{L}+(?:\s+\p{L}+){0,5})\s*(?:$|[-–—:(|,.\d])/iu;
/** A form titled by what it is for: "FORMULARIO DE AFILIACIÓN", "PLANILLA ÚNICA DE INSCRIPCIÓN". */
const FORM_TITLE =
  /(?:^|\s)(?:formulario|planilla|formato)(?:\s+[uú]nic[oa])?\s+(?:de|para)\s+(\p{L}+(?:\s+\p{L}+){0,5})\s*(?:$|[-–—:(|,.\d])/iu;
