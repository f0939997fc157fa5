/**
 * The machine-readable zone of an identity card (ICAO 9303 TD1, or TD2 on older cards), printed
 * on the back of most of the region's cards (Spain's DNI, Peru's DNIe, Chile's, Argentina's,
 * Ecuador's, Mexico's INE, El Salvador's DUI): a second witness for what the visual zone read.
 */
import { type ExtractedField, field, MISSING } from "../field";
import { readMrz } from "../mrz";
import { type NormaliseContext, normaliseValue } from "../normalize-value";
import { fold, type TextLine } from "../text-lines";
import { cleanMrzName, mrzName } from "./pasaporte";

/**
 * Fills and checks a card's fields from its MRZ. Dates whose check digit holds are taken where
 * the visual zone read none, or another. The card's number is the MRZ's document number or the
 * national number in its optional data: once the document number's check digit holds, a visual
 * number equal to one is confirmed; otherwise the one that passes the country's own check (as
 * printed, or with its last digit set apart as "05191639-3"), else the document number,
 * replaces a visual number that passes no check. An MRZ none of whose check digits holds is
 * not used. Names: where the visual zone read none, or words that share none with
 * the MRZ's (a caption read as the name: "LUGAR DE"), the MRZ's, their accents given back; a
 * name the 30-character line cut short is left alone.
 */
export function cardMrz(
  fields: Record<string, ExtractedField>,
  lines: TextLine[],
  ctx: NormaliseContext,
): void {
  const mrz = readMrz(lines);
  if (!mrz || mrz.format === "TD3") return;
  const holds = (digit: string) => mrz.check_digits[digit] === true;
  // Lines that only look like an MRZ (no check digit holds) witness nothing.
  if (!["document_number", "birth_date", "expiry_date"].some(holds)) return;
  const usable = (f: ExtractedField | undefined): f is ExtractedField =>
    f !== undefined && f.value !== null && f.valid !== false;
  const taken = (value: string, valid: boolean | null, visual?: ExtractedField) => ({
    ...field(value, value, mrz.ocr_confidence, valid, "read from the card's MRZ"),
    ...(usable(visual)
      ? {
          raw: visual.raw,
          check: `the visual zone read ${JSON.stringify(visual.value)}; taken from the card's MRZ`,
        }
      : {}),
  });
  const dates: [string, string, string | null][] = [
    ["fecha_nacimiento", "birth_date", mrz.fields.birth_date],
    ["fecha_vencimiento", "expiry_date", mrz.fields.expiry_date],
  ];
  for (const [name, digit, value] of dates) {
    if (!value || !holds(digit)) continue;
    const visual = fields[name];
    fields[name] =
      usable(visual) && visual.value === value
        ? { ...visual, valid: true, check: "matches the MRZ" }
        : taken(value, true, visual);
  }
  if (holds("document_number")) cardNumber(fields, mrz, ctx, taken);
  // The name line (TD1's third, TD2's first); a name filling it to its end may be cut short.
  const cut = !((mrz.format === "TD1" ? mrz.lines[2] : mrz.lines[0]) ?? "").endsWith("<");
  const names: [string, string | null][] = [
    ["apellidos", mrz.fields.surname],
    ["nombres", mrz.fields.given_names],
  ];
  const replaced: string[] = [];
  for (const [name, value] of names) {
    if (!value || cut || !cleanMrzName(value)) continue;
    const visual = fields[name];
    const words = new Set(value.split(" "));
    const shared = usable(visual) && foldedWords(visual.value).some((w) => words.has(w));
    if (shared) continue;
    fields[name] = taken(mrzName(value), null, visual);
    replaced.push(...words);
  }
  // A full name without the words the MRZ gave is composed again from the parts.
  const full = fields.nombre_completo;
  const fullWords = new Set(foldedWords(full?.value));
  if (replaced.some((w) => !fullWords.has(w))) fields.nombre_completo = { ...MISSING };
}

/** A value's words folded to the MRZ's letters (no accents, capitals). */
function foldedWords(value: unknown): string[] {
  return value == null
    ? []
    : fold(String(value))
        .toUpperCase()
        .split(/[^A-Z]+/)
        .filter(Boolean);
}

function cardNumber(
  fields: Record<string, ExtractedField>,
  mrz: NonNullable<ReturnType<typeof readMrz>>,
  ctx: NormaliseContext,
  taken: (value: string, valid: boolean | null, visual?: ExtractedField) => ExtractedField,
): void {
  const alnum = (v: unknown) =>
    String(v)
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, "");
  const numbers = [mrz.fields.personal_number, mrz.fields.document_number]
    .map((n) => alnum(n ?? ""))
    .filter((n) => /\d{5}/.test(n));
  if (!numbers.length) return;
  const visual = fields.cedula_numero;
  const read = visual?.value != null ? alnum(visual.value) : "";
  if (read && numbers.includes(read)) {
    fields.cedula_numero = { ...(visual as ExtractedField), valid: true, check: "matches the MRZ" };
    return;
  }
  if (visual?.valid === true) return;
  for (const n of numbers) {
    for (const printed of [n, `${n.slice(0, -1)}-${n.slice(-1)}`]) {
      const id = normaliseValue("cedula", printed, ctx);
      if (id.valid === true && typeof id.value === "string") {
        fields.cedula_numero = taken(id.value, true, visual);
        return;
      }
    }
  }
  const document = alnum(mrz.fields.document_number ?? "");
  if (/\d{5}/.test(document)) fields.cedula_numero = taken(document, null, visual);
}
