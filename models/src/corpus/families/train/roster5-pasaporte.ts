/**
 * Training family of roster 5 (passport): the data page of Guatemala's passport, in two print
 * runs. The machine-readable booklet (Dirección General de Migración, then the Instituto
 * Guatemalteco de Migración from 2018; five years' validity) prints a PDF417 barcode with the
 * holder's data beside the signature; the electronic booklet (IGM, from 2022; five or ten
 * years' validity) carries the chip symbol and a ghost image. Both have Spanish/English
 * captions, the holder's CUI (Código Único de Identificación, 13 digits) printed and in the MRZ
 * optional data, and a security ground of Maya motifs: step-fret bands, glyph cartouches and
 * bar-and-dot numerals, the Gran Jaguar temple of Tikal, the quetzal. Names and places come
 * from this file's own pools.
 */
import type { SKRSContext2D } from "@napi-rs/canvas";
import type { Pools } from "../../content/citizen.ts";
import { GUATEMALA } from "../../content/countries/index.ts";
import type { Place } from "../../content/country.ts";
import { digits } from "../../content/country.ts";
import { upper } from "../../content/names.ts";
import type { FontFamily } from "../../fonts.ts";
import { guilloche, photoPlaceholder, signature } from "../../render/decor.ts";
import type { Box } from "../../render/page.ts";
import {
  dotScreen,
  microprint,
  onCard,
  rings,
  tint,
  watermark,
  waves,
} from "../../render/security.ts";
import { ghostPortrait, roundStamp } from "../../render/stamp.ts";
import type { Rng } from "../../rng.ts";
import type { Family } from "../family.ts";
import { drawMrzLines, type PasaporteDesign, pasaporteFamily, TD3 } from "../shared/pasaporte.ts";
import type { Holder } from "../shared/person.ts";

const [W, H] = TD3;
/** Top of the plain strip that carries the MRZ. */
const MRZ_STRIP = 848;
/** The flag's sky blue ("celeste"). */
const CELESTE = "#4997d0";

// ---------------------------------------------------------------------------------------------
// Pools: Guatemalan names (Spanish and Maya surnames), municipalities and addresses by zone
// ---------------------------------------------------------------------------------------------

/** Municipalities with their departments; Guatemala has no area codes (2 = capital, 7 = rest). */
const GT_PLACES: Place[] = [
  { name: "Guatemala", state: "Guatemala", areaCode: "2" },
  { name: "Mixco", state: "Guatemala", areaCode: "2" },
  { name: "Villa Nueva", state: "Guatemala", areaCode: "2" },
  { name: "San Miguel Petapa", state: "Guatemala", areaCode: "2" },
  { name: "Chinautla", state: "Guatemala", areaCode: "2" },
  { name: "Amatitlán", state: "Guatemala", areaCode: "6" },
  { name: "Villa Canales", state: "Guatemala", areaCode: "6" },
  { name: "San Juan Sacatepéquez", state: "Guatemala", areaCode: "6" },
  { name: "Antigua Guatemala", state: "Sacatepéquez", areaCode: "7" },
  { name: "Chimaltenango", state: "Chimaltenango", areaCode: "7" },
  { name: "Tecpán Guatemala", state: "Chimaltenango", areaCode: "7" },
  { name: "Escuintla", state: "Escuintla", areaCode: "7" },
  { name: "Santa Lucía Cotzumalguapa", state: "Escuintla", areaCode: "7" },
  { name: "Cuilapa", state: "Santa Rosa", areaCode: "7" },
  { name: "Sololá", state: "Sololá", areaCode: "7" },
  { name: "Panajachel", state: "Sololá", areaCode: "7" },
  { name: "Totonicapán", state: "Totonicapán", areaCode: "7" },
  { name: "Momostenango", state: "Totonicapán", areaCode: "7" },
  { name: "Quetzaltenango", state: "Quetzaltenango", areaCode: "7" },
  { name: "Coatepeque", state: "Quetzaltenango", areaCode: "7" },
  { name: "Mazatenango", state: "Suchitepéquez", areaCode: "7" },
  { name: "Retalhuleu", state: "Retalhuleu", areaCode: "7" },
  { name: "San Marcos", state: "San Marcos", areaCode: "7" },
  { name: "Malacatán", state: "San Marcos", areaCode: "7" },
  { name: "Huehuetenango", state: "Huehuetenango", areaCode: "7" },
  { name: "Santa Cruz del Quiché", state: "Quiché", areaCode: "7" },
  { name: "Chichicastenango", state: "Quiché", areaCode: "7" },
  { name: "Salamá", state: "Baja Verapaz", areaCode: "7" },
  { name: "Cobán", state: "Alta Verapaz", areaCode: "7" },
  { name: "Flores", state: "Petén", areaCode: "7" },
  { name: "San Benito", state: "Petén", areaCode: "7" },
  { name: "Puerto Barrios", state: "Izabal", areaCode: "7" },
  { name: "Zacapa", state: "Zacapa", areaCode: "7" },
  { name: "Chiquimula", state: "Chiquimula", areaCode: "7" },
  { name: "Esquipulas", state: "Chiquimula", areaCode: "7" },
  { name: "Jalapa", state: "Jalapa", areaCode: "7" },
  { name: "Jutiapa", state: "Jutiapa", areaCode: "7" },
  { name: "Guastatoya", state: "El Progreso", areaCode: "7" },
];

const GT_ALDEAS = ["El Rosario", "San José", "Las Flores", "Chuisuc", "Xecaracoj", "El Carmen"];

/** "7a. Avenida 12-45, Zona 1, Mixco" or "Aldea Chuisuc, Totonicapán": Guatemala's grid addresses. */
function gtAddress(rng: Rng, place: Place): string {
  if (place.state !== "Guatemala" && rng.chance(0.2))
    return `Aldea ${rng.pick(GT_ALDEAS)}, ${place.name}`;
  const n = rng.int(1, 18);
  const ord = `${n}a.`;
  const street = rng.pick(["Calle", "Avenida"]);
  const house = `${rng.int(0, 40)}-${String(rng.int(1, 99)).padStart(2, "0")}`;
  const zone = place.name === "Guatemala" ? rng.int(1, 21) : rng.int(1, 6);
  return `${ord} ${street} ${house}, Zona ${zone}, ${place.name}`;
}

/** Guatemalans: one or two given names, two surnames (Spanish and K'iche', Kaqchikel, Q'eqchi'). */
const POOLS_GT_PASAPORTE: Pools = {
  male: [
    "José",
    "Juan",
    "Carlos",
    "Luis",
    "Marvin",
    "Édgar",
    "Byron",
    "Wilson",
    "Érick",
    "Selvin",
    "Mynor",
    "Otto",
    "Estuardo",
    "Elmer",
    "Hugo",
    "Rony",
    "Kevin",
    "Brayan",
    "Diego",
    "Fernando",
    "Julio",
    "César",
    "Manuel",
    "Francisco",
    "Walter",
    "Gerson",
    "Josué",
    "Haroldo",
  ],
  female: [
    "María",
    "Ana",
    "Lucía",
    "Sandra",
    "Ingrid",
    "Mayra",
    "Karla",
    "Glenda",
    "Evelyn",
    "Leticia",
    "Heidy",
    "Brenda",
    "Claudia",
    "Dulce",
    "Rosa",
    "Marleny",
    "Yesenia",
    "Floridalma",
    "Gladys",
    "Sucely",
    "Wendy",
    "Lesbia",
    "Aura",
    "Elvia",
    "Andrea",
    "Gabriela",
  ],
  surnames: [
    "López",
    "García",
    "Pérez",
    "Hernández",
    "Ramírez",
    "Morales",
    "Castillo",
    "Gómez",
    "Cifuentes",
    "Monterroso",
    "Ajú",
    "Tzoc",
    "Xicará",
    "Cux",
    "Chávez",
    "Cojtí",
    "Coyoy",
    "Ixcot",
    "Tum",
    "Tuyuc",
    "Sic",
    "Samayoa",
    "Barrios",
    "Orellana",
    "Batz",
    "Quiej",
    "Yax",
    "De León",
    "Juárez",
    "Velásquez",
    "Recinos",
    "Estrada",
    "Tojín",
    "Ordóñez",
    "Girón",
    "Mazariegos",
    "Sagastume",
    "Mejía",
    "Choc",
    "Caal",
    "Pop",
  ],
  // The capital and its metropolitan municipalities are the most frequent birthplaces.
  places: [
    ...GT_PLACES,
    ...GT_PLACES.filter((p) => ["Guatemala", "Mixco", "Villa Nueva"].includes(p.name)).flatMap(
      (p) => [p, p],
    ),
  ],
  address: gtAddress,
  occupations: [
    ["agricultor", "agricultora"],
    ["comerciante", "comerciante"],
    ["maestro de educación primaria", "maestra de educación primaria"],
    ["perito contador", "perito contadora"],
    ["albañil", "tejedora"],
    ["piloto", "secretaria"],
    ["estudiante", "estudiante"],
    ["enfermero", "enfermera"],
    ["ingeniero agrónomo", "ingeniera agrónoma"],
    ["mecánico", "oficios domésticos"],
  ],
  civil: [["unido", "unida"]],
  emailDomains: ["gmail.com", "hotmail.com", "yahoo.com", "outlook.com", "yahoo.es"],
};

/** "MIXCO, GUATEMALA": municipality and department, as the electronic booklet prints it. */
function municipioDepartamento(holder: Holder): string {
  const place = GT_PLACES.find((p) => p.name === holder.citizen.birthPlace);
  const city = upper(holder.citizen.birthPlace);
  return place ? `${city}, ${upper(place.state)}` : city;
}

// ---------------------------------------------------------------------------------------------
// Captions
// ---------------------------------------------------------------------------------------------

/** A caption in Spanish and English. */
type Caption = readonly [es: string, en: string];

interface Captions {
  tipo: Caption;
  codigo: Caption;
  numero: Caption;
  apellidos: Caption;
  nombres: Caption;
  nacionalidad: Caption;
  nacimiento: Caption;
  personal: Caption;
  sexo: Caption;
  lugar: Caption;
  emision: Caption;
  autoridad: Caption;
  vencimiento: Caption;
  firma: Caption;
}

/** The captions of one print run; some wordings changed between runs. */
function captions(rng: Rng): Captions {
  return {
    tipo: ["Tipo", "Type"],
    codigo: rng.pick<Caption>([
      ["Código del País", "Country Code"],
      ["Código de País", "Country Code"],
      ["Código", "Code"],
    ]),
    numero: rng.pick<Caption>([
      ["No. de Pasaporte", "Passport No."],
      ["Pasaporte No.", "Passport No."],
      ["Número de Pasaporte", "Passport Number"],
    ]),
    apellidos: rng.pick<Caption>([
      ["Apellidos", "Surname"],
      ["Apellidos", "Surnames"],
    ]),
    nombres: ["Nombres", "Given Names"],
    nacionalidad: ["Nacionalidad", "Nationality"],
    nacimiento: ["Fecha de Nacimiento", "Date of Birth"],
    personal: rng.pick<Caption>([
      ["No. de Identificación Personal", "Personal No."],
      ["CUI", "Personal No."],
      ["Código Único de Identificación", "Personal No."],
    ]),
    sexo: ["Sexo", "Sex"],
    lugar: ["Lugar de Nacimiento", "Place of Birth"],
    emision: rng.pick<Caption>([
      ["Fecha de Emisión", "Date of Issue"],
      ["Fecha de Expedición", "Date of Issue"],
    ]),
    autoridad: ["Autoridad", "Authority"],
    vencimiento: rng.pick<Caption>([
      ["Fecha de Vencimiento", "Date of Expiry"],
      ["Fecha de Expiración", "Date of Expiry"],
    ]),
    firma: ["Firma del Titular", "Holder's Signature"],
  };
}

/** Consulates in the United States print most passports issued abroad. */
const CONSULATES = [
  "CONSULADO GENERAL EN LOS ÁNGELES",
  "CONSULADO GENERAL EN HOUSTON",
  "CONSULADO GENERAL EN NUEVA YORK",
  "CONSULADO GENERAL EN CHICAGO",
  "CONSULADO EN SILVER SPRING",
  "CONSULADO EN PROVIDENCE",
  "CONSULADO EN LAKE WORTH",
];

/** The authority as printed: the migration office of the day, or a consulate. */
function authority(rng: Rng, issued: string): string {
  if (rng.chance(0.25)) return rng.pick(CONSULATES);
  return issued < "2018-07-01"
    ? rng.pick(["DIRECCIÓN GENERAL DE MIGRACIÓN", "DGM GUATEMALA", "MIGRACIÓN GUATEMALA"])
    : rng.pick(["INSTITUTO GUATEMALTECO DE MIGRACIÓN", "IGM GUATEMALA", "MIGRACIÓN GUATEMALA"]);
}

const MRZ_FONTS: readonly FontFamily[] = ["IBM Plex Mono", "Roboto Mono", "Courier Prime"];

// ---------------------------------------------------------------------------------------------
// Maya motifs and other decorations particular to this family (never recorded as text)
// ---------------------------------------------------------------------------------------------

/** A band of stepped frets (xicalcoliuhqui): a squared spiral and a staircase per period. */
function stepFret(ctx: SKRSContext2D, box: Box, color: string, width = 2): void {
  const u = box.height / 4;
  const period = 8 * u;
  ctx.save();
  ctx.beginPath();
  ctx.rect(box.x, box.y, box.width, box.height);
  ctx.clip();
  ctx.strokeStyle = color;
  ctx.lineWidth = width;
  ctx.lineJoin = "miter";
  const at = (x0: number, pts: readonly (readonly [number, number])[]) => {
    ctx.beginPath();
    for (const [i, [px, py]] of pts.entries()) {
      const x = x0 + px * u;
      const y = box.y + py * u;
      if (i === 0) ctx.moveTo(x, y);
      else ctx.lineTo(x, y);
    }
    ctx.stroke();
  };
  for (let x0 = box.x - period; x0 < box.x + box.width; x0 += period) {
    // The spiral: up, across, down, back and in.
    at(x0, [
      [0.5, 3.6],
      [0.5, 0.4],
      [3.5, 0.4],
      [3.5, 2.6],
      [1.7, 2.6],
      [1.7, 1.5],
      [2.5, 1.5],
    ]);
    // The staircase down to the next spiral.
    at(x0, [
      [3.5, 3.6],
      [4.5, 3.6],
      [4.5, 2.6],
      [5.5, 2.6],
      [5.5, 1.6],
      [6.5, 1.6],
      [6.5, 0.4],
      [7.5, 0.4],
      [7.5, 3.6],
      [8.5, 3.6],
    ]);
  }
  ctx.restore();
}

/** A Maya numeral in bars (five) and dots (one), stacked as the codices write them. */
function mayaNumeral(
  ctx: SKRSContext2D,
  cx: number,
  cy: number,
  s: number,
  n: number,
  color: string,
): void {
  const bars = Math.floor(n / 5);
  const dots = n % 5;
  ctx.fillStyle = color;
  let y = cy + s * 0.35;
  for (let i = 0; i < bars; i++) {
    ctx.fillRect(cx - s * 0.42, y - s * 0.07, s * 0.84, s * 0.14);
    y -= s * 0.24;
  }
  for (let i = 0; i < dots; i++) {
    ctx.beginPath();
    ctx.arc(cx + (i - (dots - 1) / 2) * s * 0.22, y - s * 0.02, s * 0.07, 0, Math.PI * 2);
    ctx.fill();
  }
}

/** A glyph cartouche: a rounded block with an eye, scrolls or a numeral inside. */
function glyph(
  ctx: SKRSContext2D,
  x: number,
  y: number,
  s: number,
  kind: number,
  color: string,
): void {
  ctx.save();
  ctx.strokeStyle = color;
  ctx.fillStyle = color;
  ctx.lineWidth = Math.max(1.2, s / 28);
  ctx.beginPath();
  ctx.roundRect(x, y, s, s * 0.86, s * 0.22);
  ctx.stroke();
  const cx = x + s / 2;
  const cy = y + s * 0.43;
  if (kind === 0) {
    // Ahau-like face: two eyes and a mouth.
    for (const dx of [-0.18, 0.18]) {
      ctx.beginPath();
      ctx.ellipse(cx + dx * s, cy - s * 0.08, s * 0.09, s * 0.06, 0, 0, Math.PI * 2);
      ctx.stroke();
    }
    ctx.beginPath();
    ctx.arc(cx, cy + s * 0.12, s * 0.1, 0, Math.PI);
    ctx.stroke();
  } else if (kind === 1) {
    // Two scrolls facing each other.
    for (const dir of [-1, 1]) {
      ctx.beginPath();
      for (let t = 0; t <= Math.PI * 3; t += 0.2) {
        const r = s * 0.03 * t;
        const px = cx + dir * (s * 0.2 - r * Math.cos(t));
        const py = cy + r * Math.sin(t);
        if (t === 0) ctx.moveTo(px, py);
        else ctx.lineTo(px, py);
      }
      ctx.stroke();
    }
  } else if (kind === 2) {
    // The kin (sun) flower: four petals round a dot.
    for (let i = 0; i < 4; i++) {
      const a = (i * Math.PI) / 2;
      ctx.beginPath();
      ctx.ellipse(
        cx + Math.cos(a) * s * 0.15,
        cy + Math.sin(a) * s * 0.15,
        s * 0.1,
        s * 0.055,
        a,
        0,
        Math.PI * 2,
      );
      ctx.stroke();
    }
    ctx.beginPath();
    ctx.arc(cx, cy, s * 0.04, 0, Math.PI * 2);
    ctx.fill();
  } else {
    mayaNumeral(ctx, cx, cy, s * 0.8, 1 + (kind % 19), color);
  }
  ctx.restore();
}

/** Glyph blocks in a loose grid over a box, as in the codices' columns. */
function glyphField(ctx: SKRSContext2D, box: Box, rng: Rng, color: string, size: number): void {
  ctx.save();
  ctx.beginPath();
  ctx.rect(box.x, box.y, box.width, box.height);
  ctx.clip();
  const step = size * 1.45;
  for (let row = 0, y = box.y + 8; y < box.y + box.height; row++, y += step) {
    const shift = (row % 2) * step * 0.5;
    for (let x = box.x + 8 - shift; x < box.x + box.width; x += step)
      glyph(ctx, x, y, size, rng.int(0, 22), color);
  }
  ctx.restore();
}

/** Temple I of Tikal (the Gran Jaguar): nine stepped terraces, a stair, the shrine and its roof comb. */
function tikalTemple(ctx: SKRSContext2D, cx: number, base: number, h: number, color: string): void {
  ctx.save();
  ctx.fillStyle = color;
  const body = h * 0.62;
  const tier = body / 9;
  for (let i = 0; i < 9; i++) {
    const half = h * (0.42 - i * 0.028);
    ctx.fillRect(cx - half, base - (i + 1) * tier, half * 2, tier * 0.86);
  }
  // The stair, a shade darker by overdrawing.
  ctx.fillRect(cx - h * 0.07, base - body, h * 0.14, body);
  // The shrine and its roof comb.
  ctx.fillRect(cx - h * 0.12, base - body - h * 0.14, h * 0.24, h * 0.14);
  ctx.fillRect(cx - h * 0.085, base - body - h * 0.34, h * 0.17, h * 0.2);
  ctx.restore();
}

/** A resplendent quetzal in profile: body, crest, and the long tail coverts. */
function quetzal(ctx: SKRSContext2D, x: number, y: number, s: number, color: string): void {
  ctx.save();
  ctx.fillStyle = color;
  ctx.strokeStyle = color;
  ctx.beginPath();
  ctx.ellipse(x, y, s * 0.18, s * 0.26, -0.5, 0, Math.PI * 2);
  ctx.fill();
  ctx.beginPath();
  ctx.arc(x + s * 0.12, y - s * 0.26, s * 0.1, 0, Math.PI * 2);
  ctx.fill();
  ctx.beginPath();
  ctx.moveTo(x + s * 0.21, y - s * 0.28);
  ctx.lineTo(x + s * 0.3, y - s * 0.24);
  ctx.lineTo(x + s * 0.2, y - s * 0.21);
  ctx.fill();
  ctx.lineWidth = Math.max(1.5, s * 0.03);
  for (const bend of [0.0, 0.08, 0.16]) {
    ctx.beginPath();
    ctx.moveTo(x - s * 0.1, y + s * 0.18);
    ctx.bezierCurveTo(
      x - s * (0.35 + bend),
      y + s * 0.5,
      x - s * (0.7 + bend),
      y + s * 0.45,
      x - s * (1.05 + bend),
      y + s * (0.75 + bend),
    );
    ctx.stroke();
  }
  ctx.restore();
}

/** The coat of arms, simplified: a laurel wreath, crossed rifles and swords, the scroll and the quetzal. */
function coatOfArms(ctx: SKRSContext2D, cx: number, cy: number, r: number, color: string): void {
  ctx.save();
  ctx.strokeStyle = color;
  ctx.fillStyle = color;
  ctx.lineWidth = Math.max(1.5, r / 22);
  for (const side of [-1, 1]) {
    ctx.beginPath();
    ctx.arc(cx, cy, r * 0.88, Math.PI / 2 + side * 0.25, Math.PI / 2 + side * 2.6, side < 0);
    ctx.stroke();
    for (let i = 0; i < 9; i++) {
      const a = Math.PI / 2 + side * (0.4 + i * 0.24);
      ctx.beginPath();
      ctx.ellipse(
        cx + r * 0.88 * Math.cos(a),
        cy + r * 0.88 * Math.sin(a),
        r * 0.11,
        r * 0.045,
        a + side * 0.9,
        0,
        Math.PI * 2,
      );
      ctx.fill();
    }
  }
  // Rifles and swords crossed behind the scroll.
  for (const [dx, len] of [
    [0.55, 0.62],
    [0.4, 0.7],
  ] as const) {
    ctx.beginPath();
    ctx.moveTo(cx - r * dx, cy - r * len);
    ctx.lineTo(cx + r * dx, cy + r * len);
    ctx.moveTo(cx + r * dx, cy - r * len);
    ctx.lineTo(cx - r * dx, cy + r * len);
    ctx.stroke();
  }
  ctx.fillStyle = "#fbfaf4";
  ctx.beginPath();
  ctx.roundRect(cx - r * 0.42, cy - r * 0.1, r * 0.84, r * 0.34, r * 0.08);
  ctx.fill();
  ctx.stroke();
  ctx.lineWidth = Math.max(1, r / 40);
  for (const dy of [0.02, 0.12]) {
    ctx.beginPath();
    ctx.moveTo(cx - r * 0.3, cy + r * dy);
    ctx.lineTo(cx + r * 0.3, cy + r * dy);
    ctx.stroke();
  }
  quetzal(ctx, cx + r * 0.12, cy - r * 0.32, r * 0.55, color);
  ctx.restore();
}

/** The ICAO symbol of a contactless chip: a frame, a ring between two bars. */
function chipSymbol(ctx: SKRSContext2D, x: number, y: number, w: number, color: string): void {
  const h = w * 0.6;
  ctx.save();
  ctx.strokeStyle = color;
  ctx.fillStyle = color;
  ctx.lineWidth = Math.max(2, w / 16);
  ctx.strokeRect(x, y, w, h);
  ctx.beginPath();
  ctx.arc(x + w / 2, y + h / 2, h * 0.22, 0, Math.PI * 2);
  ctx.stroke();
  ctx.fillRect(x + w * 0.14, y + h * 0.18, w * 0.72, Math.max(2, h * 0.07));
  ctx.fillRect(x + w * 0.14, y + h * 0.75, w * 0.72, Math.max(2, h * 0.07));
  ctx.restore();
}

/** A PDF417-looking stacked barcode: start pattern, rows of codewords, stop pattern. */
function pdf417Like(ctx: SKRSContext2D, box: Box, rng: Rng): void {
  const columns = 6;
  const modules = 17 + 17 * (columns + 2) + 18;
  const m = box.width / modules;
  const rows = Math.max(6, Math.floor(box.height / (m * 3)));
  const rowH = box.height / rows;
  ctx.save();
  ctx.fillStyle = "#ffffff";
  ctx.fillRect(box.x - 6, box.y - 6, box.width + 12, box.height + 12);
  ctx.fillStyle = "#111111";
  const runs = (x: number, y: number, widths: readonly number[]) => {
    let at = x;
    for (const [i, w] of widths.entries()) {
      if (i % 2 === 0) ctx.fillRect(at, y, w * m + 0.3, rowH + 0.3);
      at += w * m;
    }
    return at;
  };
  /** Eight alternating bars and spaces of 1–6 modules, 17 in all. */
  const codeword = (): number[] => {
    const w = Array(8).fill(1) as number[];
    for (let left = 9; left > 0; ) {
      const i = rng.int(0, 7);
      if ((w[i] ?? 1) < 6) {
        w[i] = (w[i] ?? 1) + 1;
        left--;
      }
    }
    return w;
  };
  for (let r = 0; r < rows; r++) {
    const y = box.y + r * rowH;
    let x = runs(box.x, y, [8, 1, 1, 1, 1, 1, 1, 3]);
    for (let c = 0; c < columns + 2; c++) x = runs(x, y, codeword());
    runs(x, y, [7, 1, 1, 3, 1, 1, 1, 2, 1]);
  }
  ctx.restore();
}

/** An iridescent patch (the laminate's hologram) as a soft rainbow ellipse. */
function hologram(ctx: SKRSContext2D, cx: number, cy: number, rx: number, ry: number): void {
  ctx.save();
  const grad = ctx.createLinearGradient(cx - rx, cy - ry, cx + rx, cy + ry);
  for (const [i, c] of [
    "rgba(255,120,160,0.10)",
    "rgba(255,220,120,0.12)",
    "rgba(120,230,170,0.11)",
    "rgba(110,170,255,0.12)",
    "rgba(200,130,255,0.10)",
  ].entries())
    grad.addColorStop(i / 4, c);
  ctx.fillStyle = grad;
  ctx.beginPath();
  ctx.ellipse(cx, cy, rx, ry, -0.3, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
}

/** Text turned a quarter, drawn straight onto the canvas (a border legend, never recorded). */
function sideLegend(
  ctx: SKRSContext2D,
  text: string,
  x: number,
  y: number,
  opts: { size: number; color: string; family: string },
): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(-Math.PI / 2);
  ctx.fillStyle = opts.color;
  ctx.font = `bold ${opts.size}px "${opts.family}"`;
  ctx.textAlign = "center";
  ctx.fillText(text, 0, 0);
  ctx.restore();
}

// ---------------------------------------------------------------------------------------------
// The two print runs
// ---------------------------------------------------------------------------------------------

type Era = "lectura" | "electronico";

const LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ";

const COMMON = {
  split: "train",
  description: "Guatemalan passport",
  country: GUATEMALA,
  pools: POOLS_GT_PASAPORTE,
  letterCase: ["upper"],
  nameOrder: ["surname_first"],
} as const satisfies Partial<PasaporteDesign>;

/** The field grid: rows of (caption, value, x, width), a value size, and where each row sits. */
interface Cell {
  c: Caption;
  v: string;
  x: number;
  w: number;
  size?: number;
}

/**
 * The machine-readable booklet: a centred heading between two coats of arms, the issuing
 * office under it, bilingual captions in small capitals above each value, the photo on the left
 * with the dry seal on its corner, the holder's signature under it, a PDF417 barcode with the
 * holder's data at the lower right, and glyph cartouches and a quetzal behind the data.
 */
const LECTURA: PasaporteDesign = {
  ...COMMON,
  name: "pasaporte-gt-lectura-mecanica",
  fonts: ["Open Sans", "Lato", "PT Sans"],
  dateStyles: ["dmy_slash", "dmy_slash", "dmon"],
  passportNumber: (rng) => digits(rng, 9),
  validity: [5],
  fullName: "surname_first",
  draw(page, rng, p, holder, mrz) {
    const { ctx } = page;
    const C = captions(rng);
    const issued = String(p.fecha_expedicion.normalized);
    const ink = rng.pick(["#16365f", "#1d3557", "#203a6b"]);
    const labelInk = rng.pick(["#2f5f8a", "#3c5a78", "#35607a"]);
    const upperCaptions = rng.chance(0.5);
    onCard(ctx, W, H, 20, () => {
      tint(ctx, { x: 0, y: 0, width: W, height: H }, ["#eaf3f9", "#f7f5e8", "#e9f3ee"], 15);
      guilloche(ctx, { x: 0, y: 150, width: W, height: 690 }, rng, "rgba(73,151,208,0.16)", 44);
      glyphField(
        ctx,
        { x: 380, y: 160, width: 1080, height: 680 },
        rng,
        "rgba(30,90,120,0.06)",
        64,
      );
      rings(ctx, 900, 470, 300, "rgba(73,151,208,0.10)", { step: 8, lobes: 7, depth: 0.05 });
      quetzal(ctx, 1010, 420, 320, "rgba(40,120,90,0.06)");
      watermark(ctx, "GUATEMALA", 880, 650, {
        size: 120,
        color: "rgba(73,151,208,0.07)",
        angle: -8,
      });
      stepFret(ctx, { x: 0, y: 140, width: W, height: 22 }, "rgba(73,151,208,0.75)", 2.2);
      ctx.fillStyle = "#fbfbf7";
      ctx.fillRect(0, MRZ_STRIP, W, H - MRZ_STRIP);
      microprint(
        ctx,
        { x: 0, y: MRZ_STRIP - 12, width: W, height: 11 },
        "REPUBLICA DE GUATEMALA PASAPORTE",
        "rgba(22,54,95,0.45)",
        { size: 6 },
      );
    });
    coatOfArms(ctx, 96, 76, 54, ink);
    coatOfArms(ctx, W - 96, 76, 54, ink);
    page.text("REPÚBLICA DE GUATEMALA", W / 2, 56, {
      size: 34,
      bold: true,
      color: ink,
      align: "center",
    });
    page.text("PASAPORTE  ·  PASSPORT", W / 2, 94, {
      size: 22,
      bold: true,
      color: "#2a7fc0",
      align: "center",
    });
    page.text(
      issued < "2018-07-01"
        ? "Dirección General de Migración"
        : "Instituto Guatemalteco de Migración",
      W / 2,
      124,
      { size: 16, color: labelInk, align: "center" },
    );

    const photo = { x: 58, y: 184, width: 296, height: 380 };
    photoPlaceholder(ctx, photo, rng);
    roundStamp(
      ctx,
      photo.x + photo.width - 30,
      photo.y + photo.height - 26,
      64,
      "MIGRACIÓN · GUATEMALA",
      rng,
      {
        color: "rgba(60,80,110,0.36)",
      },
    );

    const caption = (c: Caption, x: number, y: number, w: number) => {
      const text = upperCaptions
        ? `${c[0].toLocaleUpperCase("es")}/${c[1].toLocaleUpperCase("en")}`
        : `${c[0]}/${c[1]}`;
      page.text(text, x, y, { size: upperCaptions ? 14 : 15, color: labelInk, maxWidth: w });
    };
    const row = (y: number, cells: readonly Cell[]) => {
      for (const cell of cells) {
        caption(cell.c, cell.x, y, cell.w);
        page.text(cell.v, cell.x, y + 33, {
          size: cell.size ?? 28,
          bold: true,
          color: "#121212",
          maxWidth: cell.w,
        });
      }
    };
    const x = 392;
    const mid = 700;
    const third = 1010;
    const right = W - 60;
    row(192, [
      { c: C.tipo, v: p.tipo.printed, x, w: 140 },
      { c: C.codigo, v: p.codigo_pais.printed, x: mid, w: 280 },
      { c: C.numero, v: p.numero_pasaporte.printed, x: third, w: right - third },
    ]);
    row(272, [{ c: C.apellidos, v: p.apellidos.printed, x, w: right - x }]);
    row(352, [{ c: C.nombres, v: p.nombres.printed, x, w: right - x }]);
    row(432, [
      { c: C.nacionalidad, v: p.nacionalidad.printed, x, w: mid - x - 24 },
      { c: C.nacimiento, v: p.fecha_nacimiento.printed, x: mid, w: third - mid - 24 },
      { c: C.personal, v: holder.citizen.id.printed, x: third, w: right - third },
    ]);
    row(512, [
      { c: C.sexo, v: p.sexo.printed, x, w: mid - x - 24 },
      { c: C.lugar, v: p.lugar_nacimiento.printed, x: mid, w: right - mid },
    ]);
    row(592, [
      { c: C.emision, v: p.fecha_expedicion.printed, x, w: mid - x - 24 },
      { c: C.autoridad, v: authority(rng, issued), x: mid, w: right - mid, size: 22 },
    ]);
    row(672, [{ c: C.vencimiento, v: p.fecha_vencimiento.printed, x, w: mid - x - 24 }]);

    pdf417Like(ctx, { x: 760, y: 672, width: 640, height: 120 }, rng);
    signature(ctx, { x: 70, y: 606, width: 270, height: 90 }, rng);
    page.line(62, 710, 354, 710, "#6b6b6b", 1.5);
    page.text(`${C.firma[0]}/${C.firma[1]}`, 62, 734, { size: 14, color: labelInk, maxWidth: 292 });
    page.text(p.nombre_completo.printed, 62, 800, {
      size: 20,
      bold: true,
      color: "#262626",
      maxWidth: 660,
    });
    drawMrzLines(page, mrz, {
      x: 56,
      top: 930,
      width: W - 112,
      family: rng.pick(MRZ_FONTS),
      size: 54,
    });
    return `pasaporte-gt-lectura-mecanica-${upperCaptions ? "versales" : "mixtas"}`;
  },
};

/**
 * The electronic booklet: a white heading with the chip symbol and the coat of arms, a
 * celeste step-fret band under it, Tikal's Temple I and glyph cartouches behind the data,
 * the photo on the left with a hologram over its edge, the ghost image at the right with the
 * passport number turned beside it, and either captions "Spanish / English" on one line or
 * Spanish in bold over English.
 */
const ELECTRONICO: PasaporteDesign = {
  ...COMMON,
  name: "pasaporte-gt-electronico",
  fonts: ["Noto Sans", "Roboto Condensed", "PT Sans"],
  dateStyles: ["dmon_bilingual", "dmon_bilingual", "dmon", "dmy_space"],
  passportNumber: (rng) => `${rng.pick([...LETTERS])}${digits(rng, 8)}`,
  validity: [5, 10],
  nationality: () => "GUATEMALTECA",
  birthPlace: municipioDepartamento,
  fullName: "given_first",
  draw(page, rng, p, holder, mrz) {
    const { ctx } = page;
    const C = captions(rng);
    const issued = String(p.fecha_expedicion.normalized);
    const navy = rng.pick(["#0b2a5b", "#12325e", "#0d3b66"]);
    const labelInk = rng.pick(["#1f5f99", "#22577a", "#2b4f81"]);
    const stacked = rng.chance(0.5);
    const cuiFirst = rng.chance(0.5);
    onCard(ctx, W, H, 20, () => {
      tint(ctx, { x: 0, y: 0, width: W, height: H }, ["#e2eff9", "#f5f3e3", "#e4f2ec"], 60);
      waves(
        ctx,
        { x: 0, y: 160, width: W, height: MRZ_STRIP - 160 },
        rng,
        "rgba(73,151,208,0.13)",
        {
          spacing: 10,
          angle: 10,
        },
      );
      glyphField(ctx, { x: 0, y: 168, width: W, height: 660 }, rng, "rgba(20,70,110,0.05)", 54);
      tikalTemple(ctx, 1000, 812, 560, "rgba(40,110,80,0.055)");
      dotScreen(
        ctx,
        { x: 380, y: 168, width: W - 380, height: 16 },
        "rgba(73,151,208,0.22)",
        8,
        1.2,
      );
      ctx.fillStyle = "#fdfdfb";
      ctx.fillRect(0, 0, W, 126);
      stepFret(ctx, { x: 0, y: 128, width: W, height: 30 }, CELESTE, 2.6);
      stepFret(ctx, { x: 0, y: 816, width: W, height: 24 }, "rgba(73,151,208,0.55)", 2);
      ctx.fillStyle = "#fafbf9";
      ctx.fillRect(0, MRZ_STRIP, W, H - MRZ_STRIP);
      microprint(
        ctx,
        { x: 0, y: 118, width: W, height: 9 },
        "INSTITUTO GUATEMALTECO DE MIGRACION",
        "rgba(11,42,91,0.4)",
        { size: 5.5 },
      );
    });
    coatOfArms(ctx, 86, 64, 48, navy);
    page.text("REPÚBLICA DE GUATEMALA", 152, 56, { size: 34, bold: true, color: navy });
    page.text("REPUBLIC OF GUATEMALA", 152, 94, { size: 20, color: labelInk });
    const title = page.text("PASAPORTE", W - 60, 56, {
      size: 34,
      bold: true,
      color: navy,
      align: "right",
    });
    page.text("PASSPORT", W - 60, 94, { size: 20, color: labelInk, align: "right" });
    chipSymbol(ctx, title.x - 96, 28, 68, navy);

    const photo = { x: 56, y: 184, width: 300, height: 392 };
    photoPlaceholder(ctx, photo, rng);
    hologram(ctx, photo.x + photo.width, photo.y + photo.height * 0.62, 70, 120);
    const ghost = { x: 1262, y: 412, width: 140, height: 176 };
    ghostPortrait(ctx, ghost, navy);
    sideLegend(ctx, p.numero_pasaporte.printed, W - 40, ghost.y + ghost.height / 2, {
      size: 18,
      color: "rgba(11,42,91,0.5)",
      family: "Roboto Mono",
    });

    const caption = (c: Caption, x: number, y: number, w: number) => {
      if (stacked) {
        page.text(c[0], x, y - 17, { size: 15, bold: true, color: labelInk, maxWidth: w });
        page.text(c[1], x, y, { size: 13, color: "#5a6d80", maxWidth: w });
      } else {
        page.text(`${c[0]} / ${c[1]}`, x, y, { size: 15, color: labelInk, maxWidth: w });
      }
    };
    const field = (cell: Cell, y: number) => {
      caption(cell.c, cell.x, y, cell.w);
      page.text(cell.v, cell.x, y + 33, {
        size: cell.size ?? 28,
        bold: true,
        color: "#0f0f0f",
        maxWidth: cell.w,
      });
    };
    const x = 398;
    const mid = 820;
    const right = 1240;
    const full = W - 70;
    const personal: Cell = { c: C.personal, v: holder.citizen.id.printed, x, w: mid - x - 24 };
    const rows: Cell[][] = [
      [
        { c: C.tipo, v: p.tipo.printed, x, w: 120 },
        { c: C.codigo, v: p.codigo_pais.printed, x: 560, w: 220 },
        { c: C.numero, v: p.numero_pasaporte.printed, x: mid, w: full - mid },
      ],
      [{ c: C.apellidos, v: p.apellidos.printed, x, w: full - x }],
      [{ c: C.nombres, v: p.nombres.printed, x, w: right - x }],
      [
        { c: C.nacionalidad, v: p.nacionalidad.printed, x, w: mid - x - 24 },
        { c: C.nacimiento, v: p.fecha_nacimiento.printed, x: mid, w: right - mid },
      ],
      [
        cuiFirst ? personal : { c: C.sexo, v: p.sexo.printed, x, w: 120 },
        cuiFirst
          ? { c: C.sexo, v: p.sexo.printed, x: mid, w: 120 }
          : { c: C.lugar, v: p.lugar_nacimiento.printed, x: 560, w: right - 560 },
      ],
      [
        cuiFirst ? { c: C.lugar, v: p.lugar_nacimiento.printed, x, w: right - x } : personal,
        ...(cuiFirst
          ? []
          : [{ c: C.autoridad, v: authority(rng, issued), x: mid, w: right - mid, size: 22 }]),
      ],
      [
        { c: C.emision, v: p.fecha_expedicion.printed, x, w: mid - x - 24 },
        { c: C.vencimiento, v: p.fecha_vencimiento.printed, x: mid, w: right - mid },
      ],
      ...(cuiFirst
        ? [[{ c: C.autoridad, v: authority(rng, issued), x, w: right - x, size: 22 }]]
        : []),
    ];
    const top = 196;
    const gap = cuiFirst ? 78 : 88;
    for (const [i, cells] of rows.entries()) for (const cell of cells) field(cell, top + i * gap);

    signature(ctx, { x: 66, y: 606, width: 290, height: 88 }, rng, "#1b1b1b");
    page.text(`${C.firma[0]} / ${C.firma[1]}`, 60, 726, {
      size: 14,
      color: labelInk,
      maxWidth: 300,
    });
    page.text(p.nombre_completo.printed, 60, 792, {
      size: 19,
      bold: true,
      color: "#1f1f1f",
      maxWidth: 320,
    });
    drawMrzLines(page, mrz, {
      x: 56,
      top: 930,
      width: W - 112,
      family: rng.pick(MRZ_FONTS),
      size: 54,
    });
    return `pasaporte-gt-electronico-${stacked ? "doble" : "una"}-linea-${cuiFirst ? "cui-arriba" : "cui-abajo"}`;
  },
};

const FAMILIES: Record<Era, Family> = {
  lectura: pasaporteFamily(LECTURA),
  electronico: pasaporteFamily(ELECTRONICO),
};

/** Whether a drawn page fits its booklet's years: the electronic one from 2022, the other before. */
function fits(era: Era, fields: Record<string, { normalized: unknown }>): boolean {
  const issued = String(fields.fecha_expedicion?.normalized);
  return era === "electronico" ? issued >= "2022-01-01" : issued < "2022-01-01";
}

/**
 * Guatemala's passport data page: the electronic booklet in 60 % of draws, the
 * machine-readable one otherwise; the holder and dates are re-drawn from a fresh stream until
 * the issue date falls in the booklet's years.
 */
export const PASAPORTE_GT: Family = {
  ...FAMILIES.electronico,
  name: "pasaporte-gt",
  description: "Guatemalan passport",
  render(rng) {
    const era: Era = rng.chance(0.6) ? "electronico" : "lectura";
    let doc = FAMILIES[era].render(rng.fork(`${era}-0`));
    for (let attempt = 1; attempt < 40 && !fits(era, doc.fields); attempt++)
      doc = FAMILIES[era].render(rng.fork(`${era}-${attempt}`));
    return doc;
  },
};
