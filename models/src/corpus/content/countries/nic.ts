/** Nicaragua: cédula 001-150385-0001A (municipality, birth date, entry, check letter), RUC, córdobas, IVA 15 %. */
import type { Rng } from "../../rng.ts";
import type { Country } from "../country.ts";
import { digits, printedId } from "../country.ts";

const CHECK_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXY";

/** The cédula's check letter: the thirteen digits as a number, modulo 23, in A…Y without I, O, Ñ, Z. */
export function nicCedulaLetter(body: string): string {
  return CHECK_LETTERS[Number(BigInt(body) % 23n)] as string;
}

const MUNICIPALITIES = ["001", "081", "121", "161", "281", "401", "441", "561", "241", "201"];

/** Nicaragua's conventions. */
export const NICARAGUA: Country = {
  nationality: {
    code: "NIC",
    male: "nicaragüense",
    female: "nicaragüense",
    country: "Nicaragua",
    state: "REPÚBLICA DE NICARAGUA",
    cities: [],
  },
  dial: "505",
  phone(rng) {
    const n = `${rng.pick(["8", "8", "7", "5", "2"])}${digits(rng, 7)}`;
    return {
      printed: rng.pick([
        `${n.slice(0, 4)}-${n.slice(4)}`,
        `${n.slice(0, 4)} ${n.slice(4)}`,
        `+505 ${n.slice(0, 4)} ${n.slice(4)}`,
      ]),
      normalized: `+505${n}`,
    };
  },
  nationalId(rng: Rng, birthYear, birth) {
    const d = birth ?? { year: birthYear, month: rng.int(1, 12), day: rng.int(1, 28) };
    const date = `${String(d.day).padStart(2, "0")}${String(d.month).padStart(2, "0")}${String(d.year % 100).padStart(2, "0")}`;
    const body = `${rng.pick(MUNICIPALITIES)}${date}${String(rng.int(1, 9999)).padStart(4, "0")}`;
    const letter = nicCedulaLetter(body);
    return printedId(rng, [
      `${body.slice(0, 3)}-${body.slice(3, 9)}-${body.slice(9)}${letter}`,
      `${body}${letter}`,
    ]);
  },
  idName: "Cédula de identidad",
  companyTaxId: (rng) => printedId(rng, [`J${rng.pick(["031", "041", "081"])}${digits(rng, 10)}`]),
  taxIdLabel: "RUC",
  money: { symbol: "C$", decimals: 2, separators: "comma_dot" },
  vat: { rate: 15, label: "IVA" },
};
