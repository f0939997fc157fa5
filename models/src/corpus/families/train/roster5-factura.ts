/**
 * Training family of roster 5 (invoice): the printed version ("versión legible",
 * "representación gráfica") of a Salvadoran Documento Tributario Electrónico (DTE) of the
 * Ministerio de Hacienda, mandatory since 2023: a Comprobante de Crédito Fiscal (type 03) or a
 * Factura (type 01) with its Código de generación (a UUID), Número de control
 * (DTE-03-M001P001-000000000000123), Sello de recepción, the issuer's NIT and NRC, the
 * receiver's data, a line-item table, the summary ("Suma de ventas", "IVA 13%", "Total a
 * pagar", in US dollars) and a QR code to Hacienda's public query portal. Three designs: the
 * layout of Hacienda's own free invoicing tool, a business's billing program with its logo,
 * and a plain black-and-white printout in sections. Its issuers, wares, clients, streets and
 * people are its own, written here.
 *
 * numero: the document's "Número de control" (the Código de generación is its identification
 * code, not its number), printed and kept verbatim.
 *
 * Tax: on a Crédito Fiscal the prices are without IVA, and "Suma de ventas + IVA 13 % = Total"
 * is exactly the document's arithmetic. On a real Factura (consumer invoice) the prices include
 * the IVA; the corpus's truth wants the items to add up to `subtotal` and `subtotal + iva =
 * total`, so this family's Facturas print net prices and the IVA on its own line, as the
 * Crédito Fiscal does.
 */
import { duiCheck, svNitCheck } from "../../content/countries/slv.ts";
import { digits, groupThousands } from "../../content/country.ts";
import {
  type CivilDate,
  CORPUS_TODAY,
  type DateStyle,
  dateBetween,
  formatDate,
  isoDate,
} from "../../content/dates.ts";
import { type InvoiceItem, itemsTruth } from "../../content/invoice.ts";
import { toUnits } from "../../content/money.ts";
import { asciiSlug } from "../../content/names.ts";
import type { PrintedValue } from "../../content/printed.ts";
import { numberToWords } from "../../content/words.ts";
import { FIELD_NAMES } from "../../fields.ts";
import type { FontFamily } from "../../fonts.ts";
import { qrLike, signature } from "../../render/decor.ts";
import { Fields, type RenderedDocument } from "../../render/document.ts";
import { Page, type TextStyle } from "../../render/page.ts";
import { watermark } from "../../render/security.ts";
import { roundStamp } from "../../render/stamp.ts";
import { drawTable, type TableColumn } from "../../render/table.ts";
import type { Rng } from "../../rng.ts";
import type { Family } from "../family.ts";
import type { FacturaPrint } from "../shared/factura.ts";

// ---------------------------------------------------------------------------------------------
// Pools: municipalities, streets, people, businesses and what they sell
// ---------------------------------------------------------------------------------------------

/** Municipalities and their departments, as the DTE's address prints them. */
const SV_TOWNS: readonly (readonly [municipio: string, departamento: string])[] = [
  ["San Salvador", "San Salvador"],
  ["San Salvador", "San Salvador"],
  ["Soyapango", "San Salvador"],
  ["Mejicanos", "San Salvador"],
  ["Ilopango", "San Salvador"],
  ["Apopa", "San Salvador"],
  ["Santa Tecla", "La Libertad"],
  ["Antiguo Cuscatlán", "La Libertad"],
  ["Colón", "La Libertad"],
  ["Santa Ana", "Santa Ana"],
  ["Metapán", "Santa Ana"],
  ["San Miguel", "San Miguel"],
  ["Usulután", "Usulután"],
  ["Sonsonate", "Sonsonate"],
  ["Ahuachapán", "Ahuachapán"],
  ["Zacatecoluca", "La Paz"],
  ["Cojutepeque", "Cuscatlán"],
  ["San Vicente", "San Vicente"],
  ["Chalatenango", "Chalatenango"],
  ["La Unión", "La Unión"],
];

/** Neighbourhoods of the capital area and of the towns. */
const COLONIAS_CAPITAL = [
  "Col. Escalón",
  "Col. San Benito",
  "Col. Médica",
  "Col. Flor Blanca",
  "Urb. Buenos Aires",
  "Col. Miramonte",
  "Col. Layco",
  "Res. Santa Teresa",
  "Urb. La Cima",
  "Barrio San Miguelito",
  "Col. Santa Lucía",
  "Zona Industrial Plan de La Laguna",
];
const COLONIAS_TOWN = [
  "Barrio El Centro",
  "Barrio San Francisco",
  "Barrio El Calvario",
  "Barrio La Merced",
  "Col. El Palmar",
  "Res. Los Pinos",
  "Col. Santa Emilia",
  "Urb. Las Margaritas",
];
const STREETS_CAPITAL = [
  "Paseo General Escalón",
  "Bulevar de Los Héroes",
  "Alameda Roosevelt",
  "Calle Rubén Darío",
  "Av. Olímpica",
  "Calle Arce",
  "Av. España",
  "Calle Chiltiupán",
  "Bulevar del Ejército Nacional km 5",
  "Calle La Mascota",
  "79 Av. Norte",
  "Alameda Juan Pablo II",
];
const STREETS_TOWN = [
  "1a. Calle Poniente",
  "2a. Av. Norte",
  "4a. Calle Oriente",
  "Av. Independencia",
  "Calle Principal",
  "Carretera Panamericana km 65",
  "3a. Av. Sur",
  "Calle José Matías Delgado",
  "Av. Roosevelt",
];

const MALE = [
  "José Roberto",
  "Carlos Ernesto",
  "Juan Antonio",
  "Luis Alonso",
  "Mario Ernesto",
  "Óscar Armando",
  "René Mauricio",
  "Francisco Javier",
  "Jorge Alberto",
  "Edwin Geovanny",
  "Walter Alexander",
  "Nelson Enrique",
  "Rafael Antonio",
  "Manuel de Jesús",
  "Kevin Alexander",
  "Douglas Ernesto",
  "Salvador",
  "Wilfredo",
];
const FEMALE = [
  "María José",
  "Ana Guadalupe",
  "Rosa Margarita",
  "Sandra Elizabeth",
  "Karla Patricia",
  "Silvia Yanira",
  "Gloria Esperanza",
  "Claudia Marisol",
  "Morena Guadalupe",
  "Ingrid Carolina",
  "Reina Isabel",
  "Fátima del Carmen",
  "Blanca Estela",
  "Jennifer Alejandra",
  "Xiomara",
];
const SURNAMES = [
  "Hernández",
  "Martínez",
  "López",
  "Rivas",
  "Flores",
  "Ramírez",
  "Mejía",
  "Alvarenga",
  "Guardado",
  "Portillo",
  "Argueta",
  "Menjívar",
  "Rodríguez",
  "Cruz",
  "Henríquez",
  "Ayala",
  "Bonilla",
  "Orellana",
  "Quintanilla",
  "Chávez",
  "Escobar",
  "Villalta",
  "Zelaya",
  "Amaya",
  "Castaneda",
  "Aguilar",
  "Molina",
  "Sorto",
  "Cañas",
  "Pineda",
];

/** A ware: description, unit-price range in dollars (without IVA), unit of measure (CAT-014). */
type SvWare = readonly [description: string, low: number, high: number, unit: string];

const WARES: Record<string, readonly SvWare[]> = {
  ferreteria: [
    ["Cemento gris tipo GU bolsa 42.5 kg", 8, 11, "Bolsa"],
    ['Hierro corrugado 3/8" x 6 m grado 40', 3, 6, "Unidad"],
    ["Lámina de zinc alum cal. 26 x 12 pies", 9, 16, "Unidad"],
    ["Pintura látex blanco hueso", 12, 24, "Galón"],
    ['Tubo PVC 1/2" 315 PSI x 6 m', 2, 5, "Unidad"],
    ["Alambre de amarre negro", 1, 2, "Libra"],
    ['Clavo de 3" con cabeza', 1, 2, "Libra"],
    ["Bloque de concreto 15 x 20 x 40 cm", 1, 2, "Unidad"],
    ["Cable eléctrico THHN N° 12", 1, 2, "Metro"],
  ],
  farmacia: [
    ["Acetaminofén 500 mg caja x 100 tabletas", 3, 7, "Caja"],
    ["Ibuprofeno 400 mg caja x 50 tabletas", 4, 9, "Caja"],
    ["Loratadina 10 mg caja x 10 tabletas", 2, 5, "Caja"],
    ["Sales de rehidratación oral sobre", 1, 2, "Unidad"],
    ["Alcohol gel 70% frasco 250 ml", 2, 4, "Unidad"],
    ["Amoxicilina 500 mg caja x 21 cápsulas", 6, 12, "Caja"],
    ["Omeprazol 20 mg caja x 14 cápsulas", 5, 10, "Caja"],
    ["Jarabe para la tos 120 ml", 4, 8, "Unidad"],
  ],
  abarrotes: [
    ["Arroz blanco precocido bolsa 5 lb", 3, 5, "Bolsa"],
    ["Frijol rojo de seda", 1, 2, "Libra"],
    ["Azúcar blanca bolsa 5 lb", 3, 4, "Bolsa"],
    ["Harina de maíz nixtamalizada 2 lb", 1, 3, "Bolsa"],
    ["Aceite vegetal botella 1.5 L", 3, 6, "Unidad"],
    ["Café molido bolsa 400 g", 4, 8, "Bolsa"],
    ["Huevo blanco cartón x 30", 4, 7, "Unidad"],
    ["Queso duro blando", 3, 5, "Libra"],
    ["Crema ácida bolsa 1 lb", 2, 4, "Bolsa"],
  ],
  libreria: [
    ["Resma papel bond carta 75 g", 4, 7, "Unidad"],
    ["Cuaderno universitario 100 hojas", 1, 3, "Unidad"],
    ["Bolígrafo tinta azul caja x 12", 2, 5, "Caja"],
    ["Fólder manila tamaño carta caja x 100", 6, 11, "Caja"],
    ["Tóner compatible para impresora láser", 25, 60, "Unidad"],
    ["Engrapadora metálica de escritorio", 5, 12, "Unidad"],
    ["Marcador permanente negro", 1, 2, "Unidad"],
    ["Cinta adhesiva transparente 3/4 pulg.", 1, 2, "Unidad"],
  ],
  informatica: [
    ["Mantenimiento preventivo de computadora", 20, 45, "Unidad"],
    ["Instalación de punto de red", 25, 40, "Unidad"],
    ["Memoria RAM DDR4 8 GB", 25, 45, "Unidad"],
    ["Disco de estado sólido 480 GB", 35, 60, "Unidad"],
    ["Licencia de antivirus 1 año", 20, 40, "Unidad"],
    ["Soporte técnico en sitio (hora)", 15, 30, "Unidad"],
    ["UPS 750 VA con regulador", 60, 95, "Unidad"],
    ["Cable UTP categoría 6", 1, 2, "Metro"],
  ],
  restaurante: [
    ["Pupusas revueltas", 1, 2, "Unidad"],
    ["Pupusas de queso con loroco", 1, 2, "Unidad"],
    ["Yuca frita con chicharrón", 3, 5, "Unidad"],
    ["Almuerzo ejecutivo", 4, 8, "Unidad"],
    ["Horchata (vaso)", 1, 2, "Unidad"],
    ["Café de olla", 1, 2, "Unidad"],
    ["Panes con pollo", 3, 5, "Unidad"],
    ["Servicio de refrigerio (por persona)", 3, 7, "Unidad"],
  ],
  agro: [
    ["Fertilizante fórmula 16-20-0 quintal", 28, 40, "Quintal"],
    ["Sulfato de amonio quintal", 20, 30, "Quintal"],
    ["Semilla de maíz híbrido bolsa 20 lb", 45, 70, "Bolsa"],
    ["Herbicida glifosato 1 litro", 6, 11, "Unidad"],
    ["Bomba de mochila 16 litros", 35, 60, "Unidad"],
    ["Concentrado para aves de postura", 24, 32, "Quintal"],
    ['Machete de 22"', 5, 9, "Unidad"],
  ],
  transporte: [
    ["Flete San Salvador - San Miguel", 120, 220, "Unidad"],
    ["Flete local con camión 5 toneladas", 60, 120, "Unidad"],
    ["Flete a Puerto de Acajutla", 150, 260, "Unidad"],
    ["Servicio de carga y descarga (hora)", 10, 20, "Unidad"],
    ["Almacenaje de mercadería (día)", 15, 35, "Unidad"],
  ],
};

/** Units sold by weight or length, whose quantities may carry decimals. */
const FRACTIONAL = new Set(["Libra", "Metro"]);

/** The issuer's economic activity (code and description of Hacienda's catalogue), per kind. */
const ACTIVITY: Record<string, readonly [string, string]> = {
  ferreteria: ["47521", "Venta al por menor de artículos de ferretería, pinturas y vidrio"],
  farmacia: ["47721", "Venta al por menor de medicamentos farmacéuticos y artículos de uso médico"],
  abarrotes: ["47190", "Venta al por menor en comercios no especializados"],
  libreria: ["47610", "Venta al por menor de libros, periódicos y artículos de papelería"],
  informatica: ["95110", "Reparación de computadoras y equipo periférico"],
  restaurante: ["56101", "Restaurantes"],
  agro: ["46201", "Venta al por mayor de insumos y productos agropecuarios"],
  transporte: ["49230", "Transporte de carga por carretera"],
};

/** Issuers: razón social, nombre comercial, kind, and whether the taxpayer is a natural person. */
const ISSUERS: readonly (readonly [string, string, string, boolean])[] = [
  ["FERRETERÍA EL MAESTRO CONSTRUCTOR, S.A. DE C.V.", "Ferretería El Maestro", "ferreteria", false],
  ["DISTRIBUIDORA DE MATERIALES SAN ANDRÉS, S.A. DE C.V.", "DIMASA", "ferreteria", false],
  ["FARMACIAS LA SALUD DE ORIENTE, S.A. DE C.V.", "Farmacia La Salud", "farmacia", false],
  ["ROSA MARGARITA HERNÁNDEZ DE LÓPEZ", "FARMACIA SAN RAFAEL", "farmacia", true],
  ["COMERCIALIZADORA CUSCATLÁN, S.A. DE C.V.", "Súper Cuscatlán", "abarrotes", false],
  ["JOSÉ ROBERTO ALVARENGA MEJÍA", "DEPÓSITO Y TIENDA LA BENDICIÓN", "abarrotes", true],
  ["LIBRERÍA Y PAPELERÍA EL ESTUDIANTE, S.A. DE C.V.", "Librería El Estudiante", "libreria", false],
  [
    "SOLUCIONES INFORMÁTICAS DE CENTROAMÉRICA, S.A. DE C.V.",
    "SICA Tecnología",
    "informatica",
    false,
  ],
  ["SERVICIOS TÉCNICOS INTEGRALES, S.A. DE C.V.", "SERTINSA", "informatica", false],
  ["PUPUSERÍA Y RESTAURANTE LA CEIBA, S.A. DE C.V.", "Pupusería La Ceiba", "restaurante", false],
  ["CARLOS ERNESTO GUARDADO RIVAS", "COMEDOR Y PUPUSERÍA EL COMAL", "restaurante", true],
  ["AGROSERVICIO EL SURCO, S.A. DE C.V.", "Agroservicio El Surco", "agro", false],
  ["TRANSPORTES Y LOGÍSTICA DEL PACÍFICO, S.A. DE C.V.", "TRANSPAC", "transporte", false],
];

/** Receivers of a Crédito Fiscal: companies with their activity. */
const CLIENT_COMPANIES: readonly (readonly [string, string])[] = [
  [
    "INVERSIONES LOS VOLCANES, S.A. DE C.V.",
    "Actividades inmobiliarias realizadas con bienes propios",
  ],
  ["CONSTRUCTORA MONTECRISTO, S.A. DE C.V.", "Construcción de edificios residenciales"],
  ["COLEGIO SANTA ELENA, S.A. DE C.V.", "Enseñanza formal"],
  ["CLÍNICA MÉDICA SAN FRANCISCO, S.A. DE C.V.", "Actividades de médicos y odontólogos"],
  [
    "HOTEL Y RESTAURANTE BRISAS DEL MAR, S.A. DE C.V.",
    "Actividades de alojamiento para estancias cortas",
  ],
  [
    "ASOCIACIÓN COOPERATIVA DE AHORRO Y CRÉDITO SAN VICENTE DE R.L.",
    "Otros tipos de intermediación monetaria",
  ],
  ["TALLERES ELÉCTRICOS RAMÍREZ, S.A. DE C.V.", "Instalaciones eléctricas"],
  ["AGROINDUSTRIAS EL PARAÍSO, S.A. DE C.V.", "Cultivo de caña de azúcar"],
  ["IMPORTADORA DEL NORTE, S.A. DE C.V.", "Venta al por mayor de otros productos"],
  ["PANIFICADORA LA ESPIGA DE ORO, S.A. DE C.V.", "Elaboración de productos de panadería"],
  ["DESPACHO CONTABLE ORELLANA Y ASOCIADOS, S.A. DE C.V.", "Actividades de contabilidad"],
];

/** Activities of natural persons who are taxpayers (they receive Créditos Fiscales too). */
const PERSON_ACTIVITIES = [
  "Venta al por menor en tiendas",
  "Servicios de profesionales independientes",
  "Mantenimiento y reparación de vehículos",
  "Actividades de arquitectura e ingeniería",
  "Cultivo de café",
];

/** Payment forms of the DTE catalogue (CAT-017). */
const PAYMENT = [
  "Billetes y monedas",
  "Billetes y monedas",
  "Tarjeta Débito",
  "Tarjeta Crédito",
  "Cheque",
  "Transferencia-Depósito Bancario",
];

/** Billing programs that print the DTE (the free tool's printout names none). */
const SOFTWARE = ["FacturaSV", "ContaPlus DTE", "SIFE El Salvador", "DTE Cloud", "Sistema Fénix"];

// ---------------------------------------------------------------------------------------------
// Numbers as Hacienda's DTE system prints them
// ---------------------------------------------------------------------------------------------

const HEX = "0123456789ABCDEF";
const hex = (rng: Rng, n: number) => Array.from({ length: n }, () => rng.pick([...HEX])).join("");
const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

/** Código de generación: an upper-case version-4 UUID. */
const uuid = (rng: Rng) =>
  `${hex(rng, 8)}-${hex(rng, 4)}-4${hex(rng, 3)}-${rng.pick(["8", "9", "A", "B"])}${hex(rng, 3)}-${hex(rng, 12)}`;

/** Sello de recepción: 40 characters, the year first. */
const sello = (rng: Rng, year: number) =>
  `${year}${hex(rng, 32)}${Array.from({ length: 4 }, () => rng.pick([...ALNUM])).join("")}`;

/** A company's 14-digit NIT (municipality, date, correlative, check), with or without dashes. */
function companyNit(rng: Rng): PrintedValue<string> {
  const date = `${String(rng.int(1, 28)).padStart(2, "0")}${String(rng.int(1, 12)).padStart(2, "0")}${String(rng.int(85, 122) % 100).padStart(2, "0")}`;
  const body = `${rng.pick(["0614", "0614", "0511", "0210", "1217", "0617"])}${date}${String(rng.int(1, 100)).padStart(3, "0")}`;
  const n = `${body}${svNitCheck(body)}`;
  const printed = rng.weighted([
    [n, 5],
    [`${n.slice(0, 4)}-${n.slice(4, 10)}-${n.slice(10, 13)}-${n.slice(13)}`, 4],
  ] as const);
  return { printed, normalized: n };
}

/** A DUI "01234567-8"; since 2021 it is also a natural person's NIT. */
function dui(rng: Rng, dash = true): string {
  const body = String(rng.int(0, 6_999_999)).padStart(8, "0");
  return `${body}${dash ? "-" : ""}${duiCheck(body)}`;
}

/** A natural person's NIT: the DUI (nine digits) or the older 14-digit number. */
function personNit(rng: Rng): PrintedValue<string> {
  if (rng.chance(0.3)) return companyNit(rng);
  const printed = dui(rng, rng.chance(0.4));
  return { printed, normalized: printed.replace("-", "") };
}

/** NRC (Número de Registro de Contribuyente): up to six digits and a check digit. */
const nrc = (rng: Rng, dash: boolean) => {
  const body = String(rng.int(1_000, 340_000));
  return dash ? `${body}-${rng.int(0, 9)}` : `${body}${rng.int(0, 9)}`;
};

/** A phone number as the DTE stores it (eight digits), or with a dash. */
const phone = (rng: Rng, mobile: boolean, dash: boolean) => {
  const n = `${mobile ? rng.pick(["7", "6"]) : "2"}${digits(rng, 7)}`;
  return dash ? `${n.slice(0, 4)}-${n.slice(4)}` : n;
};

/** Dollars in words: "CIENTO VEINTITRÉS 45/100 DÓLARES" and its variants. */
function inWords(cents: number, style: number): string {
  const whole = Math.floor(cents / 100);
  const c = String(cents % 100).padStart(2, "0");
  const w = numberToWords(whole);
  const un = w.replace(/VEINTIUNO$/, "VEINTIÚN").replace(/UNO$/, "UN");
  if (style === 0) return `${un} ${c}/100 DÓLARES`;
  if (style === 1) return `${w} ${c}/100 USD`;
  return `${un} DÓLARES CON ${c}/100 CENTAVOS`;
}

// ---------------------------------------------------------------------------------------------
// The sale
// ---------------------------------------------------------------------------------------------

type Kind = "ccf" | "factura";

interface SvItem extends InvoiceItem {
  unit: string;
  code: string;
}

/** One side of the document: issuer or receiver. */
interface Party {
  name: string;
  comercial: string;
  nit: PrintedValue<string>;
  /** Factura receivers identify themselves by DUI or NIT. */
  docType: "NIT" | "DUI";
  nrc: string;
  activity: string;
  address: string;
  phone: string;
  email: string;
}

interface SvSale {
  kind: Kind;
  numero: string;
  codigo: string;
  sello: string;
  date: CivilDate;
  time: string;
  establecimiento: string;
  granContribuyente: boolean;
  emisor: Party;
  receptor: Party;
  items: SvItem[];
  subtotalCents: number;
  ivaCents: number;
  totalCents: number;
  condicion: string;
  pago: string;
  /** The employee who delivers and the one who receives, with their DUI (the DTE's extension). */
  entrega: [string, string];
  recibe: [string, string];
}

function personName(rng: Rng): string {
  const female = rng.chance(0.5);
  const given = rng.pick(female ? FEMALE : MALE);
  const [s1, s2] = rng.sample(SURNAMES, 2);
  return female && rng.chance(0.2) ? `${given} ${s1} de ${s2}` : `${given} ${s1} ${s2}`;
}

function address(rng: Rng): string {
  const [municipio, departamento] = rng.pick(SV_TOWNS);
  const capital =
    departamento === "San Salvador" || ["Santa Tecla", "Antiguo Cuscatlán"].includes(municipio);
  const colonia = rng.pick(capital ? COLONIAS_CAPITAL : COLONIAS_TOWN);
  const street = rng.pick(capital ? STREETS_CAPITAL : STREETS_TOWN);
  const number = rng.pick([
    `#${rng.int(2, 3990)}`,
    `N° ${rng.int(2, 990)}`,
    `local ${rng.int(1, 24)}`,
  ]);
  return `${street} ${number}, ${colonia}, ${municipio}, ${departamento}`;
}

function emailFor(rng: Rng, name: string, company: boolean): string {
  if (company) {
    const words = (name.split(",")[0] ?? name)
      .split(/\s+/)
      .filter((w) => !/^(DE|DEL|LA|LAS|LOS|EL|Y|S\.A\.)$/i.test(w))
      .slice(0, 2)
      .map(asciiSlug)
      .join("");
    return `${rng.pick(["facturacion", "ventas", "contabilidad", "dte", "info"])}@${words.slice(0, 24) || "empresa"}.${rng.pick(["com.sv", "com.sv", "com"])}`;
  }
  const parts = name.split(" ");
  const first = asciiSlug(parts[0] ?? "cliente");
  const last = asciiSlug(parts[parts.length - 1] ?? "sv");
  return `${first}${rng.pick([".", "_", ""])}${last}${rng.chance(0.5) ? rng.int(1, 99) : ""}@${rng.pick(["gmail.com", "hotmail.com", "yahoo.com", "outlook.com"])}`;
}

function drawSale(rng: Rng): SvSale {
  const kind: Kind = rng.chance(0.62) ? "ccf" : "factura";
  const [razon, comercial, category, natural] = rng.pick(ISSUERS);
  const wares = WARES[category] ?? [];
  const prefix = rng.pick(["P", "ART", "0", "COD"]);
  const items = rng
    .sample(wares, rng.int(2, Math.min(8, wares.length)))
    .map(([d, lo, hi, unit]) => {
      const quantityTenths =
        FRACTIONAL.has(unit) && rng.chance(0.4) ? rng.int(5, 95) : rng.int(1, 12) * 10;
      // Prices in cents, often ending in 0 or 5.
      const unitCents = rng.chance(0.5)
        ? rng.int(lo * 20, hi * 20) * 5
        : rng.int(lo * 100, hi * 100);
      const amountCents = Math.round((quantityTenths * unitCents) / 10);
      const code = `${prefix}${String(rng.int(1, 9999)).padStart(prefix === "0" ? 5 : 4, "0")}`;
      return { description: d, quantityTenths, unitCents, amountCents, unit, code };
    });
  const subtotalCents = items.reduce((sum, item) => sum + item.amountCents, 0);
  const ivaCents = Math.round((subtotalCents * 13) / 100);
  const date = dateBetween(rng, { year: 2024, month: 1, day: 8 }, CORPUS_TODAY);
  const time = `${String(rng.int(7, 19)).padStart(2, "0")}:${String(rng.int(0, 59)).padStart(2, "0")}:${String(rng.int(0, 59)).padStart(2, "0")}`;

  // Establishment and point of sale codes make the control number's middle part.
  const branch = rng.int(1, 4);
  const est = rng.weighted([
    ["M001", 4],
    [`S00${branch}`, 3],
    ["0001", 2],
  ] as const);
  const pv = rng.weighted([
    ["P001", 5],
    [`P00${rng.int(2, 6)}`, 3],
    ["0001", 2],
  ] as const);
  const tipo = kind === "ccf" ? "03" : "01";
  const numero = `DTE-${tipo}-${est}${pv}-${String(rng.int(1, 48_000)).padStart(15, "0")}`;
  const establecimiento = est.startsWith("S") ? "Sucursal / Agencia" : "Casa matriz";

  const nrcDash = rng.chance(0.5);
  const [code, activity] = ACTIVITY[category] ?? ["47190", "Comercio"];
  const emisor: Party = {
    name: razon,
    comercial,
    nit: natural ? personNit(rng) : companyNit(rng),
    docType: "NIT",
    nrc: nrc(rng, nrcDash),
    activity: `${code} - ${activity}`,
    address: address(rng),
    phone: phone(rng, natural && rng.chance(0.5), rng.chance(0.5)),
    email: emailFor(rng, natural ? comercial : razon, true),
  };

  // Receiver: a taxpayer on a Crédito Fiscal, usually a person on a Factura.
  const company = kind === "ccf" ? rng.chance(0.8) : rng.chance(0.2);
  let receptor: Party;
  if (company) {
    const [name, act] = rng.pick(CLIENT_COMPANIES);
    receptor = {
      name,
      comercial: "",
      nit: companyNit(rng),
      docType: "NIT",
      nrc: nrc(rng, nrcDash),
      activity: act,
      address: address(rng),
      phone: phone(rng, false, rng.chance(0.5)),
      email: emailFor(rng, name, true),
    };
  } else {
    const raw = personName(rng);
    const name = rng.chance(0.7) ? raw.toLocaleUpperCase("es") : raw;
    const ccf = kind === "ccf";
    const id = ccf ? personNit(rng) : { printed: dui(rng), normalized: "" };
    receptor = {
      name,
      comercial: "",
      nit: id,
      docType: ccf ? "NIT" : "DUI",
      nrc: ccf ? nrc(rng, nrcDash) : "",
      activity: ccf ? rng.pick(PERSON_ACTIVITIES) : "",
      address: address(rng),
      phone: phone(rng, true, rng.chance(0.5)),
      email: emailFor(rng, raw, false),
    };
  }
  const credit = kind === "ccf" && rng.chance(0.35);
  return {
    kind,
    numero,
    codigo: uuid(rng),
    sello: sello(rng, date.year),
    date,
    time,
    establecimiento,
    granContribuyente: !natural && rng.chance(0.25),
    emisor,
    receptor,
    items,
    subtotalCents,
    ivaCents,
    totalCents: subtotalCents + ivaCents,
    condicion: credit ? "A crédito" : "Contado",
    pago: credit ? `Plazo: ${rng.pick([15, 30, 30, 45, 60])} días` : rng.pick(PAYMENT),
    entrega: [personName(rng), dui(rng)],
    recibe: [personName(rng), dui(rng)],
  };
}

// ---------------------------------------------------------------------------------------------
// Drawing helpers
// ---------------------------------------------------------------------------------------------

const FONTS: readonly FontFamily[] = [
  "Roboto",
  "Open Sans",
  "Noto Sans",
  "Source Sans 3",
  "Lato",
  "PT Sans",
  "Work Sans",
];
const W = 2550;
const H = 3300;
const X = 130;
const R = W - X;

interface Ctx {
  page: Page;
  rng: Rng;
  sale: SvSale;
  f: FacturaPrint;
  /** Amount without the sign, in the print run's style. */
  m: (cents: number) => string;
  /** Amount with the sign, where the design prints one. */
  d: (cents: number) => string;
  title: string;
  dateTime: string;
  accent: string;
}

/**
 * "Label: value" from `x`; a value too long for the rest of the line goes on the next line
 * (kept on one run, shrunk if need be) or, with `wrap`, continues under itself.
 */
function kv(
  page: Page,
  label: string,
  value: string,
  x: number,
  y: number,
  width: number,
  o: { size: number; lineH: number; wrap?: boolean; labelColor?: string; valueBold?: boolean },
): number {
  const lb = page.text(label, x, y, { size: o.size, bold: true, color: o.labelColor ?? "#111111" });
  const vx = lb.x + lb.width + o.size * 0.45;
  const avail = x + width - vx;
  const style: TextStyle = { size: o.size, bold: o.valueBold };
  if (page.measure(value, style) <= avail) {
    page.text(value, vx, y, style);
    return y + o.lineH;
  }
  if (o.wrap) return page.paragraph(value, vx, y, avail, o.lineH, style);
  page.text(value, x + 30, y + o.lineH, { ...style, maxWidth: width - 30 });
  return y + 2 * o.lineH;
}

/** A table with headers on up to three lines (split at "\n"), every cell boxed. */
function gridTable(
  page: Page,
  columns: readonly TableColumn[],
  rows: readonly (readonly string[])[],
  o: {
    x: number;
    y: number;
    width: number;
    headH: number;
    rowH: number;
    headSize: number;
    bodySize: number;
    headFill: string;
    headColor: string;
  },
): { bottom: number; lefts: number[]; widths: number[] } {
  const total = columns.reduce((s, c) => s + c.share, 0);
  const widths = columns.map((c) => (c.share / total) * o.width);
  const lefts = widths.map((_, i) => o.x + widths.slice(0, i).reduce((a, b) => a + b, 0));
  page.rect({ x: o.x, y: o.y, width: o.width, height: o.headH }, { fill: o.headFill });
  for (const [i, col] of columns.entries()) {
    const lines = col.title.split("\n");
    const lh = o.headSize * 1.15;
    const first = o.y + o.headH / 2 - ((lines.length - 1) * lh) / 2 + o.headSize * 0.36;
    lines.forEach((line, k) => {
      page.text(line, (lefts[i] ?? 0) + (widths[i] ?? 0) / 2, first + k * lh, {
        size: o.headSize,
        bold: true,
        color: o.headColor,
        align: "center",
        maxWidth: (widths[i] ?? 0) - 12,
      });
    });
  }
  let y = o.y + o.headH;
  for (const row of rows) {
    for (const [i, col] of columns.entries()) {
      const text = row[i] ?? "";
      if (!text) continue;
      const left = lefts[i] ?? 0;
      const w = widths[i] ?? 0;
      const pad = 12;
      const tx =
        col.align === "left" ? left + pad : col.align === "right" ? left + w - pad : left + w / 2;
      page.text(text, tx, y + o.rowH * 0.66, {
        size: o.bodySize,
        align: col.align,
        maxWidth: w - 2 * pad,
      });
    }
    y += o.rowH;
    page.line(o.x, y, o.x + o.width, y, "#555555", 1.5);
  }
  page.rect(
    { x: o.x, y: o.y, width: o.width, height: y - o.y },
    { stroke: "#333333", lineWidth: 2.5 },
  );
  for (const left of lefts.slice(1)) page.line(left, o.y, left, y, "#555555", 1.5);
  return { bottom: y, lefts, widths };
}

/** Quantity as the DTE prints it: "3", "3.00" or "2.50" (decimal point). */
function qty(tenths: number, decimals: boolean): string {
  if (!decimals && tenths % 10 === 0) return String(tenths / 10);
  return `${Math.floor(tenths / 10)}.${tenths % 10}0`;
}

/** The issuer's initials drawn as a logo mark (not recorded: a drawing, not text). */
function logo(
  page: Page,
  name: string,
  x: number,
  y: number,
  size: number,
  color: string,
  round: boolean,
): void {
  const initials = name
    .replace(/,.*$/, "")
    .split(/\s+/)
    .filter((w) => /^\p{Lu}/u.test(w) && !/^(DE|DEL|LA|LAS|LOS|Y|EL)$/i.test(w))
    .slice(0, 2)
    .map((w) => w[0])
    .join("");
  const { ctx } = page;
  ctx.fillStyle = color;
  ctx.beginPath();
  if (round) ctx.arc(x + size / 2, y + size / 2, size / 2, 0, Math.PI * 2);
  else ctx.roundRect(x, y, size, size, size * 0.14);
  ctx.fill();
  ctx.fillStyle = "#ffffff";
  ctx.font = `bold ${Math.round(size * 0.42)}px "${page.font}"`;
  ctx.textAlign = "center";
  ctx.fillText(initials, x + size / 2, y + size * 0.64);
  ctx.textAlign = "left";
}

/** The query link the QR code carries, printed beside it on some designs. */
const portalUrl = (s: SvSale) =>
  `https://admin.factura.gob.sv/consultaPublica?ambiente=01&codGen=${s.codigo}&fechaEmi=${isoDate(s.date)}`;

/** A rubber stamp or slanted "CANCELADO", now and then, with a signature. */
function paidMark(c: Ctx, cx: number, cy: number): void {
  const { page, rng, sale } = c;
  const ink = rng.pick(["rgba(40,60,160,0.7)", "rgba(120,40,140,0.65)", "rgba(170,30,40,0.62)"]);
  const kind = rng.weighted([
    ["sello", 3],
    ["cancelado", 2],
    ["ninguno", 4],
  ] as const);
  if (kind === "sello")
    roundStamp(
      page.ctx,
      cx,
      cy,
      130,
      `${sale.emisor.comercial.toUpperCase().slice(0, 30)} · EL SALVADOR`,
      rng,
      {
        color: ink,
        centre: sale.condicion === "Contado" ? "CANCELADO" : "ENTREGADO",
      },
    );
  else if (kind === "cancelado")
    watermark(page.ctx, sale.condicion === "Contado" ? "CANCELADO" : "RECIBIDO", cx, cy, {
      size: 92,
      color: ink,
      angle: rng.float(-16, -5),
    });
  if (kind !== "ninguno" && rng.chance(0.6))
    signature(page.ctx, { x: cx - 180, y: cy - 40, width: 340, height: 100 }, rng);
}

// ---------------------------------------------------------------------------------------------
// Design 1: the layout of Hacienda's free invoicing tool
// ---------------------------------------------------------------------------------------------

function drawHacienda(c: Ctx): string {
  const { page, rng, sale, f, m } = c;
  const dark = rng.pick(["#1f1f1f", "#16365c", "#2b2b2b"]);
  const band = rng.pick(["#d9d9d9", "#dfe6ee", "#e6e6e6"]);
  const withLogo = rng.chance(0.5);
  if (withLogo) logo(page, sale.emisor.comercial, X, 80, 170, c.accent, rng.chance(0.5));
  page.text("DOCUMENTO TRIBUTARIO ELECTRÓNICO", W / 2, 150, {
    size: 40,
    bold: true,
    align: "center",
  });
  page.text(c.title, W / 2, 215, { size: 44, bold: true, align: "center", color: dark });
  if (sale.granContribuyente)
    page.text("GRAN CONTRIBUYENTE", R, 150, { size: 26, bold: true, align: "right", color: dark });

  // Identification: the three codes at the left, the QR in the middle, the rest at the right.
  const top = 270;
  const boxH = 345;
  page.rect(
    { x: X, y: top, width: R - X, height: boxH },
    { stroke: "#333333", lineWidth: 2.5, radius: 14 },
  );
  const qr = 280;
  const qx = W / 2 - qr / 2 + 60;
  qrLike(page.ctx, qx, top + (boxH - qr) / 2, qr, rng);
  const colW = qx - X - 60;
  const stackedIds = rng.chance(0.6);
  const ids: [string, string][] = [
    ["Código de Generación:", sale.codigo],
    ["Número de Control:", sale.numero],
    [rng.pick(["Sello de Recepción:", "Sello de recibido:"]), sale.sello],
  ];
  const rx = qx + qr + 50;
  const rw = R - 30 - rx;
  const right: [string, string][] = [
    ["Modelo de Facturación:", rng.pick(["Previo", "Modelo Facturación previo"])],
    ["Tipo de Transmisión:", rng.pick(["Normal", "Transmisión normal"])],
    ["Fecha y Hora de Generación:", c.dateTime],
  ];
  if (stackedIds) {
    ids.forEach(([k, v], i) => {
      const y = top + 62 + i * 102;
      page.text(k, X + 30, y, { size: 26, bold: true });
      page.text(v, X + 30, y + 40, { size: 27, maxWidth: colW });
    });
    right.forEach(([k, v], i) => {
      const y = top + 62 + i * 102;
      page.text(k, rx, y, { size: 26, bold: true });
      page.text(v, rx, y + 40, { size: 27, maxWidth: rw });
    });
  } else {
    let y = top + 96;
    for (const [k, v] of ids) y = kv(page, k, v, X + 30, y, colW, { size: 25, lineH: 60 }) + 6;
    y = top + 96;
    for (const [k, v] of right) y = kv(page, k, v, rx, y, rw, { size: 25, lineH: 60 }) + 6;
  }

  // Issuer and receiver side by side.
  const by = top + boxH + 40;
  const gap = 40;
  const bw = (R - X - gap) / 2;
  const size = 25;
  const lineH = 42;
  const e = sale.emisor;
  const r = sale.receptor;
  const emRows: [string, string, boolean][] = [
    ["Nombre o razón social:", f.emisor.printed, false],
    ["NIT:", f.rif.printed, false],
    ["NRC:", e.nrc, false],
    ["Actividad económica:", e.activity, true],
    ["Dirección:", e.address, true],
    ["Número de teléfono:", e.phone, false],
    ["Correo electrónico:", e.email, false],
    ["Nombre comercial:", e.comercial, false],
    ["Tipo de establecimiento:", sale.establecimiento, false],
  ];
  const reRows: [string, string, boolean][] =
    sale.kind === "ccf"
      ? [
          ["Nombre o razón social:", f.cliente.printed as string, false],
          ["NIT:", r.nit.printed, false],
          ["NRC:", r.nrc, false],
          ["Actividad económica:", r.activity, true],
          ["Dirección:", r.address, true],
          ["Correo electrónico:", r.email, false],
          ["Número de teléfono:", r.phone, false],
        ]
      : [
          ["Nombre o razón social:", f.cliente.printed as string, false],
          ["Tipo de documento:", r.docType, false],
          ["N° de documento:", r.nit.printed, false],
          ["Correo electrónico:", r.email, false],
          ["Dirección:", r.address, true],
          ["Número de teléfono:", r.phone, false],
        ];
  const headH = 58;
  const column = (title: string, rows: [string, string, boolean][], x: number) => {
    page.rect({ x, y: by, width: bw, height: headH }, { fill: band, radius: 8 });
    page.text(title, x + bw / 2, by + 41, { size: 30, bold: true, align: "center", color: dark });
    let y = by + headH + 48;
    for (const [k, v, wrap] of rows) y = kv(page, k, v, x + 24, y, bw - 48, { size, lineH, wrap });
    return y;
  };
  const end = Math.max(column("EMISOR", emRows, X), column("RECEPTOR", reRows, X + bw + gap));
  const bh = end - by - 10;
  page.rect(
    { x: X, y: by, width: bw, height: bh },
    { stroke: "#333333", lineWidth: 2, radius: 10 },
  );
  page.rect(
    { x: X + bw + gap, y: by, width: bw, height: bh },
    { stroke: "#333333", lineWidth: 2, radius: 10 },
  );
  let y = by + bh + 36;

  // The empty sections of the free tool's printout, when there is room.
  if (sale.items.length <= 6 && rng.chance(0.6)) {
    const sections: [string, string[]][] = [
      ["VENTA A CUENTA DE TERCEROS", ["NIT", "Nombre, denominación o razón social"]],
      ["DOCUMENTOS RELACIONADOS", ["Tipo de documento", "N° de documento", "Fecha del documento"]],
    ];
    for (const [title, heads] of rng.chance(0.5) ? sections : sections.slice(1)) {
      page.text(title, W / 2, y + 30, { size: 26, bold: true, align: "center" });
      const cols = heads.map((h) => ({ title: h, share: 1, align: "center" as const }));
      y = gridTable(page, cols, [heads.map(() => "")], {
        x: X,
        y: y + 46,
        width: R - X,
        headH: 46,
        rowH: 44,
        headSize: 23,
        bodySize: 23,
        headFill: band,
        headColor: "#111111",
      }).bottom;
      y += 26;
    }
  }

  // The body: every column of the DTE's item, the three sales columns at the right.
  const columns: TableColumn[] = [
    { title: "N°", share: 0.04, align: "center" },
    { title: "Cantidad", share: 0.07, align: "right" },
    { title: "Unidad", share: 0.07, align: "center" },
    { title: "Descripción", share: 0.28, align: "left" },
    { title: "Precio\nUnitario", share: 0.085, align: "right" },
    { title: "Descuento\npor ítem", share: 0.085, align: "right" },
    { title: "Otros montos\nno afectos", share: 0.09, align: "right" },
    { title: "Ventas No\nSujetas", share: 0.085, align: "right" },
    { title: "Ventas\nExentas", share: 0.085, align: "right" },
    { title: "Ventas\nGravadas", share: 0.1, align: "right" },
  ];
  const decimals = rng.chance(0.6);
  const rows = sale.items.map((it, i) => [
    String(i + 1),
    qty(it.quantityTenths, decimals),
    it.unit,
    it.description,
    m(it.unitCents),
    "0.00",
    "0.00",
    "0.00",
    "0.00",
    m(it.amountCents),
  ]);
  const table = gridTable(page, columns, rows, {
    x: X,
    y: y + 10,
    width: R - X,
    headH: 82,
    rowH: 58,
    headSize: 22,
    bodySize: 24,
    headFill: band,
    headColor: "#111111",
  });
  y = table.bottom;
  // "Suma de Ventas" under the three sales columns.
  const sl = table.lefts[7] ?? 0;
  page.rect({ x: X, y, width: R - X, height: 56 }, { stroke: "#333333", lineWidth: 2 });
  page.text(rng.pick(["SUMA DE VENTAS:", "Suma de Ventas:"]), sl - 16, y + 38, {
    size: 25,
    bold: true,
    align: "right",
  });
  [0, 0, sale.subtotalCents].forEach((cents, i) => {
    const left = table.lefts[7 + i] ?? 0;
    const w = table.widths[7 + i] ?? 0;
    page.text(m(cents), left + w - 12, y + 38, { size: 25, bold: i === 2, align: "right" });
    page.line(left, y, left, y + 56, "#555555", 1.5);
  });
  y += 56;

  // The summary at the right.
  const sw = 1180;
  const sx = R - sw;
  const summary: [string, number, boolean][] = [
    ["Suma Total de Operaciones:", sale.subtotalCents, false],
    ["Monto global Desc., Rebajas y otros a ventas no sujetas:", 0, false],
    ["Monto global Desc., Rebajas y otros a ventas exentas:", 0, false],
    ["Monto global Desc., Rebajas y otros a ventas gravadas:", 0, false],
    [rng.pick(["Impuesto al Valor Agregado 13%:", "IVA 13%:"]), sale.ivaCents, false],
    ["Sub-Total:", sale.subtotalCents, false],
    ["IVA Percibido:", 0, false],
    ["IVA Retenido:", 0, false],
    ["Retención Renta:", 0, false],
    ["Monto Total de la Operación:", sale.totalCents, false],
    ["Total Otros montos no afectos:", 0, false],
    ["Total a Pagar:", sale.totalCents, true],
  ];
  const rowH = 43;
  let sy = y + 46;
  page.rect(
    { x: sx, y: y + 10, width: sw, height: summary.length * rowH + 24 },
    { stroke: "#333333", lineWidth: 2 },
  );
  for (const [label, cents, strong] of summary) {
    if (strong) page.rect({ x: sx, y: sy - 32, width: sw, height: rowH }, { fill: band });
    page.text(label, sx + 20, sy, { size: 24, bold: strong, maxWidth: sw - 260 });
    page.text(c.d(cents), R - 18, sy, { size: strong ? 27 : 24, bold: strong, align: "right" });
    sy += rowH;
  }

  // Amount in words, condition and payment at the left.
  const lw = sx - X - 40;
  let ly = y + 60;
  page.text("Valor en Letras:", X, ly, { size: 25, bold: true });
  ly = page.paragraph(inWords(sale.totalCents, rng.int(0, 2)), X, ly + 40, lw, 38, { size: 25 });
  ly += 14;
  ly = kv(page, "Condición de la Operación:", sale.condicion, X, ly, lw, { size: 25, lineH: 44 });
  ly = kv(page, sale.condicion === "Contado" ? "Forma de pago:" : "Pago:", sale.pago, X, ly, lw, {
    size: 25,
    lineH: 44,
  });
  if (rng.chance(0.5))
    ly = kv(
      page,
      "Observaciones:",
      rng.pick(["Ninguna", "Entrega en bodega", `Pedido N° ${rng.int(1000, 9999)}`]),
      X,
      ly,
      lw,
      { size: 25, lineH: 44 },
    );
  y = Math.max(sy, ly) + 20;

  // The extension: who delivers and who receives.
  if (y < H - 430) {
    const eh = 170;
    page.rect(
      { x: X, y, width: R - X, height: eh },
      { stroke: "#333333", lineWidth: 2, radius: 10 },
    );
    page.text("EXTENSIÓN", X + 24, y + 40, { size: 25, bold: true, color: dark });
    const half = (R - X) / 2;
    kv(page, "Nombre entrega:", sale.entrega[0], X + 24, y + 86, half - 40, {
      size: 24,
      lineH: 40,
    });
    kv(page, "N° documento:", sale.entrega[1], X + 24, y + 130, half - 40, { size: 24, lineH: 40 });
    kv(page, "Nombre recibe:", sale.recibe[0], X + half + 10, y + 86, half - 40, {
      size: 24,
      lineH: 40,
    });
    kv(page, "N° documento:", sale.recibe[1], X + half + 10, y + 130, half - 40, {
      size: 24,
      lineH: 40,
    });
    y += eh;
  }
  if (y < H - 380) paidMark(c, X + 420, Math.min(y + 140, H - 260));
  page.text("Página 1 de 1", R, H - 110, { size: 23, align: "right", color: "#444444" });
  if (rng.chance(0.6))
    page.text(
      "Este documento es una representación gráfica de un Documento Tributario Electrónico (DTE).",
      X,
      H - 110,
      { size: 22, color: "#444444", maxWidth: R - X - 320 },
    );
  return `hacienda-${stackedIds ? "apilado" : "linea"}${withLogo ? "-logo" : ""}`;
}

// ---------------------------------------------------------------------------------------------
// Design 2: a business's billing program (logo, boxed DTE data, cells for the client)
// ---------------------------------------------------------------------------------------------

interface ErpLabels {
  cols: readonly [string, string, string, string, string, string];
  sumas: string;
  iva: string;
  total: string;
  classic: boolean;
}

const ERP_LABELS: readonly ErpLabels[] = [
  {
    cols: ["CANT.", "UNIDAD", "CÓDIGO", "DESCRIPCIÓN", "PRECIO UNIT.", "VENTAS GRAVADAS"],
    sumas: "SUMAS",
    iva: "13% IVA",
    total: "VENTA TOTAL",
    classic: true,
  },
  {
    cols: ["Cantidad", "U. Medida", "Código", "Descripción", "Precio unitario", "Ventas gravadas"],
    sumas: "Suma de ventas",
    iva: "IVA 13%",
    total: "Total a pagar",
    classic: false,
  },
  {
    cols: ["CANTIDAD", "UM", "CÓDIGO", "DESCRIPCIÓN", "P. UNITARIO", "GRAVADAS"],
    sumas: "SUMA DE VENTAS",
    iva: "IVA (13%)",
    total: "TOTAL A PAGAR",
    classic: false,
  },
];

function drawErp(c: Ctx): string {
  const { page, rng, sale, f, m } = c;
  const accent = c.accent;
  const L = rng.pick(sale.kind === "ccf" ? ERP_LABELS : ERP_LABELS.filter((l) => !l.classic));
  const e = sale.emisor;
  const r = sale.receptor;

  // The issuer at the left.
  logo(page, e.comercial, X, 100, 190, accent, rng.chance(0.4));
  const ix = X + 225;
  const bw = 880;
  const bx = R - bw;
  const iw = bx - ix - 40;
  let hy = 150;
  page.text(e.comercial, ix, hy, { size: 50, bold: true, color: accent, maxWidth: iw });
  hy += 52;
  page.text(f.emisor.printed, ix, hy, { size: 28, bold: true, maxWidth: iw });
  hy += 44;
  page.text(`NIT: ${f.rif.printed}   NRC: ${e.nrc}`, ix, hy, { size: 26, maxWidth: iw });
  hy += 40;
  hy = page.paragraph(`Giro: ${e.activity.replace(/^\d+ - /, "")}`, ix, hy, iw, 36, {
    size: 23,
    color: "#333333",
  });
  hy = page.paragraph(e.address, ix, hy, iw, 36, { size: 23, color: "#333333" });
  page.text(`Tel.: ${e.phone}`, ix, hy, { size: 23, color: "#333333" });
  hy += 36;
  page.text(e.email, ix, hy, { size: 23, color: "#333333" });
  hy += 36;
  if (sale.granContribuyente) {
    const gb = page.text("GRAN CONTRIBUYENTE", ix, hy + 12, {
      size: 24,
      bold: true,
      color: accent,
    });
    page.rect(
      { x: gb.x - 12, y: gb.y - 12, width: gb.width + 24, height: gb.height + 24 },
      { stroke: accent, lineWidth: 2 },
    );
    hy += 56;
  }

  // The DTE's data in a box at the right.
  const by = 90;
  page.rect({ x: bx, y: by, width: bw, height: 96 }, { fill: accent, radius: 10 });
  page.text(c.title, bx + bw / 2, by + 64, {
    size: sale.kind === "ccf" ? 36 : 48,
    bold: true,
    color: "#ffffff",
    align: "center",
    maxWidth: bw - 40,
  });
  let y = by + 140;
  page.text("DOCUMENTO TRIBUTARIO ELECTRÓNICO", bx + bw / 2, y, {
    size: 24,
    bold: true,
    align: "center",
  });
  y += 56;
  const inner = bw - 60;
  y = kv(page, rng.pick(["N° de Control:", "Número de control:"]), sale.numero, bx + 30, y, inner, {
    size: 25,
    lineH: 44,
  });
  page.text(rng.pick(["Código de generación:", "Cód. de generación:"]), bx + 30, y, {
    size: 25,
    bold: true,
  });
  page.text(sale.codigo, bx + 30, y + 38, { size: 25, maxWidth: inner });
  y += 88;
  page.text("Sello de recepción:", bx + 30, y, { size: 25, bold: true });
  page.text(sale.sello, bx + 30, y + 38, { size: 24, maxWidth: inner });
  y += 88;
  const dateRun = rng.chance(0.5);
  if (dateRun)
    y = kv(page, "Fecha y hora de emisión:", c.dateTime, bx + 30, y, inner, {
      size: 25,
      lineH: 44,
    });
  else {
    kv(page, "Fecha de emisión:", f.fecha.printed as string, bx + 30, y, inner / 2 + 120, {
      size: 25,
      lineH: 44,
    });
    kv(page, "Hora:", sale.time, bx + 30 + inner / 2 + 150, y, inner / 2 - 150, {
      size: 25,
      lineH: 44,
    });
    y += 44;
  }
  page.rect(
    { x: bx, y: by, width: bw, height: y - by },
    { stroke: accent, lineWidth: 3, radius: 10 },
  );
  y = Math.max(y, hy) + 30;

  // The client in cells (caption above value).
  const title = rng.pick(["DATOS DEL CLIENTE", "RECEPTOR", "DATOS DEL RECEPTOR"]);
  page.text(title, X, y + 30, { size: 28, bold: true, color: accent });
  y += 48;
  const cells: [string, string, number][][] =
    sale.kind === "ccf"
      ? [
          [
            [
              rng.pick(["Cliente / Razón social", "Nombre o razón social"]),
              f.cliente.printed as string,
              1,
            ],
          ],
          [
            ["NIT", r.nit.printed, 0.34],
            ["NRC", r.nrc, 0.28],
            ["Condición de la operación", sale.condicion, 0.38],
          ],
          [
            ["Giro / Actividad económica", r.activity, 0.62],
            ["Teléfono", r.phone, 0.38],
          ],
          [["Dirección", r.address, 1]],
          [
            ["Correo electrónico", r.email, 0.62],
            [
              sale.condicion === "Contado" ? "Forma de pago" : "Plazo",
              sale.pago.replace(/^Plazo: /, ""),
              0.38,
            ],
          ],
        ]
      : [
          [
            [
              rng.pick(["Cliente", "Nombre del cliente", "Nombre o razón social"]),
              f.cliente.printed as string,
              1,
            ],
          ],
          [
            ["Tipo de documento", r.docType, 0.3],
            ["N° de documento", r.nit.printed, 0.32],
            ["Condición de la operación", sale.condicion, 0.38],
          ],
          [["Dirección", r.address, 1]],
          [
            ["Correo electrónico", r.email, 0.62],
            ["Teléfono", r.phone, 0.38],
          ],
        ];
  const ch = 90;
  for (const row of cells) {
    let cx = X;
    for (const [k, v, share] of row) {
      const w = (R - X) * share;
      page.rect({ x: cx, y, width: w, height: ch }, { stroke: "#777777", lineWidth: 2 });
      page.text(k, cx + 14, y + 28, { size: 20, color: "#555555", maxWidth: w - 28 });
      page.text(v, cx + 18, y + 72, { size: 27, maxWidth: w - 36 });
      cx += w;
    }
    y += ch;
  }

  // Items.
  const [cq, cu, cc, cd, cp, ca] = L.cols;
  const withCode = rng.chance(0.5);
  const columns: TableColumn[] = [
    { title: cq, share: 0.09, align: "center" },
    { title: cu, share: 0.1, align: "center" },
    ...(withCode ? [{ title: cc, share: 0.1, align: "left" as const }] : []),
    { title: cd, share: withCode ? 0.38 : 0.48, align: "left" },
    { title: cp, share: 0.15, align: "right" },
    { title: ca, share: 0.18, align: "right" },
  ];
  const decimals = rng.chance(0.5);
  const rows = sale.items.map((it) => [
    qty(it.quantityTenths, decimals),
    it.unit,
    ...(withCode ? [it.code] : []),
    it.description,
    m(it.unitCents),
    m(it.amountCents),
  ]);
  const grid = rng.pick(["rows", "outer", "full"] as const);
  y = drawTable(page, columns, rows, {
    x: X,
    y: y + 40,
    width: R - X,
    rowHeight: 66,
    header: { fill: accent, color: "#ffffff", size: 25 },
    body: { size: 27 },
    grid,
    zebra: grid === "outer" ? "#f2f2f2" : undefined,
    lineColor: "#777777",
  });
  // Empty ruled rows as the form goes on, when there is room.
  if (sale.items.length < 5 && grid !== "outer") {
    for (let i = 0; i < 2; i++) page.line(X, y + 66 * (i + 1), R, y + 66 * (i + 1), "#bbbbbb", 1.5);
    y += 132;
  }

  // Totals at the right.
  const totals: [string, number, boolean][] = L.classic
    ? [
        [L.sumas, sale.subtotalCents, false],
        [L.iva, sale.ivaCents, false],
        ["SUB-TOTAL", sale.totalCents, false],
        ["(-) IVA RETENIDO", 0, false],
        ["VENTAS NO SUJETAS", 0, false],
        ["VENTAS EXENTAS", 0, false],
        [L.total, sale.totalCents, true],
      ]
    : [
        [L.sumas, sale.subtotalCents, false],
        ["Ventas exentas", 0, false],
        ["Ventas no sujetas", 0, false],
        [L.iva, sale.ivaCents, false],
        ["IVA retenido", 0, false],
        [L.total, sale.totalCents, true],
      ];
  const tw = 860;
  const tx = R - tw;
  let ty = y + 70;
  for (const [label, cents, strong] of totals) {
    if (strong) {
      ty += 16;
      page.rect({ x: tx, y: ty - 48, width: tw, height: 68 }, { fill: accent });
    }
    const color = strong ? "#ffffff" : "#111111";
    page.text(label, tx + 20, ty, { size: strong ? 31 : 27, bold: strong || L.classic, color });
    page.text(c.d(cents), R - 20, ty, {
      size: strong ? 33 : 28,
      bold: strong,
      color,
      align: "right",
    });
    if (!strong) page.line(tx, ty + 16, R, ty + 16, "#cccccc", 1.5);
    ty += strong ? 76 : 56;
  }

  // Amount in words and the QR at the left.
  const lw = tx - X - 60;
  let ly = page.paragraph(`SON: ${inWords(sale.totalCents, rng.int(0, 2))}`, X, y + 70, lw, 38, {
    size: 26,
    bold: true,
  });
  const qr = 300;
  qrLike(page.ctx, X, ly + 10, qr, rng);
  const note = rng.pick([
    "Escanee el código QR para consultar este documento en el portal del Ministerio de Hacienda.",
    "Consulte la validez de este DTE en: https://admin.factura.gob.sv/consultaPublica",
  ]);
  page.paragraph(note, X + qr + 30, ly + 50, lw - qr - 30, 34, { size: 22, color: "#333333" });
  ly += qr + 40;
  y = Math.max(ty, ly) + 40;

  // Who delivers and who receives, on signature lines.
  if (y < H - 420) {
    const sy = Math.max(y + 150, H - 420);
    const half = (R - X) / 2;
    for (const [i, [caption, [name, doc]]] of (
      [
        ["Entregado por", sale.entrega],
        ["Recibido por", sale.recibe],
      ] as const
    ).entries()) {
      const lx = X + i * half + 60;
      const lw2 = half - 160;
      if (rng.chance(0.55))
        signature(page.ctx, { x: lx + 80, y: sy - 110, width: lw2 - 160, height: 100 }, rng);
      page.line(lx, sy, lx + lw2, sy, "#333333", 2);
      page.text(caption, lx + lw2 / 2, sy + 36, { size: 24, bold: true, align: "center" });
      page.text(`${name} · DUI ${doc}`, lx + lw2 / 2, sy + 72, {
        size: 22,
        align: "center",
        color: "#333333",
        maxWidth: lw2,
      });
    }
    paidMark(c, tx + 300, ty + 120 < sy - 160 ? ty + 120 : sy - 200);
  }
  page.text(
    `${rng.pick(["Generado por", "Sistema"])}: ${rng.pick(SOFTWARE)} · Representación gráfica del DTE · Versión JSON ${sale.kind === "ccf" ? 3 : 1}`,
    W / 2,
    H - 100,
    { size: 21, color: "#666666", align: "center" },
  );
  return `erp-${L.classic ? "clasico" : "dte"}-${grid}${withCode ? "-codigos" : ""}`;
}

// ---------------------------------------------------------------------------------------------
// Design 3: a plain printout in sections (black and white, grey bands, labels at a tab stop)
// ---------------------------------------------------------------------------------------------

function drawSecciones(c: Ctx): string {
  const { page, rng, sale, f, m } = c;
  const e = sale.emisor;
  const r = sale.receptor;
  const grey = rng.pick(["#e3e3e3", "#d6d6d6", "#ececec"]);
  const inverse = rng.chance(0.4);
  const qr = 270;
  const qrRight = rng.chance(0.6);
  qrLike(page.ctx, qrRight ? R - qr : X, 90, qr, rng);
  // The issuer centred between the margins (or beside the QR).
  const cx = W / 2;
  const maxW = R - X - 2 * qr - 80;
  let y = 150;
  page.text(f.emisor.printed, cx, y, { size: 40, bold: true, align: "center", maxWidth: maxW });
  y += 48;
  page.text(e.comercial, cx, y, { size: 30, align: "center", maxWidth: maxW });
  y += 44;
  page.text(`NIT ${f.rif.printed} · NRC ${e.nrc}`, cx, y, {
    size: 26,
    align: "center",
    maxWidth: maxW,
  });
  y += 40;
  page.text(e.activity, cx, y, { size: 22, align: "center", maxWidth: maxW, color: "#333333" });
  y += 36;
  page.text(e.address, cx, y, { size: 22, align: "center", maxWidth: maxW, color: "#333333" });
  y += 36;
  page.text(`Tel. ${e.phone} · ${e.email}`, cx, y, {
    size: 22,
    align: "center",
    maxWidth: maxW,
    color: "#333333",
  });
  y = Math.max(y + 40, 90 + qr + 30);

  // The document's name in a band.
  page.rect({ x: X, y, width: R - X, height: 84 }, { fill: inverse ? "#222222" : grey });
  page.text(c.title, W / 2, y + 58, {
    size: 40,
    bold: true,
    align: "center",
    color: inverse ? "#ffffff" : "#111111",
  });
  y += 84;
  page.text("DOCUMENTO TRIBUTARIO ELECTRÓNICO", W / 2, y + 40, {
    size: 24,
    align: "center",
    color: "#333333",
  });
  y += 60;

  const tab = 370;
  const section = (title: string) => {
    page.rect({ x: X, y, width: R - X, height: 52 }, { fill: grey });
    page.text(title, X + 18, y + 37, { size: 26, bold: true });
    y += 52 + 44;
  };
  const row = (label: string, value: string, x = X + 18, width = R - X - 36, t = tab) => {
    page.text(`${label}:`, x, y, { size: 25, bold: true, maxWidth: t - 20 });
    page.text(value, x + t, y, { size: 25, maxWidth: width - t });
  };
  const pair = (a: [string, string], b: [string, string]) => {
    const half = (R - X) / 2;
    row(a[0], a[1], X + 18, half - 30);
    row(b[0], b[1], X + half + 10, half - 28);
    y += 42;
  };

  section("IDENTIFICACIÓN");
  row("Número de control", sale.numero);
  y += 42;
  row("Código de generación", sale.codigo);
  y += 42;
  row("Sello de recepción", sale.sello);
  y += 42;
  pair(["Fecha de emisión", f.fecha.printed as string], ["Hora de emisión", sale.time]);
  pair(
    ["Tipo de modelo", rng.pick(["Previo", "Facturación previo"])],
    ["Tipo de operación", rng.pick(["Normal", "Transmisión normal"])],
  );
  pair(["Moneda", "USD"], ["Versión JSON", sale.kind === "ccf" ? "3" : "1"]);
  y += 10;

  section("RECEPTOR");
  row("Nombre o razón social", f.cliente.printed as string);
  y += 42;
  if (sale.kind === "ccf") {
    pair(["NIT", r.nit.printed], ["NRC", r.nrc]);
    row("Actividad económica", r.activity);
    y += 42;
  } else pair(["Tipo de documento", r.docType], ["N° documento", r.nit.printed]);
  row("Dirección", r.address);
  y += 42;
  pair(["Correo electrónico", r.email], ["Teléfono", r.phone]);
  pair(
    ["Condición de la operación", sale.condicion],
    [sale.condicion === "Contado" ? "Forma de pago" : "Plazo", sale.pago.replace(/^Plazo: /, "")],
  );
  y += 10;

  section(rng.pick(["CUERPO DEL DOCUMENTO", "DETALLE DE LA OPERACIÓN"]));
  y -= 44;
  const columns: TableColumn[] = [
    { title: "Ítem", share: 0.06, align: "center" },
    { title: "Cant.", share: 0.08, align: "right" },
    { title: "U. medida", share: 0.11, align: "center" },
    { title: "Descripción", share: 0.43, align: "left" },
    { title: "Precio unit.", share: 0.15, align: "right" },
    { title: "Ventas gravadas", share: 0.17, align: "right" },
  ];
  const decimals = rng.chance(0.5);
  y = drawTable(
    page,
    columns,
    sale.items.map((it, i) => [
      String(i + 1),
      qty(it.quantityTenths, decimals),
      it.unit,
      it.description,
      m(it.unitCents),
      m(it.amountCents),
    ]),
    {
      x: X,
      y,
      width: R - X,
      rowHeight: 62,
      header: { color: "#111111", size: 25, rule: "#111111" },
      body: { size: 26 },
      grid: "rows",
      lineColor: "#999999",
    },
  );
  y += 30;

  section("RESUMEN");
  y -= 44;
  const sw = 1000;
  const sx = R - sw;
  const lines: [string, number, boolean][] = [
    [rng.pick(["Suma de ventas", "Sumas"]), sale.subtotalCents, false],
    ["Descuentos", 0, false],
    ["Ventas exentas", 0, false],
    ["Ventas no sujetas", 0, false],
    [rng.pick(["IVA 13%", "Impuesto al Valor Agregado 13%"]), sale.ivaCents, false],
    ["IVA retenido", 0, false],
    ["Monto total de la operación", sale.totalCents, false],
    ["Total a pagar", sale.totalCents, true],
  ];
  let sy = y + 50;
  for (const [label, cents, strong] of lines) {
    if (strong) {
      sy += 16;
      page.line(sx, sy - 44, R, sy - 44, "#111111", 3);
    }
    page.text(`${label}:`, sx, sy, { size: strong ? 30 : 25, bold: strong });
    page.text(c.d(cents), R - 18, sy, { size: strong ? 31 : 25, bold: strong, align: "right" });
    sy += strong ? 56 : 42;
  }
  const lw = sx - X - 60;
  let ly = y + 50;
  page.text("Valor en letras:", X + 18, ly, { size: 25, bold: true });
  ly = page.paragraph(inWords(sale.totalCents, rng.int(0, 2)), X + 18, ly + 40, lw, 38, {
    size: 25,
  });
  if (rng.chance(0.6)) {
    ly += 20;
    page.paragraph(`Consulta pública: ${portalUrl(sale)}`, X + 18, ly, lw, 30, {
      size: 19,
      color: "#444444",
    });
  }
  y = Math.max(sy, ly) + 30;
  const extension = y < H - 700 && rng.chance(0.65);
  if (extension) {
    y += 10;
    section("EXTENSIÓN");
    pair(["Nombre entrega", sale.entrega[0]], ["Documento entrega", sale.entrega[1]]);
    pair(["Nombre recibe", sale.recibe[0]], ["Documento recibe", sale.recibe[1]]);
    if (rng.chance(0.5)) {
      row(
        "Observaciones",
        rng.pick(["Ninguna", "Mercadería entregada a satisfacción", "Sin observaciones"]),
      );
      y += 42;
    }
  }
  if (y < H - 420) paidMark(c, X + 500, y + 160);
  page.line(X, H - 150, R, H - 150, "#999999", 2);
  page.text(
    rng.pick([
      "Documento generado por un sistema de facturación electrónica autorizado por el Ministerio de Hacienda.",
      `Generado por ${rng.pick(SOFTWARE)}. Representación gráfica del Documento Tributario Electrónico.`,
    ]),
    X,
    H - 105,
    { size: 21, color: "#444444", maxWidth: R - X - 300 },
  );
  page.text("Pág. 1/1", R, H - 105, { size: 21, color: "#444444", align: "right" });
  return `secciones-${inverse ? "negra" : "gris"}-${qrRight ? "qrder" : "qrizq"}${extension ? "-extension" : ""}`;
}

// ---------------------------------------------------------------------------------------------
// The family
// ---------------------------------------------------------------------------------------------

const DATE_STYLES: readonly DateStyle[] = ["iso", "iso", "dmy_slash", "dmy_slash", "dmy_dash"];

/** Amounts: "1,234.56" as most programs print them, or "1234.56" as the DTE's JSON stores them. */
function amountFormat(grouped: boolean) {
  return (cents: number) => {
    const whole = String(Math.floor(cents / 100));
    return `${grouped ? groupThousands(whole, ",") : whole}.${String(cents % 100).padStart(2, "0")}`;
  };
}

/**
 * Salvadoran DTE printout on letter paper: "DOCUMENTO TRIBUTARIO ELECTRÓNICO", COMPROBANTE DE
 * CRÉDITO FISCAL or FACTURA, Código de generación, Número de control, Sello de recepción,
 * Modelo de facturación and Tipo de transmisión, emisor (NIT, NRC, actividad económica,
 * establecimiento) and receptor (NIT and NRC, or DUI), a line-item table with the DTE's sales
 * columns, Suma de ventas, IVA 13 % and Total a pagar in dollars, the value in words, a QR code
 * to Hacienda's public query, who delivered and who received, now and then a CANCELADO stamp.
 */
export const FACTURA_SV_DTE: Family = {
  name: "factura-sv-dte",
  type: "factura",
  split: "train",
  description: "Salvadoran electronic tax document (DTE) printout",
  render(rng: Rng): RenderedDocument {
    const sale = drawSale(rng.fork("sale"));
    const m = amountFormat(rng.chance(0.65));
    const sign = rng.pick(["$ ", "$", "US$ "]);
    const amount = (cents: number): PrintedValue<number> => ({
      printed: m(cents),
      normalized: toUnits(cents),
    });
    const f: FacturaPrint = {
      numero: { printed: sale.numero, normalized: sale.numero },
      fecha: {
        printed: formatDate(sale.date, rng.pick(DATE_STYLES)),
        normalized: isoDate(sale.date),
      },
      emisor: { printed: sale.emisor.name, normalized: sale.emisor.name },
      rif: sale.emisor.nit,
      cliente: { printed: sale.receptor.name, normalized: sale.receptor.name },
      subtotal: amount(sale.subtotalCents),
      iva: amount(sale.ivaCents),
      total: amount(sale.totalCents),
    };
    const page = new Page(W, H, 300, rng.pick(FONTS));
    page.rect({ x: 0, y: 0, width: W, height: H }, { fill: "#ffffff" });
    const c: Ctx = {
      page,
      rng,
      sale,
      f,
      m,
      d: (cents) => `${sign}${m(cents)}`,
      title: sale.kind === "ccf" ? "COMPROBANTE DE CRÉDITO FISCAL" : "FACTURA",
      dateTime: `${f.fecha.printed} ${sale.time}`,
      accent: rng.pick(["#0d3b66", "#1b5e20", "#7a1f1f", "#263238", "#0b5394", "#6a1b9a"]),
    };
    const design = rng.weighted([
      ["hacienda", 4],
      ["erp", 4],
      ["secciones", 3],
    ] as const);
    const layout =
      design === "hacienda" ? drawHacienda(c) : design === "erp" ? drawErp(c) : drawSecciones(c);
    const fields = new Fields();
    for (const name of FIELD_NAMES.factura) fields.set(name, f[name].printed, f[name].normalized);
    return {
      page,
      layout: `factura-sv-dte-${layout}-${sale.kind}`,
      fields: fields.values,
      line_items: itemsTruth(sale.items),
    };
  },
};
