import { PERSON_NAMES } from "./spanish-lexicon";

/**
 * Common Spanish and Mexican given names (faker's locale data, from national name statistics),
 * accent-free and upper-case, to tell given names from surnames. A word that is also a common
 * surname (ALEJANDRO, MARTÍN) is no evidence either way and is left out.
 */
const FAMILY = new Set(PERSON_NAMES.family.map((n) => key(n)));
const GIVEN_NAMES = new Set(PERSON_NAMES.given.map((n) => key(n)).filter((n) => !FAMILY.has(n)));

/** A known surname, or a patronymic in -EZ (González, Pérez, Ibáñez): no given name ends so. */
function isSurname(word: string): boolean {
  return FAMILY.has(word) || (/EZ$/.test(word) && !GIVEN_NAMES.has(word));
}

/** Particles that start a compound surname ("DE LA CRUZ", "DEL VALLE") or given name. */
const PARTICLES = new Set(["DE", "DEL", "LA", "LAS", "LOS", "Y"]);

function key(word: string): string {
  return word.normalize("NFD").replace(/\p{M}/gu, "").toUpperCase();
}

/** Words grouped into name units: particles stick to the word they introduce. */
function units(words: string[]): string[] {
  const out: string[] = [];
  let pending: string[] = [];
  for (const word of words) {
    pending.push(word);
    if (!PARTICLES.has(key(word))) {
      out.push(pending.join(" "));
      pending = [];
    }
  }
  if (pending.length) out.push(pending.join(" "));
  return out;
}

/** How many name units a run of words makes ("DE LA CRUZ PEÑA" → 2). */
export function countNameUnits(text: string): number {
  return units(text.split(/[\s<]+/).filter(Boolean)).length;
}

/** The order a label announces: "APELLIDOS Y NOMBRES" or "NOMBRES Y APELLIDOS". */
export type NameOrder = "surnames_first" | "given_first";

/** A full name split into given names and surnames. */
export interface SplitName {
  given: string;
  surnames: string;
}

/**
 * Splits a full name: "SURNAMES, GIVEN" by its comma; otherwise the order is decided by
 * which end holds a known surname or given name, and two surname units are assumed (the Hispanic
 * paternal + maternal pair, "DE LA CRUZ" counting as one). `surnameUnits` overrides that
 * count (e.g. from an MRZ); `order`, when the label said it, overrides the guess.
 */
export function splitFullName(
  full: string,
  surnameUnits = 2,
  order?: NameOrder,
): SplitName | undefined {
  const text = full.replace(/\s+/g, " ").trim();
  const comma = /^([^,]+),\s*(.+)$/.exec(text);
  if (comma) return { surnames: (comma[1] as string).trim(), given: (comma[2] as string).trim() };
  const parts = units(text.split(" "));
  if (parts.length < 2) return undefined;
  const n = Math.min(surnameUnits, parts.length - 1);
  const first = key(parts[0] as string);
  const last = key((parts.at(-1) as string).split(" ").at(-1) as string);
  // The names' own order: surnames first when the first word is a known surname (or a
  // patronymic in -EZ) and the last is not, or the last is a known given name and the first
  // is not; given names first the other way round. It outranks a label's order (designs print
  // "APELLIDOS Y NOMBRES" over a given name and a surname, and the reverse); the label decides
  // when the names say nothing, or both orders.
  const surnamesSay =
    (isSurname(first) && !isSurname(last)) || (GIVEN_NAMES.has(last) && !GIVEN_NAMES.has(first));
  const givenSay =
    (GIVEN_NAMES.has(first) && !GIVEN_NAMES.has(last)) || (isSurname(last) && !isSurname(first));
  const surnamesFirst =
    surnamesSay !== givenSay ? surnamesSay : order ? order === "surnames_first" : false;
  if (surnamesFirst) {
    return { surnames: parts.slice(0, n).join(" "), given: parts.slice(n).join(" ") };
  }
  return {
    given: parts.slice(0, parts.length - n).join(" "),
    surnames: parts.slice(parts.length - n).join(" "),
  };
}
