/**
 * Pools of the training families added beside the original designs: the original given names
 * with each country's surnames, and places and addresses the way each country writes them.
 */
import type { Pools } from "../../content/citizen.ts";
import type { Place } from "../../content/country.ts";
import { OCCUPATIONS } from "../../content/identity.ts";
import { FEMALE, MALE, SURNAMES } from "../../content/names.ts";
import { CITIES, randomAddress } from "../../content/places.ts";
import type { Rng } from "../../rng.ts";

const TRAIN_OCCUPATIONS: readonly (readonly [string, string])[] = [
  ...OCCUPATIONS,
  ["estudiante", "estudiante"],
  ["vendedor", "vendedora"],
  ["mesonero", "mesonera"],
  ["auxiliar de enfermería", "auxiliar de enfermería"],
];

const PLACES_VEN: readonly Place[] = CITIES;

const PLACES_COL: readonly Place[] = [
  { name: "Bogotá", state: "Cundinamarca", areaCode: "1" },
  { name: "Medellín", state: "Antioquia", areaCode: "4" },
  { name: "Cali", state: "Valle del Cauca", areaCode: "2" },
  { name: "Barranquilla", state: "Atlántico", areaCode: "5" },
  { name: "Cartagena", state: "Bolívar", areaCode: "5" },
  { name: "Bucaramanga", state: "Santander", areaCode: "7" },
  { name: "Pereira", state: "Risaralda", areaCode: "6" },
  { name: "Manizales", state: "Caldas", areaCode: "6" },
  { name: "Cúcuta", state: "Norte de Santander", areaCode: "7" },
  { name: "Santa Marta", state: "Magdalena", areaCode: "5" },
];

const PLACES_ESP: readonly Place[] = [
  { name: "Valencia", state: "Valencia", areaCode: "96" },
  { name: "Murcia", state: "Murcia", areaCode: "968" },
  { name: "Salamanca", state: "Salamanca", areaCode: "923" },
  { name: "Cádiz", state: "Cádiz", areaCode: "956" },
  { name: "Santander", state: "Cantabria", areaCode: "942" },
  { name: "Pamplona", state: "Navarra", areaCode: "948" },
  { name: "Toledo", state: "Toledo", areaCode: "925" },
  { name: "Burgos", state: "Burgos", areaCode: "947" },
  { name: "A Coruña", state: "A Coruña", areaCode: "981" },
  { name: "Vitoria-Gasteiz", state: "Álava", areaCode: "945" },
];

const PLACES_MEX: readonly Place[] = [
  { name: "Aguascalientes", state: "Aguascalientes", areaCode: "449" },
  { name: "Chihuahua", state: "Chihuahua", areaCode: "614" },
  { name: "Cancún", state: "Quintana Roo", areaCode: "998" },
  { name: "Saltillo", state: "Coahuila", areaCode: "844" },
  { name: "Hermosillo", state: "Sonora", areaCode: "662" },
  { name: "Culiacán", state: "Sinaloa", areaCode: "667" },
  { name: "San Luis Potosí", state: "San Luis Potosí", areaCode: "444" },
  { name: "Veracruz", state: "Veracruz", areaCode: "229" },
  { name: "Zacatecas", state: "Zacatecas", areaCode: "492" },
  { name: "Durango", state: "Durango", areaCode: "618" },
];

const COL_BARRIOS = [
  "Chapinero",
  "El Poblado",
  "Laureles",
  "San Fernando",
  "El Prado",
  "Cabecera",
  "Manga",
  "Cedritos",
  "Belén",
  "La Castellana",
];

/** "Calle 45 # 23-15, Apto 302, Barrio Chapinero, Bogotá" and its kin. */
function addressCol(rng: Rng, place: Place): string {
  const way = rng.pick(["Calle", "Carrera", "Cra.", "Cl.", "Avenida", "Transversal", "Diagonal"]);
  const number = `${way} ${rng.int(1, 150)}${rng.chance(0.2) ? rng.pick(["A", "B", "C"]) : ""} ${rng.pick(["#", "No.", "N°"])} ${rng.int(1, 99)}-${rng.int(1, 99)}`;
  const parts = [number];
  if (rng.chance(0.45))
    parts.push(`${rng.pick(["Apto", "Apartamento", "Int."])} ${rng.int(1, 20)}0${rng.int(1, 4)}`);
  parts.push(`Barrio ${rng.pick(COL_BARRIOS)}`, place.name);
  return parts.join(", ");
}

const ESP_STREETS = [
  "Colón",
  "de la Paz",
  "San Francisco",
  "Mayor",
  "del Sol",
  "de Castilla",
  "Santa Clara",
  "del Río",
  "de la Libertad",
  "Ancha",
];

/** "Calle de la Paz, 14, 2º A, 46003 Valencia" and its kin. */
function addressEsp(rng: Rng, place: Place): string {
  const way = rng.pick(["Calle", "C/", "Avenida", "Avda.", "Plaza", "Ronda"]);
  const floor = rng.chance(0.7)
    ? `, ${rng.int(1, 8)}º ${rng.pick(["A", "B", "C", "1ª", "2ª", "izq.", "dcha."])}`
    : "";
  const cp = `${String(rng.int(1, 52)).padStart(2, "0")}${String(rng.int(0, 999)).padStart(3, "0")}`;
  return `${way} ${rng.pick(ESP_STREETS)}, ${rng.int(1, 150)}${floor}, ${cp} ${place.name}`;
}

const MEX_STREETS = [
  "Zaragoza",
  "Allende",
  "Aldama",
  "Guerrero",
  "Niños Héroes",
  "Independencia",
  "Francisco I. Madero",
  "Venustiano Carranza",
  "Lázaro Cárdenas",
  "Río Bravo",
];
const MEX_COLONIAS = [
  "Centro",
  "Las Palmas",
  "Jardines",
  "Del Maestro",
  "Industrial",
  "Lomas del Sol",
  "San José",
  "Villa Verde",
  "Los Pinos",
  "Moderna",
];

/** "Calle Zaragoza 512, Col. Centro, C.P. 20000, Aguascalientes" and its kin. */
function addressMex(rng: Rng, place: Place): string {
  const way = rng.pick(["Calle", "Av.", "Privada", "Blvd."]);
  const cp = String(rng.int(1000, 99999)).padStart(5, "0");
  const ext = `${rng.int(1, 2999)}${rng.chance(0.3) ? ` Depto. ${rng.int(1, 30)}` : ""}`;
  return `${way} ${rng.pick(MEX_STREETS)} ${ext}, Col. ${rng.pick(MEX_COLONIAS)}, C.P. ${cp}, ${place.name}`;
}

/** Venezuelan holders: the original pools. */
export const TRAIN_POOLS_VEN: Pools = {
  male: MALE,
  female: FEMALE,
  surnames: SURNAMES,
  places: PLACES_VEN,
  address: (rng, place) =>
    randomAddress(rng, { name: place.name, state: place.state, areaCode: place.areaCode }),
  occupations: TRAIN_OCCUPATIONS,
  emailDomains: ["gmail.com", "hotmail.com", "yahoo.es", "cantv.net"],
};

export const TRAIN_POOLS_COL: Pools = {
  male: MALE,
  female: FEMALE,
  surnames: [
    ...SURNAMES.slice(0, 20),
    "Restrepo",
    "Ospina",
    "Londoño",
    "Gaviria",
    "Cardona",
    "Arango",
    "Buitrago",
    "Cañón",
    "Jaramillo",
    "Múnera",
    "Gómez",
    "Ocampo",
  ],
  places: PLACES_COL,
  address: addressCol,
  occupations: TRAIN_OCCUPATIONS,
  civil: [["unión libre", "unión libre"]],
  emailDomains: ["gmail.com", "hotmail.com", "une.net.co", "outlook.es"],
};

export const TRAIN_POOLS_ESP: Pools = {
  male: MALE,
  female: FEMALE,
  surnames: [
    ...SURNAMES.slice(10, 30),
    "Pujol",
    "Ferrer",
    "Expósito",
    "Bermúdez",
    "Lorenzo",
    "Crespo",
    "Vicente",
    "Carmona",
    "Saiz",
    "Román",
  ],
  places: PLACES_ESP,
  address: addressEsp,
  occupations: TRAIN_OCCUPATIONS,
  emailDomains: ["gmail.com", "hotmail.es", "yahoo.es", "movistar.es"],
};

export const TRAIN_POOLS_MEX: Pools = {
  male: MALE,
  female: FEMALE,
  surnames: [
    ...SURNAMES.slice(5, 25),
    "Garza",
    "Treviño",
    "Cantú",
    "Tovar",
    "Zamora",
    "Barrera",
    "Salgado",
    "Ramírez",
    "Hernández",
    "Villarreal",
  ],
  places: PLACES_MEX,
  address: addressMex,
  occupations: TRAIN_OCCUPATIONS,
  civil: [["unión libre", "unión libre"]],
  emailDomains: ["gmail.com", "hotmail.com", "outlook.com", "live.com.mx"],
};
