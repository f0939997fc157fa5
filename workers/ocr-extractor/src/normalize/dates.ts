/** What a date is, which decides the century of a two-digit year. */
export type DateKind = "birth" | "issue" | "expiry" | "any";

const MONTHS: Record<string, number> = {
  ene: 1,
  enero: 1,
  jan: 1,
  january: 1,
  feb: 2,
  febrero: 2,
  february: 2,
  mar: 3,
  marzo: 3,
  march: 3,
  abr: 4,
  abril: 4,
  apr: 4,
  april: 4,
  may: 5,
  mayo: 5,
  jun: 6,
  junio: 6,
  june: 6,
  jul: 7,
  julio: 7,
  july: 7,
  ago: 8,
  agosto: 8,
  aug: 8,
  august: 8,
  sep: 9,
  sept: 9,
  set: 9,
  septiembre: 9,
  setiembre: 9,
  september: 9,
  oct: 10,
  octubre: 10,
  october: 10,
  nov: 11,
  noviembre: 11,
  november: 11,
  dic: 12,
  diciembre: 12,
  dec: 12,
  december: 12,
};

/**
 * Century rule for two-digit years: birth and issue dates are never in the future (the latest
 * century that keeps them in the past); expiry dates lie within 50 years either side of today.
 */
export function expandYear(yy: number, kind: DateKind, today = new Date()): number {
  const now = today.getUTCFullYear();
  const century = Math.floor(now / 100) * 100;
  if (kind === "expiry") {
    const candidate = century + yy;
    return candidate > now + 50
      ? candidate - 100
      : candidate < now - 50
        ? candidate + 100
        : candidate;
  }
  const candidate = century + yy;
  return candidate > now ? candidate - 100 : candidate;
}

/**
 * A date written as dd/mm/yyyy, dd-mm-yy, dd.mm.yyyy, yyyy-mm-dd, "15 de marzo de 1985",
 * "15 MAR 1985" or "15 MAR/MAR 85", as ISO 8601 (yyyy-mm-dd), or mm/yyyy as yyyy-mm;
 * undefined when it is not a real calendar date. Common OCR confusions in digits (O→0, l/I→1, S→5, B→8) are undone.
 */
export function parseDate(
  raw: string,
  kind: DateKind = "any",
  today = new Date(),
): string | undefined {
  const text = raw.trim().toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");
  let m = /(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})/.exec(fixDigits(text));
  if (m) return iso(Number(m[1]), Number(m[2]), Number(m[3]));
  // An ISO date whose dashes were lost or read as spaces ("202401 10"), alone in the text.
  m = /^\W*((?:19|20)\d{2})[-/.\s]?(\d{2})[-/.\s]?(\d{2})\W*$/.exec(fixDigits(text));
  const compact = m ? iso(Number(m[1]), Number(m[2]), Number(m[3])) : undefined;
  if (compact) return compact;
  // Day, month and year apart by spaces only ("04 08 1958", Spain's DNI), alone in the text,
  // one of the spaces possibly lost ("12 022019").
  m =
    /^\W*(\d{1,2})\s+(\d{1,2})\s+(\d{4})\W*$/.exec(fixDigits(text)) ??
    /^\W*(\d{1,2})\s?(\d{2})\s?((?:19|20)\d{2})\W*$/.exec(fixDigits(text));
  const spacedOnly = m ? iso(Number(m[3]), Number(m[2]), Number(m[1])) : undefined;
  if (spacedOnly) return spacedOnly;
  // Eight digits alone, day first ("18092017"): the separators not printed or not read.
  m = /^\W*(\d{2})(\d{2})((?:19|20)\d{2})\W*$/.exec(fixDigits(text));
  const packed = m ? iso(Number(m[3]), Number(m[2]), Number(m[1])) : undefined;
  if (packed) return packed;
  // Six digits alone, day, month and two-digit year ("220997" for 22/09/97).
  m = /^\W*(\d{2})(\d{2})(\d{2})\W*$/.exec(fixDigits(text));
  const packedShort = m
    ? iso(year(m[3] as string, kind, today), Number(m[2]), Number(m[1]))
    : undefined;
  if (packedShort) return packedShort;
  // Day and month run together, the first separator lost ("1502-55" for 15-02-55).
  m = /^\W*(\d{2})(\d{2})[-/.](\d{4}|\d{2})\W*$/.exec(fixDigits(text));
  const runTogether = m
    ? iso(year(m[3] as string, kind, today), Number(m[2]), Number(m[1]))
    : undefined;
  if (runTogether) return runTogether;
  m = /(\d{1,2})\s*[-/.,]\s*(\d{1,2})\s*[-/.,]\s*(\d{4}|\d{2})(?!\d)/.exec(fixDigits(text));
  if (m) return iso(year(m[3] as string, kind, today), Number(m[2]), Number(m[1]));
  // A space read inside the day or month ("05.1 2.2020").
  m = /(\d{1,2})[-/.,](\d{1,2})[-/.,](\d{4})(?!\d)/.exec(
    fixDigits(text).replace(/(?<=[-/.,]\d) (?=\d[-/.,])|(?<=\b\d) (?=\d[-/.,]\d)/g, ""),
  );
  const spaced = m ? iso(Number(m[3]), Number(m[2]), Number(m[1])) : undefined;
  if (spaced) return spaced;
  // One of the two separators read as a space ("15.04 2024", "15 04.2024"): a four-digit
  // year of this century or the last keeps a stray pair of numbers from being taken.
  m =
    /(?<![\d/.,-])(\d{1,2})(?:\s*[-/.,]\s*|\s+)(\d{1,2})(?:\s*[-/.,]\s*|\s+)((?:19|20)\d{2})(?![\d/.,-])/.exec(
      fixDigits(text),
    );
  const oneLost = m ? iso(Number(m[3]), Number(m[2]), Number(m[1])) : undefined;
  if (oneLost) return oneLost;
  m = /(?<![\d/.-])(\d{1,2})\s*[-/.]\s*(\d{4})(?![\d/.-])/.exec(fixDigits(text));
  // Not returned when no month: "0-2023" is the end of "03-AG0-2023", a month's name below.
  const monthYear = m ? yearMonth(Number(m[2]), Number(m[1])) : undefined;
  if (monthYear) return monthYear;
  m =
    /([0-9oOlIsSbB]{1,2})\s*(?:de\s+|[-/.\s]|(?=[a-z]))\s*([a-z][a-z0158]{2,11}?|[015][a-z]{2,11}?)(?:\s*\/\s*[a-z]{3,10})?\.?\s*(?:de(?:l)?\s*|[-/.\s])?\s*([0-9oOlIsSbB]{4}|[0-9oOlIsSbB]{2})(?![0-9])/.exec(
      text,
    );
  if (m) {
    // A month's letter read as the digit of its shape ("N0V", "0CT", "JU1", "D1C", "FE8"); a
    // 1 is an l or an I.
    const shaped = (m[2] as string).replace(/0/g, "o").replace(/5/g, "s").replace(/8/g, "b");
    const month = [shaped.replace(/1/g, "l"), shaped.replace(/1/g, "i")]
      // "de" run into the month's name, its space lost ("2 dejunio de 1994").
      .map((name) => MONTHS[name] ?? MONTHS[name.replace(/^de(?=[a-z]{3})/, "")])
      .find((found) => found !== undefined);
    if (month)
      return iso(
        year(fixDigits(m[3] as string), kind, today),
        month,
        Number(fixDigits(m[1] as string)),
      );
  }
  return undefined;
}

/**
 * A numeric date written month first, as the United States write it ("01/10/1993" is
 * 10 January), rewritten day first; a first number over 12 is a day and is left as it is.
 */
export function monthFirstToDayFirst(text: string): string {
  return text.replace(
    /(?<!\d)(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})(?!\d)/,
    (all, month: string, sep: string, day: string, year: string) =>
      Number(month) <= 12 ? `${day}${sep}${month}${sep}${year}` : all,
  );
}

/**
 * The order a page writes its numeric dates in, from those only one order reads: "03/16/1959"
 * is month first, "25/03/2024" day first. A page keeps one order; undefined when none of its
 * dates says, or when they disagree (a misread digit).
 */
export function numericDateOrder(text: string): "month_first" | "day_first" | undefined {
  let monthFirst = 0;
  let dayFirst = 0;
  for (const m of text.matchAll(/(?<![\d/.-])(\d{1,2})([/.-])(\d{1,2})\2(\d{4})(?![\d/.-])/g)) {
    const a = Number(m[1]);
    const b = Number(m[3]);
    if (a >= 1 && a <= 12 && b > 12 && b <= 31) monthFirst += 1;
    else if (b >= 1 && b <= 12 && a > 12 && a <= 31) dayFirst += 1;
  }
  if (monthFirst && !dayFirst) return "month_first";
  if (dayFirst && !monthFirst) return "day_first";
  return undefined;
}

/** A YYMMDD date from an MRZ as ISO 8601 with the century rule of `kind`. */
export function parseMrzDate(
  yymmdd: string,
  kind: DateKind,
  today = new Date(),
): string | undefined {
  const m = /^(\d{2})(\d{2})(\d{2})$/.exec(yymmdd);
  if (!m) return undefined;
  return iso(expandYear(Number(m[1]), kind, today), Number(m[2]), Number(m[3]));
}

/** A month-and-year date (cédulas print expiry as mm/yyyy) as ISO 8601 "yyyy-mm". */
function yearMonth(y: number, m: number): string | undefined {
  if (!(y >= 1850 && y <= 2200 && m >= 1 && m <= 12)) return undefined;
  return `${y}-${String(m).padStart(2, "0")}`;
}

function year(text: string, kind: DateKind, today: Date): number {
  return text.length === 2 ? expandYear(Number(text), kind, today) : Number(text);
}

function iso(y: number, m: number, d: number): string | undefined {
  if (!(y >= 1850 && y <= 2200 && m >= 1 && m <= 12 && d >= 1)) return undefined;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return undefined;
  return `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

/** Undoes letter-for-digit confusions inside runs that are mostly digits. */
export function fixDigits(text: string): string {
  return text.replace(/[0-9oOlIsSbBz|]{2,}/g, (run) =>
    /\d/.test(run)
      ? run
          .replace(/[oO]/g, "0")
          .replace(/[lI|]/g, "1")
          .replace(/[sS]/g, "5")
          .replace(/[bB]/g, "8")
          .replace(/z/g, "2")
      : run,
  );
}

/** A date found inside a longer text: its ISO value and where it was written. */
export interface DateHit {
  iso: string;
  start: number;
  end: number;
}

const MONTH_NAMES = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join("|");

/**
 * Shapes a date takes when it stands among other text (a receipt's "Date: 02/12/2017 17:21",
 * "30 Dec 17 18:40"), stricter than {@link parseDate}: the separators of a numeric date agree
 * with each other and no digit touches it, so a time, a phone number or an amount is no date.
 */
const DATE_SHAPES = [
  /(?<![\d.,/-])(\d{4})([-/.])(\d{1,2})\2(\d{1,2})(?![\d/-]|[.,]\d)/g,
  /(?<![\d.,/-])(\d{1,2})([-/.])(\d{1,2})\2(\d{4}|\d{2})(?![\d/-]|[.,]\d)/g,
  new RegExp(
    // A month in two languages, as passports print it ("14 AGO/AUG 2019"), is the first's.
    `(?<![\\p{L}\\d])(\\d{1,2})(?:\\s*de\\s+|[-/.\\s]\\s*)?(${MONTH_NAMES})\\.?(?:\\s?/\\s?(?:${MONTH_NAMES})\\.?)?(?:\\s*de(?:l)?\\s+|[-/.,\\s]\\s*)?(\\d{4}|\\d{2})(?!\\d)`,
    "giu",
  ),
  new RegExp(`(?<![\\p{L}\\d])(${MONTH_NAMES})\\.?\\s+(\\d{1,2}),?\\s+(\\d{4})(?!\\d)`, "giu"),
];

/**
 * Every date written in `text`, in order (see DATE_SHAPES), with the century rule of `kind`
 * for two-digit years: for finding a date by its value alone (the only date on a receipt is
 * its date).
 */
export function findDates(text: string, kind: DateKind = "any", today = new Date()): DateHit[] {
  const folded = text.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");
  // NFD changes lengths only for accented letters, which no date shape includes; the offsets
  // are those of the folded text, so they are mapped back only when the lengths agree.
  const same = folded.length === text.length;
  const hits: DateHit[] = [];
  for (const [i, shape] of DATE_SHAPES.entries()) {
    for (const m of folded.matchAll(shape)) {
      const g = m.slice(1) as string[];
      let value: string | undefined;
      if (i === 0) value = isoOf(Number(g[0]), Number(g[2]), Number(g[3]));
      else if (i === 1)
        value = isoOf(year(g[3] as string, kind, today), Number(g[2]), Number(g[0]));
      else if (i === 2) {
        const month = MONTHS[g[1] as string];
        if (month) value = isoOf(year(g[2] as string, kind, today), month, Number(g[0]));
      } else {
        const month = MONTHS[g[0] as string];
        if (month) value = isoOf(Number(g[2]), month, Number(g[1]));
      }
      if (!value || !same) continue;
      const start = m.index ?? 0;
      const end = start + m[0].length;
      if (hits.some((h) => h.start < end && start < h.end)) continue;
      hits.push({ iso: value, start, end });
    }
  }
  return hits.sort((a, b) => a.start - b.start);
}

function isoOf(y: number, m: number, d: number): string | undefined {
  return iso(y, m, d);
}
