/** Argentina: DNI "32.456.789", CUIT "30-71234567-8", pesos "$ 1.234,56", IVA 21 %. */
import type { Country } from "../country.ts";
import { digits, groupThousands, mod11, printedId } from "../country.ts";

/** Argentina's conventions. */
export const ARGENTINA: Country = {
  nationality: {
    code: "ARG",
    male: "argentino",
    female: "argentina",
    country: "Argentina",
    state: "REPÚBLICA ARGENTINA",
    cities: [],
  },
  dial: "54",
  phone(rng, place) {
    const a = place.areaCode;
    const local = digits(rng, 10 - a.length);
    const split = local.length - 4;
    if (rng.chance(0.65)) {
      return {
        printed: rng.pick([
          `+54 9 ${a} ${local.slice(0, split)}-${local.slice(split)}`,
          `+549${a}${local}`,
        ]),
        normalized: `+549${a}${local}`,
      };
    }
    return {
      printed: rng.pick([
        `(0${a}) ${local.slice(0, split)}-${local.slice(split)}`,
        `0${a} ${local.slice(0, split)}-${local.slice(split)}`,
      ]),
      normalized: `+54${a}${local}`,
    };
  },
  nationalId(rng, birthYear) {
    // Numbers grow with the year of birth: about 40 million for those born in 2000.
    const base = Math.max(4_000_000, Math.min(48_000_000, (birthYear - 1940) * 650_000));
    const n = String(rng.int(base - 1_000_000, base + 1_000_000));
    return printedId(rng, [groupThousands(n, "."), n]);
  },
  idName: "Documento Nacional de Identidad",
  companyTaxId(rng) {
    const body = `${rng.pick(["30", "33", "30"])}${digits(rng, 8)}`;
    const check = mod11(body, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2], (r) =>
      r === 11 ? "0" : r === 10 ? "9" : String(r),
    );
    return printedId(rng, [
      `${body.slice(0, 2)}-${body.slice(2)}-${check}`,
      `${body}${check}`,
      `${body.slice(0, 2)}-${body.slice(2)}/${check}`,
    ]);
  },
  taxIdLabel: "CUIT",
  money: { symbol: "$", decimals: 2, separators: "dot_comma" },
  vat: { rate: 21, label: "IVA" },
};
