/** Venezuelan cities and street addresses. */
import type { Rng } from "../rng.ts";

/** A city with its state and landline area code. */
export interface City {
  name: string;
  state: string;
  areaCode: string;
}

/** Cities used for addresses, birthplaces and landline numbers. */
export const CITIES: readonly City[] = [
  { name: "Caracas", state: "Distrito Capital", areaCode: "212" },
  { name: "Maracaibo", state: "Zulia", areaCode: "261" },
  { name: "Valencia", state: "Carabobo", areaCode: "241" },
  { name: "Barquisimeto", state: "Lara", areaCode: "251" },
  { name: "Maracay", state: "Aragua", areaCode: "243" },
  { name: "Mérida", state: "Mérida", areaCode: "274" },
  { name: "San Cristóbal", state: "Táchira", areaCode: "276" },
  { name: "Ciudad Bolívar", state: "Bolívar", areaCode: "285" },
  { name: "Puerto La Cruz", state: "Anzoátegui", areaCode: "281" },
  { name: "Cumaná", state: "Sucre", areaCode: "293" },
  { name: "Barinas", state: "Barinas", areaCode: "273" },
  { name: "Los Teques", state: "Miranda", areaCode: "212" },
];

/** Street names of the original (training) pool. */
export const STREETS = [
  "Libertador",
  "Bolívar",
  "Urdaneta",
  "Sucre",
  "Miranda",
  "Universidad",
  "Las Américas",
  "Francisco de Miranda",
  "Páez",
  "Andrés Bello",
  "Baralt",
  "Lecuna",
  "Principal",
  "El Milagro",
  "Fuerzas Armadas",
  "San Martín",
  "Los Próceres",
  "La Limpia",
  "Cedeño",
  "Delicias",
];
/** Neighbourhoods of the original (training) pool. */
export const URBS = [
  "La Florida",
  "Los Palos Grandes",
  "El Paraíso",
  "Santa Mónica",
  "La Candelaria",
  "Chacaíto",
  "Las Acacias",
  "El Cafetal",
  "Prebo",
  "Tierra Negra",
  "Las Mercedes",
  "San Jacinto",
  "Caña de Azúcar",
  "Los Olivos",
  "El Marqués",
  "La Viña",
  "Bellas Artes",
  "Altamira",
  "La Urbina",
  "Paraparal",
];
/** Building names of the original (training) pool. */
export const BUILDINGS = [
  "Los Mangos",
  "Residencias Araguaney",
  "Torre Ñandú",
  "El Samán",
  "Don Pepe",
  "Mirador",
  "Caroní",
  "La Ceiba",
];

/** A city drawn from the list. */
export function randomCity(rng: Rng): City {
  return rng.pick(CITIES);
}

/** A street address ending in the city, e.g. "Av. Libertador, Edif. Los Mangos, Piso 3, Apto 3-B, Urb. La Florida, Caracas". */
export function randomAddress(rng: Rng, city: City): string {
  const parts: string[] = [];
  const way = rng.pick(["Av.", "Calle", "Av.", "Carrera", "Calle"]);
  parts.push(way === "Carrera" ? `Carrera ${rng.int(1, 40)}` : `${way} ${rng.pick(STREETS)}`);
  if (rng.chance(0.55)) {
    const floor = rng.int(1, 14);
    parts.push(
      `Edif. ${rng.pick(BUILDINGS)}`,
      `Piso ${floor}`,
      `Apto ${floor}-${rng.pick(["A", "B", "C", "D"])}`,
    );
  } else {
    parts.push(
      rng.pick([
        `Casa N° ${rng.int(1, 120)}`,
        `Qta. ${rng.pick(URBS)}`,
        `Casa ${rng.int(1, 99)}-${rng.int(10, 99)}`,
      ]),
    );
  }
  parts.push(`${rng.pick(["Urb.", "Sector", "Urb.", "Barrio"])} ${rng.pick(URBS)}`);
  parts.push(rng.chance(0.3) ? `${city.name}, Edo. ${city.state}` : city.name);
  return parts.join(", ").replace("Edo. Distrito Capital", "Distrito Capital");
}
