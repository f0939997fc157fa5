import { cents, findAmounts, findDates, parseDate } from "../../normalize";
import { type ExtractedField, field } from "../field";
import { lineBelow, lineSpan, rowMates, topToBottom } from "../geometry";
import type { LabelledText } from "../labels";
import { properName } from "../normalize-value";
import { segmentConfidence } from "../segments";
import { fold, spanConfidence, type TextLine } from "../text-lines";
import {
  ADDRESS_LINE,
  CONTACT_LINE,
  DOCUMENT_TITLE,
  LEGAL_FORM,
  OTHER_DATE,
  totalLabels,
} from "./invoice-lexicon";

/** An amount read beside or under a label. */
interface LabelledAmount {
  value: number;
  raw: string;
  confidence: number;
  strength: number;
  /** Position in the page's top-to-bottom order. */
  order: number;
}

/**
 * The amount a label names, by geometry: the first amount after it on its line, else the
 * first on the nearest line of its row to its right, else the first of the line just below.
 */
function amountFor(lines: TextLine[], i: number, from: number, to: number) {
  const line = lines[i] as TextLine;
  const own = findAmounts(line.text.slice(from, to))[0];
  if (own)
    return {
      value: own.value,
      raw: line.text.slice(from + own.start, from + own.end),
      confidence: spanConfidence(line, from + own.start, from + own.end),
    };
  if (to < line.text.length) return undefined;
  const x = lineSpan(line)?.x1 ?? 0;
  const right = rowMates(lines, i).filter((j) => (lineSpan(lines[j] as TextLine)?.x0 ?? 0) >= x);
  const below = lineBelow(lines, i);
  for (const j of [...right, ...(below === undefined ? [] : [below])]) {
    const other = lines[j] as TextLine;
    // The value beside or under a label starts its line: after another label it is that
    // label's ("Cash 50.00" under a TOTAL whose amount was not read).
    const hit = findAmounts(other.text)[0];
    if (!hit || /\p{L}{2}/u.test(other.text.slice(0, hit.start).replace(CURRENCY, ""))) continue;
    return {
      value: hit.value,
      raw: other.text.slice(hit.start, hit.end),
      confidence: spanConfidence(other, hit.start, hit.end),
    };
  }
  return undefined;
}

/** Currency marks that may precede an amount. */
const CURRENCY = /\b(?:RM|MYR|USD|EUR|Bs|US)\b/gi;

/** Labels of money handed over (cash, card), and of money given back. */
const PAID =
  /(?<![a-z])(?:cash|efectivo|tunai|paid|pagado|tendered|recibido|payment|pago|credit|card|visa|master(?:card)?|debit|tarjeta)(?![a-z])/;
const CHANGE = /(?<![a-z])(?:change|cambio|vuelto|baki|kembalian)(?![a-z])/;
/** A line adjusting the total to the coin: the TOTAL printed after it is the rounded total. */
const ROUNDING = /(?<![a-z])(?:round(?:ing|ed)?|rnd|redondeo|pembundaran)(?![a-z])/;
/**
 * The largest adjustment to the coin, in cents' currencies: rounding to 5 cents (Malaysia,
 * Switzerland, Australia…) moves a total at most 2 cents; where coins are larger (Chile's 10
 * pesos) a total of thousands moves by a few units, under 0.5 % of it.
 */
const MAX_ROUNDING = 0.05;
const MAX_ROUNDING_SHARE = 0.005;

/** An adjustment to the coin: its signed amount (printed unsigned, it is added). */
interface Rounding {
  value: number;
  raw: string;
  confidence: number;
  order: number;
}

/**
 * The document's total: the amount beside its strongest total label (a rounded total — also a
 * TOTAL printed after a rounding line —, then a final one: grand total, total a pagar, amount
 * due, incl. tax; then a plain TOTAL), the last of the strongest when they are final, the
 * largest when only plain ones are (a receipt's tax summary prints smaller "Total" rows). A
 * total equal to an amount handed over, or to cash less change, passes that check and wins;
 * a total whose amount was not read is what was handed over less the change.
 */
export function readTotal(lines: TextLine[]): ExtractedField | undefined {
  const found: LabelledAmount[] = [];
  const handed: number[] = [];
  const roundings: Rounding[] = [];
  let change: number | undefined;
  let strongestLabel = 0;
  let rounding = false;
  topToBottom(lines).forEach((i, rank) => {
    const line = lines[i] as TextLine;
    // TOTAL with a letter OCR confuses ("TOTA!", "T0TAL", "TOTAI"); one for one, offsets kept.
    const folded = fold(line.text).replace(/(?<![a-z])t[o0]t[a4][l1i!|](?![a-z])/g, "total");
    const labels = totalLabels(folded);
    labels.forEach((label, k) => {
      const next = labels[k + 1]?.index ?? folded.length;
      const hit = amountFor(lines, i, label.end, next);
      const strength = rounding ? 3 : label.strength;
      rounding = false;
      strongestLabel = Math.max(strongestLabel, strength);
      if (hit) found.push({ ...hit, strength, order: rank });
    });
    if (labels.length) return;
    const amount = (m: RegExpExecArray) =>
      amountFor(lines, i, m.index + m[0].length, folded.length);
    const round = ROUNDING.exec(folded);
    if (round) {
      rounding = true;
      const adjustment = amount(round) ?? bareCents(line, round.index + round[0].length);
      if (adjustment) roundings.push({ ...adjustment, order: rank });
    }
    const paid = PAID.exec(folded);
    const back = CHANGE.exec(folded);
    const given = paid && amount(paid)?.value;
    if (given) handed.push(given);
    if (back) change ??= amount(back)?.value;
  });
  const adjusted = roundedTotal(found, roundings);
  if (adjusted) found.push(adjusted);
  // Cash less change: the largest amount handed over is what was tendered ("Cash 8.60,
  // Tendered 9.00, Change 0.40").
  const tendered = handed.length ? Math.max(...handed) : undefined;
  const options = [
    ...handed,
    ...(tendered !== undefined && change !== undefined ? [cents(tendered - change)] : []),
    ...handed.map((h) => cents(h - (change ?? 0))),
  ];
  const agrees = found.filter((f) => options.some((o) => Math.abs(f.value - o) < 0.005));
  const checked = agrees.length && agrees.reduce((a, b) => (b.strength >= a.strength ? b : a));
  if (checked) return field(checked.raw, checked.value, checked.confidence, true, "amount paid");
  const strongest = Math.max(0, ...found.map((f) => f.strength));
  const top = found.filter((f) => f.strength === strongest);
  const best =
    strongest === 1
      ? top.reduce((a, b) => (b.value > a.value ? b : a))
      : (top.at(-1) as LabelledAmount | undefined);
  // What was handed over less the change, when no total's amount was read (or its strongest
  // label has none), or when only plain TOTAL rows were, all of them below it (a tax summary's
  // rows before tax).
  const paid = tendered !== undefined && change !== undefined ? cents(tendered - change) : 0;
  if (paid > 0 && (strongestLabel > strongest || (strongest <= 1 && paid > (best?.value ?? 0))))
    return field(String(paid), paid, 0.5, null, "amount paid less change");
  if (!best) return undefined;
  return field(best.raw, best.value, best.confidence, null, "amount after the total's label");
}

/**
 * A labelled total read without its decimal point ("Total incl. GST 700" for 7.00): its digits
 * as cents, when another amount on the page is exactly that (the subtotal, the payment) —
 * a page printing cents elsewhere does not print a total without them.
 */
export function lostDecimalPoint(
  total: ExtractedField,
  lines: TextLine[],
): ExtractedField | undefined {
  const digits = /^[^\p{L}\d]*(?:RM|\$|€)?\s*(\d{3,})[^\p{L}\d]*$/u.exec(total.raw ?? "")?.[1];
  if (!digits) return undefined;
  const value = Number(digits) / 100;
  const printed = lines.some((l) => findAmounts(l.text).some((a) => a.value === value));
  return printed ? { ...total, value, check: "decimal point restored" } : undefined;
}

/** Cents printed without a unit after a rounding label (".01", "-.02"), its currency misread. */
function bareCents(line: TextLine, from: number) {
  const m = /(?<![\d.,])(-?)\s?[.,](\d{2})(?![\d.,])/.exec(line.text.slice(from));
  if (!m) return undefined;
  const start = from + m.index;
  const end = start + m[0].length;
  return {
    value: Number(`${m[1]}0.${m[2]}`),
    raw: line.text.slice(start, end),
    confidence: spanConfidence(line, start, end),
  };
}

/**
 * The total after a rounding adjustment printed below it when no TOTAL follows the adjustment
 * ("Total incl. GST 45.34 / Rounding Adj 0.01", then the payment): the strongest total above
 * it plus the adjustment, as a rounded total. Undefined when the adjustment is no coin's.
 */
function roundedTotal(found: LabelledAmount[], roundings: Rounding[]): LabelledAmount | undefined {
  const first = roundings[0];
  if (!first || found.some((f) => f.order > first.order)) return undefined;
  const strongest = Math.max(0, ...found.map((f) => f.strength));
  const base = found.filter((f) => f.strength === strongest).at(-1);
  if (!base) return undefined;
  // The adjustment's own line, not a "Rounded" line printing the result (that one is larger).
  const limit = Math.max(MAX_ROUNDING, MAX_ROUNDING_SHARE * Math.abs(base.value));
  const last = roundings.filter((r) => r.value !== 0 && Math.abs(r.value) <= limit + 1e-9).at(-1);
  if (!last) return undefined;
  const value = cents(base.value + last.value);
  return {
    value,
    raw: `${base.raw} ${last.raw}`,
    confidence: Math.min(base.confidence, last.confidence),
    strength: 3,
    order: last.order,
  };
}

/**
 * A date a till prints before the time of the sale, its separators left out ("25032018
 * 13:11:54") or damaged by OCR ("12- -03-18 14:37"): the time vouches for it.
 */
const DATE_BEFORE_TIME =
  /(?<![\d.,])(\d{8}|\d{1,2}(?:\s*[-/.]){1,2}\s*\d{1,2}(?:\s*[-/.]){1,2}\s*(?:\d{4}|\d{2}))\s+\d{1,2}:\d{2}(?!\d)/;

/**
 * The document's date found by its value alone: the first date printed on the page, top to
 * bottom, that is not a due, expiry or validity date and not after today; else the first date
 * printed before a time (see DATE_BEFORE_TIME).
 */
export function dateByValue(lines: TextLine[], today: Date): ExtractedField | undefined {
  const now = today.toISOString().slice(0, 10);
  const order = topToBottom(lines).filter((i) => !OTHER_DATE.test(fold(lines[i]?.text ?? "")));
  for (const i of order) {
    const line = lines[i] as TextLine;
    const hit = findDates(line.text, "issue", today).find((d) => d.iso <= now);
    if (!hit) continue;
    return field(
      line.text.slice(hit.start, hit.end),
      hit.iso,
      spanConfidence(line, hit.start, hit.end),
      true,
      "the first date on the page",
    );
  }
  for (const i of order) {
    const line = lines[i] as TextLine;
    const m = DATE_BEFORE_TIME.exec(line.text);
    const raw = m?.[1];
    if (!m || !raw) continue;
    // One separator between day, month and year, whichever OCR doubled or spaced.
    const iso = parseDate(raw.replace(/\s*([-/.])(?:\s*[-/.])*\s*/g, "$1"), "issue", today);
    if (!iso || iso > now) continue;
    const start = m.index + m[0].indexOf(raw);
    return field(
      raw,
      iso,
      spanConfidence(line, start, start + raw.length),
      true,
      "the date printed before the time of sale",
    );
  }
  return undefined;
}

/** Lines from the top of the page among which the issuer's name is looked for. */
const HEADER_LINES = 10;
/** A logo or stamp read as letters comes out with low confidence: no name under this. */
const MIN_NAME_CONFIDENCE = 0.5;

/**
 * The issuer's name when unlabelled: among the cells of the page's first lines, the first
 * that carries a legal form (C.A., S.A., S.R.L., SDN BHD, LTD…: the registered name, often
 * below a brand name), else the first that is a name at all — not the document's title, a
 * label, an address, a phone, tax or company number, a date or an amount, nor a logo read as
 * letters. A registration number after the name is dropped; a name printed over two lines
 * ("POPULAR BOOK" / "CO. (M) SDN BHD", "TSH POWER HARDWARE" / "TRADING") is joined.
 */
export function issuerFromHeader(text: LabelledText): ExtractedField | undefined {
  const cells: { raw: string; confidence: number; name: boolean }[] = [];
  for (const i of topToBottom(text.lines).slice(0, HEADER_LINES)) {
    // The issuer is printed above the items: the header ends at a line with an amount.
    const line = text.lines[i] as TextLine;
    if (cells.some((c) => c.name) && findAmounts(line.text).length) break;
    for (const seg of text.segments[i] ?? []) {
      const raw = cleanIssuer(seg.text);
      const confidence = segmentConfidence(text.lines, seg);
      cells.push({ raw, confidence, name: confidence >= MIN_NAME_CONFIDENCE && isNameLine(raw) });
    }
  }
  const names = cells.filter((c) => c.name);
  const legal = names.find((c) => LEGAL_FORM.test(c.raw));
  const pick = legal ?? names[0];
  if (!pick) return undefined;
  let { raw, confidence } = pick;
  const at = cells.indexOf(pick);
  const before = cells[at - 1];
  const after = cells[at + 1];
  const wrapped = WRAPPED_AFTER.test(before?.raw ?? "") || WRAPPED_BEFORE.test(raw);
  if (legal && before?.name && (wrapped || /^\W*$/.test(raw.replace(LEGAL_FORM_WORDS, "")))) {
    // The legal form alone, or a continuation ("CO. (M) SDN BHD", a name broken after "y" or
    // before "del Norte, S.A."): its name is the line above, without a title beside it.
    raw = `${withoutTitle(before.raw)} ${raw}`;
    confidence = (confidence + before.confidence) / 2;
  } else if (!legal && after?.name && LEGAL_FORM.test(after.raw) && CONTINUES.test(after.raw)) {
    raw = `${raw} ${after.raw}`;
    confidence = (confidence + after.confidence) / 2;
  }
  return field(raw, properName(raw), confidence, null, "the name at the top of the page");
}

/** A name's line that ends on a word joining it to the next ("Crespo y", "Hijos de"). */
const WRAPPED_AFTER = /(?<=\p{L}.*)\s(?:y|e|de|del|&|and|of)$/iu;
/** A line that goes on with a name begun above ("del Norte, S.A.", "y Asociados"). */
const WRAPPED_BEFORE = /^(?:y|e|de|del|&|and|of)\s/u;

/**
 * A cell without the document's title printed before the name on its line, its letters set
 * apart in large type ("F 'ACTURA Asesoría Fiscal Crespo y").
 */
function withoutTitle(cell: string): string {
  const words = cell.split(/\s+/);
  for (let n = 1; n <= Math.min(4, words.length - 1); n++) {
    const letters = fold(words.slice(0, n).join("")).replace(/[^a-z]/g, "");
    if (DOCUMENT_TITLE.test(letters) && DOCUMENT_TITLE.exec(letters)?.[0] === letters)
      return words.slice(n).join(" ");
  }
  return cell;
}

/**
 * Malaysia's legal forms as OCR misreads them ("GDN BHD", "SON BHD", "SDN BHO", "§/B"):
 * the letters it confuses (S 5 $ § G, D O 0, N M, B 8) back to the form.
 */
function repairLegalForm(text: string): string {
  return text
    .replace(/(?<![\p{L}\d])[S5$§G][DO0][NM]\.?(\s+)[B8]H[DO0]\b/giu, (form, space: string) =>
      /[a-z]/.test(form) ? `Sdn${space}Bhd` : `SDN${space}BHD`,
    )
    .replace(/(?<![\p{L}\d])[S5$§]\s?\/\s?[B8](?![\p{L}\d])/gu, "S/B");
}

/** A line that continues a name with its legal form ("CO. (M) SDN BHD"). */
const CONTINUES =
  /^\W*(?:co\.|\(m\)|sdn|bhd|s\/b|s\.\s?a\.|c\.\s?a\.|ltd|limited|inc\.|trading|enterprise)/i;
/** The words of legal forms, and "(M)" (Malaysia) and "CO." that come with them. */
const LEGAL_FORM_WORDS = new RegExp(`${LEGAL_FORM.source}|\\(m\\)|\\bco\\.?(?![\\p{L}])`, "giu");

function isNameLine(text: string): boolean {
  const folded = fold(text).trim();
  const letters = folded.match(/\p{L}/gu)?.length ?? 0;
  if (letters < 3 || letters < 0.5 * folded.replace(/\s/g, "").length) return false;
  if (DOCUMENT_TITLE.test(folded) || ADDRESS_LINE.test(folded) || CONTACT_LINE.test(folded))
    return false;
  // A title in large type read with its letters apart ("F ACTURA", "R E C I B O").
  if (DOCUMENT_TITLE.test(folded.replace(/\s+/g, ""))) return false;
  // A word of four letters at least, or a legal form: noise is read as scraps ("OI ors").
  if (!/\p{L}{4}/u.test(folded) && !LEGAL_FORM.test(text)) return false;
  // A "Label: value" cell is no name ("&" read as "8:" inside a name is no label).
  if (/\p{L}[\p{L} ./]{1,30}:/u.test(folded) && !/[8&]\s*:/.test(folded)) return false;
  return !findDates(text).length && !findAmounts(text).length && !totalLabels(folded).length;
}

/**
 * A name as printed without what follows it on its line: a company registration number
 * ("(519537-X)", "273500-U"), a tax number, the document's title.
 */
function cleanIssuer(text: string): string {
  return (
    repairLegalForm(text)
      .replace(/^[\s|[\]{}_—–~«»]+/u, "")
      // A quote mark that opens nothing closed is a speck ('"Asociados, S.L.P.').
      .replace(/^["“”'‘’]+(?=\p{L})(?!.*["“”])/u, "")
      // A bracket or bar ending a word is an "l" OCR misread ("BHPetro]").
      .replace(/(?<=\p{Ll})[\]|](?=\s|$)/gu, "l")
      .replace(/(?<=\p{Lu}{2})[\]|](?=\s|$)/gu, "L")
      // "(519537-X)", "(Co. No. 1153825-W)": a group holding a number of four digits or more.
      .replace(/\s*\((?=[^)]*\d{4})[^)]*\)?.*$/u, "")
      // "273500-U", "Co. Reg. No: 1234", "RIF: J-…" after the name.
      .replace(/\s+\d{4,}-\s?[A-Z]\b.*$/u, "")
      .replace(/\s+(?:co\.?\s*)?(?:reg(?:istration)?\.?\s*)?no\.?\s*:?\s*\d.*$/iu, "")
      .replace(/\s+(?:factura|invoice|receipt|recibo)\b.*$/iu, "")
      // What follows a name's closing legal form is its registration: "SDN BHD (B19%0".
      .replace(
        /(?<=\b(?:bhd|s\/b|ltd|limited|inc|llc|s\.\s?a|c\.\s?a)\.?)\s*[([{<]?\s*[\p{L}\d]*\d.*$/iu,
        "",
      )
      .replace(/[\s,;:|-]+$/u, "")
      // Venezuela's "C.A." with its A lost after the comma ("Farmacia Santa Inés, C."): no
      // legal form is a lone C.
      .replace(/,\s?C\.$/u, ", C.A.")
      .trim()
  );
}
