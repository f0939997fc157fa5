import { distance } from "fastest-levenshtein";
import {
  countNameUnits,
  nationalityCode,
  respellMisshapenNames,
  restoreAccents,
} from "../../normalize";
import { type ExtractedField, field, MISSING } from "../field";
import { extractFields, type FieldSpec, labelsOf } from "../field-specs";
import { documentNumberCheck, icaoCheckDigit, type MrzResult, readMrz } from "../mrz";
import { normaliseValue } from "../normalize-value";
import { segmentLines } from "../segments";
import { fold, type TextLine } from "../text-lines";
import { describeSpecs, resolveNames, shapeOf } from "./common";
import { namesByValue } from "./names-by-value";
import {
  expiryDateAlone,
  issueDateFromValidity,
  L,
  notTheHoldersName,
  PRINTED,
} from "./person-fields";
import type { ExtractContext, TypeExtractor } from "./type-extraction";

const SPECS: FieldSpec[] = [
  {
    name: "tipo",
    group: "document_info",
    labels: [/tipo(?:\s*\/\s*type)?/, /\btype\b/],
    kind: "code",
    short: true,
  },
  {
    name: "codigo_pais",
    group: "document_info",
    labels: [/codigo\s+del?\s+pais(?:\s*\/\s*country\s+code)?/, /country\s+code/],
    kind: "code",
  },
  { name: "apellidos", group: "personal_info", labels: L.apellidos, kind: "name", required: true },
  { name: "nombres", group: "personal_info", labels: L.nombres, kind: "name", required: true },
  { name: "nombre_completo", group: "personal_info", labels: L.nombreCompleto, kind: "name" },
  {
    name: "numero_pasaporte",
    group: "document_info",
    // "N°" is often read "N*" or "N'".
    labels: [
      /(?:pasaporte\s*)?n(?:o|[°º.*]|umero|ro)\.?\s*(?:de\s+)?pasaporte(?:\s*\/\s*passport\s+no\.?)?/,
      /passport\s+n(?:o\.?|[°º*'’])/,
      /pasaporte\s*n(?:o|[°º.*])/,
    ],
    kind: "document_number",
    required: true,
  },
  {
    name: "nacionalidad",
    group: "personal_info",
    labels: L.nacionalidad,
    kind: "nationality",
    short: true,
    required: true,
  },
  {
    name: "fecha_nacimiento",
    group: "personal_info",
    labels: L.fechaNacimiento,
    kind: "date:birth",
    required: true,
  },
  {
    name: "sexo",
    group: "personal_info",
    labels: [/sexo(?:\s*\/\s*sex)?/, /\bsexe?\b/],
    kind: "sex",
    short: true,
  },
  {
    name: "lugar_nacimiento",
    group: "personal_info",
    labels: [
      /lugar\s+(?:y\s+fecha\s+)?de\s+nacimiento(?:\s*\/\s*place\s+of\s+birth)?/,
      /place\s+of\s+birth|birth\s*place/,
      // ICAO 9303's third language on many Spanish-speaking countries' data pages (French),
      // abbreviations ("Lug. de nac."), and Catalan, Galician and Portuguese.
      /lieu\s+de\s+naissance/,
      /(?<![a-z])lug(?:ar|\.)?\s*(?:de\s+)?nac(?:\.|(?![a-z]))/,
      /(?:ciudad|municipio|localidad)\s+de\s+nacimiento|(?<![a-z])nacid[oa]\s+en(?![a-z])/,
      /lloc\s+de\s+naixement|lugar\s+de\s+nacemento|local\s+de\s+nascimento/,
    ],
    kind: "place",
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
    required: true,
  },
];

/** Capitals ending a line, a place's words ("LA PAZ", "SAN JOSÉ DE CÚCUTA", "LIMA, PERÚ"). */
const CAPITALS_AT_END =
  /(?:^|[^\p{L}\d])(\p{Lu}[\p{Lu}'’.-]*(?:[\s,]+\p{Lu}[\p{Lu}'’.-]*){0,4})\s*$/u;
/** What a place-of-birth guess by position reports as its confidence. */
const BY_ORDER_CONFIDENCE = 0.5;

/** A data page's caption words: capitals holding one are a caption, not a place. */
const CAPTION_WORD =
  /fecha|date|emision|expedicion|issue|lugar|place|nacimiento|birth|sexo|\bsex|pasaporte|passport/;

/**
 * The place of birth where its label was not read: ICAO 9303 orders a passport's data page
 * (part 4: … sex, place of birth, date of issue …), so the place is printed just before the
 * date of issue — on its row ("CHIHUAHUA —— 27052020") or on the line above, ending it in
 * capitals ("Luar de nano LA PAZ", its caption garbled) — or right after the sex on the sex's
 * row ("M — SAN PEDRO DE MACORÍS", when the date of issue was not read). Taken as a place:
 * capitals of three letters or more, no digits, no caption's word, neither the sex nor the
 * nationality.
 */
function placeOfBirthByOrder(
  fields: Record<string, ExtractedField>,
  lines: TextLine[],
  ctx: ExtractContext,
): void {
  if (fields.lugar_nacimiento?.value != null) return;
  const others = [fields.nacionalidad?.raw, fields.sexo?.raw].map((v) => fold(v ?? "").trim());
  for (const { text, line, check } of placeCandidates(fields, lines)) {
    // A lone letter before the place is what is left of its caption ("E COCHABAMBA"); not the
    // Galician articles of "A Coruña", "O Grove".
    // A mark OCR left after the place ("F LA CEIBA ,") does not end its capitals.
    const run = CAPITALS_AT_END.exec(text.replace(/[^\p{L}]+$/u, ""))?.[1]
      ?.trim()
      .replace(/^(?:[B-NP-Z]\s+)+(?=\p{Lu}{2})/u, "");
    if (!run || (run.match(/\p{L}/gu)?.length ?? 0) < 3) continue;
    if (CAPTION_WORD.test(fold(run)) || others.includes(fold(run)) || nationalityCode(run))
      continue;
    const n = normaliseValue("place", run, ctx);
    if (n.valid === false || typeof n.value !== "string") continue;
    fields.lugar_nacimiento = field(
      run,
      n.value,
      Math.min(line.confidence, BY_ORDER_CONFIDENCE),
      n.valid,
      check,
    );
    return;
  }
}

/** What a caption's other languages leave as a "value" ("Pl [birth", "* Plarc 04 birth"). */
const CAPTION_REMNANT = /(?<![a-z])(?:birth|place|lieu|naissance)(?![a-z])|\d/;

/**
 * A place of birth read from what is left of its caption's English or French half, or holding
 * digits, is no place: it is dropped, and the place is looked for by ICAO 9303's order.
 */
function noCaptionForPlace(fields: Record<string, ExtractedField>): void {
  const place = fields.lugar_nacimiento;
  if (typeof place?.value === "string" && CAPTION_REMNANT.test(fold(place.value)))
    fields.lugar_nacimiento = { ...MISSING };
}

/**
 * Where a place of birth may be printed by ICAO 9303's order, nearest first: before the date
 * of issue on its row, ending the line above it, then after the sex on a row that starts with
 * it (the sex as read or from the MRZ).
 */
function placeCandidates(
  fields: Record<string, ExtractedField>,
  lines: TextLine[],
): { text: string; line: TextLine; check: string }[] {
  const out: { text: string; line: TextLine; check: string }[] = [];
  const issue = fields.fecha_expedicion?.raw;
  const at =
    issue && fields.fecha_expedicion?.value != null && fields.fecha_expedicion.valid !== false
      ? lines.findIndex((l) => l.text.includes(issue))
      : -1;
  if (at >= 0) {
    const check = "printed just before the date of issue, in ICAO 9303's order";
    const own = lines[at] as TextLine;
    out.push({
      text: lastCell(own, own.text.search(/\d/)).replace(/[^\p{L}]+$/u, ""),
      line: own,
      check,
    });
    const above = lines[at - 1];
    if (above) out.push({ text: lastCell(above, above.text.length), line: above, check });
  }
  const sex = fields.sexo?.value;
  if (typeof sex === "string" && /^[MFX]$/.test(sex)) {
    const row = new RegExp(`^[^\\p{L}\\d]*${sex}(?![\\p{L}\\d])[^\\p{L}\\d]*(\\p{Lu}.*)$`, "u");
    for (const line of lines) {
      const rest = row.exec(line.text)?.[1];
      if (rest && !/[\d<]/.test(rest))
        out.push({ text: rest, line, check: "printed after the sex, in ICAO 9303's order" });
    }
  }
  return out;
}

/**
 * The text of `line` before character `end` from the start of the column cell it ends in (the
 * line's segments, cut at wide gaps): the sex printed left of the place on its row ("F
 * SANTIAGO" with a wide gap, read "FO SANTIAGO") is a cell of its own. Lines without word
 * boxes are one cell.
 */
function lastCell(line: TextLine, end: number): string {
  const cells = (segmentLines([line])[0] ?? []).filter((c) => c.start < end && c.x1 > c.x0);
  const last = cells.at(-1);
  return last ? line.text.slice(last.start, end) : line.text.slice(0, Math.max(0, end));
}

/** Visual-zone field → how the MRZ says it, for the cross-check. */
const CROSS: [visual: string, mrz: (m: MrzResult) => string | null][] = [
  ["apellidos", (m) => m.fields.surname],
  ["nombres", (m) => m.fields.given_names],
  ["numero_pasaporte", (m) => m.fields.document_number],
  ["fecha_nacimiento", (m) => m.fields.birth_date],
  ["fecha_vencimiento", (m) => m.fields.expiry_date],
  ["sexo", (m) => m.fields.sex],
  ["nacionalidad", (m) => m.fields.nationality],
];

/**
 * pasaporte: the visual zone's fields plus the ICAO 9303 MRZ, parsed with every check digit
 * verified and cross-checked field by field against the visual zone. A field missing from the
 * visual zone is taken from a verified MRZ; agreement raises a field's confidence, a mismatch
 * marks it invalid.
 */
export const pasaporte: TypeExtractor = {
  labels: labelsOf(SPECS),
  printedLabels: PRINTED.passport,
  describe: () => [
    ...describeSpecs(SPECS),
    { name: "mrz", group: "mrz", required: true, kind: "ICAO 9303 TD3/TD2/TD1" },
  ],
  extract(ctx) {
    const fields = extractFields(SPECS, ctx.text, ctx);
    const mrz = readMrz(ctx.text.lines);
    // A visual full name ("Nombre / Name") fills nombres/apellidos before the MRZ would.
    resolveNames(fields, mrz?.fields.surname ? countNameUnits(mrz.fields.surname) : undefined);
    const cross: Record<string, "match" | "mismatch" | "visual_missing" | "mrz_missing"> = {};
    if (mrz) {
      for (const [name, get] of CROSS) {
        const fromMrz = get(mrz);
        const visual = fields[name] ?? MISSING;
        if (!fromMrz) {
          cross[name] = "mrz_missing";
        } else if (visual.value === null) {
          cross[name] = "visual_missing";
          // A checked field is taken when its own check digit holds, though another's fails.
          if (dataVerified(mrz) || !isChecked(name) || ownCheckHolds(name, mrz))
            fields[name] = fromMrzField(isName(name) ? mrzName(fromMrz) : fromMrz, mrz, name);
        } else if (same(name, visual.value, fromMrz)) {
          cross[name] = "match";
          fields[name] = {
            ...visual,
            valid: true,
            confidence: Math.max(visual.confidence, mrz.ocr_confidence),
            check: "matches the MRZ",
          };
        } else if (
          isName(name) &&
          visual.valid !== false &&
          (letterApart(visual.value, fromMrz) || fillerMisread(visual.value, fromMrz))
        ) {
          // The same words one misread letter apart ("JULIÁN" / "JULTAN"): no check digit
          // covers MRZ names, and the visual zone's larger print (with its accents) is kept.
          cross[name] = "mismatch";
          fields[name] = {
            ...visual,
            valid: null,
            confidence: Math.min(visual.confidence, 0.6),
            check: `the MRZ reads ${JSON.stringify(fromMrz)}, one edit apart; the visual zone's reading is kept`,
          };
        } else if (name === "numero_pasaporte" && holdsMrzCheck(visual.value, mrz)) {
          // Both readings hold the check digit the MRZ printed (a chance of one in ten for a
          // misreading): the visual zone's larger print is kept ("DG276263" against a second
          // reading's "JE762063", both with check digit 1).
          cross[name] = "mismatch";
          fields[name] = {
            ...visual,
            valid: true,
            confidence: Math.min(visual.confidence, 0.8),
            check: `holds the MRZ's check digit; the MRZ reads ${JSON.stringify(fromMrz)}`,
          };
        } else if (
          (dataVerified(mrz) || digitApart(name, visual.value, fromMrz, mrz)) &&
          (visual.valid === false || isChecked(name) || (isName(name) && cleanMrzName(fromMrz)))
        ) {
          // A verified MRZ outranks a visual value that fails its own check (a sex read as
          // "R", a date run into a name), a visual number or date its check digit covers (the
          // visual zone has none: "BU5S161368" against a verified BU5161368), and a visual name
          // that disagrees with it (a label read as the value, a split word); names get their
          // accents back from the lexicon. The cross-check still reports the mismatch.
          cross[name] = "mismatch";
          const value = isName(name) ? mrzName(fromMrz) : fromMrz;
          fields[name] = {
            ...fromMrzField(value, mrz, name),
            raw: visual.raw,
            check: `the visual zone read ${JSON.stringify(visual.value)}; taken from the verified MRZ`,
          };
        } else {
          cross[name] = "mismatch";
          fields[name] = {
            ...visual,
            valid: false,
            confidence: Math.min(visual.confidence, 0.3),
            check: `MRZ says ${fromMrz}`,
          };
        }
      }
    }
    namesByValue(fields, ctx.text.lines, ctx);
    resolveNames(fields, mrz?.fields.surname ? countNameUnits(mrz.fields.surname) : undefined);
    respellNames(fields, ctx.text.lines);
    if (mrz && dataVerified(mrz)) {
      // Missing, or failing its check (a garbled "Tipo / Type" label read as the value).
      const unusable = (f: ExtractedField | undefined) =>
        !f || f.value === null || f.valid === false;
      // The document code is what the MRZ was read by (TD3 starts with P): a visual type that
      // disagrees with it is a misreading ("Le" for P).
      const code = mrz.fields.document_code?.replace(/<.*/, "");
      if (code && (unusable(fields.tipo) || fields.tipo?.value !== code))
        fields.tipo = fromMrzField(code, mrz, "tipo");
      if (unusable(fields.codigo_pais) && mrz.fields.issuing_state)
        fields.codigo_pais = fromMrzField(mrz.fields.issuing_state, mrz, "codigo_pais");
    } else if (mrz) {
      // The first line has no check digit, but the parser accepts a document code and an
      // issuing state only as ICAO writes them (a known state's code): enough to fill a field
      // the visual zone lost, not to overrule one it read.
      const code = mrz.fields.document_code?.replace(/<.*/, "");
      if (code && !mrz.errors.document_code && fields.tipo?.value == null)
        fields.tipo = fromMrzField(code, mrz, "tipo");
      if (
        mrz.fields.issuing_state &&
        !mrz.errors.issuing_state &&
        fields.codigo_pais?.value == null
      )
        fields.codigo_pais = fromMrzField(mrz.fields.issuing_state, mrz, "codigo_pais");
    }
    // After the MRZ has given the expiry date.
    expiryDateAlone(fields, ctx.text.lines, ctx.today);
    issueDateFromValidity(fields, ctx.text.lines, ctx.today);
    noCaptionForPlace(fields);
    placeOfBirthByOrder(fields, ctx.text.lines, ctx);
    notTheHoldersName(fields);
    fields.mrz = mrz
      ? field(
          mrz.lines.join("\n"),
          mrz.check_digits_valid,
          mrz.ocr_confidence,
          mrz.check_digits_valid,
          "ICAO 9303 check digits",
        )
      : { ...MISSING };
    const extras: Record<string, unknown> = {
      mrz: mrz ? { ...mrz, cross_check: cross } : null,
    };
    const shape = shapeOf(SPECS);
    return {
      fields,
      groupOf: { ...shape.groupOf, mrz: "mrz" },
      required: [...shape.required, "mrz"],
      extras,
    };
  },
};

/**
 * A name as the MRZ holds it, as the visual zone would print it: the MRZ drops accents and
 * writes Ñ as N, which the lexicon gives back, and no check digit covers a name, so a word
 * OCR misread is respelled as the one known name it spells (respellMisshapenNames).
 */
export function mrzName(fromMrz: string): string {
  return restoreAccents(respellMisshapenNames(fromMrz), { names: true });
}

/**
 * An MRZ name fit to replace the visual one: letters in single-spaced words of two letters or
 * more, without a run of one letter (check digits do not cover names; misread filler "<<<"
 * comes out as "KKKLLL").
 */
export function cleanMrzName(name: string): boolean {
  return /^[A-Z]{2,}(?: [A-Z]{2,})*$/.test(name) && !/([A-Z])\1\1/.test(name);
}

/**
 * A visual name and an MRZ name with the same words, each at most one edit apart (accents
 * and Ñ folded as the MRZ writes them): "JULIÁN" / "JULTAN", "JULIAN" / "JULITAN".
 */
function letterApart(visual: ExtractedField["value"], mrz: string): boolean {
  const a = words(fold(String(visual)).toUpperCase());
  const b = words(mrz);
  if (a.length === 0 || a.length !== b.length) return false;
  return a.every((w, i) => {
    const m = b[i] as string;
    return w.length < 3 || m.length < 3 ? w === m : distance(w, m) <= 1;
  });
}

/**
 * The filler "<" between an MRZ's names misread as a letter it resembles ("IGNACIOSIVAN" for
 * IGNACIO<IVAN; also K, C, L, E, Z) or lost: the visual zone's words, joined by one such
 * letter or none, spell the MRZ name.
 */
function fillerMisread(visual: ExtractedField["value"], mrz: string): boolean {
  const a = words(fold(String(visual)).toUpperCase());
  const b = words(mrz);
  if (a.length < 2 || b.length >= a.length) return false;
  return new RegExp(`^${a.join("[SKCLEZ]?")}$`).test(b.join(""));
}

function words(text: string): string[] {
  return text
    .replace(/[^A-Z]+/g, " ")
    .trim()
    .split(" ")
    .filter(Boolean);
}

/**
 * Names as the page itself spells them. The MRZ drops accents and writes Ñ as N, the lexicon
 * does not know every name, and a visual value may be read without a mark that another line
 * prints (the name again under the portrait or beside the signature). A word of a name
 * without marks takes the one marked spelling of the same letters printed elsewhere on the
 * page; a word printed with two different marked spellings is left as it is.
 */
function respellNames(fields: Record<string, ExtractedField>, lines: TextLine[]): void {
  const plain = (w: string) => w.normalize("NFD").replace(/\p{M}/gu, "").toLocaleUpperCase("es");
  const spellings = new Map<string, Set<string>>();
  for (const line of lines) {
    for (const w of line.text.match(/\p{L}{3,}/gu) ?? []) {
      const key = plain(w);
      if (key === w.toLocaleUpperCase("es")) continue;
      const known = spellings.get(key) ?? new Set<string>();
      known.add(w.toLocaleUpperCase("es"));
      spellings.set(key, known);
    }
  }
  for (const name of ["nombres", "apellidos", "nombre_completo"]) {
    const f = fields[name];
    if (typeof f?.value !== "string") continue;
    const value = f.value.replace(/\p{L}{3,}/gu, (w) => {
      const marked = spellings.get(w.toLocaleUpperCase("es"));
      if (marked?.size !== 1) return w;
      const spelled = [...marked][0] as string;
      return w === w.toLocaleUpperCase("es") ? spelled : w;
    });
    if (value !== f.value) fields[name] = { ...f, value };
  }
}

function isName(name: string): boolean {
  return name === "nombres" || name === "apellidos";
}

/**
 * The MRZ's data are verified when the check digits of the document number and both dates
 * hold. ICAO 9303 gives each its own digit so that one misread character elsewhere — most
 * often in the optional personal-number field, which only the composite digit covers —
 * spoils the MRZ's validity without casting doubt on the data read beside it. The answer's
 * `mrz` field stays invalid then; the data fill and correct the visual zone as from a valid one.
 */
function dataVerified(mrz: MrzResult): boolean {
  return (
    mrz.check_digits_valid || DATA_CHECK_DIGITS.every((digit) => mrz.check_digits[digit] === true)
  );
}

const DATA_CHECK_DIGITS = ["document_number", "birth_date", "expiry_date"];

/** The MRZ check digit that covers each checked field. */
const CHECK_OF: Record<string, string> = {
  numero_pasaporte: "document_number",
  fecha_nacimiento: "birth_date",
  fecha_vencimiento: "expiry_date",
};

/**
 * A checked field the visual zone read one character away from an MRZ value whose own check
 * digit holds ("7H605882" against ZH605882): the two readings agree but for one glyph, and
 * the check digit says which is right, though another of the MRZ's fields fails its own.
 */
function digitApart(
  name: string,
  visual: ExtractedField["value"],
  fromMrz: string,
  mrz: MrzResult,
): boolean {
  if (!ownCheckHolds(name, mrz) || visual === null) return false;
  return distance(String(visual), fromMrz) <= 1;
}

/** True when the MRZ check digit over the field `name` matches the MRZ's reading of it. */
function ownCheckHolds(name: string, mrz: MrzResult): boolean {
  const digit = CHECK_OF[name];
  return digit !== undefined && mrz.check_digits[digit] === true;
}

/** A visual document number whose ICAO check digit is the one the MRZ printed for its own. */
function holdsMrzCheck(visual: ExtractedField["value"], mrz: MrzResult): boolean {
  const printed = documentNumberCheck(mrz);
  if (typeof visual !== "string" || !printed || !/^[A-Z0-9]{5,9}$/.test(visual)) return false;
  return icaoCheckDigit(visual.padEnd(9, "<")) === printed;
}

function isChecked(name: string): boolean {
  return ["numero_pasaporte", "fecha_nacimiento", "fecha_vencimiento"].includes(name);
}

function fromMrzField(value: string, mrz: MrzResult, name: string): ExtractedField {
  const checked = isChecked(name) && dataVerified(mrz);
  return field(value, value, mrz.ocr_confidence, checked ? true : null, "read from the MRZ");
}

function same(name: string, visual: ExtractedField["value"], mrz: string): boolean {
  const v = String(visual);
  if (name === "nacionalidad") return v === mrz || nationalityCode(v) === mrz;
  if (name === "nombres" || name === "apellidos") {
    // The MRZ transliterates (Ñ → N, no accents) and may truncate long names.
    const a = fold(v)
      .toUpperCase()
      .replace(/[^A-Z]+/g, " ")
      .trim();
    const b = mrz.replace(/[^A-Z]+/g, " ").trim();
    return a === b || (b.length >= 10 && a.startsWith(b));
  }
  return v.toUpperCase() === mrz.toUpperCase();
}
