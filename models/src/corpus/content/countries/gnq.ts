/** Equatorial Guinea: D.I.P. numbers, +240 phones (GETESA and Muni mobiles, landlines), CFA francs, IVA 15 %. */
import type { Country } from "../country.ts";
import { digits, printedId } from "../country.ts";

/**
 * Equatorial Guinea's conventions: the D.I.P. (Documento de Identidad Personal) number, nine-digit
 * phone numbers after +240 (GETESA mobiles 222, Muni 551/555, landlines 333), CFA francs.
 */
export const EQUATORIAL_GUINEA: Country = {
  nationality: {
    code: "GNQ",
    male: "ecuatoguineano",
    female: "ecuatoguineana",
    country: "Guinea Ecuatorial",
    state: "REPÚBLICA DE GUINEA ECUATORIAL",
    cities: [],
  },
  dial: "240",
  phone(rng, place) {
    const n = rng.chance(0.8)
      ? `${rng.pick(["222", "222", "551", "555"])}${digits(rng, 6)}`
      : `${place.areaCode}${rng.pick(["09", "08"])}${digits(rng, 4)}`;
    return {
      printed: rng.pick([
        `${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`,
        `+240 ${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`,
        `(+240) ${n.slice(0, 3)}-${n.slice(3, 5)}-${n.slice(5, 7)}-${n.slice(7)}`,
        n,
      ]),
      normalized: `+240${n}`,
    };
  },
  nationalId(rng, birthYear) {
    // Older people hold lower numbers.
    const base = Math.max(250_000, Math.min(2_400_000, (birthYear - 1945) * 38_000));
    const n = String(rng.int(base - 100_000, base + 100_000));
    const dotted = n.replace(/\B(?=(\d{3})+(?!\d))/g, ".");
    return printedId(rng, [dotted, n, dotted]);
  },
  idName: "Documento de Identidad Personal",
  companyTaxId(rng) {
    return printedId(rng, [digits(rng, 9)]);
  },
  taxIdLabel: "NIF",
  money: { symbol: "FCFA", after: true, decimals: 0, separators: "dot_comma" },
  vat: { rate: 15, label: "IVA" },
};
