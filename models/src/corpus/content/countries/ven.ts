/** Venezuela: cédula V/E, RIF, Bs. with "1.234,56", IVA 16 %. */

import { randomPhone } from "../contact.ts";
import type { Country } from "../country.ts";
import { NATIONALITIES, printCedula, randomCedula } from "../identity.ts";
import { randomRif } from "../invoice.ts";

const nationality = NATIONALITIES.find((n) => n.code === "VEN") ?? (NATIONALITIES[0] as never);

/** Venezuela's conventions. */
export const VENEZUELA: Country = {
  nationality,
  dial: "58",
  phone: (rng, place) => randomPhone(rng, place.areaCode),
  nationalId: (rng, birthYear) => printCedula(rng, randomCedula(rng, nationality, birthYear)),
  idName: "Cédula de identidad",
  companyTaxId: (rng) => randomRif(rng, "J"),
  taxIdLabel: "RIF",
  money: { symbol: "Bs.", decimals: 2, separators: "dot_comma" },
  vat: { rate: 16, label: "IVA" },
};
