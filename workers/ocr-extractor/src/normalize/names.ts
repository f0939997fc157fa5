import { isCommonWord, isSpanishWord, restoreAccents } from "./accents";
import { LETTER_FOR } from "./lookalikes";
import { isKnownName } from "./person-name";

/**
 * A personal name as printed, cleaned of OCR noise: accents and ñ kept, runs of spaces
 * collapsed, stray punctuation at the ends removed, digits dropped — except a digit inside a
 * word of capitals, which is the letter it resembles (DIGIT_FOR_CAPITAL: no name holds a
 * digit, "2ULEIMA" is ZULEIMA, "MAR1A" MARIA).
 */
export function cleanName(raw: string): string {
  return (
    raw
      .normalize("NFC")
      .replace(DIGIT_FOR_CAPITAL, letterForDigit)
      .replace(DIGITS_ENDING_CAPITALS, lettersIfKnown)
      .replace(/[0-9_|«»"“”]/g, "")
      .replace(/\s+/g, " ")
      .replace(/^[^\p{L}]+|[^\p{L}.]+$/gu, "")
      // A full stop after a whole word is a speck ("JULIÁN ÁNGEL."); an initial keeps its own.
      .replace(/(?<=\p{L}{2})\.$/u, "")
      // No Spanish word starts with "l" + consonant (other than "ll"): it is a misread "I".
      .replace(/(^|\s)l(?=[b-df-hj-km-np-tv-zñ])/giu, (_, pre: string) => `${pre}I`)
      .trim()
      .split(" ")
      .filter((_word, i, words) => !strayLowerCase(words, i))
      .map((_word, i, words) => respellMisshapen(words, i))
      .join(" ")
  );
}

/**
 * Letter shapes Tesseract takes for one another in print (its classic "rn" for "m"), both
 * ways, in capitals: "FEMÁNDEZ" for Fernández, "VÁÑEZ" for Yáñez, "Iiménez" for Jiménez.
 */
const MISSHAPEN: readonly (readonly [string, string])[] = [
  ["RN", "M"],
  ["CL", "D"],
  ["I", "J"],
  ["I", "L"],
  ["V", "Y"],
];

/**
 * A capital's acute accent read as a letter of its own before it ("JULITAN", "JULILAN" for
 * JULIÁN), one way only: no accent is ever read into a letter.
 */
const ACCENT_AS_LETTER = ["T", "L"].flatMap((mark) =>
  ["A", "E", "I", "O", "U"].map((vowel) => [mark + vowel, vowel] as const),
);

/** Each change a misshapen word may need, from what was read to what was printed. */
const CHANGES: readonly (readonly [string, string])[] = [
  ...MISSHAPEN.flatMap(([a, b]) => [[a, b] as const, [b, a] as const]),
  ...ACCENT_AS_LETTER,
];

/**
 * A person's name in running text (an invoice's customer) with its misshapen words respelled
 * (see respellMisshapen); other text is left as it is.
 */
export function respellMisshapenNames(text: string): string {
  const words = text.split(" ");
  return words.map((_word, i) => respellMisshapen(words, i)).join(" ");
}

/**
 * A given name or surname the name lexicon knows, or a proper noun of the dictionaries
 * (known, and no common word): "JULIÁN" is in the second only.
 */
function isProperName(word: string): boolean {
  return isKnownName(word) || (isSpanishWord(word) && !isCommonWord(word));
}

/** Shorter words spell another name by one such change too easily. */
const MIN_RESPELLED = 4;

/**
 * Word `at` of a name, or the one proper name (isProperName) that it spells but for one of the
 * changes OCR's misreadings need (CHANGES), with that name's accents and the word's case. Only
 * a word that is neither a name nor a Spanish word the dictionaries know is respelled, only in
 * a name of which another word, not a particle, is a known name (the value is a person's name,
 * not a company or a place), and only when exactly one proper name is one such change away: a
 * rare name the lexicon lacks stays as read.
 */
function respellMisshapen(words: string[], at: number): string {
  const word = words[at] as string;
  if (word.length < MIN_RESPELLED || !/^\p{L}+$/u.test(word)) return word;
  if (isKnownName(word) || isSpanishWord(word)) return word;
  const named = (w: string) => w.length >= 3 && !PARTICLES.has(w.toLowerCase()) && isKnownName(w);
  if (!words.some((w, i) => i !== at && named(w))) return word;
  const capitals = word.normalize("NFD").replace(/\p{M}/gu, "").toLocaleUpperCase("es");
  const found = new Set<string>();
  for (const [from, to] of CHANGES) {
    for (let i = capitals.indexOf(from); i >= 0; i = capitals.indexOf(from, i + 1)) {
      const respelled = capitals.slice(0, i) + to + capitals.slice(i + from.length);
      if (isProperName(respelled)) found.add(respelled);
    }
  }
  if (found.size !== 1) return word;
  const name = restoreAccents([...found][0] as string, { names: true });
  if (word === word.toLocaleUpperCase("es")) return name;
  const lower = name.toLocaleLowerCase("es");
  return word[0] === word[0]?.toLocaleUpperCase("es")
    ? (lower[0] as string).toLocaleUpperCase("es") + lower.slice(1)
    : lower;
}

/**
 * A digit OCR put for a capital letter: between two capitals, or starting a word before two
 * more. Digits elsewhere (dates, numbers, a speck after a name) are dropped as before.
 */
const DIGIT_FOR_CAPITAL = /(?<=\p{Lu})\d(?=\p{Lu})|(?<![\p{L}\d])\d(?=\p{Lu}{2})/gu;

/**
 * The capital a digit in a name stands for (DIGIT_FOR_CAPITAL), or nothing when that capital
 * is the word's first letter again ("Z2ORAIDA", "B8ENÍTEZ"): OCR read one letter twice, as
 * itself and as its digit, and no name begins with a doubled letter.
 */
function letterForDigit(digit: string, at: number, text: string): string {
  const letter = LETTER_FOR[digit] ?? digit;
  const opensWord = at === 1 || (at > 1 && !/\p{L}/u.test(text[at - 2] as string));
  return opensWord && text[at - 1] === letter ? "" : letter;
}

/**
 * Digits ending a word of three or more capitals ("8ATIS74" after DIGIT_FOR_CAPITAL:
 * "BATIS74"): the letters they resemble when that spells a name the lexicon knows (BATISTA);
 * dropped as specks otherwise.
 */
const DIGITS_ENDING_CAPITALS = /(?<![\p{L}\d])(\p{Lu}{3,})(\d{1,2})(?![\p{L}\d])/gu;

function lettersIfKnown(whole: string, capitals: string, digits: string): string {
  const letters = [...digits].map((d) => LETTER_FOR[d]);
  if (letters.some((l) => l === undefined)) return whole;
  const word = capitals + letters.join("");
  return isKnownName(word) ? word : whole;
}

/** Particles a name printed in capitals may still print in lower case ("MARÍA de LOS ÁNGELES"). */
const PARTICLES = new Set([
  "de",
  "del",
  "la",
  "las",
  "los",
  "y",
  "e",
  "da",
  "do",
  "dos",
  "van",
  "von",
  "di",
]);

/**
 * A word in lower case at either end of a name printed in capitals, outside the particles:
 * a rule, box corner or signature read as letters ("HERNÁNDEZ GONZÁLEZ naaa", "MARÍN SAIZ
 * aaa"). Needs two words in capitals, so a name printed in mixed case is left alone.
 */
function strayLowerCase(words: string[], at: number): boolean {
  const word = words[at] as string;
  if (!/^\p{Ll}+$/u.test(word) || PARTICLES.has(word)) return false;
  const capitals = (w: string) => /^\p{Lu}[\p{Lu}.'’-]+$/u.test(w);
  if (words.filter(capitals).length < 2) return false;
  // Only the ends: lower-case words up to the edge of the name.
  const edge = (range: string[]) => range.every((w) => /^\p{Ll}+$/u.test(w) && !PARTICLES.has(w));
  return edge(words.slice(0, at + 1)) || edge(words.slice(at));
}

/**
 * True when `value` looks like a name: letters, spaces, apostrophes, hyphens, dots, and a
 * vowel in every word longer than an initial (OCR reads rules, seals and noise as "NN" or
 * "RRT"; no Spanish name lacks a vowel), three letters at least.
 */
export function isName(value: string): boolean {
  if (!/^[\p{L}][\p{L} .'’-]*$/u.test(value) || !/\p{L}{2}/u.test(value)) return false;
  // Two letters in all ("Ne" beside a label) are a scrap of the card, not a name.
  if ((value.match(/\p{L}/gu)?.length ?? 0) < 3) return false;
  const words = value.split(/[\s.'’-]+/).filter((w) => w.length >= 2);
  return words.every((w) => /[aeiouyáéíóúàèìòùäëïöüâêîôû]/iu.test(w));
}
