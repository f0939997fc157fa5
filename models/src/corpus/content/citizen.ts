/**
 * A fictitious person of any country, drawn from a family's pools of names and places and
 * printed by the country's conventions (the original Venezuelan designs use person.ts).
 */
import type { Rng } from "../rng.ts";
import { randomEmail } from "./contact.ts";
import type { Country, Place } from "./country.ts";
import { type CivilDate, CORPUS_TODAY, randomDate } from "./dates.ts";
import type { Nationality } from "./identity.ts";
import type { PersonName } from "./names.ts";
import type { PrintedValue } from "./printed.ts";

/** What a family draws people from. */
export interface Pools {
  male: readonly string[];
  female: readonly string[];
  surnames: readonly string[];
  places: readonly Place[];
  /** A street address ending in the place's name. */
  address(rng: Rng, place: Place): string;
  /** Occupations as [man, woman], lower case. */
  occupations: readonly (readonly [string, string])[];
  /** Civil states beyond soltero/casado/divorciado/viudo, as [man, woman] (e.g. conviviente). */
  civil?: readonly (readonly [string, string])[];
  emailDomains: readonly string[];
  /** Share of people printed with one surname only (common in Argentina and Chile's forms). */
  oneSurname?: number;
}

/** Everything a family prints about a person. */
export interface Citizen {
  name: PersonName;
  birth: CivilDate;
  /** City of birth in its ordinary capitalisation. */
  birthPlace: string;
  country: Country;
  nationality: Nationality;
  /** The national identity number as this document prints it. */
  id: PrintedValue<string>;
  /** Lower case, gendered. */
  estadoCivil: string;
  ocupacion: string;
  place: Place;
  address: string;
  phone: PrintedValue<string>;
  email: PrintedValue<string>;
}

const CIVIL: readonly (readonly [string, string])[] = [
  ["soltero", "soltera"],
  ["casado", "casada"],
  ["divorciado", "divorciada"],
  ["viudo", "viuda"],
];

/** Draws an adult of `country` (18–80 years old at the corpus date) from `pools`. */
export function randomCitizen(rng: Rng, country: Country, pools: Pools): Citizen {
  const sex = rng.chance(0.5) ? "M" : "F";
  const given = rng.chance(0.65)
    ? rng.sample(sex === "M" ? pools.male : pools.female, 2)
    : [rng.pick(sex === "M" ? pools.male : pools.female)];
  const [first, second] = rng.sample(pools.surnames, 2);
  const surnames = rng.chance(pools.oneSurname ?? 0) ? `${first}` : `${first} ${second}`;
  const name: PersonName = { sex, given: given.join(" "), surnames };
  const birth = randomDate(rng, CORPUS_TODAY.year - 80, CORPUS_TODAY.year - 18);
  const age = CORPUS_TODAY.year - birth.year;
  const civil =
    age < 24
      ? rng.chance(0.8)
        ? CIVIL[0]
        : CIVIL[1]
      : rng.pick([...CIVIL, ...(pools.civil ?? [])]);
  const job =
    age > 64 && rng.chance(0.5) ? (["jubilado", "jubilada"] as const) : rng.pick(pools.occupations);
  const place = rng.pick(pools.places);
  return {
    name,
    birth,
    birthPlace: rng.pick(pools.places).name,
    country,
    nationality: country.nationality,
    id: country.nationalId(rng, birth.year, birth),
    estadoCivil: (sex === "M" ? civil?.[0] : civil?.[1]) ?? "soltero",
    ocupacion: sex === "M" ? job[0] : job[1],
    place,
    address: pools.address(rng, place),
    phone: country.phone(rng, place),
    email: randomEmail(rng, name.given, name.surnames, pools.emailDomains),
  };
}
