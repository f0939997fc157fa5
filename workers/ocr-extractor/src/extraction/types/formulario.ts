import { DEMONYM_LINE, looksLikeAddress, restoreAccents } from "../../normalize";
import { type CheckboxRead, pageCheckboxes } from "../checkboxes";
import { type ExtractedField, field, MISSING } from "../field";
import { extractFields, type FieldSpec, labelsOf } from "../field-specs";
import type { LabelledText } from "../labels";
import { segmentLines } from "../segments";
import { fold, type TextLine } from "../text-lines";
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
  { name: "ocupacion", group: "applicant", labels: L.ocupacion, kind: "occupation" },
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
    const boxes = pageCheckboxes(ctx.text.lines, ctx.marks);
    // The box ticked under a "Tipo de solicitud" heading answers what the form asks; a title
    // names the form ("SOLICITUD DE LICENCIA DE CONDUCIR" with "☒ Renovación" ticked).
    const asked = requestKind(ctx.text, boxes);
    const titled = tipoSolicitud(ctx.text.lines.map((l) => l.text));
    known.tipo_solicitud =
      asked?.check === TICKED_UNDER || titled.value === null ? (asked ?? titled) : titled;
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
 * The heading or label of the kind of request where the title does not name it: "Tipo de
 * solicitud", "Clase de trámite", "Motivo de la solicitud", "Trámite solicitado".
 */
const REQUEST_KIND =
  /(?:tipo|clase|motivo)\s+de\s+(?:la\s+)?(?:solicitud|tramite)|(?<![a-z])tramite(?:\s+(?:solicitado|a\s+realizar))?(?![a-z])/;
/** How requestKind reports the box ticked under the heading. */
const TICKED_UNDER = "the box ticked under it";
/** A caption's letters are at most this share of the height of the words it names. */
const CAPTION_SIZE = 0.8;
/** The instruction printed under such a heading ("Marque la casilla que corresponda"). */
const INSTRUCTION = /marque|seleccione|senale|indique|elija|casilla|corresponda/;
/** Box rows a heading is followed by: a box glyph or a bracket OCR read for one. */
const BOX_GLYPH = /[☐☑☒□■]|\[\s*[xX]?\s*\]/u;

/**
 * The kind of request of a form whose title does not name it: the one box ticked under a
 * "Tipo de solicitud" heading (boxes on a row of their own, not those after another label on
 * their row: "Documento solicitado: ☒ D.I.P."), else the words labelled "Motivo de la
 * solicitud" (beside, below, or above it as a caption), lower case with accents.
 */
function requestKind(text: LabelledText, boxes: CheckboxRead[]): ExtractedField | undefined {
  const at = text.lines.findIndex((l) => REQUEST_KIND.test(fold(l.text)));
  const heading = text.lines[at];
  if (!heading) return undefined;
  const kind = (label: string) =>
    restoreAccents(label.replace(/\s+/g, " ").toLocaleLowerCase("es"));
  const top = heading.bbox?.y;
  if (top !== undefined) {
    // The heading's boxes: rows of boxes (and its instruction) below it, up to the first line
    // that is neither (a section's heading, "Documento solicitado: ☒ D.I.P.").
    const labelled = (line: string, label: string) =>
      /\p{L}{3,}[^:]*:/u.test(line.slice(0, Math.max(0, line.indexOf(label))));
    const rowOf = (b: CheckboxRead) => text.lines.find((l) => l.text.includes(b.label));
    let end = Number.POSITIVE_INFINITY;
    const below = text.lines
      .filter((l) => l.bbox && l.bbox.y > top && l !== heading)
      .sort((a, b) => (a.bbox?.y ?? 0) - (b.bbox?.y ?? 0));
    for (const line of below) {
      if (INSTRUCTION.test(fold(line.text))) continue;
      const own = boxes.filter((b) => line.text.includes(b.label));
      if (own.length && own.every((b) => !labelled(line.text, b.label))) continue;
      end = line.bbox?.y ?? end;
      break;
    }
    // A box is placed by its square's middle (or the row its label is read on); one labelled by the heading itself (a
    // section's number square read as a box: "☒ TIPO DE SOLICITUD") answers nothing. Of several
    // ticked, the nearest the heading: a request has one kind, and a box further down is a
    // section's number square ("☒ DATOS DEL SOLICITANTE").
    const [left, right] = headingColumn(heading);
    const placed = boxes.flatMap((b) => {
      const y = b.bbox ? b.bbox.y + b.bbox.height / 2 : rowOf(b)?.bbox?.y;
      if (!b.checked || y === undefined || REQUEST_KIND.test(fold(b.label))) return [];
      const x = boxX(b, rowOf(b));
      if (x !== undefined && (x < left || x >= right)) return [];
      return y >= top - (heading.bbox?.height ?? 0) / 2 && y < end ? [{ b, y }] : [];
    });
    const only = placed.sort((p, q) => p.y - q.y)[0]?.b;
    if (only) return field(only.label, kind(only.label), only.confidence, null, TICKED_UNDER);
  }
  const words = (raw: string) =>
    /^\p{L}[\p{L} ]{2,40}$/u.test(raw.trim()) &&
    !INSTRUCTION.test(fold(raw)) &&
    !BOX_GLYPH.test(raw) &&
    !REQUEST_KIND.test(fold(raw));
  // A caption in smaller type right under the words it names ("Renovación" / "Motivo de la
  // solicitud").
  const box = heading.bbox;
  const over = box
    ? text.lines
        .filter(
          (l) =>
            l.bbox &&
            l.bbox.y + l.bbox.height <= box.y + box.height / 2 &&
            l.bbox.x < box.x + box.width &&
            l.bbox.x + l.bbox.width > box.x,
        )
        .sort((a, b) => (b.bbox?.y ?? 0) - (a.bbox?.y ?? 0))[0]
    : undefined;
  if (
    box &&
    over?.bbox &&
    words(over.text) &&
    box.height < CAPTION_SIZE * over.bbox.height &&
    box.y - (over.bbox.y + over.bbox.height) < over.bbox.height
  )
    return field(over.text.trim(), kind(over.text), over.confidence, null, "above its caption");
  const hit = text.find(REQUEST_KIND, { accept: words, valid: words });
  return hit && field(hit.raw, kind(hit.raw), hit.confidence, null, "labelled");
}

/**
 * The columns a request heading's boxes lie in when another section's heading is printed on
 * its row (two sections side by side: "1. TIPO DE SOLICITUD    2. CATEGORÍA SOLICITADA"):
 * from the end of the cell before the heading to the start of the cell after it. The whole
 * width otherwise.
 */
function headingColumn(heading: TextLine): [number, number] {
  const cells = (segmentLines([heading])[0] ?? []).filter((c) => c.x1 > c.x0);
  const at = cells.findIndex((c) => REQUEST_KIND.test(fold(c.text)));
  if (at < 0) return [Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY];
  const before = cells[at - 1];
  const after = cells[at + 1];
  const heads = (c: typeof after) => c !== undefined && /\p{L}{3}/u.test(c.text);
  return [
    heads(before) ? (before as NonNullable<typeof before>).x1 : Number.NEGATIVE_INFINITY,
    heads(after) ? (after as NonNullable<typeof after>).x0 : Number.POSITIVE_INFINITY,
  ];
}

/** Where a box lies across the page: its square's left, else its label's cell on its row. */
function boxX(b: CheckboxRead, row: TextLine | undefined): number | undefined {
  if (b.bbox) return b.bbox.x;
  if (!row) return undefined;
  const cell = (segmentLines([row])[0] ?? []).find((c) => c.x1 > c.x0 && c.text.includes(b.label));
  return cell?.x0;
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
