/** Dominican Republic: cédula 001-1234567-8 (Luhn check), RNC (modulo-11 check), RD$, ITBIS 18 %. */
import type { Country } from "../country.ts";
import { digits, printedId } from "../country.ts";

/** The cédula's check digit: Luhn over the first ten digits (weights 1, 2, 1, 2 …). */
export function domCedulaCheck(body: string): number {
  let sum = 0;
  for (const [i, ch] of body.split("").entries()) {
    const v = Number(ch) * (i % 2 === 0 ? 1 : 2);
    sum += v > 9 ? v - 9 : v;
  }
  return (10 - (sum % 10)) % 10;
}

/** The RNC's check digit: weights 7 9 8 6 5 4 3 2, remainder 0 → 2, 1 → 1, else 11 − remainder. */
export function rncCheck(body: string): number {
  const weights = [7, 9, 8, 6, 5, 4, 3, 2];
  const r = body.split("").reduce((acc, d, i) => acc + Number(d) * (weights[i] ?? 0), 0) % 11;
  return r === 0 ? 2 : r === 1 ? 1 : 11 - r;
}

/** The Dominican Republic's conventions. */
export const DOMINICAN_REPUBLIC: Country = {
  nationality: {
    code: "DOM",
    male: "dominicano",
    female: "dominicana",
    country: "República Dominicana",
    state: "REPÚBLICA DOMINICANA",
    cities: [],
  },
  dial: "1",
  phone(rng) {
    const n = `${rng.pick(["809", "829", "849"])}${rng.int(2, 9)}${digits(rng, 6)}`;
    return {
      printed: rng.pick([
        `${n.slice(0, 3)}-${n.slice(3, 6)}-${n.slice(6)}`,
        `(${n.slice(0, 3)}) ${n.slice(3, 6)}-${n.slice(6)}`,
        `+1 ${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`,
        `1-${n.slice(0, 3)}-${n.slice(3, 6)}-${n.slice(6)}`,
      ]),
      normalized: `+1${n}`,
    };
  },
  nationalId(rng) {
    // Three digits of the issuing office (001 Santo Domingo, 031 Santiago, …), seven, check.
    const body = `${rng.pick(["001", "002", "031", "047", "056", "402", "223"])}${String(rng.int(0, 9_999_999)).padStart(7, "0")}`;
    const check = domCedulaCheck(body);
    return printedId(rng, [`${body.slice(0, 3)}-${body.slice(3)}-${check}`, `${body}${check}`]);
  },
  idName: "Cédula de identidad y electoral",
  companyTaxId(rng) {
    const body = `1${rng.pick(["01", "30", "31", "32"])}${digits(rng, 5)}`;
    const check = rncCheck(body);
    return printedId(rng, [
      `${body.slice(0, 1)}-${body.slice(1, 3)}-${body.slice(3)}-${check}`,
      `${body}${check}`,
    ]);
  },
  taxIdLabel: "RNC",
  money: { symbol: "RD$", decimals: 2, separators: "comma_dot" },
  vat: { rate: 18, label: "ITBIS" },
};
