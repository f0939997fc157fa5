/** Honduras: DNI 0801-1985-12345, RTN (14 digits), lempiras, ISV 15 %. */
import type { Country } from "../country.ts";
import { digits, printedId } from "../country.ts";

const DEPARTMENT_MUNICIPALITIES = ["0801", "0501", "0101", "0301", "1601", "0206", "1801", "0703"];

/** Honduras's conventions. */
export const HONDURAS: Country = {
  nationality: {
    code: "HND",
    male: "hondureño",
    female: "hondureña",
    country: "Honduras",
    state: "REPÚBLICA DE HONDURAS",
    cities: [],
  },
  dial: "504",
  phone(rng) {
    const n = `${rng.pick(["9", "8", "3", "2"])}${digits(rng, 7)}`;
    return {
      printed: rng.pick([
        `${n.slice(0, 4)}-${n.slice(4)}`,
        `+504 ${n.slice(0, 4)}-${n.slice(4)}`,
        `(504) ${n.slice(0, 4)}-${n.slice(4)}`,
        n,
      ]),
      normalized: `+504${n}`,
    };
  },
  nationalId(rng, birthYear) {
    // Place of registration (department and municipality), year of birth, five-digit entry.
    const n = `${rng.pick(DEPARTMENT_MUNICIPALITIES)}${birthYear}${String(rng.int(1, 99_999)).padStart(5, "0")}`;
    return printedId(rng, [
      `${n.slice(0, 4)}-${n.slice(4, 8)}-${n.slice(8)}`,
      n,
      `${n.slice(0, 4)} ${n.slice(4, 8)} ${n.slice(8)}`,
    ]);
  },
  idName: "Documento Nacional de Identificación",
  companyTaxId(rng) {
    const n = `${rng.pick(DEPARTMENT_MUNICIPALITIES)}${rng.int(1990, 2023)}${digits(rng, 6)}`;
    return printedId(rng, [n, `${n.slice(0, 4)}-${n.slice(4, 8)}-${n.slice(8)}`]);
  },
  taxIdLabel: "RTN",
  money: { symbol: "L", decimals: 2, separators: "comma_dot" },
  vat: { rate: 15, label: "ISV" },
};
