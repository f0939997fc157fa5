/** Colombia: cédula de ciudadanía (digits), NIT with check digit, pesos without cents, IVA 19 %. */
import type { Country } from "../country.ts";
import { digits, groupThousands, printedId } from "../country.ts";

const NIT_WEIGHTS = [41, 37, 29, 23, 19, 17, 13, 7, 3];

/** DIAN's NIT check digit: weighted sum of the nine digits modulo 11. */
export function nitCheckDigit(body: string): number {
  const sum = body.split("").reduce((acc, d, i) => acc + Number(d) * (NIT_WEIGHTS[i] ?? 0), 0);
  const rest = sum % 11;
  return rest > 1 ? 11 - rest : rest;
}

/** Colombia's conventions. */
export const COLOMBIA: Country = {
  nationality: {
    code: "COL",
    male: "colombiano",
    female: "colombiana",
    country: "Colombia",
    state: "REPÚBLICA DE COLOMBIA",
    cities: [],
  },
  dial: "57",
  phone(rng, place) {
    if (rng.chance(0.75)) {
      const n = `3${rng.int(0, 5)}${rng.int(0, 9)}${digits(rng, 7)}`;
      return {
        printed: rng.pick([
          `${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`,
          `+57 ${n.slice(0, 3)} ${n.slice(3)}`,
          n,
          `(+57) ${n.slice(0, 3)}-${n.slice(3, 6)}-${n.slice(6)}`,
        ]),
        normalized: `+57${n}`,
      };
    }
    const n = `60${place.areaCode}${digits(rng, 7)}`;
    return {
      printed: rng.pick([`(${n.slice(0, 3)}) ${n.slice(3)}`, `${n.slice(0, 3)} ${n.slice(3)}`]),
      normalized: `+57${n}`,
    };
  },
  nationalId(rng, birthYear) {
    // Numbers issued since 2004 have ten digits starting 10; older ones 7 to 8 digits.
    const n = birthYear >= 1986 ? `10${digits(rng, 8)}` : digits(rng, rng.pick([7, 8]));
    return printedId(rng, [groupThousands(n, "."), n, groupThousands(n, ",")]);
  },
  idName: "Cédula de ciudadanía",
  companyTaxId(rng) {
    const body = `${rng.pick(["800", "830", "860", "890", "900", "901"])}${digits(rng, 6)}`;
    const check = nitCheckDigit(body);
    return printedId(rng, [
      `${groupThousands(body, ".")}-${check}`,
      `${body}-${check}`,
      `${groupThousands(body, ".")} - ${check}`,
    ]);
  },
  taxIdLabel: "NIT",
  money: { symbol: "$", decimals: 0, separators: "dot_comma" },
  vat: { rate: 19, label: "IVA" },
};
