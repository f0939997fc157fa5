/** Calendar dates: random draws and the several printed formats Spanish documents use. */
import type { Rng } from "../rng.ts";

/** A calendar date (no time zone). */
export interface CivilDate {
  year: number;
  month: number;
  day: number;
}

/** The fictional "today" of the corpus; dates never come from the clock. */
export const CORPUS_TODAY: CivilDate = { year: 2025, month: 6, day: 30 };

const MONTHS = [
  "enero",
  "febrero",
  "marzo",
  "abril",
  "mayo",
  "junio",
  "julio",
  "agosto",
  "septiembre",
  "octubre",
  "noviembre",
  "diciembre",
];
const MONTHS_SHORT = [
  "ENE",
  "FEB",
  "MAR",
  "ABR",
  "MAY",
  "JUN",
  "JUL",
  "AGO",
  "SEP",
  "OCT",
  "NOV",
  "DIC",
];
const MONTHS_EN = [
  "JAN",
  "FEB",
  "MAR",
  "APR",
  "MAY",
  "JUN",
  "JUL",
  "AUG",
  "SEP",
  "OCT",
  "NOV",
  "DEC",
];

/** Printed date styles: 15/03/1985, 15-03-85, 15 de marzo de 1985, 1985-03-15, 15.03.1985, 15 MAR 1985, 15 MAR/MAR 1985. */
export const DATE_STYLES = [
  "dmy_slash",
  "dmy_dash_short",
  "long",
  "iso",
  "dmy_dot",
  "dmon",
  "dmon_bilingual",
] as const;
/** Further styles, used by the families added after the original designs: 15 03 1985, 15-03-1985, 15-MAR-1985, 1985/03/15, 15 DE MARZO DE 1985, and the United States' 03/15/1985. */
export const EXTRA_DATE_STYLES = [
  "dmy_space",
  "dmy_dash",
  "dmon_dash",
  "ymd_slash",
  "long_upper",
  "mdy_slash",
] as const;
export type DateStyle = (typeof DATE_STYLES)[number] | (typeof EXTRA_DATE_STYLES)[number];

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const pad = (n: number, width = 2): string => String(n).padStart(width, "0");

/** Uniformly random date between two years, inclusive. */
export function randomDate(rng: Rng, fromYear: number, toYear: number): CivilDate {
  const year = rng.int(fromYear, toYear);
  const month = rng.int(1, 12);
  return { year, month, day: rng.int(1, daysInMonth(year, month)) };
}

/** Adds whole years and days (days may be negative); 29 February falls back to the 28th. */
export function addTime(date: CivilDate, years: number, days = 0): CivilDate {
  const day = Math.min(date.day, daysInMonth(date.year + years, date.month));
  const t = new Date(Date.UTC(date.year + years, date.month - 1, day + days));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

/** A date drawn between two others, inclusive. */
export function dateBetween(rng: Rng, from: CivilDate, to: CivilDate): CivilDate {
  const a = Date.UTC(from.year, from.month - 1, from.day);
  const b = Date.UTC(to.year, to.month - 1, to.day);
  const t = new Date(a + rng.int(0, Math.round((b - a) / 86_400_000)) * 86_400_000);
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

/** ISO 8601 calendar date, YYYY-MM-DD (the normalised form of every date field). */
export function isoDate(date: CivilDate): string {
  return `${date.year}-${pad(date.month)}-${pad(date.day)}`;
}

/** The date as printed in the given style. */
export function formatDate(date: CivilDate, style: DateStyle): string {
  const { year, month, day } = date;
  switch (style) {
    case "dmy_slash":
      return `${pad(day)}/${pad(month)}/${year}`;
    case "dmy_dash_short":
      return `${pad(day)}-${pad(month)}-${pad(year % 100)}`;
    case "long":
      return `${day} de ${MONTHS[month - 1]} de ${year}`;
    case "iso":
      return isoDate(date);
    case "dmy_dot":
      return `${pad(day)}.${pad(month)}.${year}`;
    case "dmon":
      return `${pad(day)} ${MONTHS_SHORT[month - 1]} ${year}`;
    case "dmy_space":
      return `${pad(day)} ${pad(month)} ${year}`;
    case "dmy_dash":
      return `${pad(day)}-${pad(month)}-${year}`;
    case "dmon_dash":
      return `${pad(day)}-${MONTHS_SHORT[month - 1]}-${year}`;
    case "ymd_slash":
      return `${year}/${pad(month)}/${pad(day)}`;
    case "mdy_slash":
      return `${pad(month)}/${pad(day)}/${year}`;
    case "long_upper":
      return `${day} DE ${MONTHS[month - 1]?.toLocaleUpperCase("es")} DE ${year}`;
    case "dmon_bilingual": {
      const es = MONTHS_SHORT[month - 1];
      const en = MONTHS_EN[month - 1];
      return `${pad(day)} ${es === en ? es : `${es}/${en}`} ${year}`;
    }
  }
}
