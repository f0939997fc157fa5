/** Peru: DNI (8 digits), RUC (11 digits), soles "S/ 1,234.56", IGV 18 %. */
import type { Country } from "../country.ts";
import { digits, mod11, printedId } from "../country.ts";

/** Peru's conventions. */
export const PERU: Country = {
  nationality: {
    code: "PER",
    male: "peruano",
    female: "peruana",
    country: "Perú",
    state: "REPÚBLICA DEL PERÚ",
    cities: [],
  },
  dial: "51",
  phone(rng, place) {
    if (rng.chance(0.75)) {
      const n = `9${digits(rng, 8)}`;
      return {
        printed: rng.pick([
          `${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`,
          `+51 ${n}`,
          n,
          `+51 ${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`,
        ]),
        normalized: `+51${n}`,
      };
    }
    const local = digits(rng, place.areaCode === "1" ? 7 : 6);
    return {
      printed: `(0${place.areaCode}) ${local.slice(0, 3)}-${local.slice(3)}`,
      normalized: `+51${place.areaCode}${local}`,
    };
  },
  nationalId: (rng) => printedId(rng, [String(rng.int(10_000_000, 79_999_999))]),
  idName: "Documento Nacional de Identidad",
  companyTaxId(rng) {
    const body = `20${digits(rng, 8)}`;
    const check = mod11(body, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2], (r) => String(r % 10));
    return printedId(rng, [`${body}${check}`]);
  },
  taxIdLabel: "RUC",
  money: { symbol: "S/", decimals: 2, separators: "comma_dot" },
  vat: { rate: 18, label: "IGV" },
};
