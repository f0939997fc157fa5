/** Invoice content: issuers with valid RIFs, line items with cent-exact arithmetic, IVA 16 %. */
import type { Rng } from "../rng.ts";
import { toUnits } from "./money.ts";
import type { PrintedValue } from "./printed.ts";

type Category = "ferreteria" | "alimentos" | "tecnico" | "papeleria" | "farmacia";

const ISSUERS: readonly (readonly [string, Category])[] = [
  ["Ferretería La Ñapa, C.A.", "ferreteria"],
  ["Suministros Industriales Guayana, C.A.", "ferreteria"],
  ["Distribuidora El Ávila, C.A.", "alimentos"],
  ["Comercializadora Los Andes, S.A.", "alimentos"],
  ["Panadería y Pastelería Mérida 2000, C.A.", "alimentos"],
  ["Servicios Técnicos Caroní, C.A.", "tecnico"],
  ["Inversiones Peña & Muñoz, S.R.L.", "tecnico"],
  ["Librería y Papelería El Estudiante, C.A.", "papeleria"],
  ["Farmacia Santa Inés, C.A.", "farmacia"],
  ["Droguería Núñez Hermanos, C.A.", "farmacia"],
];

/** Item descriptions with a unit-price range in bolívares. */
const ITEMS: Record<Category, readonly (readonly [string, number, number])[]> = {
  ferreteria: [
    ["Cemento gris Portland 42,5 kg", 180, 260],
    ['Cabilla 3/8" x 6 m', 45, 80],
    ['Tubo PVC 1/2" x 3 m', 25, 60],
    ["Pintura de caucho galón blanco", 220, 480],
    ['Tornillos autorroscantes 1" (caja 100)', 35, 90],
    ["Cable THW N° 12 (rollo 100 m)", 900, 1600],
    ['Llave de paso 1/2" bronce', 70, 150],
    ['Brocha 3" cerda natural', 18, 45],
  ],
  alimentos: [
    ["Harina de maíz precocida 1 kg", 38, 55],
    ["Arroz blanco tipo I 1 kg", 40, 62],
    ["Aceite vegetal 1 L", 70, 110],
    ["Café molido 500 g", 120, 190],
    ["Queso blanco duro (kg)", 210, 330],
    ["Azúcar refinada 1 kg", 42, 60],
    ["Pan canilla (docena)", 60, 95],
    ["Caraotas negras 1 kg", 55, 85],
  ],
  tecnico: [
    ["Mantenimiento preventivo aire acondicionado", 450, 1200],
    ["Reparación de tarjeta madre", 800, 2200],
    ["Instalación de cableado estructurado (punto)", 150, 400],
    ["Diagnóstico técnico de equipo", 120, 300],
    ["Licencia antivirus anual", 350, 700],
    ["Cambio de compresor 12000 BTU", 2500, 5200],
    ["Servicio de soporte remoto (hora)", 90, 200],
  ],
  papeleria: [
    ["Resma papel carta 75 g", 190, 280],
    ["Cuaderno universitario 100 hojas", 45, 90],
    ["Bolígrafo azul (caja 12)", 60, 110],
    ["Carpeta manila tamaño oficio", 4, 9],
    ["Tóner láser compatible", 650, 1300],
    ["Marcador de pizarra acrílica", 15, 30],
    ["Engrapadora metálica", 80, 160],
  ],
  farmacia: [
    ["Acetaminofén 500 mg x 20 tabletas", 35, 70],
    ["Ibuprofeno 400 mg x 10 tabletas", 40, 80],
    ["Alcohol isopropílico 1 L", 60, 120],
    ["Gasa estéril 10 x 10 cm (sobre)", 8, 20],
    ["Amoxicilina 500 mg x 21 cápsulas", 120, 240],
    ["Suero oral sabor naranja", 25, 55],
    ["Vitamina C 1 g x 10 efervescentes", 70, 140],
  ],
};

const CLIENT_COMPANIES = [
  "Constructora Bolívar 2010, C.A.",
  "Alcaldía del Municipio Sucre",
  "Unidad Educativa San José",
  "Clínica Santa Sofía, C.A.",
  "Transporte Peñalver, S.R.L.",
  "Asociación Civil Niños del Zulia",
];

/** One invoice line; money in cents. */
export interface InvoiceItem {
  description: string;
  /** Quantity in tenths (25 = 2,5) so that arithmetic stays in integers. */
  quantityTenths: number;
  unitCents: number;
  amountCents: number;
}

/** The invoice's issuer, numbers, client and items (dates and layout are chosen by the renderer). */
export interface InvoiceContent {
  emisor: string;
  rif: PrintedValue<string>;
  numero: string;
  control: string;
  cliente: string;
  clienteId: string;
  items: InvoiceItem[];
  subtotalCents: number;
  ivaCents: number;
  totalCents: number;
}

/** Venezuelan RIF check digit (SENIAT modulo-11 with weights 4,3,2,7,6,5,4,3,2). */
export function rifCheckDigit(letter: string, digits: string): number {
  const letterValue: Record<string, number> = { V: 1, E: 2, J: 3, P: 4, G: 5, C: 3 };
  const values = [letterValue[letter] ?? 3, ...digits.padStart(8, "0").split("").map(Number)];
  const weights = [4, 3, 2, 7, 6, 5, 4, 3, 2];
  const sum = values.reduce((acc, v, i) => acc + v * (weights[i] ?? 0), 0);
  const digit = 11 - (sum % 11);
  return digit >= 10 ? 0 : digit;
}

/** A RIF such as J-12345678-9, normalised without separators (J123456789). */
export function randomRif(rng: Rng, letter: string): PrintedValue<string> {
  const digits = String(rng.int(10_000_000, 49_999_999)).padStart(8, "0");
  const check = rifCheckDigit(letter, digits);
  const printed = rng.weighted<string>([
    [`${letter}-${digits}-${check}`, 6],
    [`${letter}-${digits}${check}`, 2],
    [`${letter}${digits}${check}`, 1],
  ]);
  return { printed, normalized: `${letter}${digits}${check}` };
}

/** Quantity as printed: "3" or "2,5". */
export function formatQuantity(tenths: number): string {
  return tenths % 10 === 0 ? String(tenths / 10) : `${Math.floor(tenths / 10)},${tenths % 10}`;
}

/** Draws an invoice with 2–8 items; subtotal = Σ amounts, IVA = round(16 % of subtotal), total = subtotal + IVA. */
export function randomInvoice(rng: Rng, clientName: string, clientId: string): InvoiceContent {
  const [emisor, category] = rng.pick(ISSUERS);
  const pool = ITEMS[category];
  const items = rng
    .sample(pool, rng.int(2, Math.min(8, pool.length)))
    .map(([description, lo, hi]) => {
      const quantityTenths = rng.chance(0.15) ? rng.int(5, 95) : rng.int(1, 24) * 10;
      const unitCents = rng.int(lo * 100, hi * 100);
      const amountCents = Math.round((quantityTenths * unitCents) / 10);
      return { description, quantityTenths, unitCents, amountCents };
    });
  const subtotalCents = items.reduce((sum, item) => sum + item.amountCents, 0);
  const ivaCents = Math.round((subtotalCents * 16) / 100);
  const company = rng.chance(0.4);
  return {
    emisor,
    rif: randomRif(
      rng,
      rng.weighted([
        ["J", 8],
        ["G", 1],
        ["V", 1],
      ] as const),
    ),
    numero: String(rng.int(1, 99_999)).padStart(rng.pick([6, 8]), "0"),
    control: `00-${String(rng.int(1, 999_999)).padStart(6, "0")}`,
    cliente: company ? rng.pick(CLIENT_COMPANIES) : clientName,
    clienteId: company ? randomRif(rng, "J").printed : clientId,
    items,
    subtotalCents,
    ivaCents,
    totalCents: subtotalCents + ivaCents,
  };
}

/** Invoice lines in the truth format (currency units, quantities as numbers). */
export function itemsTruth(items: readonly InvoiceItem[]) {
  return items.map((item) => ({
    description: item.description,
    quantity: item.quantityTenths / 10,
    unit_price: toUnits(item.unitCents),
    amount: toUnits(item.amountCents),
  }));
}
