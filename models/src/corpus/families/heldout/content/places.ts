/*
 * HELD OUT. This file belongs to the held-out layout families. Do not read it, copy from it
 * or derive anything from it while developing extraction, classification, preprocessing or
 * models: held-out families measure how iris reads documents it was never fitted to.
 */
/** Cities and street addresses of held-out families, written the way each country writes them. */
import type { Place } from "../../../content/country.ts";
import type { Rng } from "../../../rng.ts";

export const PLACES_PER: readonly Place[] = [
  { name: "Lima", state: "Lima", areaCode: "1" },
  { name: "Arequipa", state: "Arequipa", areaCode: "54" },
  { name: "Trujillo", state: "La Libertad", areaCode: "44" },
  { name: "Chiclayo", state: "Lambayeque", areaCode: "74" },
  { name: "Piura", state: "Piura", areaCode: "73" },
  { name: "Cusco", state: "Cusco", areaCode: "84" },
  { name: "Huancayo", state: "Junín", areaCode: "64" },
  { name: "Iquitos", state: "Loreto", areaCode: "65" },
  { name: "Puno", state: "Puno", areaCode: "51" },
  { name: "Tacna", state: "Tacna", areaCode: "52" },
  { name: "Ayacucho", state: "Ayacucho", areaCode: "66" },
  { name: "Cajamarca", state: "Cajamarca", areaCode: "76" },
];

export const PLACES_ARG: readonly Place[] = [
  { name: "Ciudad Autónoma de Buenos Aires", state: "CABA", areaCode: "11" },
  { name: "Córdoba", state: "Córdoba", areaCode: "351" },
  { name: "Rosario", state: "Santa Fe", areaCode: "341" },
  { name: "Mendoza", state: "Mendoza", areaCode: "261" },
  { name: "La Plata", state: "Buenos Aires", areaCode: "221" },
  { name: "San Miguel de Tucumán", state: "Tucumán", areaCode: "381" },
  { name: "Mar del Plata", state: "Buenos Aires", areaCode: "223" },
  { name: "Salta", state: "Salta", areaCode: "387" },
  { name: "Neuquén", state: "Neuquén", areaCode: "299" },
  { name: "Bahía Blanca", state: "Buenos Aires", areaCode: "291" },
  { name: "Corrientes", state: "Corrientes", areaCode: "379" },
];

export const PLACES_CHL: readonly Place[] = [
  { name: "Santiago", state: "Metropolitana", areaCode: "2" },
  { name: "Valparaíso", state: "Valparaíso", areaCode: "32" },
  { name: "Concepción", state: "Biobío", areaCode: "41" },
  { name: "La Serena", state: "Coquimbo", areaCode: "51" },
  { name: "Antofagasta", state: "Antofagasta", areaCode: "55" },
  { name: "Temuco", state: "La Araucanía", areaCode: "45" },
  { name: "Rancagua", state: "O'Higgins", areaCode: "72" },
  { name: "Talca", state: "Maule", areaCode: "71" },
  { name: "Arica", state: "Arica y Parinacota", areaCode: "58" },
  { name: "Puerto Montt", state: "Los Lagos", areaCode: "65" },
  { name: "Chillán", state: "Ñuble", areaCode: "42" },
];

export const PLACES_ECU: readonly Place[] = [
  { name: "Quito", state: "Pichincha", areaCode: "2" },
  { name: "Guayaquil", state: "Guayas", areaCode: "4" },
  { name: "Cuenca", state: "Azuay", areaCode: "7" },
  { name: "Ambato", state: "Tungurahua", areaCode: "3" },
  { name: "Manta", state: "Manabí", areaCode: "5" },
  { name: "Portoviejo", state: "Manabí", areaCode: "5" },
  { name: "Loja", state: "Loja", areaCode: "7" },
  { name: "Machala", state: "El Oro", areaCode: "7" },
  { name: "Riobamba", state: "Chimborazo", areaCode: "3" },
  { name: "Ibarra", state: "Imbabura", areaCode: "6" },
];

const PE_STREETS = [
  "Javier Prado Este",
  "Arequipa",
  "Brasil",
  "La Marina",
  "Benavides",
  "Los Próceres de la Independencia",
  "Túpac Amaru",
  "Grau",
  "Huallaga",
  "Ucayali",
  "Sánchez Cerro",
  "Ejército",
];
const PE_AREAS = [
  "San Isidro",
  "Miraflores",
  "Surquillo",
  "Los Olivos",
  "San Juan de Lurigancho",
  "Cercado",
  "Yanahuara",
  "Cayma",
  "Wanchaq",
  "El Tambo",
];

/** "Av. Javier Prado Este 1234, Dpto. 501, San Isidro, Lima" and its kin. */
export function addressPer(rng: Rng, place: Place): string {
  const way = rng.pick(["Av.", "Jr.", "Calle", "Av.", "Psje."]);
  const parts = [`${way} ${rng.pick(PE_STREETS)} ${rng.int(100, 2999)}`];
  if (rng.chance(0.4))
    parts[0] = `Mz. ${rng.pick([..."ABCDEFGHJK"])} Lt. ${rng.int(1, 40)}, ${rng.pick(["Urb.", "A.H.", "Asoc."])} ${rng.pick(PE_AREAS)}`;
  else if (rng.chance(0.5)) parts.push(`Dpto. ${rng.int(1, 15)}0${rng.int(1, 4)}`);
  parts.push(rng.pick(PE_AREAS), place.name);
  return parts.join(", ");
}

const AR_STREETS = [
  "Corrientes",
  "Rivadavia",
  "Santa Fe",
  "Belgrano",
  "San Martín",
  "Sarmiento",
  "Mitre",
  "Colón",
  "Hipólito Yrigoyen",
  "Entre Ríos",
  "Güemes",
  "Alem",
];

/** "Av. Corrientes 1234, Piso 5 Dto. B, Rosario" and its kin. */
export function addressArg(rng: Rng, place: Place): string {
  const street = rng.chance(0.3)
    ? `Calle ${rng.int(1, 130)}`
    : `${rng.pick(["Av.", "", "", "Bv."])} ${rng.pick(AR_STREETS)}`.trim();
  const parts = [`${street} ${rng.chance(0.5) ? "N° " : ""}${rng.int(100, 4999)}`];
  if (rng.chance(0.5)) parts.push(`Piso ${rng.int(1, 12)} Dto. ${rng.pick([..."ABCDEF"])}`);
  parts.push(place.name);
  return parts.join(", ");
}

const CL_STREETS = [
  "Providencia",
  "Libertador Bernardo O'Higgins",
  "Los Aromos",
  "Irarrázaval",
  "Vicuña Mackenna",
  "Pedro de Valdivia",
  "Los Carrera",
  "Colo Colo",
  "Caupolicán",
  "Manuel Montt",
];
const CL_COMUNAS = [
  "Ñuñoa",
  "Providencia",
  "Maipú",
  "La Florida",
  "Puente Alto",
  "Viña del Mar",
  "Talcahuano",
  "Las Condes",
  "Quilicura",
  "Peñalolén",
];

/** "Av. Providencia 1234, Depto. 56, Ñuñoa, Santiago" and its kin. */
export function addressChl(rng: Rng, place: Place): string {
  const way = rng.pick(["Av.", "Pasaje", "Calle", "Av."]);
  const parts = [`${way} ${rng.pick(CL_STREETS)} ${rng.int(100, 9999)}`];
  if (rng.chance(0.45))
    parts.push(`Depto. ${rng.int(1, 22)}${String(rng.int(1, 12)).padStart(2, "0")}`);
  if (rng.chance(0.7)) parts.push(rng.pick(CL_COMUNAS));
  parts.push(place.name);
  return parts.join(", ");
}

const EC_STREETS = [
  "Amazonas",
  "10 de Agosto",
  "Shyris",
  "Eloy Alfaro",
  "9 de Octubre",
  "Juan Tanca Marengo",
  "Remigio Crespo",
  "Olmedo",
  "Rocafuerte",
  "Bolívar",
];

/** "Av. Amazonas N34-451 y Atahualpa, Quito" and its kin. */
export function addressEcu(rng: Rng, place: Place): string {
  const parts = rng.chance(0.6)
    ? [
        `${rng.pick(["Av.", "Calle"])} ${rng.pick(EC_STREETS)} ${rng.pick(["N", "S", "E", "Oe"])}${rng.int(10, 80)}-${rng.int(10, 999)} y ${rng.pick(EC_STREETS)}`,
      ]
    : [
        `Cdla. ${rng.pick(["Kennedy Norte", "La Garzota", "Los Ceibos", "Miraflores", "Urdesa"])}, Mz. ${rng.int(1, 300)} V. ${rng.int(1, 30)}`,
      ];
  parts.push(place.name);
  return parts.join(", ");
}

export const PLACES_ESP: readonly Place[] = [
  { name: "Madrid", state: "Madrid", areaCode: "91" },
  { name: "Barcelona", state: "Barcelona", areaCode: "93" },
  { name: "Sevilla", state: "Sevilla", areaCode: "95" },
  { name: "Zaragoza", state: "Zaragoza", areaCode: "976" },
  { name: "Málaga", state: "Málaga", areaCode: "95" },
  { name: "Bilbao", state: "Bizkaia", areaCode: "94" },
  { name: "Valladolid", state: "Valladolid", areaCode: "983" },
  { name: "Alicante", state: "Alicante", areaCode: "96" },
  { name: "Granada", state: "Granada", areaCode: "958" },
  { name: "Oviedo", state: "Asturias", areaCode: "985" },
  { name: "Palma", state: "Illes Balears", areaCode: "971" },
  { name: "Logroño", state: "La Rioja", areaCode: "941" },
];

const ES_STREETS = [
  "Mayor",
  "Real",
  "de la Constitución",
  "del Carmen",
  "de Alcalá",
  "Gran Vía",
  "de Goya",
  "San Vicente",
  "de Andalucía",
  "del Pilar",
  "de Colón",
  "Nueva",
];

/** "C/ Mayor, 12, 3º B, 28013 Madrid" and its kin. */
export function addressEsp(rng: Rng, place: Place): string {
  const way = rng.pick(["C/", "Calle", "Avda.", "Pza.", "Paseo"]);
  const floor = rng.chance(0.7)
    ? `, ${rng.int(1, 9)}º ${rng.pick(["A", "B", "C", "D", "Izda.", "Dcha."])}`
    : "";
  const postcode = `${String(rng.int(1, 50)).padStart(2, "0")}${String(rng.int(0, 999)).padStart(3, "0")}`;
  return `${way} ${rng.pick(ES_STREETS)}, ${rng.int(1, 180)}${floor}, ${postcode} ${place.name}`;
}

export const PLACES_MEX: readonly Place[] = [
  { name: "Ciudad de México", state: "CDMX", areaCode: "55" },
  { name: "Guadalajara", state: "Jalisco", areaCode: "33" },
  { name: "Monterrey", state: "Nuevo León", areaCode: "81" },
  { name: "Puebla", state: "Puebla", areaCode: "222" },
  { name: "Querétaro", state: "Querétaro", areaCode: "442" },
  { name: "Mérida", state: "Yucatán", areaCode: "999" },
  { name: "León", state: "Guanajuato", areaCode: "477" },
  { name: "Toluca", state: "Estado de México", areaCode: "722" },
  { name: "Tijuana", state: "Baja California", areaCode: "664" },
  { name: "Oaxaca de Juárez", state: "Oaxaca", areaCode: "951" },
  { name: "Morelia", state: "Michoacán", areaCode: "443" },
];

const MX_STREETS = [
  "Insurgentes Sur",
  "Reforma",
  "Hidalgo",
  "Juárez",
  "Morelos",
  "Revolución",
  "Constituyentes",
  "Benito Juárez",
  "Vallarta",
  "Madero",
  "5 de Mayo",
  "Universidad",
];
const MX_COLONIAS = [
  "Del Valle",
  "Roma Norte",
  "Centro",
  "Narvarte",
  "Jardines del Bosque",
  "Chapultepec",
  "Las Águilas",
  "Del Carmen",
  "San Ángel",
  "Lomas Verdes",
];

/** "Av. Insurgentes Sur 1234 Int. 5, Col. Del Valle, C.P. 03100, Ciudad de México" and its kin. */
export function addressMex(rng: Rng, place: Place): string {
  const number = `${rng.int(10, 3999)}${rng.chance(0.35) ? ` Int. ${rng.int(1, 40)}` : ""}`;
  const cp = String(rng.int(1000, 99999)).padStart(5, "0");
  return `${rng.pick(["Av.", "Calle", "Calz.", "Blvd."])} ${rng.pick(MX_STREETS)} ${number}, Col. ${rng.pick(MX_COLONIAS)}, C.P. ${cp}, ${place.name}`;
}
