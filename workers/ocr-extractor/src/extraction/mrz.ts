import { type ParseResult, parse } from "mrz";
import { parseMrzDate } from "../normalize";
import type { TextLine } from "./text-lines";

/** Line lengths of the ICAO 9303 formats: TD3 passports, TD2 and TD1 cards. */
const FORMATS = [
  { format: "TD3", lines: 2, length: 44 },
  { format: "TD2", lines: 2, length: 36 },
  { format: "TD1", lines: 3, length: 30 },
] as const;

/** An MRZ read from a page, parsed and verified. */
export interface MrzResult {
  format: "TD1" | "TD2" | "TD3";
  /** The lines as parsed (after cleaning, padded to the format's length). */
  lines: string[];
  /** True when every check digit and every coded field is valid. */
  valid: boolean;
  /** Each check digit of the format: true when it matches its field. */
  check_digits: Record<string, boolean>;
  /** True when every check digit matches (country codes aside). */
  check_digits_valid: boolean;
  fields: {
    document_code: string | null;
    issuing_state: string | null;
    surname: string | null;
    given_names: string | null;
    document_number: string | null;
    nationality: string | null;
    birth_date: string | null;
    sex: string | null;
    expiry_date: string | null;
    personal_number: string | null;
  };
  /** Characters the parser changed (letter/digit confusions), with their positions. */
  autocorrected: { line: number; column: number; original: string; corrected: string }[];
  /** Fields that failed, with the parser's reason. */
  errors: Record<string, string>;
  /** Mean OCR confidence of the MRZ lines. */
  ocr_confidence: number;
}

/** Text of a line as MRZ characters: chevrons OCR misreads are restored, spaces removed. */
export function cleanMrzLine(text: string): string {
  return text
    .toUpperCase()
    .replace(/[«‹([{]/g, "<")
    .replace(/\s+/g, "")
    .replace(/[^A-Z0-9<]/g, "");
}

/**
 * The line without the words OCR read before its MRZ on the same row (a signature's scrawl,
 * a caption: "Fuma cel Tee REYES<CRUZ<<…", "IY cv 5005147M…"): leading words holding a
 * character no MRZ prints (lower case, accents, punctuation) or of three characters at most
 * are dropped while 25 characters are left; undefined when none is. Used only where the line
 * as read does not fit its format.
 */
export function mrzTail(text: string): string | undefined {
  const words = text.trim().split(/\s+/);
  let first = 0;
  const scrap = (w: string) => w.length <= 3 || /[^A-Z0-9<«‹([{]/.test(w);
  while (
    first < words.length - 1 &&
    scrap(words[first] as string) &&
    cleanMrzLine(words.slice(first + 1).join(" ")).length >= 25
  )
    first++;
  return first > 0 ? cleanMrzLine(words.slice(first).join(" ")) : undefined;
}

/** True when cleaned text could be an MRZ line (long, with filler chevrons). */
export function looksLikeMrz(line: string): boolean {
  return line.length >= 25 && (line.match(/</g)?.length ?? 0) >= 2;
}

/**
 * Finds and parses the machine-readable zone among `lines` (the last run of 2–3 MRZ-looking
 * lines), verifying every check digit with the `mrz` library and its letter/digit
 * autocorrection. Undefined when no MRZ is there.
 */
export function readMrz(lines: TextLine[]): MrzResult | undefined {
  const candidates = lines
    .map((line) => ({
      text: cleanMrzLine(line.text),
      tail: mrzTail(line.text),
      confidence: line.confidence,
    }))
    .filter((l) => looksLikeMrz(l.text));
  if (candidates.length < 2) return undefined;
  let best: MrzResult | undefined;
  for (const spec of FORMATS) {
    // Each line as read, or without the words read before it when only that fits the format.
    const fits = (t: string | undefined) =>
      t !== undefined && Math.abs(t.length - spec.length) <= 3;
    const asRead = (l: (typeof candidates)[number]) =>
      fits(l.text) ? l.text : fits(l.tail) ? l.tail : undefined;
    for (let i = candidates.length - spec.lines; i >= 0; i--) {
      const group = candidates.slice(i, i + spec.lines);
      const read = group.map(asRead);
      if (!read.every((t): t is string => t !== undefined)) continue;
      const texts = read.map((t) => fit(t, spec.length));
      const first = tryParse(texts);
      if (!first || first.format !== spec.format) continue;
      const realigned = realign(read, texts, first, spec.length);
      const { result, lines: fitted } = numberRepaired(realigned, spec.format);
      const mean = group.reduce((a, l) => a + l.confidence, 0) / group.length;
      const parsed = toResult(result, fitted, mean);
      if (!best || mrzRank(parsed) > mrzRank(best)) best = parsed;
      break;
    }
  }
  return best;
}

function fit(text: string, length: number): string {
  return text.length >= length ? text.slice(0, length) : text.padEnd(length, "<");
}

/** Characters OCR adds to or drops from a line that realign may undo. */
const MAX_SHIFT = 2;

/**
 * An MRZ line OCR read with a character too many ("DO0M" for DOM, a speck read as "/") or a
 * filler "<" too few shifts every field after it, and cutting or padding it at the end leaves
 * their check digits wrong. A line whose length is off by at most MAX_SHIFT is brought to
 * length one character at a time: each step takes out the character (anywhere), or puts back
 * the filler (beside a filler), that leaves the most check digits and then the most valid
 * fields. The realigned lines replace the cut ones only when more check digits hold: five
 * check digits make a chance match unlikely, and a line read right is never changed.
 */
function realign(
  raw: string[],
  texts: string[],
  first: ParseResult,
  length: number,
): { result: ParseResult; lines: string[] } {
  const start = { result: first, lines: texts, rank: rankOf(first) };
  if (first.valid || raw.every((line) => line.length === length)) return start;
  // A document's extraction reads its MRZ again for each reading and pass: the search (up to
  // a few hundred parses) is done once per distinct set of lines.
  const key = `${length}\n${raw.join("\n")}`;
  const known = REALIGNED.get(key);
  if (known) return known;
  const found = search(raw, start, first, length);
  if (REALIGNED.size >= REALIGNED_KEPT) REALIGNED.delete(REALIGNED.keys().next().value as string);
  REALIGNED.set(key, found);
  return found;
}

/** Realigned MRZs kept (the most recent; a few per document). */
const REALIGNED_KEPT = 32;
const REALIGNED = new Map<string, { result: ParseResult; lines: string[] }>();

function search(
  raw: string[],
  start: { result: ParseResult; lines: string[]; rank: number },
  first: ParseResult,
  length: number,
): { result: ParseResult; lines: string[] } {
  let best = start;
  raw.forEach((line, at) => {
    if (line.length === length || Math.abs(line.length - length) > MAX_SHIFT) return;
    let text = line;
    while (text.length !== length) {
      let step: typeof best | undefined;
      let stepText = "";
      const variants = text.length > length ? withoutOne(text) : withFiller(text);
      for (const variant of variants) {
        const lines = best.lines.map((l, i) => (i === at ? fit(variant, length) : l));
        const result = tryParse(lines);
        if (!result || result.format !== first.format) continue;
        const rank = rankOf(result);
        if (!step || rank > step.rank) {
          step = { result, lines, rank };
          stepText = variant;
        }
      }
      if (!step) return;
      text = stepText;
      if (text.length === length && step.rank > best.rank) best = step;
    }
  });
  return Math.floor(best.rank) > Math.floor(start.rank) ? best : start;
}

/** Check digits that hold, then (as a fraction) the fields that are valid. */
function rankOf(result: ParseResult): number {
  const valid = result.details.filter((d) => d.valid);
  const checks = valid.filter((d) => d.field?.endsWith("CheckDigit")).length;
  return checks + valid.length / (result.details.length + 1);
}

/** Letters OCR reads for OCR-B's digits ("IDSLVO519…": the 0 after the state read as O). */
const AS_DIGIT: Record<string, string> = { O: "0", Q: "0", D: "0", I: "1", Z: "2", S: "5", B: "8" };

/**
 * A document number whose check digit fails, and holds once letters OCR-B's digits are read as
 * are made those digits: all its Os and Qs, else one letter. Document numbers mix letters and
 * digits, so the parser's autocorrection leaves them alone; the check digit decides here, and
 * a reading no repair makes hold is kept.
 */
function numberRepaired(
  read: { result: ParseResult; lines: string[] },
  format: (typeof FORMATS)[number]["format"],
): { result: ParseResult; lines: string[] } {
  const [row, start] = format === "TD1" ? [0, 5] : [1, 0];
  const line = read.lines[row];
  if (!line) return read;
  const number = line.slice(start, start + 9);
  const check = line[start + 9] ?? "";
  if (!/\d/.test(check) || icaoCheckDigit(number) === check) return read;
  const tries = [number.replace(/[OQ]/g, "0")];
  for (const [i, c] of [...number].entries()) {
    const digit = AS_DIGIT[c];
    if (digit) tries.push(number.slice(0, i) + digit + number.slice(i + 1));
  }
  for (const repaired of tries) {
    if (repaired === number || icaoCheckDigit(repaired) !== check) continue;
    const lines = read.lines.map((l, i) =>
      i === row ? l.slice(0, start) + repaired + l.slice(start + 9) : l,
    );
    const result = tryParse(lines);
    if (result && rankOf(result) > rankOf(read.result)) return { result, lines };
  }
  return read;
}

function* withoutOne(line: string): Generator<string> {
  for (let i = 0; i < line.length; i++) yield line.slice(0, i) + line.slice(i + 1);
}

/** A filler put back beside each filler of `line` (a run of "<" is where OCR drops one). */
function* withFiller(line: string): Generator<string> {
  for (let i = 0; i <= line.length; i++)
    if (line[i - 1] === "<" || line[i] === "<") yield `${line.slice(0, i)}<${line.slice(i)}`;
}

function tryParse(lines: string[]): ParseResult | undefined {
  try {
    return parse(lines, { autocorrect: true });
  } catch {
    return undefined;
  }
}

/** How many check digits of a reading hold (to compare two readings of one MRZ). */
export function mrzRank(r: MrzResult | undefined): number {
  if (!r) return -1;
  return Object.values(r.check_digits).filter(Boolean).length;
}

function toResult(result: ParseResult, lines: string[], confidence: number): MrzResult {
  const f = result.fields;
  const checks: Record<string, boolean> = {};
  const errors: Record<string, string> = {};
  const autocorrected: MrzResult["autocorrected"] = [];
  for (const d of result.details) {
    if (d.field?.endsWith("CheckDigit"))
      checks[snake(d.field.replace(/CheckDigit$/, ""))] = d.valid;
    if (!d.valid && d.field) errors[snake(d.field)] = d.error ?? "invalid";
    autocorrected.push(...d.autocorrect);
  }
  const raw = (name: string) => result.details.find((d) => d.field === name);
  const sex = f.sex === "male" ? "M" : f.sex === "female" ? "F" : f.sex ? "X" : null;
  return {
    format: result.format as MrzResult["format"],
    lines,
    valid: result.valid,
    check_digits: checks,
    check_digits_valid: Object.values(checks).every(Boolean),
    fields: {
      document_code: f.documentCode ?? null,
      issuing_state: f.issuingState ?? rawCode(raw("issuingState"), lines),
      surname: nameBeforeFiller(f.lastName),
      given_names: nameBeforeFiller(f.firstName),
      document_number: f.documentNumber ?? null,
      nationality: f.nationality ?? rawCode(raw("nationality"), lines),
      birth_date: f.birthDate ? (parseMrzDate(f.birthDate, "birth") ?? null) : null,
      sex,
      expiry_date: f.expirationDate ? (parseMrzDate(f.expirationDate, "expiry") ?? null) : null,
      // TD1 cards keep the holder's national number in line 1's optional data (Spain's DNI).
      personal_number: f.personalNumber || f.optional1 || null,
    },
    autocorrected,
    errors,
    ocr_confidence: Math.round(confidence * 1e4) / 1e4,
  };
}

/**
 * A name field up to its first double filler ("<<", which the parser gives as two spaces):
 * ICAO 9303 pads a name with fillers to the line's end, so what follows two of them is a
 * filler misread as a letter ("ROSA<MIGUELINA<<<<L").
 */
function nameBeforeFiller(name: string | null | undefined): string | null {
  const kept = name?.split(/\s{2,}/)[0]?.trim();
  return kept ? kept : null;
}

/** The raw three letters of a country field the library rejected (unknown code). */
function rawCode(
  detail: { line: number; start: number; end: number } | undefined,
  lines: string[],
) {
  if (!detail) return null;
  const text = lines[detail.line]?.slice(detail.start, detail.end).replace(/</g, "") ?? "";
  return /^[A-Z]{1,3}$/.test(text) ? text : null;
}

function snake(name: string): string {
  const map: Record<string, string> = { expiration_date: "expiry_date" };
  const s = name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  return map[s] ?? s;
}

/** ICAO 9303 part 3's check digit of `text` (digits, capitals and the filler "<"). */
export function icaoCheckDigit(text: string): string {
  const weights = [7, 3, 1];
  let sum = 0;
  for (const [i, c] of [...text].entries()) {
    const value = /\d/.test(c) ? Number(c) : /[A-Z]/.test(c) ? c.charCodeAt(0) - 55 : 0;
    sum += value * (weights[i % 3] as number);
  }
  return String(sum % 10);
}

/**
 * The check digit an MRZ printed for its document number (TD3 and TD2: line 2, after nine
 * characters; TD1: line 1, after the document code, state and nine characters).
 */
export function documentNumberCheck(mrz: Pick<MrzResult, "format" | "lines">): string | undefined {
  const [line, at] = mrz.format === "TD1" ? [mrz.lines[0], 14] : [mrz.lines[1], 9];
  const c = line?.[at];
  return c && /\d/.test(c) ? c : undefined;
}
