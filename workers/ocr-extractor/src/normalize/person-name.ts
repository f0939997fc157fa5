import { PERSON_NAMES } from "./spanish-lexicon";

/**
 * Common Spanish and Mexican given names (faker's locale data, from national name statistics),
 * accent-free and upper-case, to tell given names from surnames. A word that is also a common
 * surname (ALEJANDRO, MARTÍN) is no evidence either way and is left out.
 */
const FAMILY = new Set(PERSON_NAMES.family.map((n) => key(n)));
const ALL_GIVEN = new Set(PERSON_NAMES.given.map((n) => key(n)));
const GIVEN_NAMES = new Set([...ALL_GIVEN].filter((n) => !FAMILY.has(n)));

/** A known surname, or a patronymic in -EZ (González, Pérez, Ibáñez): no given name ends so. */
function isSurname(word: string): boolean {
  return FAMILY.has(word) || (/EZ$/.test(word) && !GIVEN_NAMES.has(word));
}

/** +1 for a known given name, −1 for a known surname (or -EZ patronymic), 0 for either or neither. */
function side(word: string): number {
  if (PARTICLES.has(word)) return 0;
  if (GIVEN_NAMES.has(word)) return 1;
  return ALL_GIVEN.has(word) ? 0 : isSurname(word) ? -1 : 0;
}

/**
 * What the name lexicon says of one word: +1 a given name, −1 a surname (or -EZ patronymic),
 * 0 a particle or a word known as both, null a word it does not know.
 */
export function nameWordSide(word: string): number | null {
  const k = key(word);
  if (PARTICLES.has(k)) return 0;
  if (!ALL_GIVEN.has(k) && !isSurname(k)) return null;
  return side(k);
}

/** Whether `word` is a given name or surname the lexicon knows (accents and case aside). */
export function isKnownName(word: string): boolean {
  const k = key(word);
  return ALL_GIVEN.has(k) || FAMILY.has(k);
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
 * which words are known surnames or given names, and two surname units are assumed (the Hispanic
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
  // The names' own order: each word votes for the split that puts it where it belongs (a known
  // given name among the given names, a known surname or a patronymic in -EZ among the
  // surnames) and against the other; a word known as both votes for neither. It outranks a
  // label's order (designs print "APELLIDOS Y NOMBRES" over a given name and a surname, and the
  // reverse); the label decides when the words say nothing, or both orders equally.
  const words = parts.map((p) => p.split(" ").map(key));
  const vote = (given: string[][], surnames: string[][]) =>
    given.flat().reduce((sum, w) => sum + side(w), 0) -
    surnames.flat().reduce((sum, w) => sum + side(w), 0);
  const givenFirst = vote(words.slice(0, parts.length - n), words.slice(parts.length - n));
  const surnamesFirstVote = vote(words.slice(n), words.slice(0, n));
  const surnamesFirst =
    surnamesFirstVote !== givenFirst
      ? surnamesFirstVote > givenFirst
      : order
        ? order === "surnames_first"
        : false;
  if (surnamesFirst) {
    return { surnames: parts.slice(0, n).join(" "), given: parts.slice(n).join(" ") };
  }
  return {
    given: parts.slice(0, parts.length - n).join(" "),
    surnames: parts.slice(parts.length - n).join(" "),
  };
}
