/*
 * HELD OUT. This file belongs to the held-out layout families. Do not read it, copy from it
 * or derive anything from it while developing extraction, classification, preprocessing or
 * models: held-out families measure how iris reads documents it was never fitted to.
 */
/** Businesses, their wares and client companies for held-out invoices, per country. */
import type { Ware } from "../../shared/factura.ts";

export const ISSUERS_MEX = [
  ["Refaccionaria El Águila, S.A. de C.V.", "autopartes"],
  ["Papelería y Copias La Pluma, S.A. de C.V.", "papeleria"],
  ["Servicios Contables Téllez y Asociados, S.C.", "contable"],
  ["Distribuidora de Abarrotes Don Chuy, S.A. de C.V.", "abarrotes"],
] as const;

export const ISSUERS_ARG = [
  ["Corralón Los Hornos S.R.L.", "materiales"],
  ["Librería Del Ateneo Sur S.A.", "papeleria"],
  ["Estudio Contable Ferreyra & Asoc.", "contable"],
  ["Distribuidora Mayorista La Pampa S.A.", "abarrotes"],
] as const;

export const ISSUERS_PER = [
  ["Ferretería El Constructor Andino S.A.C.", "materiales"],
  ["Distribuidora de Medicamentos Salud Perú S.A.C.", "medicamentos"],
  ["Inversiones Gastronómicas Mistura E.I.R.L.", "restaurante"],
  ["Tecnología y Redes del Norte S.A.C.", "tecnologia"],
] as const;

export const ISSUERS_CHL = [
  ["Comercial Ferretera Los Copihues Ltda.", "materiales"],
  ["Servicios Informáticos Andes SpA", "tecnologia"],
  ["Distribuidora Frutícola del Maule S.A.", "frutas"],
  ["Librería y Papelería Antártica Ltda.", "papeleria"],
] as const;

/** Wares with unit prices in units of a currency worth about a dollar (MXN /20, ARS /1000, PEN /4 are applied by the families' ranges). */
export const WARES_USDLIKE: Record<string, readonly Ware[]> = {
  autopartes: [
    ["Balatas delanteras cerámicas", 35, 90],
    ["Filtro de aceite", 4, 12],
    ["Bujía de iridio", 6, 15],
    ["Amortiguador trasero", 40, 110],
    ["Banda de distribución", 25, 70],
    ["Aceite sintético 5W-30 (litro)", 8, 16],
    ["Limpiaparabrisas 22 pulgadas", 6, 14],
  ],
  papeleria: [
    ["Paquete de hojas bond tamaño carta", 4, 9],
    ["Cuaderno profesional cuadriculado", 2, 5],
    ["Caja de lápices del número 2", 2, 6],
    ["Cartucho de tinta negra", 18, 45],
    ["Folder tamaño oficio (paquete 25)", 3, 8],
    ["Engrapadora de escritorio", 6, 15],
    ["Calculadora científica", 12, 30],
  ],
  contable: [
    ["Honorarios por contabilidad mensual", 150, 600],
    ["Declaración anual de impuestos", 120, 400],
    ["Elaboración de nómina quincenal", 60, 200],
    ["Asesoría fiscal (hora)", 30, 90],
    ["Auditoría de inventarios", 300, 900],
  ],
  abarrotes: [
    ["Aceite de girasol 900 ml", 2, 4],
    ["Azúcar estándar 2 kg", 2, 4],
    ["Atún en agua lata 140 g", 1, 2],
    ["Frijol negro 1 kg", 1, 3],
    ["Arroz grano largo 1 kg", 1, 2],
    ["Café soluble 200 g", 4, 9],
    ["Galletas surtidas 600 g", 2, 5],
    ["Detergente en polvo 1 kg", 2, 5],
  ],
  materiales: [
    ["Bolsa de cemento 42,5 kg", 8, 14],
    ["Varilla corrugada 1/2 pulgada", 5, 11],
    ["Ladrillo macizo (ciento)", 30, 60],
    ["Tubo de cobre 3/4 (metro)", 6, 14],
    ["Pegamento para cerámica 25 kg", 7, 15],
    ["Arena fina (metro cúbico)", 20, 45],
    ["Clavos de 2 1/2 pulgadas (kg)", 2, 5],
  ],
  medicamentos: [
    ["Paracetamol 500 mg caja x 100", 3, 8],
    ["Omeprazol 20 mg caja x 30", 4, 10],
    ["Loratadina 10 mg caja x 10", 2, 5],
    ["Jeringa descartable 5 ml (caja x 100)", 8, 16],
    ["Algodón hidrófilo 500 g", 3, 7],
    ["Guantes de látex talla M (caja x 100)", 6, 12],
    ["Suero fisiológico 1 L", 2, 4],
  ],
  restaurante: [
    ["Ceviche de pescado", 9, 16],
    ["Lomo saltado", 10, 18],
    ["Ají de gallina", 8, 14],
    ["Chicha morada (jarra)", 4, 8],
    ["Causa limeña", 6, 11],
    ["Arroz con mariscos", 11, 19],
    ["Menú ejecutivo", 4, 8],
  ],
  tecnologia: [
    ["Switch de 24 puertos gigabit", 90, 250],
    ["Cable UTP categoría 6 (caja 305 m)", 60, 140],
    ["Mantenimiento de servidor (servicio)", 80, 300],
    ["Licencia de ofimática anual", 60, 120],
    ["Disco sólido 1 TB", 55, 110],
    ["Configuración de red inalámbrica", 40, 150],
    ["Teclado y mouse inalámbricos", 15, 35],
  ],
  frutas: [
    ["Caja de manzanas royal gala 18 kg", 15, 30],
    ["Cerezas de exportación (kg)", 5, 12],
    ["Arándanos bandeja 125 g", 1, 3],
    ["Uva de mesa (caja 8 kg)", 9, 18],
    ["Kiwi calibre 30 (caja)", 10, 20],
    ["Palta Hass (kg)", 3, 6],
  ],
};

/** The same wares priced in a currency worth about `rate` units to a dollar. */
export function pricedIn(rate: number): Record<string, readonly Ware[]> {
  return Object.fromEntries(
    Object.entries(WARES_USDLIKE).map(([category, wares]) => [
      category,
      wares.map(
        ([d, lo, hi]) =>
          [d, Math.max(1, Math.round(lo * rate)), Math.max(2, Math.round(hi * rate))] as const,
      ),
    ]),
  );
}

export const CLIENTS_MEX = [
  "Constructora Azteca del Bajío, S.A. de C.V.",
  "Hospital San Rafael de Querétaro, S.C.",
  "Transportes Ochoa Hermanos, S.A. de C.V.",
  "Colegio Miguel Hidalgo, A.C.",
];
export const CLIENTS_ARG = [
  "Municipalidad de Godoy Cruz",
  "Cooperativa Agrícola Los Álamos Ltda.",
  "Clínica del Sol S.A.",
  "Transporte Patagónico S.R.L.",
];
export const CLIENTS_PER = [
  "Colegio Santa Rosa de Lima S.A.C.",
  "Minera Huascarán S.A.",
  "Clínica San Felipe de Trujillo S.A.C.",
  "Municipalidad Distrital de Yanahuara",
];
export const CLIENTS_CHL = [
  "Constructora Llaima Ltda.",
  "Ilustre Municipalidad de Temuco",
  "Clínica Alemana del Sur S.A.",
  "Agrícola Santa Teresa SpA",
];
