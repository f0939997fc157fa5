/**
 * Training family of roster 4 (passport): the data page of Costa Rica's passport, issued by the
 * Dirección General de Migración y Extranjería (DGME), in its two print runs: the
 * machine-readable booklet of 2006–2021 (six years' validity, trilingual Spanish/English/French
 * captions) and the biometric booklet issued since 2022 (ten years' validity, Spanish/English
 * captions, chip symbol, ghost image, the painted ox-cart wheel behind the data). Names and
 * places come from this file's own pools.
 */
import type { SKRSContext2D } from "@napi-rs/canvas";
import type { Pools } from "../../content/citizen.ts";
import { COSTA_RICA } from "../../content/countries/index.ts";
import type { Place } from "../../content/country.ts";
import { digits } from "../../content/country.ts";
import type { FontFamily } from "../../fonts.ts";
import { emblem, guilloche, photoPlaceholder, signature } from "../../render/decor.ts";
import type { TextStyle } from "../../render/page.ts";
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
import { drawMrzLines, type PasaporteDesign, pasaporteFamily, TD3 } from "../shared/pasaporte.ts";

const [W, H] = TD3;
/** Top of the plain strip that carries the MRZ. */
const MRZ_STRIP = 846;
/** The flag: blue, white, red (double width), white, blue. */
const FLAG = ["#002b7f", "#ffffff", "#ce1126", "#ffffff", "#002b7f"] as const;
const FLAG_SHARES = [1, 1, 2, 1, 1] as const;

// ---------------------------------------------------------------------------------------------
// Pools: Costa Rican names, birthplaces (cantons' head towns) and addresses by "señas"
// ---------------------------------------------------------------------------------------------

const CR_BIRTHPLACES: Place[] = [
  { name: "San José", state: "San José", areaCode: "2" },
  { name: "Desamparados", state: "San José", areaCode: "2" },
  { name: "Guadalupe", state: "San José", areaCode: "2" },
  { name: "San Isidro de El General", state: "San José", areaCode: "2" },
  { name: "Santiago de Puriscal", state: "San José", areaCode: "2" },
  { name: "Alajuela", state: "Alajuela", areaCode: "2" },
  { name: "San Ramón", state: "Alajuela", areaCode: "2" },
  { name: "Grecia", state: "Alajuela", areaCode: "2" },
  { name: "Ciudad Quesada", state: "Alajuela", areaCode: "2" },
  { name: "Cartago", state: "Cartago", areaCode: "2" },
  { name: "Turrialba", state: "Cartago", areaCode: "2" },
  { name: "Paraíso", state: "Cartago", areaCode: "2" },
  { name: "Heredia", state: "Heredia", areaCode: "2" },
  { name: "Barva", state: "Heredia", areaCode: "2" },
  { name: "Santo Domingo", state: "Heredia", areaCode: "2" },
  { name: "Liberia", state: "Guanacaste", areaCode: "2" },
  { name: "Nicoya", state: "Guanacaste", areaCode: "2" },
  { name: "Santa Cruz", state: "Guanacaste", areaCode: "2" },
  { name: "Cañas", state: "Guanacaste", areaCode: "2" },
  { name: "Puntarenas", state: "Puntarenas", areaCode: "2" },
  { name: "Esparza", state: "Puntarenas", areaCode: "2" },
  { name: "Quepos", state: "Puntarenas", areaCode: "2" },
  { name: "Golfito", state: "Puntarenas", areaCode: "2" },
  { name: "Limón", state: "Limón", areaCode: "2" },
  { name: "Guápiles", state: "Limón", areaCode: "2" },
  { name: "Siquirres", state: "Limón", areaCode: "2" },
];

const CR_LANDMARKS = [
  "la iglesia católica",
  "la plaza de deportes",
  "la escuela pública",
  "el EBAIS",
  "la pulpería La Esquina",
  "el Banco Nacional",
  "la parada de buses",
  "el Palí",
  "la delegación de policía",
  "el Liceo",
];

/** "Barva, Heredia, del Banco Nacional 200 m norte y 50 m este, casa 14". */
function crSenas(rng: Rng, place: Place): string {
  const dirs = ["norte", "sur", "este", "oeste"] as const;
  const first = `${rng.pick([50, 100, 150, 200, 300, 400])} m ${rng.pick(dirs)}`;
  const second = rng.chance(0.5) ? ` y ${rng.pick([25, 50, 75, 100])} m ${rng.pick(dirs)}` : "";
  const house = rng.chance(0.6) ? `, casa ${rng.int(1, 60)}` : "";
  return `${place.name}, ${place.state}, de ${rng.pick(CR_LANDMARKS)} ${first}${second}${house}`;
}

/** Costa Ricans: one or two given names (José Pablo, María Fernanda); two surnames always. */
const POOLS_CR_PASAPORTE: Pools = {
  male: [
    "José",
    "Pablo",
    "Luis",
    "Fernando",
    "Juan",
    "Carlos",
    "Andrés",
    "Esteban",
    "Randall",
    "Minor",
    "Greivin",
    "Allan",
    "Kendall",
    "Álvaro",
    "Rafael",
    "Olman",
    "Geovanny",
    "Sebastián",
    "Mario",
    "Alberto",
    "Roy",
    "Fabio",
  ],
  female: [
    "María",
    "Ana",
    "Cristina",
    "Laura",
    "Hazel",
    "Yorleny",
    "Kattia",
    "Xinia",
    "Marianela",
    "Priscilla",
    "Jessica",
    "Adriana",
    "Rebeca",
    "Fernanda",
    "Sofía",
    "Valeria",
    "Grettel",
    "Raquel",
    "Lucía",
    "Noelia",
    "Tatiana",
  ],
  surnames: [
    "Vargas",
    "Solís",
    "Mora",
    "Quesada",
    "Alvarado",
    "Brenes",
    "Castro",
    "Chaves",
    "Arias",
    "Zúñiga",
    "Fallas",
    "Camacho",
    "Leiva",
    "Navarro",
    "Valverde",
    "Sibaja",
    "Villalobos",
    "Obando",
    "Elizondo",
    "Vindas",
    "Herrera",
    "Esquivel",
    "Campos",
    "Umaña",
    "Bonilla",
    "Aguilar",
    "Corrales",
    "Retana",
    "Sanabria",
    "Méndez",
  ],
  // San José and Alajuela are the most frequent birthplaces.
  places: [
    ...CR_BIRTHPLACES,
    ...CR_BIRTHPLACES.filter((p) => p.name === "San José" || p.name === "Alajuela").flatMap((p) => [
      p,
      p,
    ]),
  ],
  address: crSenas,
  occupations: [
    ["agricultor", "agricultora"],
    ["educador", "educadora"],
    ["comerciante", "comerciante"],
    ["ingeniero", "ingeniera"],
    ["oficinista", "oficinista"],
    ["chofer", "estilista"],
    ["guía turístico", "guía turística"],
    ["enfermero", "enfermera"],
    ["estudiante", "estudiante"],
    ["operario", "operaria"],
  ],
  civil: [["unión libre", "unión libre"]],
  emailDomains: ["gmail.com", "hotmail.com", "yahoo.com", "ice.co.cr", "racsa.co.cr"],
};

// ---------------------------------------------------------------------------------------------
// Captions
// ---------------------------------------------------------------------------------------------

/** A caption in Spanish, English and French, as ICAO data pages print them. */
type Caption = readonly [es: string, en: string, fr: string];

interface Captions {
  tipo: Caption;
  codigo: Caption;
  numero: Caption;
  apellidos: Caption;
  nombres: Caption;
  nacionalidad: Caption;
  nacimiento: Caption;
  sexo: Caption;
  lugar: Caption;
  expedicion: Caption;
  vencimiento: Caption;
  personal: Caption;
  autoridad: Caption;
  firma: Caption;
}

/** The captions of one print run; the wording of some varies between runs. */
function captions(rng: Rng): Captions {
  return {
    tipo: ["Tipo", "Type", "Type"],
    codigo: rng.pick<Caption>([
      ["Código del país", "Country code", "Code du pays"],
      ["Código", "Code", "Code"],
    ]),
    numero: rng.pick<Caption>([
      ["Pasaporte N°", "Passport No.", "Passeport N°"],
      ["No. de pasaporte", "Passport No.", "N° du passeport"],
    ]),
    apellidos: ["Apellidos", "Surname", "Nom"],
    nombres: rng.pick<Caption>([
      ["Nombre", "Given names", "Prénoms"],
      ["Nombres", "Given names", "Prénoms"],
    ]),
    nacionalidad: ["Nacionalidad", "Nationality", "Nationalité"],
    nacimiento: ["Fecha de nacimiento", "Date of birth", "Date de naissance"],
    sexo: ["Sexo", "Sex", "Sexe"],
    lugar: ["Lugar de nacimiento", "Place of birth", "Lieu de naissance"],
    expedicion: rng.pick<Caption>([
      ["Fecha de expedición", "Date of issue", "Date de délivrance"],
      ["Fecha de emisión", "Date of issue", "Date de délivrance"],
    ]),
    vencimiento: rng.pick<Caption>([
      ["Fecha de vencimiento", "Date of expiry", "Date d'expiration"],
      ["Fecha de expiración", "Date of expiry", "Date d'expiration"],
    ]),
    personal: rng.pick<Caption>([
      ["Cédula", "Personal No.", "N° personnel"],
      ["N° de cédula", "Personal No.", "N° personnel"],
      ["Identificación", "Personal No.", "N° personnel"],
    ]),
    autoridad: ["Autoridad", "Authority", "Autorité"],
    firma: ["Firma del titular", "Holder's signature", "Signature du titulaire"],
  };
}

/** How the issuing authority is printed. */
const AUTHORITIES = [
  "D.G.M.E.",
  "DGME - SAN JOSÉ",
  "MIGRACIÓN COSTA RICA",
  "DIR. GRAL. DE MIGRACIÓN Y EXTRANJERÍA",
];

const MRZ_FONTS: readonly FontFamily[] = ["IBM Plex Mono", "Roboto Mono", "Courier Prime"];

// ---------------------------------------------------------------------------------------------
// Decorations particular to this family
// ---------------------------------------------------------------------------------------------

/** The painted wheel of a Costa Rican ox cart: a rim, sixteen spokes and coloured petals. */
function carretaWheel(ctx: SKRSContext2D, cx: number, cy: number, r: number, alpha: number): void {
  const colors = ["#c62828", "#f9a825", "#1565c0", "#2e7d32"];
  ctx.save();
  ctx.globalAlpha = alpha;
  for (let i = 0; i < 16; i++) {
    const a0 = (i * Math.PI * 2) / 16;
    const a1 = a0 + (Math.PI * 2) / 16;
    ctx.fillStyle = colors[i % colors.length] as string;
    ctx.beginPath();
    ctx.moveTo(cx + r * 0.3 * Math.cos((a0 + a1) / 2), cy + r * 0.3 * Math.sin((a0 + a1) / 2));
    ctx.lineTo(cx + r * 0.82 * Math.cos(a0 + 0.05), cy + r * 0.82 * Math.sin(a0 + 0.05));
    ctx.lineTo(cx + r * 0.82 * Math.cos(a1 - 0.05), cy + r * 0.82 * Math.sin(a1 - 0.05));
    ctx.closePath();
    ctx.fill();
  }
  ctx.strokeStyle = "#5d4037";
  ctx.lineWidth = r / 40;
  for (const k of [1, 0.9, 0.3, 0.18]) {
    ctx.beginPath();
    ctx.arc(cx, cy, r * k, 0, Math.PI * 2);
    ctx.stroke();
  }
  for (let i = 0; i < 16; i++) {
    const a = (i * Math.PI * 2) / 16;
    ctx.beginPath();
    ctx.moveTo(cx + r * 0.18 * Math.cos(a), cy + r * 0.18 * Math.sin(a));
    ctx.lineTo(cx + r * 0.9 * Math.cos(a), cy + r * 0.9 * Math.sin(a));
    ctx.stroke();
  }
  ctx.restore();
}

/** Volcano and hills along the foot of the data area, as a faint printed landscape. */
function landscape(ctx: SKRSContext2D, top: number, bottom: number, color: string): void {
  ctx.save();
  ctx.fillStyle = color;
  ctx.beginPath();
  ctx.moveTo(0, bottom);
  ctx.lineTo(0, top + 120);
  ctx.quadraticCurveTo(220, top + 60, 420, top + 110);
  ctx.lineTo(760, top);
  ctx.lineTo(800, top + 8);
  ctx.lineTo(1120, top + 115);
  ctx.quadraticCurveTo(1300, top + 70, W, top + 100);
  ctx.lineTo(W, bottom);
  ctx.closePath();
  ctx.fill();
  ctx.restore();
}

/** The ICAO "chip inside" symbol: a rounded frame, a circle, two bars. */
function chipSymbol(ctx: SKRSContext2D, x: number, y: number, w: number, color: string): void {
  const h = w * 0.62;
  ctx.save();
  ctx.strokeStyle = color;
  ctx.fillStyle = color;
  ctx.lineWidth = Math.max(2, w / 18);
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, w * 0.08);
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(x + w / 2, y + h / 2, h * 0.24, 0, Math.PI * 2);
  ctx.stroke();
  ctx.fillRect(x + w * 0.12, y + h * 0.2, w * 0.76, Math.max(2, h * 0.06));
  ctx.fillRect(x + w * 0.12, y + h * 0.74, w * 0.76, Math.max(2, h * 0.06));
  ctx.restore();
}

/** Text drawn straight onto the canvas at a right angle (never recorded, like a perforation). */
function verticalText(
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
  ctx.textAlign = "left";
  ctx.fillText(text, 0, 0);
  ctx.restore();
}

/** Holes laser-perforated in the shape of digits: a row of dots per digit, 5 × 7 grid. */
function perforatedNumber(
  ctx: SKRSContext2D,
  text: string,
  x: number,
  y: number,
  pitch: number,
  rng: Rng,
): void {
  ctx.save();
  ctx.fillStyle = "rgba(255,255,255,0.85)";
  ctx.strokeStyle = "rgba(60,60,60,0.45)";
  ctx.lineWidth = 1;
  // Each character down the page, its dots across: a recognisable texture, not a font.
  for (const [i, ch] of [...text].entries()) {
    const code = ch.charCodeAt(0);
    for (let row = 0; row < 5; row++) {
      for (let col = 0; col < 7; col++) {
        const on = (code * 31 + row * 7 + col * 13 + i) % 5 < 3 !== rng.chance(0.08);
        if (!on) continue;
        ctx.beginPath();
        ctx.arc(x + col * pitch, y + i * pitch * 7 + row * pitch, pitch * 0.32, 0, Math.PI * 2);
        ctx.fill();
        ctx.stroke();
      }
    }
  }
  ctx.restore();
}

// ---------------------------------------------------------------------------------------------
// The two print runs
// ---------------------------------------------------------------------------------------------

type Era = "clasico" | "biometrico";

const LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ";

const COMMON = {
  split: "train",
  description: "Costa Rican passport",
  country: COSTA_RICA,
  pools: POOLS_CR_PASAPORTE,
  letterCase: ["upper"],
  nameOrder: ["given_first"],
} as const satisfies Partial<PasaporteDesign>;

/**
 * The machine-readable booklet of 2006–2021: a centred heading over a flag ribbon, the booklet
 * number in red at the top right, trilingual captions (the Spanish part in bold) above each
 * value, the photo on the left with the dry seal over its corner, a rosette and watermark
 * behind the data, the holder's signature and name under the photo.
 */
const CLASICO: PasaporteDesign = {
  ...COMMON,
  name: "pasaporte-cr-clasico",
  fonts: ["PT Sans", "Roboto", "Noto Sans"],
  dateStyles: ["dmon_bilingual", "dmon_bilingual", "dmy_slash"],
  // Nine digits, led by the province digit as the cédula is.
  passportNumber: (rng) => `${rng.int(1, 7)}${String(rng.int(0, 99_999_999)).padStart(8, "0")}`,
  validity: [6],
  fullName: "given_first",
  draw(page, rng, p, holder, mrz) {
    const { ctx } = page;
    const C = captions(rng);
    const navy = rng.pick(["#0d2a6b", "#13306e", "#1f3a5f"]);
    const labelInk = rng.pick(["#2d4f86", "#3a5470", "#4b4b7a"]);
    const ground = rng.pick([
      ["#eaf1fa", "#fbf7ea", "#eef5fb"],
      ["#eef6f1", "#fbf8ec", "#f3eef8"],
    ]);
    onCard(ctx, W, H, 20, () => {
      tint(ctx, { x: 0, y: 0, width: W, height: H }, ground, 25);
      guilloche(ctx, { x: 0, y: 160, width: W, height: 680 }, rng, "rgba(13,42,107,0.12)", 46);
      rings(ctx, 880, 470, 330, "rgba(13,42,107,0.08)", { step: 7, lobes: 9, depth: 0.05 });
      emblem(ctx, 880, 470, 190, "rgba(13,42,107,0.07)");
      watermark(ctx, "COSTA RICA", 880, 700, {
        size: 110,
        color: "rgba(206,17,38,0.05)",
        angle: -12,
      });
      stripes(ctx, { x: 0, y: 138, width: W, height: 14 }, FLAG, "horizontal", FLAG_SHARES);
      ctx.fillStyle = "#fbfbf8";
      ctx.fillRect(0, MRZ_STRIP, W, H - MRZ_STRIP);
      microprint(
        ctx,
        { x: 0, y: MRZ_STRIP - 14, width: W, height: 12 },
        "REPUBLICA DE COSTA RICA DGME",
        "rgba(13,42,107,0.45)",
        { size: 6 },
      );
    });
    emblem(ctx, 92, 74, 52, navy);
    page.text("REPÚBLICA DE COSTA RICA", W / 2, 60, {
      size: 34,
      bold: true,
      color: navy,
      align: "center",
    });
    page.text("PASAPORTE · PASSPORT · PASSEPORT", W / 2, 98, {
      size: 22,
      bold: true,
      color: "#ce1126",
      align: "center",
    });
    page.text("Dirección General de Migración y Extranjería", W / 2, 126, {
      size: 16,
      color: labelInk,
      align: "center",
    });
    // The booklet's number, printed in red at the top right.
    page.text(p.numero_pasaporte.printed, W - 56, 84, {
      size: 30,
      bold: true,
      family: "Roboto Mono",
      color: "#b3121f",
      align: "right",
    });

    const photo = { x: 58, y: 182, width: 300, height: 390 };
    photoPlaceholder(ctx, photo, rng);
    roundStamp(
      ctx,
      photo.x + photo.width - 40,
      photo.y + photo.height - 30,
      70,
      "MIGRACIÓN · COSTA RICA",
      rng,
      {
        color: "rgba(70,80,110,0.38)",
      },
    );

    /** The Spanish caption in bold, then " / English / French" in the regular weight. */
    const caption = (c: Caption, x: number, y: number) => {
      const es = page.text(c[0], x, y, { size: 16, bold: true, color: labelInk });
      page.text(`/ ${c[1]} / ${c[2]}`, es.x + es.width + 6, y, { size: 15, color: labelInk });
    };
    const value: TextStyle = { size: 29, bold: true, color: "#141414" };
    const field = (c: Caption, text: string, x: number, y: number, width: number) => {
      caption(c, x, y);
      page.text(text, x, y + 34, { ...value, maxWidth: width });
    };
    const x = 400;
    const x2 = 900;
    const right = W - 60;
    field(C.tipo, p.tipo.printed, x, 190, 90);
    field(C.codigo, p.codigo_pais.printed, 540, 190, 150);
    field(C.numero, p.numero_pasaporte.printed, x2, 190, right - x2);
    field(C.apellidos, p.apellidos.printed, x, 270, right - x);
    field(C.nombres, p.nombres.printed, x, 350, right - x);
    field(C.nacionalidad, p.nacionalidad.printed, x, 430, x2 - x - 30);
    field(C.nacimiento, p.fecha_nacimiento.printed, x2, 430, right - x2);
    field(C.sexo, p.sexo.printed, x, 510, 90);
    field(C.lugar, p.lugar_nacimiento.printed, 580, 510, right - 580);
    field(C.expedicion, p.fecha_expedicion.printed, x, 590, x2 - x - 30);
    field(C.vencimiento, p.fecha_vencimiento.printed, x2, 590, right - x2);
    field(C.personal, holder.citizen.id.printed, x, 670, x2 - x - 30);
    field(C.autoridad, rng.pick(AUTHORITIES), x2, 670, right - x2);

    signature(ctx, { x: 70, y: 596, width: 280, height: 96 }, rng);
    page.line(64, 704, 358, 704, "#6b6b6b", 1.5);
    page.text(`${C.firma[0]} / ${C.firma[1]}`, 64, 728, {
      size: 14,
      color: labelInk,
      maxWidth: 300,
    });
    page.text(p.nombre_completo.printed, x, 790, {
      size: 22,
      bold: true,
      color: "#262626",
      maxWidth: right - x,
    });
    page.text("Titular / Holder", x, 816, { size: 13, color: labelInk });
    drawMrzLines(page, mrz, {
      x: 56,
      top: 928,
      width: W - 112,
      family: rng.pick(MRZ_FONTS),
      size: 54,
    });
    return "pasaporte-cr-clasico";
  },
};

/**
 * The biometric booklet issued since 2022: a blue band with the heading and the chip symbol,
 * Spanish/English captions (either "ESPAÑOL / English" on one line or Spanish over English),
 * the painted ox-cart wheel and a volcano landscape behind the data, ghost image, the number
 * laser-perforated down the right edge, the signature digitised beside the photo's foot.
 */
const BIOMETRICO: PasaporteDesign = {
  ...COMMON,
  name: "pasaporte-cr-biometrico",
  fonts: ["Source Sans 3", "Work Sans", "Noto Sans"],
  dateStyles: ["dmon_bilingual", "dmon", "dmy_space"],
  passportNumber: (rng) => `${rng.pick([...LETTERS])}${digits(rng, 8)}`,
  validity: [10],
  fullName: "surname_first",
  draw(page, rng, p, holder, mrz) {
    const { ctx } = page;
    const C = captions(rng);
    const band = rng.pick(["#0b2f7a", "#0a3d62", "#123a8c"]);
    const labelInk = rng.pick(["#1d4b8f", "#285a6b"]);
    const stackedCaptions = rng.chance(0.5);
    onCard(ctx, W, H, 20, () => {
      tint(ctx, { x: 0, y: 0, width: W, height: H }, ["#e3eefa", "#f4f8ea", "#e8f3f1"], 70);
      waves(ctx, { x: 0, y: 130, width: W, height: 716 }, rng, "rgba(11,47,122,0.11)", {
        spacing: 9,
        angle: -14,
      });
      landscape(ctx, 560, MRZ_STRIP, "rgba(46,125,50,0.09)");
      carretaWheel(ctx, 960, 420, 250, 0.1);
      dotScreen(ctx, { x: 0, y: 130, width: W, height: 30 }, "rgba(11,47,122,0.18)", 8, 1.3);
      ctx.fillStyle = band;
      ctx.fillRect(0, 0, W, 122);
      stripes(ctx, { x: 0, y: 122, width: W, height: 10 }, FLAG, "horizontal", FLAG_SHARES);
      ctx.fillStyle = "#fafbf9";
      ctx.fillRect(0, MRZ_STRIP, W, H - MRZ_STRIP);
    });
    emblem(ctx, 84, 62, 44, "#ffffff");
    page.text("REPÚBLICA DE COSTA RICA", 148, 58, { size: 34, bold: true, color: "#ffffff" });
    page.text("Dirección General de Migración y Extranjería", 148, 96, {
      size: 18,
      color: "#d6e4ff",
    });
    const title = page.text("PASAPORTE", W - 60, 58, {
      size: 32,
      bold: true,
      color: "#ffffff",
      align: "right",
    });
    page.text("PASSPORT / PASSEPORT", W - 60, 96, { size: 18, color: "#d6e4ff", align: "right" });
    chipSymbol(ctx, title.x - 92, 30, 64, "#ffffff");

    const photo = { x: 56, y: 168, width: 310, height: 400 };
    photoPlaceholder(ctx, photo, rng);
    ghostPortrait(ctx, { x: 1250, y: 560, width: 130, height: 160 }, band);
    perforatedNumber(ctx, p.numero_pasaporte.normalized as string, W - 48, 170, 5, rng);
    verticalText(ctx, p.numero_pasaporte.printed, W - 74, 540, {
      size: 20,
      color: "rgba(11,47,122,0.55)",
      family: "Roboto Mono",
    });

    const caption = (c: Caption, x: number, y: number) => {
      if (stackedCaptions) {
        page.text(c[0], x, y - 18, { size: 16, bold: true, color: labelInk });
        page.text(c[1], x, y, { size: 14, color: "#5b6f86" });
      } else {
        page.text(`${c[0].toLocaleUpperCase("es")} / ${c[1]}`, x, y, {
          size: 15,
          color: labelInk,
        });
      }
    };
    const field = (c: Caption, text: string, x: number, y: number, width: number) => {
      caption(c, x, y);
      page.text(text, x, y + 34, { size: 28, bold: true, color: "#101010", maxWidth: width });
    };
    const x = 406;
    const mid = 820;
    const right = 1230;
    field(C.tipo, p.tipo.printed, x, 186, 80);
    field(C.codigo, p.codigo_pais.printed, 560, 186, 120);
    field(C.numero, p.numero_pasaporte.printed, mid, 186, right - mid);
    field(C.apellidos, p.apellidos.printed, x, 268, right - x);
    field(C.nombres, p.nombres.printed, x, 350, right - x);
    field(C.nacionalidad, p.nacionalidad.printed, x, 432, mid - x - 30);
    field(C.sexo, p.sexo.printed, mid, 432, 80);
    field(C.nacimiento, p.fecha_nacimiento.printed, x, 514, mid - x - 30);
    field(C.lugar, p.lugar_nacimiento.printed, mid, 514, right - mid);
    field(C.expedicion, p.fecha_expedicion.printed, x, 596, mid - x - 30);
    field(C.vencimiento, p.fecha_vencimiento.printed, mid, 596, right - mid);
    field(C.personal, holder.citizen.id.printed, x, 678, mid - x - 30);
    field(C.autoridad, rng.pick(AUTHORITIES), mid, 678, right - mid);

    signature(ctx, { x: 66, y: 604, width: 290, height: 92 }, rng, "#1b1b1b");
    page.text(`${C.firma[0]} / ${C.firma[1]}`, 60, 726, {
      size: 14,
      color: labelInk,
      maxWidth: 310,
    });
    page.text(p.nombre_completo.printed, 60, 808, {
      size: 21,
      bold: true,
      color: "#1f1f1f",
      maxWidth: 1100,
    });
    drawMrzLines(page, mrz, {
      x: 56,
      top: 928,
      width: W - 112,
      family: rng.pick(MRZ_FONTS),
      size: 54,
    });
    return `pasaporte-cr-biometrico-${stackedCaptions ? "doble-linea" : "una-linea"}`;
  },
};

const FAMILIES: Record<Era, Family> = {
  clasico: pasaporteFamily(CLASICO),
  biometrico: pasaporteFamily(BIOMETRICO),
};

/**
 * Costa Rica's passport data page. Either booklet is drawn with even odds; its issue date is
 * kept to the booklet's years (the classic booklet before 2022, the biometric one from 2022),
 * by re-drawing the holder and dates from a fresh stream when they fall outside them.
 */
export const PASAPORTE_CR: Family = {
  ...FAMILIES.biometrico,
  name: "pasaporte-cr",
  description: "Costa Rican passport",
  render(rng) {
    const era: Era = rng.chance(0.5) ? "clasico" : "biometrico";
    const fits = (issued: string) => (era === "biometrico") === issued >= "2022-01-01";
    let doc = FAMILIES[era].render(rng.fork(`${era}-0`));
    for (let attempt = 1; attempt < 40; attempt++) {
      if (fits(String(doc.fields.fecha_expedicion?.normalized))) break;
      doc = FAMILIES[era].render(rng.fork(`${era}-${attempt}`));
    }
    return doc;
  },
};
