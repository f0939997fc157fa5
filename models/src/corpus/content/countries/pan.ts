/** Panamá: cédula 8-712-1234 (province, volume, entry), RUC, balboas and dollars, ITBMS 7 %. */
import type { Country } from "../country.ts";
import { digits, printedId } from "../country.ts";

/** Panamá's conventions. */
export const PANAMA: Country = {
  nationality: {
    code: "PAN",
    male: "panameño",
    female: "panameña",
    country: "Panamá",
    state: "REPÚBLICA DE PANAMÁ",
    cities: [],
  },
  dial: "507",
  phone(rng) {
    if (rng.chance(0.75)) {
      const n = `6${digits(rng, 7)}`;
      return {
        printed: rng.pick([
          `${n.slice(0, 4)}-${n.slice(4)}`,
          `+507 ${n.slice(0, 4)}-${n.slice(4)}`,
          `(507) ${n.slice(0, 4)}-${n.slice(4)}`,
        ]),
        normalized: `+507${n}`,
      };
    }
    const n = `${rng.pick(["2", "3", "9", "7"])}${digits(rng, 6)}`;
    return {
      printed: rng.pick([`${n.slice(0, 3)}-${n.slice(3)}`, `+507 ${n.slice(0, 3)}-${n.slice(3)}`]),
      normalized: `+507${n}`,
    };
  },
  nationalId(rng) {
    // Province 1–13 (8 is Panamá), the volume (libro) and the entry (asiento).
    const province = String(rng.pick([8, 8, 8, 4, 9, 2, 6, 7, 3, 5, 1]));
    const volume = String(rng.int(100, 999));
    const entry = String(rng.int(1000, 9999));
    return printedId(rng, [`${province}-${volume}-${entry}`]);
  },
  idName: "Cédula de identidad personal",
  companyTaxId(rng) {
    const n = `${rng.int(15_000, 155_000)}-${rng.int(1, 2)}-${rng.int(100_000, 999_999)}`;
    return printedId(rng, [n]);
  },
  taxIdLabel: "RUC",
  money: { symbol: "B/.", decimals: 2, separators: "comma_dot" },
  vat: { rate: 7, label: "ITBMS" },
};
