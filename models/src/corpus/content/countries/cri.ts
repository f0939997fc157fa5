/** Costa Rica: cédula 1-0234-0567, cédula jurídica 3-101-123456, colones, IVA 13 %. */
import type { Country } from "../country.ts";
import { digits, printedId } from "../country.ts";

/** Costa Rica's conventions. */
export const COSTA_RICA: Country = {
  nationality: {
    code: "CRI",
    male: "costarricense",
    female: "costarricense",
    country: "Costa Rica",
    state: "REPÚBLICA DE COSTA RICA",
    cities: [],
  },
  dial: "506",
  phone(rng) {
    const n = `${rng.pick(["8", "8", "7", "6", "2"])}${digits(rng, 7)}`;
    return {
      printed: rng.pick([
        `${n.slice(0, 4)}-${n.slice(4)}`,
        `${n.slice(0, 4)} ${n.slice(4)}`,
        `+506 ${n.slice(0, 4)}-${n.slice(4)}`,
      ]),
      normalized: `+506${n}`,
    };
  },
  nationalId(rng) {
    // Province (1–7), volume (tomo, four digits) and entry (asiento, four digits).
    const n = `${rng.int(1, 7)}${String(rng.int(100, 1999)).padStart(4, "0")}${String(rng.int(1, 999)).padStart(4, "0")}`;
    return printedId(rng, [
      `${n.slice(0, 1)}-${n.slice(1, 5)}-${n.slice(5)}`,
      n,
      `${n.slice(0, 1)} ${n.slice(1, 5)} ${n.slice(5)}`,
    ]);
  },
  idName: "Cédula de identidad",
  companyTaxId(rng) {
    const n = `3${rng.pick(["101", "102", "002"])}${digits(rng, 6)}`;
    return printedId(rng, [`${n.slice(0, 1)}-${n.slice(1, 4)}-${n.slice(4)}`, n]);
  },
  taxIdLabel: "Cédula jurídica",
  // Receipts print "¢" for the colón (₡) more often than not.
  money: { symbol: "¢", decimals: 2, separators: "dot_comma" },
  vat: { rate: 13, label: "IVA" },
};
