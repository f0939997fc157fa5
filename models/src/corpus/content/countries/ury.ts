/** Uruguay: cédula 1.234.567-8 (weighted check), RUT (modulo-11 check), pesos, IVA 22 %. */
import type { Country } from "../country.ts";
import { digits, groupThousands, printedId } from "../country.ts";

/** The cédula's check digit: weights 2 9 8 7 6 3 4 over seven digits, (10 − Σ mod 10) mod 10. */
export function uyCedulaCheck(body: string): number {
  const weights = [2, 9, 8, 7, 6, 3, 4];
  const sum = body
    .padStart(7, "0")
    .split("")
    .reduce((acc, d, i) => acc + Number(d) * (weights[i] ?? 0), 0);
  return (10 - (sum % 10)) % 10;
}

/** The RUT's check digit: weights 4 3 2 9 8 7 6 5 4 3 2 over eleven digits, 11 − Σ mod 11 (11 → 0). */
export function uyRutCheck(body: string): number {
  const weights = [4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  const r =
    11 - (body.split("").reduce((acc, d, i) => acc + Number(d) * (weights[i] ?? 0), 0) % 11);
  return r === 11 ? 0 : r;
}

/** Uruguay's conventions. */
export const URUGUAY: Country = {
  nationality: {
    code: "URY",
    male: "uruguayo",
    female: "uruguaya",
    country: "Uruguay",
    state: "REPÚBLICA ORIENTAL DEL URUGUAY",
    cities: [],
  },
  dial: "598",
  phone(rng, place) {
    if (rng.chance(0.7)) {
      const n = `9${rng.int(1, 9)}${digits(rng, 6)}`;
      return {
        printed: rng.pick([
          `0${n.slice(0, 2)} ${n.slice(2, 5)} ${n.slice(5)}`,
          `0${n}`,
          `+598 ${n.slice(0, 2)} ${n.slice(2, 5)} ${n.slice(5)}`,
        ]),
        normalized: `+598${n}`,
      };
    }
    const n = `${place.areaCode}${digits(rng, 8 - place.areaCode.length)}`;
    return { printed: rng.pick([`${n.slice(0, 4)} ${n.slice(4)}`, n]), normalized: `+598${n}` };
  },
  nationalId(rng, birthYear) {
    const base = Math.max(1_000_000, Math.min(6_500_000, (birthYear - 1935) * 80_000 + 1_000_000));
    const n = String(rng.int(base - 300_000, base + 300_000));
    const check = uyCedulaCheck(n);
    return printedId(rng, [
      `${groupThousands(n, ".")}-${check}`,
      `${n}-${check}`,
      `${groupThousands(n, ".")} ${check}`,
    ]);
  },
  idName: "Cédula de identidad",
  companyTaxId(rng) {
    const body = `21${digits(rng, 6)}001`;
    return printedId(rng, [`${body}${uyRutCheck(body)}`]);
  },
  taxIdLabel: "RUT",
  money: { symbol: "$", decimals: 2, separators: "dot_comma" },
  vat: { rate: 22, label: "IVA" },
};
