/** Chile: RUN/RUT "12.345.678-K" (modulo-11 check), pesos without cents, IVA 19 %. */
import type { Country } from "../country.ts";
import { digits, groupThousands, printedId } from "../country.ts";

/** The RUT check character: modulo 11 with weights 2..7 from the right; 10 is K, 11 is 0. */
export function rutCheck(body: string): string {
  let sum = 0;
  let weight = 2;
  for (let i = body.length - 1; i >= 0; i--) {
    sum += Number(body[i]) * weight;
    weight = weight === 7 ? 2 : weight + 1;
  }
  const r = 11 - (sum % 11);
  return r === 11 ? "0" : r === 10 ? "K" : String(r);
}

function rut(rng: import("../../rng.ts").Rng, n: string) {
  const check = rutCheck(n);
  return printedId(rng, [`${groupThousands(n, ".")}-${check}`, `${n}-${check}`]);
}

/** Chile's conventions. */
export const CHILE: Country = {
  nationality: {
    code: "CHL",
    male: "chileno",
    female: "chilena",
    country: "Chile",
    state: "REPÚBLICA DE CHILE",
    cities: [],
  },
  dial: "56",
  phone(rng, place) {
    const mobile = rng.chance(0.75);
    const n = mobile
      ? `9${String(rng.int(10_000_000, 99_999_999))}`
      : `${place.areaCode}${digits(rng, 9 - place.areaCode.length)}`;
    return {
      printed: mobile
        ? rng.pick([
            `+56 9 ${n.slice(1, 5)} ${n.slice(5)}`,
            `9 ${n.slice(1, 5)} ${n.slice(5)}`,
            `+56${n}`,
          ])
        : `(${place.areaCode}) ${n.slice(place.areaCode.length, -4)} ${n.slice(-4)}`,
      normalized: `+56${n}`,
    };
  },
  nationalId(rng, birthYear) {
    const base = Math.max(3_000_000, Math.min(26_000_000, (birthYear - 1935) * 280_000));
    return rut(rng, String(rng.int(base - 800_000, base + 800_000)));
  },
  idName: "Rol Único Nacional",
  companyTaxId: (rng) => rut(rng, String(rng.int(76_000_000, 77_999_999))),
  taxIdLabel: "RUT",
  money: { symbol: "$", decimals: 0, separators: "dot_comma" },
  vat: { rate: 19, label: "IVA" },
};
