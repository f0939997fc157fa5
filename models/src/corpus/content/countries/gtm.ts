/** Guatemala: CUI of the DPI (modulo-11 check), NIT with check digit or K, quetzales, IVA 12 %. */
import type { Rng } from "../../rng.ts";
import type { Country } from "../country.ts";
import { digits, printedId } from "../country.ts";

/** The CUI's ninth digit: Σ digit·(position + 1) over the first eight, modulo 11 (10 is never issued). */
export function cuiCheck(body: string): number {
  return body.split("").reduce((acc, d, i) => acc + Number(d) * (i + 2), 0) % 11;
}

/** The NIT's check character: weights from length + 1 down to 2, (11 − Σ mod 11) mod 11, 10 → K. */
export function gtNitCheck(body: string): string {
  const n = body.length;
  const sum = body.split("").reduce((acc, d, i) => acc + Number(d) * (n + 1 - i), 0);
  const r = (11 - (sum % 11)) % 11;
  return r === 10 ? "K" : String(r);
}

function cui(rng: Rng): string {
  let body = digits(rng, 8);
  while (cuiCheck(body) === 10) body = digits(rng, 8);
  const dept = rng.int(1, 22);
  const muni = rng.int(1, dept === 1 ? 17 : 12);
  return `${body}${cuiCheck(body)}${String(dept).padStart(2, "0")}${String(muni).padStart(2, "0")}`;
}

/** Guatemala's conventions. */
export const GUATEMALA: Country = {
  nationality: {
    code: "GTM",
    male: "guatemalteco",
    female: "guatemalteca",
    country: "Guatemala",
    state: "REPÚBLICA DE GUATEMALA",
    cities: [],
  },
  dial: "502",
  phone(rng) {
    const n = `${rng.pick(["3", "4", "5", "2", "7"])}${digits(rng, 7)}`;
    return {
      printed: rng.pick([
        `${n.slice(0, 4)}-${n.slice(4)}`,
        `${n.slice(0, 4)} ${n.slice(4)}`,
        `+502 ${n.slice(0, 4)}-${n.slice(4)}`,
        `(502) ${n.slice(0, 4)} ${n.slice(4)}`,
      ]),
      normalized: `+502${n}`,
    };
  },
  nationalId(rng) {
    const n = cui(rng);
    return printedId(rng, [`${n.slice(0, 4)} ${n.slice(4, 9)} ${n.slice(9)}`, n]);
  },
  idName: "Código Único de Identificación",
  companyTaxId(rng) {
    const body = digits(rng, rng.pick([7, 8]));
    const check = gtNitCheck(body);
    return printedId(rng, [`${body}-${check}`, `${body}${check}`]);
  },
  taxIdLabel: "NIT",
  money: { symbol: "Q", decimals: 2, separators: "comma_dot" },
  vat: { rate: 12, label: "IVA" },
};
