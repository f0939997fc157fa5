/** Businesses, wares and clients of the training invoice families added beside the originals. */
import type { Ware } from "../shared/factura.ts";

export const ISSUERS_COL = [
  ["Distribuidora Andina de Alimentos S.A.S.", "mercado"],
  ["Ferretería El Tornillo Feliz S.A.S.", "ferreteria"],
  ["Soluciones Digitales del Caribe S.A.S.", "software"],
  ["Droguería La Esperanza Ltda.", "drogueria"],
] as const;

/** Wares in Colombian pesos. */
export const WARES_COL: Record<string, readonly Ware[]> = {
  mercado: [
    ["Arroz Diana x 5 kg", 18_000, 26_000],
    ["Aceite Premier 3 L", 28_000, 39_000],
    ["Panela pulverizada 1 kg", 5_000, 8_000],
    ["Café Sello Rojo 500 g", 14_000, 19_000],
    ["Leche entera bolsa 1,1 L", 4_000, 5_500],
    ["Huevos AA x 30", 15_000, 21_000],
  ],
  ferreteria: [
    ["Cemento gris 50 kg", 28_000, 36_000],
    ["Varilla corrugada 3/8 x 6 m", 17_000, 24_000],
    ["Pintura vinilo tipo 1 galón", 45_000, 90_000],
    ["Tubo PVC sanitario 4 pulgadas", 38_000, 55_000],
    ["Cinta aislante 3M", 3_000, 6_000],
    ["Taladro percutor 650 W", 180_000, 320_000],
  ],
  software: [
    ["Licencia anual ERP (usuario)", 450_000, 900_000],
    ["Soporte técnico mensual", 300_000, 700_000],
    ["Desarrollo de módulo a la medida (hora)", 90_000, 160_000],
    ["Hosting administrado mensual", 120_000, 250_000],
    ["Capacitación a usuarios (sesión)", 200_000, 400_000],
  ],
  drogueria: [
    ["Acetaminofén 500 mg x 100 tabletas", 9_000, 16_000],
    ["Loratadina 10 mg x 10", 3_000, 7_000],
    ["Suero oral x 500 ml", 4_000, 8_000],
    ["Tapabocas quirúrgico x 50", 10_000, 20_000],
    ["Alcohol antiséptico 700 ml", 6_000, 11_000],
  ],
};

export const CLIENTS_COL = [
  "Constructora Los Andes S.A.S.",
  "Colegio San Bartolomé",
  "Clínica del Country S.A.",
  "Alcaldía de Envigado",
];

export const ISSUERS_ESP = [
  ["Talleres Mecánicos Hermanos Pujol, S.L.", "taller"],
  ["Papelería Técnica Levante, S.L.", "oficina"],
  ["Asesoría Fiscal Crespo y Asociados, S.L.P.", "asesoria"],
  ["Suministros Eléctricos del Norte, S.A.", "electricidad"],
] as const;

/** Wares in euros. */
export const WARES_ESP: Record<string, readonly Ware[]> = {
  taller: [
    ["Cambio de aceite y filtro", 45, 90],
    ["Pastillas de freno delanteras", 35, 80],
    ["Mano de obra (hora)", 38, 55],
    ["Neumático 205/55 R16", 60, 110],
    ["Diagnosis electrónica", 30, 60],
  ],
  oficina: [
    ["Paquete folios A4 500 hojas", 4, 7],
    ["Archivador de palanca", 2, 5],
    ["Cartucho tóner negro", 45, 95],
    ["Silla ergonómica de oficina", 120, 260],
    ["Bolígrafos azules (caja 50)", 9, 16],
  ],
  asesoria: [
    ["Honorarios asesoría contable trimestral", 180, 450],
    ["Presentación modelo 303", 40, 90],
    ["Declaración de la renta", 60, 150],
    ["Gestión de nóminas (mensual)", 70, 160],
  ],
  electricidad: [
    ["Cable unifilar 2,5 mm (rollo 100 m)", 35, 70],
    ["Magnetotérmico 16 A", 6, 14],
    ["Diferencial 40 A 30 mA", 25, 60],
    ["Caja de registro estanca", 3, 8],
    ["Luminaria LED 36 W", 18, 45],
  ],
};

export const CLIENTS_ESP = [
  "Comunidad de Propietarios Avenida del Puerto 12",
  "Construcciones Ebro, S.A.",
  "Ayuntamiento de Toledo",
  "Clínica Dental Sonrisa, S.L.",
];

export const ISSUERS_VEN_TICKET = [
  ["SUPERMERCADO CENTRAL MADEIRENSE, C.A.", "supermercado"],
  ["FARMACIA LOS PROCERES, C.A.", "farmacia"],
  ["PANADERIA LA NUEVA ESPIGA, C.A.", "panaderia"],
] as const;

/** Wares in bolívares, as a fiscal printer lists them. */
export const WARES_VEN_TICKET: Record<string, readonly Ware[]> = {
  supermercado: [
    ["HARINA PAN 1KG", 38, 55],
    ["ARROZ MARY 1KG", 40, 60],
    ["PASTA PRIMOR 1KG", 45, 70],
    ["ACEITE DIANA 1L", 80, 120],
    ["QUESO BLANCO KG", 200, 320],
    ["JABON LAS LLAVES", 20, 35],
    ["CAFE FAMA DE AMERICA 500G", 110, 180],
  ],
  farmacia: [
    ["ATAMEL 500MG X10", 30, 55],
    ["BRONCOCHEM JBE", 90, 150],
    ["CURITAS X20", 25, 45],
    ["ALCOHOL 250ML", 30, 50],
    ["VITAMINA C 1G X10", 70, 120],
  ],
  panaderia: [
    ["PAN CANILLA", 20, 35],
    ["CACHITO JAMON", 35, 60],
    ["CAFE MARRON GDE", 25, 45],
    ["GOLFEADO", 30, 50],
    ["JUGO NARANJA 350ML", 30, 55],
    ["TORTA TRES LECHES PORC", 45, 80],
  ],
};
