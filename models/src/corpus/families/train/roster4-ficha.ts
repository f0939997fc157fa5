/**
 * Roster 4 residence certificate: a Guatemalan municipality's "Constancia de residencia",
 * issued by the Secretaría Municipal on the municipality's letterhead paper (letter size). The
 * municipal secretary's "El infrascrito Secretario Municipal … HACE CONSTAR:" prose names the
 * holder and their DPI (CUI printed in 4-5-4 groups, "extendido por el RENAP"), then the holder's
 * data are typed in a block (tab stops, a ruled grid or fill-in lines), followed by the closing
 * "se extiende, firma y sella la presente … a los quince días del mes de marzo del año dos mil
 * veinticinco", the fee paid on the municipal receipt "Formulario 7-B" and the "boleto de
 * ornato", sometimes a list of requirements ticked off, the secretary's signature and seal (and
 * the mayor's "Vo. Bo."), typist's initials, a validity note, and the town hall's address, PBX
 * and web site at the foot. Guatemalan addresses: "5a. Avenida 10-45, zona 1", "Lote 14,
 * Manzana C, Colonia El Milagro, zona 6", "Aldea …, Caserío …", "Cantón …".
 */
import type { Pools } from "../../content/citizen.ts";
import { GUATEMALA } from "../../content/countries/index.ts";
import type { Country, Place } from "../../content/country.ts";
import { type CivilDate, formatDate } from "../../content/dates.ts";
import { asciiSlug, upper } from "../../content/names.ts";
import { numberToWords } from "../../content/words.ts";
import type { FontFamily } from "../../fonts.ts";
import { emblem, qrLike, signature } from "../../render/decor.ts";
import type { Palette } from "../../render/document.ts";
import type { Page } from "../../render/page.ts";
import { stripes, watermark, waves } from "../../render/security.ts";
import { roundStamp } from "../../render/stamp.ts";
import type { Rng } from "../../rng.ts";
import type { Family } from "../family.ts";
import { fichaFamily, LETTER } from "../shared/a4.ts";

// ---------------------------------------------------------------------------------------------
// Guatemala: the CUI as this certificate prints it, places, addresses and people.

/** Guatemala's conventions, with the CUI always printed in its 4-5-4 groups. */
const GT_COUNTRY: Country = {
  ...GUATEMALA,
  nationalId(rng, birthYear, birth) {
    const cui = GUATEMALA.nationalId(rng, birthYear, birth).normalized;
    const sep = rng.weighted<string>([
      [" ", 7],
      ["-", 2],
    ]);
    return {
      printed: [cui.slice(0, 4), cui.slice(4, 9), cui.slice(9)].join(sep),
      normalized: cui,
    };
  },
};

const GT_PLACES: Place[] = [
  { name: "Guatemala", state: "Guatemala", areaCode: "2" },
  { name: "Guatemala", state: "Guatemala", areaCode: "2" },
  { name: "Mixco", state: "Guatemala", areaCode: "2" },
  { name: "Mixco", state: "Guatemala", areaCode: "2" },
  { name: "Villa Nueva", state: "Guatemala", areaCode: "2" },
  { name: "Villa Nueva", state: "Guatemala", areaCode: "2" },
  { name: "San Miguel Petapa", state: "Guatemala", areaCode: "2" },
  { name: "Santa Catarina Pinula", state: "Guatemala", areaCode: "2" },
  { name: "Chinautla", state: "Guatemala", areaCode: "2" },
  { name: "Amatitlán", state: "Guatemala", areaCode: "2" },
  { name: "Quetzaltenango", state: "Quetzaltenango", areaCode: "7" },
  { name: "Quetzaltenango", state: "Quetzaltenango", areaCode: "7" },
  { name: "Cobán", state: "Alta Verapaz", areaCode: "7" },
  { name: "Antigua Guatemala", state: "Sacatepéquez", areaCode: "7" },
  { name: "Chimaltenango", state: "Chimaltenango", areaCode: "7" },
  { name: "Escuintla", state: "Escuintla", areaCode: "7" },
  { name: "Huehuetenango", state: "Huehuetenango", areaCode: "7" },
  { name: "Totonicapán", state: "Totonicapán", areaCode: "7" },
  { name: "Sololá", state: "Sololá", areaCode: "7" },
  { name: "Zacapa", state: "Zacapa", areaCode: "7" },
  { name: "Chiquimula", state: "Chiquimula", areaCode: "7" },
  { name: "Jutiapa", state: "Jutiapa", areaCode: "7" },
  { name: "Jalapa", state: "Jalapa", areaCode: "7" },
  { name: "Mazatenango", state: "Suchitepéquez", areaCode: "7" },
  { name: "Retalhuleu", state: "Retalhuleu", areaCode: "7" },
  { name: "Puerto Barrios", state: "Izabal", areaCode: "7" },
  { name: "San Benito", state: "Petén", areaCode: "7" },
  { name: "Salamá", state: "Baja Verapaz", areaCode: "7" },
  { name: "San Marcos", state: "San Marcos", areaCode: "7" },
];

/** How the town hall names itself where it differs from "Municipalidad de <town>". */
const MUNICIPALITY_NAME: Record<string, string> = {
  "Antigua Guatemala": "MUNICIPALIDAD DE LA ANTIGUA GUATEMALA",
};

/** Zones of the towns laid out in "zonas" (the capital's skip 20, 22 and 23). */
const ZONES: Record<string, readonly number[]> = {
  Guatemala: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 24, 25],
  Mixco: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
  "Villa Nueva": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14],
  "San Miguel Petapa": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
  Quetzaltenango: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
  Cobán: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  Huehuetenango: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
  Chimaltenango: [1, 2, 3, 4, 5],
  Escuintla: [1, 2, 3, 4],
  Amatitlán: [1, 2, 3, 4, 5, 6],
};

/** Colonias, residenciales and lotificaciones with the zone they lie in. */
const COLONIAS: Record<string, readonly (readonly [string, number])[]> = {
  Guatemala: [
    ["Colonia Landívar", 7],
    ["Colonia Kaminal Juyú", 7],
    ["Colonia Bethania", 7],
    ["Colonia Centroamérica", 7],
    ["Colonia La Florida", 19],
    ["Colonia Santa Elisa", 12],
    ["Colonia La Reformita", 12],
    ["Colonia Bello Horizonte", 21],
    ["Colonia Justo Rufino Barrios", 21],
    ["Colonia Lourdes", 17],
    ["Colonia Vista Hermosa", 15],
    ["Colonia Las Charcas", 11],
    ["Colonia Mariscal", 11],
    ["Colonia Roosevelt", 11],
    ["Colonia Atlántida", 18],
    ["Colonia El Limón", 18],
    ["Colonia Jardines de la Asunción", 5],
    ["Colonia Los Proyectos", 6],
  ],
  Mixco: [
    ["Colonia Primero de Julio", 5],
    ["Colonia El Milagro", 6],
    ["Ciudad San Cristóbal", 8],
    ["Colonia Monte Real", 4],
    ["Colonia Molino de las Flores", 2],
    ["Colonia La Brigada", 7],
    ["Colonia Nueva Montserrat", 3],
    ["Residenciales Valle del Sol", 10],
    ["Colonia Lomas de Portugal", 5],
  ],
  "Villa Nueva": [
    ["Colonia El Mezquital", 12],
    ["Ciudad Peronia", 8],
    ["Colonia Villa Lobos II", 12],
    ["Residenciales Catalina", 6],
    ["Colonia Eterna Primavera", 6],
    ["Lotificación Monte Rico", 4],
    ["Colonia Enriqueta", 2],
    ["Residenciales Prados de Villa Hermosa", 7],
  ],
  "San Miguel Petapa": [
    ["Colonia Villa Hermosa II", 7],
    ["Residenciales Las Margaritas", 4],
    ["Colonia Galicia", 1],
    ["Lotificación El Frutal", 5],
  ],
  Quetzaltenango: [
    ["Colonia Molina", 3],
    ["Colonia Los Altos", 7],
    ["Colonia Minerva", 3],
    ["Colonia La Floresta", 9],
    ["Residenciales Los Trigales", 8],
  ],
  Cobán: [
    ["Colonia Magisterial", 11],
    ["Colonia Gerona", 7],
    ["Colonia Nuevo Amanecer", 10],
  ],
};

const BARRIOS = [
  "Barrio El Centro",
  "Barrio San Sebastián",
  "Barrio El Calvario",
  "Barrio La Parroquia",
  "Barrio San Antonio",
  "Barrio Santa Ana",
  "Barrio El Porvenir",
  "Barrio La Cruz",
  "Barrio San Marcos",
  "Barrio El Recreo",
];
const ALDEAS = [
  "Aldea El Rosario",
  "Aldea San José Las Rosas",
  "Aldea Las Lomas",
  "Aldea El Durazno",
  "Aldea Las Trojes",
  "Aldea Los Encuentros",
  "Aldea Pachalí",
  "Aldea San Luis",
  "Aldea El Tablón",
  "Aldea Chichimecas",
];
const CASERIOS = [
  "Caserío Los Pinos",
  "Caserío El Naranjo",
  "Caserío Buena Vista",
  "Caserío La Ceiba",
  "Caserío Las Flores",
  "Caserío El Mirador",
];
const CANTONES = [
  "Cantón Xecaracoj",
  "Cantón Chotacaj",
  "Cantón Xantún",
  "Cantón Panquix",
  "Cantón Pasajoc",
  "Cantón Chuisuc",
];
/** Highland towns whose outskirts are cantones. */
const CANTON_TOWNS = new Set(["Quetzaltenango", "Totonicapán", "Sololá", "San Marcos"]);
const CONDOMINIOS = [
  "Condominio Las Luces",
  "Condominio Bosques de San Nicolás",
  "Condominio Vista al Valle",
  "Condominio Los Cipreses",
];

/** Street ordinals as printed: "1a.", "5a.", "10a.", then plain "11", "18" (now and then "11a."). */
function ordinal(rng: Rng, n: number): string {
  return n <= 10 || rng.chance(0.15) ? `${n}a.` : String(n);
}

/** An address in Guatemalan nomenclature, ending in the town's name. */
function gtAddress(rng: Rng, place: Place): string {
  const town = place.name;
  const zoneWord = rng.pick(["zona", "zona", "Zona", "Z."]);
  const zones = ZONES[town];
  const colonias = COLONIAS[town];
  const avenue = rng.pick(["Avenida", "Avenida", "Calle", "Calle", "Av.", "calle"]);
  const grid = () => {
    const street = `${ordinal(rng, rng.int(1, zones ? 32 : 12))} ${avenue}${rng.chance(0.1) ? ' "A"' : ""}`;
    return `${street} ${rng.int(0, zones ? 30 : 9)}-${String(rng.int(1, 99)).padStart(2, "0")}`;
  };
  const colonia = (name: string) => (rng.chance(0.3) ? name.replace(/^Colonia /, "Col. ") : name);
  if (colonias && rng.chance(0.65)) {
    const [name, zone] = rng.pick(colonias);
    const col = colonia(name);
    const lot = rng.int(1, 48);
    const block = rng.pick(["A", "B", "C", "D", "E", "F", String(rng.int(1, 30))]);
    return rng.weighted<string>([
      [`${grid()}, ${col}, ${zoneWord} ${zone}, ${town}`, 4],
      [`Lote ${lot}, Manzana ${block}, ${col}, ${zoneWord} ${zone}, ${town}`, 3],
      [`Mz. ${block} Lt. ${lot}, ${col}, ${zoneWord} ${zone}, ${town}`, 2],
      [
        `Manzana ${block} Lote ${lot}, Sector ${rng.int(1, 9)}, ${col}, ${zoneWord} ${zone}, ${town}`,
        1,
      ],
      [`${col}, ${grid()}, casa ${rng.int(1, 60)}, ${zoneWord} ${zone}, ${town}`, 1],
    ]);
  }
  // Gated condominiums along the road to El Salvador, addressed by kilometre.
  if (rng.chance(town === "Santa Catarina Pinula" ? 0.5 : town === "Guatemala" ? 0.08 : 0))
    return `Km. ${rng.int(9, 22)}.5 Carretera a El Salvador, ${rng.pick(CONDOMINIOS)}, casa ${rng.int(1, 80)}, ${town}`;
  if (zones && rng.chance(0.75)) return `${grid()}, ${zoneWord} ${rng.pick(zones)}, ${town}`;
  if (CANTON_TOWNS.has(town) && rng.chance(0.4))
    return `${rng.pick(CANTONES)}, ${zoneWord} ${rng.int(1, 11)}, ${town}`;
  return rng.weighted<string>([
    [`${grid()}, ${zoneWord} ${rng.int(1, 4)}, ${town}`, 3],
    [`${grid()}, ${rng.pick(BARRIOS)}, ${town}`, 2],
    [`${rng.pick(BARRIOS)}, ${grid()}, ${town}`, 1],
    [`${rng.pick(ALDEAS)}, ${rng.pick(CASERIOS)}, ${town}`, 2],
    [`Lote ${rng.int(1, 40)}, ${rng.pick(ALDEAS)}, ${town}`, 1],
  ]);
}

/** Guatemalans: Spanish, English and Maya given names; Spanish and Maya surnames. */
const POOLS_GT: Pools = {
  male: [
    "José",
    "Luis",
    "Carlos",
    "Juan",
    "Byron",
    "Estuardo",
    "Mynor",
    "Selvin",
    "Edgar",
    "Otto",
    "Erick",
    "Walter",
    "Rony",
    "Fredy",
    "Julio",
    "César",
    "Hugo",
    "Oscar",
    "Rudy",
    "Elmer",
    "Gerson",
    "Kevin",
    "Marvin",
    "Rigoberto",
    "Mario",
    "Francisco",
    "Diego",
    "Pedro",
  ],
  female: [
    "María",
    "Ana",
    "Lucía",
    "Ingrid",
    "Sindy",
    "Heidy",
    "Lesbia",
    "Floridalma",
    "Wendy",
    "Mayra",
    "Brenda",
    "Claudia",
    "Gladys",
    "Karla",
    "Vilma",
    "Marleny",
    "Evelyn",
    "Silvia",
    "Rosa",
    "Yesenia",
    "Dulce",
    "Aura",
    "Marina",
    "Glenda",
    "Olga",
    "Juana",
  ],
  surnames: [
    "López",
    "García",
    "Pérez",
    "Hernández",
    "Morales",
    "Castillo",
    "Rodríguez",
    "Gómez",
    "Ramírez",
    "Reyes",
    "Cifuentes",
    "Orellana",
    "Barrios",
    "Monzón",
    "Estrada",
    "Recinos",
    "Juárez",
    "Girón",
    "Sagastume",
    "Quiñónez",
    "Mazariegos",
    "Aldana",
    "Paiz",
    "Samayoa",
    "Villatoro",
    "de León",
    "Ajú",
    "Xicará",
    "Coy",
    "Tzul",
    "Cux",
    "Xol",
    "Caal",
    "Choc",
    "Pop",
    "Tzoc",
    "Sapón",
    "Cumes",
    "Quemé",
    "Batz",
    "Ixcoy",
    "Tum",
  ],
  places: GT_PLACES,
  address: gtAddress,
  occupations: [
    ["comerciante", "comerciante"],
    ["agricultor", "oficios domésticos"],
    ["piloto automovilista", "secretaria oficinista"],
    ["perito contador", "perito contador"],
    ["maestro de educación primaria", "maestra de educación primaria"],
    ["bachiller en ciencias y letras", "bachiller en ciencias y letras"],
    ["albañil", "ama de casa"],
    ["mecánico automotriz", "costurera"],
    ["abogado y notario", "abogada y notaria"],
    ["médico y cirujano", "médica y cirujana"],
    ["ingeniero agrónomo", "ingeniera agrónoma"],
    ["contador público y auditor", "contadora pública y auditora"],
    ["agente de seguridad", "enfermera auxiliar"],
    ["carpintero", "tejedora"],
    ["electricista", "estilista"],
    ["jornalero", "vendedora"],
    ["estudiante", "estudiante"],
    ["licenciado en administración de empresas", "licenciada en administración de empresas"],
  ],
  civil: [["unido", "unida"]],
  emailDomains: ["gmail.com", "gmail.com", "hotmail.com", "yahoo.com", "outlook.com", "hotmail.es"],
};

// ---------------------------------------------------------------------------------------------
// Wording: numbers and dates in letters, as Guatemalan municipal prose writes them.

const MONTHS = [
  "enero",
  "febrero",
  "marzo",
  "abril",
  "mayo",
  "junio",
  "julio",
  "agosto",
  "septiembre",
  "octubre",
  "noviembre",
  "diciembre",
];

/** A count before a plural noun in words: "veintiún", "treinta y un", "cuarenta". */
function countWords(n: number): string {
  return numberToWords(n)
    .toLocaleLowerCase("es")
    .replace(/veintiuno$/, "veintiún")
    .replace(/ uno$/, " un")
    .replace(/^uno$/, "un");
}

/** "a los quince días del mes de marzo del año dos mil veinticinco" (day 1: "al primer día"). */
function dateInLetters(date: CivilDate): string {
  const days = date.day === 1 ? "al primer día" : `a los ${countWords(date.day)} días`;
  return `${days} del mes de ${MONTHS[date.month - 1]} del año ${numberToWords(date.year).toLocaleLowerCase("es")}`;
}

function ageAt(birth: CivilDate, on: CivilDate): number {
  const before = on.month < birth.month || (on.month === birth.month && on.day < birth.day);
  return on.year - birth.year - (before ? 1 : 0);
}

// ---------------------------------------------------------------------------------------------
// The design.

const PALETTES: readonly Palette[] = [
  { name: "celeste", primary: "#1f5fa8", accent: "#1f5fa8", light: "#e8f1fa", pattern: "#dbe8f5" },
  { name: "marino", primary: "#14325e", accent: "#1d3f70", light: "#e9edf4", pattern: "#dde3ee" },
  { name: "verde", primary: "#1d6b3c", accent: "#22623a", light: "#e8f3ec", pattern: "#dcebe1" },
  { name: "vino", primary: "#7b1e2e", accent: "#7b1e2e", light: "#f6eaec", pattern: "#efdde0" },
  { name: "negro", primary: "#262626", accent: "#333333", light: "#f0f0f0", pattern: "#e4e4e4" },
];
const FLAG_BLUE = "#4997d0";
const SERIAL_RED = "#c0141b";
const GREY = "#4a4a4a";

const TITLES_M = ["Lic.", "Lic.", "Ing.", "P.C.", "Prof.", "M.A.", "Arq."];
const TITLES_F = ["Licda.", "Licda.", "Inga.", "P.C.", "Profa.", "M.A."];

/** An official's name with an academic title, e.g. "Lic. Hugo Rolando Girón Paiz". */
function officialName(rng: Rng, female: boolean): string {
  const given = female
    ? rng.pick(["Ana Beatriz", "Sonia Marisol", "Mirna Lucrecia", "Carmen Elena", "Aura Leticia"])
    : rng.pick(["Hugo Rolando", "Jorge Mario", "Edwin Estuardo", "Julio Roberto", "Sergio Iván"]);
  const [a, b] = rng.sample(
    POOLS_GT.surnames.filter((s) => !s.includes(" ")),
    2,
  );
  return `${rng.pick(female ? TITLES_F : TITLES_M)} ${given} ${a} ${b}`;
}

/** A square box, ticked with a check mark when `checked`. */
function tickBox(page: Page, x: number, y: number, size: number, checked: boolean): void {
  page.rect({ x, y, width: size, height: size }, { stroke: "#222222", lineWidth: 3 });
  if (!checked) return;
  const { ctx } = page;
  ctx.beginPath();
  ctx.moveTo(x + size * 0.18, y + size * 0.55);
  ctx.lineTo(x + size * 0.42, y + size * 0.82);
  ctx.lineTo(x + size * 0.88, y + size * 0.1);
  ctx.strokeStyle = "#1a2a6c";
  ctx.lineWidth = size / 7;
  ctx.lineCap = "round";
  ctx.stroke();
  ctx.lineCap = "butt";
}

/** One data row: label, value, and whether it shares its line with the next half row. */
interface DataRow {
  label: string;
  value: string;
  half?: boolean;
}

type BlockStyle = "tabulado" | "rejilla" | "subrayado";

/** Pairs consecutive half rows. */
function pairs(rows: readonly DataRow[]): DataRow[][] {
  const out: DataRow[][] = [];
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as DataRow;
    const next = rows[i + 1];
    if (row.half && next?.half) {
      out.push([row, next]);
      i++;
    } else out.push([row]);
  }
  return out;
}

/** Draws the data block in `style` from `y`; returns the y below it. */
function dataBlock(
  page: Page,
  rows: readonly DataRow[],
  y: number,
  x: number,
  width: number,
  style: BlockStyle,
  palette: Palette,
  heading: string,
  ink: { family?: FontFamily; size: number },
): number {
  const value = (w: number) => ({
    size: ink.size,
    maxWidth: w,
    color: "#111111",
    ...(ink.family ? { family: ink.family } : {}),
  });
  if (style === "tabulado") {
    // Typed at a tab stop, one row a line, no rules: a letter's block of "generales".
    const tab = 600;
    const rowH = 64;
    let top = y;
    for (const row of rows) {
      page.text(`${row.label}:`, x + 40, top + 44, {
        size: 32,
        bold: true,
        color: "#1a1a1a",
        maxWidth: tab - 60,
      });
      page.text(row.value, x + tab, top + 44, value(width - tab - 10));
      top += rowH;
    }
    return top + 10;
  }
  if (style === "rejilla") {
    // A ruled grid under a shaded heading; each cell's label small in its top-left corner.
    const band = 62;
    const rowH = 112;
    page.rect({ x, y, width, height: band }, { fill: palette.primary });
    page.text(heading, x + width / 2, y + 44, {
      size: 32,
      bold: true,
      color: "#ffffff",
      align: "center",
    });
    let top = y + band;
    for (const group of pairs(rows)) {
      const cw = width / group.length;
      for (const [i, row] of group.entries()) {
        const cx = x + i * cw;
        page.rect({ x: cx, y: top, width: cw, height: rowH }, { stroke: "#333333", lineWidth: 2 });
        page.text(row.label, cx + 14, top + 32, {
          size: 24,
          bold: true,
          color: palette.accent,
          maxWidth: cw - 28,
        });
        page.text(row.value, cx + 22, top + rowH - 24, value(cw - 44));
      }
      top += rowH;
    }
    page.rect({ x, y, width, height: top - y }, { stroke: "#222222", lineWidth: 3 });
    return top + 10;
  }
  // Fill-in lines: "Label:" then the value on a rule, two short ones to a line.
  page.text(heading, x, y + 44, { size: 32, bold: true, color: palette.primary });
  page.line(x, y + 60, x + width, y + 60, palette.primary, 3);
  let top = y + 70;
  const rowH = 84;
  for (const group of pairs(rows)) {
    const gap = 50;
    const cw = group.length === 1 ? width : (width - gap) / 2;
    for (const [i, row] of group.entries()) {
      const cx = x + i * (cw + gap);
      const base = top + 60;
      const label = page.text(`${row.label}:`, cx, base, {
        size: 30,
        color: palette.accent,
        maxWidth: cw * 0.45,
      });
      const vx = label.x + label.width + 16;
      page.line(vx, base + 10, cx + cw, base + 10, "#555555", 2);
      page.text(row.value, vx + 8, base - 2, value(cx + cw - vx - 14));
    }
    top += rowH;
  }
  return top + 10;
}

/**
 * Guatemalan municipal "Constancia de residencia" on the town hall's letterhead (letter size):
 * header with the municipal shield (centred, in a coloured band, or beside a red pre-printed
 * serial number), "El infrascrito Secretario Municipal … HACE CONSTAR:" prose with the holder's
 * "generales" and DPI/CUI, the data block, the closing with the date in letters, the fee on
 * "recibo 7-B" and the "boleto de ornato", signatures and seal, and the town hall's foot.
 */
export const FICHA_GT_RESIDENCIA: Family = fichaFamily({
  name: "ficha-gt-residencia",
  split: "train",
  description: "Guatemalan municipality's constancia de residencia",
  country: GT_COUNTRY,
  pools: POOLS_GT,
  fonts: ["PT Serif", "Libre Baskerville", "Roboto", "PT Sans", "Source Sans 3"],
  size: LETTER,
  dateStyles: ["dmy_slash", "dmy_slash", "long", "dmy_dash"],
  letterCase: ["upper", "upper", "title"],
  nameOrder: ["given_first"],
  draw(page, rng, p, holder, issued) {
    const [W, H] = LETTER;
    const X = 210;
    const CW = W - 2 * X;
    const { ctx } = page;
    const citizen = holder.citizen;
    const town = citizen.place.name;
    const dept = citizen.place.state;
    const MUNI = MUNICIPALITY_NAME[town] ?? `MUNICIPALIDAD DE ${upper(town)}`;
    const female = citizen.name.sex === "F";
    const secretaryFemale = rng.chance(0.4);
    const palette = rng.pick(PALETTES);
    const header = rng.pick(["centrado", "banda", "serie"] as const);
    // Municipal councils take office on 15 January after the elections: 2020-2024, 2024-2028.
    const term =
      issued.year > 2024 || (issued.year === 2024 && (issued.month > 1 || issued.day >= 15))
        ? "2024-2028"
        : "2020-2024";
    const block = rng.pick(["tabulado", "rejilla", "subrayado"] as const);
    const labelsUpper = rng.chance(0.4);
    const upperCase = holder.letterCase === "upper";

    // A married woman often adds her husband's surname: "Cifuentes Orellana de Monzón".
    if (female && citizen.estadoCivil === "casada" && rng.chance(0.4)) {
      const own = citizen.name.surnames;
      const husband = rng.pick(
        POOLS_GT.surnames.filter((s) => !s.includes(" ") && !own.includes(s)),
      );
      const surnames = `${own} de ${husband}`;
      const printed = upperCase
        ? upper(surnames)
        : `${p.apellidos.printed} de ${husband.charAt(0).toLocaleUpperCase("es")}${husband.slice(1)}`;
      p.apellidos = { printed, normalized: upper(surnames) };
      p.nombre_completo = {
        printed: `${p.nombres.printed} ${printed}`,
        normalized: upper(`${citizen.name.given} ${surnames}`),
      };
    }

    // The letterhead paper: a faint shield or the town's name across the page, or nothing.
    const paper = rng.pick(["escudo", "texto", "liso"] as const);
    if (paper === "escudo") emblem(ctx, W / 2, H * 0.52, 620, "rgba(30,70,130,0.05)");
    if (paper === "texto")
      watermark(ctx, MUNI, W / 2, H * 0.52, {
        size: 120,
        color: "rgba(30,70,130,0.05)",
        angle: -32,
      });

    // ---- Header.
    let y: number;
    const deptLine = `DEPARTAMENTO DE ${upper(dept)}, GUATEMALA, C. A.`;
    const office = secretaryFemale
      ? rng.pick(["SECRETARÍA MUNICIPAL", "SECRETARÍA MUNICIPAL", "Secretaría Municipal"])
      : rng.pick(["SECRETARÍA MUNICIPAL", "Secretaría Municipal"]);
    let serial: string | undefined;
    if (header === "centrado") {
      emblem(ctx, X + 110, 235, 108, palette.primary);
      page.text(MUNI, W / 2 + 60, 190, {
        size: 54,
        bold: true,
        color: palette.primary,
        align: "center",
        maxWidth: CW - 360,
      });
      page.text(deptLine, W / 2 + 60, 248, { size: 30, align: "center", maxWidth: CW - 360 });
      page.text(office, W / 2 + 60, 302, { size: 36, bold: true, align: "center" });
      page.line(X, 385, W - X, 385, palette.primary, 7);
      page.line(X, 399, W - X, 399, palette.primary, 2);
      y = 420;
    } else if (header === "banda") {
      page.rect({ x: 0, y: 70, width: W, height: 230 }, { fill: palette.primary });
      ctx.fillStyle = "#ffffff";
      ctx.beginPath();
      ctx.arc(X + 105, 185, 100, 0, Math.PI * 2);
      ctx.fill();
      emblem(ctx, X + 105, 185, 88, palette.primary);
      page.text(MUNI, X + 250, 175, {
        size: 56,
        bold: true,
        color: "#ffffff",
        maxWidth: CW - 520,
      });
      page.text(`Departamento de ${dept}, Guatemala, C. A.`, X + 250, 232, {
        size: 30,
        color: "#ffffff",
        maxWidth: CW - 520,
      });
      stripes(
        ctx,
        { x: W - X - 210, y: 130, width: 210, height: 110 },
        [FLAG_BLUE, "#ffffff", FLAG_BLUE],
        "vertical",
      );
      page.rect(
        { x: W - X - 210, y: 130, width: 210, height: 110 },
        { stroke: "#ffffff", lineWidth: 3 },
      );
      page.text(office, X, 372, { size: 36, bold: true, color: palette.primary });
      page.text(`Administración ${term}`, W - X, 372, {
        size: 26,
        color: GREY,
        align: "right",
      });
      page.line(X, 395, W - X, 395, palette.primary, 3);
      y = 420;
    } else {
      emblem(ctx, X + 95, 215, 92, palette.primary);
      page.text(MUNI, X + 230, 180, {
        size: 48,
        bold: true,
        color: palette.primary,
        maxWidth: CW - 780,
      });
      page.text(`${dept}, Guatemala, C. A.`, X + 230, 234, { size: 30 });
      page.text(office, X + 230, 284, { size: 32, bold: true, color: GREY });
      // The pre-printed, numbered form: serial in red.
      serial = String(rng.int(1, 99_999)).padStart(6, "0");
      const bx = W - X - 480;
      page.rect(
        { x: bx, y: 120, width: 480, height: 190 },
        { stroke: palette.primary, lineWidth: 3, radius: 14 },
      );
      page.text("CONSTANCIA", bx + 240, 172, {
        size: 30,
        bold: true,
        color: palette.primary,
        align: "center",
      });
      page.text(`No. ${serial}`, bx + 240, 262, {
        size: 56,
        bold: true,
        color: SERIAL_RED,
        align: "center",
        family: "Roboto Mono",
      });
      page.line(X, 360, W - X, 360, palette.primary, 4);
      y = 380;
    }

    // ---- Reference line and title.
    const number = `${rng.int(1, 4999)}-${issued.year}`;
    const reference = rng.pick([
      `Ref.: SM-CR-${number}`,
      `Constancia No. ${number}`,
      `Expediente No. ${number}`,
      `Oficio No. SM-${number}`,
    ]);
    page.text(reference, X, y + 50, { size: 28, bold: true });
    page.text(
      rng.chance(0.5)
        ? `${town}, ${formatDate(issued, "long")}`
        : `Folio No. ${rng.int(1, 500)} · Libro ${rng.int(1, 40)}`,
      W - X,
      y + 50,
      { size: 28, align: "right" },
    );
    const titleBox = page.text("CONSTANCIA DE RESIDENCIA", W / 2, y + 170, {
      size: 64,
      bold: true,
      color: rng.chance(0.5) ? palette.primary : "#111111",
      align: "center",
    });
    if (rng.chance(0.6))
      page.line(
        titleBox.x,
        titleBox.y + titleBox.height + 14,
        titleBox.x + titleBox.width,
        titleBox.y + titleBox.height + 14,
        palette.primary,
        4,
      );
    y += 260;

    // ---- Prose.
    const body = { size: 35 };
    const lh = 54;
    const secretary = secretaryFemale
      ? "La infrascrita Secretaria Municipal"
      : "El infrascrito Secretario Municipal";
    const opening = rng.pick([
      `${secretary} de la Municipalidad de ${town === "Antigua Guatemala" ? "La Antigua Guatemala" : town}, departamento de ${dept}, HACE CONSTAR:`,
      `${upper(secretary)} DE ${MUNI.replace("MUNICIPALIDAD DE ", "")}, DEPARTAMENTO DE ${upper(dept)}, POR ESTE MEDIO HACE CONSTAR:`,
      `A QUIEN INTERESE: ${secretary} de ${town}, departamento de ${dept}, HACE CONSTAR:`,
    ]);
    y = page.paragraph(opening, X, y, CW, lh, { ...body, bold: true });
    const age = ageAt(citizen.birth, issued);
    const honorific = female
      ? citizen.estadoCivil === "soltera" && age < 30
        ? "la señorita"
        : "la señora"
      : "el señor";
    const demonym = female ? citizen.nationality.female : citizen.nationality.male;
    const since =
      age > 20 && rng.chance(0.15)
        ? "desde su nacimiento"
        : (() => {
            const years = rng.int(1, Math.min(age - 1, 35));
            return `desde hace ${countWords(years)} (${years}) ${years === 1 ? "año" : "años"}`;
          })();
    const source = rng.pick([
      `según declaración jurada prestada ante esta Secretaría por ${female ? "la interesada" : "el interesado"}`,
      "según informe del Alcalde Comunitario del sector",
      "según consta en los registros de la Dirección de Catastro Municipal",
      "según verificación efectuada por el personal de esta Municipalidad",
    ]);
    const generales = rng.chance(0.6)
      ? `, de ${countWords(age)} años de edad, ${citizen.estadoCivil}, ${demonym}, ${citizen.ocupacion}`
      : "";
    const idPhrase = rng.pick([
      `quien se identifica con el Documento Personal de Identificación (DPI) con Código Único de Identificación (CUI) número ${p.cedula_numero.printed}, extendido por el Registro Nacional de las Personas (RENAP) de la República de Guatemala`,
      `quien se identifica con DPI, CUI ${p.cedula_numero.printed}, extendido por el RENAP`,
      `con Documento Personal de Identificación número ${p.cedula_numero.printed}`,
    ]);
    y = page.paragraph(
      `Que ${honorific} ${p.nombre_completo.printed}${generales}, ${idPhrase}, RESIDE en esta jurisdicción municipal ${since}, ${source}, en la dirección que se consigna con los datos siguientes:`,
      X,
      y + 24,
      CW,
      lh,
      body,
      [p.nombre_completo.printed, p.cedula_numero.printed],
    );

    // ---- Data block.
    const L = (text: string) => (labelsUpper ? upper(text) : text);
    const birthState =
      GT_PLACES.find((pl) => pl.name === citizen.birthPlace)?.state ?? citizen.place.state;
    const birthPlace = `${citizen.birthPlace}, ${birthState}`;
    const residenceYears = since.match(/\((\d+)\)/)?.[1];
    const rows: DataRow[] = [
      { label: L(rng.pick(["Nombres", "Nombre(s)"])), value: p.nombres.printed, half: true },
      { label: L(rng.pick(["Apellidos", "Apellido(s)"])), value: p.apellidos.printed, half: true },
      {
        label: L(
          rng.pick([
            "CUI",
            "DPI (CUI) No.",
            "No. de DPI",
            ...(block === "subrayado" ? [] : ["Documento Personal de Identificación"]),
          ]),
        ),
        value: p.cedula_numero.printed,
        half: true,
      },
      {
        label: L(rng.pick(["Fecha de nacimiento", "Fecha de nac."])),
        value: p.fecha_nacimiento.printed,
        half: true,
      },
      ...(rng.chance(0.5)
        ? [
            {
              label: L("Lugar de nacimiento"),
              value: upperCase ? upper(birthPlace) : birthPlace,
            },
          ]
        : []),
      { label: L("Estado civil"), value: p.estado_civil.printed, half: true },
      { label: L("Nacionalidad"), value: p.nacionalidad.printed, half: true },
      {
        label: L(rng.pick(["Profesión u oficio", "Profesión u oficio", "Ocupación"])),
        value: p.ocupacion.printed,
        half: true,
      },
      {
        label: L(rng.pick(["Teléfono", "Tel.", "No. de teléfono", "Teléfono/Celular"])),
        value: p.telefono.printed,
        half: true,
      },
      {
        label: L(rng.pick(["Dirección de residencia", "Residencia", "Domicilio", "Dirección"])),
        value: p.direccion.printed,
      },
      {
        label: L(rng.pick(["Correo electrónico", "E-mail", "Correo"])),
        value: p.email.printed,
        half: true,
      },
      {
        label: L("Tiempo de residir"),
        value: residenceYears
          ? `${residenceYears} ${residenceYears === "1" ? "año" : "años"}`
          : upperCase
            ? "DESDE SU NACIMIENTO"
            : "Desde su nacimiento",
        half: true,
      },
    ];
    const ink =
      block === "subrayado" && rng.chance(0.6)
        ? { family: rng.pick(["Courier Prime", "IBM Plex Mono"] as const), size: 34 }
        : { size: 36 };
    y = dataBlock(
      page,
      rows,
      y + 20,
      X,
      CW,
      block,
      palette,
      rng.pick([
        female ? "DATOS DE LA SOLICITANTE" : "DATOS DEL SOLICITANTE",
        "DATOS GENERALES",
        "DATOS DE LA PERSONA INTERESADA",
      ]),
      ink,
    );

    // ---- Closing, in letters.
    const interested = female ? "a la interesada" : "al interesado";
    const closing = rng.pick([
      `Y, para los usos legales que ${interested} convengan, se extiende, firma y sella la presente constancia en una hoja de papel membretado de esta Municipalidad, en ${town}, departamento de ${dept}, ${dateInLetters(issued)}.`,
      `Y, a solicitud de la parte interesada, se extiende la presente en ${town}, ${dateInLetters(issued)}.`,
      `Se extiende la presente a solicitud ${female ? "de la interesada" : "del interesado"}, para los usos que ${female ? "a ella" : "a él"} convengan, en ${town}, ${dateInLetters(issued)} (${formatDate(issued, "dmy_slash")}).`,
    ]);
    y = page.paragraph(closing, X, y + 84, CW, lh, body);

    // ---- Fee, boleto de ornato, requirements, QR.
    const fee = rng.pick(["15.00", "20.00", "25.00", "30.00", "50.00"]);
    const receipt = `Recibo 7-B No. ${rng.int(1_000_000, 9_999_999)}`;
    const ornato = `Boleto de ornato ${issued.year} No. ${rng.pick(["A", "B", "C"])}-${rng.int(100_000, 999_999)}`;
    const withQr = rng.chance(0.45);
    const textW = withQr ? CW - 260 : CW;
    const feeTop = y + 10;
    page.text(`Valor: Q ${fee} · ${receipt}`, X, feeTop + 30, {
      size: 28,
      color: GREY,
      maxWidth: textW,
    });
    page.text(ornato, X, feeTop + 72, { size: 28, color: GREY, maxWidth: textW });
    y = feeTop + 90;
    let checkboxes: Record<string, boolean> | undefined;
    if (rng.chance(0.5)) {
      const declared = source.startsWith("según declaración");
      const options: [string, boolean][] = [
        ["Fotocopia de DPI", true],
        ["Boleto de ornato", true],
        ["Recibo de agua, luz o teléfono", rng.chance(0.85)],
        ["Declaración jurada", declared],
      ];
      const lbl = page.text("Requisitos presentados:", X, y + 50, {
        size: 28,
        bold: true,
        color: palette.accent,
      });
      const gx = lbl.x + lbl.width + 40;
      const colW = (X + textW - gx) / 2;
      checkboxes = {};
      for (const [i, [label, state]] of options.entries()) {
        const cx = gx + (i % 2) * colW;
        const base = y + 50 + Math.floor(i / 2) * 52;
        tickBox(page, cx, base - 30, 34, state);
        page.text(label, cx + 50, base, { size: 27, maxWidth: colW - 60 });
        checkboxes[label] = state;
      }
      y += 50 + 52 + 20;
    }
    if (withQr) {
      const qy = feeTop;
      qrLike(ctx, W - X - 220, qy, 220, rng);
    }
    y = Math.max(y, withQr ? feeTop + 230 : y);

    // ---- Signatures and seals.
    const twoSigners = rng.chance(0.55);
    const lineY = Math.min(H - 470, Math.max(y + 300, H - 860));
    const secName = officialName(rng, secretaryFemale);
    const secTitle = secretaryFemale ? "Secretaria Municipal" : "Secretario Municipal";
    const sign = (cx: number, name: string, role: string, caption?: string) => {
      if (caption) page.text(caption, cx, lineY - 200, { size: 30, bold: true, align: "center" });
      signature(ctx, { x: cx - 230, y: lineY - 160, width: 460, height: 140 }, rng);
      page.line(cx - 380, lineY, cx + 380, lineY, "#333333", 3);
      page.text(name, cx, lineY + 46, { size: 30, align: "center", maxWidth: 760 });
      page.text(role, cx, lineY + 88, { size: 30, bold: true, align: "center" });
    };
    const stampText = `${MUNI} · ${rng.pick(["SECRETARÍA MUNICIPAL", "SECRETARÍA", "GUATEMALA, C. A."])}`;
    if (twoSigners) {
      const mayorFemale = rng.chance(0.3);
      const left = X + CW * 0.25;
      const right = X + CW * 0.75;
      sign(
        left,
        officialName(rng, mayorFemale),
        mayorFemale ? "Alcaldesa Municipal" : "Alcalde Municipal",
        "Vo. Bo.",
      );
      sign(right, secName, secTitle);
      roundStamp(ctx, left + 220, lineY - 110, 120, `${MUNI} · ALCALDÍA MUNICIPAL`, rng, {
        color: "rgba(40,60,160,0.6)",
      });
      roundStamp(ctx, right - 250, lineY - 100, 130, stampText, rng, {
        color: "rgba(40,60,160,0.65)",
      });
    } else {
      const cx = W / 2;
      sign(cx, secName, secTitle);
      roundStamp(ctx, cx - 470, lineY - 90, 135, stampText, rng, {
        color: rng.pick(["rgba(40,60,160,0.65)", "rgba(120,40,140,0.6)"]),
      });
    }

    // ---- Typist's initials, note, the town hall's foot.
    const initials = `${rng.pick(["SM", "SEC"])}/${"abcdefghijlmnoprstvz"[rng.int(0, 19)]}${"abcdefghijlmnoprstvz"[rng.int(0, 19)]}${"abcdefghijlmnoprstvz"[rng.int(0, 19)]}`;
    page.text("c.c. Archivo", X, lineY + 170, { size: 24, color: GREY });
    page.text(initials, X, lineY + 204, { size: 24, color: GREY });
    const note = rng.pick([
      "NOTA: La presente constancia tiene una vigencia de tres (3) meses a partir de su fecha de emisión.",
      "NOTA: Válida únicamente con firma y sello originales. Cualquier borrón, tachadura o enmienda la invalida.",
      "NOTA: Esta constancia no es válida si presenta alteraciones. Vigencia: noventa (90) días.",
    ]);
    page.text(note, W / 2, H - 230, { size: 24, color: GREY, align: "center", maxWidth: CW });
    if (rng.chance(0.5))
      waves(ctx, { x: 0, y: H - 200, width: W, height: 14 }, rng, palette.pattern, {
        spacing: 4,
        amplitude: 3,
        period: 60,
      });
    page.line(X, H - 180, W - X, H - 180, palette.primary, 3);
    const pbx = `${town === "Guatemala" || dept === "Guatemala" ? "2" : "7"}${rng.int(100, 999)}-${String(rng.int(0, 9999)).padStart(4, "0")}`;
    const web = town === "Guatemala" ? "www.muniguate.com" : `www.muni${asciiSlug(town)}.gob.gt`;
    page.text(
      `Palacio Municipal, ${ordinal(rng, rng.int(1, 8))} ${rng.pick(["Calle", "Avenida"])} ${rng.int(0, 6)}-${String(rng.int(1, 80)).padStart(2, "0")}, zona 1, ${town}`,
      W / 2,
      H - 132,
      { size: 24, align: "center", color: GREY, maxWidth: CW },
    );
    page.text(`PBX: ${pbx} · ${web}`, W / 2, H - 94, {
      size: 24,
      align: "center",
      color: GREY,
      maxWidth: CW,
    });

    return {
      variant: `ficha-gt-residencia-${header}-${block}-${palette.name}${serial ? "-serie" : ""}${twoSigners ? "-vobo" : ""}`,
      ...(checkboxes ? { checkboxes } : {}),
    };
  },
});
