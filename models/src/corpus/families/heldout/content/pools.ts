/*
 * HELD OUT. This file belongs to the held-out layout families. Do not read it, copy from it
 * or derive anything from it while developing extraction, classification, preprocessing or
 * models: held-out families measure how iris reads documents it was never fitted to.
 */
/** The pools held-out families draw their holders from, one per country. */
import type { Pools } from "../../../content/citizen.ts";
import {
  FEMALE,
  FEMALE_ESP,
  FEMALE_MEX,
  MALE,
  MALE_ESP,
  MALE_MEX,
  SURNAMES_ARG,
  SURNAMES_CHL,
  SURNAMES_ECU,
  SURNAMES_ESP,
  SURNAMES_MEX,
  SURNAMES_PER,
} from "./names.ts";
import {
  addressArg,
  addressChl,
  addressEcu,
  addressEsp,
  addressMex,
  addressPer,
  PLACES_ARG,
  PLACES_CHL,
  PLACES_ECU,
  PLACES_ESP,
  PLACES_MEX,
  PLACES_PER,
} from "./places.ts";

/** Occupations as [man, woman]. */
const OCCUPATIONS: readonly (readonly [string, string])[] = [
  ["arquitecto", "arquitecta"],
  ["electricista", "electricista"],
  ["cocinero", "cocinera"],
  ["psicólogo", "psicóloga"],
  ["farmacéutico", "farmacéutica"],
  ["carpintero", "carpintera"],
  ["veterinario", "veterinaria"],
  ["economista", "economista"],
  ["agrónomo", "agrónoma"],
  ["diseñador gráfico", "diseñadora gráfica"],
  ["asistente contable", "asistente contable"],
  ["profesor", "profesora"],
  ["taxista", "taxista"],
  ["químico", "química"],
  ["nutricionista", "nutricionista"],
  ["estudiante", "estudiante"],
  ["independiente", "independiente"],
  ["empleado público", "empleada pública"],
];

const common = { male: MALE, female: FEMALE, occupations: OCCUPATIONS };

export const POOLS_PER: Pools = {
  ...common,
  surnames: SURNAMES_PER,
  places: PLACES_PER,
  address: addressPer,
  civil: [["conviviente", "conviviente"]],
  emailDomains: ["gmail.com", "hotmail.com", "outlook.com", "yahoo.com"],
};

export const POOLS_ARG: Pools = {
  ...common,
  surnames: SURNAMES_ARG,
  places: PLACES_ARG,
  address: addressArg,
  emailDomains: ["gmail.com", "hotmail.com.ar", "yahoo.com.ar", "fibertel.com.ar"],
  oneSurname: 0.7,
};

export const POOLS_CHL: Pools = {
  ...common,
  surnames: SURNAMES_CHL,
  places: PLACES_CHL,
  address: addressChl,
  civil: [["conviviente civil", "conviviente civil"]],
  emailDomains: ["gmail.com", "vtr.net", "live.cl", "hotmail.com"],
};

export const POOLS_ECU: Pools = {
  ...common,
  surnames: SURNAMES_ECU,
  places: PLACES_ECU,
  address: addressEcu,
  civil: [["unido", "unida"]],
  emailDomains: ["gmail.com", "hotmail.es", "yahoo.es", "andinanet.net"],
};

export const POOLS_ESP: Pools = {
  ...common,
  male: MALE_ESP,
  female: FEMALE_ESP,
  surnames: SURNAMES_ESP,
  places: PLACES_ESP,
  address: addressEsp,
  civil: [["pareja de hecho", "pareja de hecho"]],
  emailDomains: ["gmail.com", "hotmail.es", "yahoo.es", "telefonica.net"],
};

export const POOLS_MEX: Pools = {
  ...common,
  male: [...MALE, ...MALE_MEX],
  female: [...FEMALE, ...FEMALE_MEX],
  surnames: SURNAMES_MEX,
  places: PLACES_MEX,
  address: addressMex,
  civil: [["unión libre", "unión libre"]],
  emailDomains: ["gmail.com", "hotmail.com", "outlook.com", "prodigy.net.mx"],
};
