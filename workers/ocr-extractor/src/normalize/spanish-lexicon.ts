import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { faker as es } from "@faker-js/faker/locale/es";
import { faker as esMx } from "@faker-js/faker/locale/es_MX";

/**
 * Spanish words as the RLA-ES spelling dictionaries list them (Hunspell stems: generic Spanish
 * and the Venezuelan, Colombian, Mexican and Argentine variants, whose proper nouns add each
 * country's places and surnames), and common Spanish and Mexican given names and surnames
 * (faker's locale data). Read from the npm packages; nothing is fetched.
 */
const require = createRequire(import.meta.url);
const DICTIONARIES = [
  "dictionary-es",
  "dictionary-es-ve",
  "dictionary-es-co",
  "dictionary-es-mx",
  "dictionary-es-ar",
];

/** Every stem of the dictionaries (lower-case words and capitalised proper nouns), NFC. */
export async function dictionaryWords(): Promise<string[]> {
  const files = await Promise.all(
    // Each package keeps its Hunspell files beside its entry point (dictionary-es-ve predates
    // the others' `{ aff, dic }` export, so the file is read directly for all of them).
    DICTIONARIES.map((name) => readFile(join(dirname(require.resolve(name)), "index.dic"), "utf8")),
  );
  return files.flatMap((dic) =>
    dic
      .split("\n")
      .slice(1)
      .map((line) => line.split(/[/\s]/, 1)[0]?.normalize("NFC") ?? "")
      .filter((w) => /^\p{L}+$/u.test(w)),
  );
}

const person = [es, esMx].map((f) => f.rawDefinitions.person);
const words = (names: string[]) =>
  names.flatMap((n) => n.normalize("NFC").split(/\s+/)).filter((w) => /^\p{L}+$/u.test(w));

/** Given names and surnames, each as written (accents kept). */
export const PERSON_NAMES: { given: readonly string[]; family: readonly string[] } = {
  given: words(person.flatMap((p) => Object.values(p?.first_name ?? {}).flat())),
  family: words(person.flatMap((p) => Object.values(p?.last_name ?? {}).flat())),
};
