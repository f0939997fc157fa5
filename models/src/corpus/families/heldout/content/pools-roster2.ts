/*
 * HELD OUT. This file belongs to the held-out layout families. Do not read it, copy from it
 * or derive anything from it while developing extraction, classification, preprocessing or
 * models: held-out families measure how iris reads documents it was never fitted to.
 */
/** Pools of the roster-2 held-out families: Uruguay, Paraguay, Panamá, Nicaragua and Cuba. */
import type { Pools } from "../../../content/citizen.ts";
import type { Place } from "../../../content/country.ts";
import type { Rng } from "../../../rng.ts";
import { FEMALE, MALE } from "./names.ts";

const OCCUPATIONS: readonly (readonly [string, string])[] = [
  ["pescador", "pescadora"],
  ["enfermero", "enfermera"],
  ["tornero", "tornera"],
  ["bibliotecario", "bibliotecaria"],
  ["ganadero", "ganadera"],
  ["traductor", "traductora"],
  ["panadero", "panadera"],
  ["ingeniero agrónomo", "ingeniera agrónoma"],
  ["guía de turismo", "guía de turismo"],
  ["técnico dental", "técnica dental"],
  ["fotógrafo", "fotógrafa"],
  ["cuentapropista", "cuentapropista"],
];

const pools = (
  male: readonly string[],
  female: readonly string[],
  surnames: readonly string[],
  places: readonly Place[],
  address: (rng: Rng, place: Place) => string,
  emailDomains: readonly string[],
  extra: Partial<Pools> = {},
): Pools => ({
  male: [...MALE.slice(0, 14), ...male],
  female: [...FEMALE.slice(0, 14), ...female],
  surnames,
  places,
  address,
  occupations: OCCUPATIONS,
  emailDomains,
  ...extra,
});

const PLACES_URY: Place[] = [
  { name: "Montevideo", state: "Montevideo", areaCode: "2" },
  { name: "Salto", state: "Salto", areaCode: "473" },
  { name: "Paysandú", state: "Paysandú", areaCode: "472" },
  { name: "Maldonado", state: "Maldonado", areaCode: "42" },
  { name: "Rivera", state: "Rivera", areaCode: "462" },
  { name: "Tacuarembó", state: "Tacuarembó", areaCode: "463" },
  { name: "Colonia del Sacramento", state: "Colonia", areaCode: "452" },
];
/** "Bv. Artigas 1473 apto. 502, Montevideo". */
export const POOLS_URY = pools(
  ["Washington", "Gastón", "Rodrigo", "Nahuel"],
  ["Mariela", "Lucía", "Rossana", "Florencia"],
  [
    "Olivera",
    "Techera",
    "De León",
    "Bentancur",
    "Sosa",
    "Cabrera",
    "Píriz",
    "Ferreira",
    "Da Silva",
    "Correa",
    "Barreiro",
    "Acosta",
  ],
  PLACES_URY,
  (rng, place) =>
    `${rng.pick(["Bv.", "Av.", "Calle", ""])} ${rng.pick(["Artigas", "18 de Julio", "Rivera", "Sarandí", "Lavalleja", "Treinta y Tres"])} ${rng.int(100, 4999)}${rng.chance(0.5) ? ` apto. ${rng.int(1, 12)}0${rng.int(1, 4)}` : ""}, ${place.name}`.trim(),
  ["gmail.com", "adinet.com.uy", "hotmail.com", "vera.com.uy"],
  { oneSurname: 0.3 },
);

const PLACES_PRY: Place[] = [
  { name: "Asunción", state: "Capital", areaCode: "21" },
  { name: "Ciudad del Este", state: "Alto Paraná", areaCode: "61" },
  { name: "Encarnación", state: "Itapúa", areaCode: "71" },
  { name: "San Lorenzo", state: "Central", areaCode: "21" },
  { name: "Luque", state: "Central", areaCode: "21" },
  { name: "Concepción", state: "Concepción", areaCode: "331" },
  { name: "Villarrica", state: "Guairá", areaCode: "541" },
];
export const POOLS_PRY = pools(
  ["Derlis", "Celso", "Aníbal", "Osvaldo"],
  ["Liz", "Mirna", "Fátima", "Nidia"],
  [
    "Benítez",
    "Duarte",
    "Giménez",
    "Ayala",
    "Cáceres",
    "Ortiz",
    "Zárate",
    "Villalba",
    "Aquino",
    "Ojeda",
    "Riveros",
    "Báez",
  ],
  PLACES_PRY,
  (rng, place) =>
    `${rng.pick(["Tte. Fariña", "Mcal. López", "Eusebio Ayala", "Cerro Corá", "Azara"])} N° ${rng.int(100, 3999)} c/ ${rng.pick(["Brasil", "EE.UU.", "Tacuary", "Iturbe"])}, ${place.name}`,
  ["gmail.com", "hotmail.com", "tigo.com.py", "yahoo.com"],
);

const PLACES_PAN: Place[] = [
  { name: "Panamá", state: "Panamá", areaCode: "2" },
  { name: "San Miguelito", state: "Panamá", areaCode: "2" },
  { name: "Colón", state: "Colón", areaCode: "4" },
  { name: "David", state: "Chiriquí", areaCode: "7" },
  { name: "Santiago de Veraguas", state: "Veraguas", areaCode: "9" },
  { name: "Chitré", state: "Herrera", areaCode: "9" },
  { name: "La Chorrera", state: "Panamá Oeste", areaCode: "2" },
];
export const POOLS_PAN = pools(
  ["Abdiel", "Eyvar", "Rigoberto", "Omar"],
  ["Yaritza", "Itzel", "Maritza", "Kathia"],
  [
    "Batista",
    "Quintero",
    "Samaniego",
    "De Gracia",
    "Pinzón",
    "Jaén",
    "Caballero",
    "Moreno",
    "Ábrego",
    "Castillo",
    "Saavedra",
    "Araúz",
  ],
  PLACES_PAN,
  (rng, place) =>
    `Corregimiento de ${rng.pick(["Bethania", "Pueblo Nuevo", "Juan Díaz", "Las Cumbres", "San Francisco", "Betania"])}, ${rng.pick(["Barriada", "Urbanización", "Residencial"])} ${rng.pick(["El Dorado", "Villa Lucre", "Los Andes", "Altos de Panamá"])}, casa ${rng.int(1, 250)}${rng.pick(["", "A", "B"])}, ${place.name}`,
  ["gmail.com", "hotmail.com", "cwpanama.net", "outlook.com"],
);

const PLACES_NIC: Place[] = [
  { name: "Managua", state: "Managua", areaCode: "2" },
  { name: "León", state: "León", areaCode: "2" },
  { name: "Granada", state: "Granada", areaCode: "2" },
  { name: "Masaya", state: "Masaya", areaCode: "2" },
  { name: "Estelí", state: "Estelí", areaCode: "2" },
  { name: "Matagalpa", state: "Matagalpa", areaCode: "2" },
  { name: "Chinandega", state: "Chinandega", areaCode: "2" },
];
export const POOLS_NIC = pools(
  ["Yader", "Bayardo", "Norlan", "Harold"],
  ["Xiomara", "Jilma", "Aura", "Maryuri"],
  [
    "Úbeda",
    "Blandón",
    "Obando",
    "Zeledón",
    "Baltodano",
    "Chamorro",
    "Lacayo",
    "Altamirano",
    "Sequeira",
    "Arróliga",
    "Mairena",
    "Talavera",
  ],
  PLACES_NIC,
  (rng, place) =>
    `${rng.pick(["Del Colegio Centroamérica", "De la Rotonda El Güegüense", "Del parque central", "De la Farmacia Xolotlán"])} ${rng.int(1, 5)} c. al ${rng.pick(["lago", "sur", "este", "oeste"])}${rng.chance(0.5) ? `, ${rng.pick(["1/2", "20 vrs.", "1"])} c. ${rng.pick(["arriba", "abajo"])}` : ""}, ${place.name}`,
  ["gmail.com", "yahoo.com", "hotmail.com", "ibw.com.ni"],
);

const PLACES_CUB: Place[] = [
  { name: "La Habana", state: "La Habana", areaCode: "7" },
  { name: "Santiago de Cuba", state: "Santiago de Cuba", areaCode: "22" },
  { name: "Camagüey", state: "Camagüey", areaCode: "32" },
  { name: "Holguín", state: "Holguín", areaCode: "24" },
  { name: "Santa Clara", state: "Villa Clara", areaCode: "42" },
  { name: "Cienfuegos", state: "Cienfuegos", areaCode: "43" },
  { name: "Matanzas", state: "Matanzas", areaCode: "45" },
];
export const POOLS_CUB = pools(
  ["Yoandry", "Yosvany", "Reinier", "Osmany"],
  ["Yanelis", "Yuleidys", "Odalys", "Dayamí"],
  [
    "Pupo",
    "Leyva",
    "Echevarría",
    "Portuondo",
    "Rizo",
    "Cisneros",
    "Fonseca",
    "Hechavarría",
    "Labrada",
    "Tamayo",
    "Guerra",
    "Cobas",
  ],
  PLACES_CUB,
  (rng, place) =>
    `Calle ${rng.pick(["23", "L", "San Lázaro", "Martí", "Maceo", "Línea"])} No. ${rng.int(1, 999)} e/ ${rng.pick(["A y B", "Agramonte y Gómez", "10 y 12", "Reina y Estrella"])}, ${rng.pick(["Vedado", "Centro", "Reparto Sueño", "Playa"])}, ${place.name}`,
  ["nauta.cu", "gmail.com", "infomed.sld.cu", "nauta.com.cu"],
);
