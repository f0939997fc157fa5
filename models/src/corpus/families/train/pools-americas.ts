/**
 * Pools of the training families from Bolivia, the Dominican Republic, Guatemala, Honduras,
 * Costa Rica, El Salvador, Puerto Rico, the United States and Catalonia: each country's own
 * given names and surnames beside the original ones, its cities and its way of writing an address.
 */
import type { Pools } from "../../content/citizen.ts";
import type { Place } from "../../content/country.ts";
import { OCCUPATIONS } from "../../content/identity.ts";
import { FEMALE, MALE, SURNAMES } from "../../content/names.ts";
import type { Rng } from "../../rng.ts";

const OCCUPATIONS_MORE: readonly (readonly [string, string])[] = [
  ...OCCUPATIONS,
  ["agricultor", "agricultora"],
  ["chofer", "chofer"],
  ["comerciante", "comerciante"],
  ["estudiante", "estudiante"],
  ["técnico en refrigeración", "cosmetóloga"],
  ["albañil", "costurera"],
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
  male: [...MALE.slice(0, 20), ...male],
  female: [...FEMALE.slice(0, 20), ...female],
  surnames: [...SURNAMES.slice(20, 32), ...surnames],
  places,
  address,
  occupations: OCCUPATIONS_MORE,
  emailDomains,
  ...extra,
});

const number = (rng: Rng) => `${rng.int(1, 2999)}`;

// Bolivia: "Av. 6 de Agosto N° 2345, Zona Sopocachi, La Paz".
const BOL_PLACES: Place[] = [
  { name: "La Paz", state: "La Paz", areaCode: "2" },
  { name: "El Alto", state: "La Paz", areaCode: "2" },
  { name: "Santa Cruz de la Sierra", state: "Santa Cruz", areaCode: "3" },
  { name: "Cochabamba", state: "Cochabamba", areaCode: "4" },
  { name: "Sucre", state: "Chuquisaca", areaCode: "4" },
  { name: "Oruro", state: "Oruro", areaCode: "2" },
  { name: "Tarija", state: "Tarija", areaCode: "4" },
  { name: "Potosí", state: "Potosí", areaCode: "2" },
];
const BOL_STREETS = [
  "6 de Agosto",
  "Ballivián",
  "Busch",
  "Heroínas",
  "Landaeta",
  "Los Sauces",
  "Juan Pablo II",
  "Ayacucho",
];
const BOL_ZONES = [
  "Sopocachi",
  "Miraflores",
  "Villa Fátima",
  "Equipetrol",
  "Cala Cala",
  "Obrajes",
  "Villa Dolores",
  "El Tejar",
];
export const TRAIN_POOLS_BOL = pools(
  ["Wilfredo", "Edwin", "Marco Antonio", "Limbert", "Freddy", "René"],
  ["Lidia", "Ximena", "Roxana", "Wara", "Ninoska", "Gladys"],
  [
    "Mamani",
    "Quispe",
    "Choque",
    "Condori",
    "Vargas",
    "Flores",
    "Céspedes",
    "Arce",
    "Zurita",
    "Ticona",
  ],
  BOL_PLACES,
  (rng, place) =>
    `${rng.pick(["Av.", "Calle", "C."])} ${rng.pick(BOL_STREETS)} ${rng.pick(["N°", "Nro.", "#"])} ${number(rng)}, Zona ${rng.pick(BOL_ZONES)}, ${place.name}`,
  ["gmail.com", "hotmail.com", "entelnet.bo", "yahoo.com"],
);

// Dominican Republic: "C/ Duarte No. 45, Ens. Naco, Santo Domingo".
const DOM_PLACES: Place[] = [
  { name: "Santo Domingo", state: "Distrito Nacional", areaCode: "809" },
  { name: "Santiago de los Caballeros", state: "Santiago", areaCode: "809" },
  { name: "La Romana", state: "La Romana", areaCode: "809" },
  { name: "San Pedro de Macorís", state: "San Pedro de Macorís", areaCode: "809" },
  { name: "Puerto Plata", state: "Puerto Plata", areaCode: "809" },
  { name: "San Francisco de Macorís", state: "Duarte", areaCode: "809" },
  { name: "Higüey", state: "La Altagracia", areaCode: "809" },
];
const DOM_STREETS = [
  "Duarte",
  "Las Carreras",
  "27 de Febrero",
  "Máximo Gómez",
  "Restauración",
  "El Sol",
  "Independencia",
  "Mella",
];
const DOM_SECTORS = [
  "Ens. Naco",
  "Los Prados",
  "Villa Consuelo",
  "Gazcue",
  "Los Jardines",
  "Bella Vista",
  "Cienfuegos",
  "Ens. Ozama",
];
export const TRAIN_POOLS_DOM = pools(
  ["Yunior", "Wáscar", "Ramón Antonio", "Franklin", "Eddy", "Leonel"],
  ["Yokasta", "Altagracia", "Yanely", "Mercedes", "Deyanira", "Miguelina"],
  [
    "Almonte",
    "Peralta",
    "Rosario",
    "De los Santos",
    "Batista",
    "Polanco",
    "Tavárez",
    "Féliz",
    "Mejía",
    "Ureña",
  ],
  DOM_PLACES,
  (rng, place) =>
    `${rng.pick(["C/", "Calle", "Av."])} ${rng.pick(DOM_STREETS)} ${rng.pick(["No.", "#"])} ${rng.int(1, 250)}${rng.chance(0.3) ? `, Apto. ${rng.int(1, 6)}${rng.pick(["A", "B", "C"])}` : ""}, ${rng.pick(DOM_SECTORS)}, ${place.name}`,
  ["gmail.com", "hotmail.com", "claro.net.do", "yahoo.com"],
);

// Guatemala: "4a. Avenida 12-45, Zona 1, Guatemala".
const GTM_PLACES: Place[] = [
  { name: "Guatemala", state: "Guatemala", areaCode: "2" },
  { name: "Mixco", state: "Guatemala", areaCode: "2" },
  { name: "Quetzaltenango", state: "Quetzaltenango", areaCode: "7" },
  { name: "Escuintla", state: "Escuintla", areaCode: "7" },
  { name: "Cobán", state: "Alta Verapaz", areaCode: "7" },
  { name: "Antigua Guatemala", state: "Sacatepéquez", areaCode: "7" },
  { name: "Huehuetenango", state: "Huehuetenango", areaCode: "7" },
];
export const TRAIN_POOLS_GTM = pools(
  ["Byron", "Estuardo", "Otto", "Erick", "Mynor", "Selvin"],
  ["Ingrid", "Sindy", "Heidy", "Lesbia", "Floridalma", "Wendy"],
  [
    "Ajú",
    "Cifuentes",
    "Orellana",
    "Barrios",
    "Xicará",
    "Monzón",
    "Estrada",
    "Coy",
    "Chávez",
    "Recinos",
  ],
  GTM_PLACES,
  (rng, place) =>
    `${rng.int(1, 18)}a. ${rng.pick(["Avenida", "Calle", "Av.", "Calle A"])} ${rng.int(1, 40)}-${String(rng.int(1, 99)).padStart(2, "0")}, Zona ${rng.int(1, 21)}, ${place.name}`,
  ["gmail.com", "hotmail.com", "yahoo.com", "outlook.com"],
);

// Honduras: "Col. Kennedy, Bloque 12, Casa 3408, Tegucigalpa".
const HND_PLACES: Place[] = [
  { name: "Tegucigalpa", state: "Francisco Morazán", areaCode: "2" },
  { name: "San Pedro Sula", state: "Cortés", areaCode: "2" },
  { name: "La Ceiba", state: "Atlántida", areaCode: "2" },
  { name: "Choluteca", state: "Choluteca", areaCode: "2" },
  { name: "Comayagua", state: "Comayagua", areaCode: "2" },
  { name: "El Progreso", state: "Yoro", areaCode: "2" },
  { name: "Danlí", state: "El Paraíso", areaCode: "2" },
];
const HND_COLONIAS = [
  "Kennedy",
  "Miraflores",
  "Palmira",
  "Las Colinas",
  "El Pedregal",
  "Trejo",
  "Río de Piedras",
  "San Ángel",
];
export const TRAIN_POOLS_HND = pools(
  ["Marvin", "Nery", "Kevin", "Osman", "Elvin", "Wilmer"],
  ["Suyapa", "Dilcia", "Xiomara", "Karla", "Iris", "Nohemy"],
  [
    "Zelaya",
    "Maradiaga",
    "Funes",
    "Banegas",
    "Cálix",
    "Murillo",
    "Espinal",
    "Oyuela",
    "Matute",
    "Ordóñez",
  ],
  HND_PLACES,
  (rng, place) =>
    rng.chance(0.5)
      ? `Col. ${rng.pick(HND_COLONIAS)}, Bloque ${rng.pick(["A", "B", "C", String(rng.int(1, 40))])}, Casa ${rng.int(1, 4999)}, ${place.name}`
      : `Barrio ${rng.pick(HND_COLONIAS)}, ${rng.int(1, 12)} calle, ${rng.int(1, 9)} avenida, ${place.name}`,
  ["gmail.com", "yahoo.com", "hotmail.com", "hondutel.hn"],
);

// Costa Rica: addresses by landmark, "de la iglesia católica 200 m norte y 50 m este, San José".
const CRI_PLACES: Place[] = [
  { name: "San José", state: "San José", areaCode: "2" },
  { name: "Alajuela", state: "Alajuela", areaCode: "2" },
  { name: "Heredia", state: "Heredia", areaCode: "2" },
  { name: "Cartago", state: "Cartago", areaCode: "2" },
  { name: "Liberia", state: "Guanacaste", areaCode: "2" },
  { name: "Puntarenas", state: "Puntarenas", areaCode: "2" },
  { name: "Limón", state: "Limón", areaCode: "2" },
];
const CRI_LANDMARKS = [
  "la iglesia católica",
  "la escuela",
  "el parque central",
  "la plaza de deportes",
  "el Banco Nacional",
  "la pulpería La Amistad",
];
export const TRAIN_POOLS_CRI = pools(
  ["Randall", "Minor", "Greivin", "Esteban", "Johnny", "Alonso"],
  ["Yorleny", "Marianela", "Hazel", "Priscilla", "Xinia", "Rebeca"],
  [
    "Solís",
    "Mora",
    "Quesada",
    "Alfaro",
    "Vargas",
    "Chaves",
    "Arias",
    "Zúñiga",
    "Brenes",
    "Villalobos",
  ],
  CRI_PLACES,
  (rng, place) =>
    `${rng.pick(["De", "Del costado norte de", "Frente a"])} ${rng.pick(CRI_LANDMARKS)} ${rng.pick([100, 200, 300, 400])} m ${rng.pick(["norte", "sur", "este", "oeste"])}${rng.chance(0.5) ? ` y ${rng.pick([25, 50, 75])} m ${rng.pick(["este", "oeste"])}` : ""}, ${place.name}`,
  ["gmail.com", "hotmail.com", "racsa.co.cr", "ice.co.cr"],
);

// El Salvador: "Col. Escalón, Pasaje Los Almendros #12, San Salvador".
const SLV_PLACES: Place[] = [
  { name: "San Salvador", state: "San Salvador", areaCode: "2" },
  { name: "Santa Ana", state: "Santa Ana", areaCode: "2" },
  { name: "San Miguel", state: "San Miguel", areaCode: "2" },
  { name: "Soyapango", state: "San Salvador", areaCode: "2" },
  { name: "Santa Tecla", state: "La Libertad", areaCode: "2" },
  { name: "Usulután", state: "Usulután", areaCode: "2" },
];
const SLV_COLONIAS = [
  "Escalón",
  "Flor Blanca",
  "Miramonte",
  "San Benito",
  "Centroamérica",
  "Layco",
  "Zacamil",
  "Santa Lucía",
];
export const TRAIN_POOLS_SLV = pools(
  ["Salvador", "Nelson", "Mauricio", "Rigoberto", "Wilfredo", "Óscar Armando"],
  ["Marta Alicia", "Jenny", "Roxana", "Cecilia", "Blanca", "Evelyn"],
  [
    "Hernández",
    "Martínez",
    "Menjívar",
    "Alvarenga",
    "Portillo",
    "Rivas",
    "Ayala",
    "Mejía",
    "Argueta",
    "Castaneda",
  ],
  SLV_PLACES,
  (rng, place) =>
    `Col. ${rng.pick(SLV_COLONIAS)}, ${rng.pick(["Pasaje", "Calle", "Av.", "Senda"])} ${rng.pick(["Los Almendros", "Las Rosas", "El Mirador", "Principal", "San Carlos"])} ${rng.pick(["#", "Pol. ", "casa "])}${rng.int(1, 60)}, ${place.name}`,
  ["gmail.com", "hotmail.com", "yahoo.com", "outlook.com"],
);

// Puerto Rico: "Urb. Villa Carolina, Calle 12 Bloque 45 #7, Carolina, PR 00985".
const PRI_PLACES: Place[] = [
  { name: "San Juan", state: "PR", areaCode: "787" },
  { name: "Bayamón", state: "PR", areaCode: "787" },
  { name: "Carolina", state: "PR", areaCode: "787" },
  { name: "Ponce", state: "PR", areaCode: "787" },
  { name: "Caguas", state: "PR", areaCode: "787" },
  { name: "Mayagüez", state: "PR", areaCode: "787" },
  { name: "Arecibo", state: "PR", areaCode: "787" },
];
export const TRAIN_POOLS_PRI = pools(
  ["Edwin", "Luis Ángel", "Xavier", "Héctor Luis", "Jean Carlos", "Wilfredo"],
  ["Lourdes", "Yesenia", "Nilda", "Zoraida", "Keishla", "Ivelisse"],
  [
    "Rivera",
    "Colón",
    "Vélez",
    "Santiago",
    "Cruz",
    "Ortiz",
    "Nieves",
    "Maldonado",
    "Irizarry",
    "Rosado",
  ],
  PRI_PLACES,
  (rng, place) =>
    `${rng.pick(["Urb. Villa Carolina", "Urb. Santa Rosa", "Bo. Pueblo", "Urb. Las Lomas", "Res. Los Mirtos"])}, Calle ${rng.int(1, 40)} ${rng.chance(0.5) ? `Bloque ${rng.int(1, 90)} ` : ""}#${rng.int(1, 99)}, ${place.name}, PR 00${rng.int(600, 988)}`,
  ["gmail.com", "yahoo.com", "hotmail.com", "outlook.com"],
  { oneSurname: 0.2 },
);

// Spanish speakers in the United States: "1234 W Olympic Blvd Apt 5, Los Angeles, CA 90015".
const USA_PLACES: Place[] = [
  { name: "Los Angeles, CA", state: "CA", areaCode: "213" },
  { name: "Houston, TX", state: "TX", areaCode: "713" },
  { name: "Miami, FL", state: "FL", areaCode: "305" },
  { name: "El Paso, TX", state: "TX", areaCode: "915" },
  { name: "Chicago, IL", state: "IL", areaCode: "773" },
  { name: "Phoenix, AZ", state: "AZ", areaCode: "602" },
  { name: "San Antonio, TX", state: "TX", areaCode: "210" },
];
const ZIP: Record<string, [number, number]> = {
  CA: [90001, 90089],
  TX: [77001, 79999],
  FL: [33101, 33199],
  IL: [60601, 60660],
  AZ: [85001, 85099],
};
export const TRAIN_POOLS_USA = pools(
  ["Jonathan", "Kevin", "Brandon", "Anthony", "Christian", "Jesse"],
  ["Jennifer", "Jessica", "Stephanie", "Vanessa", "Brenda", "Ashley"],
  [
    "García",
    "Hernández",
    "López",
    "Rodríguez",
    "Martínez",
    "González",
    "Pérez",
    "Sánchez",
    "Ramírez",
    "Torres",
  ],
  USA_PLACES,
  (rng, place) => {
    const [lo, hi] = ZIP[place.state] ?? [10001, 10099];
    return `${rng.int(100, 9999)} ${rng.pick(["W", "E", "N", "S"])} ${rng.pick(["Olympic Blvd", "Main St", "Cesar Chavez Ave", "Lincoln Ave", "Oak St", "Harrison St"])}${rng.chance(0.4) ? ` Apt ${rng.int(1, 40)}` : ""}, ${place.name} ${rng.int(lo, hi)}`;
  },
  ["gmail.com", "yahoo.com", "outlook.com", "icloud.com"],
  { oneSurname: 0.45 },
);

// Catalonia: "Carrer de Sant Pere, 23, 2n 1a, 08012 Barcelona".
const CAT_PLACES: Place[] = [
  { name: "Barcelona", state: "Barcelona", areaCode: "93" },
  { name: "Girona", state: "Girona", areaCode: "972" },
  { name: "Lleida", state: "Lleida", areaCode: "973" },
  { name: "Tarragona", state: "Tarragona", areaCode: "977" },
  { name: "Sabadell", state: "Barcelona", areaCode: "93" },
  { name: "Reus", state: "Tarragona", areaCode: "977" },
  { name: "Manresa", state: "Barcelona", areaCode: "93" },
];
const CAT_POSTCODES: Record<string, string> = {
  Barcelona: "08",
  Girona: "17",
  Lleida: "25",
  Tarragona: "43",
};
export const TRAIN_POOLS_CAT = pools(
  ["Jordi", "Pau", "Oriol", "Joan", "Marc", "Arnau"],
  ["Montserrat", "Núria", "Mireia", "Laia", "Meritxell", "Anna"],
  ["Puig", "Vila", "Soler", "Roca", "Serra", "Font", "Casals", "Mas", "Ribas", "Vidal"],
  CAT_PLACES,
  (rng, place) =>
    `${rng.pick(["Carrer de", "C.", "Passeig de", "Avinguda de", "Rambla de"])} ${rng.pick(["Sant Pere", "la Diputació", "Gràcia", "Mallorca", "la Riera", "Balmes"])}, ${rng.int(1, 220)}${rng.chance(0.7) ? `, ${rng.pick(["1r", "2n", "3r", "4t", "5è", "àtic"])} ${rng.int(1, 4)}a` : ""}, ${CAT_POSTCODES[place.state] ?? "08"}${String(rng.int(1, 999)).padStart(3, "0")} ${place.name}`,
  ["gmail.com", "hotmail.com", "telefonica.net", "yahoo.es"],
);

// Basque Country: "Kale Nagusia 12, 3. ezk., 20003 Donostia / San Sebastián".
const EUS_PLACES: Place[] = [
  { name: "Bilbao", state: "Bizkaia", areaCode: "94" },
  { name: "Donostia / San Sebastián", state: "Gipuzkoa", areaCode: "943" },
  { name: "Vitoria-Gasteiz", state: "Araba", areaCode: "945" },
  { name: "Barakaldo", state: "Bizkaia", areaCode: "94" },
  { name: "Irun", state: "Gipuzkoa", areaCode: "943" },
  { name: "Getxo", state: "Bizkaia", areaCode: "94" },
];
const EUS_POSTCODES: Record<string, string> = { Bizkaia: "48", Gipuzkoa: "20", Araba: "01" };
export const TRAIN_POOLS_EUS = pools(
  ["Iñaki", "Unai", "Aitor", "Jon", "Mikel", "Xabier"],
  ["Ainhoa", "Nerea", "Itziar", "Amaia", "Maite", "Leire"],
  [
    "Etxeberria",
    "Agirre",
    "Goikoetxea",
    "Urrutia",
    "Zubizarreta",
    "Arrieta",
    "Elorza",
    "Olano",
    "Iturbe",
    "Larrañaga",
  ],
  EUS_PLACES,
  (rng, place) =>
    `${rng.pick(["Kale Nagusia", "Calle Autonomía", "Gran Vía", "Zabalbide kalea", "Avenida Gasteiz", "Okendo kalea"])} ${rng.int(1, 120)}, ${rng.int(1, 8)}. ${rng.pick(["ezk.", "esk.", "A", "B"])}, ${EUS_POSTCODES[place.state] ?? "48"}${String(rng.int(1, 99)).padStart(3, "0")} ${place.name}`,
  ["gmail.com", "euskaltel.net", "hotmail.com", "yahoo.es"],
);
