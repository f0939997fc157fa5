/** El Salvador: DUI 01234567-8 (weighted check), NIT 0614-150385-101-2, US dollars, IVA 13 %. */
import type { Country } from "../country.ts";
import { digits, printedId } from "../country.ts";

/** The DUI's check digit: Σ digit·(9 − position) over eight digits, (10 − Σ mod 10) mod 10. */
export function duiCheck(body: string): number {
  const sum = body.split("").reduce((acc, d, i) => acc + Number(d) * (9 - i), 0);
  return (10 - (sum % 10)) % 10;
}

/** The NIT's check digit for correlatives up to 100: Σ digit·(14 − position) mod 11, 10 → 0. */
export function svNitCheck(body: string): number {
  const r = body.split("").reduce((acc, d, i) => acc + Number(d) * (14 - i), 0) % 11;
  return r === 10 ? 0 : r;
}

/** El Salvador's conventions. */
export const EL_SALVADOR: Country = {
  nationality: {
    code: "SLV",
    male: "salvadoreño",
    female: "salvadoreña",
    country: "El Salvador",
    state: "REPÚBLICA DE EL SALVADOR",
    cities: [],
  },
  dial: "503",
  phone(rng) {
    const n = `${rng.pick(["7", "7", "6", "2"])}${digits(rng, 7)}`;
    return {
      printed: rng.pick([
        `${n.slice(0, 4)}-${n.slice(4)}`,
        `+503 ${n.slice(0, 4)}-${n.slice(4)}`,
        `(503) ${n.slice(0, 4)} ${n.slice(4)}`,
      ]),
      normalized: `+503${n}`,
    };
  },
  nationalId(rng) {
    const body = String(rng.int(0, 6_999_999)).padStart(8, "0");
    const check = duiCheck(body);
    return printedId(rng, [`${body}-${check}`, `${body}${check}`]);
  },
  idName: "Documento Único de Identidad",
  companyTaxId(rng) {
    const date = `${String(rng.int(1, 28)).padStart(2, "0")}${String(rng.int(1, 12)).padStart(2, "0")}${String(rng.int(0, 22)).padStart(2, "0")}`;
    const body = `${rng.pick(["0614", "0210", "1217", "0511"])}${date}${String(rng.int(1, 100)).padStart(3, "0")}`;
    const check = svNitCheck(body);
    return printedId(rng, [
      `${body.slice(0, 4)}-${body.slice(4, 10)}-${body.slice(10)}-${check}`,
      `${body}${check}`,
    ]);
  },
  taxIdLabel: "NIT",
  money: { symbol: "$", decimals: 2, separators: "comma_dot" },
  vat: { rate: 13, label: "IVA" },
};
