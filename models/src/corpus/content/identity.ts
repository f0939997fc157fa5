/** Cédula numbers, nationalities, civil status and occupations. */
import type { Rng } from "../rng.ts";
import type { PrintedValue } from "./printed.ts";

/** A nationality: ISO 3166 alpha-3 code, demonyms and country name in Spanish. */
export interface Nationality {
  code: string;
  male: string;
  female: string;
  country: string;
  /** Heading of the country's official documents. */
  state: string;
  /** Birthplaces for people of this nationality born abroad (Venezuelans use CITIES). */
  cities: readonly string[];
}

/** Venezuela first; the others are the foreigners that appear now and then. */
export const NATIONALITIES: readonly Nationality[] = [
  {
    code: "VEN",
    male: "venezolano",
    female: "venezolana",
    country: "Venezuela",
    state: "REPÚBLICA BOLIVARIANA DE VENEZUELA",
    cities: [],
  },
  {
    code: "COL",
    male: "colombiano",
    female: "colombiana",
    country: "Colombia",
    state: "REPÚBLICA DE COLOMBIA",
    cities: ["Bogotá", "Medellín", "Cúcuta", "Barranquilla", "Cali"],
  },
  {
    code: "ESP",
    male: "español",
    female: "española",
    country: "España",
    state: "REINO DE ESPAÑA",
    cities: ["Madrid", "Santa Cruz de Tenerife", "Vigo", "La Coruña"],
  },
  {
    code: "PER",
    male: "peruano",
    female: "peruana",
    country: "Perú",
    state: "REPÚBLICA DEL PERÚ",
    cities: ["Lima", "Arequipa", "Trujillo"],
  },
  {
    code: "ECU",
    male: "ecuatoriano",
    female: "ecuatoriana",
    country: "Ecuador",
    state: "REPÚBLICA DEL ECUADOR",
    cities: ["Quito", "Guayaquil", "Cuenca"],
  },
  {
    code: "ITA",
    male: "italiano",
    female: "italiana",
    country: "Italia",
    state: "REPÚBLICA ITALIANA",
    cities: ["Nápoles", "Roma", "Palermo"],
  },
  {
    code: "PRT",
    male: "portugués",
    female: "portuguesa",
    country: "Portugal",
    state: "REPÚBLICA PORTUGUESA",
    cities: ["Funchal", "Oporto", "Lisboa"],
  },
];

/** Venezuelan in about 85 % of draws. */
export function randomNationality(rng: Rng): Nationality {
  const [ven, ...foreign] = NATIONALITIES;
  if (ven === undefined) throw new Error("no nationalities");
  return rng.chance(0.85) ? ven : rng.pick(foreign);
}

/** How the nationality is printed: demonym (any case), "V"/"E" is not used as it is ambiguous for foreigners. */
export function printNationality(rng: Rng, nat: Nationality, sex: "M" | "F"): PrintedValue<string> {
  const demonym = sex === "M" ? nat.male : nat.female;
  const printed = rng.weighted<string>([
    [demonym.toLocaleUpperCase("es"), 5],
    [demonym.charAt(0).toLocaleUpperCase("es") + demonym.slice(1), 3],
    [nat.code, 2],
    ...(nat.code === "VEN" ? ([["V", 1]] as [string, number][]) : []),
  ]);
  return { printed, normalized: nat.code };
}

/** Cédula number: V for Venezuelans (5–32 million), E for foreigners (80–85 million). */
export function randomCedula(
  rng: Rng,
  nat: Nationality,
  birthYear: number,
): { letter: "V" | "E"; digits: string } {
  if (nat.code !== "VEN") return { letter: "E", digits: String(rng.int(80_000_000, 84_999_999)) };
  // Older people carry lower numbers, as in reality.
  const base = Math.max(3_000_000, Math.min(31_000_000, (birthYear - 1945) * 420_000 + 2_500_000));
  return { letter: "V", digits: String(rng.int(base - 1_500_000, base + 1_500_000)) };
}

/** The cédula in one of its printed forms (V-12.345.678, V 12345678, ...), normalised as V12345678. */
export function printCedula(
  rng: Rng,
  ced: { letter: "V" | "E"; digits: string },
): PrintedValue<string> {
  const dotted = ced.digits.replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  const printed = rng.pick([
    `${ced.letter}-${dotted}`,
    `${ced.letter} ${ced.digits}`,
    `${ced.letter}-${ced.digits}`,
    `${ced.letter}${dotted}`,
    `${ced.letter} ${dotted}`,
  ]);
  return { printed, normalized: `${ced.letter}${ced.digits}` };
}

const CIVIL = ["solter", "casad", "divorciad", "viud"] as const;

/** Civil status, gendered (soltero/soltera...), normalised to lower case. */
export function randomEstadoCivil(rng: Rng, sex: "M" | "F", age: number): string {
  const stem =
    age < 24
      ? rng.weighted([
          ["solter", 8],
          ["casad", 2],
        ] as const)
      : rng.pick(CIVIL);
  return stem + (sex === "M" ? "o" : "a");
}

/** Occupations of the original (training) pool, as [man, woman]. */
export const OCCUPATIONS: readonly (readonly [string, string])[] = [
  ["docente", "docente"],
  ["ingeniero civil", "ingeniera civil"],
  ["comerciante", "comerciante"],
  ["médico cirujano", "médica cirujana"],
  ["abogado", "abogada"],
  ["contador público", "contadora pública"],
  ["enfermero", "enfermera"],
  ["chofer", "chofer"],
  ["técnico en informática", "técnica en informática"],
  ["administrador", "administradora"],
  ["obrero", "obrera"],
  ["jubilado", "jubilada"],
  ["mecánico automotriz", "secretaria"],
  ["agricultor", "ama de casa"],
  ["periodista", "periodista"],
  ["odontólogo", "odontóloga"],
];

const YOUNG_MALE = ["comerciante", "obrero", "chofer", "técnico en informática", "vendedor"];
const YOUNG_FEMALE = ["comerciante", "obrera", "secretaria", "técnica en informática", "vendedora"];

/** An occupation in the person's gender, lower case. */
export function randomOcupacion(rng: Rng, sex: "M" | "F", age: number): string {
  if (age < 25) {
    if (rng.chance(0.6)) return "estudiante";
    return rng.pick(sex === "M" ? YOUNG_MALE : YOUNG_FEMALE);
  }
  if (age > 62 && rng.chance(0.5)) return sex === "M" ? "jubilado" : "jubilada";
  const [m, f] = rng.pick(OCCUPATIONS);
  return sex === "M" ? m : f;
}

/** Prints a lower-case word in upper, title or sentence case. */
export function printWord(rng: Rng, value: string): PrintedValue<string> {
  const printed = rng.weighted<string>([
    [value.toLocaleUpperCase("es"), 5],
    [value.charAt(0).toLocaleUpperCase("es") + value.slice(1), 4],
    [value.replace(/(^|\s)\p{L}/gu, (ch) => ch.toLocaleUpperCase("es")), 1],
  ]);
  return { printed, normalized: value };
}
