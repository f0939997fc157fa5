import { cents, findAmounts, findDates } from "../../normalize";
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
  let change: number | undefined;
  let strongestLabel = 0;
  let rounding = false;
  topToBottom(lines).forEach((i, rank) => {
    const line = lines[i] as TextLine;
    const folded = fold(line.text);
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
    if (ROUNDING.test(folded)) rounding = true;
    const paid = PAID.exec(folded);
    const back = CHANGE.exec(folded);
    const amount = (m: RegExpExecArray) =>
      amountFor(lines, i, m.index + m[0].length, folded.length)?.value;
    const given = paid && amount(paid);
    if (given) handed.push(given);
    if (back) change ??= amount(back);
  });
  const options = [...handed, ...handed.map((h) => cents(h - (change ?? 0)))];
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
  const paid = handed[0] !== undefined && change !== undefined ? cents(handed[0] - change) : 0;
  if (paid > 0 && (strongestLabel > strongest || (strongest <= 1 && paid > (best?.value ?? 0))))
    return field(String(paid), paid, 0.5, null, "amount paid less change");
  if (!best) return undefined;
  return field(best.raw, best.value, best.confidence, null, "amount after the total's label");
}

/**
 * The document's date found by its value alone: the first date printed on the page, top to
 * bottom, that is not a due, expiry or validity date and not after today.
 */
export function dateByValue(lines: TextLine[], today: Date): ExtractedField | undefined {
  const now = today.toISOString().slice(0, 10);
  for (const i of topToBottom(lines)) {
    const line = lines[i] as TextLine;
    if (OTHER_DATE.test(fold(line.text))) continue;
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
  if (legal && /^\W*$/.test(raw.replace(LEGAL_FORM_WORDS, "")) && before?.name) {
    // The legal form alone, or a continuation ("CO. (M) SDN BHD"): its name is the line above.
    raw = `${before.raw} ${raw}`;
    confidence = (confidence + before.confidence) / 2;
  } else if (!legal && after?.name && LEGAL_FORM.test(after.raw) && CONTINUES.test(after.raw)) {
    raw = `${raw} ${after.raw}`;
    confidence = (confidence + after.confidence) / 2;
  }
  return field(raw, properName(raw), confidence, null, "the name at the top of the page");
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
    text
      .replace(/^[\s|[\]{}_—–~«»]+/u, "")
      // "(519537-X)", "(Co. No. 1153825-W)": a group holding a number of four digits or more.
      .replace(/\s*\((?=[^)]*\d{4})[^)]*\)?.*$/u, "")
      // "273500-U", "Co. Reg. No: 1234", "RIF: J-…" after the name.
      .replace(/\s+\d{4,}-\s?[A-Z]\b.*$/u, "")
      .replace(/\s+(?:co\.?\s*)?(?:reg(?:istration)?\.?\s*)?no\.?\s*:?\s*\d.*$/iu, "")
      .replace(/\s+(?:factura|invoice|receipt|recibo)\b.*$/iu, "")
      .replace(/[\s,;:|-]+$/u, "")
      .trim()
  );
}
