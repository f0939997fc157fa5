/** Ecuador: cédula (10 digits, province prefix, modulo-10 check), RUC, US dollars, IVA 15 %. */

import type { Rng } from "../../rng.ts";
import type { Country } from "../country.ts";
import { printedId } from "../country.ts";

/** A cédula number: province 01–24, six digits, and the modulo-10 check (coefficients 2,1,2,1…). */
function cedula(rng: Rng): string {
  const body = `${String(rng.int(1, 24)).padStart(2, "0")}${rng.int(0, 5)}${String(rng.int(0, 999_999)).padStart(6, "0")}`;
  let sum = 0;
  for (const [i, ch] of body.split("").entries()) {
    const v = Number(ch) * (i % 2 === 0 ? 2 : 1);
    sum += v > 9 ? v - 9 : v;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** Ecuador's conventions. */
export const ECUADOR: Country = {
  nationality: {
    code: "ECU",
    male: "ecuatoriano",
    female: "ecuatoriana",
    country: "Ecuador",
    state: "REPÚBLICA DEL ECUADOR",
    cities: [],
  },
  dial: "593",
  phone(rng, place) {
    if (rng.chance(0.75)) {
      const n = `9${rng.int(5, 9)}${String(rng.int(1_000_000, 9_999_999))}`;
      return {
        printed: rng.pick([
          `0${n.slice(0, 2)} ${n.slice(2, 5)} ${n.slice(5)}`,
          `0${n}`,
          `+593 ${n.slice(0, 2)} ${n.slice(2, 5)} ${n.slice(5)}`,
        ]),
        normalized: `+593${n}`,
      };
    }
    const local = String(rng.int(2_000_000, 3_999_999));
    return {
      printed: `(0${place.areaCode}) ${local.slice(0, 3)}-${local.slice(3)}`,
      normalized: `+593${place.areaCode}${local}`,
    };
  },
  nationalId(rng) {
    const n = cedula(rng);
    return printedId(rng, [n, `${n.slice(0, 9)}-${n.slice(9)}`]);
  },
  idName: "Cédula de ciudadanía",
  companyTaxId: (rng) =>
    printedId(rng, [`${cedula(rng)}001`, `17${rng.int(90_000_000, 99_999_999)}001`]),
  taxIdLabel: "RUC",
  money: { symbol: "$", decimals: 2, separators: "comma_dot" },
  vat: { rate: 15, label: "IVA" },
};
