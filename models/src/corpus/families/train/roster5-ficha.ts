/**
 * Roster 5 residence certificate: a Costa Rican "Declaración jurada de domicilio" /
 * "Constancia de residencia" form (letter size, as Costa Rican offices print), issued by one of
 * the three bodies that certify where someone lives: the canton's Municipalidad (Plataforma de
 * Servicios), the neighbourhood's Asociación de Desarrollo Integral (an ADI registered with
 * DINADECO, cédula jurídica 3-002-…), or the rural water board (ASADA, delegated by the AyA).
 *
 * Not a letter but a pre-printed form: a header with the issuer's cédula jurídica, telephone and
 * web or e-mail, a procedure or serial number; section A "Datos del (la) declarante" and section
 * B "Domicilio" in two-column boxed cells, a four-column table or typed-on rules (values system-
 * printed, typed or handwritten); the address split into Provincia / Cantón / Distrito and the
 * "Dirección exacta (otras señas)" by landmarks ("100 metros norte de la iglesia católica, casa
 * color verde con portón negro"); the housing condition and sometimes the procedure the
 * certificate is for ticked off; the sworn declaration at the foot ("advertido(a) de las penas
 * con que la ley castiga los delitos de perjurio y falso testimonio … DECLARO BAJO FE DE
 * JURAMENTO"), the declarant's signature, and the issuer's certification with signatures and
 * seal; the data-protection notice (Ley N.° 8968) and the form code in the fine print.
 *
 * Cédulas are printed 0-0000-0000 (province digit of the holder's province, tomo, asiento);
 * foreign residents (mostly Nicaraguans) carry a DIMEX of twelve digits. Phones have eight
 * digits (8xxx-xxxx mobiles, 2xxx-xxxx landlines).
 */
import type { Pools } from "../../content/citizen.ts";
import { COSTA_RICA } from "../../content/countries/index.ts";
import { type Country, digits, type Place } from "../../content/country.ts";
import { type CivilDate, formatDate } from "../../content/dates.ts";
import { asciiSlug, upper } from "../../content/names.ts";
import type { PrintedValue } from "../../content/printed.ts";
import type { FontFamily } from "../../fonts.ts";
import { barcode, emblem, qrLike, signature } from "../../render/decor.ts";
import type { Palette } from "../../render/document.ts";
import type { Page } from "../../render/page.ts";
import { microprint, watermark, waves } from "../../render/security.ts";
import { roundStamp } from "../../render/stamp.ts";
import type { Rng } from "../../rng.ts";
import type { Family } from "../family.ts";
import { fichaFamily, LETTER } from "../shared/a4.ts";

// ---------------------------------------------------------------------------------------------
// Costa Rica's territorial division: provincia, cantón, distrito.

/** A place of residence: the district, with its canton and province. */
interface CrPlace extends Place {
  /** The district (distrito). */
  name: string;
  /** The province (provincia). */
  state: string;
  canton: string;
}

/** Cantons with their districts and a weight for how often people live there. */
const CANTONS: readonly {
  province: string;
  canton: string;
  weight: number;
  districts: readonly string[];
}[] = [
  {
    province: "San José",
    canton: "San José",
    weight: 4,
    districts: [
      "Carmen",
      "Merced",
      "Hospital",
      "Catedral",
      "Zapote",
      "San Francisco de Dos Ríos",
      "Uruca",
      "Mata Redonda",
      "Pavas",
      "Hatillo",
      "San Sebastián",
    ],
  },
  {
    province: "San José",
    canton: "Desamparados",
    weight: 4,
    districts: [
      "Desamparados",
      "San Miguel",
      "San Juan de Dios",
      "San Rafael Arriba",
      "San Antonio",
      "Frailes",
      "Patarrá",
      "San Cristóbal",
      "Rosario",
      "Damas",
      "San Rafael Abajo",
      "Gravilias",
      "Los Guido",
    ],
  },
  {
    province: "San José",
    canton: "Goicoechea",
    weight: 2,
    districts: [
      "Guadalupe",
      "San Francisco",
      "Calle Blancos",
      "Mata de Plátano",
      "Ipís",
      "Rancho Redondo",
      "Purral",
    ],
  },
  {
    province: "San José",
    canton: "Alajuelita",
    weight: 1,
    districts: ["Alajuelita", "San Josecito", "San Antonio", "Concepción", "San Felipe"],
  },
  {
    province: "San José",
    canton: "Tibás",
    weight: 1,
    districts: ["San Juan", "Cinco Esquinas", "Anselmo Llorente", "León XIII", "Colima"],
  },
  {
    province: "San José",
    canton: "Pérez Zeledón",
    weight: 2,
    districts: [
      "San Isidro de El General",
      "El General",
      "Daniel Flores",
      "Rivas",
      "San Pedro",
      "Platanares",
      "Pejibaye",
      "Cajón",
      "Barú",
      "Río Nuevo",
      "Páramo",
    ],
  },
  {
    province: "San José",
    canton: "Montes de Oca",
    weight: 1,
    districts: ["San Pedro", "Sabanilla", "Mercedes", "San Rafael"],
  },
  {
    province: "San José",
    canton: "Curridabat",
    weight: 1,
    districts: ["Curridabat", "Granadilla", "Sánchez", "Tirrases"],
  },
  {
    province: "Alajuela",
    canton: "Alajuela",
    weight: 3,
    districts: [
      "Alajuela",
      "San José",
      "Carrizal",
      "San Antonio",
      "Guácima",
      "San Isidro",
      "Sabanilla",
      "San Rafael",
      "Río Segundo",
      "Desamparados",
      "Turrúcares",
      "Tambor",
      "Garita",
    ],
  },
  {
    province: "Alajuela",
    canton: "San Ramón",
    weight: 1,
    districts: [
      "San Ramón",
      "Santiago",
      "San Juan",
      "Piedades Norte",
      "Piedades Sur",
      "San Isidro",
      "Ángeles",
      "Alfaro",
      "Volio",
      "Concepción",
      "Zapotal",
    ],
  },
  {
    province: "Alajuela",
    canton: "Grecia",
    weight: 1,
    districts: ["Grecia", "San Isidro", "San José", "San Roque", "Tacares", "Puente de Piedra"],
  },
  {
    province: "Alajuela",
    canton: "San Carlos",
    weight: 2,
    districts: [
      "Quesada",
      "Florencia",
      "Buenavista",
      "Aguas Zarcas",
      "Venecia",
      "Pital",
      "La Fortuna",
      "La Tigra",
      "La Palmera",
      "Venado",
      "Cutris",
      "Pocosol",
    ],
  },
  {
    province: "Cartago",
    canton: "Cartago",
    weight: 2,
    districts: [
      "Oriental",
      "Occidental",
      "Carmen",
      "San Nicolás",
      "Guadalupe",
      "Corralillo",
      "Tierra Blanca",
      "Dulce Nombre",
      "Llano Grande",
      "Quebradilla",
    ],
  },
  {
    province: "Cartago",
    canton: "Paraíso",
    weight: 1,
    districts: ["Paraíso", "Santiago", "Orosi", "Cachí", "Llanos de Santa Lucía"],
  },
  {
    province: "Cartago",
    canton: "Turrialba",
    weight: 1,
    districts: [
      "Turrialba",
      "La Suiza",
      "Peralta",
      "Santa Cruz",
      "Santa Teresita",
      "Pavones",
      "Tuis",
      "Tayutic",
      "Santa Rosa",
      "Tres Equis",
    ],
  },
  {
    province: "Cartago",
    canton: "La Unión",
    weight: 1,
    districts: [
      "Tres Ríos",
      "San Diego",
      "San Juan",
      "San Rafael",
      "Concepción",
      "Dulce Nombre",
      "San Ramón",
      "Río Azul",
    ],
  },
  {
    province: "Heredia",
    canton: "Heredia",
    weight: 2,
    districts: ["Heredia", "Mercedes", "San Francisco", "Ulloa", "Varablanca"],
  },
  {
    province: "Heredia",
    canton: "Barva",
    weight: 1,
    districts: ["Barva", "San Pedro", "San Pablo", "San Roque", "Santa Lucía"],
  },
  {
    province: "Heredia",
    canton: "Santo Domingo",
    weight: 1,
    districts: [
      "Santo Domingo",
      "San Vicente",
      "San Miguel",
      "Paracito",
      "Santo Tomás",
      "Santa Rosa",
      "Tures",
      "Pará",
    ],
  },
  {
    province: "Heredia",
    canton: "Sarapiquí",
    weight: 1,
    districts: ["Puerto Viejo", "La Virgen", "Horquetas", "Llanuras del Gaspar", "Cureña"],
  },
  {
    province: "Guanacaste",
    canton: "Liberia",
    weight: 1,
    districts: ["Liberia", "Cañas Dulces", "Mayorga", "Nacascolo", "Curubandé"],
  },
  {
    province: "Guanacaste",
    canton: "Nicoya",
    weight: 1,
    districts: ["Nicoya", "Mansión", "San Antonio", "Quebrada Honda", "Sámara", "Nosara"],
  },
  {
    province: "Guanacaste",
    canton: "Santa Cruz",
    weight: 1,
    districts: [
      "Santa Cruz",
      "Bolsón",
      "Veintisiete de Abril",
      "Tempate",
      "Cartagena",
      "Diriá",
      "Tamarindo",
    ],
  },
  {
    province: "Puntarenas",
    canton: "Puntarenas",
    weight: 2,
    districts: [
      "Puntarenas",
      "Pitahaya",
      "Chomes",
      "Lepanto",
      "Paquera",
      "Barranca",
      "Cóbano",
      "Chacarita",
      "El Roble",
    ],
  },
  {
    province: "Puntarenas",
    canton: "Esparza",
    weight: 1,
    districts: ["Espíritu Santo", "San Juan Grande", "Macacona", "San Rafael", "Caldera"],
  },
  {
    province: "Puntarenas",
    canton: "Corredores",
    weight: 1,
    districts: ["Corredor", "La Cuesta", "Canoas", "Laurel"],
  },
  {
    province: "Limón",
    canton: "Limón",
    weight: 1,
    districts: ["Limón", "Valle La Estrella", "Río Blanco", "Matama"],
  },
  {
    province: "Limón",
    canton: "Pococí",
    weight: 2,
    districts: ["Guápiles", "Jiménez", "Rita", "Roxana", "Cariari", "Colorado", "La Colonia"],
  },
  {
    province: "Limón",
    canton: "Siquirres",
    weight: 1,
    districts: ["Siquirres", "Pacuarte", "Florida", "Germania", "El Cairo", "Alegría"],
  },
  {
    province: "Limón",
    canton: "Talamanca",
    weight: 1,
    districts: ["Bratsi", "Sixaola", "Cahuita", "Telire"],
  },
];

/** Every district, repeated by its canton's weight. */
const CR_PLACES: readonly CrPlace[] = CANTONS.flatMap((c) =>
  Array.from({ length: c.weight }, () =>
    c.districts.map((d) => ({ name: d, state: c.province, canton: c.canton, areaCode: "2" })),
  ).flat(),
);

/** Cantons whose water comes from the AyA, the ESPH or the municipality, not from an ASADA. */
const URBAN_WATER = new Set([
  "San José",
  "Goicoechea",
  "Tibás",
  "Montes de Oca",
  "Curridabat",
  "Alajuelita",
  "Heredia",
  "Cartago",
]);

/** The first digit of a cédula: the province where the birth was registered. */
const PROVINCE_DIGIT: Record<string, number> = {
  "San José": 1,
  Alajuela: 2,
  Cartago: 3,
  Heredia: 4,
  Guanacaste: 5,
  Puntarenas: 6,
  Limón: 7,
};
/** Roughly how many tomos a province's civil register fills a year (so older people have lower tomos). */
const TOMOS_A_YEAR = [0, 16, 10, 6, 6, 5, 5, 4] as const;

/** A cédula de identidad "1-0234-0567" (province, tomo, asiento); province 8: naturalised. */
function crCedula(rng: Rng, province: number, birthYear: number): PrintedValue<string> {
  const rate = TOMOS_A_YEAR[province] ?? 5;
  const tomo =
    province === 8
      ? rng.int(40, 190)
      : Math.max(1, Math.min(1999, Math.round((birthYear - 1925) * rate + rng.int(-40, 40))));
  const t = String(tomo).padStart(4, "0");
  const a = String(rng.int(1, 999)).padStart(4, "0");
  const printed = rng.weighted<string>([
    [`${province}-${t}-${a}`, 8],
    [`${province}${t}${a}`, 2],
    [`${province} ${t} ${a}`, 1],
  ]);
  return { printed, normalized: `${province}${t}${a}` };
}

/** Costa Rica with this family's phone forms (mobiles 8/7/6, landlines 2) and cédulas. */
const CR_COUNTRY: Country = {
  ...COSTA_RICA,
  phone(rng) {
    const n = rng.chance(0.82)
      ? `${rng.pick(["8", "8", "8", "7", "6"])}${digits(rng, 7)}`
      : `2${rng.pick(["2", "2", "4", "5", "6", "7"])}${digits(rng, 6)}`;
    const [a, b] = [n.slice(0, 4), n.slice(4)];
    const printed = rng.weighted<string>([
      [`${a}-${b}`, 8],
      [`${a} ${b}`, 2],
      [n, 1],
      [`+506 ${a}-${b}`, 1],
      [`(506) ${a}-${b}`, 1],
    ]);
    return { printed, normalized: `+506${n}` };
  },
  nationalId(rng, birthYear) {
    return crCedula(rng, rng.int(1, 7), birthYear);
  },
};

// ---------------------------------------------------------------------------------------------
// Addresses by "señas": landmarks, metres and compass points.

const LANDMARKS = [
  "la iglesia católica",
  "la iglesia católica",
  "la plaza de deportes",
  "la escuela",
  "el salón comunal",
  "el EBAIS",
  "el Palí",
  "el Más x Menos",
  "la Cruz Roja",
  "el templo evangélico",
  "el cementerio",
  "el Liceo",
  "la parada de buses",
  "la delegación de policía",
  "el Banco Nacional",
  "la bomba",
  "el CEN-CINAI",
  "el súper La Amistad",
  "la pulpería La Esquina",
  "la antigua fábrica",
  "el puente",
  "la Municipalidad",
] as const;

const NEIGHBOURHOODS = [
  "Urbanización Los Cipreses",
  "Urbanización La Colina",
  "Urbanización El Bosque",
  "Residencial Las Flores",
  "Residencial Monterreal",
  "Condominio Vista Real",
  "Barrio San Martín",
  "Barrio Los Ángeles",
  "Barrio La Cruz",
  "Barrio El Carmen",
  "Barrio Corazón de Jesús",
  "Barrio Lourdes",
  "Caserío El Higuerón",
  "Precario La Esperanza",
  "Lotes Vargas",
] as const;

const COLOURS = [
  "blanco",
  "verde",
  "celeste",
  "amarillo",
  "beige",
  "terracota",
  "crema",
  "gris",
  "salmón",
] as const;
const GATES = ["negro", "café", "blanco", "verde", "gris"] as const;
const COMPASS = ["norte", "sur", "este", "oeste"] as const;

/** "de la iglesia" / "del EBAIS". */
const deLm = (lm: string) => (lm.startsWith("el ") ? `del ${lm.slice(3)}` : `de ${lm}`);
/** "a la iglesia" / "al EBAIS". */
const aLm = (lm: string) => (lm.startsWith("el ") ? `al ${lm.slice(3)}` : `a ${lm}`);

/** The "otras señas": "100 metros norte y 50 oeste de la iglesia católica, casa color verde". */
function senas(rng: Rng): string {
  const lm = rng.pick(LANDMARKS);
  // "100 metros norte", "100 m norte" or plain "100 norte", as people write it.
  const unit = rng.weighted<string>([
    [" metros", 4],
    [" m", 2],
    ["", 2],
  ]);
  const first = rng.pick(COMPASS);
  // The second leg turns: after "norte" or "sur" comes "este" or "oeste", and the other way round.
  const turn = rng.pick(
    first === "norte" || first === "sur"
      ? (["este", "oeste"] as const)
      : (["norte", "sur"] as const),
  );
  const m = (options: readonly number[]) => `${rng.pick(options)}${unit}`;
  const way = `${m([25, 50, 75, 100, 100, 150, 200, 200, 300, 400])} ${first}${rng.chance(0.45) ? ` y ${m([25, 50, 75, 100])} ${turn}` : ""}`;
  let core = rng.weighted<string>([
    [`${way} ${deLm(lm)}`, 6],
    [`${deLm(lm)} ${way}`, 4],
    [`costado ${rng.pick(COMPASS)} ${deLm(lm)}`, 1],
    [`frente ${aLm(lm)}`, 1],
    [`contiguo ${aLm(lm)}`, 1],
    [`diagonal ${aLm(lm)}`, 1],
    [
      `${rng.pick(NEIGHBOURHOODS)}, casa ${rng.int(1, 120)}${rng.pick(["", "", "-A", "-B", " B"])}`,
      2,
    ],
    [`${rng.pick(NEIGHBOURHOODS)}, alameda ${rng.int(1, 12)}, casa ${rng.int(1, 60)}`, 1],
  ]);
  if (!core.includes(",") && rng.chance(0.2)) core = `${rng.pick(NEIGHBOURHOODS)}, ${core}`;
  if (core.length > 62) return core;
  const tail = rng.weighted<string>([
    ["", 4],
    [`, casa color ${rng.pick(COLOURS)}`, 2],
    [`, casa color ${rng.pick(COLOURS)} con portón ${rng.pick(GATES)}`, 1],
    [", casa esquinera", 1],
    [`, ${rng.pick(["segunda", "tercera"])} casa a mano ${rng.pick(["derecha", "izquierda"])}`, 1],
    [`, casa N° ${rng.int(1, 90)}`, 1],
    [`, portón ${rng.pick(GATES)}`, 1],
  ]);
  return core + tail;
}

/** The place as this family's pools built it. */
function crPlace(place: Place): CrPlace {
  return CR_PLACES.find((p) => p === place) ?? (CR_PLACES[0] as CrPlace);
}

/** A full address: "San José, Desamparados, San Rafael Abajo, 100 metros norte de la iglesia". */
function crAddress(rng: Rng, place: Place): string {
  const at = crPlace(place);
  const s = senas(rng);
  const capital = s.charAt(0).toLocaleUpperCase("es") + s.slice(1);
  return rng.weighted<string>([
    [`${at.state}, ${at.canton}, ${at.name}, ${s}`, 6],
    [`${at.name}, ${at.canton}, ${s}`, 2],
    [`${at.canton}, ${at.name}, ${s}`, 2],
    [`${capital}, ${at.name}, ${at.canton}`, 1],
  ]);
}

/** Costa Ricans: their given names (Randall, Yorleny, Keylor) and surnames. */
const POOLS_CR: Pools = {
  male: [
    "José",
    "Luis",
    "Juan",
    "Carlos",
    "Jorge",
    "Manuel",
    "Andrés",
    "Esteban",
    "Randall",
    "Minor",
    "Greivin",
    "Allan",
    "Kendall",
    "Keylor",
    "Jeffry",
    "Bryan",
    "Fabián",
    "Gerardo",
    "Marvin",
    "Johan",
    "Dennis",
    "Ronald",
    "Olman",
    "Geovanny",
    "Álvaro",
    "Rodolfo",
    "Mauricio",
    "Warner",
    "Diego",
    "Sebastián",
    "Pablo",
    "Roy",
  ],
  female: [
    "María",
    "Ana",
    "Laura",
    "Hazel",
    "Yorleny",
    "Kattia",
    "Xinia",
    "Marianela",
    "Priscilla",
    "Jessica",
    "Yendry",
    "Kimberly",
    "Melissa",
    "Stephanie",
    "Karla",
    "Karol",
    "Ericka",
    "Grettel",
    "Lidieth",
    "Vivian",
    "Ileana",
    "Dayana",
    "Mariela",
    "Auxiliadora",
    "Rebeca",
    "Fernanda",
    "Daniela",
    "Flor",
    "Marta",
    "Sofía",
    "Valeria",
  ],
  surnames: [
    "Rodríguez",
    "Jiménez",
    "Mora",
    "Vargas",
    "Rojas",
    "Araya",
    "Sánchez",
    "Hernández",
    "Castro",
    "Ramírez",
    "Solano",
    "Chaves",
    "Calderón",
    "Quirós",
    "Alfaro",
    "Salazar",
    "Méndez",
    "Segura",
    "Ulate",
    "Cordero",
    "Víquez",
    "Madrigal",
    "Murillo",
    "Barrantes",
    "Montero",
    "Picado",
    "Gamboa",
    "Artavia",
    "Soto",
    "Badilla",
    "Granados",
    "Cascante",
    "Porras",
    "Umaña",
    "Monge",
    "Cubero",
    "Elizondo",
    "Chinchilla",
    "Zamora",
    "Fonseca",
    "Carvajal",
    "Matamoros",
    "Esquivel",
    "Brenes",
    "Arce",
    "Zúñiga",
    "Solís",
    "Quesada",
  ],
  places: CR_PLACES,
  address: crAddress,
  occupations: [
    ["agricultor", "agricultora"],
    ["educador", "educadora"],
    ["comerciante", "comerciante"],
    ["oficinista", "oficinista"],
    ["chofer", "ama de casa"],
    ["misceláneo", "miscelánea"],
    ["guarda de seguridad", "oficios domésticos"],
    ["operario", "operaria"],
    ["dependiente", "dependiente"],
    ["salonero", "salonera"],
    ["cocinero", "cocinera"],
    ["peón agrícola", "cajera"],
    ["mecánico", "estilista"],
    ["electricista", "secretaria"],
    ["enfermero", "enfermera"],
    ["ingeniero en sistemas", "ingeniera en sistemas"],
    ["contador", "contadora"],
    ["abogado", "abogada"],
    ["administrador de empresas", "administradora de empresas"],
    ["trabajador independiente", "trabajadora independiente"],
    ["guía turístico", "guía turística"],
    ["estudiante", "estudiante"],
    ["estudiante", "estudiante"],
  ],
  civil: [
    ["unión libre", "unión libre"],
    ["unión de hecho", "unión de hecho"],
    ["separado", "separada"],
  ],
  emailDomains: [
    "gmail.com",
    "gmail.com",
    "gmail.com",
    "hotmail.com",
    "hotmail.com",
    "yahoo.com",
    "outlook.com",
    "racsa.co.cr",
  ],
};

/** Foreign residents: nationality and the ISO numeric code that opens their DIMEX. */
const FOREIGNERS: readonly (readonly [string, string, string, number])[] = [
  ["nicaragüense", "NIC", "558", 14],
  ["colombiano", "COL", "170", 2],
  ["venezolano", "VEN", "862", 2],
  ["salvadoreño", "SLV", "222", 1],
  ["panameño", "PAN", "591", 1],
];

// ---------------------------------------------------------------------------------------------
// Drawing helpers.

interface Ink {
  family?: FontFamily;
  size: number;
  color: string;
}

/** One labelled cell of a form row; `share` of the row's width (default 1). */
interface Cell {
  label: string;
  value: string;
  share?: number;
}

type GridStyle = "celdas" | "tabla" | "lineas";

const GRID_ROW: Record<GridStyle, number> = { celdas: 108, tabla: 88, lineas: 94 };

/** Draws the rows of labelled cells from `y`; returns the y below them. */
function grid(
  page: Page,
  rows: readonly (readonly Cell[])[],
  x: number,
  y: number,
  width: number,
  style: GridStyle,
  palette: Palette,
  ink: Ink,
): number {
  const h = GRID_ROW[style];
  const valueStyle = (maxWidth: number) => ({
    size: ink.size,
    color: ink.color,
    maxWidth,
    ...(ink.family ? { family: ink.family } : {}),
  });
  let top = y;
  for (const row of rows) {
    const total = row.reduce((s, c) => s + (c.share ?? 1), 0);
    const gap = style === "lineas" ? 44 : 0;
    const avail = width - gap * (row.length - 1);
    let cx = x;
    for (const c of row) {
      const cw = (avail * (c.share ?? 1)) / total;
      if (style === "celdas") {
        page.rect({ x: cx, y: top, width: cw, height: h }, { stroke: "#3a3a3a", lineWidth: 2 });
        page.text(c.label, cx + 12, top + 29, {
          size: 23,
          bold: true,
          color: palette.accent,
          maxWidth: cw - 24,
        });
        if (c.value) page.text(c.value, cx + 18, top + h - 20, valueStyle(cw - 36));
      } else if (style === "tabla") {
        const labelW =
          row.length === 1 ? Math.min(520, cw * 0.3) : row.length === 2 ? cw * 0.38 : cw * 0.42;
        page.rect({ x: cx, y: top, width: labelW, height: h }, { fill: palette.light });
        page.rect({ x: cx, y: top, width: cw, height: h }, { stroke: "#444444", lineWidth: 2 });
        page.line(cx + labelW, top, cx + labelW, top + h, "#444444", 2);
        page.text(c.label, cx + 14, top + h * 0.62, {
          size: 25,
          bold: true,
          color: palette.accent,
          maxWidth: labelW - 26,
        });
        if (c.value)
          page.text(c.value, cx + labelW + 16, top + h * 0.66, valueStyle(cw - labelW - 30));
      } else {
        const base = top + h - 24;
        const lb = page.text(`${c.label}:`, cx, base, {
          size: 27,
          bold: true,
          color: palette.accent,
          maxWidth: cw * 0.5,
        });
        const vx = lb.x + lb.width + 14;
        page.line(vx, base + 10, cx + cw, base + 10, "#666666", 2);
        if (c.value) page.text(c.value, vx + 8, base - 3, valueStyle(cx + cw - vx - 14));
      }
      cx += cw + gap;
    }
    top += h;
  }
  if (style !== "lineas")
    page.rect({ x, y, width, height: top - y }, { stroke: "#222222", lineWidth: 3 });
  return top;
}

/** A section heading: a filled band, or a lettered tab with a rule. Returns the y below it. */
function heading(
  page: Page,
  letter: string,
  text: string,
  x: number,
  y: number,
  width: number,
  palette: Palette,
  kind: "banda" | "pestaña",
): number {
  if (kind === "banda") {
    page.rect({ x, y, width, height: 50 }, { fill: palette.primary });
    page.text(`${letter}. ${text}`, x + 18, y + 36, { size: 27, bold: true, color: "#ffffff" });
    return y + 50;
  }
  page.rect({ x, y, width: 54, height: 50 }, { fill: palette.primary });
  page.text(letter, x + 27, y + 37, { size: 30, bold: true, color: "#ffffff", align: "center" });
  page.text(text, x + 72, y + 37, { size: 28, bold: true, color: palette.primary });
  page.line(x, y + 50, x + width, y + 50, palette.primary, 3);
  return y + 58;
}

/** "Title:" then options each with a box (an X in the ink's colour where ticked). */
function tickRow(
  page: Page,
  title: string,
  options: readonly (readonly [string, boolean])[],
  x: number,
  y: number,
  width: number,
  palette: Palette,
  inkColor: string,
): { states: Record<string, boolean>; bottom: number } {
  const base = y + 46;
  const t = page.text(title, x, base, { size: 26, bold: true, color: palette.accent });
  let cx = t.x + t.width + 36;
  let line = base;
  const states: Record<string, boolean> = {};
  for (const [label, checked] of options) {
    const lw = page.measure(label, { size: 26 });
    if (cx + 50 + lw > x + width) {
      cx = x + 36;
      line += 56;
    }
    page.rect(
      { x: cx, y: line - 30, width: 34, height: 34 },
      { stroke: "#222222", lineWidth: 2.5 },
    );
    if (checked) {
      page.line(cx + 5, line - 26, cx + 30, line + 1, inkColor, 4.5);
      page.line(cx + 30, line - 26, cx + 5, line + 1, inkColor, 4.5);
    }
    const box = page.text(label, cx + 46, line, { size: 26 });
    cx = box.x + box.width + 44;
    states[label] = checked;
  }
  return { states, bottom: line + 26 };
}

/** A rectangular "RECIBIDO" date stamp, slightly turned; not recorded (like the round seals). */
function receivedStamp(
  page: Page,
  cx: number,
  cy: number,
  lines: readonly string[],
  rng: Rng,
  color: string,
): void {
  const { ctx } = page;
  ctx.save();
  ctx.translate(cx, cy);
  ctx.rotate(rng.float(-0.2, 0.2));
  ctx.strokeStyle = color;
  ctx.fillStyle = color;
  ctx.lineWidth = 5;
  const w = 440;
  const h = 70 + 44 * (lines.length - 1);
  ctx.strokeRect(-w / 2, -h / 2, w, h);
  ctx.lineWidth = 2;
  ctx.strokeRect(-w / 2 + 9, -h / 2 + 9, w - 18, h - 18);
  ctx.textAlign = "center";
  for (const [i, text] of lines.entries()) {
    ctx.font = `bold ${i === 0 ? 40 : 28}px "Roboto"`;
    ctx.fillText(text, 0, -h / 2 + 54 + i * 44, w - 40);
  }
  ctx.restore();
}

/** The ADI's mark: a house and a sun under the mountains, in a ring. */
function adiLogo(page: Page, cx: number, cy: number, r: number, color: string): void {
  const { ctx } = page;
  ctx.strokeStyle = color;
  ctx.fillStyle = color;
  ctx.lineWidth = r / 14;
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(cx + r * 0.3, cy - r * 0.25, r * 0.18, 0, Math.PI * 2);
  ctx.fill();
  ctx.beginPath();
  ctx.moveTo(cx - r * 0.85, cy + r * 0.15);
  ctx.lineTo(cx - r * 0.35, cy - r * 0.45);
  ctx.lineTo(cx + r * 0.05, cy);
  ctx.lineTo(cx + r * 0.45, cy - r * 0.3);
  ctx.lineTo(cx + r * 0.9, cy + r * 0.15);
  ctx.stroke();
  ctx.fillRect(cx - r * 0.3, cy + r * 0.2, r * 0.6, r * 0.42);
  ctx.beginPath();
  ctx.moveTo(cx - r * 0.42, cy + r * 0.22);
  ctx.lineTo(cx, cy - r * 0.1);
  ctx.lineTo(cx + r * 0.42, cy + r * 0.22);
  ctx.closePath();
  ctx.fill();
}

/** The ASADA's mark: a water drop with waves, in a ring. */
function dropLogo(page: Page, cx: number, cy: number, r: number, color: string): void {
  const { ctx } = page;
  ctx.strokeStyle = color;
  ctx.fillStyle = color;
  ctx.lineWidth = r / 14;
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(cx, cy - r * 0.72);
  ctx.bezierCurveTo(cx + r * 0.2, cy - r * 0.35, cx + r * 0.5, cy, cx + r * 0.45, cy + r * 0.22);
  ctx.arc(cx, cy + r * 0.2, r * 0.45, 0, Math.PI);
  ctx.bezierCurveTo(cx - r * 0.5, cy, cx - r * 0.2, cy - r * 0.35, cx, cy - r * 0.72);
  ctx.fill();
  ctx.strokeStyle = "#ffffff";
  ctx.lineWidth = r / 18;
  for (const dy of [0.18, 0.38]) {
    ctx.beginPath();
    for (let i = 0; i <= 20; i++) {
      const px = cx - r * 0.36 + (i / 20) * r * 0.72;
      const py = cy + r * dy + Math.sin(i * 0.9) * r * 0.04;
      if (i === 0) ctx.moveTo(px, py);
      else ctx.lineTo(px, py);
    }
    ctx.stroke();
  }
}

const MONTHS_SHORT = [
  "ENE",
  "FEB",
  "MAR",
  "ABR",
  "MAY",
  "JUN",
  "JUL",
  "AGO",
  "SET",
  "OCT",
  "NOV",
  "DIC",
] as const;

function ageAt(birth: CivilDate, on: CivilDate): number {
  const before = on.month < birth.month || (on.month === birth.month && on.day < birth.day);
  return on.year - birth.year - (before ? 1 : 0);
}

/** Title case as forms print it: "Ingeniera en Sistemas", "Unión de Hecho". */
function titleCase(text: string): string {
  return text
    .split(" ")
    .map((w, i) =>
      i > 0 && ["de", "del", "en", "y", "la", "el"].includes(w)
        ? w
        : w.charAt(0).toLocaleUpperCase("es") + w.slice(1),
    )
    .join(" ");
}

/** A Costa Rican official's name, sometimes with a title: "Licda. Kattia Mora Solano". */
function officialName(rng: Rng, female: boolean): string {
  const title = rng.weighted<string>([
    ["", 4],
    [female ? "Licda. " : "Lic. ", 3],
    ["Bach. ", 1],
    ["MBA. ", 1],
    [female ? "Ing. " : "Ing. ", 1],
  ]);
  const given = rng.pick(female ? POOLS_CR.female : POOLS_CR.male);
  const [a, b] = rng.sample(POOLS_CR.surnames, 2);
  return `${title}${given} ${a} ${b}`;
}

const PALETTES: Record<"muni" | "adi" | "asada", readonly Palette[]> = {
  muni: [
    { name: "azul", primary: "#1b4f8f", accent: "#1b4f8f", light: "#e6eef8", pattern: "#d4e1f2" },
    { name: "verde", primary: "#1e6b3a", accent: "#1e6b3a", light: "#e7f3ea", pattern: "#d2e8d9" },
    { name: "vino", primary: "#7a1e2c", accent: "#7a1e2c", light: "#f6e9eb", pattern: "#ecd5d9" },
    { name: "gris", primary: "#34495e", accent: "#34495e", light: "#eceff2", pattern: "#dde2e7" },
  ],
  adi: [
    { name: "bosque", primary: "#2f6b2a", accent: "#2f6b2a", light: "#ebf4e8", pattern: "#d7e9d2" },
    { name: "tierra", primary: "#8a4b17", accent: "#7a4214", light: "#f7eee4", pattern: "#eedcc8" },
  ],
  asada: [
    { name: "agua", primary: "#0b6f9e", accent: "#0b6f9e", light: "#e4f2f9", pattern: "#cfe6f2" },
    {
      name: "turquesa",
      primary: "#0f7c7a",
      accent: "#0f6f6d",
      light: "#e3f4f3",
      pattern: "#cbe9e7",
    },
  ],
};

const GREY = "#4a4a4a";
const SERIAL_RED = "#c0141b";

// ---------------------------------------------------------------------------------------------
// The design.

/**
 * Costa Rican sworn declaration of domicile / residence certificate form, issued by a
 * municipality, an ADI or an ASADA: header with the issuer's cédula jurídica and serial,
 * sections A (declarant) and B (domicile) in boxed cells, a table or typed rules, ticked housing
 * condition and purpose, the sworn declaration at the foot with the declarant's signature, the
 * issuer's certification with signatures and seal, and the Ley 8968 notice.
 */
export const FICHA_CR_RESIDENCIA: Family = fichaFamily({
  name: "ficha-cr-residencia",
  split: "train",
  description: "Costa Rican constancia or sworn declaration of residence",
  country: CR_COUNTRY,
  pools: POOLS_CR,
  fonts: ["Roboto", "Open Sans", "Noto Sans", "Source Sans 3", "Lato", "Work Sans", "PT Sans"],
  size: LETTER,
  dateStyles: ["dmy_slash", "dmy_slash", "dmy_slash", "dmy_slash", "dmy_dash", "long"],
  letterCase: ["upper", "upper", "title"],
  nameOrder: ["given_first", "given_first", "given_first", "surname_first"],
  draw(page, rng, p, holder, issued) {
    const [W, H] = LETTER;
    const X = 150;
    const CW = W - 2 * X;
    const { ctx } = page;
    const citizen = holder.citizen;
    const at = crPlace(citizen.place);
    const province = at.state;
    const canton = at.canton;
    const district = at.name;
    const female = citizen.name.sex === "F";
    const upperCase = holder.letterCase === "upper";
    const cased = (text: string) => (upperCase ? upper(text) : titleCase(text));
    // ASADAs run rural water systems: where the AyA, the ESPH or the town hall supplies the water
    // (the capital's cantons, Heredia, Cartago), residence is certified by the town hall or the ADI.
    const drawn = rng.weighted<"muni" | "adi" | "asada">([
      ["muni", 5],
      ["adi", 3],
      ["asada", 2],
    ]);
    const issuer = drawn === "asada" && URBAN_WATER.has(canton) ? "adi" : drawn;
    const palette = rng.pick(PALETTES[issuer]);
    const style = rng.pick(["celdas", "celdas", "tabla", "lineas"] as const);
    const headingKind = rng.pick(["banda", "pestaña"] as const);
    const filled = rng.weighted<"sistema" | "maquina" | "mano">([
      ["sistema", 4],
      ["maquina", 2],
      ["mano", 3],
    ]);
    const ink: Ink =
      filled === "mano"
        ? {
            family: rng.pick(["Caveat", "Kalam"] as const),
            size: 46,
            color: rng.pick(["#1a2f8f", "#1b1b5e", "#202020"]),
          }
        : filled === "maquina"
          ? {
              family: rng.pick(["Courier Prime", "IBM Plex Mono"] as const),
              size: 34,
              color: "#151515",
            }
          : { size: 36, color: "#111111" };
    const labelsUpper = rng.chance(0.35);
    const L = (text: string) => (labelsUpper ? upper(text) : text);

    // ---- The holder as this form prints them: cédula by province, DIMEX for foreigners.
    const foreign = rng.chance(0.1);
    let idLabel: string;
    if (foreign) {
      const [demonym, code, numeric] = rng.weighted(FOREIGNERS.map((f) => [f, f[3]] as const));
      const dimex = `1${numeric}${digits(rng, 8)}`;
      const gendered = female ? demonym.replace(/o$/, "a") : demonym;
      p.cedula_numero = {
        printed: rng.chance(0.85)
          ? dimex
          : `${dimex.slice(0, 4)} ${dimex.slice(4, 8)} ${dimex.slice(8)}`,
        normalized: dimex,
      };
      p.nacionalidad = { printed: cased(gendered), normalized: code };
      idLabel = rng.pick([
        "DIMEX N°",
        "N° de DIMEX",
        "Identificación (DIMEX)",
        "Documento de identidad",
      ]);
    } else {
      const digit = rng.chance(0.04)
        ? 8
        : rng.chance(0.7)
          ? (PROVINCE_DIGIT[province] ?? 1)
          : rng.pick([1, 1, 1, 2, 2, 3, 4, 5, 6, 7]);
      p.cedula_numero = crCedula(rng, digit, citizen.birth.year);
      p.nacionalidad = { printed: cased("costarricense"), normalized: "CRI" };
      idLabel = rng.pick([
        "Cédula de identidad N°",
        "N° de cédula",
        "Cédula",
        "Identificación",
        "N.° de identificación",
      ]);
    }
    // Words in title case keep their connectors low: "Unión de Hecho", "Ingeniero en Sistemas".
    if (!upperCase) {
      p.estado_civil = { printed: cased(citizen.estadoCivil), normalized: citizen.estadoCivil };
      p.ocupacion = { printed: cased(citizen.ocupacion), normalized: citizen.ocupacion };
    }
    // Costa Ricans retire as "pensionados".
    if (citizen.ocupacion.startsWith("jubilad")) {
      const job = female ? "pensionada" : "pensionado";
      p.ocupacion = { printed: cased(job), normalized: job };
    }
    const mobile = /^\+506[678]/.test(p.telefono.normalized);
    const age = ageAt(citizen.birth, issued);
    const years = rng.int(1, Math.max(1, Math.min(age - 1, 40)));
    const sinceBirth = age < 40 && rng.chance(0.1);

    // ---- The issuer.
    const CANTON = upper(canton);
    const DISTRICT = upper(district);
    const slug = asciiSlug(canton);
    const tel = () => `2${rng.int(200, 799)}-${String(rng.int(0, 9999)).padStart(4, "0")}`;
    const issuerName =
      issuer === "muni"
        ? `Municipalidad de ${canton}`
        : issuer === "adi"
          ? `Asociación de Desarrollo Integral de ${district}`
          : `ASADA de ${district}`;
    const stampText =
      issuer === "muni"
        ? `MUNICIPALIDAD DE ${CANTON} · ${rng.pick(["PLATAFORMA DE SERVICIOS", "COSTA RICA", "SERVICIO AL CLIENTE"])}`
        : issuer === "adi"
          ? `ASOC. DE DESARROLLO INTEGRAL DE ${DISTRICT} · ${CANTON}`
          : `ASADA ${DISTRICT} · ${CANTON} · COSTA RICA`;

    // The paper: plain, the issuer's mark faint in the middle, or a wave band at the top.
    const paper = rng.pick(["liso", "marca", "ondas"] as const);
    if (paper === "marca") {
      if (issuer === "muni") emblem(ctx, W / 2, H * 0.5, 560, "rgba(40,70,120,0.045)");
      else
        watermark(ctx, issuer === "adi" ? "ADI" : "ASADA", W / 2, H * 0.5, {
          size: 340,
          color: "rgba(40,90,110,0.05)",
          angle: -30,
        });
    }
    if (paper === "ondas")
      waves(ctx, { x: 0, y: 0, width: W, height: 46 }, rng, palette.pattern, {
        spacing: 5,
        amplitude: 4,
        period: 90,
        width: 1.6,
      });

    // ---- Header: the mark, the issuer's lines, and the number box on the right.
    const logoX = X + 100;
    const logoY = 215;
    if (issuer === "muni") emblem(ctx, logoX, logoY, 98, palette.primary);
    else if (issuer === "adi") adiLogo(page, logoX, logoY, 96, palette.primary);
    else dropLogo(page, logoX, logoY, 96, palette.primary);
    const boxW = 500;
    const boxX = W - X - boxW;
    const tx = X + 230;
    const tw = boxX - tx - 30;
    const cj =
      issuer === "muni"
        ? `3-014-0${digits(rng, 5)}`
        : `3-002-${String(rng.int(40_000, 799_999)).padStart(6, "0")}`;
    const issuerLines: [string, number, boolean, string][] =
      issuer === "muni"
        ? [
            [`MUNICIPALIDAD DE ${CANTON}`, 50, true, palette.primary],
            [
              rng.pick([
                "Plataforma de Servicios",
                "Servicio al Cliente",
                "Área de Gestión Tributaria · Plataforma de Servicios",
                "Departamento de Atención al Contribuyente",
              ]),
              32,
              true,
              "#222222",
            ],
            [`Cédula jurídica ${cj} · Tel. ${tel()}`, 27, false, GREY],
            [
              `www.muni${slug}.go.cr · ${rng.pick(["plataforma", "servicioalcliente", "info"])}@muni${slug}.go.cr`,
              25,
              false,
              GREY,
            ],
          ]
        : issuer === "adi"
          ? [
              ["ASOCIACIÓN DE DESARROLLO INTEGRAL", 40, true, palette.primary],
              [
                `DE ${DISTRICT}${district === canton ? "" : `, ${CANTON}`}`,
                40,
                true,
                palette.primary,
              ],
              [
                `Cédula jurídica ${cj} · Código de registro DINADECO N° ${rng.int(100, 3999)}`,
                26,
                false,
                GREY,
              ],
              [`Tel. ${tel()} · adi${asciiSlug(district)}@gmail.com`, 26, false, GREY],
            ]
          : [
              [`ASADA ${DISTRICT}`, 50, true, palette.primary],
              [
                `Asociación Administradora del Acueducto ${rng.pick(["Rural", "y Alcantarillado Sanitario"])} de ${district}, ${canton}`,
                28,
                true,
                "#222222",
              ],
              [`Cédula jurídica ${cj} · Ente operador por delegación del AyA`, 26, false, GREY],
              [
                `Tel. ${tel()} · ${rng.pick(["Oficina", "Oficinas"])}: ${rng.int(1, 3) * 100} metros ${rng.pick(COMPASS)} de la plaza de deportes`,
                25,
                false,
                GREY,
              ],
            ];
    let hy = 140;
    for (const [text, size, bold, color] of issuerLines) {
      page.text(text, tx, hy, { size, bold, color, maxWidth: tw });
      hy += size + 22;
    }
    const year = issued.year;
    const serial =
      issuer === "muni"
        ? `${year}-${String(rng.int(1, 48_000)).padStart(6, "0")}`
        : `${String(rng.int(1, 1800)).padStart(4, "0")}-${year}`;
    const formCode =
      issuer === "muni"
        ? `${rng.pick(["F-PS", "PS-F", "FOR-PS", "GT-F"])}-${String(rng.int(1, 60)).padStart(3, "0")}`
        : issuer === "adi"
          ? `ADI-${String(rng.int(1, 20)).padStart(2, "0")}`
          : `ASADA-F${String(rng.int(1, 12)).padStart(2, "0")}`;
    page.rect(
      { x: boxX, y: 95, width: boxW, height: 240 },
      { stroke: palette.primary, lineWidth: 3, radius: 12 },
    );
    page.text(
      issuer === "muni" ? "N° de trámite" : rng.pick(["Consecutivo", "Constancia N°"]),
      boxX + boxW / 2,
      140,
      {
        size: 26,
        bold: true,
        color: palette.primary,
        align: "center",
      },
    );
    page.text(serial, boxX + boxW / 2, 198, {
      size: 44,
      bold: true,
      color: SERIAL_RED,
      align: "center",
      family: "Roboto Mono",
      maxWidth: boxW - 40,
    });
    if (issuer === "muni" && rng.chance(0.7))
      barcode(ctx, { x: boxX + 50, y: 218, width: boxW - 100, height: 62 }, rng);
    else
      page.text(`Formulario ${formCode}`, boxX + boxW / 2, 262, {
        size: 24,
        color: GREY,
        align: "center",
      });
    page.text(`Fecha: ${formatDate(issued, "dmy_slash")}`, boxX + boxW / 2, 318, {
      size: 24,
      color: "#222222",
      align: "center",
    });
    page.line(X, 372, W - X, 372, palette.primary, 6);
    page.line(X, 384, W - X, 384, palette.primary, 2);

    // ---- Title.
    const title =
      issuer === "muni"
        ? rng.pick([
            "DECLARACIÓN JURADA DE DOMICILIO",
            "CONSTANCIA DE RESIDENCIA",
            "SOLICITUD DE CONSTANCIA DE RESIDENCIA",
            "DECLARACIÓN JURADA DE RESIDENCIA",
          ])
        : issuer === "adi"
          ? rng.pick([
              "CONSTANCIA DE RESIDENCIA",
              "CARTA DE RESIDENCIA",
              "DECLARACIÓN JURADA DE DOMICILIO",
            ])
          : rng.pick(["CONSTANCIA DE RESIDENCIA", "CONSTANCIA DE DOMICILIO Y SERVICIO DE AGUA"]);
    page.text(title, W / 2, 470, {
      size: 54,
      bold: true,
      color: "#141414",
      align: "center",
      maxWidth: CW,
    });
    const subtitle = rng.pick([
      "(Formulario único — complete con letra clara y legible)",
      "Para presentar ante el IMAS, la CCSS, centros educativos u otras instituciones",
      title.startsWith("DECLARACIÓN")
        ? "Constancia de residencia"
        : "Declaración jurada de domicilio",
      "",
    ]);
    let y = 500;
    if (subtitle) {
      page.text(subtitle, W / 2, 536, { size: 27, color: GREY, align: "center", maxWidth: CW });
      y = 560;
    }
    if (rng.chance(0.45)) {
      const req = rng.pick([
        "Requisitos: presentar la cédula de identidad o DIMEX vigente y un recibo de agua, luz o teléfono del domicilio declarado.",
        "Adjuntar: copia de la cédula de identidad y recibo de un servicio público (agua, electricidad o teléfono) a nombre del declarante o del propietario.",
      ]);
      page.text(req, X, y + 34, { size: 23, color: GREY, maxWidth: CW });
      y += 50;
    }
    y += 18;

    // ---- Section A: the declarant.
    const X0 = X;
    const who = female ? "DE LA DECLARANTE" : "DEL DECLARANTE";
    y = heading(
      page,
      "A",
      rng.pick([
        `DATOS ${who}`,
        "DATOS DEL (LA) DECLARANTE",
        "DATOS PERSONALES",
        "DATOS DE LA PERSONA SOLICITANTE",
      ]),
      X0,
      y,
      CW,
      palette,
      headingKind,
    );
    if (style === "lineas") y += 6;
    const phoneLabel = mobile
      ? rng.pick(["Teléfono celular", "Celular", "Tel. celular", "Teléfono"])
      : rng.pick(["Teléfono", "Tel. de habitación", "Teléfono fijo"]);
    const emailLabel = rng.pick([
      "Correo electrónico",
      "E-mail",
      "Correo electrónico para notificaciones",
      "Correo",
    ]);
    const occLabel = rng.pick([
      "Profesión u oficio",
      "Ocupación",
      "Oficio",
      "Profesión / ocupación",
    ]);
    const nameLabel = rng.pick(["Nombre", "Nombre(s)"]);
    const surLabel = rng.pick(["Apellidos", "Primer y segundo apellido", "Apellidos (1° y 2°)"]);
    const birthLabel = rng.pick(["Fecha de nacimiento", "Fecha de nac.", "F. de nacimiento"]);
    const sexValue = upperCase
      ? female
        ? "FEMENINO"
        : "MASCULINO"
      : rng.pick([female ? "Femenino" : "Masculino", female ? "F" : "M"]);
    const surnamesFirst = rng.chance(0.3);
    const rowsA: Cell[][] = [
      surnamesFirst
        ? [
            { label: L(surLabel), value: p.apellidos.printed },
            { label: L(nameLabel), value: p.nombres.printed },
          ]
        : [
            { label: L(nameLabel), value: p.nombres.printed },
            { label: L(surLabel), value: p.apellidos.printed },
          ],
      [
        { label: L(idLabel), value: p.cedula_numero.printed },
        { label: L(birthLabel), value: p.fecha_nacimiento.printed },
      ],
      rng.chance(0.5)
        ? [
            { label: L("Nacionalidad"), value: p.nacionalidad.printed },
            { label: L("Estado civil"), value: p.estado_civil.printed },
          ]
        : [
            { label: L("Estado civil"), value: p.estado_civil.printed },
            { label: L("Nacionalidad"), value: p.nacionalidad.printed },
          ],
      [
        { label: L(occLabel), value: p.ocupacion.printed },
        rng.chance(0.5)
          ? { label: L(phoneLabel), value: p.telefono.printed }
          : { label: L("Sexo"), value: sexValue },
      ],
    ];
    const phoneInRow4 = rowsA[3]?.[1]?.value === p.telefono.printed;
    rowsA.push(
      phoneInRow4
        ? [
            { label: L(emailLabel), value: p.email.printed, share: 1.5 },
            {
              label: L(rng.pick(["Otro teléfono", "Tel. de trabajo", "Teléfono adicional"])),
              value: "",
              share: 0.5,
            },
          ]
        : [
            { label: L(phoneLabel), value: p.telefono.printed, share: 0.7 },
            { label: L(emailLabel), value: p.email.printed, share: 1.3 },
          ],
    );
    y = grid(page, rowsA, X0, y, CW, style, palette, ink) + 34;

    // ---- Section B: the domicile.
    y = heading(
      page,
      "B",
      rng.pick([
        "DOMICILIO",
        "DIRECCIÓN DEL DOMICILIO",
        "DATOS DEL DOMICILIO",
        "LUGAR DE RESIDENCIA",
      ]),
      X0,
      y,
      CW,
      palette,
      headingKind,
    );
    if (style === "lineas") y += 6;
    const div = (text: string) => cased(text);
    const rowsB: Cell[][] = [
      [
        { label: L("Provincia"), value: div(province) },
        { label: L("Cantón"), value: div(canton) },
        { label: L("Distrito"), value: div(district) },
      ],
      [
        {
          label: L(
            rng.pick([
              "Dirección exacta",
              "Otras señas (dirección exacta)",
              "Domicilio exacto",
              "Dirección de residencia",
            ]),
          ),
          value: p.direccion.printed,
        },
      ],
    ];
    const since = sinceBirth
      ? cased("desde su nacimiento")
      : rng.chance(0.7)
        ? `${years} ${years === 1 ? "año" : "años"}`
        : `${cased("desde")} ${year - years}`;
    if (issuer === "asada")
      rowsB.push([
        { label: L("N° de abonado"), value: String(rng.int(1, 2600)).padStart(4, "0") },
        { label: L("N° de medidor"), value: `${rng.pick(["A", "B", "M", "K"])}${digits(rng, 7)}` },
        { label: L("Tiempo de residir"), value: since },
      ]);
    else
      rowsB.push([
        {
          label: L(
            rng.pick([
              "Tiempo de residir en el domicilio",
              "Tiempo de residir",
              "Años de residir en el lugar",
            ]),
          ),
          value: since,
        },
        {
          label: L(rng.pick(["N° de personas en la vivienda", "Personas que habitan la vivienda"])),
          value: String(rng.int(1, 7)),
        },
      ]);
    y = grid(page, rowsB, X0, y, CW, style, palette, ink);
    const tenure = rng.weighted<string>([
      ["Propia", 5],
      ["Alquilada", 3],
      ["Prestada", 2],
      ["Otra", 0.4],
    ]);
    const housing = tickRow(
      page,
      L(rng.pick(["Condición de la vivienda:", "La vivienda es:", "Tenencia de la vivienda:"])),
      ["Propia", "Alquilada", "Prestada", "Otra"].map((o) => [o, o === tenure] as const),
      X0 + 4,
      y + 4,
      CW,
      palette,
      ink.color,
    );
    y = housing.bottom + 8;
    const checkboxes: Record<string, boolean> = { ...housing.states };
    if (rng.chance(0.5)) {
      const purposes = [
        "IMAS",
        "CCSS",
        "Beca estudiantil",
        "Bono de vivienda",
        "Trámite bancario",
        "Otro",
      ];
      const chosen = rng.pick(purposes);
      const purpose = tickRow(
        page,
        L(rng.pick(["Se solicita para:", "Trámite ante:", "Uso de la constancia:"])),
        purposes.map((o) => [o, o === chosen] as const),
        X0 + 4,
        y - 10,
        CW,
        palette,
        ink.color,
      );
      Object.assign(checkboxes, purpose.states);
      y = purpose.bottom + 8;
    }
    y += 18;

    // ---- Section C: the sworn declaration at the foot of the declarant's part.
    const name = p.nombre_completo.printed;
    const ced = p.cedula_numero.printed;
    const genderNeutral = filled !== "sistema" || rng.chance(0.4);
    const g = (m: string, f: string, both: string) => (genderNeutral ? both : female ? f : m);
    const idPhrase = foreign
      ? `${g("portador", "portadora", "portador(a)")} del documento de identidad migratorio para extranjeros (DIMEX) número ${ced}`
      : `${g("portador", "portadora", "portador(a)")} de la cédula de identidad número ${ced}`;
    const penal = rng.chance(0.6) ? " (artículos 318 y 323 del Código Penal)" : "";
    const hour = `${rng.int(7, 15)}:${String(rng.int(0, 59)).padStart(2, "0")}`;
    const byHand = filled !== "sistema";
    const declaration = byHand
      ? rng.pick([
          `La persona cuyos datos se consignan en la sección A, ${g("advertido", "advertida", "advertido(a)")} de las penas con que la ley castiga los delitos de perjurio y falso testimonio${penal}, DECLARA BAJO FE DE JURAMENTO que la información consignada en este formulario es verdadera y que su domicilio es el indicado en la sección B.`,
          `El (la) suscrito(a) declara bajo juramento que reside en la dirección arriba indicada y que los datos suministrados son ciertos. Conoce las consecuencias legales de declarar falsamente${penal} y autoriza a la ${issuerName} a verificar la información.`,
        ])
      : rng.pick([
          `Yo, ${name}, mayor de edad, ${idPhrase}, ${g("advertido", "advertida", "advertido(a)")} de las penas con que la ley castiga los delitos de perjurio y falso testimonio${penal}, DECLARO BAJO FE DE JURAMENTO que la información consignada en este formulario es verdadera y que mi domicilio es el indicado en la sección B.`,
          `Yo, ${name}, ${idPhrase}, DECLARO BAJO JURAMENTO que resido en la dirección arriba indicada y que los datos suministrados son ciertos. Conozco las consecuencias legales de declarar falsamente${penal} y autorizo a la ${issuerName} a verificar la información.`,
          `Quien suscribe, ${name}, ${idPhrase}, ${g("conocedor", "conocedora", "conocedor(a)")} de las penas con que la legislación costarricense castiga el perjurio y el falso testimonio${penal}, declara bajo fe de juramento que reside en el domicilio descrito en este documento.`,
        ]);
    y = heading(
      page,
      "C",
      rng.pick(["DECLARACIÓN JURADA", "DECLARACIÓN BAJO FE DE JURAMENTO"]),
      X0,
      y,
      CW,
      palette,
      headingKind,
    );
    const cTop = y;
    y = page.paragraph(declaration, X0 + 24, y + 48, CW - 48, 44, { size: 29 }, [name, ced]);
    if (!byHand) {
      page.text(
        `Firmo en ${canton}, a las ${hour} horas del ${formatDate(issued, "long")}.`,
        X0 + 24,
        y,
        { size: 29, maxWidth: CW - 48 },
      );
      y += 30;
    } else y -= 14;
    const sx = X0 + CW * 0.28;
    const rx = X0 + CW * 0.72;
    const caption = (text: string, cx: number, at: number) =>
      page.text(text, cx, at, { size: 25, color: GREY, align: "center", maxWidth: 700 });
    const inked = (text: string, cx: number, base: number, maxWidth: number) =>
      page.text(text, cx, base, {
        size: ink.size,
        color: ink.color,
        align: "center",
        maxWidth,
        ...(ink.family ? { family: ink.family } : {}),
      });
    const pen = ink.color === "#202020" || !byHand ? "#1a2a6c" : ink.color;
    let sigLine: number;
    if (byHand) {
      // Pre-printed lines the declarant fills in: name and identification, then signature and place.
      const first = y + 100;
      inked(name, sx, first - 14, 700);
      page.line(sx - 360, first, sx + 360, first, "#333333", 2.5);
      caption(L(rng.pick(["Nombre completo", "Nombre del (la) declarante"])), sx, first + 36);
      inked(ced, rx, first - 14, 560);
      page.line(rx - 300, first, rx + 300, first, "#333333", 2.5);
      caption(
        L(foreign ? "N° de DIMEX" : rng.pick(["N° de cédula", "Cédula de identidad"])),
        rx,
        first + 36,
      );
      sigLine = first + 180;
      signature(ctx, { x: sx - 230, y: sigLine - 135, width: 460, height: 125 }, rng, pen);
      page.line(sx - 360, sigLine, sx + 360, sigLine, "#333333", 2.5);
      caption(L("Firma"), sx, sigLine + 36);
      inked(`${canton}, ${formatDate(issued, "dmy_slash")}`, rx, sigLine - 14, 560);
      page.line(rx - 300, sigLine, rx + 300, sigLine, "#333333", 2.5);
      caption(L("Lugar y fecha"), rx, sigLine + 36);
      sigLine -= 40;
    } else {
      // The declarant's signature over the printed name (left), the identification (right).
      sigLine = y + 150;
      signature(ctx, { x: sx - 230, y: sigLine - 135, width: 460, height: 125 }, rng, pen);
      page.line(sx - 360, sigLine, sx + 360, sigLine, "#333333", 2.5);
      page.text(name, sx, sigLine + 40, { size: 29, align: "center", maxWidth: 760 });
      caption(
        female
          ? "Firma de la declarante"
          : rng.pick(["Firma del declarante", "Firma del (la) declarante"]),
        sx,
        sigLine + 78,
      );
      page.text(`${foreign ? "DIMEX" : "Cédula"}: ${ced}`, rx, sigLine - 30, {
        size: 29,
        align: "center",
        maxWidth: 640,
      });
      page.line(rx - 300, sigLine, rx + 300, sigLine, "#333333", 2.5);
      caption(rng.pick(["Identificación", "N° de identificación"]), rx, sigLine + 40);
    }
    y = sigLine + 102;
    page.rect({ x: X0, y: cTop, width: CW, height: y - cTop }, { stroke: "#222222", lineWidth: 3 });
    y += 24;

    // ---- Section D: the issuer certifies.
    y = heading(
      page,
      "D",
      issuer === "muni"
        ? rng.pick(["PARA USO EXCLUSIVO DE LA MUNICIPALIDAD", "CONSTANCIA MUNICIPAL"])
        : issuer === "adi"
          ? rng.pick(["CONSTANCIA DE LA ASOCIACIÓN", "PARA USO DE LA JUNTA DIRECTIVA"])
          : rng.pick(["CONSTANCIA DE LA ASADA", "PARA USO EXCLUSIVO DE LA ASADA"]),
      X0,
      y,
      CW,
      palette,
      headingKind,
    );
    const dTop = y;
    const person = female ? "la declarante" : "el declarante";
    const inWords = sinceBirth
      ? "desde su nacimiento"
      : `desde hace ${years} ${years === 1 ? "año" : "años"}`;
    const certification =
      issuer === "muni"
        ? `La Municipalidad de ${canton} hace constar que, según ${rng.pick([
            "verificación en el sistema de Bienes Inmuebles",
            "inspección realizada por el Departamento de Catastro",
            "la base de datos de contribuyentes de esta Municipalidad",
            "la declaración jurada rendida ante esta oficina",
          ])}, ${person} reside en el distrito ${district} de este cantón.`
        : issuer === "adi"
          ? `Los suscritos, Presidente y Secretario de la Junta Directiva de la Asociación de Desarrollo Integral de ${district}, hacemos constar que ${person} es ${female ? "vecina" : "vecino"} de esta comunidad ${inWords}, según nos consta${rng.chance(0.5) ? ` (acuerdo de Junta Directiva, sesión ordinaria N° ${rng.int(40, 480)}, artículo ${rng.int(2, 12)})` : ""}.`
          : `La ASADA de ${district} hace constar que ${person} es ${female ? "abonada" : "abonado"} del servicio de agua potable en la dirección indicada y que el servicio se encuentra al día a la fecha de emisión.`;
    y = page.paragraph(certification, X0 + 24, y + 46, CW - 48, 40, { size: 28 });
    const fee =
      issuer === "adi"
        ? rng.pick(["1 000,00", "1 500,00", "2 000,00"])
        : rng.pick(["1 500,00", "2 000,00", "2 500,00", "3 000,00"]);
    const receipt = `${rng.pick(["Monto cancelado", "Costo del trámite", "Derechos"])}: ¢${fee} · Recibo N° ${rng.int(100_000, 999_999)}`;
    const showFee = issuer !== "asada" && rng.chance(0.6);
    if (showFee) {
      page.text(receipt, X0 + 24, y, { size: 25, color: GREY, maxWidth: CW - 48 });
      y += 10;
    }
    const signLine = Math.max(y + 200, Math.min(H - 360, y + 300));
    const signer = (cx: number, nm: string, role: string) => {
      signature(ctx, { x: cx - 210, y: signLine - 140, width: 420, height: 125 }, rng);
      page.line(cx - 340, signLine, cx + 340, signLine, "#333333", 2.5);
      page.text(nm, cx, signLine + 38, { size: 27, align: "center", maxWidth: 700 });
      page.text(role, cx, signLine + 74, { size: 25, bold: true, align: "center", maxWidth: 700 });
    };
    const stampColor = rng.pick([
      "rgba(40,60,160,0.62)",
      "rgba(110,40,140,0.6)",
      "rgba(30,90,140,0.6)",
    ]);
    const withQr = issuer === "muni" && rng.chance(0.45);
    if (issuer === "adi") {
      const pf = rng.chance(0.4);
      const sf = rng.chance(0.6);
      signer(X0 + CW * 0.26, officialName(rng, pf), pf ? "Presidenta" : "Presidente");
      signer(X0 + CW * 0.74, officialName(rng, sf), sf ? "Secretaria" : "Secretario");
      roundStamp(ctx, X0 + CW * 0.5, signLine - 60, 125, stampText, rng, { color: stampColor });
    } else {
      const of = rng.chance(0.55);
      const role =
        issuer === "muni"
          ? rng.pick([
              of ? "Encargada de Plataforma de Servicios" : "Encargado de Plataforma de Servicios",
              of ? "Funcionaria que verifica" : "Funcionario que verifica",
              of ? "Coordinadora de Gestión Tributaria" : "Coordinador de Gestión Tributaria",
            ])
          : of
            ? "Administradora"
            : "Administrador";
      const cx = withQr ? X0 + CW * 0.4 : X0 + CW * 0.5;
      signer(cx, officialName(rng, of), role);
      roundStamp(ctx, cx + 430, signLine - 70, 125, stampText, rng, { color: stampColor });
      if (withQr) {
        const q = 230;
        qrLike(ctx, X0 + CW - q - 20, signLine - 190, q, rng);
        page.text("Verifique en línea", X0 + CW - q / 2 - 20, signLine + 74, {
          size: 22,
          color: GREY,
          align: "center",
        });
      }
    }
    y = signLine + 104;
    page.rect({ x: X0, y: dTop, width: CW, height: y - dTop }, { stroke: "#222222", lineWidth: 3 });

    // A "RECIBIDO" stamp over the number box's foot on some counters' copies.
    if (rng.chance(0.4))
      receivedStamp(
        page,
        boxX + boxW / 2 - 90 + rng.int(-40, 40),
        300 + rng.int(-15, 25),
        [
          "RECIBIDO",
          `${String(issued.day).padStart(2, "0")} ${MONTHS_SHORT[issued.month - 1]} ${issued.year}`,
          issuer === "muni" ? "PLATAFORMA DE SERVICIOS" : issuer === "adi" ? "ADI" : "ASADA",
        ],
        rng,
        rng.pick(["rgba(170,30,40,0.55)", "rgba(40,60,160,0.55)"]),
      );

    // ---- Fine print.
    const fy = Math.max(y + 40, H - 200);
    if (rng.chance(0.5))
      microprint(
        ctx,
        { x: X, y: fy - 30, width: CW, height: 10 },
        `${upper(issuerName)} `,
        palette.pattern,
        {
          size: 7,
        },
      );
    page.text(
      "Los datos personales consignados serán tratados conforme a la Ley N.° 8968, Ley de Protección de la Persona frente al Tratamiento de sus Datos Personales.",
      X,
      fy,
      { size: 21, color: GREY, maxWidth: CW },
    );
    page.text(
      rng.pick([
        "Esta constancia tiene una vigencia de tres meses a partir de su emisión.",
        "Documento válido únicamente con firma y sello originales. No válido con borrones ni tachaduras.",
        "Vigencia: 90 días naturales. La información declarada es responsabilidad exclusiva del declarante.",
      ]),
      X,
      fy + 36,
      { size: 21, color: GREY, maxWidth: CW * 0.72 },
    );
    page.text(`${formCode} · Versión ${String(rng.int(1, 6)).padStart(2, "0")}`, W - X, fy + 36, {
      size: 21,
      color: GREY,
      align: "right",
    });
    if (issuer === "muni")
      page.text(
        `Edificio Municipal, costado ${rng.pick(COMPASS)} del parque central de ${canton} · Tel. ${tel()} · Original: interesado · Copia: archivo`,
        W / 2,
        fy + 74,
        { size: 21, color: GREY, align: "center", maxWidth: CW },
      );

    return {
      variant: `ficha-cr-residencia-${issuer}-${style}-${filled}-${palette.name}${foreign ? "-dimex" : ""}`,
      checkboxes,
    };
  },
});
