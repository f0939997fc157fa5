import { dictionaryWords, isAscii, PERSON_NAMES, placeWords } from "./spanish-lexicon";

/**
 * OCR often drops a diacritic on capitals (GONZÁLEZ → GONZALEZ, DIRECCIÓN → DIRECCION, PEÑA →
 * PENA). A word read without any is given back the only spelling with marks that real Spanish
 * dictionaries know for it — never when its bare form is a word too ("PAPA"/"PAPÁ", "ACACIAS"
 * beside the town Acacías), nor when two spellings with marks compete. Persons' names look among
 * proper nouns first: "PENA" is the common noun "pena" in an address, the surname Peña in a
 * name.
 */
function plain(word: string): string {
  // Most words are ASCII, which has no marks to take off: no decomposition needed.
  if (isAscii(word)) return word;
  return word.normalize("NFD").replace(/\p{M}/gu, "");
}

const key = (word: string) => plain(word).toLowerCase();

/** Bare form (lower case, no marks) → its spelling with marks, in a person's name and elsewhere. */
interface Spellings {
  names: Map<string, string>;
  words: Map<string, string>;
  /** Every bare form the sources know, hashed (FNV-1a) and sorted: 4 bytes a word. */
  known: Uint32Array;
  /** The bare forms of common words that are no proper noun nor person's name, likewise. */
  common: Uint32Array;
}

/**
 * The spellings with marks of the dictionaries' words, the given names and surnames, and the
 * towns' names the others do not know (`places`, see placeWords), keyed
 * by their bare form. Where sources disagree, the spelling most of them give wins ("Jiménez"
 * over one list's "Jimenéz"); a tie gives none. In a person's name the proper noun's spelling
 * comes first (OCR drops marks far more often than a register spells a name without them),
 * else a common word's when the bare form is no common word. Elsewhere a spelling is given only
 * when the bare form is no common word (nor its plural) and proper and common spellings agree.
 * Only the two answers are kept: the word lists themselves are not held in memory.
 */
function spellings(dictionary: string[], places: string[] = []): Spellings {
  const bare = new Set<string>();
  const votes = {
    proper: new Map<string, Map<string, number>>(),
    common: new Map<string, Map<string, number>>(),
  };
  const learn = (word: string, proper: boolean, times: number) => {
    const k = key(word);
    if (plain(word) === word && !proper) {
      // A common word and its plural ("acacia", "acacias": not the town Acacías).
      for (const w of [k, `${k}s`, `${k}es`]) bare.add(w);
      return;
    }
    // A proper noun spelled without marks votes for its bare form: "Ruiz" outvotes a list's
    // "Ruíz", and then nothing is restored.
    const map = proper ? votes.proper : votes.common;
    const counts = map.get(k) ?? new Map<string, number>();
    counts.set(word.toLowerCase(), (counts.get(word.toLowerCase()) ?? 0) + times);
    map.set(k, counts);
  };
  const all = new Set<number>();
  const common = new Set<number>();
  const names = new Set<number>();
  // The dictionaries repeat most stems (≈ 300 000, 66 000 distinct): each distinct word is
  // worked out once, in the order it first appears, its repeats counting as votes.
  const occurrences = new Map<string, number>();
  for (const word of dictionary) occurrences.set(word, (occurrences.get(word) ?? 0) + 1);
  for (const [word, times] of occurrences) {
    const proper = word[0] !== word[0]?.toLowerCase();
    const k = key(word);
    const forms = inflections(k);
    learn(word, proper, times);
    if (proper) names.add(hash(k));
    else for (const form of forms) common.add(hash(form));
    // A common word's inflections keep or lose its mark by the rules of stress ("prócer" →
    // "próceres", "odontólogo" → "odontóloga", "canción" → "canciones").
    if (!proper && plain(word) !== word)
      for (const form of markedInflections(word)) learn(form, false, times);
    // The stem and its regular plural and feminine forms ("constructor" → "constructora").
    for (const form of forms) all.add(hash(form));
  }
  for (const name of [...PERSON_NAMES.given, ...PERSON_NAMES.family]) {
    learn(name, true, 1);
    names.add(hash(key(name)));
  }
  // Towns' names only where no other source knows the bare form: they add places, and never
  // outvote a dictionary's or a name list's spelling.
  const knownBefore = new Set([...bare, ...votes.proper.keys(), ...votes.common.keys()]);
  for (const place of places) {
    const k = key(place);
    if (knownBefore.has(k)) continue;
    learn(place, true, 1);
    names.add(hash(k));
    all.add(hash(k));
  }
  for (const w of bare) all.add(hash(w));
  const known = Uint32Array.from(all).sort();
  for (const h of names) common.delete(h);
  const out: Spellings = {
    names: new Map(),
    words: new Map(),
    known,
    common: Uint32Array.from(common).sort(),
  };
  for (const k of new Set([...votes.proper.keys(), ...votes.common.keys()])) {
    const voted = winner(votes.proper.get(k));
    if (voted === k) continue; // the name is spelled without marks
    const proper = voted;
    const common = winner(votes.common.get(k));
    const name = proper ?? (bare.has(k) ? undefined : common);
    if (name) out.names.set(k, name);
    if (!bare.has(k) && !(common && proper && common !== proper)) {
      const word = common ?? proper;
      if (word) out.words.set(k, word);
    }
  }
  return out;
}

/** A noun's or adjective's regular forms: plural, and feminine of -o and -or. */
function inflections(k: string): string[] {
  const forms = [k, `${k}s`, `${k}es`];
  if (k.endsWith("o")) forms.push(`${k.slice(0, -1)}a`, `${k.slice(0, -1)}as`);
  if (k.endsWith("or")) forms.push(`${k}a`, `${k}as`);
  return forms;
}

const VOWEL = "aeiouáéíóúü";
/** A mark on the last syllable: no vowel after the marked one ("canción", "café", "francés"). */
const STRESSED_LAST = new RegExp(`[áéíóú][^${VOWEL}]*$`);

/**
 * A marked word's plural and feminine, spelled by the RAE's rules of stress: a plural in "-s"
 * after a vowel keeps the mark ("cafés", "médicos"); one in "-es" keeps it unless the stress
 * was on the last syllable ("próceres", "árboles", "lápices"; "canciones", "franceses"); a
 * feminine of "-o" keeps it ("odontóloga"), one of a stressed last syllable loses it
 * ("alemana"). Words ending in "-s" or "-x" unstressed have no other plural ("análisis").
 */
function markedInflections(word: string): string[] {
  const unmarkLast = (w: string) => w.replace(/[áéíóú](?=[^aeiouáéíóúü]*$)/, (c) => plain(c));
  const forms: string[] = [];
  const last = word.slice(-1);
  const stressedLast = STRESSED_LAST.test(word);
  if (VOWEL.includes(last)) {
    forms.push(`${word}s`);
    if (last === "o") forms.push(`${word.slice(0, -1)}a`, `${word.slice(0, -1)}as`);
  } else if (stressedLast) {
    const stem = unmarkLast(last === "z" ? `${word.slice(0, -1)}c` : word);
    forms.push(`${stem}es`);
    if (/[nsr]$/.test(word)) forms.push(`${stem}a`, `${stem}as`);
  } else if (!/[sx]$/.test(word)) {
    forms.push(`${last === "z" ? `${word.slice(0, -1)}c` : word}es`);
  }
  return forms;
}

/** FNV-1a, 32 bits: collisions among ~300 000 words are rare enough for a language test. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** True when `word` (any case, with or without marks) is a word or name of the sources. */
export function isSpanishWord(word: string): boolean {
  return isKnown(key(word));
}

/**
 * True when `word` is a common word of the dictionaries (or its plural or feminine) that no
 * source also lists as a proper noun or a person's name: "total", "cantidad", "nacimiento";
 * not "Mérida", "Luis" nor "Blanco".
 */
export function isCommonWord(word: string): boolean {
  return contains(spellingsTable().common, hash(key(word)));
}

/** True when a bare form is a word of the sources. */
function isKnown(k: string): boolean {
  return contains(spellingsTable().known, hash(k));
}

/** Binary search of a sorted table of hashes. */
function contains(table: Uint32Array, h: number): boolean {
  let lo = 0;
  let hi = table.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = table[mid] as number;
    if (v === h) return true;
    if (v < h) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

/**
 * Spanish text: more than half of its words of three letters or more are words of the Spanish
 * sources. An English receipt's "SWEET FOREST CAFE" keeps its CAFE.
 */
function isSpanish(text: string): boolean {
  const words = (text.match(/\p{L}{3,}/gu) ?? []).map(key);
  return words.filter(isKnown).length * 2 > words.length;
}

/** The spelling most sources give, when one does. */
function winner(counts: Map<string, number> | undefined): string | undefined {
  const [first, second] = [...(counts ?? [])].sort((a, b) => b[1] - a[1]);
  return first && (!second || first[1] > second[1]) ? first[0] : undefined;
}

let built: Spellings | undefined;

/**
 * The spellings table, built on first use: ≈ 300 000 stems and their inflections take seconds
 * of CPU, so only the thread that restores accents (phase 6's, extraction-thread.ts) pays for
 * it, once.
 */
function spellingsTable(): Spellings {
  built ??= spellings(dictionaryWords(), placeWords());
  return built;
}

/**
 * Puts back diacritics OCR dropped, keeping each word's letter case; `names` when the text is
 * a person's name (proper nouns first); `ifSpanish` for text that may be in another language
 * (a shop's name on a receipt), restored only when it is Spanish (see isSpanish). A word
 * already carrying some marks is completed when
 * every mark it has is one the known spelling has (YÁNEZ → YÁÑEZ), and left alone otherwise.
 */
export function restoreAccents(
  text: string,
  options: { names?: boolean; ifSpanish?: boolean } = {},
): string {
  if (options.ifSpanish && !isSpanish(text)) return text;
  return text.replace(/\p{L}+/gu, (word) => {
    if (word.length < 3) return word;
    const table = spellingsTable();
    const spelled = (options.names ? table.names : table.words).get(key(word));
    if (!spelled || spelled.length !== word.length) return word;
    if (word !== plain(word) && !subsetOf(word, spelled)) return word;
    if (word === word.toUpperCase()) return spelled.toLocaleUpperCase("es");
    if (word === word.toLowerCase()) return spelled;
    // Capitalised (or mixed): the known spelling in the word's own pattern of capitals.
    return [...spelled]
      .map((c, i) => (word[i] === word[i]?.toUpperCase() ? c.toLocaleUpperCase("es") : c))
      .join("");
  });
}

/** True when each letter of `word` is the known one or its bare form (marks only dropped). */
function subsetOf(word: string, spelled: string): boolean {
  const a = word.toLowerCase();
  for (let i = 0; i < a.length; i++) {
    if (a[i] !== spelled[i] && a[i] !== plain(spelled[i] as string)) return false;
  }
  return true;
}
