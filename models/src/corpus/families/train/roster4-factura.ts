/**
 * Training family of roster 4 (invoice): the Bolivian computerised invoice ("factura
 * computarizada" of the SIN's dosage system), printed on letter paper by the seller's own
 * billing program. Its issuers, wares, clients, streets and people are its own, written here.
 *
 * Tax: in Bolivia the IVA is part of the price, and its 13 % is taken of the price that
 * includes it ("importe base para crédito fiscal"). The corpus's truth wants the items to add
 * up to `subtotal` and `subtotal + iva = total`, so the items print their prices without the
 * tax and the IVA printed is 13 % of the total (round(0.13 × total) = iva, to the cent): the
 * breakdown a buyer reads as the fiscal credit of the invoice.
 */
import { BOLIVIA } from "../../content/countries/index.ts";
import { digits, formatAmount, type MoneyStyle, type Place } from "../../content/country.ts";
import {
  addTime,
  type CivilDate,
  CORPUS_TODAY,
  type DateStyle,
  dateBetween,
  formatDate,
  isoDate,
} from "../../content/dates.ts";
import { type InvoiceItem, itemsTruth } from "../../content/invoice.ts";
import { toUnits } from "../../content/money.ts";
import type { PrintedValue } from "../../content/printed.ts";
import { numberToWords } from "../../content/words.ts";
import { FIELD_NAMES } from "../../fields.ts";
import type { FontFamily } from "../../fonts.ts";
import { barcode, qrLike, signature } from "../../render/decor.ts";
import { Fields, type RenderedDocument } from "../../render/document.ts";
import { Page } from "../../render/page.ts";
import { watermark } from "../../render/security.ts";
import { roundStamp } from "../../render/stamp.ts";
import { drawTable, type TableColumn } from "../../render/table.ts";
import type { Rng } from "../../rng.ts";
import type { Family } from "../family.ts";
import type { FacturaPrint } from "../shared/factura.ts";

// ---------------------------------------------------------------------------------------------
// Pools: places, streets, people, businesses and what they sell
// ---------------------------------------------------------------------------------------------

/** Bolivian cities with their department and landline area code (2 west, 3 east, 4 valleys). */
const BO_PLACES: readonly Place[] = [
  { name: "La Paz", state: "La Paz", areaCode: "2" },
  { name: "El Alto", state: "La Paz", areaCode: "2" },
  { name: "Cochabamba", state: "Cochabamba", areaCode: "4" },
  { name: "Quillacollo", state: "Cochabamba", areaCode: "4" },
  { name: "Santa Cruz de la Sierra", state: "Santa Cruz", areaCode: "3" },
  { name: "Montero", state: "Santa Cruz", areaCode: "3" },
  { name: "Sucre", state: "Chuquisaca", areaCode: "4" },
  { name: "Oruro", state: "Oruro", areaCode: "2" },
  { name: "Potosí", state: "Potosí", areaCode: "2" },
  { name: "Tarija", state: "Tarija", areaCode: "4" },
  { name: "Trinidad", state: "Beni", areaCode: "3" },
];

/** Streets and zones of each city, as the invoices' "Casa Matriz" line prints them. */
const BO_STREETS: Record<string, { streets: readonly string[]; zones: readonly string[] }> = {
  "La Paz": {
    streets: [
      "Av. 6 de Agosto",
      "Av. 20 de Octubre",
      "Calle Comercio",
      "Av. Mariscal Santa Cruz",
      "Calle Rosendo Gutiérrez",
      "Av. Arce",
      "Calle Max Paredes",
      "Av. Ballivián",
    ],
    zones: ["Sopocachi", "Miraflores", "San Pedro", "Central", "Calacoto", "Obrajes", "Gran Poder"],
  },
  "El Alto": {
    streets: ["Av. Juan Pablo II", "Av. 6 de Marzo", "Calle Jorge Carrasco", "Av. Tiahuanacu"],
    zones: ["16 de Julio", "Ciudad Satélite", "Villa Adela", "Villa Dolores", "Río Seco"],
  },
  Cochabamba: {
    streets: ["Av. Heroínas", "Calle Jordán", "Av. Ayacucho", "Av. América", "Calle Esteban Arce"],
    zones: ["Central", "Cala Cala", "Queru Queru", "Sarco", "Muyurina"],
  },
  Quillacollo: {
    streets: ["Av. Blanco Galindo km 13", "Calle General Pando", "Av. Martín Cárdenas"],
    zones: ["Central", "El Paso", "Piñami"],
  },
  "Santa Cruz de la Sierra": {
    streets: [
      "Av. Cristo Redentor",
      "Calle Junín",
      "Av. Busch",
      "Av. San Martín",
      "Calle Sara",
      "Av. Irala",
    ],
    zones: ["Equipetrol", "Centro", "Barrio Hamacas", "Villa 1° de Mayo", "Plan Tres Mil"],
  },
  Montero: {
    streets: ["Calle Warnes", "Av. Circunvalación", "Calle Cochabamba"],
    zones: ["Centro", "Barrio Guadalupe", "Barrio Cordecruz"],
  },
  Sucre: {
    streets: ["Calle Dalence", "Calle San Alberto", "Av. Jaime Mendoza", "Calle Junín"],
    zones: ["Central", "Barrio Petrolero", "Villa Armonía"],
  },
  Oruro: {
    streets: ["Calle Bolívar", "Av. 6 de Agosto", "Calle Pagador", "Av. Villarroel"],
    zones: ["Central", "Norte", "Vinto"],
  },
  Potosí: {
    streets: ["Calle Linares", "Av. Sevilla", "Calle Hoyos", "Av. Villazón"],
    zones: ["Central", "San Roque", "Las Delicias"],
  },
  Tarija: {
    streets: ["Calle La Madrid", "Av. Las Américas", "Calle Sucre", "Av. Víctor Paz"],
    zones: ["Central", "San Roque", "Las Panosas", "El Molino"],
  },
  Trinidad: {
    streets: ["Calle Joaquín de Sierra", "Av. 6 de Agosto", "Calle Nicolás Suárez"],
    zones: ["Central", "Pompeya", "Villa Vecinal"],
  },
};

const MALE = [
  "Juan Carlos",
  "Luis Fernando",
  "Marco Antonio",
  "Freddy",
  "Wilfredo",
  "Rubén",
  "Gonzalo",
  "Jhonny",
  "Limbert",
  "Edwin",
  "Grover",
  "René",
  "Álvaro",
  "Rodrigo",
  "Eynar",
  "Ronald",
  "Víctor Hugo",
  "Nelson",
];
const FEMALE = [
  "María Elena",
  "Ximena",
  "Roxana",
  "Ana María",
  "Patricia",
  "Carmen Rosa",
  "Wendy",
  "Jhenny",
  "Lourdes",
  "Sonia",
  "Gladys",
  "Paola",
  "Mónica",
  "Karen",
  "Nilda",
  "Gabriela",
  "Soledad",
];
const SURNAMES = [
  "Mamani",
  "Quispe",
  "Condori",
  "Choque",
  "Flores",
  "Gutiérrez",
  "Vargas",
  "Rojas",
  "Mendoza",
  "Limachi",
  "Huanca",
  "Apaza",
  "Ticona",
  "Callisaya",
  "Copa",
  "Chambi",
  "Aruquipa",
  "Vaca",
  "Suárez",
  "Justiniano",
  "Añez",
  "Saavedra",
  "Arce",
  "Guzmán",
  "Céspedes",
  "Terrazas",
  "Zurita",
  "Villca",
  "Colque",
  "Peñaranda",
];

/** A ware: description, unit-price range in bolivianos (without IVA), unit, sold by weight or length. */
type BoWare = readonly [description: string, low: number, high: number, unit: string];

const WARES: Record<string, readonly BoWare[]> = {
  ferreteria: [
    ["Cemento IP-30 bolsa 50 kg", 48, 58, "BOL"],
    ['Fierro corrugado 3/8" x 12 m', 42, 60, "PZA"],
    ["Calamina galvanizada N° 28 x 3 m", 52, 78, "PZA"],
    ["Pintura látex interior balde 4 L", 110, 175, "BAL"],
    ['Tubo PVC E-40 1/2" x 6 m', 16, 29, "PZA"],
    ["Alambre de amarre N° 16", 11, 17, "KG"],
    ['Clavos de 2 1/2"', 13, 19, "KG"],
    ["Llave de paso de bronce 1/2", 38, 65, "PZA"],
  ],
  farmacia: [
    ["Paracetamol 500 mg caja x 10 comp.", 5, 10, "CJA"],
    ["Ibuprofeno 400 mg caja x 10 comp.", 8, 15, "CJA"],
    ["Amoxicilina 500 mg caja x 10 cáps.", 14, 28, "CJA"],
    ["Alcohol medicinal 70% 1 L", 19, 34, "FCO"],
    ["Sales de rehidratación oral (sobre)", 3, 6, "SOB"],
    ["Jarabe expectorante 120 ml", 24, 45, "FCO"],
    ["Vitamina C 1 g x 10 efervescentes", 24, 40, "TUB"],
    ["Barbijo quirúrgico caja x 50", 28, 55, "CJA"],
  ],
  abarrotes: [
    ["Arroz grano de oro 5 kg", 44, 60, "BOL"],
    ["Aceite vegetal 900 ml", 13, 20, "BOT"],
    ["Azúcar blanca 5 kg", 29, 40, "BOL"],
    ["Harina de trigo 1 kg", 7, 10, "KG"],
    ["Fideo tallarín 400 g", 5, 8, "PAQ"],
    ["Leche entera 1 L", 6, 8, "UND"],
    ["Quinua real lavada 1 kg", 18, 30, "KG"],
    ["Café de los Yungas molido 250 g", 24, 40, "PAQ"],
    ["Chuño seleccionado", 19, 30, "KG"],
  ],
  libreria: [
    ["Cuaderno universitario 100 hojas", 8, 15, "UND"],
    ["Resma papel bond carta 75 g", 34, 50, "RES"],
    ["Bolígrafo azul caja x 12", 14, 30, "CJA"],
    ["Archivador de palanca tamaño oficio", 12, 20, "UND"],
    ["Tóner compatible impresora láser", 170, 300, "UND"],
    ["Calculadora científica", 85, 180, "UND"],
    ["Marcador permanente negro", 4, 9, "UND"],
  ],
  informatica: [
    ["Mantenimiento preventivo de computadora", 100, 250, "SERV"],
    ["Formateo e instalación de sistema operativo", 80, 150, "SERV"],
    ["Memoria RAM DDR4 8 GB", 240, 400, "UND"],
    ["Disco sólido SSD 480 GB", 290, 500, "UND"],
    ["Cable de red UTP Cat. 6", 3, 6, "MTS"],
    ["Instalación de punto de red", 80, 150, "SERV"],
    ["Teclado y mouse USB", 70, 140, "UND"],
  ],
  restaurante: [
    ["Almuerzo completo", 20, 35, "PLA"],
    ["Silpancho cochabambino", 25, 40, "PLA"],
    ["Pique macho (2 personas)", 85, 130, "PLA"],
    ["Salteña de pollo", 5, 8, "UND"],
    ["Sopa de maní", 14, 25, "PLA"],
    ["Refresco de mocochinchi (jarra)", 14, 25, "JAR"],
    ["Majadito batido", 30, 45, "PLA"],
    ["Api con pastel", 8, 12, "UND"],
  ],
};

/** Units sold by weight or length, whose quantities may carry decimals. */
const FRACTIONAL = new Set(["KG", "MTS"]);

/** The economic activity printed under the document box, per kind of business. */
const ACTIVITY: Record<string, string> = {
  ferreteria: "VENTA AL POR MENOR DE ARTÍCULOS DE FERRETERÍA, PINTURAS Y PRODUCTOS DE VIDRIO",
  farmacia: "VENTA AL POR MENOR DE PRODUCTOS FARMACÉUTICOS Y MEDICINALES",
  abarrotes: "VENTA AL POR MENOR EN COMERCIOS NO ESPECIALIZADOS CON PREDOMINIO DE ALIMENTOS",
  libreria: "VENTA AL POR MENOR DE LIBROS, PERIÓDICOS Y ARTÍCULOS DE PAPELERÍA",
  informatica: "MANTENIMIENTO Y REPARACIÓN DE MAQUINARIA DE OFICINA E INFORMÁTICA",
  restaurante: "ACTIVIDADES DE RESTAURANTES Y DE SERVICIO MÓVIL DE COMIDAS",
};

/** Issuers: razón social, kind, and whether it is a one-person business (NIT from the owner's CI). */
const ISSUERS: readonly (readonly [string, string, boolean])[] = [
  ["FERRETERÍA EL CONSTRUCTOR ANDINO S.R.L.", "ferreteria", false],
  ["DISTRIBUIDORA DE MATERIALES ILLIMANI LTDA.", "ferreteria", false],
  ["FARMACIA SAN ROQUE", "farmacia", true],
  ["FARMACIAS VIDA SANA S.R.L.", "farmacia", false],
  ["COMERCIAL LA CANASTA ANDINA S.R.L.", "abarrotes", false],
  ["MINIMARKET EL TAJIBO", "abarrotes", true],
  ["LIBRERÍA Y PAPELERÍA ALTIPLANO S.R.L.", "libreria", false],
  ["SERVICIOS INFORMÁTICOS CHUQUISACA S.R.L.", "informatica", false],
  ["TECNOSISTEMAS DEL VALLE LTDA.", "informatica", false],
  ["RESTAURANTE EL PATIO COCHABAMBINO", "restaurante", true],
  ["PENSIÓN Y SALTEÑERÍA DOÑA JULIA", "restaurante", true],
];

const CLIENT_COMPANIES = [
  "CONSTRUCTORA ANDINA ILLIMANI S.R.L.",
  "COOPERATIVA DE AHORRO Y CRÉDITO SAN MARTÍN R.L.",
  "GOBIERNO AUTÓNOMO MUNICIPAL DE QUILLACOLLO",
  "UNIDAD EDUCATIVA SAN IGNACIO DE LOYOLA",
  "CLÍNICA MÉDICA DEL SUR S.A.",
  "TRANSPORTES BOLIVIANOS DEL ORIENTE LTDA.",
  "ASOCIACIÓN DE PRODUCTORES DE QUINUA REAL",
  "EMPRESA AGROPECUARIA LOS TAJIBOS S.A.",
];

/** Consumer-rights notices (Ley N° 453) that the SIN had printed under the legend, by turns. */
const LEY_453 = [
  "Ley N° 453: Tienes derecho a recibir información sobre las características y contenidos de los productos que adquieres.",
  "Ley N° 453: El proveedor debe brindar atención sin discriminación, con respeto, calidez y cordialidad a los usuarios y consumidores.",
  "Ley N° 453: Los servicios deben suministrarse en condiciones de inocuidad, calidad y seguridad.",
  "Ley N° 453: Está prohibido importar, distribuir o comercializar productos prohibidos o retirados en el país de origen por atentar a la integridad física y a la salud.",
  "Ley N° 453: El proveedor deberá entregar el producto en las modalidades y términos ofertados o convenidos.",
];

const LEGEND =
  "ESTA FACTURA CONTRIBUYE AL DESARROLLO DEL PAÍS. EL USO ILÍCITO DE ÉSTA SERÁ SANCIONADO DE ACUERDO A LEY";

// ---------------------------------------------------------------------------------------------
// Numbers as the SIN's dosage system prints them
// ---------------------------------------------------------------------------------------------

/** A CI number of 6 to 8 digits (the department is not printed on invoices). */
const ciNumber = (rng: Rng) =>
  digits(
    rng,
    rng.weighted([
      [6, 1],
      [7, 6],
      [8, 2],
    ] as const),
  );

/** A company's NIT ends in "02" and a check digit; a one-person business's is its owner's CI, "01" and a digit. */
function nit(rng: Rng, person: boolean): PrintedValue<string> {
  const printed = person
    ? `${ciNumber(rng)}01${rng.int(0, 9)}`
    : `${rng.pick(["10", "12", "15", "16", "17", "19"])}${digits(rng, rng.pick([4, 5]))}02${rng.int(0, 9)}`;
  return { printed, normalized: printed };
}

const HEX = "0123456789ABCDEF";

/** Código de control: four or five hexadecimal pairs, "7B-F3-48-A5". */
function controlCode(rng: Rng): string {
  return Array.from({ length: rng.pick([4, 5]) }, () =>
    Array.from({ length: 2 }, () => rng.pick([...HEX])).join(""),
  ).join("-");
}

/** Número de autorización of the dosage: 13 to 15 digits. */
const authorisation = (rng: Rng) =>
  `${rng.pick(["29", "39", "49", "79"])}${digits(rng, rng.int(11, 13))}`;

/** Amount in words as the invoices print it: "UN MIL CIENTO TREINTA 00/100 BOLIVIANOS". */
function inWords(cents: number, unMil: boolean, con: boolean): string {
  const whole = Math.floor(cents / 100);
  let words = numberToWords(whole);
  if (unMil) words = words.replace(/^MIL\b/, "UN MIL");
  return `${words} ${con ? "CON " : ""}${String(cents % 100).padStart(2, "0")}/100 BOLIVIANOS`;
}

/** Quantity in tenths as the program prints it: "3", or with two decimals "3,00" / "2,50". */
function quantity(tenths: number, decimals: boolean, sep: string): string {
  if (!decimals && tenths % 10 === 0) return String(tenths / 10);
  return `${Math.floor(tenths / 10)}${sep}${tenths % 10}0`;
}

// ---------------------------------------------------------------------------------------------
// The sale
// ---------------------------------------------------------------------------------------------

interface BoSale {
  emisor: string;
  kind: string;
  unipersonal: boolean;
  nit: PrintedValue<string>;
  numero: string;
  date: CivilDate;
  cliente: string;
  clienteId: string;
  company: boolean;
  items: (InvoiceItem & { unit: string })[];
  subtotalCents: number;
  ivaCents: number;
  totalCents: number;
}

function drawSale(rng: Rng): BoSale {
  const [emisor, kind, unipersonal] = rng.pick(ISSUERS);
  const wares = WARES[kind] ?? [];
  const items = rng.sample(wares, rng.int(2, Math.min(8, wares.length))).map(([d, lo, hi, u]) => {
    const quantityTenths =
      FRACTIONAL.has(u) && rng.chance(0.4) ? rng.int(5, 95) : rng.int(1, 12) * 10;
    // Prices end in ten cents, often in fifty.
    const unitCents = rng.chance(0.4)
      ? rng.int(lo * 2, hi * 2) * 50
      : rng.int(lo * 10, hi * 10) * 10;
    const amountCents = Math.round((quantityTenths * unitCents) / 10);
    return { description: d, quantityTenths, unitCents, amountCents, unit: u };
  });
  const subtotalCents = items.reduce((sum, item) => sum + item.amountCents, 0);
  // The IVA is 13 % of the price that includes it: 13/87 of the price without it.
  const ivaCents = Math.round((subtotalCents * 13) / 87);
  const company = rng.chance(0.4);
  let cliente: string;
  if (company) cliente = rng.pick(CLIENT_COMPANIES);
  else {
    const given = rng.pick(rng.chance(0.5) ? MALE : FEMALE);
    const [s1, s2] = rng.sample(SURNAMES, 2);
    // The buyer's name as typed at the till: surnames first as the SIN registers them, or not.
    const name = rng.chance(0.35) ? `${s1} ${s2} ${given}` : `${given} ${s1} ${s2}`;
    cliente = rng.weighted([
      [name.toLocaleUpperCase("es"), 5],
      [
        name
          .normalize("NFD")
          .replace(/[\u0300-\u036f]/g, "")
          .toUpperCase(),
        2,
      ],
      [name, 2],
    ] as const);
  }
  return {
    emisor,
    kind,
    unipersonal,
    nit: nit(rng, unipersonal),
    numero: rng.chance(0.5)
      ? String(rng.int(1, 48_000))
      : String(rng.int(1, 48_000)).padStart(rng.pick([6, 7]), "0"),
    date: dateBetween(rng, addTime(CORPUS_TODAY, -3), addTime(CORPUS_TODAY, 0, -60)),
    cliente,
    clienteId: company ? nit(rng, false).printed : ciNumber(rng),
    company,
    items,
    subtotalCents,
    ivaCents,
    totalCents: subtotalCents + ivaCents,
  };
}

// ---------------------------------------------------------------------------------------------
// The page
// ---------------------------------------------------------------------------------------------

const FONTS: readonly FontFamily[] = ["Roboto", "Noto Sans", "PT Sans", "Roboto Condensed"];
const DATE_STYLES: readonly DateStyle[] = ["long", "long", "dmy_slash", "long_upper"];
const W = 2550;
const H = 3300;
const X = 150;

/** Label wordings of one print run of the billing program. */
interface Labels {
  factura: string;
  autorizacion: string;
  senor: string;
  nitCi: string;
  columns: readonly [string, string, string, string];
  subtotal: string;
  iva: string;
  total: string;
}

const LABEL_SETS: readonly Labels[] = [
  {
    factura: "FACTURA N°:",
    autorizacion: "AUTORIZACIÓN N°:",
    senor: "Señor(es):",
    nitCi: "NIT/CI:",
    columns: ["CANTIDAD", "DETALLE", "PRECIO UNITARIO", "SUBTOTAL"],
    subtotal: "SUBTOTAL Bs",
    iva: "IVA 13%",
    total: "TOTAL Bs",
  },
  {
    factura: "Nº FACTURA:",
    autorizacion: "Nº AUTORIZACIÓN:",
    senor: "Señor(es):",
    nitCi: "NIT/C.I.:",
    columns: ["CANT.", "CONCEPTO", "P. UNIT.", "IMPORTE"],
    subtotal: "IMPORTE NETO",
    iva: "CRÉDITO FISCAL IVA (13%)",
    total: "TOTAL A PAGAR Bs.",
  },
  {
    factura: "No. Factura:",
    autorizacion: "No. Autorización:",
    senor: "Nombre/Razón Social:",
    nitCi: "NIT/CI/CEX:",
    columns: ["Cant.", "Descripción", "P. Unitario", "Subtotal"],
    subtotal: "Subtotal",
    iva: "I.V.A. 13%",
    total: "TOTAL Bs.",
  },
];

/** The owner's given name where the trade name carries it ("DOÑA JULIA"). */
function emisorOwner(emisor: string): string | undefined {
  const m = emisor.match(/DOÑA (\p{Lu}+)/u);
  return m?.[1] ? `${m[1][0]}${m[1].slice(1).toLocaleLowerCase("es")}` : undefined;
}

/** Draws the invoice; returns the layout variant's name. */
function draw(page: Page, rng: Rng, sale: BoSale, f: FacturaPrint, money: (c: number) => string) {
  const accent = rng.pick(["#111111", "#0d2f6b", "#1e4d2b", "#6b1420"]);
  const header = rng.pick(["recuadro", "centrada"] as const);
  const client = rng.pick(["caja", "lineas"] as const);
  const L = rng.pick(LABEL_SETS);
  const grid = rng.pick(["full", "rows", "outer"] as const);
  const withCodes = rng.chance(0.35);
  const qtyDecimals = rng.chance(0.5);
  const sep = money(150).includes(",") ? "," : ".";
  const copy = rng.pick(["ORIGINAL", "ORIGINAL: CLIENTE", "ORIGINAL - CLIENTE"]);
  const place = rng.pick(BO_PLACES);
  const where = BO_STREETS[place.name] ?? { streets: ["Calle Bolívar"], zones: ["Central"] };
  const branch = rng.chance(0.65) ? "CASA MATRIZ" : `SUCURSAL N° ${rng.int(1, 6)}`;
  const zone = rng.pick(where.zones);
  const street = `${rng.pick(where.streets)} N° ${rng.int(12, 2890)}, ${/^(Barrio|Plan) /.test(zone) ? zone : `Zona ${zone}`}`;
  const phone = BOLIVIA.phone(rng, place).printed;
  const city = `${place.name} - Bolivia`;
  const subtitle = rng.pick(["CON DERECHO A CRÉDITO FISCAL", "(Con Derecho a Crédito Fiscal)", ""]);
  const emisor = f.emisor.printed as string;
  // A one-person business prints its owner under the trade name ("DOÑA JULIA" is Julia).
  const ownerGiven = emisorOwner(sale.emisor) ?? rng.pick(rng.chance(0.5) ? MALE : FEMALE);
  const owner = sale.unipersonal ? `de: ${ownerGiven} ${rng.sample(SURNAMES, 2).join(" ")}` : "";
  const activity = ACTIVITY[sale.kind] ?? "";

  let y: number;
  if (header === "recuadro") {
    // Issuer at the left, the SIN numbers in a box at the right, copy and activity under it.
    const mark = rng.chance(0.6);
    const ix = mark ? X + 200 : X;
    if (mark) {
      page.rect({ x: X, y: 130, width: 170, height: 170 }, { fill: accent, radius: 24 });
      const initials = emisor
        .split(/\s+/)
        .filter((w) => /^[A-ZÁÉÍÓÚÑ]{3,}/.test(w) && !/^(DE|DEL|LOS|LAS|Y)$/.test(w))
        .slice(0, 2)
        .map((w) => w[0])
        .join("");
      // The logo's letters are a drawing, not recorded text.
      page.ctx.fillStyle = "#ffffff";
      page.ctx.font = `bold 84px "${page.font}"`;
      page.ctx.textAlign = "center";
      page.ctx.fillText(initials, X + 85, 245);
      page.ctx.textAlign = "left";
    }
    const bw = 820;
    const bx = W - X - bw;
    let hy = 170;
    page.text(emisor, ix, hy, { size: 44, bold: true, color: accent, maxWidth: bx - ix - 40 });
    hy += 56;
    if (owner) {
      page.text(owner, ix, hy, { size: 28, maxWidth: bx - ix - 40 });
      hy += 44;
    }
    page.text(branch, ix, hy, { size: 28, bold: true });
    hy += 42;
    page.text(street, ix, hy, { size: 26, maxWidth: bx - ix - 40 });
    hy += 40;
    page.text(`Telf.: ${phone}`, ix, hy, { size: 26 });
    hy += 40;
    page.text(city, ix, hy, { size: 26 });
    const by = 120;
    page.rect(
      { x: bx, y: by, width: bw, height: 230 },
      { stroke: accent, lineWidth: 4, radius: rng.chance(0.5) ? 18 : 0 },
    );
    const rows: [string, string][] = [
      ["NIT:", f.rif.printed],
      [L.factura, f.numero.printed],
      [L.autorizacion, authorisation(rng)],
    ];
    rows.forEach(([k, v], i) => {
      const ty = by + 68 + i * 64;
      page.text(k, bx + 30, ty, { size: 32, bold: true });
      page.text(v, bx + bw - 30, ty, { size: 32, align: "right", maxWidth: bw - 380 });
    });
    page.text(copy, bx + bw / 2, by + 300, { size: 34, bold: true, align: "center" });
    page.text("Actividad económica:", bx, by + 356, { size: 22, bold: true, color: "#333333" });
    const ay = page.paragraph(activity, bx, by + 392, bw, 30, { size: 22, color: "#333333" });
    y = Math.max(hy + 110, ay + 40);
    page.text("FACTURA", W / 2, y, { size: 84, bold: true, align: "center", color: accent });
    y += 52;
    if (subtitle) {
      page.text(subtitle, W / 2, y, { size: 30, bold: true, align: "center" });
      y += 40;
    }
  } else {
    // Issuer centred, title, then the numbers in a band of three cells.
    let hy = 190;
    page.text(emisor, W / 2, hy, {
      size: 50,
      bold: true,
      color: accent,
      align: "center",
      maxWidth: W - 2 * X,
    });
    hy += 54;
    if (owner) {
      page.text(owner, W / 2, hy, { size: 28, align: "center" });
      hy += 42;
    }
    page.text(`${branch} · ${street}`, W / 2, hy, {
      size: 27,
      align: "center",
      maxWidth: W - 2 * X,
    });
    hy += 40;
    page.text(`Teléfono: ${phone} · ${city}`, W / 2, hy, { size: 27, align: "center" });
    hy += 120;
    page.text("FACTURA", W / 2, hy, { size: 88, bold: true, align: "center", color: accent });
    hy += 54;
    if (subtitle) {
      page.text(subtitle, W / 2, hy, { size: 30, bold: true, align: "center" });
      hy += 44;
    }
    page.text(copy, W - X, hy, { size: 30, bold: true, align: "right" });
    hy += 24;
    const cells: [string, string][] = [
      ["NIT", f.rif.printed],
      [L.factura.replace(/:$/, ""), f.numero.printed],
      [L.autorizacion.replace(/:$/, ""), authorisation(rng)],
    ];
    const cw = (W - 2 * X) / 3;
    page.rect({ x: X, y: hy, width: W - 2 * X, height: 62 }, { fill: accent });
    page.rect({ x: X, y: hy, width: W - 2 * X, height: 140 }, { stroke: accent, lineWidth: 3 });
    cells.forEach(([k, v], i) => {
      const cx = X + cw * i + cw / 2;
      page.text(k, cx, hy + 44, { size: 28, bold: true, color: "#ffffff", align: "center" });
      page.text(v, cx, hy + 116, { size: 34, align: "center", maxWidth: cw - 40 });
      if (i > 0) page.line(X + cw * i, hy, X + cw * i, hy + 140, accent, 3);
    });
    hy += 190;
    page.paragraph(`Actividad económica: ${activity}`, X, hy, W - 2 * X, 32, {
      size: 23,
      color: "#333333",
    });
    y = hy + 30;
  }

  // Place and date, buyer and NIT/CI.
  const dateText = f.fecha.printed as string;
  const longDate = /de/i.test(dateText);
  const dateRun = longDate
    ? `${place.name === "Santa Cruz de la Sierra" ? "Santa Cruz" : place.name}, ${dateText}`
    : dateText;
  const dateLabel = longDate ? "Lugar y fecha:" : rng.pick(["Fecha:", "Fecha de emisión:"]);
  const time = `${String(rng.int(8, 21)).padStart(2, "0")}:${String(rng.int(0, 59)).padStart(2, "0")}`;
  const kv = (k: string, v: string, x: number, yy: number, right: number, size = 32) => {
    const box = page.text(k, x, yy, { size: 30, bold: true });
    const vx = box.x + box.width + 18;
    page.text(v, vx, yy, { size, maxWidth: right - vx });
    return vx;
  };
  const half = X + (W - 2 * X) * 0.64;
  if (client === "caja") {
    const top = y + 20;
    page.rect(
      { x: X, y: top, width: W - 2 * X, height: 190 },
      { stroke: "#555555", lineWidth: 2, radius: 14 },
    );
    kv(dateLabel, dateRun, X + 30, top + 70, half - 20);
    if (!longDate || rng.chance(0.5)) kv("Hora:", time, half + 20, top + 70, W - X - 30);
    kv(L.senor, f.cliente.printed as string, X + 30, top + 145, half - 20);
    kv(L.nitCi, sale.clienteId, half + 20, top + 145, W - X - 30);
    y = top + 190;
  } else {
    const dots = (x1: number, x2: number, yy: number) => {
      for (let x = x1; x < x2; x += 14) page.line(x, yy, x + 5, yy, "#666666", 2);
    };
    let ly = y + 80;
    const v1 = kv(dateLabel, dateRun, X, ly, W - X);
    dots(v1 - 6, W - X, ly + 12);
    ly += 80;
    const v2 = kv(L.senor, f.cliente.printed as string, X, ly, half - 20);
    dots(v2 - 6, half - 20, ly + 12);
    const v3 = kv(L.nitCi, sale.clienteId, half + 10, ly, W - X);
    dots(v3 - 6, W - X, ly + 12);
    y = ly + 30;
  }

  // Items.
  const [cq, cd, cp, ca] = L.columns;
  const columns: TableColumn[] = [
    ...(withCodes
      ? [{ title: L.columns[0] === "Cant." ? "Código" : "CÓDIGO", share: 0.11, align: "left" }]
      : []),
    { title: cq, share: 0.11, align: "center" },
    ...(withCodes
      ? [{ title: L.columns[0] === "Cant." ? "Unid." : "UNID.", share: 0.07, align: "center" }]
      : []),
    { title: cd, share: withCodes ? 0.37 : 0.49, align: "left" },
    { title: cp, share: 0.17, align: "right" },
    { title: ca, share: 0.17, align: "right" },
  ] as TableColumn[];
  const prefix = rng.pick(["P", "A", "0", "ART-"]);
  const rows = sale.items.map((item) => [
    ...(withCodes ? [`${prefix}${String(rng.int(1, 9999)).padStart(4, "0")}`] : []),
    quantity(item.quantityTenths, qtyDecimals, sep),
    ...(withCodes ? [item.unit] : []),
    item.description,
    money(item.unitCents),
    money(item.amountCents),
  ]);
  y = drawTable(page, columns, rows, {
    x: X,
    y: y + 50,
    width: W - 2 * X,
    rowHeight: 74,
    header:
      grid === "outer"
        ? { fill: accent, color: "#ffffff", size: 27 }
        : { color: accent === "#111111" ? "#111111" : accent, size: 27, rule: accent },
    body: { size: 29 },
    grid,
    lineColor: "#666666",
  });

  // Totals at the right, the amount in words at the left.
  const totalRows: [string, number, boolean][] = [
    [L.subtotal, sale.subtotalCents, false],
    [L.iva, sale.ivaCents, false],
    [L.total, sale.totalCents, true],
  ];
  const base = rng.chance(0.6);
  if (base) totalRows.push(["IMPORTE BASE PARA CRÉDITO FISCAL Bs", sale.totalCents, false]);
  const tw = 980;
  const tx = W - X - tw;
  let ty = y + 70;
  for (const [label, cents, strong] of totalRows) {
    if (strong) page.rect({ x: tx, y: ty - 50, width: tw, height: 70 }, { fill: "#ececec" });
    page.text(label, tx + 20, ty, {
      size: strong ? 34 : 28,
      bold: strong,
      maxWidth: tw - 340,
    });
    page.text(money(cents), W - X - 20, ty, {
      size: strong ? 36 : 30,
      bold: strong,
      align: "right",
    });
    ty += strong ? 78 : 60;
  }
  const words = `SON: ${inWords(sale.totalCents, rng.chance(0.6), rng.chance(0.3))}`;
  const wy = page.paragraph(words, X, y + 70, tx - X - 60, 40, { size: 27, bold: true });
  page.text(
    `Forma de pago: ${rng.pick(["EFECTIVO", "EFECTIVO", "TARJETA", "TRANSFERENCIA"])}`,
    X,
    wy + 20,
    {
      size: 25,
      color: "#333333",
    },
  );
  page.text(`Usuario: ${rng.pick(["cajero", "caja", "ventas"])}${rng.int(1, 9)}`, X, wy + 62, {
    size: 25,
    color: "#333333",
  });

  // Control code, deadline and QR; the legend and the consumer-rights notice at the foot.
  const fy = Math.max(ty + 60, wy + 140);
  const qr = 330;
  const qrLeft = rng.chance(0.3);
  const qx = qrLeft ? X : W - X - qr;
  const cx = qrLeft ? X + qr + 50 : X;
  qrLike(page.ctx, qx, fy, qr, rng);
  const deadline = addTime(sale.date, 0, rng.int(20, 170));
  page.text(`CÓDIGO DE CONTROL: ${controlCode(rng)}`, cx, fy + 70, { size: 32, bold: true });
  page.text(`FECHA LÍMITE DE EMISIÓN: ${formatDate(deadline, "dmy_slash")}`, cx, fy + 130, {
    size: 30,
    bold: true,
  });
  if (rng.chance(0.5))
    page.text(`Hora de emisión: ${time}`, cx, fy + 186, { size: 25, color: "#333333" });
  else barcode(page.ctx, { x: cx, y: fy + 170, width: 520, height: 70 }, rng);

  // "CANCELADO": the seller's round stamp or a boxed rubber stamp over the totals, now and then signed.
  const stamp = rng.pick(["redondo", "cancelado", "ninguno"] as const);
  const ink = rng.pick(["rgba(40,60,160,0.7)", "rgba(120,40,140,0.65)", "rgba(170,30,40,0.62)"]);
  if (stamp === "redondo")
    roundStamp(
      page.ctx,
      tx + 240,
      fy + 150,
      135,
      `${emisor.slice(0, 32)} · ${place.name.toUpperCase()}`,
      rng,
      {
        color: ink,
        centre: "CANCELADO",
      },
    );
  else if (stamp === "cancelado")
    watermark(page.ctx, "CANCELADO", tx + 300, fy + 120, {
      size: 96,
      color: ink,
      angle: rng.float(-14, -4),
    });
  if (stamp !== "ninguno" && rng.chance(0.5))
    signature(page.ctx, { x: tx + 120, y: fy + 60, width: 340, height: 110 }, rng);

  // The SIN's legend right under the control code or at the foot, boxed or between rules.
  const legendLines = rng.chance(0.5)
    ? [LEGEND]
    : ["ESTA FACTURA CONTRIBUYE AL DESARROLLO DEL PAÍS.", LEGEND.slice(LEGEND.indexOf("EL USO"))];
  const boxH = legendLines.length * 44 + 56;
  const foot = H - 330 - boxH;
  const top = rng.chance(0.5) ? Math.min(fy + qr + 70, foot) : foot;
  if (rng.chance(0.7))
    page.rect(
      { x: X, y: top, width: W - 2 * X, height: boxH },
      { stroke: "#222222", lineWidth: 3 },
    );
  else {
    page.line(X, top, W - X, top, "#222222", 3);
    page.line(X, top + boxH, W - X, top + boxH, "#222222", 3);
  }
  legendLines.forEach((text, i) => {
    page.text(text, W / 2, top + 61 + i * 44, {
      size: 30,
      bold: true,
      align: "center",
      maxWidth: W - 2 * X - 60,
    });
  });
  page.paragraph(rng.pick(LEY_453), X, top + boxH + 60, W - 2 * X, 34, {
    size: 24,
    color: "#333333",
  });
  page.text(
    rng.pick([
      "Sistema de facturación computarizada autorizado por el Servicio de Impuestos Nacionales",
      `Software de facturación: ${rng.pick(["SIFAC", "FACTUREX", "ContaBol", "SisVentas"])} v${rng.int(2, 6)}.${rng.int(0, 9)}`,
      "Original: Cliente · Copia: Contabilidad",
    ]),
    W / 2,
    H - 120,
    { size: 22, color: "#666666", align: "center" },
  );
  return `factura-bo-computarizada-${header}-${client}-${grid}${withCodes ? "-codigos" : ""}`;
}

/** Amounts in one of the two styles Bolivian billing programs print: "1.130,00" or "1,130.00". */
const MONEY_STYLES: readonly MoneyStyle[] = [
  BOLIVIA.money,
  { ...BOLIVIA.money, separators: "comma_dot" },
];

/**
 * Bolivian computerised invoice on letter paper: issuer with Casa Matriz or Sucursal, NIT, N°
 * de factura and N° de autorización in a box or a band, FACTURA (con derecho a crédito fiscal),
 * ORIGINAL, economic activity, "Lugar y fecha", "Señor(es)" and "NIT/CI", an item table, the
 * net amount, the IVA's 13 % of the total and the total in bolivianos, "SON: … 00/100
 * BOLIVIANOS", código de control, fecha límite de emisión, QR code, the SIN's legend and a
 * Ley N° 453 notice; a CANCELADO stamp now and then.
 */
export const FACTURA_BO_COMPUTARIZADA: Family = {
  name: "factura-bo-computarizada",
  type: "factura",
  split: "train",
  description: "Bolivian computerised invoice (NIT, código de control)",
  render(rng: Rng): RenderedDocument {
    const sale = drawSale(rng.fork("sale"));
    const style = rng.pick(MONEY_STYLES);
    const money = (cents: number) => formatAmount(cents, style);
    const amount = (cents: number): PrintedValue<number> => ({
      printed: money(cents),
      normalized: toUnits(cents),
    });
    const f: FacturaPrint = {
      numero: { printed: sale.numero, normalized: sale.numero },
      fecha: {
        printed: formatDate(sale.date, rng.pick(DATE_STYLES)),
        normalized: isoDate(sale.date),
      },
      emisor: { printed: sale.emisor, normalized: sale.emisor },
      rif: sale.nit,
      cliente: { printed: sale.cliente, normalized: sale.cliente },
      subtotal: amount(sale.subtotalCents),
      iva: amount(sale.ivaCents),
      total: amount(sale.totalCents),
    };
    const page = new Page(W, H, 300, rng.pick(FONTS));
    page.rect({ x: 0, y: 0, width: W, height: H }, { fill: "#ffffff" });
    const layout = draw(page, rng, sale, f, money);
    const fields = new Fields();
    for (const name of FIELD_NAMES.factura) fields.set(name, f[name].printed, f[name].normalized);
    return {
      page,
      layout: `${layout}-${style.separators}`,
      fields: fields.values,
      line_items: itemsTruth(sale.items),
    };
  },
};
