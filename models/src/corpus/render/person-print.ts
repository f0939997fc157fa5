/** Chooses how a person's facts are printed on one document, with their normalised forms. */

import type { Citizen } from "../content/citizen.ts";
import { type DateStyle, formatDate, isoDate } from "../content/dates.ts";
import { printCedula, printNationality } from "../content/identity.ts";
import { upper } from "../content/names.ts";
import type { Person } from "../content/person.ts";
import type { PrintedValue } from "../content/printed.ts";
import type { Rng } from "../rng.ts";

/** Person field names that documents print. */
export type PersonField =
  | "nombres"
  | "apellidos"
  | "nombre_completo"
  | "cedula_numero"
  | "fecha_nacimiento"
  | "estado_civil"
  | "ocupacion"
  | "nacionalidad"
  | "direccion"
  | "telefono"
  | "email";

/** Printing choices for one document. */
export interface PrintOptions {
  /** Upper case (cards, most forms) or title case for names and words. */
  letterCase: "upper" | "title";
  dateStyle: DateStyle;
  /** Full name order: "JOSÉ PEÑA", "PEÑA, JOSÉ" or "PEÑA JOSÉ". */
  nameOrder: "given_first" | "surname_comma" | "surname_first";
}

function titleCase(text: string): string {
  return text.replace(/(^|[\s-])\p{L}/gu, (ch) => ch.toLocaleUpperCase("es"));
}

/** Every person field in printed and normalised form (names upper-case, dates ISO, codes ISO 3166). */
export function printPerson(
  rng: Rng,
  person: Person,
  opts: PrintOptions,
): Record<PersonField, PrintedValue<string>> {
  const cased = (text: string) => (opts.letterCase === "upper" ? upper(text) : titleCase(text));
  const given = cased(person.name.given);
  const surnames = cased(person.name.surnames);
  const full =
    opts.nameOrder === "given_first"
      ? `${given} ${surnames}`
      : opts.nameOrder === "surname_comma"
        ? `${surnames}, ${given}`
        : `${surnames} ${given}`;
  const nationality = printNationality(rng, person.nationality, person.name.sex);
  return {
    nombres: { printed: given, normalized: upper(person.name.given) },
    apellidos: { printed: surnames, normalized: upper(person.name.surnames) },
    nombre_completo: {
      printed: full,
      normalized: upper(`${person.name.given} ${person.name.surnames}`),
    },
    cedula_numero: printCedula(rng, person.cedula),
    fecha_nacimiento: {
      printed: formatDate(person.birth, opts.dateStyle),
      normalized: isoDate(person.birth),
    },
    estado_civil: { printed: cased(person.estadoCivil), normalized: person.estadoCivil },
    ocupacion: { printed: cased(person.ocupacion), normalized: person.ocupacion },
    nacionalidad: {
      printed: opts.letterCase === "upper" ? upper(nationality.printed) : nationality.printed,
      normalized: nationality.normalized,
    },
    direccion: {
      printed:
        opts.letterCase === "upper" && rng.chance(0.5) ? upper(person.address) : person.address,
      normalized: person.address,
    },
    telefono: person.phone,
    email: person.email,
  };
}

/** Every person field of a citizen (see content/citizen.ts), by the same rules as printPerson. */
export function printCitizen(
  rng: Rng,
  citizen: Citizen,
  opts: PrintOptions,
): Record<PersonField, PrintedValue<string>> {
  const cased = (text: string) => (opts.letterCase === "upper" ? upper(text) : titleCase(text));
  const given = cased(citizen.name.given);
  const surnames = cased(citizen.name.surnames);
  const full =
    opts.nameOrder === "given_first"
      ? `${given} ${surnames}`
      : opts.nameOrder === "surname_comma"
        ? `${surnames}, ${given}`
        : `${surnames} ${given}`;
  const nationality = printNationality(rng, citizen.nationality, citizen.name.sex);
  return {
    nombres: { printed: given, normalized: upper(citizen.name.given) },
    apellidos: { printed: surnames, normalized: upper(citizen.name.surnames) },
    nombre_completo: {
      printed: full,
      normalized: upper(`${citizen.name.given} ${citizen.name.surnames}`),
    },
    cedula_numero: citizen.id,
    fecha_nacimiento: {
      printed: formatDate(citizen.birth, opts.dateStyle),
      normalized: isoDate(citizen.birth),
    },
    estado_civil: { printed: cased(citizen.estadoCivil), normalized: citizen.estadoCivil },
    ocupacion: { printed: cased(citizen.ocupacion), normalized: citizen.ocupacion },
    nacionalidad: {
      printed: opts.letterCase === "upper" ? upper(nationality.printed) : nationality.printed,
      normalized: nationality.normalized,
    },
    direccion: {
      printed: opts.letterCase === "upper" ? upper(citizen.address) : citizen.address,
      normalized: citizen.address,
    },
    telefono: citizen.phone,
    email: citizen.email,
  };
}
