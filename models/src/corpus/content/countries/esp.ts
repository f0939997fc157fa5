/** Spain: DNI (8 digits and a letter), CIF, euros "1.234,56 €", IVA 21 %. */
import type { Country } from "../country.ts";
import { digits, printedId } from "../country.ts";

const DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE";

/** The DNI's control letter: the number modulo 23. */
export function dniLetter(number: string): string {
  return DNI_LETTERS[Number(number) % 23] as string;
}

/** Spain's conventions. */
export const SPAIN: Country = {
  nationality: {
    code: "ESP",
    male: "español",
    female: "española",
    country: "España",
    state: "REINO DE ESPAÑA",
    cities: [],
  },
  dial: "34",
  phone(rng, place) {
    const n = rng.chance(0.7)
      ? `${rng.pick(["6", "7"])}${digits(rng, 8)}`
      : `${place.areaCode}${digits(rng, 9 - place.areaCode.length)}`;
    return {
      printed: rng.pick([
        `${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`,
        `+34 ${n.slice(0, 3)} ${n.slice(3, 5)} ${n.slice(5, 7)} ${n.slice(7)}`,
        n,
        `${n.slice(0, 3)} ${n.slice(3, 5)} ${n.slice(5, 7)} ${n.slice(7)}`,
      ]),
      normalized: `+34${n}`,
    };
  },
  nationalId(rng) {
    const n = String(rng.int(1_000_000, 79_999_999)).padStart(8, "0");
    const letter = dniLetter(n);
    return printedId(rng, [`${n}${letter}`, `${n}-${letter}`, `${n} ${letter}`]);
  },
  idName: "Documento nacional de identidad",
  companyTaxId(rng) {
    const letter = rng.pick(["A", "B", "B", "B"]);
    const body = digits(rng, 7);
    // The CIF's control digit: Luhn-like sum over the seven digits.
    let sum = 0;
    for (const [i, ch] of body.split("").entries()) {
      const d = Number(ch);
      if (i % 2 === 0) sum += Math.floor((d * 2) / 10) + ((d * 2) % 10);
      else sum += d;
    }
    const control = (10 - (sum % 10)) % 10;
    return printedId(rng, [`${letter}${body}${control}`, `${letter}-${body}${control}`]);
  },
  taxIdLabel: "CIF",
  money: { symbol: "€", after: true, decimals: 2, separators: "dot_comma" },
  vat: { rate: 21, label: "IVA" },
};
