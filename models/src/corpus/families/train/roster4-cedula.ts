/**
 * Roster 4 identity card: El Salvador's Documento Único de Identidad (DUI), issued by the
 * Registro Nacional de las Personas Naturales (RNPN). As it reaches an office: both sides of
 * the card on one sheet (side by side or one above the other), in colour or as a grey
 * photocopy. Two designs: the classic PVC card (number in red at the top right, labels above
 * the values, "Fecha y Lugar de Nacimiento" in one line, a PDF417 code on the back) and the
 * newer card (blue band, number under the photo, a QR code and a TD1 machine-readable zone on
 * the back). Names, places and streets come from this file's own Salvadoran pools.
 */
import type { Pools } from "../../content/citizen.ts";
import { EL_SALVADOR } from "../../content/countries/index.ts";
import { duiCheck } from "../../content/countries/slv.ts";
import type { Country, Place } from "../../content/country.ts";
import type { DateStyle } from "../../content/dates.ts";
import { upper } from "../../content/names.ts";
import type { FontFamily } from "../../fonts.ts";
import { mrzCheckDigit, mrzDate, mrzText } from "../../mrz.ts";
import {
  barcode,
  emblem,
  fingerprint,
  guilloche,
  photoPlaceholder,
  qrLike,
  signature,
} from "../../render/decor.ts";
import type { Box, Page, TextStyle } from "../../render/page.ts";
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
import { type CedulaPrint, cedulaFamily, ID1 } from "../shared/cedula.ts";
import type { Holder } from "../shared/person.ts";

// ---------------------------------------------------------------------------------------------
// Pools: Salvadoran names, municipalities by department, and the country's way of writing a
// residence ("Col. Miramonte, Calle Los Sisimiles, casa #12, San Salvador").
// ---------------------------------------------------------------------------------------------

/** Municipalities with their department (the DUI prints both: "SAN MIGUEL, SAN MIGUEL"). */
const SV_PLACES: Place[] = [
  { name: "San Salvador", state: "San Salvador", areaCode: "2" },
  { name: "Soyapango", state: "San Salvador", areaCode: "2" },
  { name: "Mejicanos", state: "San Salvador", areaCode: "2" },
  { name: "Apopa", state: "San Salvador", areaCode: "2" },
  { name: "Ilopango", state: "San Salvador", areaCode: "2" },
  { name: "Ciudad Delgado", state: "San Salvador", areaCode: "2" },
  { name: "San Marcos", state: "San Salvador", areaCode: "2" },
  { name: "Santa Tecla", state: "La Libertad", areaCode: "2" },
  { name: "Antiguo Cuscatlán", state: "La Libertad", areaCode: "2" },
  { name: "Colón", state: "La Libertad", areaCode: "2" },
  { name: "Quezaltepeque", state: "La Libertad", areaCode: "2" },
  { name: "Santa Ana", state: "Santa Ana", areaCode: "2" },
  { name: "Chalchuapa", state: "Santa Ana", areaCode: "2" },
  { name: "Metapán", state: "Santa Ana", areaCode: "2" },
  { name: "San Miguel", state: "San Miguel", areaCode: "2" },
  { name: "Chinameca", state: "San Miguel", areaCode: "2" },
  { name: "Usulután", state: "Usulután", areaCode: "2" },
  { name: "Jiquilisco", state: "Usulután", areaCode: "2" },
  { name: "Santiago de María", state: "Usulután", areaCode: "2" },
  { name: "Sonsonate", state: "Sonsonate", areaCode: "2" },
  { name: "Izalco", state: "Sonsonate", areaCode: "2" },
  { name: "Nahuizalco", state: "Sonsonate", areaCode: "2" },
  { name: "Ahuachapán", state: "Ahuachapán", areaCode: "2" },
  { name: "Atiquizaya", state: "Ahuachapán", areaCode: "2" },
  { name: "Zacatecoluca", state: "La Paz", areaCode: "2" },
  { name: "Olocuilta", state: "La Paz", areaCode: "2" },
  { name: "Cojutepeque", state: "Cuscatlán", areaCode: "2" },
  { name: "Suchitoto", state: "Cuscatlán", areaCode: "2" },
  { name: "San Vicente", state: "San Vicente", areaCode: "2" },
  { name: "Sensuntepeque", state: "Cabañas", areaCode: "2" },
  { name: "Ilobasco", state: "Cabañas", areaCode: "2" },
  { name: "Chalatenango", state: "Chalatenango", areaCode: "2" },
  { name: "La Palma", state: "Chalatenango", areaCode: "2" },
  { name: "San Francisco Gotera", state: "Morazán", areaCode: "2" },
  { name: "La Unión", state: "La Unión", areaCode: "2" },
  { name: "Santa Rosa de Lima", state: "La Unión", areaCode: "2" },
];

const SV_COLONIAS = [
  "Col. Miramonte",
  "Col. Escalón",
  "Col. Centroamérica",
  "Res. Villa Lourdes",
  "Urb. Santa Elena",
  "Col. Las Margaritas",
  "Reparto Los Santos",
  "Res. Altavista",
  "Col. San José",
  "Urb. Jardines de la Sabana",
  "Col. El Refugio",
  "Lotificación Las Brisas",
];
const SV_STREETS = [
  "Calle Los Sisimiles",
  "Av. Los Andes",
  "Pje. Los Almendros",
  "Calle El Progreso",
  "Pje. Las Palmeras",
  "Av. Bernal",
  "Calle Principal",
  "Senda Los Pinos",
  "Pje. San Antonio",
  "Calle La Ceiba",
];
const SV_CANTONES = [
  "Cantón El Rosario",
  "Cantón San Isidro",
  "Cantón Las Lomas",
  "Cantón El Jícaro",
  "Cantón Los Planes",
];

/** "Col. Miramonte, Calle Los Sisimiles, casa #12, San Salvador" or a rural canton and caserío. */
function svAddress(rng: Rng, place: Place): string {
  const kind = rng.weighted([
    ["colonia", 6],
    ["barrio", 2],
    ["canton", 2],
  ] as const);
  if (kind === "canton")
    return `${rng.pick(SV_CANTONES)}, Caserío ${rng.pick(["Los Mangos", "El Zapote", "La Cruz", "Los Amates"])}, ${place.name}`;
  if (kind === "barrio")
    return `Barrio ${rng.pick(["El Centro", "San Francisco", "La Merced", "El Calvario"])}, ${rng.int(1, 12)}a. Calle ${rng.pick(["Oriente", "Poniente"])} #${rng.int(1, 80)}, ${place.name}`;
  const house = rng.pick([
    `casa #${rng.int(1, 90)}`,
    `Pol. ${rng.pick(["A", "B", "C", "D", "F", "H"])} #${rng.int(1, 40)}`,
    `No. ${rng.int(1, 250)}`,
  ]);
  return `${rng.pick(SV_COLONIAS)}, ${rng.pick(SV_STREETS)}, ${house}, ${place.name}`;
}

/** Salvadorans: common given names (one or two) and surnames of the country. */
const POOLS_SV: Pools = {
  male: [
    "José",
    "Carlos",
    "Roberto",
    "Ernesto",
    "Nelson",
    "Wilfredo",
    "Mauricio",
    "Rigoberto",
    "Edgardo",
    "Douglas",
    "Óscar",
    "Walter",
    "Rolando",
    "Salvador",
    "Francisco",
    "René",
    "Napoleón",
    "Balmore",
    "Remberto",
    "Efraín",
    "Josué",
    "Alexander",
    "Giovanni",
    "Bryan",
  ],
  female: [
    "María",
    "Ana",
    "Gloria",
    "Marta",
    "Alicia",
    "Roxana",
    "Sonia",
    "Evelyn",
    "Yesenia",
    "Karla",
    "Blanca",
    "Estela",
    "Reina",
    "Morena",
    "Dinora",
    "Carmen",
    "Elsy",
    "Lissette",
    "Xiomara",
    "Guadalupe",
    "Jacqueline",
    "Concepción",
  ],
  surnames: [
    "Hernández",
    "López",
    "Martínez",
    "Rodríguez",
    "Flores",
    "Rivera",
    "Ramírez",
    "Cruz",
    "Mejía",
    "Reyes",
    "Chávez",
    "Portillo",
    "Menjívar",
    "Alvarenga",
    "Argueta",
    "Amaya",
    "Quintanilla",
    "Guardado",
    "Orellana",
    "Castaneda",
    "Escobar",
    "Ayala",
    "Landaverde",
    "Zelaya",
    "Bonilla",
    "Sorto",
    "Villalta",
    "Henríquez",
    "Umaña",
    "Recinos",
    "Lemus",
    "Funes",
    "Pineda",
    "Alfaro",
    "Chicas",
    "Cáceres",
  ],
  // Most people were born in and live in the capital's area.
  places: [
    ...SV_PLACES,
    ...SV_PLACES.filter((p) => p.state === "San Salvador" || p.name === "Santa Tecla"),
  ],
  address: svAddress,
  occupations: [
    ["empleado", "empleada"],
    ["comerciante", "comerciante"],
    ["agricultor", "oficios domésticos"],
    ["motorista", "cosmetóloga"],
    ["bachiller", "bachiller"],
    ["profesor", "profesora"],
    ["mecánico", "costurera"],
    ["albañil", "secretaria"],
    ["jornalero", "empleada"],
    ["licenciado en ciencias jurídicas", "licenciada en ciencias jurídicas"],
    ["ingeniero civil", "ingeniera industrial"],
    ["contador", "contadora"],
    ["enfermero", "enfermera"],
    ["oficios varios", "oficios varios"],
  ],
  emailDomains: ["gmail.com", "hotmail.com", "yahoo.com", "outlook.es"],
};

/** The DUI is always printed 8 digits, hyphen, check digit (the shared country also omits the hyphen). */
const SV_DUI: Country = {
  ...EL_SALVADOR,
  nationalId(rng) {
    const body = String(rng.int(0, 6_999_999)).padStart(8, "0");
    const check = duiCheck(body);
    return { printed: `${body}-${check}`, normalized: `${body}${check}` };
  },
};

// ---------------------------------------------------------------------------------------------
// Drawing on one side of the card placed somewhere on the sheet.
// ---------------------------------------------------------------------------------------------

const [W, H] = ID1;

/** One side of the card at (ox, oy) on the page: text is recorded at page coordinates. */
class Side {
  constructor(
    readonly page: Page,
    readonly ox: number,
    readonly oy: number,
  ) {}

  text(text: string, x: number, y: number, style: TextStyle): Box {
    return this.page.text(text, this.ox + x, this.oy + y, style);
  }

  paragraph(text: string, x: number, y: number, width: number, lh: number, style: TextStyle) {
    return this.page.paragraph(text, this.ox + x, this.oy + y, width, lh, style) - this.oy;
  }

  /** Non-text drawing in card coordinates (never draw text inside: it would not be recorded right). */
  paint(draw: () => void): void {
    const { ctx } = this.page;
    ctx.save();
    ctx.translate(this.ox, this.oy);
    draw();
    ctx.restore();
  }

  /** Fills the card's ground inside its rounded outline. */
  card(draw: () => void): void {
    this.paint(() => {
      const { ctx } = this.page;
      ctx.save();
      ctx.shadowColor = "rgba(0,0,0,0.25)";
      ctx.shadowBlur = 10;
      ctx.shadowOffsetY = 3;
      ctx.fillStyle = "#ffffff";
      ctx.beginPath();
      ctx.roundRect(0, 0, W, H, 34);
      ctx.fill();
      ctx.restore();
      onCard(ctx, W, H, 34, draw);
      ctx.strokeStyle = "rgba(80,80,80,0.55)";
      ctx.lineWidth = 2;
      ctx.beginPath();
      ctx.roundRect(0, 0, W, H, 34);
      ctx.stroke();
    });
  }
}

/** Label wordings of one print run. */
interface Labels {
  numero: string;
  apellidos: string;
  nombres: string;
  conocido: string;
  genero: string;
  nacimiento: string;
  /** The newer card splits date and place of birth, and prints only the date of issue. */
  fechaNacimiento: string;
  lugarNacimiento: string;
  fechaExpedicion: string;
  lugarExpedicion: string;
  expedicion: string;
  expiracion: string;
  residencia: string;
  estado: string;
  conyuge: string;
  profesion: string;
  nacionalidad: string;
  tramite: string;
  zona: string;
  firma: string;
}

function labels(rng: Rng, upperCase: boolean): Labels {
  const l: Labels = {
    numero: rng.pick(["DUI", "N° DUI", "No. DUI", "Número Único de Identidad"]),
    apellidos: "Apellidos",
    nombres: "Nombres",
    conocido: "Conocido por",
    genero: rng.weighted([
      ["Género", 3],
      ["Sexo", 1],
    ] as const),
    nacimiento: "Fecha y Lugar de Nacimiento",
    fechaNacimiento: "Fecha de Nacimiento",
    lugarNacimiento: "Lugar de Nacimiento",
    fechaExpedicion: "Fecha de Expedición",
    lugarExpedicion: "Lugar de Expedición",
    expedicion: rng.pick(["Lugar y Fecha de Expedición", "Fecha y Lugar de Expedición"]),
    expiracion: rng.weighted([
      ["Fecha de Expiración", 4],
      ["Fecha de Vencimiento", 1],
    ] as const),
    residencia: rng.pick(["Residencia", "Dirección de Residencia"]),
    estado: rng.weighted([
      ["Estado Familiar", 4],
      ["Edo. Familiar", 1],
    ] as const),
    conyuge: "Cónyuge",
    profesion: rng.pick(["Profesión u Oficio", "Profesión u Ocupación"]),
    nacionalidad: "Nacionalidad",
    tramite: rng.pick(["Tipo de Trámite", "Trámite"]),
    zona: rng.pick(["Código de Zona", "Cód. Zona"]),
    firma: rng.pick(["Firma del Titular", "Firma"]),
  };
  if (!upperCase) return l;
  return Object.fromEntries(
    Object.entries(l).map(([k, v]) => [k, v.toLocaleUpperCase("es")]),
  ) as unknown as Labels;
}

/** What both designs print beyond the truth fields. */
interface Extras {
  sex: "M" | "F";
  genero: string;
  /** "SAN MIGUEL, SAN MIGUEL". */
  birthPlace: string;
  issuePlace: string;
  residence: string;
  spouse: string | undefined;
  alias: string;
  tramite: string;
  zona: string;
  ocupacion: string;
  mrz: [string, string, string];
}

const placeWithDept = (name: string): string => {
  const place = SV_PLACES.find((p) => p.name === name);
  return upper(place ? `${name}, ${place.state}` : name);
};

function fit(text: string, length: number): string {
  return text.slice(0, length).padEnd(length, "<");
}

/** The three 30-character lines of an ICAO 9303 TD1 zone (as on the back of the newer card). */
function td1(
  number: string,
  birthIso: string,
  sex: "M" | "F",
  expiryIso: string,
  surnames: string,
  given: string,
): [string, string, string] {
  const doc = fit(number, 9);
  const opt1 = fit("", 15);
  const line1 = `IDSLV${doc}${mrzCheckDigit(doc)}${opt1}`;
  const birth = mrzDate(birthIso);
  const expiry = mrzDate(expiryIso);
  const opt2 = fit("", 11);
  const composite = mrzCheckDigit(
    `${line1.slice(5)}${birth}${mrzCheckDigit(birth)}${expiry}${mrzCheckDigit(expiry)}${opt2}`,
  );
  const line2 = `${birth}${mrzCheckDigit(birth)}${sex}${expiry}${mrzCheckDigit(expiry)}SLV${opt2}${composite}`;
  const line3 = fit(`${mrzText(surnames)}<<${mrzText(given)}`, 30);
  return [line1, line2, line3];
}

function extras(rng: Rng, p: CedulaPrint, holder: Holder, L: Labels): Extras {
  const { citizen } = holder;
  const sex = citizen.name.sex;
  const shortSex = L.genero.toLowerCase() === "sexo" && rng.chance(0.5);
  const married = /^casad/.test(citizen.estadoCivil);
  const spouseGiven = rng.pick(sex === "M" ? POOLS_SV.female : POOLS_SV.male);
  const spouseSurnames = rng.sample(POOLS_SV.surnames, 2).join(" ");
  const firstGiven = citizen.name.given.split(" ")[0] ?? citizen.name.given;
  const firstSurname = citizen.name.surnames.split(" ")[0] ?? citizen.name.surnames;
  // Married women are often "conocida por" their name with the husband's surname.
  const alias =
    married && sex === "F" && rng.chance(0.5)
      ? `${firstGiven} ${firstSurname} DE ${spouseSurnames.split(" ")[0]}`
      : citizen.name.given.includes(" ") && rng.chance(0.1)
        ? `${firstGiven} ${citizen.name.surnames}`
        : "";
  const issueTown = rng.chance(0.6)
    ? citizen.place.name
    : rng.pick(["San Salvador", "Santa Ana", "San Miguel", "Soyapango", "Santa Tecla"]);
  return {
    sex,
    genero: shortSex ? sex : sex === "M" ? "MASCULINO" : "FEMENINO",
    birthPlace: placeWithDept(citizen.birthPlace),
    issuePlace: placeWithDept(issueTown),
    residence: upper(`${citizen.address}, ${citizen.place.state}`),
    spouse: married ? upper(`${spouseGiven} ${spouseSurnames}`) : undefined,
    alias: upper(alias),
    tramite: rng.weighted([
      ["RENOVACIÓN", 5],
      ["PRIMERA VEZ", 2],
      ["REPOSICIÓN", 2],
      ["MODIFICACIÓN", 1],
    ] as const),
    zona: String(rng.int(1, 9999)).padStart(4, "0"),
    ocupacion: upper(citizen.ocupacion),
    mrz: td1(
      p.cedula_numero.normalized,
      p.fecha_nacimiento.normalized,
      sex,
      p.fecha_vencimiento.normalized,
      citizen.name.surnames,
      citizen.name.given,
    ),
  };
}

/** A PDF417-looking stacked code: start and stop patterns, rows of bars. */
function pdf417(page: Page, box: Box, rng: Rng): void {
  const { ctx } = page;
  const rows = 8;
  const rh = box.height / rows;
  const guard = box.width * 0.06;
  ctx.fillStyle = "#ffffff";
  ctx.fillRect(box.x - 8, box.y - 6, box.width + 16, box.height + 12);
  for (const gx of [box.x, box.x + box.width - guard]) {
    ctx.fillStyle = "#111111";
    ctx.fillRect(gx, box.y, guard * 0.35, box.height);
    ctx.fillRect(gx + guard * 0.5, box.y, guard * 0.12, box.height);
    ctx.fillRect(gx + guard * 0.72, box.y, guard * 0.12, box.height);
  }
  for (let r = 0; r < rows; r++)
    barcode(
      ctx,
      { x: box.x + guard, y: box.y + r * rh, width: box.width - 2 * guard, height: rh },
      rng,
    );
}

// ---------------------------------------------------------------------------------------------
// The classic card.
// ---------------------------------------------------------------------------------------------

const CLASSIC_PALETTES = [
  {
    name: "celeste",
    ground: ["#dcecf8", "#f6fafc", "#d9efe9"],
    ink: "#0f47af",
    pattern: "rgba(15,71,175,0.13)",
  },
  {
    name: "verdoso",
    ground: ["#e1f1e6", "#fbfbf1", "#dde9f4"],
    ink: "#17507e",
    pattern: "rgba(30,110,90,0.14)",
  },
] as const;

function classicFront(
  s: Side,
  rng: Rng,
  p: CedulaPrint,
  L: Labels,
  e: Extras,
  pal: (typeof CLASSIC_PALETTES)[number],
) {
  const { ctx } = s.page;
  const label = "#35557f";
  const ink = "#121212";
  s.card(() => {
    tint(ctx, { x: 0, y: 0, width: W, height: H }, pal.ground, 25);
    guilloche(ctx, { x: 0, y: 130, width: W, height: H - 130 }, rng, pal.pattern, 36);
    rings(ctx, 640, 360, 260, pal.pattern, { step: 7, lobes: 14, depth: 0.05 });
    microprint(
      ctx,
      { x: 0, y: 578, width: W, height: 16 },
      "REPÚBLICA DE EL SALVADOR · RNPN · DOCUMENTO ÚNICO DE IDENTIDAD",
      "rgba(15,71,175,0.45)",
      { size: 6 },
    );
    stripes(
      ctx,
      { x: 0, y: 600, width: W, height: 38 },
      ["#0f47af", "#ffffff", "#0f47af"],
      "horizontal",
    );
    emblem(ctx, 76, 68, 48, pal.ink);
    photoPlaceholder(ctx, { x: 36, y: 146, width: 236, height: 300 }, rng);
    // The round iridescent seal of the laminate.
    rings(ctx, W - 110, 520, 58, "rgba(190,150,40,0.35)", { step: 5, lobes: 8, depth: 0.08 });
    signature(ctx, { x: 44, y: 466, width: 220, height: 72 }, rng);
  });
  s.text("REPÚBLICA DE EL SALVADOR", 140, 54, {
    size: 25,
    bold: true,
    color: pal.ink,
    maxWidth: 540,
  });
  s.text("DOCUMENTO ÚNICO DE IDENTIDAD", 140, 88, {
    size: 21,
    bold: true,
    color: "#1d1d1d",
    maxWidth: 540,
  });
  s.text("REGISTRO NACIONAL DE LAS PERSONAS NATURALES", 140, 113, {
    size: 12,
    color: pal.ink,
    maxWidth: 540,
  });
  s.text(L.numero, W - 40, 52, { size: 14, bold: true, color: label, align: "right" });
  s.text(p.cedula_numero.printed, W - 40, 100, {
    size: 36,
    bold: true,
    color: "#c0262d",
    align: "right",
    maxWidth: 290,
  });
  s.paint(() => s.page.line(30, 128, W - 30, 128, pal.ink, 2));

  const x0 = 300;
  const colB = 700;
  const right = W - 40;
  const field = (lab: string, value: string, x: number, y: number, limit: number, color = ink) => {
    s.text(lab, x, y, { size: 14, bold: true, color: label, maxWidth: limit - x });
    if (value) s.text(value, x, y + 30, { size: 25, bold: true, color, maxWidth: limit - x });
  };
  field(L.apellidos, p.apellidos.printed, x0, 170, right);
  field(L.nombres, p.nombres.printed, x0, 232, right);
  field(L.conocido, e.alias, x0, 294, colB - 20);
  field(L.genero, e.genero, colB, 294, right);
  // Date and place of birth share one line, as two runs or one.
  s.text(L.nacimiento, x0, 356, { size: 14, bold: true, color: label });
  if (rng.chance(0.5)) {
    const box = s.text(p.fecha_nacimiento.printed, x0, 386, { size: 25, bold: true, color: ink });
    s.text(e.birthPlace, box.x - s.ox + box.width + 22, 386, {
      size: 25,
      bold: true,
      color: ink,
      maxWidth: right - (box.x - s.ox + box.width + 22),
    });
  } else {
    s.text(`${p.fecha_nacimiento.printed} ${e.birthPlace}`, x0, 386, {
      size: 25,
      bold: true,
      color: ink,
      maxWidth: right - x0,
    });
  }
  const issue = L.expedicion.toLocaleLowerCase("es").startsWith("lugar")
    ? `${e.issuePlace}, ${p.fecha_expedicion.printed}`
    : `${p.fecha_expedicion.printed}, ${e.issuePlace}`;
  field(L.expedicion, issue, x0, 418, right);
  field(L.expiracion, p.fecha_vencimiento.printed, x0, 480, colB + 80, "#b3141c");
  s.text(L.firma, 154, 566, { size: 12, color: label, align: "center" });
}

function classicBack(
  s: Side,
  rng: Rng,
  p: CedulaPrint,
  L: Labels,
  e: Extras,
  pal: (typeof CLASSIC_PALETTES)[number],
) {
  const { ctx } = s.page;
  const label = "#35557f";
  const ink = "#121212";
  s.card(() => {
    tint(ctx, { x: 0, y: 0, width: W, height: H }, pal.ground, -25);
    guilloche(ctx, { x: 0, y: 0, width: W, height: 420 }, rng, pal.pattern, 30);
    fingerprint(ctx, { x: 800, y: 44, width: 170, height: 200 }, rng);
    s.page.rect({ x: 790, y: 34, width: 190, height: 222 }, { stroke: "#6b7a90", lineWidth: 2 });
    signature(ctx, { x: 770, y: 300, width: 200, height: 60 }, rng, "#202020");
    s.page.line(770, 368, 975, 368, "#6b7a90", 1.5);
  });
  const valueX = rng.chance(0.5) ? 262 : undefined;
  let y = 62;
  const row = (lab: string, value: string) => {
    const box = s.text(`${lab}:`, 36, y, { size: 15, bold: true, color: label });
    const vx = valueX ?? box.x - s.ox + box.width + 12;
    s.text(value, vx, y, { size: 21, bold: true, color: ink, maxWidth: 760 - vx });
    y += 38;
  };
  // The residence wraps under its label's value column.
  const resBox = s.text(`${L.residencia}:`, 36, y, { size: 15, bold: true, color: label });
  const rx = valueX ?? resBox.x - s.ox + resBox.width + 12;
  y = s.paragraph(e.residence, rx, y, 750 - rx, 28, { size: 20, bold: true, color: ink }) + 12;
  row(L.estado, p.estado_civil.printed);
  if (e.spouse) row(L.conyuge, e.spouse);
  row(L.profesion, e.ocupacion);
  row(L.nacionalidad, p.nacionalidad.printed);
  row(L.tramite, e.tramite);
  row(L.zona, e.zona);
  s.text(rng.pick(["PULGAR DERECHO", "Pulgar derecho"]), 885, 280, {
    size: 13,
    color: label,
    align: "center",
  });
  s.text("REGISTRO NACIONAL DE LAS", 872, 390, { size: 11, color: label, align: "center" });
  s.text("PERSONAS NATURALES", 872, 406, { size: 11, color: label, align: "center" });
  s.text(p.nombre_completo.printed, 36, 438, { size: 19, bold: true, color: ink, maxWidth: 720 });
  s.paint(() => pdf417(s.page, { x: 36, y: 456, width: W - 72, height: 110 }, rng));
  s.paragraph(
    rng.pick([
      "Este documento es propiedad del Estado. Si lo encuentra, entréguelo en cualquier Duicentro o en las oficinas del RNPN.",
      "Documento personal e intransferible. En caso de extravío, repórtelo al Registro Nacional de las Personas Naturales.",
    ]),
    36,
    596,
    W - 72,
    18,
    { size: 13, color: "#444444" },
  );
}

// ---------------------------------------------------------------------------------------------
// The newer card.
// ---------------------------------------------------------------------------------------------

const MODERN_PALETTES = [
  { name: "azul", band: ["#0b3d91", "#2468c9"], ink: "#0b3d91", pattern: "rgba(36,104,201,0.12)" },
  {
    name: "turquesa",
    band: ["#0b5f7a", "#1993b3"],
    ink: "#0b5f7a",
    pattern: "rgba(25,147,179,0.13)",
  },
] as const;

function modernFront(
  s: Side,
  rng: Rng,
  p: CedulaPrint,
  L: Labels,
  e: Extras,
  pal: (typeof MODERN_PALETTES)[number],
) {
  const { ctx } = s.page;
  const label = pal.ink;
  const ink = "#151515";
  s.card(() => {
    tint(ctx, { x: 0, y: 0, width: W, height: H }, ["#f2f7fc", "#ffffff", "#eef6f4"], 10);
    waves(ctx, { x: 0, y: 130, width: W, height: H - 130 }, rng, pal.pattern, {
      spacing: 9,
      angle: 18,
    });
    dotScreen(
      ctx,
      { x: 560, y: 130, width: W - 560, height: H - 130 },
      "rgba(36,104,201,0.08)",
      10,
      1.2,
    );
    watermark(ctx, "EL SALVADOR", 640, 420, {
      size: 90,
      color: "rgba(11,61,145,0.05)",
      angle: -14,
    });
    tint(ctx, { x: 0, y: 0, width: W, height: 118 }, pal.band, 0);
    stripes(
      ctx,
      { x: 0, y: 118, width: W, height: 14 },
      ["#0f47af", "#ffffff", "#0f47af"],
      "horizontal",
    );
    emblem(ctx, W - 78, 59, 42, "#ffffff");
    photoPlaceholder(ctx, { x: 36, y: 152, width: 230, height: 290 }, rng);
    ghostPortrait(ctx, { x: W - 150, y: 486, width: 100, height: 120 }, pal.ink);
    signature(ctx, { x: 300, y: 506, width: 250, height: 70 }, rng);
  });
  s.text("REPÚBLICA DE EL SALVADOR", 40, 52, {
    size: 27,
    bold: true,
    color: "#ffffff",
    maxWidth: 820,
  });
  s.text("DOCUMENTO ÚNICO DE IDENTIDAD", 40, 92, { size: 21, color: "#ffffff", maxWidth: 820 });
  s.text(L.numero, 40, 478, { size: 15, bold: true, color: label, maxWidth: 230 });
  s.text(p.cedula_numero.printed, 40, 518, { size: 33, bold: true, color: ink, maxWidth: 236 });

  const x0 = 294;
  const colB = 600;
  const right = W - 40;
  const field = (lab: string, value: string, x: number, y: number, limit: number) => {
    s.text(lab, x, y, { size: 13, bold: true, color: label, maxWidth: limit - x });
    if (value) s.text(value, x, y + 28, { size: 24, bold: true, color: ink, maxWidth: limit - x });
  };
  field(L.apellidos, p.apellidos.printed, x0, 166, right);
  field(L.nombres, p.nombres.printed, x0, 222, right);
  field(L.conocido, e.alias, x0, 278, right);
  field(L.genero, e.genero, x0, 334, colB - 20);
  field(L.fechaNacimiento, p.fecha_nacimiento.printed, colB, 334, right);
  field(L.lugarNacimiento, e.birthPlace, x0, 390, right);
  field(L.fechaExpedicion, p.fecha_expedicion.printed, x0, 446, colB - 20);
  field(L.expiracion, p.fecha_vencimiento.printed, colB, 446, right - 110);
  s.text(L.firma, 425, 600, { size: 12, color: label, align: "center" });
}

function modernBack(
  s: Side,
  rng: Rng,
  p: CedulaPrint,
  L: Labels,
  e: Extras,
  pal: (typeof MODERN_PALETTES)[number],
) {
  const { ctx } = s.page;
  const label = pal.ink;
  const ink = "#151515";
  const mrzTop = H - 196;
  s.card(() => {
    tint(ctx, { x: 0, y: 0, width: W, height: H }, ["#eef6f4", "#ffffff", "#f2f7fc"], 160);
    waves(ctx, { x: 0, y: 0, width: W, height: mrzTop }, rng, pal.pattern, {
      spacing: 10,
      angle: -20,
    });
    ctx.fillStyle = "#fbfbf8";
    ctx.fillRect(0, mrzTop, W, H - mrzTop);
    qrLike(ctx, W - 216, 34, 176, rng);
    stripes(
      ctx,
      { x: 0, y: mrzTop - 8, width: W, height: 8 },
      ["#0f47af", "#ffffff", "#0f47af"],
      "horizontal",
    );
  });
  const right = W - 240;
  const field = (lab: string, value: string, x: number, y: number, limit: number) => {
    s.text(lab, x, y, { size: 13, bold: true, color: label, maxWidth: limit - x });
    s.text(value, x, y + 27, { size: 21, bold: true, color: ink, maxWidth: limit - x });
  };
  s.text(L.residencia, 40, 46, { size: 13, bold: true, color: label });
  let y = s.paragraph(e.residence, 40, 73, right - 40, 27, { size: 20, bold: true, color: ink });
  y += 6;
  const half = 420;
  field(L.estado, p.estado_civil.printed, 40, y, half - 20);
  field(L.profesion, e.ocupacion, half, y, right);
  y += 60;
  field(L.nacionalidad, p.nacionalidad.printed, 40, y, half - 20);
  field(L.tramite, e.tramite, half, y, right);
  y += 60;
  field(L.lugarExpedicion, e.issuePlace, 40, y, half - 20);
  if (e.spouse) field(L.conyuge, e.spouse, half, y, right);
  s.text(
    rng.pick([
      "Documento propiedad del Estado de El Salvador. Si lo encuentra, entréguelo en cualquier Duicentro.",
      "Este documento es personal e intransferible. Su alteración o uso indebido es sancionado por la ley.",
    ]),
    40,
    mrzTop - 62,
    { size: 12, color: "#555555", maxWidth: W - 80 },
  );
  s.text(p.nombre_completo.printed, 40, mrzTop - 26, {
    size: 18,
    bold: true,
    color: "#333333",
    maxWidth: W - 300,
  });
  s.text(`${L.zona} ${e.zona}`, W - 40, mrzTop - 26, { size: 13, color: label, align: "right" });
  const mono = rng.pick(["IBM Plex Mono", "Roboto Mono"] as const);
  e.mrz.forEach((line, i) => {
    s.text(line, 50, mrzTop + 56 + i * 54, {
      size: 42,
      family: mono,
      color: "#101010",
      maxWidth: W - 100,
    });
  });
}

// ---------------------------------------------------------------------------------------------
// The sheet: both sides, side by side or stacked, in colour or photocopied in grey.
// ---------------------------------------------------------------------------------------------

const GAP = 64;

type Arrangement = "lado-a-lado" | "apilado";
type Era = "clasico" | "nuevo";

const SIZES: Record<Arrangement, [number, number]> = {
  "lado-a-lado": [2 * W + 3 * GAP, H + 2 * GAP],
  apilado: [W + 2 * GAP, 2 * H + 3 * GAP],
};

/** Turns the page into a grey photocopy: luminance, more contrast, a little toner dust. */
function photocopy(page: Page, rng: Rng): void {
  const { ctx } = page;
  const img = ctx.getImageData(0, 0, page.width, page.height);
  const d = img.data;
  const gain = rng.float(1.1, 1.3);
  const lift = rng.float(-8, 8);
  for (let i = 0; i < d.length; i += 4) {
    const l = 0.3 * (d[i] ?? 0) + 0.59 * (d[i + 1] ?? 0) + 0.11 * (d[i + 2] ?? 0);
    const v = Math.max(0, Math.min(255, (l - 128) * gain + 128 + lift));
    d[i] = v;
    d[i + 1] = v;
    d[i + 2] = v;
  }
  ctx.putImageData(img, 0, 0);
  ctx.fillStyle = "rgba(40,40,40,0.5)";
  for (let i = 0; i < 260; i++) {
    ctx.beginPath();
    ctx.arc(rng.float(0, page.width), rng.float(0, page.height), rng.float(0.6, 2), 0, Math.PI * 2);
    ctx.fill();
  }
}

function drawSheet(
  page: Page,
  rng: Rng,
  p: CedulaPrint,
  holder: Holder,
  era: Era,
  arrangement: Arrangement,
): string {
  const { ctx } = page;
  ctx.fillStyle = rng.pick(["#ffffff", "#fbfbf9", "#f3f3f1"]);
  ctx.fillRect(0, 0, page.width, page.height);
  const L = labels(rng, era === "clasico" ? rng.chance(0.3) : rng.chance(0.6));
  const e = extras(rng, p, holder, L);
  const front = new Side(page, GAP, GAP);
  const back =
    arrangement === "lado-a-lado"
      ? new Side(page, 2 * GAP + W, GAP)
      : new Side(page, GAP, 2 * GAP + H);
  let palette: string;
  if (era === "clasico") {
    const pal = rng.pick(CLASSIC_PALETTES);
    classicFront(front, rng, p, L, e, pal);
    classicBack(back, rng, p, L, e, pal);
    palette = pal.name;
  } else {
    const pal = rng.pick(MODERN_PALETTES);
    modernFront(front, rng, p, L, e, pal);
    modernBack(back, rng, p, L, e, pal);
    palette = pal.name;
  }
  const copy = rng.chance(0.3);
  if (copy) {
    photocopy(page, rng);
    // A copy checked against the original at an office counter.
    if (rng.chance(0.5)) {
      const [cx, cy] =
        arrangement === "lado-a-lado"
          ? [2 * GAP + W + rng.float(560, 700), GAP + rng.float(280, 360)]
          : [GAP + rng.float(560, 700), 2 * GAP + H + rng.float(280, 360)];
      roundStamp(ctx, cx, cy, 92, "CONFRONTADO CON SU ORIGINAL", rng, {
        color: "rgba(40,60,160,0.6)",
      });
    }
  }
  return `cedula-sv-dui-${era}-${arrangement}-${copy ? "fotocopia" : palette}`;
}

const FONTS: Record<Era, readonly FontFamily[]> = {
  clasico: ["Roboto Condensed", "Noto Sans"],
  nuevo: ["Source Sans 3", "PT Sans"],
};
const DATES: Record<Era, readonly DateStyle[]> = {
  clasico: ["dmy_slash"],
  nuevo: ["dmy_slash", "dmy_slash", "dmy_space"],
};

const VARIANTS: readonly Family[] = (["clasico", "nuevo"] as const).flatMap((era) =>
  (["lado-a-lado", "apilado"] as const).map((arrangement) =>
    cedulaFamily({
      name: "cedula-sv-dui",
      split: "train",
      description: "Salvadoran DUI (Documento Único de Identidad)",
      country: SV_DUI,
      pools: POOLS_SV,
      fonts: FONTS[era],
      dateStyles: DATES[era],
      letterCase: ["upper"],
      nameOrder: ["given_first", "given_first", "surname_first"],
      validity: 8,
      size: SIZES[arrangement],
      draw: (page, rng, p, holder) => drawSheet(page, rng, p, holder, era, arrangement),
    }),
  ),
);

/**
 * El Salvador's DUI (RNPN), both sides on one sheet: "Apellidos", "Nombres", "Conocido por",
 * "Género", "Fecha y Lugar de Nacimiento", place and date of issue, "Fecha de Expiración" on
 * the front; "Residencia", "Estado Familiar", "Profesión u Oficio", trámite and zone code, the
 * thumbprint and a PDF417 code (classic) or a QR code and TD1 zone (newer card) on the back.
 * Number 8 digits, hyphen and check digit; dates day/month/year; eight years of validity.
 */
export const CEDULA_SV_DUI: Family = {
  ...(VARIANTS[0] as Family),
  render(rng) {
    return rng.pick(VARIANTS).render(rng);
  },
};
