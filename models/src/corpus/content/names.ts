/** Venezuelan-style given names and surnames, with accents and ñ. */
import type { Rng } from "../rng.ts";

/** Given names of men in the original (training) pool. */
export const MALE = [
  "José",
  "Luis",
  "Carlos",
  "Jesús",
  "Juan",
  "Pedro",
  "Andrés",
  "Rafael",
  "Miguel",
  "Ángel",
  "Víctor",
  "Jorge",
  "Óscar",
  "Rubén",
  "Simón",
  "Ramón",
  "Héctor",
  "Julián",
  "Martín",
  "Nicolás",
  "Tomás",
  "Adrián",
  "Gonzalo",
  "Ignacio",
  "Joaquín",
  "Sebastián",
  "Daniel",
  "Gabriel",
  "Eduardo",
  "Alejandro",
  "Ricardo",
  "Manuel",
  "Francisco",
  "Iván",
  "Germán",
  "Efraín",
  "Íñigo",
  "Yorman",
];

/** Given names of women in the original (training) pool. */
export const FEMALE = [
  "María",
  "Ana",
  "Carmen",
  "Rosa",
  "Luisa",
  "Andrea",
  "Gabriela",
  "Daniela",
  "Valentina",
  "Sofía",
  "Lucía",
  "Verónica",
  "Mónica",
  "Beatriz",
  "Inés",
  "Raquel",
  "Patricia",
  "Yolanda",
  "Zuleima",
  "Yésica",
  "Begoña",
  "Mariángel",
  "Dayana",
  "Génesis",
  "Isabel",
  "Josefina",
  "Marisol",
  "Débora",
  "Ángela",
  "Nazareth",
  "Milagros",
  "Elena",
  "Fabiola",
  "Zoraida",
  "Belén",
  "Noemí",
  "Leonor",
];

/** Surnames in the original (training) pool. */
export const SURNAMES = [
  "Gómez",
  "Peña",
  "Muñoz",
  "Ñáñez",
  "Pérez",
  "González",
  "Rodríguez",
  "Hernández",
  "García",
  "Martínez",
  "López",
  "Sánchez",
  "Ramírez",
  "Díaz",
  "Núñez",
  "Ibáñez",
  "Briceño",
  "Castañeda",
  "Álvarez",
  "Fernández",
  "Suárez",
  "Rondón",
  "Chacón",
  "Guzmán",
  "Marín",
  "Quintero",
  "Mendoza",
  "Carreño",
  "Montaño",
  "Villarroel",
  "Salazar",
  "Urdaneta",
  "Bolívar",
  "Petit",
  "Zambrano",
  "Rincón",
  "Acuña",
  "Patiño",
  "Ordóñez",
  "Echeverría",
  "Yáñez",
  "Mújica",
  "Colmenares",
  "Parra",
  "De La Cruz",
  "Del Valle",
  "Vásquez",
  "Jiménez",
  "Torrealba",
  "Linares",
  "Márquez",
  "Peñaloza",
];

/** A person's name split as Venezuelan documents print it. */
export interface PersonName {
  sex: "M" | "F";
  /** Given names, e.g. "José María". */
  given: string;
  /** Paternal and maternal surnames, e.g. "Peña Gómez". */
  surnames: string;
}

/** Draws a name: one or two given names and two distinct surnames. */
export function randomName(rng: Rng, sex: "M" | "F"): PersonName {
  const pool = sex === "M" ? MALE : FEMALE;
  const given = rng.chance(0.7) ? rng.sample(pool, 2) : [rng.pick(pool)];
  // "María" as a second given name is common for men too (José María).
  if (sex === "M" && given.length === 2 && rng.chance(0.08)) given[1] = "María";
  if (sex === "F" && given[0] === "María" && rng.chance(0.15)) given.splice(1, 1, "de los Ángeles");
  const [first, second] = rng.sample(SURNAMES, 2);
  return { sex, given: given.join(" "), surnames: `${first} ${second}` };
}

/** Upper-cases a name the way Spanish documents do, keeping accents and ñ. */
export function upper(text: string): string {
  return text.toLocaleUpperCase("es");
}

/** Letters only, without accents, lower-case: for e-mail local parts. */
export function asciiSlug(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z]/g, "");
}
