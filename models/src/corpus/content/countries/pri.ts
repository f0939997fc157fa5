/**
 * Puerto Rico and the mainland United States: Social Security numbers, US phone numbers, dollars;
 * Puerto Rico's sales and use tax (IVU, 11.5 %) on invoices.
 */
import type { Rng } from "../../rng.ts";
import type { Country } from "../country.ts";
import { digits, printedId } from "../country.ts";

const USA_NATIONALITY = {
  code: "USA",
  male: "estadounidense",
  female: "estadounidense",
  country: "Estados Unidos",
  state: "ESTADOS UNIDOS DE AMÉRICA",
  cities: [],
};

/** A Social Security number: area 001–899 except 666, group 01–99, serial 0001–9999. */
function ssn(rng: Rng): PrintedSsn {
  let area = rng.int(1, 899);
  if (area === 666) area = 665;
  const n = `${String(area).padStart(3, "0")}${String(rng.int(1, 99)).padStart(2, "0")}${String(rng.int(1, 9999)).padStart(4, "0")}`;
  return printedId(rng, [
    `${n.slice(0, 3)}-${n.slice(3, 5)}-${n.slice(5)}`,
    `${n.slice(0, 3)} ${n.slice(3, 5)} ${n.slice(5)}`,
  ]);
}
type PrintedSsn = ReturnType<typeof printedId>;

function usPhone(rng: Rng, areas: readonly string[]) {
  const n = `${rng.pick(areas)}${rng.int(2, 9)}${digits(rng, 6)}`;
  return {
    printed: rng.pick([
      `(${n.slice(0, 3)}) ${n.slice(3, 6)}-${n.slice(6)}`,
      `${n.slice(0, 3)}-${n.slice(3, 6)}-${n.slice(6)}`,
      `${n.slice(0, 3)}.${n.slice(3, 6)}.${n.slice(6)}`,
      `+1 ${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`,
    ]),
    normalized: `+1${n}`,
  };
}

/** An employer identification number (EIN), 12-3456789. */
function ein(rng: Rng) {
  const n = `${rng.pick(["66", "20", "45", "82", "98"])}${digits(rng, 7)}`;
  return printedId(rng, [`${n.slice(0, 2)}-${n.slice(2)}`]);
}

/** Puerto Rico's conventions. */
export const PUERTO_RICO: Country = {
  nationality: USA_NATIONALITY,
  dial: "1",
  phone: (rng) => usPhone(rng, ["787", "939"]),
  nationalId: (rng) => ssn(rng),
  idName: "Seguro Social",
  companyTaxId: ein,
  taxIdLabel: "EIN",
  money: { symbol: "$", decimals: 2, separators: "comma_dot" },
  vat: { rate: 11.5, label: "IVU" },
};

/** The mainland United States' conventions (bilingual public forms); sales taxes are not a VAT. */
export const UNITED_STATES: Country = {
  nationality: USA_NATIONALITY,
  dial: "1",
  phone: (rng, place) => usPhone(rng, [place.areaCode]),
  nationalId: (rng) => ssn(rng),
  idName: "Social Security number",
  companyTaxId: ein,
  taxIdLabel: "EIN",
  money: { symbol: "$", decimals: 2, separators: "comma_dot" },
  vat: { rate: 0, label: "Sales tax" },
};
