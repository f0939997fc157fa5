/**
 * Roster 5 identity card: Honduras's Documento Nacional de Identificación (DNI), issued by the
 * Registro Nacional de las Personas (RNP) since 2021 (the "Identifícate" polycarbonate card).
 * Front: header with the arms and the five-star flag, a large laser-engraved grey portrait, the
 * 13-digit number as 0801-1990-12345 (municipality of registration, year, serial), names,
 * sex, nationality, date and place of birth, issue and expiry dates, with Spanish / English
 * labels on most print runs; a ghost image, an iridescent seal and split-fountain ("rainbow")
 * grounds. Back: holder's name, domicile, civil status, organ donor, place of issue, card
 * serial, a QR code and an ICAO 9303 TD1 zone (IDHND…). As it reaches an office: both sides
 * scanned on one sheet, or photocopied on a letter page with a clerk's note and stamp.
 * Names, municipalities and addresses come from this file's own Honduran pools.
 */
import type { Pools } from "../../content/citizen.ts";
import { HONDURAS } from "../../content/countries/index.ts";
import type { Country, Place } from "../../content/country.ts";
import {
  addTime,
  type CivilDate,
  CORPUS_TODAY,
  type DateStyle,
  dateBetween,
  formatDate,
  isoDate,
} from "../../content/dates.ts";
import { upper } from "../../content/names.ts";
import { FIELD_NAMES } from "../../fields.ts";
import type { FontFamily } from "../../fonts.ts";
import { mrzCheckDigit, mrzDate, mrzText } from "../../mrz.ts";
import { emblem, photoPlaceholder, qrLike, signature } from "../../render/decor.ts";
import { Fields, type RenderedDocument } from "../../render/document.ts";
import { type Box, Page, type TextStyle } from "../../render/page.ts";
import {
  dotScreen,
  microprint,
  onCard,
  rings,
  stripes,
  tint,
  watermark,
  waves,
} from "../../render/security.ts";
import { ghostPortrait, roundStamp } from "../../render/stamp.ts";
import type { Rng } from "../../rng.ts";
import type { Family } from "../family.ts";
import { type CedulaPrint, ID1 } from "../shared/cedula.ts";
import { drawHolder, type HolderStyle } from "../shared/person.ts";

// ---------------------------------------------------------------------------------------------
// Pools: Honduran municipalities with their RNP code (department, then municipality: the
// departmental capital is 01, the others follow in alphabetical order), names and addresses.
// ---------------------------------------------------------------------------------------------

interface Municipio {
  code: string;
  name: string;
  dept: string;
  /** Relative share of registrations (the two big cities dominate). */
  weight: number;
}

const MUNICIPIOS: readonly Municipio[] = [
  { code: "0801", name: "Distrito Central", dept: "Francisco Morazán", weight: 26 },
  { code: "0806", name: "Guaimaca", dept: "Francisco Morazán", weight: 1 },
  { code: "0824", name: "Talanga", dept: "Francisco Morazán", weight: 1 },
  { code: "0826", name: "Valle de Ángeles", dept: "Francisco Morazán", weight: 1 },
  { code: "0501", name: "San Pedro Sula", dept: "Cortés", weight: 18 },
  { code: "0502", name: "Choloma", dept: "Cortés", weight: 4 },
  { code: "0506", name: "Puerto Cortés", dept: "Cortés", weight: 2 },
  { code: "0511", name: "Villanueva", dept: "Cortés", weight: 2 },
  { code: "0512", name: "La Lima", dept: "Cortés", weight: 2 },
  { code: "0101", name: "La Ceiba", dept: "Atlántida", weight: 4 },
  { code: "0107", name: "Tela", dept: "Atlántida", weight: 2 },
  { code: "0201", name: "Trujillo", dept: "Colón", weight: 1 },
  { code: "0209", name: "Tocoa", dept: "Colón", weight: 2 },
  { code: "0301", name: "Comayagua", dept: "Comayagua", weight: 3 },
  { code: "0318", name: "Siguatepeque", dept: "Comayagua", weight: 2 },
  { code: "0401", name: "Santa Rosa de Copán", dept: "Copán", weight: 2 },
  { code: "0404", name: "Copán Ruinas", dept: "Copán", weight: 1 },
  { code: "0601", name: "Choluteca", dept: "Choluteca", weight: 3 },
  { code: "0615", name: "San Marcos de Colón", dept: "Choluteca", weight: 1 },
  { code: "0701", name: "Yuscarán", dept: "El Paraíso", weight: 1 },
  { code: "0703", name: "Danlí", dept: "El Paraíso", weight: 3 },
  { code: "0901", name: "Puerto Lempira", dept: "Gracias a Dios", weight: 1 },
  { code: "1001", name: "La Esperanza", dept: "Intibucá", weight: 1 },
  { code: "1101", name: "Roatán", dept: "Islas de la Bahía", weight: 1 },
  { code: "1201", name: "La Paz", dept: "La Paz", weight: 1 },
  { code: "1301", name: "Gracias", dept: "Lempira", weight: 1 },
  { code: "1401", name: "Ocotepeque", dept: "Ocotepeque", weight: 1 },
  { code: "1501", name: "Juticalpa", dept: "Olancho", weight: 2 },
  { code: "1503", name: "Catacamas", dept: "Olancho", weight: 2 },
  { code: "1601", name: "Santa Bárbara", dept: "Santa Bárbara", weight: 1 },
  { code: "1701", name: "Nacaome", dept: "Valle", weight: 1 },
  { code: "1709", name: "San Lorenzo", dept: "Valle", weight: 1 },
  { code: "1801", name: "Yoro", dept: "Yoro", weight: 1 },
  { code: "1804", name: "El Progreso", dept: "Yoro", weight: 3 },
  { code: "1807", name: "Olanchito", dept: "Yoro", weight: 1 },
];

const BY_CODE = new Map(MUNICIPIOS.map((m) => [m.code, m]));

/** Residences: more in the capital and San Pedro Sula, as in the population. */
const HN_PLACES: Place[] = MUNICIPIOS.flatMap((m) =>
  Array<Place>(Math.max(1, Math.round(m.weight / 3))).fill({
    name: m.name,
    state: m.dept,
    areaCode: "2",
  }),
);

const COLONIAS: Record<string, readonly string[]> = {
  "Distrito Central": [
    "Col. Kennedy",
    "Col. Miraflores",
    "Col. Las Colinas",
    "Col. El Pedregal",
    "Col. Villa Olímpica",
    "Col. 21 de Octubre",
    "Res. El Trapiche",
    "Col. Los Castaños",
    "Bo. La Guadalupe",
    "Bo. Abajo",
    "Col. Hato de Enmedio",
    "Col. San Miguel",
    "Col. La Joya",
    "Col. Villa Nueva",
    "Col. Nueva Suyapa",
    "Col. Tres Caminos",
    "Col. Loarque",
  ],
  "San Pedro Sula": [
    "Col. Rivera Hernández",
    "Col. Satélite",
    "Bo. Guamilito",
    "Bo. Los Andes",
    "Col. Jardines del Valle",
    "Col. Chamelecón",
    "Res. Los Álamos",
    "Col. Trejo",
    "Col. Los Cálpules",
    "Col. Fesitranh",
    "Bo. Medina",
    "Col. Universidad",
  ],
  "La Ceiba": ["Bo. La Isla", "Col. El Sauce", "Bo. Mejía", "Bo. Solares Nuevos", "Col. Toronjal"],
};
const GENERIC_BARRIOS = [
  "Bo. El Centro",
  "Bo. San José",
  "Bo. El Calvario",
  "Bo. La Merced",
  "Col. Las Brisas",
  "Col. El Carmen",
  "Col. Los Pinos",
  "Bo. Buenos Aires",
  "Col. Monterrey",
];
const ALDEAS = [
  "El Rosario",
  "Las Lajas",
  "San Antonio",
  "El Zapotal",
  "Agua Caliente",
  "La Cuesta",
];
const REFERENCES = [
  "frente a la iglesia católica",
  "contiguo a pulpería La Bendición",
  "media cuadra al sur del parque central",
  "cerca de la escuela",
  "detrás del centro de salud",
  "una cuadra arriba de la cancha",
];

/** "Col. Kennedy, Bloque 12, Casa 3408, Distrito Central", "Bo. Guamilito, 3 calle, 5 ave. N.O., …". */
function hnAddress(rng: Rng, place: Place): string {
  const own = COLONIAS[place.name];
  const kind = rng.weighted([
    ["bloque", own ? 5 : 1],
    ["calle", place.name === "San Pedro Sula" ? 4 : 1],
    ["referencia", 3],
    ["aldea", own ? 1 : 3],
  ] as const);
  const barrio = rng.pick(own ?? GENERIC_BARRIOS);
  if (kind === "bloque")
    return `${barrio}, ${rng.pick(["Bloque", "Sector", "Senda"])} ${rng.pick(["A", "B", "C", "F", String(rng.int(1, 40))])}, Casa ${rng.int(1, 4999)}, ${place.name}`;
  if (kind === "calle")
    return `${barrio}, ${rng.int(1, 27)} calle, ${rng.int(1, 20)} ave. ${rng.pick(["N.O.", "S.O.", "N.E.", "S.E."])}, ${place.name}`;
  if (kind === "referencia") return `${barrio}, ${rng.pick(REFERENCES)}, ${place.name}`;
  return `Aldea ${rng.pick(ALDEAS)}, ${rng.pick(["Caserío Los Limones", "Caserío El Mango", "Sector La Montañita", "Caserío Buena Vista"])}, ${place.name}`;
}

const POOLS_HN: Pools = {
  male: [
    "José",
    "Juan",
    "Carlos",
    "Luis",
    "Jorge",
    "Mario",
    "Óscar",
    "Francisco",
    "Marvin",
    "Elvin",
    "Wilmer",
    "Nelson",
    "Denis",
    "Olvin",
    "Kevin",
    "Héctor",
    "Santos",
    "Ramón",
    "Selvin",
    "Darwin",
    "Erick",
    "Fredy",
    "Melvin",
    "Josué",
    "Allan",
    "Ronald",
    "Edwin",
    "Rony",
    "Cristian",
    "Osman",
  ],
  female: [
    "María",
    "Ana",
    "Rosa",
    "Karla",
    "Sandra",
    "Glenda",
    "Suyapa",
    "Dunia",
    "Lesly",
    "Iris",
    "Xiomara",
    "Yolanda",
    "Nohemy",
    "Reina",
    "Dilcia",
    "Lourdes",
    "Fanny",
    "Wendy",
    "Merlin",
    "Ingrid",
    "Keyla",
    "Daysi",
    "Norma",
    "Gladys",
    "Brenda",
    "Sindy",
    "Marleny",
    "Belkis",
  ],
  surnames: [
    "Hernández",
    "López",
    "Martínez",
    "Rodríguez",
    "García",
    "Flores",
    "Reyes",
    "Mejía",
    "Zelaya",
    "Cruz",
    "Sánchez",
    "Castro",
    "Ramírez",
    "Rivera",
    "Ordóñez",
    "Matute",
    "Maradiaga",
    "Banegas",
    "Velásquez",
    "Aguilar",
    "Sierra",
    "Paz",
    "Padilla",
    "Euceda",
    "Zúniga",
    "Midence",
    "Cálix",
    "Oseguera",
    "Lagos",
    "Bustillo",
    "Carías",
    "Irías",
    "Murillo",
    "Turcios",
    "Andino",
    "Baquedano",
    "Ponce",
    "Osorto",
    "Fúnez",
    "Amador",
  ],
  places: HN_PLACES,
  address: hnAddress,
  occupations: [
    ["comerciante", "comerciante"],
    ["agricultor", "ama de casa"],
    ["albañil", "costurera"],
    ["maestro de educación primaria", "maestra de educación primaria"],
    ["perito mercantil", "perito mercantil"],
    ["bachiller en ciencias y letras", "bachiller en ciencias y letras"],
    ["motorista", "operaria"],
    ["licenciado en administración", "licenciada en administración"],
    ["enfermero auxiliar", "enfermera auxiliar"],
    ["mecánico", "estilista"],
    ["ingeniero civil", "ingeniera industrial"],
    ["estudiante", "estudiante"],
    ["jornalero", "empleada doméstica"],
  ],
  // The Family Code recognises the "unión de hecho" beside marriage.
  civil: [["unión de hecho", "unión de hecho"]],
  emailDomains: ["gmail.com", "yahoo.com", "hotmail.com", "outlook.com"],
};

/** The DNI number, always printed 0000-0000-00000: municipality code, year of registration, serial. */
const HN_DNI: Country = {
  ...HONDURAS,
  nationalId(rng, birthYear) {
    const place = rng.weighted(MUNICIPIOS.map((m) => [m, m.weight] as const));
    // Most births are registered the year they happen; some a year or a few later.
    const year =
      birthYear +
      rng.weighted([
        [0, 16],
        [1, 3],
        [rng.int(2, 6), 1],
      ] as const);
    const serial = String(rng.int(1, 99_999)).padStart(5, "0");
    return {
      printed: `${place.code}-${year}-${serial}`,
      normalized: `${place.code}${year}${serial}`,
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Print runs: palettes and label wordings.
// ---------------------------------------------------------------------------------------------

interface Palette {
  name: string;
  /** Headings and the flag. */
  ink: string;
  /** Labels. */
  label: string;
  /** Split-fountain ground, front and back. */
  rainbow: readonly string[];
  rainbowBack: readonly string[];
  /** Fine line work. */
  fine: string;
  fine2: string;
}

const PALETTES: readonly Palette[] = [
  {
    name: "turquesa",
    ink: "#0a4f8a",
    label: "#1478a8",
    rainbow: ["#d3eef6", "#f6f8ee", "#fbf1df", "#dcecf8"],
    rainbowBack: ["#e3f3f8", "#fbf7ea", "#e6f1fa"],
    fine: "rgba(0,140,190,0.16)",
    fine2: "rgba(210,150,60,0.12)",
  },
  {
    name: "azul",
    ink: "#12367a",
    label: "#2a5aa6",
    rainbow: ["#dde7f7", "#eef7f6", "#f8f1e4", "#e2ebf8"],
    rainbowBack: ["#e8eef9", "#f7f6ec", "#e4eef8"],
    fine: "rgba(30,80,170,0.15)",
    fine2: "rgba(0,150,170,0.12)",
  },
];

/** Flag turquoise (the 2022 shade and the older darker one). */
const FLAG = ["#00bce4", "#0073cf"] as const;

interface Labels {
  numero: string;
  apellidos: string;
  nombres: string;
  sexo: string;
  nacionalidad: string;
  nacimiento: string;
  lugar: string;
  emision: string;
  expiracion: string;
  firma: string;
  nombre: string;
  domicilio: string;
  estado: string;
  donante: string;
  lugarEmision: string;
  serie: string;
}

/** One print run's labels: Spanish with English after a slash (most runs), or Spanish only. */
function labels(rng: Rng, bilingual: boolean, titleCase: boolean): Labels {
  const two = (es: string, en: string) => {
    const s = titleCase ? es : upper(es);
    const e = titleCase ? en : en.toUpperCase();
    return bilingual ? `${s} / ${e}` : s;
  };
  return {
    numero: rng.pick([
      two("DNI", "Identity No."),
      two("Número de Identificación", "Identity Number"),
      two("No. DNI", "ID No."),
    ]),
    apellidos: rng.pick([two("Apellidos", "Surnames"), two("Apellido", "Surname")]),
    nombres: rng.pick([two("Nombres", "Given names"), two("Nombre", "Forename")]),
    sexo: two("Sexo", "Sex"),
    nacionalidad: two("Nacionalidad", "Nationality"),
    nacimiento: two("Fecha de Nacimiento", "Date of Birth"),
    lugar: two("Lugar de Nacimiento", "Place of Birth"),
    emision: rng.weighted([
      [two("Fecha de Emisión", "Date of Issue"), 3],
      [two("Fecha de Expedición", "Date of Issue"), 1],
    ] as const),
    expiracion: rng.weighted([
      [two("Fecha de Expiración", "Date of Expiry"), 3],
      [two("Fecha de Vencimiento", "Date of Expiry"), 1],
    ] as const),
    firma: rng.pick([two("Firma del Titular", "Holder's Signature"), two("Firma", "Signature")]),
    nombre: rng.pick([two("Nombre", "Name"), two("Titular", "Holder")]),
    domicilio: rng.weighted([
      [two("Domicilio", "Address"), 3],
      [two("Dirección", "Address"), 1],
    ] as const),
    estado: rng.pick([two("Estado Civil", "Civil Status"), two("Estado Civil", "Marital Status")]),
    donante: rng.pick([two("Donante", "Donor"), two("Donante de Órganos", "Organ Donor")]),
    lugarEmision: two("Lugar de Emisión", "Place of Issue"),
    serie: rng.pick([two("No. de Serie", "Serial No."), two("No. de Tarjeta", "Card No.")]),
  };
}

// ---------------------------------------------------------------------------------------------
// What the card prints beyond the truth fields.
// ---------------------------------------------------------------------------------------------

interface Extras {
  sex: "M" | "F";
  sexPrinted: string;
  birthPlace: string;
  residence: string;
  donor: string;
  issuePlace: string;
  serial: string;
  mrz: [string, string, string];
}

const fill = (text: string, length: number) => text.slice(0, length).padEnd(length, "<");

/**
 * ICAO 9303 TD1: the card serial in the document-number field and the 13-digit DNI in the
 * first optional field; names on the third line.
 */
function td1(
  serial: string,
  dni: string,
  birthIso: string,
  sex: "M" | "F",
  expiryIso: string,
  surnames: string,
  given: string,
): [string, string, string] {
  const doc = fill(serial, 9);
  const line1 = `IDHND${doc}${mrzCheckDigit(doc)}${fill(dni, 15)}`;
  const birth = mrzDate(birthIso);
  const expiry = mrzDate(expiryIso);
  const opt2 = fill("", 11);
  const birthPart = `${birth}${mrzCheckDigit(birth)}`;
  const expiryPart = `${expiry}${mrzCheckDigit(expiry)}`;
  const composite = mrzCheckDigit(`${line1.slice(5)}${birthPart}${expiryPart}${opt2}`);
  const line2 = `${birthPart}${sex}${expiryPart}HND${opt2}${composite}`;
  const line3 = fill(`${mrzText(surnames)}<<${mrzText(given)}`, 30);
  return [line1, line2, line3];
}

/** Where the card was handed over: an RNP office, mostly near home, now and then a consulate. */
function issuePlace(rng: Rng, home: Place): string {
  return rng.weighted<string>([
    [`${home.name}, ${home.state}`, 6],
    ["Distrito Central, Francisco Morazán", 2],
    ["San Pedro Sula, Cortés", 2],
    [rng.pick(["Consulado en Houston, EE. UU.", "Consulado en Madrid, España"]), 1],
  ]);
}

// ---------------------------------------------------------------------------------------------
// One face of the card at an offset on the sheet (text is recorded at page coordinates).
// ---------------------------------------------------------------------------------------------

const [W, H] = ID1;
const R = 36;

class Face {
  constructor(
    readonly page: Page,
    readonly ox: number,
    readonly oy: number,
  ) {}

  text(text: string, x: number, y: number, style: TextStyle): Box {
    return this.page.text(text, this.ox + x, this.oy + y, style);
  }

  /** A laser-engraved value: dark grey with a faint light edge, as the engraving catches light. */
  engraved(text: string, x: number, y: number, style: TextStyle): Box {
    const { ctx } = this.page;
    ctx.save();
    ctx.shadowColor = "rgba(255,255,255,0.75)";
    ctx.shadowOffsetX = 1.2;
    ctx.shadowOffsetY = 1.2;
    const box = this.text(text, x, y, { color: "#232323", bold: true, ...style });
    ctx.restore();
    return box;
  }

  paragraph(text: string, x: number, y: number, width: number, lh: number, style: TextStyle) {
    return this.page.paragraph(text, this.ox + x, this.oy + y, width, lh, style) - this.oy;
  }

  /** Drawing without text, in card coordinates. */
  paint(draw: (ctx: Page["ctx"]) => void): void {
    const { ctx } = this.page;
    ctx.save();
    ctx.translate(this.ox, this.oy);
    draw(ctx);
    ctx.restore();
  }

  /** The card body: a white polycarbonate blank, `ground` clipped to its rounded outline. */
  card(shadow: boolean, ground: (ctx: Page["ctx"]) => void): void {
    this.paint((ctx) => {
      ctx.save();
      if (shadow) {
        ctx.shadowColor = "rgba(0,0,0,0.22)";
        ctx.shadowBlur = 12;
        ctx.shadowOffsetX = 2;
        ctx.shadowOffsetY = 4;
      }
      ctx.fillStyle = "#ffffff";
      ctx.beginPath();
      ctx.roundRect(0, 0, W, H, R);
      ctx.fill();
      ctx.restore();
      onCard(ctx, W, H, R, () => ground(ctx));
      ctx.strokeStyle = "rgba(70,80,90,0.6)";
      ctx.lineWidth = 2;
      ctx.beginPath();
      ctx.roundRect(0, 0, W, H, R);
      ctx.stroke();
    });
  }

  /** Greys a region (the laser-engraved portrait is monochrome), with a warm cast. */
  engrave(box: Box): void {
    const { ctx } = this.page;
    const x = Math.round(this.ox + box.x);
    const y = Math.round(this.oy + box.y);
    const img = ctx.getImageData(x, y, Math.round(box.width), Math.round(box.height));
    const d = img.data;
    for (let i = 0; i < d.length; i += 4) {
      const l = 0.3 * (d[i] ?? 0) + 0.59 * (d[i + 1] ?? 0) + 0.11 * (d[i + 2] ?? 0);
      const v = Math.max(0, Math.min(255, (l - 128) * 1.25 + 118));
      d[i] = v + 6;
      d[i + 1] = v + 3;
      d[i + 2] = v;
    }
    ctx.putImageData(img, x, y);
  }
}

/** The flag's five stars in their X, centred at (cx, cy), `r` the spread. */
function fiveStars(ctx: Page["ctx"], cx: number, cy: number, r: number, color: string): void {
  const star = (x: number, y: number, s: number) => {
    ctx.beginPath();
    for (let i = 0; i < 10; i++) {
      const a = -Math.PI / 2 + (i * Math.PI) / 5;
      const rr = i % 2 === 0 ? s : s * 0.42;
      ctx.lineTo(x + rr * Math.cos(a), y + rr * Math.sin(a));
    }
    ctx.closePath();
    ctx.fill();
  };
  ctx.save();
  ctx.fillStyle = color;
  const s = r * 0.22;
  star(cx, cy, s);
  for (const [dx, dy] of [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ] as const)
    star(cx + dx * r * 0.62, cy + dy * r * 0.42, s);
  ctx.restore();
}

/** The national flag: turquoise, white, turquoise, with the five stars. */
function flag(ctx: Page["ctx"], box: Box, blue: string): void {
  stripes(ctx, box, [blue, "#ffffff", blue], "horizontal");
  fiveStars(ctx, box.x + box.width / 2, box.y + box.height / 2, box.height * 0.34, blue);
  ctx.strokeStyle = "rgba(0,0,0,0.25)";
  ctx.lineWidth = 1;
  ctx.strokeRect(box.x, box.y, box.width, box.height);
}

/** A round iridescent seal (the optically variable patch over the portrait's corner). */
function iridescentSeal(ctx: Page["ctx"], cx: number, cy: number, r: number): void {
  ctx.save();
  const grad = ctx.createLinearGradient(cx - r, cy - r, cx + r, cy + r);
  const hues = ["rgba(255,120,160,0.28)", "rgba(255,220,90,0.28)", "rgba(90,220,160,0.28)"];
  hues.push("rgba(80,170,255,0.28)", "rgba(190,110,255,0.28)");
  hues.forEach((c, i) => {
    grad.addColorStop(i / (hues.length - 1), c);
  });
  ctx.fillStyle = grad;
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
  rings(ctx, cx, cy, r, "rgba(255,255,255,0.45)", { step: 4, lobes: 10, depth: 0.08 });
  fiveStars(ctx, cx, cy, r * 0.7, "rgba(255,255,255,0.55)");
}

// ---------------------------------------------------------------------------------------------
// Front.
// ---------------------------------------------------------------------------------------------

function drawFront(
  f: Face,
  rng: Rng,
  p: CedulaPrint,
  e: Extras,
  L: Labels,
  pal: Palette,
  opts: { shadow: boolean; bilingual: boolean; blue: string },
): void {
  const photo = { x: 34, y: 138, width: 246, height: 314 };
  f.card(opts.shadow, (ctx) => {
    tint(ctx, { x: 0, y: 0, width: W, height: H }, pal.rainbow, 0);
    waves(ctx, { x: 0, y: 118, width: W, height: H - 118 }, rng, pal.fine, {
      spacing: 7,
      angle: -8,
      amplitude: 5,
    });
    waves(ctx, { x: 300, y: 118, width: W - 300, height: H - 118 }, rng, pal.fine2, {
      spacing: 14,
      angle: 32,
    });
    rings(ctx, 690, 380, 250, pal.fine, { step: 6, lobes: 11, depth: 0.06 });
    fiveStars(ctx, 700, 380, 330, "rgba(0,120,190,0.06)");
    tint(ctx, { x: 0, y: 0, width: W, height: 116 }, ["#ffffff", pal.rainbow[0] ?? "#ffffff"], 0);
    microprint(
      ctx,
      { x: 0, y: 116, width: W, height: 9 },
      "REPÚBLICA DE HONDURAS · REGISTRO NACIONAL DE LAS PERSONAS ·",
      "rgba(10,79,138,0.55)",
      { size: 6, rowGap: 10 },
    );
    microprint(
      ctx,
      { x: 0, y: H - 16, width: W, height: 12 },
      "RNP HONDURAS DNI",
      "rgba(10,79,138,0.45)",
      { size: 6, rowGap: 10 },
    );
    emblem(ctx, 70, 60, 44, pal.ink);
    flag(ctx, { x: W - 142, y: 24, width: 102, height: 60 }, opts.blue);
    photoPlaceholder(ctx, photo, rng);
    ghostPortrait(ctx, { x: W - 138, y: 478, width: 100, height: 118 }, pal.ink);
    signature(ctx, { x: 44, y: 474, width: 226, height: 72 }, rng, "#262626");
  });
  f.engrave(photo);
  f.paint((ctx) => iridescentSeal(ctx, photo.x + photo.width - 8, photo.y + photo.height - 22, 46));

  // Header.
  f.text("REPÚBLICA DE HONDURAS", 128, 48, { size: 26, bold: true, color: pal.ink, maxWidth: 700 });
  f.text("REGISTRO NACIONAL DE LAS PERSONAS", 128, 76, {
    size: 14,
    color: pal.ink,
    maxWidth: 600,
  });
  f.text("DOCUMENTO NACIONAL DE IDENTIFICACIÓN", 128, 104, {
    size: 19,
    bold: true,
    color: pal.label,
    maxWidth: 560,
  });
  if (opts.bilingual)
    f.text("NATIONAL IDENTITY CARD", W - 40, 106, {
      size: 12,
      bold: true,
      color: pal.ink,
      align: "right",
    });

  const x0 = 306;
  const right = W - 40;
  const lab = (text: string, x: number, y: number, limit: number) =>
    f.text(text, x, y, { size: 13, bold: true, color: pal.label, maxWidth: limit - x });
  const field = (label: string, value: string, x: number, y: number, limit: number, size = 25) => {
    lab(label, x, y, limit);
    f.engraved(value, x, y + 29, { size, maxWidth: limit - x });
  };

  lab(L.numero, x0, 150, right);
  f.engraved(p.cedula_numero.printed, x0, 192, { size: 38, maxWidth: right - x0 });
  field(L.apellidos, p.apellidos.printed, x0, 228, right);
  field(L.nombres, p.nombres.printed, x0, 288, right);
  // A spelled-out sex (MASCULINO) needs a wider cell than the ICAO letter.
  const cNat = x0 + (e.sexPrinted.length > 1 ? 170 : 120);
  const cBirth = x0 + 330;
  field(L.sexo, e.sexPrinted, x0, 348, cNat - 12);
  field(L.nacionalidad, p.nacionalidad.printed, cNat, 348, cBirth - 12);
  field(L.nacimiento, p.fecha_nacimiento.printed, cBirth, 348, right);
  field(L.lugar, e.birthPlace, x0, 408, right, 22);
  field(L.emision, p.fecha_expedicion.printed, x0, 468, cBirth - 12);
  field(L.expiracion, p.fecha_vencimiento.printed, cBirth, 468, right);
  f.text(L.firma, 157, 574, { size: 11, color: pal.label, align: "center", maxWidth: 250 });
  // The ghost image carries the number again, in small engraved digits.
  f.text(p.cedula_numero.normalized, W - 88, 610, {
    size: 11,
    color: "rgba(20,40,70,0.7)",
    align: "center",
  });
}

// ---------------------------------------------------------------------------------------------
// Back.
// ---------------------------------------------------------------------------------------------

function drawBack(
  f: Face,
  rng: Rng,
  p: CedulaPrint,
  e: Extras,
  L: Labels,
  pal: Palette,
  opts: { shadow: boolean; blue: string; mono: FontFamily },
): void {
  const mrzTop = H - 188;
  f.card(opts.shadow, (ctx) => {
    tint(ctx, { x: 0, y: 0, width: W, height: H }, pal.rainbowBack, 90);
    waves(ctx, { x: 0, y: 0, width: W, height: mrzTop }, rng, pal.fine, {
      spacing: 9,
      angle: 14,
    });
    dotScreen(ctx, { x: 0, y: 0, width: W, height: mrzTop }, pal.fine2, 12, 1.1);
    fiveStars(ctx, 460, 230, 300, "rgba(0,120,190,0.05)");
    watermark(ctx, "HONDURAS", 430, 250, { size: 96, color: "rgba(10,79,138,0.05)", angle: -10 });
    ctx.fillStyle = "#fbfbf7";
    ctx.fillRect(0, mrzTop, W, H - mrzTop);
    stripes(
      ctx,
      { x: 0, y: mrzTop - 10, width: W, height: 10 },
      [opts.blue, "#ffffff", opts.blue],
      "horizontal",
    );
    qrLike(ctx, W - 214, 34, 174, rng);
    ghostPortrait(ctx, { x: W - 180, y: 250, width: 104, height: 124 }, pal.ink);
    rings(ctx, W - 128, 312, 70, "rgba(200,160,60,0.25)", { step: 5, lobes: 8, depth: 0.1 });
  });

  const lab = (text: string, x: number, y: number, limit: number) =>
    f.text(text, x, y, { size: 13, bold: true, color: pal.label, maxWidth: limit - x });
  const field = (label: string, value: string, x: number, y: number, limit: number) => {
    lab(label, x, y, limit);
    f.engraved(value, x, y + 28, { size: 22, maxWidth: limit - x });
  };
  const textRight = W - 250;
  field(L.nombre, p.nombre_completo.printed, 40, 50, textRight);
  lab(L.domicilio, 40, 112, textRight);
  const { ctx } = f.page;
  ctx.save();
  ctx.shadowColor = "rgba(255,255,255,0.75)";
  ctx.shadowOffsetX = 1.2;
  ctx.shadowOffsetY = 1.2;
  let y = f.paragraph(e.residence, 40, 140, textRight - 40, 27, {
    size: 21,
    bold: true,
    color: "#232323",
  });
  ctx.restore();
  y += 4;
  field(L.estado, p.estado_civil.printed, 40, y, 330);
  field(L.donante, e.donor, 350, y, 620);
  y += 62;
  field(L.lugarEmision, e.issuePlace.toLocaleUpperCase("es"), 40, y, 620);
  field(L.serie, e.serial, 640, y, W - 40);
  f.text(
    rng.pick([
      "Este documento es propiedad del Estado de Honduras. Si lo encuentra, entréguelo en la oficina del RNP más cercana.",
      "Documento personal e intransferible. Su alteración o uso indebido es sancionado por la ley. www.rnp.hn",
    ]),
    40,
    mrzTop - 20,
    { size: 12, color: "#4a4a4a", maxWidth: W - 80 },
  );
  e.mrz.forEach((line, i) => {
    f.text(line, 58, mrzTop + 52 + i * 52, {
      size: 40,
      family: opts.mono,
      color: "#111111",
      maxWidth: W - 116,
    });
  });
}

// ---------------------------------------------------------------------------------------------
// The sheet: both sides scanned together, or photocopied on a letter page.
// ---------------------------------------------------------------------------------------------

type Presentation = "lado-a-lado" | "apilado" | "copia-carta";

/** Letter paper at 300 dpi (the usual sheet in Honduran offices). */
const LETTER: [number, number] = [2550, 3300];

function photocopy(page: Page, rng: Rng): void {
  const { ctx } = page;
  const img = ctx.getImageData(0, 0, page.width, page.height);
  const d = img.data;
  const gain = rng.float(1.15, 1.45);
  const lift = rng.float(-4, 10);
  // A faint vertical streak from a dirty drum.
  const streak = rng.chance(0.5) ? rng.int(200, page.width - 200) : -1;
  for (let i = 0; i < d.length; i += 4) {
    const px = (i / 4) % page.width;
    const l = 0.3 * (d[i] ?? 0) + 0.59 * (d[i + 1] ?? 0) + 0.11 * (d[i + 2] ?? 0);
    let v = (l - 128) * gain + 128 + lift;
    if (v > 225) v = 250;
    if (streak >= 0 && Math.abs(px - streak) < 2) v -= 24;
    const c = Math.max(0, Math.min(255, v));
    d[i] = c;
    d[i + 1] = c;
    d[i + 2] = c;
  }
  ctx.putImageData(img, 0, 0);
}

function render(rng: Rng): RenderedDocument {
  const holder = drawHolder(rng, STYLE);
  const { citizen, dateStyle } = holder;
  // The 2021 card: issued from its launch (25 January 2021) or the holder's 18th birthday.
  const launch: CivilDate = { year: 2021, month: 1, day: 25 };
  const adult = addTime(citizen.birth, 18);
  const laterOf = (a: CivilDate, b: CivilDate) => (isoDate(a) > isoDate(b) ? a : b);
  let earliest = laterOf(launch, adult);
  if (isoDate(earliest) > isoDate(CORPUS_TODAY)) earliest = addTime(CORPUS_TODAY, 0, -45);
  const issued = dateBetween(rng, earliest, CORPUS_TODAY);
  const expires = addTime(issued, VALIDITY);
  const sex = citizen.name.sex;
  const demonym = sex === "M" ? "HONDUREÑO" : "HONDUREÑA";
  const p: CedulaPrint = {
    ...holder.p,
    // Engraved in capitals: the ICAO code or the demonym.
    nacionalidad: {
      printed: rng.weighted<string>([
        ["HND", 3],
        [demonym, 2],
      ]),
      normalized: "HND",
    },
    fecha_expedicion: { printed: formatDate(issued, dateStyle), normalized: isoDate(issued) },
    fecha_vencimiento: { printed: formatDate(expires, dateStyle), normalized: isoDate(expires) },
  };

  const bilingual = rng.chance(0.75);
  const L = labels(rng, bilingual, rng.chance(0.2));
  const pal = rng.pick(PALETTES);
  const blue = rng.pick(FLAG);
  const registered = BY_CODE.get(p.cedula_numero.normalized.slice(0, 4));
  const birthPlace = registered
    ? `${registered.name}, ${registered.dept}`
    : `${citizen.birthPlace}, Honduras`;
  const serial = `${rng.pick(["A", "B", "C"])}${String(rng.int(0, 99_999_999)).padStart(8, "0")}`;
  const e: Extras = {
    sex,
    sexPrinted: bilingual || rng.chance(0.6) ? sex : sex === "M" ? "MASCULINO" : "FEMENINO",
    birthPlace: upper(birthPlace),
    residence: upper(`${citizen.address}, ${citizen.place.state}`),
    donor: rng.weighted<string>([
      ["NO", 3],
      ["SÍ", 1],
    ]),
    issuePlace: issuePlace(rng, citizen.place),
    serial,
    mrz: td1(
      serial,
      p.cedula_numero.normalized,
      p.fecha_nacimiento.normalized,
      sex,
      p.fecha_vencimiento.normalized,
      citizen.name.surnames,
      citizen.name.given,
    ),
  };
  const mono = rng.pick(["IBM Plex Mono", "Roboto Mono", "Space Mono"] as const);

  const presentation = rng.weighted<Presentation>([
    ["lado-a-lado", 4],
    ["apilado", 3],
    ["copia-carta", 3],
  ]);
  const font = rng.pick(FONTS);
  const gap = rng.int(40, 90);
  let page: Page;
  let front: Face;
  let back: Face;
  if (presentation === "copia-carta") {
    page = new Page(LETTER[0], LETTER[1], 300, font);
    // Both faces near the top of the sheet, one above the other or side by side.
    const sideBySide = rng.chance(0.4);
    const top = rng.int(220, 420);
    if (sideBySide) {
      const left = Math.round((LETTER[0] - 2 * W - gap) / 2) + rng.int(-60, 60);
      front = new Face(page, left, top);
      back = new Face(page, left + W + gap, top + rng.int(-20, 20));
    } else {
      const left = Math.round((LETTER[0] - W) / 2) + rng.int(-120, 120);
      front = new Face(page, left, top);
      back = new Face(page, left + rng.int(-30, 30), top + H + gap + 40);
    }
  } else if (presentation === "lado-a-lado") {
    page = new Page(2 * W + 3 * gap, H + 2 * gap, 300, font);
    front = new Face(page, gap, gap);
    back = new Face(page, 2 * gap + W, gap);
  } else {
    page = new Page(W + 2 * gap, 2 * H + 3 * gap, 300, font);
    front = new Face(page, gap, gap);
    back = new Face(page, gap, 2 * gap + H);
  }
  const { ctx } = page;
  ctx.fillStyle = rng.pick(["#ffffff", "#fcfcfa", "#f4f5f3"]);
  ctx.fillRect(0, 0, page.width, page.height);
  const copy = presentation === "copia-carta";
  drawFront(front, rng, p, e, L, pal, { shadow: !copy, bilingual, blue });
  drawBack(back, rng, p, e, L, pal, { shadow: !copy, blue, mono });

  let variant = `${presentation}-${pal.name}${bilingual ? "-bilingue" : ""}`;
  if (copy) {
    if (rng.chance(0.8)) {
      photocopy(page, rng);
      variant += "-gris";
    }
    clerkNote(page, rng, back, issued);
  }

  const fields = new Fields();
  for (const name of FIELD_NAMES.cedula_identidad)
    fields.set(name, p[name].printed, p[name].normalized);
  return { page, layout: `cedula-hn-dni-${variant}`, fields: fields.values };
}

/** What an office adds to a copy it keeps: a handwritten attestation, a signature, a stamp. */
function clerkNote(page: Page, rng: Rng, back: Face, issued: CivilDate): void {
  const { ctx } = page;
  const ink = rng.pick(["#1f3c9c", "#1a1a6e", "#222222"]);
  const x = rng.int(260, 700);
  let y = back.oy + H + rng.int(220, 420);
  const hand = rng.pick(["Caveat", "Kalam"] as const);
  const seen = dateBetween(rng, issued, CORPUS_TODAY);
  const lines = rng.pick([
    ["Es fiel copia del original", `Tegucigalpa, ${formatDate(seen, "dmy_slash")}`],
    ["Copia cotejada con su original", formatDate(seen, "dmy_slash")],
    [
      "Recibido",
      `${formatDate(seen, "dmy_slash")}  ${rng.int(8, 16)}:${rng.pick(["05", "20", "35", "50"])}`,
    ],
  ]);
  for (const line of lines) {
    page.text(line, x, y, { size: rng.int(58, 70), family: hand, color: ink });
    y += 82;
  }
  signature(ctx, { x: x + rng.int(0, 200), y: y - 20, width: 360, height: 110 }, rng, ink);
  if (rng.chance(0.7))
    roundStamp(
      ctx,
      rng.int(1500, 2100),
      back.oy + H + rng.int(300, 600),
      rng.int(130, 170),
      rng.pick(["RECURSOS HUMANOS", "ATENCIÓN AL CLIENTE", "VENTANILLA ÚNICA", "SECRETARÍA"]),
      rng,
      { centre: "RECIBIDO" },
    );
}

// ---------------------------------------------------------------------------------------------
// The family.
// ---------------------------------------------------------------------------------------------

/** The DNI is valid for ten years. */
const VALIDITY = 10;
const FONTS: readonly FontFamily[] = ["Work Sans", "Noto Sans", "Open Sans"];
const DATE_STYLES: readonly DateStyle[] = ["dmy_slash", "dmy_slash", "dmy_slash", "dmy_space"];

const STYLE: HolderStyle = {
  country: HN_DNI,
  pools: POOLS_HN,
  dateStyles: DATE_STYLES,
  letterCase: ["upper"],
  nameOrder: ["given_first", "given_first", "surname_first"],
};

/**
 * Honduras's DNI (RNP, 2021 polycarbonate card), front and back on one sheet or photocopied on
 * letter paper: bilingual labels ("Apellidos / Surnames", "Fecha de Expiración / Date of
 * Expiry"), number 0801-1990-12345, dates day/month/year, TD1 zone IDHND on the back.
 */
export const CEDULA_HN_DNI: Family = {
  name: "cedula-hn-dni",
  type: "cedula_identidad",
  split: "train",
  description: "Honduran DNI (RNP, 2021 design)",
  render,
};
