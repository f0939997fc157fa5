/** Bolivia: cédula de identidad with the issuing department's code, NIT, bolivianos, IVA 13 %. */
import type { Country } from "../country.ts";
import { digits, groupThousands, printedId } from "../country.ts";

/** Departments' codes as printed after older cédula numbers (the "expedido en" complement). */
const DEPARTMENTS = ["LP", "CB", "SC", "OR", "PT", "CH", "TJ", "BE", "PD"];

/** Bolivia's conventions. */
export const BOLIVIA: Country = {
  nationality: {
    code: "BOL",
    male: "boliviano",
    female: "boliviana",
    country: "Bolivia",
    state: "ESTADO PLURINACIONAL DE BOLIVIA",
    cities: [],
  },
  dial: "591",
  phone(rng, place) {
    if (rng.chance(0.75)) {
      const n = `${rng.pick(["6", "7"])}${digits(rng, 7)}`;
      return {
        printed: rng.pick([n, `${n.slice(0, 4)}-${n.slice(4)}`, `+591 ${n}`, `(+591) ${n}`]),
        normalized: `+591${n}`,
      };
    }
    // Landlines: one-digit area code (2 La Paz, 3 Santa Cruz, 4 Cochabamba) and seven digits.
    const local = `${rng.int(2, 4)}${digits(rng, 6)}`;
    return {
      printed: rng.pick([
        `${place.areaCode}-${local}`,
        `(${place.areaCode}) ${local}`,
        `${place.areaCode} ${local}`,
      ]),
      normalized: `+591${place.areaCode}${local}`,
    };
  },
  nationalId(rng, birthYear) {
    // Numbers run from about one million (born 1940s) to about fourteen million.
    const base = Math.max(1_000_000, Math.min(14_000_000, (birthYear - 1935) * 190_000));
    const n = String(rng.int(base - 600_000, base + 600_000));
    const dept = rng.pick(DEPARTMENTS);
    return printedId(rng, [n, `${n} ${dept}`, `${groupThousands(n, ".")} ${dept}`, `${n}-${dept}`]);
  },
  idName: "Cédula de identidad",
  companyTaxId: (rng) => printedId(rng, [digits(rng, rng.pick([9, 10]))]),
  taxIdLabel: "NIT",
  money: { symbol: "Bs", decimals: 2, separators: "dot_comma" },
  vat: { rate: 13, label: "IVA" },
};
