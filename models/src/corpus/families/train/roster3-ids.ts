/**
 * Training families of roster 3 (identity card and invoice): the Documento de Identidad
 * Personal (DIP) of Equatorial Guinea and a Costa Rican "Factura Electrónica" on A4. Each has
 * its own pools of names and places, written here.
 */
import type { Pools } from "../../content/citizen.ts";
import { COSTA_RICA, EQUATORIAL_GUINEA } from "../../content/countries/index.ts";
import type { Place } from "../../content/country.ts";
import {
  barcode,
  emblem,
  guilloche,
  photoPlaceholder,
  qrLike,
  signature,
} from "../../render/decor.ts";
import { microprint, onCard, rings, stripes, tint } from "../../render/security.ts";
import { ghostPortrait } from "../../render/stamp.ts";
import { drawTable } from "../../render/table.ts";
import type { Rng } from "../../rng.ts";
import type { Family } from "../family.ts";
import { cedulaFamily, ID1 } from "../shared/cedula.ts";
import { type FacturaDesign, facturaFamily, quantityText, type Ware } from "../shared/factura.ts";

// ---------------------------------------------------------------------------------------------
// Equatorial Guinea
// ---------------------------------------------------------------------------------------------

const GNQ_PLACES: Place[] = [
  { name: "Malabo", state: "Bioko Norte", areaCode: "333" },
  { name: "Baney", state: "Bioko Norte", areaCode: "333" },
  { name: "Rebola", state: "Bioko Norte", areaCode: "333" },
  { name: "Luba", state: "Bioko Sur", areaCode: "333" },
  { name: "Riaba", state: "Bioko Sur", areaCode: "333" },
  { name: "Bata", state: "Litoral", areaCode: "333" },
  { name: "Mbini", state: "Litoral", areaCode: "333" },
  { name: "Cogo", state: "Litoral", areaCode: "333" },
  { name: "Ebebiyín", state: "Kié-Ntem", areaCode: "333" },
  { name: "Micomeseng", state: "Kié-Ntem", areaCode: "333" },
  { name: "Mongomo", state: "Wele-Nzas", areaCode: "333" },
  { name: "Añisok", state: "Wele-Nzas", areaCode: "333" },
  { name: "Aconibe", state: "Wele-Nzas", areaCode: "333" },
  { name: "Evinayong", state: "Centro Sur", areaCode: "333" },
  { name: "Niefang", state: "Centro Sur", areaCode: "333" },
  { name: "San Antonio de Palé", state: "Annobón", areaCode: "333" },
];
const GNQ_BARRIOS: Record<string, readonly string[]> = {
  Malabo: ["Ela Nguema", "Los Ángeles", "Semu", "Caracolas", "Santa María", "Campo Yaundé"],
  Bata: ["Ngolo", "Comandachina", "Mondong", "Asonga", "Ekuko", "Nkoantoma"],
};
const GNQ_STREETS = [
  "Avenida de la Independencia",
  "Calle de Argelia",
  "Calle de Kenia",
  "Carretera del Aeropuerto",
  "Calle del Rey Boncoro",
  "Avenida de la Libertad",
  "Calle de Nigeria",
  "Paseo Marítimo",
];

/** People of Equatorial Guinea: Spanish given names, Fang, Bubi and Ndowe surnames. */
const POOLS_GNQ: Pools = {
  male: [
    "Teodoro",
    "Santiago",
    "Crisantos",
    "Plácido",
    "Fortunato",
    "Anacleto",
    "Celestino",
    "Policarpo",
    "Deogracias",
    "Marcelino",
    "Agapito",
    "Bonifacio",
    "Casimiro",
    "Florentino",
    "Eulogio",
    "Severino",
    "Benigno",
    "Gaudencio",
  ],
  female: [
    "Constancia",
    "Milagrosa",
    "Purificación",
    "Filomena",
    "Trinidad",
    "Genoveva",
    "Escolástica",
    "Natividad",
    "Eulalia",
    "Asunción",
    "Bienvenida",
    "Consolación",
    "Leoncia",
    "Margarita",
    "Remedios",
    "Honorata",
  ],
  surnames: [
    "Obiang",
    "Nguema",
    "Mba",
    "Ondo",
    "Nsue",
    "Esono",
    "Ela",
    "Nchama",
    "Mangue",
    "Eyene",
    "Abeso",
    "Micha",
    "Nve",
    "Owono",
    "Edu",
    "Asumu",
    "Mbomio",
    "Ntutumu",
    "Bacale",
    "Bolekia",
    "Riloha",
    "Sipi",
    "Borico",
    "Nzang",
    "Engonga",
    "Efua",
    "Oyono",
    "Avomo",
    "Mokuy",
    "Eworo",
  ],
  // Most people live in (and were born in) Malabo or Bata.
  places: [
    ...GNQ_PLACES,
    ...GNQ_PLACES.filter((p) => p.name === "Malabo" || p.name === "Bata").flatMap((p) => [p, p, p]),
  ],
  address(rng, place) {
    const barrios = GNQ_BARRIOS[place.name];
    if (barrios)
      return `${rng.pick(GNQ_STREETS)}${rng.chance(0.5) ? `, n.º ${rng.int(1, 180)}` : ""}, barrio ${rng.pick(barrios)}, ${place.name}`;
    return `Barrio ${rng.pick(["Centro", "Misión", "Mercado", "Hospital", "Playa"])}, ${place.name}`;
  },
  occupations: [
    ["funcionario", "funcionaria"],
    ["maestro", "maestra"],
    ["comerciante", "comerciante"],
    ["agricultor", "agricultora"],
    ["pescador", "vendedora"],
    ["técnico petrolero", "técnica petrolera"],
    ["enfermero", "enfermera"],
    ["conductor", "costurera"],
    ["carpintero", "peluquera"],
    ["estudiante", "estudiante"],
  ],
  emailDomains: ["gmail.com", "yahoo.es", "hotmail.com", "getesa.gq"],
};

const [CW, CH] = ID1;

/** Label sets: Spanish with English, Spanish with French, or Spanish abbreviated. */
const DIP_LABELS = {
  "es-en": {
    numero: "Nº DIP / ID No.",
    apellidos: "Apellidos / Surname",
    nombres: "Nombre / Given names",
    nacimiento: "F. Nacim. / Date of birth",
    sexo: "Sexo / Sex",
    lugar: "Lugar de Nac. / Place of birth",
    nacionalidad: "Nacionalidad / Nationality",
    civil: "Estado civil / Civil status",
    expedicion: "Expedición / Issue",
    caducidad: "Caducidad / Expiry",
    domicilio: "Domicilio / Address",
    firma: "Firma del titular / Holder's signature",
    subtitle: "PERSONAL IDENTITY DOCUMENT",
  },
  "es-fr": {
    numero: "Nº DIP",
    apellidos: "Apellidos / Noms",
    nombres: "Nombre / Prénoms",
    nacimiento: "F. Nacim. / Né(e) le",
    sexo: "Sexo / Sexe",
    lugar: "Lugar de Nac. / Lieu de naiss.",
    nacionalidad: "Nacionalidad / Nationalité",
    civil: "Estado civil / Situation",
    expedicion: "Expedición / Délivrance",
    caducidad: "Caducidad / Expiration",
    domicilio: "Domicilio / Domicile",
    firma: "Firma / Signature",
    subtitle: "DOCUMENT D'IDENTITÉ PERSONNELLE",
  },
  abreviada: {
    numero: "Nº DIP",
    apellidos: "Apellidos",
    nombres: "Nombre",
    nacimiento: "F. Nacim.",
    sexo: "Sexo",
    lugar: "Lugar de Nac.",
    nacionalidad: "Nac.",
    civil: "Est. civil",
    expedicion: "Expedición",
    caducidad: "Caducidad",
    domicilio: "Domicilio",
    firma: "Firma del titular",
    subtitle: "",
  },
} as const;

/**
 * Equatorial Guinea's DIP: serif type with the number in a monospaced face, bilingual
 * (Spanish/English or Spanish/French) or abbreviated Spanish labels, surnames before the given
 * name, some values beside their labels and others under them, the photo on the right, a
 * guilloche ground with a rosette, the flag and arms in the header, address at the foot.
 */
export const CEDULA_GQ = cedulaFamily({
  name: "cedula-gq-dip",
  split: "train",
  description: "Equatorial Guinea DIP identity card",
  country: EQUATORIAL_GUINEA,
  pools: POOLS_GNQ,
  fonts: ["Libre Baskerville", "PT Serif"],
  dateStyles: ["dmy_space", "dmy_slash", "dmon_bilingual"],
  letterCase: ["upper", "upper", "title"],
  nameOrder: ["surname_first", "surname_comma"],
  validity: 10,
  draw(page, rng, p, holder) {
    const { ctx } = page;
    const variant = rng.pick(["es-en", "es-fr", "abreviada"] as const);
    const L = DIP_LABELS[variant];
    const green = rng.pick(["#0b5a2a", "#14532d"]);
    const label = "#3c6e55";
    const ink = "#161616";
    onCard(ctx, CW, CH, 30, () => {
      tint(ctx, { x: 0, y: 0, width: CW, height: CH }, ["#eef7ee", "#fbfaf0", "#e8f0f8"], 35);
      guilloche(
        ctx,
        { x: 0, y: 126, width: CW, height: CH - 126 },
        rng,
        "rgba(30,120,70,0.16)",
        34,
      );
      rings(ctx, 330, 380, 230, "rgba(0,115,206,0.10)", { step: 6, lobes: 11, depth: 0.06 });
      microprint(
        ctx,
        { x: 0, y: 114, width: CW, height: 12 },
        "REPÚBLICA DE GUINEA ECUATORIAL · UNIDAD PAZ JUSTICIA",
        "rgba(11,90,42,0.5)",
        { size: 6 },
      );
      stripes(
        ctx,
        { x: 0, y: CH - 14, width: CW, height: 14 },
        ["#3e9a00", "#ffffff", "#e32118"],
        "horizontal",
      );
    });
    // The flag: green, white and red with the blue triangle at the hoist.
    stripes(
      ctx,
      { x: 30, y: 26, width: 96, height: 60 },
      ["#3e9a00", "#ffffff", "#e32118"],
      "horizontal",
    );
    ctx.fillStyle = "#0073ce";
    ctx.beginPath();
    ctx.moveTo(30, 26);
    ctx.lineTo(62, 56);
    ctx.lineTo(30, 86);
    ctx.closePath();
    ctx.fill();
    page.rect({ x: 30, y: 26, width: 96, height: 60 }, { stroke: "#777777", lineWidth: 1 });
    emblem(ctx, CW - 72, 62, 42, green);
    const cx = CW / 2 + 10;
    page.text("REPÚBLICA DE GUINEA ECUATORIAL", cx, 48, {
      size: 23,
      bold: true,
      color: green,
      align: "center",
      maxWidth: 700,
    });
    page.text("DOCUMENTO DE IDENTIDAD PERSONAL", cx, 78, {
      size: 19,
      bold: true,
      color: "#1d1d1d",
      align: "center",
    });
    page.text(L.subtitle || "Ministerio de Seguridad Nacional", cx, 102, {
      size: 13,
      color: label,
      align: "center",
    });

    const pw = 226;
    const px = CW - pw - 40;
    photoPlaceholder(ctx, { x: px, y: 144, width: pw, height: 282 }, rng);
    ghostPortrait(ctx, { x: 560, y: 440, width: 80, height: 96 }, green);

    const x0 = 36;
    const right = px - 24;
    /** Label then value on the same line. */
    const inline = (
      text: string,
      value: string,
      x: number,
      y: number,
      limit: number,
      size = 22,
    ) => {
      const box = page.text(text, x, y, { size: 13, bold: true, color: label });
      page.text(value, box.x + box.width + 12, y, {
        size,
        bold: true,
        color: ink,
        maxWidth: limit - (box.x + box.width + 12),
      });
    };
    /** Label with its value under it. */
    const under = (text: string, value: string, x: number, y: number, limit: number, size = 22) => {
      page.text(text, x, y, { size: 13, bold: true, color: label });
      page.text(value, x, y + size + 8, { size, bold: true, color: ink, maxWidth: limit - x });
    };

    // The number: beside its label, larger, in red and a monospaced face.
    const numBox = page.text(L.numero, x0, 166, { size: 14, bold: true, color: label });
    page.text(p.cedula_numero.printed, numBox.x + numBox.width + 16, 170, {
      size: 32,
      bold: true,
      family: "IBM Plex Mono",
      color: "#a3171b",
      maxWidth: right - numBox.x - numBox.width - 16,
    });
    const stackedNames = rng.chance(0.6);
    if (stackedNames) {
      under(L.apellidos, p.apellidos.printed, x0, 204, right, 26);
      under(L.nombres, p.nombres.printed, x0, 270, right, 26);
    } else {
      inline(L.apellidos, p.apellidos.printed, x0, 222, right, 26);
      inline(L.nombres, p.nombres.printed, x0, 284, right, 26);
    }
    const sex = holder.citizen.name.sex;
    const half = x0 + 330;
    inline(L.nacimiento, p.fecha_nacimiento.printed, x0, 346, half - 16);
    inline(
      L.sexo,
      variant === "abreviada" ? (sex === "M" ? "VARÓN" : "MUJER") : sex,
      half,
      346,
      right,
    );
    inline(L.lugar, holder.citizen.birthPlace.toLocaleUpperCase("es"), x0, 388, right);
    under(L.nacionalidad, p.nacionalidad.printed, x0, 424, half - 16);
    under(L.civil, p.estado_civil.printed, half, 424, right);
    under(L.expedicion, p.fecha_expedicion.printed, x0, 490, half - 16);
    under(L.caducidad, p.fecha_vencimiento.printed, half, 490, right);

    signature(ctx, { x: px + 10, y: 434, width: pw - 20, height: 70 }, rng);
    page.text(L.firma, px + pw / 2, 520, {
      size: 11,
      color: label,
      align: "center",
      maxWidth: pw,
    });
    page.text(p.nombre_completo.printed, x0, 566, {
      size: 17,
      bold: true,
      color: "#2b2b2b",
      maxWidth: px - x0 - 20,
    });
    const address =
      holder.letterCase === "upper"
        ? holder.citizen.address.toLocaleUpperCase("es")
        : holder.citizen.address;
    inline(L.domicilio, address, x0, 600, px - 20, 15);
    barcode(ctx, { x: px + 6, y: 540, width: pw - 12, height: 54 }, rng);
    return `cedula-gq-dip-${variant}${stackedNames ? "" : "-en-linea"}`;
  },
});

// ---------------------------------------------------------------------------------------------
// Costa Rica
// ---------------------------------------------------------------------------------------------

/** Costa Rican cities by province and canton, for the "provincia, cantón, distrito" address. */
const CRI_PLACES: Place[] = [
  { name: "San Pedro", state: "San José, Montes de Oca", areaCode: "2" },
  { name: "Escazú", state: "San José, Escazú", areaCode: "2" },
  { name: "Pozos", state: "San José, Santa Ana", areaCode: "2" },
  { name: "Curridabat", state: "San José, Curridabat", areaCode: "2" },
  { name: "San Isidro de El General", state: "San José, Pérez Zeledón", areaCode: "2" },
  { name: "Santo Domingo", state: "Heredia, Santo Domingo", areaCode: "2" },
  { name: "San Francisco", state: "Heredia, Heredia", areaCode: "2" },
  { name: "Grecia", state: "Alajuela, Grecia", areaCode: "2" },
  { name: "Ciudad Quesada", state: "Alajuela, San Carlos", areaCode: "2" },
  { name: "Tres Ríos", state: "Cartago, La Unión", areaCode: "2" },
  { name: "Turrialba", state: "Cartago, Turrialba", areaCode: "2" },
  { name: "Liberia", state: "Guanacaste, Liberia", areaCode: "2" },
  { name: "Nicoya", state: "Guanacaste, Nicoya", areaCode: "2" },
  { name: "Puntarenas", state: "Puntarenas, Puntarenas", areaCode: "2" },
  { name: "Limón", state: "Limón, Limón", areaCode: "2" },
];
const CRI_SIGNS = [
  "la Fuente de la Hispanidad",
  "el Mall San Pedro",
  "la Basílica",
  "el antiguo cine",
  "la Clínica del Seguro Social",
  "el Palí",
  "la bomba Uno",
  "el Colegio Técnico",
  "la Municipalidad",
  "el Más x Menos",
];
/** "Heredia, Santo Domingo, Santo Domingo, 200 m sur de la Basílica". */
function crAddress(rng: Rng, place: Place): string {
  const meters = `${rng.pick([50, 100, 150, 200, 300, 400])} m ${rng.pick(["norte", "sur", "este", "oeste"])}`;
  return `${place.state}, ${place.name}, ${meters} de ${rng.pick(CRI_SIGNS)}`;
}

/** Buyers who are people; only the names are drawn by the invoice frame. */
const POOLS_CRI_CLIENTS: Pools = {
  male: [
    "Mauricio",
    "Gerardo",
    "Luis Diego",
    "Andrés",
    "Fabián",
    "Jorge Arturo",
    "Ronald",
    "Víctor Hugo",
    "Adrián",
    "Josué",
    "Marvin",
    "Rodolfo",
  ],
  female: [
    "Ana Lucía",
    "María Fernanda",
    "Karla",
    "Silvia",
    "Gabriela",
    "Daniela",
    "Lorena",
    "Ileana",
    "Wendy",
    "Natalia",
    "Ivannia",
    "Melissa",
  ],
  surnames: [
    "Jiménez",
    "Rojas",
    "Salazar",
    "Calderón",
    "Montero",
    "Céspedes",
    "Ulate",
    "Picado",
    "Barquero",
    "Madrigal",
    "Sequeira",
    "Cordero",
    "Segura",
    "Araya",
    "Monge",
    "Porras",
    "Chinchilla",
    "Badilla",
    "Carvajal",
    "Hidalgo",
    "Granados",
    "Murillo",
  ],
  places: CRI_PLACES,
  address: crAddress,
  occupations: [
    ["comerciante", "comerciante"],
    ["ingeniero", "ingeniera"],
  ],
  emailDomains: ["gmail.com", "ice.co.cr", "hotmail.com", "outlook.com"],
};

/** What each kind of issuer sells: description, price range in colones, unit of measure. */
type CrWare = readonly [description: string, low: number, high: number, unit: string];
const CR_WARES: Record<string, readonly CrWare[]> = {
  ferreteria: [
    ["Cemento gris uso general 50 kg", 6200, 7900, "Unid"],
    ["Varilla corrugada #3 x 6 m", 2100, 3200, "Unid"],
    ["Block de concreto 12 x 20 x 40", 420, 610, "Unid"],
    ["Lámina de zinc ondulada 3,66 m", 9800, 14500, "Unid"],
    ["Pintura acrílica exterior cubeta 5 gal", 38_000, 61_000, "Unid"],
    ["Tubo PVC SDR-26 de 1/2 pulgada", 2300, 3900, "Unid"],
    ["Clavo de acero 2 1/2 pulgadas", 1400, 1900, "kg"],
    ["Arena de tajo", 14_000, 19_000, "m³"],
  ],
  tecnologia: [
    ["Computadora portátil 14 pulgadas 16 GB", 385_000, 620_000, "Unid"],
    ["Monitor LED 24 pulgadas", 78_000, 126_000, "Unid"],
    ["Licencia anual de antivirus corporativo", 24_000, 41_000, "Unid"],
    ["Configuración de red y cableado", 35_000, 68_000, "Sp"],
    ["Soporte técnico en sitio (hora)", 18_000, 29_000, "h"],
    ["Disco de estado sólido 1 TB", 42_000, 69_000, "Unid"],
    ["Router inalámbrico de doble banda", 31_000, 58_000, "Unid"],
  ],
  servicios: [
    ["Servicios contables mensuales", 95_000, 240_000, "Sp"],
    ["Declaración de IVA (D-104)", 25_000, 45_000, "Sp"],
    ["Declaración de renta (D-101)", 60_000, 150_000, "Sp"],
    ["Asesoría tributaria (hora)", 30_000, 55_000, "h"],
    ["Planilla CCSS e INS del mes", 20_000, 38_000, "Sp"],
    ["Certificación de ingresos por CPA", 28_000, 48_000, "Sp"],
  ],
  agro: [
    ["Fertilizante 18-5-15 saco 46 kg", 21_000, 29_500, "Unid"],
    ["Herbicida glifosato 1 L", 6800, 9400, "Unid"],
    ["Alimento para ganado saco 40 kg", 13_500, 18_200, "Unid"],
    ["Bomba de espalda 20 L", 38_000, 56_000, "Unid"],
    ["Semilla de frijol certificada", 1800, 2600, "kg"],
    ["Alambre de púas rollo 400 m", 29_000, 41_000, "Unid"],
    ["Botas de hule par", 7900, 12_500, "Unid"],
  ],
  libreria: [
    ["Resma papel bond tamaño carta", 3200, 4600, "Unid"],
    ["Cuaderno cosido 100 hojas", 950, 1600, "Unid"],
    ["Lapicero azul caja de 12", 2400, 3900, "Unid"],
    ["Tóner compatible para impresora láser", 24_000, 42_000, "Unid"],
    ["Archivador de palanca tamaño oficio", 2100, 3300, "Unid"],
    ["Calculadora científica", 9800, 16_500, "Unid"],
  ],
};
const CR_WARE_TABLE: Record<string, readonly Ware[]> = Object.fromEntries(
  Object.entries(CR_WARES).map(([category, wares]) => [
    category,
    wares.map(([description, low, high]) => [description, low, high] as const),
  ]),
);
const CR_UNITS = new Map(
  Object.values(CR_WARES)
    .flat()
    .map(([description, , , unit]) => [description, unit]),
);

const CR_ISSUERS: readonly (readonly [string, string])[] = [
  ["Ferretería y Materiales El Guarco S.A.", "ferreteria"],
  ["Depósito de Materiales Coronado S.R.L.", "ferreteria"],
  ["Soluciones Tecnológicas del Valle Central S.A.", "tecnologia"],
  ["Grupo Informático Brunca Ltda.", "tecnologia"],
  ["Despacho Contable Umaña y Asociados S.R.L.", "servicios"],
  ["Consultores Tributarios Heredianos S.A.", "servicios"],
  ["Agroservicios Los Santos S.A.", "agro"],
  ["Almacén Agrícola La Pampa de Liberia S.A.", "agro"],
  ["Librería y Bazar La Sabana S.R.L.", "libreria"],
];
const CR_CLIENTS = [
  "Constructora Montes de Oca S.A.",
  "Hotel Playa Hermosa del Pacífico S.A.",
  "Clínica Dental Santa Ana S.R.L.",
  "Cooperativa de Caficultores de Dota R.L.",
  "Transportes Ticos del Norte S.A.",
  "Asociación Solidarista de Empleados de Coopesur",
];

const CR_PAYMENT = ["Efectivo", "Tarjeta", "Transferencia", "SINPE Móvil", "Cheque"];

/** The frame of one Costa Rican invoice design, in one of its two money styles. */
const CR_DESIGN: Omit<FacturaDesign, "country"> = {
  name: "factura-cr-electronica",
  split: "train",
  description: "Costa Rican electronic invoice (Factura Electrónica)",
  // Faces that carry the colón sign (₡) themselves.
  fonts: ["Source Sans 3", "Work Sans", "Montserrat"],
  dateStyles: ["dmy_slash", "iso", "dmy_dash"],
  issuers: CR_ISSUERS,
  wares: CR_WARE_TABLE,
  clientCompanies: CR_CLIENTS,
  clientPools: POOLS_CRI_CLIENTS,
  itemCount: [2, 7],
  // Consecutivo: establishment (3), terminal (5), document type 01 (factura), sequence (10).
  numero: (rng) =>
    `${String(rng.int(1, 4)).padStart(3, "0")}${String(rng.int(1, 12)).padStart(5, "0")}01${String(rng.int(1, 99_999)).padStart(10, "0")}`,
  draw(page, rng, sale, f, money) {
    const W = page.width;
    const X = 150;
    const accent = rng.pick(["#004b87", "#0f5c4d", "#7a2331", "#333333"]);
    const banded = rng.chance(0.5);
    const client = f.cliente.printed as string;
    const company = CR_CLIENTS.includes(client);
    const receptor = rng.pick(["Receptor", "Cliente"]);
    const gap = rng.chance(0.3) ? " " : "";
    const colon = (cents: number) => `₡${gap}${money(cents)}`;
    const issuerPlace = rng.pick(CRI_PLACES);
    const slug = (f.emisor.printed as string)
      .toLowerCase()
      .normalize("NFD")
      .replace(/[^a-z]/g, "")
      .slice(0, 18);
    const phone = COSTA_RICA.phone(rng, issuerPlace).printed;
    const time = `${String(rng.int(7, 19)).padStart(2, "0")}:${String(rng.int(0, 59)).padStart(2, "0")}:${String(rng.int(0, 59)).padStart(2, "0")}`;
    const fecha = f.fecha.printed as string;
    const stamp = /^\d{4}-/.test(fecha) ? `${fecha}T${time}-06:00` : `${fecha} ${time}`;
    // Clave numérica: 506, ddmmyy, issuer's id on 12 digits, consecutivo, situation, security code.
    const d = sale.date;
    const clave = `506${String(d.day).padStart(2, "0")}${String(d.month).padStart(2, "0")}${String(d.year % 100).padStart(2, "0")}${String(f.rif.normalized).padStart(12, "0")}${f.numero.printed}1${String(rng.int(0, 99_999_999)).padStart(8, "0")}`;

    // Issuer block, left; document box, right.
    let top = 170;
    if (banded) {
      page.rect({ x: 0, y: 0, width: W, height: 150 }, { fill: accent });
      page.text("FACTURA ELECTRÓNICA", X, 104, { size: 64, bold: true, color: "#ffffff" });
      page.text(`Versión ${rng.pick(["4.3", "4.4"])}`, W - X, 104, {
        size: 30,
        color: "#ffffff",
        align: "right",
      });
      top = 260;
    }
    page.text(f.emisor.printed as string, X, top, {
      size: 46,
      bold: true,
      color: banded ? "#111111" : accent,
      maxWidth: 1200,
    });
    const taxLabel = rng.pick([
      "Cédula jurídica:",
      "Céd. Jurídica N°",
      "Identificación (jurídica):",
    ]);
    page.text(`${taxLabel} ${f.rif.printed}`, X, top + 62, { size: 32 });
    page.text(`Teléfono: ${phone}`, X, top + 112, { size: 28, color: "#333333" });
    page.text(`Correo: facturacion@${slug}.cr`, X, top + 156, { size: 28, color: "#333333" });
    page.paragraph(crAddress(rng, issuerPlace), X, top + 200, 1150, 40, {
      size: 26,
      color: "#444444",
    });
    page.text(`Actividad económica: ${rng.int(100, 999)}${rng.int(100, 999)}`, X, top + 290, {
      size: 26,
      color: "#444444",
    });

    const bw = 880;
    const bx = W - X - bw;
    const by = top - 60;
    page.rect(
      { x: bx, y: by, width: bw, height: banded ? 340 : 400 },
      { stroke: accent, lineWidth: 3, radius: banded ? 0 : 16 },
    );
    if (!banded)
      page.text("FACTURA ELECTRÓNICA", bx + bw / 2, by + 64, {
        size: 44,
        bold: true,
        color: accent,
        align: "center",
      });
    const meta: [string, string][] = [
      ["Consecutivo:", f.numero.printed as string],
      ["Fecha de emisión:", stamp],
      [
        "Condición de venta:",
        rng.pick(["Contado", "Contado", "Crédito", `Crédito ${rng.pick([8, 15, 30])} días`]),
      ],
      ["Medio de pago:", rng.pick(CR_PAYMENT)],
      ["Moneda:", rng.pick(["CRC", "Colón costarricense (CRC)"])],
    ];
    meta.forEach(([k, v], i) => {
      const y = by + (banded ? 70 : 130) + i * 56;
      const box = page.text(k, bx + 30, y, { size: 28, bold: true });
      page.text(v, box.x + box.width + 14, y, {
        size: 28,
        maxWidth: bx + bw - 24 - (box.x + box.width + 14),
      });
    });

    let y = top + 380;
    page.text("Clave numérica:", X, y, { size: 28, bold: true });
    page.text(clave, X + 250, y, { size: 28, family: "IBM Plex Mono", maxWidth: W - 2 * X - 250 });
    y += 40;
    page.line(X, y, W - X, y, "#999999", 2);

    // Receptor.
    y += 70;
    page.text(receptor.toUpperCase(), X, y, { size: 30, bold: true, color: accent });
    y += 56;
    const kv = (k: string, v: string, x: number, yy: number, limit: number) => {
      const box = page.text(k, x, yy, { size: 28, color: "#555555" });
      page.text(v, box.x + box.width + 14, yy, {
        size: 30,
        maxWidth: limit - (box.x + box.width + 14),
      });
    };
    kv("Nombre:", client, X, y, W - X);
    y += 50;
    kv(
      company ? "Cédula jurídica:" : rng.pick(["Cédula física:", "Identificación:"]),
      sale.clienteId,
      X,
      y,
      W / 2,
    );
    kv(
      "Correo:",
      company
        ? `proveeduria@${client
            .toLowerCase()
            .normalize("NFD")
            .replace(/[^a-z]/g, "")
            .slice(0, 14)}.cr`
        : `${client
            .split(" ")[0]
            ?.toLowerCase()
            .normalize("NFD")
            .replace(/[^a-z]/g, "")}${rng.int(1, 99)}@${rng.pick(POOLS_CRI_CLIENTS.emailDomains)}`,
      W / 2,
      y,
      W - X,
    );

    // Items: CABYS code, quantity, unit, description, unit price, discount, tax rate, amount.
    const discountZero = money(0);
    y = drawTable(
      page,
      [
        { title: "Código CABYS", share: 0.14, align: "left" },
        { title: "Cant.", share: 0.07, align: "right" },
        { title: "Unidad", share: 0.07, align: "center" },
        { title: "Descripción", share: 0.32, align: "left" },
        { title: "Precio unit.", share: 0.12, align: "right" },
        { title: "Desc.", share: 0.08, align: "right" },
        { title: "IVA", share: 0.06, align: "center" },
        { title: "Monto", share: 0.14, align: "right" },
      ],
      sale.items.map((item) => [
        `${rng.int(1, 9)}${String(rng.int(0, 999_999)).padStart(6, "0")}${String(rng.int(0, 999_999)).padStart(6, "0")}`,
        quantityText(item.quantityTenths, sale.country),
        CR_UNITS.get(item.description) ?? "Unid",
        item.description,
        money(item.unitCents),
        discountZero,
        "13%",
        money(item.amountCents),
      ]),
      {
        x: X,
        y: y + 70,
        width: W - 2 * X,
        rowHeight: 78,
        header: banded
          ? { fill: accent, color: "#ffffff", size: 26 }
          : { color: accent, size: 26, rule: accent },
        body: { size: 28 },
        grid: banded ? "rows" : "full",
        zebra: banded ? "#f2f4f7" : undefined,
        lineColor: "#b5b5b5",
      },
    );

    // Totals: Hacienda's breakdown, or the short block.
    const services = ["servicios"].includes(sale.category);
    const ivaLabel = rng.pick(["IVA 13%", "Impuesto al valor agregado (13%)", "Total impuesto"]);
    const rows: [string, string, boolean][] = rng.chance(0.5)
      ? [
          ["Total servicios gravados", money(services ? sale.subtotalCents : 0), false],
          ["Total mercancías gravadas", money(services ? 0 : sale.subtotalCents), false],
          ["Total exento", money(0), false],
          ["Total venta", money(sale.subtotalCents), false],
          ["Total descuentos", money(0), false],
          ["Subtotal (venta neta)", money(sale.subtotalCents), false],
          [ivaLabel, money(sale.ivaCents), false],
          ["Total comprobante", colon(sale.totalCents), true],
        ]
      : [
          ["Subtotal", colon(sale.subtotalCents), false],
          [ivaLabel, colon(sale.ivaCents), false],
          ["Total comprobante", colon(sale.totalCents), true],
        ];
    const tw = 980;
    const tx = W - X - tw;
    let ty = y + 90;
    for (const [label, value, strong] of rows) {
      if (strong) {
        ty += 24;
        page.rect({ x: tx, y: ty - 50, width: tw, height: 72 }, { fill: "#e9edf2" });
        page.line(tx, ty - 52, W - X, ty - 52, accent, 3);
      }
      page.text(label, tx + 24, ty, { size: strong ? 36 : 30, bold: strong });
      page.text(value, W - X - 24, ty, { size: strong ? 38 : 30, bold: strong, align: "right" });
      ty += strong ? 80 : 54;
    }

    // Left of the totals: observations, a QR code; the authorisation at the foot.
    page.text("Observaciones:", X, y + 90, { size: 28, bold: true });
    page.paragraph(
      rng.pick([
        "Gracias por su compra. Precios incluyen el IVA desglosado.",
        "Favor hacer el pago a la cuenta IBAN indicada en la orden de compra.",
        "Mercadería viaja por cuenta y riesgo del comprador.",
        "Este comprobante no admite devoluciones después de 8 días.",
      ]),
      X,
      y + 140,
      tx - X - 80,
      40,
      { size: 26, color: "#444444" },
    );
    qrLike(page.ctx, X, y + 260, 300, rng);
    page.paragraph(
      "Autorizada mediante resolución N° DGT-R-033-2019 del 20 de junio de 2019 de la Dirección General de Tributación.",
      X,
      page.height - 220,
      W - 2 * X,
      38,
      { size: 25, color: "#555555" },
    );
    page.text(
      `Documento generado por ${rng.pick(["FacturaTica", "Sistema de Comprobantes Electrónicos del MH", "e-Factura CR"])}`,
      X,
      page.height - 130,
      { size: 24, color: "#777777" },
    );
    return `factura-cr-electronica-${banded ? "banda" : "recuadro"}-${rows.length > 3 ? "desglose" : "corto"}-${sale.country.money.separators}`;
  },
};

/** Costa Rica printed "1.234.567,89" (as the country's standard) or "1,234,567.89" (as many systems print). */
const CR_FAMILIES = [
  facturaFamily({ ...CR_DESIGN, country: COSTA_RICA }),
  facturaFamily({
    ...CR_DESIGN,
    country: { ...COSTA_RICA, money: { ...COSTA_RICA.money, separators: "comma_dot" } },
  }),
] as const;

/**
 * Costa Rican "Factura Electrónica" on A4: the issuer's cédula jurídica, consecutivo of 20
 * digits and clave numérica of 50, issue timestamp, condición de venta and medio de pago, an
 * item table with CABYS code, unit, discount and tax columns, Hacienda's breakdown of totals
 * or a short block ending in "Total comprobante" with the colón sign, in either separator style.
 */
export const FACTURA_CR: Family = {
  ...CR_FAMILIES[0],
  render(rng) {
    return rng.pick(CR_FAMILIES).render(rng);
  },
};

/** The families of roster 3 in this file. */
export const ROSTER_3_IDS: readonly Family[] = [CEDULA_GQ, FACTURA_CR];
