/**
 * Roster 4 form family: the Dominican Republic's application for a driving licence at the
 * INTRANT (Instituto Nacional de Tránsito y Transporte Terrestre, Ley No. 63-17). The kind of
 * application (primera vez, renovación, duplicado, cambio de categoría, canje) and the licence
 * category (01 motorcycles … 05 special vehicles, learner's permit) are ticked in box groups; the
 * applicant's data sit in ruled cells, the cédula (000-0000000-0) and the dates in comb cells
 * one character per box; a sworn declaration under the Ley 63-17, the applicant's signature and
 * thumbprint, and a part for the office's use (requirements checked, evaluator, stamp) close it.
 * The family brings its own Dominican pools of names, places and streets.
 */
import type { Pools } from "../../content/citizen.ts";
import { DOMINICAN_REPUBLIC } from "../../content/countries/index.ts";
import type { Place } from "../../content/country.ts";
import {
  addTime,
  type CivilDate,
  CORPUS_TODAY,
  dateBetween,
  formatDate,
} from "../../content/dates.ts";
import { upper } from "../../content/names.ts";
import type { FontFamily } from "../../fonts.ts";
import { barcode, emblem, fingerprint, qrLike, signature } from "../../render/decor.ts";
import type { Palette } from "../../render/document.ts";
import type { Box, Page, TextStyle } from "../../render/page.ts";
import { roundStamp } from "../../render/stamp.ts";
import type { Family } from "../family.ts";
import { A4, type FormKind, formularioFamily } from "../shared/a4.ts";

// ---------------------------------------------------------------------------------------------
// Dominican pools: "C/ Padre Billini No. 54, Gazcue, Santo Domingo".

const DO_PLACES: Place[] = [
  { name: "Santo Domingo", state: "Distrito Nacional", areaCode: "809" },
  { name: "Santo Domingo", state: "Distrito Nacional", areaCode: "809" },
  { name: "Santo Domingo Este", state: "Santo Domingo", areaCode: "809" },
  { name: "Santo Domingo Norte", state: "Santo Domingo", areaCode: "809" },
  { name: "Los Alcarrizos", state: "Santo Domingo", areaCode: "809" },
  { name: "Santiago de los Caballeros", state: "Santiago", areaCode: "809" },
  { name: "Santiago de los Caballeros", state: "Santiago", areaCode: "809" },
  { name: "La Vega", state: "La Vega", areaCode: "809" },
  { name: "San Cristóbal", state: "San Cristóbal", areaCode: "809" },
  { name: "San Francisco de Macorís", state: "Duarte", areaCode: "809" },
  { name: "Puerto Plata", state: "Puerto Plata", areaCode: "809" },
  { name: "La Romana", state: "La Romana", areaCode: "809" },
  { name: "Higüey", state: "La Altagracia", areaCode: "809" },
  { name: "Baní", state: "Peravia", areaCode: "809" },
  { name: "Moca", state: "Espaillat", areaCode: "809" },
  { name: "Bonao", state: "Monseñor Nouel", areaCode: "809" },
  { name: "Mao", state: "Valverde", areaCode: "809" },
  { name: "Barahona", state: "Barahona", areaCode: "809" },
  { name: "San Juan de la Maguana", state: "San Juan", areaCode: "809" },
  { name: "Nagua", state: "María Trinidad Sánchez", areaCode: "809" },
];

const DO_SECTORS: Record<string, readonly string[]> = {
  "Santo Domingo": [
    "Gazcue",
    "Ens. Naco",
    "Piantini",
    "Los Prados",
    "Villa Juana",
    "Villa Consuelo",
    "Cristo Rey",
    "Ens. La Fe",
    "Bella Vista",
    "Evaristo Morales",
    "Mirador Sur",
    "Ciudad Nueva",
  ],
  "Santo Domingo Este": [
    "Los Mina",
    "Ens. Ozama",
    "Alma Rosa I",
    "Villa Faro",
    "El Almirante",
    "Invivienda",
    "Los Tres Brazos",
  ],
  "Santo Domingo Norte": ["Villa Mella", "Sabana Perdida", "Los Guaricanos", "Ciudad Modelo"],
  "Los Alcarrizos": ["Pueblo Nuevo", "Savica", "Barrio Landia", "Los Americanos"],
  "Santiago de los Caballeros": [
    "Los Jardines Metropolitanos",
    "Cienfuegos",
    "Gurabo",
    "Pueblo Nuevo",
    "Villa Olga",
    "Los Pepines",
    "Bella Vista",
    "Reparto Consuelo",
    "Cerros de Gurabo",
  ],
};
const DO_SECTORS_TOWN = [
  "Centro",
  "Pueblo Nuevo",
  "Los Maestros",
  "Villa Olímpica",
  "El Ejido",
  "Los Reyes",
  "Urb. Las Palmas",
  "Barrio Puerto Rico",
  "Villa Progreso",
  "Savica",
];
const DO_STREETS: Record<string, readonly string[]> = {
  "Santo Domingo": [
    "Av. 27 de Febrero",
    "Av. John F. Kennedy",
    "Av. Máximo Gómez",
    "Av. Independencia",
    "Av. Abraham Lincoln",
    "C/ Padre Billini",
    "C/ José Gabriel García",
    "C/ Mercedes",
    "C/ Arzobispo Nouel",
    "Av. Bolívar",
  ],
  "Santiago de los Caballeros": [
    "Av. Estrella Sadhalá",
    "Av. Juan Pablo Duarte",
    "C/ del Sol",
    "C/ Restauración",
    "C/ 16 de Agosto",
    "C/ Cuba",
    "Av. Bartolomé Colón",
  ],
};
const DO_STREETS_TOWN = [
  "C/ Duarte",
  "C/ Sánchez",
  "C/ Mella",
  "C/ Independencia",
  "C/ Restauración",
  "C/ Las Mercedes",
  "C/ Padre Castellanos",
  "C/ Principal",
  "Av. Libertad",
  "Av. Circunvalación",
  "Calle 1ra.",
  "Calle 5",
  "Calle 12",
  "Carretera Duarte",
];
const DO_CROSS = ["C/ Duarte", "C/ Sánchez", "C/ Mella", "Calle 3", "C/ Hermanas Mirabal"];
const DO_RESIDENCIALES = ["Res. Las Palmas", "Res. Don Pedro", "Res. Paraíso", "Res. del Este"];

const DO_POOLS: Pools = {
  male: [
    "Juan",
    "Carlos",
    "Ramón",
    "Rafael",
    "José",
    "Miguel",
    "Francisco",
    "Luis",
    "Manuel",
    "Pedro",
    "Yunior",
    "Wilson",
    "Félix",
    "Héctor",
    "Wander",
    "Starlin",
    "Robinson",
    "Anderson",
    "Elvis",
    "Danilo",
    "Hipólito",
    "Leonel",
    "Ángel",
    "Cristian",
    "Radhamés",
    "Euclides",
    "Domingo",
    "Fernando",
    "Alexis",
    "Yeison",
  ],
  female: [
    "María",
    "Altagracia",
    "Yokasta",
    "Yudelka",
    "Rosanna",
    "Massiel",
    "Dilenia",
    "Yaneris",
    "Carolina",
    "Ana",
    "Mercedes",
    "Yahaira",
    "Esmeralda",
    "Miledys",
    "Paola",
    "Katherine",
    "Ramona",
    "Juana",
    "Nicaury",
    "Francisca",
    "Rosa",
    "Mildred",
    "Scarlet",
    "Yomaira",
    "Leidy",
    "Josefina",
  ],
  surnames: [
    "Rodríguez",
    "Pérez",
    "Martínez",
    "Santana",
    "Reyes",
    "Núñez",
    "Peña",
    "Jiménez",
    "De la Cruz",
    "Rosario",
    "Almonte",
    "Tavárez",
    "Polanco",
    "Ureña",
    "Batista",
    "Féliz",
    "Guzmán",
    "Vásquez",
    "Mejía",
    "Taveras",
    "Cabrera",
    "Valdez",
    "Castillo",
    "Encarnación",
    "Santos",
    "De León",
    "Pichardo",
    "Mota",
    "Brito",
    "Ventura",
    "Paulino",
    "Fermín",
    "Frías",
    "Medina",
    "Bautista",
    "Abreu",
    "Liriano",
    "Hiraldo",
    "Disla",
    "Familia",
  ],
  places: DO_PLACES,
  address(rng, place) {
    const street = rng.pick(DO_STREETS[place.name] ?? DO_STREETS_TOWN);
    const n = rng.int(1, 320);
    const number = rng.weighted<string>([
      [`No. ${n}`, 5],
      [`#${n}`, 3],
      [`Núm. ${n}`, 1],
    ]);
    const corner = rng.chance(0.18) ? ` esq. ${rng.pick(DO_CROSS)}` : "";
    const unit = rng.weighted<string>([
      ["", 6],
      [`, Apto. ${rng.int(1, 6)}${rng.pick(["A", "B", "C", "D"])}`, 2],
      [`, ${rng.pick(DO_RESIDENCIALES)}`, 1],
    ]);
    const sector = rng.pick(DO_SECTORS[place.name] ?? DO_SECTORS_TOWN);
    return `${street} ${number}${corner}${unit}, ${sector}, ${place.name}`;
  },
  occupations: [
    ["comerciante", "comerciante"],
    ["chofer", "chofer"],
    ["motoconchista", "estilista"],
    ["mecánico", "secretaria"],
    ["empleado privado", "empleada privada"],
    ["empleado público", "empleada pública"],
    ["ingeniero civil", "ingeniera civil"],
    ["contador", "contadora"],
    ["profesor", "profesora"],
    ["estudiante", "estudiante"],
    ["agricultor", "ama de casa"],
    ["enfermero", "enfermera"],
    ["abogado", "abogada"],
    ["médico", "médica"],
    ["técnico en refrigeración", "cajera"],
    ["guardia de seguridad", "vendedora"],
    ["mensajero", "administradora"],
    ["militar", "militar"],
    ["albañil", "costurera"],
    ["ebanista", "peluquera"],
  ],
  civil: [
    ["unión libre", "unión libre"],
    ["unión libre", "unión libre"],
  ],
  emailDomains: [
    "gmail.com",
    "gmail.com",
    "hotmail.com",
    "outlook.com",
    "yahoo.com",
    "claro.net.do",
  ],
};

// ---------------------------------------------------------------------------------------------
// The form.

const [W, H] = A4;
const X = 150;
const CW = W - 2 * X;
const DO_RED = "#ce1126";

const DO_PALETTES: readonly Palette[] = [
  { name: "azul", primary: "#0b3a73", accent: "#0b3a73", light: "#e7eef7", pattern: "#d6e1ef" },
  { name: "celeste", primary: "#00558f", accent: "#004877", light: "#e5f1f9", pattern: "#d2e6f3" },
  // An office-printer run in black and grey.
  { name: "gris", primary: "#2b2b2b", accent: "#333333", light: "#ececec", pattern: "#dddddd" },
];

/** The kinds, weighted by how often each is asked for (renewals most). */
const KIND_OPTIONS = [
  "Primera vez",
  "Renovación",
  "Duplicado",
  "Cambio de categoría",
  "Canje de licencia extranjera",
] as const;
const KIND_WEIGHTS = [3, 4, 2, 2, 1];
const DO_KINDS: readonly FormKind[] = KIND_OPTIONS.flatMap((printed, i) =>
  Array.from({ length: KIND_WEIGHTS[i] ?? 1 }, () => ({
    tipo: printed.toLocaleLowerCase("es"),
    printed,
  })),
);

/** Licence categories of the Ley 63-17's regulation, and the learner's permit. */
const CATEGORIES = [
  ["1", "Motocicletas"],
  ["2", "Vehículos livianos"],
  ["3", "Pesados (minibuses, camiones de 2 ejes)"],
  ["4", "Pesados (autobuses, patanas, 3 ejes o más)"],
  ["5", "Vehículos especiales"],
] as const;
const LEARNER = "Permiso de aprendizaje";

const OFFICES = [
  "Sede Central, Santo Domingo",
  "Santo Domingo Este",
  "Santiago",
  "San Cristóbal",
  "La Vega",
  "San Francisco de Macorís",
  "Higüey",
  "La Romana",
  "Puerto Plata",
  "Bonao",
  "Barahona",
];
const FOREIGN = ["Estados Unidos", "España", "Puerto Rico", "Venezuela", "Italia", "Colombia"];

/** Ink of the filled-in values. */
interface Ink {
  family: FontFamily;
  color: string;
  size: number;
}

/** One cell of a ruled row: a text value, a comb of boxes, or a small group of ticks. */
type Cell =
  | { label: string; share: number; text: string }
  | { label: string; share: number; comb: string; caption?: string }
  | { label: string; share: number; ticks: readonly (readonly [string, boolean])[] };

/** The INTRANT's mark as a plain device: a road running to the horizon in a rounded square. */
function intrantMark(page: Page, x: number, y: number, size: number, palette: Palette): void {
  const { ctx } = page;
  page.rect({ x, y, width: size, height: size }, { fill: palette.primary, radius: size * 0.18 });
  ctx.save();
  ctx.fillStyle = "#ffffff";
  ctx.beginPath();
  ctx.moveTo(x + size * 0.14, y + size * 0.9);
  ctx.lineTo(x + size * 0.46, y + size * 0.22);
  ctx.lineTo(x + size * 0.54, y + size * 0.22);
  ctx.lineTo(x + size * 0.86, y + size * 0.9);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = palette.name === "gris" ? "#777777" : DO_RED;
  for (let i = 0; i < 4; i++) {
    const t0 = 0.28 + i * 0.16;
    const w = 0.012 + i * 0.012;
    ctx.fillRect(x + size * (0.5 - w), y + size * t0, size * 2 * w, size * 0.09);
  }
  ctx.restore();
}

/** A rectangular rubber stamp with two lines of lettering, drawn straight onto the canvas (not recorded). */
function boxStamp(
  page: Page,
  cx: number,
  cy: number,
  lines: readonly string[],
  color: string,
  angle: number,
): void {
  const { ctx } = page;
  ctx.save();
  ctx.translate(cx, cy);
  ctx.rotate((angle * Math.PI) / 180);
  ctx.strokeStyle = color;
  ctx.fillStyle = color;
  ctx.lineWidth = 5;
  const w = 520;
  const h = 60 + lines.length * 52;
  ctx.strokeRect(-w / 2, -h / 2, w, h);
  ctx.lineWidth = 2;
  ctx.strokeRect(-w / 2 + 10, -h / 2 + 10, w - 20, h - 20);
  ctx.textAlign = "center";
  for (const [i, line] of lines.entries()) {
    ctx.font = `bold ${i === 0 ? 48 : 30}px "Roboto Condensed"`;
    ctx.fillText(line, 0, -h / 2 + 72 + i * 52);
  }
  ctx.restore();
}

/**
 * Dominican driving-licence application at the INTRANT: the institution's header (an ISO-style
 * table with code and version, or a centred letterhead), the kind of application and the
 * category ticked (side by side or in rows), the applicant's data in ruled cells (labels in the
 * cell's corner or in a shaded left column), the cédula and dates one character per box, the
 * previous licence, a sworn declaration, signature and thumbprint, and the office's part.
 */
export const FORMULARIO_DO_LICENCIA: Family = formularioFamily({
  name: "formulario-do-licencia",
  split: "train",
  description: "Dominican driving-licence application (INTRANT)",
  country: DOMINICAN_REPUBLIC,
  pools: DO_POOLS,
  fonts: ["Roboto", "Open Sans", "Source Sans 3", "PT Sans"],
  dateStyles: ["dmy_slash", "dmy_slash", "dmy_slash", "dmy_dash", "long"],
  letterCase: ["upper", "upper", "title"],
  nameOrder: ["given_first", "given_first", "surname_first"],
  kinds: DO_KINDS,
  draw(page, rng, p, holder, kind) {
    const { ctx } = page;
    const citizen = holder.citizen;
    const cased = (text: string) => (holder.letterCase === "upper" ? upper(text) : text);
    const female = citizen.name.sex === "F";
    const age = CORPUS_TODAY.year - citizen.birth.year;
    const palette = rng.pick(DO_PALETTES);
    const tableHeader = rng.chance(0.55);
    const grid: "celda" | "tabla" = rng.chance(0.6) ? "celda" : "tabla";
    const filledBands = rng.chance(0.5);
    const sideBySide = rng.chance(0.6);
    const byHand = rng.chance(0.4);
    const system = !byHand && rng.chance(0.6);
    const labelsUpper = rng.chance(0.35);
    const ink: Ink = byHand
      ? {
          family: rng.pick(["Caveat", "Kalam"] as const),
          color: rng.pick(["#1a2f8f", "#14306e", "#222222"]),
          size: 46,
        }
      : {
          family: rng.pick(["Courier Prime", "IBM Plex Mono", "Roboto Mono", page.font] as const),
          color: "#111111",
          size: 38,
        };
    const numericDates = holder.dateStyle !== "long";
    const L = (text: string) => (labelsUpper ? upper(text) : text);
    const grey = "#555555";
    const [fy, fm, fd] = String(p.fecha.normalized).split("-").map(Number) as [
      number,
      number,
      number,
    ];
    const filed: CivilDate = { year: fy, month: fm, day: fd };

    // Label wordings of this print run.
    const words = {
      cedula: rng.pick([
        "Cédula de Identidad y Electoral",
        "No. de Cédula",
        "Cédula de Identidad y Electoral No.",
      ]),
      nacimiento: rng.pick(["Fecha de nacimiento", "Fecha de nac.", "F. de nacimiento"]),
      lugar: rng.pick(["Lugar de nacimiento", "Lugar de nac."]),
      ocupacion: rng.pick(["Ocupación", "Ocupación / Profesión", "Profesión u oficio"]),
      direccion: rng.pick([
        "Dirección (calle, No., sector, municipio)",
        "Dirección de residencia",
        "Domicilio (calle, número, sector, ciudad)",
      ]),
      celular: rng.pick(["Teléfono celular", "Celular", "Tel. móvil"]),
      email: rng.pick(["Correo electrónico", "E-mail", "Correo electrónico (e-mail)"]),
      catPrefix: rng.pick(["cero", "cat"] as const),
    };

    // Faint national shield behind the body on some runs.
    if (rng.chance(0.5)) emblem(ctx, W / 2, H * 0.52, 560, "rgba(20,50,110,0.05)");

    // ---- Header.
    const code = `${rng.pick(["DLC", "LIC", "DL"])}-${rng.pick(["FO", "F", "FR"])}-${String(rng.int(1, 30)).padStart(3, "0")}`;
    const version = String(rng.int(1, 6)).padStart(2, "0");
    const issuedRev = `${String(rng.int(1, 12)).padStart(2, "0")}/${rng.int(2019, 2024)}`;
    const office = rng.pick([
      "Dirección de Licencias de Conducir",
      "Departamento de Licencias de Conducir",
      "Dirección de Emisión de Licencias",
    ]);
    let y: number;
    if (tableHeader) {
      const top = 110;
      const hh = 300;
      const c1 = 470;
      const c3 = 460;
      page.rect({ x: X, y: top, width: CW, height: hh }, { stroke: "#333333", lineWidth: 3 });
      page.line(X + c1, top, X + c1, top + hh, "#333333", 3);
      page.line(X + CW - c3, top, X + CW - c3, top + hh, "#333333", 3);
      emblem(ctx, X + 118, top + 132, 86, palette.primary);
      page.text("REPÚBLICA DOMINICANA", X + 118, top + 262, {
        size: 17,
        bold: true,
        align: "center",
        color: palette.primary,
      });
      intrantMark(page, X + 262, top + 46, 160, palette);
      page.text("INTRANT", X + 342, top + 262, {
        size: 36,
        bold: true,
        align: "center",
        color: palette.primary,
      });
      const cx = X + c1 + (CW - c1 - c3) / 2;
      const midW = CW - c1 - c3 - 50;
      page.text("REPÚBLICA DOMINICANA", cx, top + 62, { size: 28, bold: true, align: "center" });
      page.text("INSTITUTO NACIONAL DE TRÁNSITO", cx, top + 122, {
        size: 40,
        bold: true,
        align: "center",
        color: palette.primary,
        maxWidth: midW,
      });
      page.text("Y TRANSPORTE TERRESTRE", cx, top + 172, {
        size: 40,
        bold: true,
        align: "center",
        color: palette.primary,
        maxWidth: midW,
      });
      page.text(office, cx, top + 240, { size: 30, align: "center", maxWidth: midW });
      const rx = X + CW - c3;
      const rowH = hh / 4;
      const meta = [
        ["Código:", code],
        ["Versión:", version],
        ["Emisión:", issuedRev],
        ["Página:", "1 de 1"],
      ] as const;
      for (const [i, [k, v]] of meta.entries()) {
        if (i > 0) page.line(rx, top + i * rowH, X + CW, top + i * rowH, "#333333", 2);
        page.text(k, rx + 20, top + i * rowH + 50, { size: 26, bold: true, color: grey });
        page.text(v, rx + 190, top + i * rowH + 50, { size: 28 });
      }
      y = top + hh + 20;
    } else {
      emblem(ctx, X + 110, 220, 100, palette.primary);
      intrantMark(page, W - X - 190, 128, 170, palette);
      page.text("INTRANT", W - X - 105, 336, {
        size: 34,
        bold: true,
        align: "center",
        color: palette.primary,
      });
      page.text("REPÚBLICA DOMINICANA", W / 2, 150, { size: 32, bold: true, align: "center" });
      page.text("INSTITUTO NACIONAL DE TRÁNSITO Y TRANSPORTE TERRESTRE", W / 2, 212, {
        size: 42,
        bold: true,
        align: "center",
        color: palette.primary,
        maxWidth: CW - 560,
      });
      page.text("(INTRANT)", W / 2, 264, { size: 32, bold: true, align: "center" });
      page.text(office, W / 2, 314, { size: 30, align: "center", color: grey });
      page.text(`${code} · Ver. ${version}`, W - X, 80, { size: 22, align: "right", color: grey });
      page.line(X, 372, W - X, 372, palette.primary, 6);
      page.line(X, 384, W - X, 384, palette.name === "gris" ? "#888888" : DO_RED, 3);
      y = 400;
    }

    // ---- Title, request number, filing date.
    const titleText = rng.pick([
      "SOLICITUD DE LICENCIA DE CONDUCIR",
      "FORMULARIO DE SOLICITUD DE LICENCIA DE CONDUCIR",
      "FORMULARIO ÚNICO DE SOLICITUD DE LICENCIA DE CONDUCIR",
    ]);
    page.text(titleText, W / 2, y + 78, {
      size: 54,
      bold: true,
      align: "center",
      color: palette.name === "gris" ? "#111111" : palette.primary,
      maxWidth: CW,
    });
    y += 110;

    // A value in the ink of the filled-in fields.
    const value = (text: string, x: number, baseline: number, maxWidth: number): Box =>
      page.text(text, x, baseline, {
        size: ink.size,
        family: ink.family,
        color: ink.color,
        maxWidth,
      });
    /** One box per letter or digit of `text` (separators between boxes), from x; returns the right edge. */
    const comb = (text: string, x: number, baseline: number, cell: number): number => {
      const style: TextStyle = { size: ink.size + 4, family: ink.family, color: ink.color };
      const digit = page.measure("0", style);
      const spacing = Math.max(8, cell - digit);
      ctx.letterSpacing = `${spacing}px`;
      const height = cell * 1.05;
      let right = x;
      for (const [i, ch] of [...text].entries()) {
        const at = x + page.measure(text.slice(0, i), style);
        if (/[0-9A-Za-z]/.test(ch)) {
          const w = page.measure(ch, style);
          page.rect(
            { x: at - spacing / 2, y: baseline - height * 0.8, width: w, height },
            { stroke: palette.accent, lineWidth: 2, fill: "rgba(255,255,255,0.6)" },
          );
          right = at - spacing / 2 + w;
        }
      }
      page.text(text, x, baseline, style);
      ctx.letterSpacing = "0px";
      return right;
    };
    /** A box; ticked in the applicant's ink, or with the office's black X (`office`). */
    const mark = (bx: number, by: number, size: number, checked: boolean, office = false): void => {
      page.rect(
        { x: bx, y: by, width: size, height: size },
        { stroke: "#222222", lineWidth: 2.5, fill: "#ffffff" },
      );
      if (!checked) return;
      ctx.save();
      ctx.strokeStyle = office ? "#1a1a1a" : ink.color;
      ctx.lineWidth = size / 7;
      ctx.lineCap = "round";
      ctx.beginPath();
      if (byHand && !office) {
        ctx.moveTo(bx + size * 0.12, by + size * 0.55);
        ctx.lineTo(bx + size * 0.4, by + size * 0.88);
        ctx.lineTo(bx + size * 1.05, by - size * 0.1);
      } else {
        ctx.moveTo(bx + size * 0.2, by + size * 0.2);
        ctx.lineTo(bx + size * 0.8, by + size * 0.8);
        ctx.moveTo(bx + size * 0.8, by + size * 0.2);
        ctx.lineTo(bx + size * 0.2, by + size * 0.8);
      }
      ctx.stroke();
      ctx.restore();
    };
    const checkboxes: Record<string, boolean> = {};
    /** Options one after another from x on one line; returns the right edge. */
    const tickLine = (
      options: readonly (readonly [string, boolean])[],
      x: number,
      baseline: number,
      size = 30,
      gap = 44,
      office = false,
    ): number => {
      let cx = x;
      for (const [label, checked] of options) {
        const box = Math.round(size * 1.15);
        mark(cx, baseline - box + 5, box, checked, office);
        const t = page.text(label, cx + box + 14, baseline, { size });
        cx = t.x + t.width + gap;
        checkboxes[label] = checked;
      }
      return cx;
    };

    // Filing date and request number; the office the application is filed at.
    const centre = rng.pick(OFFICES);
    const reqNo = `${filed.year}-${String(rng.int(1, 999_999)).padStart(6, "0")}`;
    const fechaLabel = page.text(L(rng.pick(["Fecha de solicitud:", "Fecha:"])), X, y + 62, {
      size: 30,
      bold: true,
      color: palette.accent,
    });
    if (numericDates) comb(p.fecha.printed, fechaLabel.x + fechaLabel.width + 36, y + 64, 54);
    else value(p.fecha.printed, fechaLabel.x + fechaLabel.width + 24, y + 62, 700);
    const nx = W - X - 640;
    page.rect({ x: nx, y: y + 6, width: 640, height: 86 }, { stroke: "#333333", lineWidth: 2.5 });
    page.text(L("Solicitud No."), nx + 16, y + 38, { size: 22, bold: true, color: grey });
    page.text(reqNo, nx + 16, y + 80, { size: 34, bold: true, family: "Roboto Mono" });
    barcode(ctx, { x: nx + 330, y: y + 18, width: 290, height: 62 }, rng);
    if (system) qrLike(ctx, nx - 150, y - 4, 120, rng);
    y += 110;
    if (system) {
      // Printed by the appointments system: appointment, office and procedure on one line.
      const cita = `Cita No. ${String(rng.int(10_000, 999_999))}`;
      const t1 = page.text(cita, X, y + 34, { size: 26, color: grey });
      const t2 = page.text(`Centro: ${centre}`, t1.x + t1.width + 50, y + 34, {
        size: 26,
        color: grey,
      });
      page.text(`Trámite: ${kind.printed}`, t2.x + t2.width + 50, y + 34, {
        size: 26,
        color: grey,
        maxWidth: X + CW - (t2.x + t2.width + 50),
      });
      y += 54;
    }

    // ---- Section headings.
    const heading = (n: number, title: string, x: number, top: number, w: number): number => {
      const text = `${n}. ${upper(title)}`;
      if (filledBands) {
        page.rect({ x, y: top, width: w, height: 58 }, { fill: palette.primary });
        page.text(text, x + 20, top + 42, {
          size: 30,
          bold: true,
          color: "#ffffff",
          maxWidth: w - 40,
        });
      } else {
        page.rect(
          { x, y: top, width: w, height: 58 },
          { fill: palette.light, stroke: palette.primary, lineWidth: 2 },
        );
        page.rect({ x, y: top, width: 14, height: 58 }, { fill: palette.primary });
        page.text(text, x + 34, top + 42, {
          size: 30,
          bold: true,
          color: palette.primary,
          maxWidth: w - 50,
        });
      }
      return top + 58;
    };

    // ---- 1 and 2: kind of application and category.
    const current =
      kind.tipo === "primera vez"
        ? undefined
        : rng.weighted([
            [1, 2],
            [2, 6],
            [3, 1],
          ]);
    let wanted: number | "learner";
    if (kind.tipo === "primera vez")
      wanted = rng.chance(0.12)
        ? "learner"
        : rng.weighted([
            [1, 3],
            [2, 6],
            [3, 1],
          ]);
    else if (kind.tipo === "cambio de categoría")
      wanted = Math.min(5, (current ?? 2) + (age >= 21 && rng.chance(0.4) ? 2 : 1));
    else if (kind.tipo === "canje de licencia extranjera") wanted = rng.chance(0.8) ? 2 : 1;
    else wanted = current ?? 2;
    const catLabel = ([n, what]: readonly [string, string]) =>
      words.catPrefix === "cero" ? `0${n} – ${what}` : `Cat. ${n}: ${what}`;
    const kindOptions = KIND_OPTIONS.map((k) => [k, k === kind.printed] as const);
    const catOptions = [
      ...CATEGORIES.map((c) => [catLabel(c), Number(c[0]) === wanted] as const),
      [LEARNER, wanted === "learner"] as const,
    ];
    const motive = rng.pick(["Pérdida", "Robo", "Deterioro"]);
    const motives = ["Pérdida", "Robo", "Deterioro"].map(
      (m) => [m, kind.tipo === "duplicado" && m === motive] as const,
    );
    const optionRow = sideBySide ? 64 : 60;
    if (sideBySide) {
      const gap = 40;
      const half = (CW - gap) / 2;
      const boxH = 58 + 24 + 6 * optionRow + 10;
      for (const [i, title] of ["Tipo de solicitud", "Categoría solicitada"].entries()) {
        const bx = X + i * (half + gap);
        heading(i + 1, title, bx, y, half);
        page.rect({ x: bx, y, width: half, height: boxH }, { stroke: "#333333", lineWidth: 2.5 });
      }
      for (const [i, option] of kindOptions.entries())
        tickLine([option], X + 30, y + 58 + 20 + (i + 1) * optionRow - 14);
      const my = y + 58 + 20 + 6 * optionRow - 14;
      const ml = page.text(L("Motivo (duplicado):"), X + 30, my, {
        size: 26,
        bold: true,
        color: palette.accent,
      });
      tickLine(motives, ml.x + ml.width + 24, my, 26, 30);
      for (const [i, option] of catOptions.entries())
        tickLine([option], X + half + gap + 30, y + 58 + 20 + (i + 1) * optionRow - 14);
      y += boxH + 30;
    } else {
      heading(1, "Tipo de solicitud", X, y, CW);
      y += 58;
      const colW = CW / 3;
      for (const [i, option] of kindOptions.entries())
        tickLine([option], X + 24 + (i % 3) * colW, y + 62 + Math.floor(i / 3) * optionRow);
      const ml = page.text(L("Motivo:"), X + 24 + 2 * colW, y + 62 + optionRow, {
        size: 26,
        bold: true,
        color: palette.accent,
      });
      tickLine(motives, ml.x + ml.width + 20, y + 62 + optionRow, 26, 26);
      y += 2 * optionRow + 30;
      page.rect(
        { x: X, y: y - 2 * optionRow - 30 - 58, width: CW, height: 58 + 2 * optionRow + 30 },
        { stroke: "#333333", lineWidth: 2.5 },
      );
      y += 24;
      heading(2, "Categoría solicitada", X, y, CW);
      y += 58;
      const catW = CW / 2;
      for (const [i, option] of catOptions.entries())
        tickLine([option], X + 24 + (i % 2) * catW, y + 62 + Math.floor(i / 2) * optionRow);
      y += 3 * optionRow + 30;
      page.rect(
        { x: X, y: y - 3 * optionRow - 30 - 58, width: CW, height: 58 + 3 * optionRow + 30 },
        { stroke: "#333333", lineWidth: 2.5 },
      );
      y += 30;
    }

    // ---- Ruled cells.
    const rowH = grid === "celda" ? 122 : 92;
    const drawCell = (cell: Cell, x: number, top: number, w: number): void => {
      page.rect({ x, y: top, width: w, height: rowH }, { stroke: "#333333", lineWidth: 2.5 });
      const label = L(cell.label);
      let vx: number;
      let baseline: number;
      if (grid === "celda") {
        page.text(label, x + 14, top + 32, {
          size: 24,
          bold: true,
          color: palette.accent,
          maxWidth: w - 28,
        });
        vx = x + 22;
        baseline = top + rowH - 22;
      } else {
        const lw = Math.min(w * 0.45, page.measure(label, { size: 26, bold: true }) + 40);
        page.rect(
          { x: x + 1.5, y: top + 1.5, width: lw - 1.5, height: rowH - 3 },
          { fill: palette.light },
        );
        page.line(x + lw, top, x + lw, top + rowH, "#333333", 2);
        page.text(label, x + 18, top + rowH / 2 + 10, {
          size: 26,
          bold: true,
          color: palette.accent,
          maxWidth: lw - 30,
        });
        vx = x + lw + 20;
        baseline = top + rowH - 28;
      }
      if ("text" in cell) {
        if (cell.text) value(cell.text, vx, baseline, x + w - vx - 16);
      } else if ("comb" in cell) {
        const cellW = Math.min(56, (x + w - vx - 24) / Math.max(1, cell.comb.length));
        comb(cell.comb, vx + 8, baseline - 2, cellW);
      } else {
        tickLine(cell.ticks, vx, baseline - 6, 28, 36);
      }
    };
    const rows = (cells: readonly (readonly Cell[])[], top: number): number => {
      let ry = top;
      for (const row of cells) {
        const total = row.reduce((s, c) => s + c.share, 0);
        let cx = X;
        for (const cell of row) {
          const w = (CW * cell.share) / total;
          drawCell(cell, cx, ry, w);
          cx += w;
        }
        ry += rowH;
      }
      return ry;
    };

    // ---- 3: the applicant.
    const givenFirst = p.nombre_completo.printed.startsWith(`${holder.p.nombres.printed} `);
    const fullCell = !givenFirst || rng.chance(0.35);
    const nameRow: Cell[] = fullCell
      ? [
          {
            label: givenFirst ? "Nombre(s) y apellido(s)" : "Apellidos y nombres",
            share: 1,
            text: p.nombre_completo.printed,
          },
        ]
      : [
          { label: "Nombre(s)", share: 1, text: holder.p.nombres.printed },
          { label: "Apellido(s)", share: 1, text: holder.p.apellidos.printed },
        ];
    const birthCell: Cell = numericDates
      ? { label: words.nacimiento, share: 3, comb: p.fecha_nacimiento.printed }
      : { label: words.nacimiento, share: 3, text: p.fecha_nacimiento.printed };
    const sexo: Cell = {
      label: "Sexo",
      share: 2.4,
      ticks: [
        ["Masculino", !female],
        ["Femenino", female],
      ],
    };
    const blood = rng.weighted<string>([
      ["O+", 5],
      ["A+", 3],
      ["B+", 2],
      ["AB+", 1],
      ["O-", 1],
      ["A-", 1],
    ]);
    const glasses = age > 45 ? rng.chance(0.55) : rng.chance(0.2);
    const lentes: Cell = {
      label: "¿Usa lentes?",
      share: 1.3,
      ticks: [
        ["Sí", glasses],
        ["No", !glasses],
      ],
    };
    const nationality: Cell = {
      label: "Nacionalidad",
      share: 1,
      text: holder.p.nacionalidad.printed,
    };
    const civil: Cell = { label: "Estado civil", share: 1, text: p.estado_civil.printed };
    const cedula: Cell = { label: words.cedula, share: 4.2, comb: p.cedula_numero.printed };
    const personal: Cell[][] =
      grid === "celda"
        ? [
            nameRow,
            [cedula, birthCell, sexo],
            [
              { label: words.lugar, share: 1.3, text: cased(citizen.birthPlace) },
              nationality,
              civil,
            ],
            [
              { label: words.ocupacion, share: 2, text: p.ocupacion.printed },
              { label: "Tipo de sangre", share: 0.9, text: blood },
              lentes,
            ],
          ]
        : [
            nameRow,
            [cedula],
            [
              { ...birthCell, share: 1.25 },
              { ...sexo, share: 1 },
            ],
            [{ label: words.lugar, share: 1, text: cased(citizen.birthPlace) }, nationality],
            [civil, { label: words.ocupacion, share: 1.2, text: p.ocupacion.printed }],
            [
              { label: "Tipo de sangre", share: 1, text: blood },
              { ...lentes, share: 1 },
            ],
          ];
    y = heading(
      3,
      rng.pick(["Datos del solicitante", "Datos generales del solicitante"]),
      X,
      y,
      CW,
    );
    y = rows(personal, y) + 30;

    // ---- 4: address and contact.
    // The landline is left blank: nearly everyone gives a mobile number only.
    const landline = "";
    const contact: Cell[][] = [
      [{ label: words.direccion, share: 1, text: p.direccion.printed }],
      [
        { label: "Provincia", share: 1, text: cased(citizen.place.state) },
        { label: words.celular, share: 1, text: p.telefono.printed },
        { label: "Tel. residencial", share: 0.8, text: landline },
      ],
      [{ label: words.email, share: 1, text: p.email.printed }],
    ];
    y = heading(4, rng.pick(["Dirección y contacto", "Datos de contacto"]), X, y, CW);
    y = rows(contact, y) + 30;

    // ---- 5: the licence held so far (blank on first applications).
    const expiry =
      kind.tipo === "renovación"
        ? dateBetween(rng, addTime(filed, -1), addTime(filed, 0, 30))
        : dateBetween(rng, addTime(filed, 0, 60), addTime(filed, 4));
    const held = current !== undefined || kind.tipo === "canje de licencia extranjera";
    const previous: Cell[] = [
      {
        label: "Categoría actual",
        share: 1,
        // A foreign licence carries its own country's class letter.
        text: !held
          ? ""
          : kind.tipo === "canje de licencia extranjera"
            ? rng.pick(["B", "C", "A2"])
            : `0${current ?? 2}`,
      },
      {
        label: "Fecha de vencimiento",
        share: 1.2,
        text: held ? formatDate(expiry, holder.dateStyle) : "",
      },
      {
        label: "País emisor (solo canje)",
        share: 1.3,
        text: kind.tipo === "canje de licencia extranjera" ? rng.pick(FOREIGN) : "",
      },
    ];
    y = heading(
      5,
      rng.pick(["Licencia anterior", "Datos de la licencia actual (si aplica)"]),
      X,
      y,
      CW,
    );
    y = rows([previous], y) + 30;

    // ---- 6: sworn declaration, place and date, signature and thumbprint.
    y = heading(6, rng.pick(["Declaración jurada", "Declaración del solicitante"]), X, y, CW);
    const bearer = female ? "portadora" : "portador";
    const who = givenFirst
      ? `Yo, ${p.nombre_completo.printed}, ${bearer} de la cédula No. ${p.cedula_numero.printed},`
      : `Yo, ${female ? "la suscrita" : "el suscrito"}, ${bearer} de la cédula No. ${p.cedula_numero.printed},`;
    const keep = givenFirst ? [p.nombre_completo.printed, p.cedula_numero.printed] : [];
    y = page.paragraph(
      `${who} declaro bajo la fe del juramento que los datos consignados en este formulario son verdaderos, que no padezco enfermedad ni limitación física o mental que me impida conducir vehículos de motor, y que conozco las disposiciones de la Ley No. 63-17 de Movilidad, Transporte Terrestre, Tránsito y Seguridad Vial de la República Dominicana. Autorizo al INTRANT a verificar la información suministrada.`,
      X + 10,
      y + 52,
      CW - 20,
      44,
      { size: 29 },
      keep,
    );
    const city =
      citizen.place.name === "Santo Domingo" ? "Santo Domingo, D.N." : citizen.place.name;
    const placeDate = page.text(`${L("Lugar y fecha")}: ${city},`, X + 10, y + 40, {
      size: 30,
      bold: true,
      color: palette.accent,
    });
    value(p.fecha.printed, placeDate.x + placeDate.width + 20, y + 40, 700);
    const sy = y + 240;
    signature(ctx, { x: X + 260, y: sy - 150, width: 560, height: 140 }, rng, ink.color);
    page.line(X + 160, sy, X + 1000, sy, "#333333", 2);
    page.text(L("Firma del solicitante"), X + 580, sy + 36, {
      size: 24,
      align: "center",
      color: grey,
    });
    const fx = X + CW - 330;
    page.rect({ x: fx, y: y + 70, width: 300, height: 230 }, { stroke: "#333333", lineWidth: 2.5 });
    if (rng.chance(0.7)) fingerprint(ctx, { x: fx + 70, y: y + 90, width: 160, height: 180 }, rng);
    page.text(L("Huella pulgar derecho"), fx + 150, y + 332, {
      size: 22,
      align: "center",
      color: grey,
    });
    y = Math.max(sy + 80, y + 360);

    // ---- Office's part: requirements checked, evaluator, stamp.
    const processed = rng.chance(0.65);
    const tested =
      kind.tipo === "primera vez" ||
      kind.tipo === "cambio de categoría" ||
      kind.tipo === "canje de licencia extranjera";
    const requirements: (readonly [string, boolean])[] = [
      ["Cédula original", processed],
      ["Evaluación médica", processed && kind.tipo !== "duplicado"],
      ["Charla de educación vial", processed && tested],
      ["Examen teórico", processed && tested],
      ["Examen práctico", processed && tested && rng.chance(0.8)],
      ["Recibo de pago", processed && rng.chance(0.9)],
    ];
    const oh = Math.min(H - 150 - y, 300);
    page.rect(
      { x: X, y, width: CW, height: oh },
      { stroke: "#333333", lineWidth: 2.5, fill: "#f7f7f7" },
    );
    page.text(L("PARA USO EXCLUSIVO DEL INTRANT"), X + 20, y + 44, {
      size: 26,
      bold: true,
      color: grey,
    });
    const reqW = (CW - 40) / 3;
    for (const [i, r] of requirements.entries())
      tickLine([r], X + 20 + (i % 3) * reqW, y + 104 + Math.floor(i / 3) * 58, 26, 44, true);
    page.text(
      `${L("Evaluador")}: ____________________   ${L("Firma y sello")}: ____________________`,
      X + 20,
      y + oh - 30,
      { size: 24, color: grey, maxWidth: CW - 40 },
    );
    if (processed) {
      signature(ctx, { x: X + 1250, y: y + oh - 110, width: 320, height: 80 }, rng, "#222222");
      if (rng.chance(0.5))
        roundStamp(ctx, X + CW - 230, y + oh / 2, 125, `INTRANT · ${upper(centre)}`, rng, {
          color: "rgba(30,60,160,0.7)",
        });
      else
        boxStamp(
          page,
          X + CW - 330,
          y + oh / 2 + 10,
          [rng.pick(["RECIBIDO", "VERIFICADO", "APROBADO"]), `INTRANT · ${upper(centre)}`],
          rng.pick(["rgba(190,30,40,0.65)", "rgba(30,60,160,0.65)"]),
          rng.float(-8, 6),
        );
    }
    y += oh;

    // ---- Foot: legal note, free-of-charge notice, website.
    page.text(
      "Formulario gratuito, prohibida su venta. Toda falsedad en los datos declarados anula la solicitud y conlleva las sanciones previstas en la ley.",
      X,
      H - 110,
      { size: 21, color: grey, maxWidth: CW },
    );
    page.text(`www.intrant.gob.do · ${code} v.${version}`, X, H - 74, { size: 21, color: grey });
    page.text("Página 1 de 1", W - X, H - 74, {
      size: 21,
      align: "right",
      color: grey,
    });

    return {
      variant: `formulario-do-licencia-${palette.name}-${tableHeader ? "tabla" : "membrete"}-${grid}-${sideBySide ? "lado" : "filas"}${byHand ? "-mano" : system ? "-sistema" : ""}`,
      checkboxes,
    };
  },
});
