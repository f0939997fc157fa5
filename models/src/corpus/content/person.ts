/** A fictitious person: the facts every document about them agrees on. */
import type { Rng } from "../rng.ts";
import { randomEmail, randomPhone } from "./contact.ts";
import { type CivilDate, CORPUS_TODAY, randomDate } from "./dates.ts";
import {
  type Nationality,
  randomCedula,
  randomEstadoCivil,
  randomNationality,
  randomOcupacion,
} from "./identity.ts";
import { type PersonName, randomName } from "./names.ts";
import { type City, randomAddress, randomCity } from "./places.ts";
import type { PrintedValue } from "./printed.ts";

/** Everything the generators print about a person (printing styles are chosen per document). */
export interface Person {
  name: PersonName;
  birth: CivilDate;
  /** City of birth, e.g. "Maracaibo" or "Bogotá". */
  birthPlace: string;
  nationality: Nationality;
  cedula: { letter: "V" | "E"; digits: string };
  /** Lower case, gendered: "soltera", "casado". */
  estadoCivil: string;
  /** Lower case: "ingeniera civil". */
  ocupacion: string;
  city: City;
  address: string;
  phone: PrintedValue<string>;
  email: PrintedValue<string>;
}

/** Draws a consistent adult (18–80 years old at the corpus date). */
export function randomPerson(rng: Rng): Person {
  const sex = rng.chance(0.5) ? "M" : "F";
  const name = randomName(rng, sex);
  const birth = randomDate(rng, CORPUS_TODAY.year - 80, CORPUS_TODAY.year - 18);
  const age = CORPUS_TODAY.year - birth.year;
  const nationality = randomNationality(rng);
  const city = randomCity(rng);
  return {
    name,
    birth,
    birthPlace: nationality.code === "VEN" ? randomCity(rng).name : rng.pick(nationality.cities),
    nationality,
    cedula: randomCedula(rng, nationality, birth.year),
    estadoCivil: randomEstadoCivil(rng, sex, age),
    ocupacion: randomOcupacion(rng, sex, age),
    city,
    address: randomAddress(rng, city),
    phone: randomPhone(rng, city.areaCode),
    email: randomEmail(rng, name.given, name.surnames),
  };
}
