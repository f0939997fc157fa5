/** Mexico: CURP as the identity number, RFC, pesos "$1,234.56", IVA 16 %. */
import type { Country } from "../country.ts";
import { digits, printedId } from "../country.ts";

const LETTERS = "ABCDEFGHIJKLMNPQRSTUVWXYZ";
const STATES = ["DF", "JC", "NL", "MC", "PL", "VZ", "GT", "YN", "CH", "BC", "SR", "OC"];

/** A CURP-shaped key: 4 letters, birth date YYMMDD, sex, state, 3 consonants, 2 characters. */
function curp(rng: import("../../rng.ts").Rng, birthYear: number): string {
  const letters = Array.from({ length: 4 }, () => rng.pick([...LETTERS])).join("");
  const date = `${String(birthYear % 100).padStart(2, "0")}${String(rng.int(1, 12)).padStart(2, "0")}${String(rng.int(1, 28)).padStart(2, "0")}`;
  const consonants = Array.from({ length: 3 }, () => rng.pick([..."BCDFGHJKLMNPRSTVZ"])).join("");
  const tail = `${birthYear >= 2000 ? rng.pick([..."ABCD"]) : String(rng.int(0, 9))}${rng.int(0, 9)}`;
  return `${letters}${date}${rng.pick(["H", "M"])}${rng.pick(STATES)}${consonants}${tail}`;
}

/** Mexico's conventions. */
export const MEXICO: Country = {
  nationality: {
    code: "MEX",
    male: "mexicano",
    female: "mexicana",
    country: "México",
    state: "ESTADOS UNIDOS MEXICANOS",
    cities: [],
  },
  dial: "52",
  phone(rng, place) {
    const n = `${place.areaCode}${digits(rng, 10 - place.areaCode.length)}`;
    const a = place.areaCode.length;
    return {
      printed: rng.pick([
        `${n.slice(0, a)} ${n.slice(a, a + 4)} ${n.slice(a + 4)}`,
        `(${n.slice(0, a)}) ${n.slice(a, a + 4)}-${n.slice(a + 4)}`,
        `+52 ${n.slice(0, a)} ${n.slice(a, a + 4)} ${n.slice(a + 4)}`,
        n,
      ]),
      normalized: `+52${n}`,
    };
  },
  nationalId: (rng, birthYear) => printedId(rng, [curp(rng, birthYear)]),
  idName: "Clave Única de Registro de Población",
  companyTaxId(rng) {
    const letters = Array.from({ length: 3 }, () => rng.pick([...LETTERS])).join("");
    const date = `${String(rng.int(0, 24)).padStart(2, "0")}${String(rng.int(1, 12)).padStart(2, "0")}${String(rng.int(1, 28)).padStart(2, "0")}`;
    const homoclave = `${rng.pick([...LETTERS])}${rng.pick([...LETTERS])}${digits(rng, 1)}`;
    return printedId(rng, [`${letters}${date}${homoclave}`, `${letters}-${date}-${homoclave}`]);
  },
  taxIdLabel: "RFC",
  money: { symbol: "$", decimals: 2, separators: "comma_dot" },
  vat: { rate: 16, label: "IVA" },
};
