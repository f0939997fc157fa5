/**
 * How the SROIE suite scores iris's invoice fields against the receipts' keys. One definition
 * for every receipt, nothing fitted to these files:
 *
 * - date: the printed truth (dd/mm/yyyy, dd-mm-yy, yyyy-mm-dd, "25 MAR 2018", ddmmyyyy, …;
 *   day before month, two-digit years are 20yy) is parsed to ISO and compared with iris's
 *   normalised `fecha`, which must be that ISO date;
 * - total: both sides as numbers, after removing currency and thousands separators (the last
 *   "." or "," followed by one or two digits is the decimal point); equal within 0.005;
 * - issuer (`emisor` vs `company`): both normalised (upper case, accents and punctuation
 *   removed, whitespace collapsed); exact when equal, fuzzy when the normalised Levenshtein
 *   similarity 1 − d / max(length) is at least 0.8;
 * - OCR word recall: the words of the receipt's text lines (`box/`), lower-cased with
 *   punctuation trimmed from both ends, that are found among the words of the OCR text
 *   (each OCR word matches at most one truth word).
 */
import { levenshtein } from "../phase1/cer";

const MONTHS: Record<string, number> = {
  JAN: 1,
  ENE: 1,
  JANUARI: 1,
  JANUARY: 1,
  ENERO: 1,
  FEB: 2,
  FEBRUARI: 2,
  FEBRUARY: 2,
  FEBRERO: 2,
  MAR: 3,
  MAC: 3,
  MARCH: 3,
  MARZO: 3,
  APR: 4,
  ABR: 4,
  APRIL: 4,
  ABRIL: 4,
  MAY: 5,
  MEI: 5,
  MAYO: 5,
  JUN: 6,
  JUNE: 6,
  JUNIO: 6,
  JUL: 7,
  JULY: 7,
  JULAI: 7,
  JULIO: 7,
  AUG: 8,
  AGO: 8,
  OGOS: 8,
  AUGUST: 8,
  AGOSTO: 8,
  SEP: 9,
  SEPT: 9,
  SEPTEMBER: 9,
  SEPTIEMBRE: 9,
  SET: 9,
  OCT: 10,
  OKT: 10,
  OCTOBER: 10,
  OKTOBER: 10,
  OCTUBRE: 10,
  NOV: 11,
  NOVEMBER: 11,
  NOVIEMBRE: 11,
  DEC: 12,
  DIS: 12,
  DIC: 12,
  DECEMBER: 12,
  DISEMBER: 12,
  DICIEMBRE: 12,
};

const pad = (n: number) => String(n).padStart(2, "0");
const year = (y: string) => (y.length === 2 ? 2000 + Number(y) : Number(y));

function iso(y: number, m: number, d: number): string | undefined {
  const t = new Date(Date.UTC(y, m - 1, d));
  if (t.getUTCFullYear() !== y || t.getUTCMonth() !== m - 1 || t.getUTCDate() !== d)
    return undefined;
  return `${y}-${pad(m)}-${pad(d)}`;
}

/** A printed date as ISO (YYYY-MM-DD); undefined when it is not a date. Day before month. */
export function parsePrintedDate(printed: string): string | undefined {
  const text = printed.trim().toUpperCase();
  let m = text.match(/^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/);
  if (m) return iso(Number(m[1]), Number(m[2]), Number(m[3]));
  m = text.match(/^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})$/);
  if (m) return iso(year(m[3] as string), Number(m[2]), Number(m[1]));
  m = text.match(/^(\d{1,2})[\s-]*([A-Z]{3,10})\.?[\s-]*,?\s*(\d{4}|\d{2})$/);
  if (m) {
    const month = MONTHS[m[2] as string];
    return month ? iso(year(m[3] as string), month, Number(m[1])) : undefined;
  }
  m = text.match(/^(\d{2})(\d{2})(\d{4})$/);
  if (m) return iso(Number(m[3]), Number(m[2]), Number(m[1]));
  return undefined;
}

/** An amount as a number: currency and thousands separators removed; undefined when none. */
export function parseAmount(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value !== "string") return undefined;
  const text = value.replace(/[^0-9.,]/g, "");
  if (!/\d/.test(text)) return undefined;
  const decimal = text.match(/[.,](\d{1,2})$/);
  const whole = (decimal ? text.slice(0, -decimal[0].length) : text).replace(/[.,]/g, "");
  return Number(whole || "0") + (decimal ? Number(`0.${decimal[1]}`) : 0);
}

/** An issuer name for comparison: upper case, no accents or punctuation, single spaces. */
export function normaliseName(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** 1 − Levenshtein distance / the longer length, of the normalised names. */
export function nameSimilarity(a: string, b: string): number {
  const x = normaliseName(a);
  const y = normaliseName(b);
  const longest = Math.max(x.length, y.length);
  return longest === 0 ? 1 : 1 - levenshtein(x, y) / longest;
}

/** The scores of one receipt's three fields. */
export interface FieldScores {
  date: boolean;
  total: boolean;
  issuer_exact: boolean;
  issuer_fuzzy: boolean;
  issuer_similarity: number;
}

/** Scores iris's extracted fields against a receipt's key. */
export function scoreReceipt(
  key: { company: string; date: string; total: string },
  got: { emisor?: unknown; fecha?: unknown; total?: unknown },
): FieldScores {
  const truthDate = parsePrintedDate(key.date);
  const truthTotal = parseAmount(key.total);
  const gotTotal = parseAmount(got.total);
  const issuer = typeof got.emisor === "string" ? got.emisor : "";
  const similarity = issuer ? nameSimilarity(issuer, key.company) : 0;
  return {
    date: truthDate !== undefined && got.fecha === truthDate,
    total:
      truthTotal !== undefined && gotTotal !== undefined && Math.abs(truthTotal - gotTotal) < 0.005,
    issuer_exact: issuer !== "" && normaliseName(issuer) === normaliseName(key.company),
    issuer_fuzzy: similarity >= 0.8,
    issuer_similarity: Math.round(similarity * 1000) / 1000,
  };
}

/** Words of a text for recall: lower case, punctuation trimmed from both ends, empties dropped. */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ""))
    .filter(Boolean);
}

/** Share of the truth's words found among the OCR text's words (multiset match), and the counts. */
export function wordRecall(truth: string, ocr: string): { found: number; words: number } {
  const pool = new Map<string, number>();
  for (const w of words(ocr)) pool.set(w, (pool.get(w) ?? 0) + 1);
  let found = 0;
  const expected = words(truth);
  for (const w of expected) {
    const left = pool.get(w) ?? 0;
    if (left > 0) {
      found += 1;
      pool.set(w, left - 1);
    }
  }
  return { found, words: expected.length };
}
