/** Cuba: carné de identidad (birth date, century and sex digits), NIT, pesos, 10 % sales tax. */
import type { Country } from "../country.ts";
import { digits, printedId } from "../country.ts";

/** Cuba's conventions. */
export const CUBA: Country = {
  nationality: {
    code: "CUB",
    male: "cubano",
    female: "cubana",
    country: "Cuba",
    state: "REPÚBLICA DE CUBA",
    cities: [],
  },
  dial: "53",
  phone(rng, place) {
    if (rng.chance(0.7)) {
      const n = `5${digits(rng, 7)}`;
      return {
        printed: rng.pick([
          `${n.slice(0, 1)} ${n.slice(1, 4)} ${n.slice(4)}`,
          `+53 ${n}`,
          n,
          `+53 ${n.slice(0, 1)} ${n.slice(1, 4)} ${n.slice(4)}`,
        ]),
        normalized: `+53${n}`,
      };
    }
    const local = digits(rng, 8 - place.areaCode.length);
    return {
      printed: rng.pick([`(${place.areaCode}) ${local}`, `${place.areaCode} ${local}`]),
      normalized: `+53${place.areaCode}${local}`,
    };
  },
  nationalId(rng, birthYear, birth) {
    // YYMMDD, a century digit (0–5 for the 1900s, 6–8 for the 2000s) and four more digits (in
    // the real scheme one of them encodes the sex; this draw does not know it).
    const d = birth ?? { year: birthYear, month: rng.int(1, 12), day: rng.int(1, 28) };
    const date = `${String(d.year % 100).padStart(2, "0")}${String(d.month).padStart(2, "0")}${String(d.day).padStart(2, "0")}`;
    const century = d.year >= 2000 ? rng.int(6, 8) : rng.int(0, 5);
    return printedId(rng, [`${date}${century}${digits(rng, 4)}`]);
  },
  idName: "Carné de identidad",
  companyTaxId: (rng) => printedId(rng, [digits(rng, 11)]),
  taxIdLabel: "NIT",
  money: { symbol: "$", decimals: 2, separators: "comma_dot" },
  vat: { rate: 10, label: "Impuesto sobre las ventas" },
};
