/** Paraguay: cédula (digits), RUC with modulo-11 check, guaraníes without cents, IVA 10 %. */
import type { Country } from "../country.ts";
import { digits, groupThousands, printedId } from "../country.ts";

/** The RUC's check digit: weights 2, 3, … from the right (base 11), 11 − Σ mod 11, above 9 → 0. */
export function rucCheck(body: string): number {
  let sum = 0;
  for (let i = body.length - 1, w = 2; i >= 0; i--, w++) sum += Number(body[i]) * w;
  const r = sum % 11;
  return r > 1 ? 11 - r : 0;
}

/** Paraguay's conventions. */
export const PARAGUAY: Country = {
  nationality: {
    code: "PRY",
    male: "paraguayo",
    female: "paraguaya",
    country: "Paraguay",
    state: "REPÚBLICA DEL PARAGUAY",
    cities: [],
  },
  dial: "595",
  phone(rng, place) {
    if (rng.chance(0.75)) {
      const n = `9${rng.pick(["81", "82", "83", "84", "85", "61", "71", "72", "75"])}${digits(rng, 6)}`;
      return {
        printed: rng.pick([
          `0${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`,
          `+595 ${n.slice(0, 3)} ${n.slice(3)}`,
          `0${n}`,
        ]),
        normalized: `+595${n}`,
      };
    }
    const local = digits(rng, place.areaCode.length === 2 ? 7 : 6);
    return {
      printed: `(0${place.areaCode}) ${local.slice(0, 3)} ${local.slice(3)}`,
      normalized: `+595${place.areaCode}${local}`,
    };
  },
  nationalId(rng, birthYear) {
    const base = Math.max(400_000, Math.min(7_000_000, (birthYear - 1935) * 95_000));
    const n = String(rng.int(base - 250_000, base + 250_000));
    return printedId(rng, [groupThousands(n, "."), n]);
  },
  idName: "Cédula de identidad civil",
  companyTaxId(rng) {
    const body = `800${digits(rng, 5)}`;
    return printedId(rng, [`${body}-${rucCheck(body)}`]);
  },
  taxIdLabel: "RUC",
  money: { symbol: "Gs.", decimals: 0, separators: "dot_comma" },
  vat: { rate: 10, label: "IVA" },
};
