/** Businesses, wares and clients of the training invoice families from Venezuela, the Caribbean and Central America. */
import type { Ware } from "../shared/factura.ts";

export const ISSUERS_VE_A4 = [
  ["SUMINISTROS INDUSTRIALES ORINOCO, C.A.", "industrial"],
  ["COMERCIALIZADORA LOS ANDES 2020, C.A.", "oficina"],
  ["SERVICIOS TÉCNICOS CARONÍ, C.A.", "servicios"],
  ["DISTRIBUIDORA FARMACÉUTICA AVILA, C.A.", "farmacia"],
] as const;

/** Wares in bolívares. */
export const WARES_VE_A4: Record<string, readonly Ware[]> = {
  industrial: [
    ["Rodamiento SKF 6205", 180, 420],
    ["Correa en V A-48", 90, 210],
    ["Guantes de carnaza (par)", 45, 90],
    ["Disco de corte 7 pulg.", 30, 75],
    ["Electrodo 6013 1/8 (kg)", 110, 190],
    ["Aceite hidráulico ISO 68 (galón)", 260, 480],
  ],
  oficina: [
    ["Resma papel carta 75 g", 120, 190],
    ["Tóner HP 85A", 600, 1100],
    ["Carpeta marrón tamaño oficio (caja)", 150, 260],
    ["Grapadora metálica", 90, 200],
    ["Bolígrafos (caja x 12)", 40, 85],
  ],
  servicios: [
    ["Mantenimiento preventivo aire acondicionado", 900, 2400],
    ["Recarga de gas refrigerante R-410", 500, 1200],
    ["Mano de obra técnica (hora)", 180, 350],
    ["Revisión de tablero eléctrico", 700, 1500],
  ],
  farmacia: [
    ["Ibuprofeno 400 mg x 10", 35, 70],
    ["Amoxicilina 500 mg x 21", 120, 220],
    ["Solución fisiológica 500 ml", 40, 90],
    ["Gasa estéril 10 x 10 (sobre)", 8, 20],
    ["Jeringa 5 cc (caja x 100)", 300, 520],
  ],
};

export const CLIENTS_VE_A4 = [
  "INVERSIONES MARGARITA 3000, C.A.",
  "CONSTRUCTORA EL LAGO, C.A.",
  "UNIDAD EDUCATIVA SAN JOSÉ",
  "CLÍNICA LOS SAMANES, C.A.",
];

export const ISSUERS_DO = [
  ["Ferretería Popular Cibao, S.R.L.", "ferreteria"],
  ["Colmado y Supermercado La Fe, S.R.L.", "colmado"],
  ["Servicios Informáticos Quisqueya, S.A.S.", "informatica"],
  ["Imprenta y Litografía Duarte, S.R.L.", "imprenta"],
] as const;

/** Wares in Dominican pesos. */
export const WARES_DO: Record<string, readonly Ware[]> = {
  ferreteria: [
    ["Funda de cemento Portland 42.5 kg", 420, 560],
    ["Varilla 3/8 x 20 pies", 260, 340],
    ["Galón de pintura acrílica", 900, 1800],
    ["Block de 6 pulgadas", 35, 48],
    ["Tubo PVC 1/2 x 19 pies", 110, 190],
  ],
  colmado: [
    ["Arroz selecto 10 lb", 280, 360],
    ["Habichuelas rojas 1 lb", 75, 110],
    ["Aceite de soya 1 gal", 420, 560],
    ["Salami 1 lb", 160, 240],
    ["Café molido 1 lb", 250, 330],
  ],
  informatica: [
    ["Soporte técnico mensual", 8000, 18000],
    ["Licencia antivirus (1 año)", 1800, 3200],
    ["Instalación de red (punto)", 1500, 3000],
    ["Disco SSD 480 GB", 2800, 4200],
  ],
  imprenta: [
    ["Talonario de facturas (100 juegos)", 900, 1600],
    ["Tarjetas de presentación (millar)", 1200, 2200],
    ["Volantes full color (millar)", 2500, 4800],
    ["Sellos gomígrafos", 600, 1100],
  ],
};

export const CLIENTS_DO = [
  "Constructora Hermanos Almonte, S.R.L.",
  "Colegio Santa Teresita",
  "Hotel Playa Dorada, S.A.",
];

export const ISSUERS_GT = [
  ["AGROSERVICIO EL QUETZAL, S.A.", "agro"],
  ["LIBRERÍA Y PAPELERÍA EL ESTUDIANTE", "libreria"],
  ["TALLER MECÁNICO HERMANOS AJÚ", "taller"],
] as const;

/** Wares in quetzales. */
export const WARES_GT: Record<string, readonly Ware[]> = {
  agro: [
    ["Fertilizante 15-15-15 quintal", 290, 360],
    ["Semilla de maíz ICTA (bolsa)", 140, 220],
    ["Machete 22 pulg.", 45, 80],
    ["Bomba de mochila 16 L", 320, 480],
    ["Herbicida 1 L", 65, 120],
  ],
  libreria: [
    ["Cuaderno universitario 100 hojas", 10, 22],
    ["Caja de lápices de color x 12", 18, 35],
    ["Resma papel bond carta", 38, 55],
    ["Mochila escolar", 90, 180],
    ["Calculadora científica", 95, 160],
  ],
  taller: [
    ["Cambio de aceite 15W-40", 180, 320],
    ["Pastillas de freno delanteras", 220, 420],
    ["Alineación y balanceo", 150, 250],
    ["Batería 12 V", 650, 980],
  ],
};

export const CLIENTS_GT = [
  "Consumidor Final",
  "Cooperativa Agrícola San Juan, R.L.",
  "Municipalidad de Mixco",
];

export const ISSUERS_PR = [
  ["Island Hardware & Supply, Inc.", "hardware"],
  ["Panadería y Repostería La Borinqueña", "panaderia"],
  ["Caribe Tech Solutions, LLC", "tech"],
] as const;

/** Wares in US dollars. */
export const WARES_PR: Record<string, readonly Ware[]> = {
  hardware: [
    ["Drywall 1/2 in. 4x8 / Plancha de drywall", 14, 22],
    ["Galón de pintura exterior", 28, 55],
    ["Extension cord 25 ft / Extensión", 12, 30],
    ["Caja de tornillos 2 in.", 6, 14],
    ["PVC pipe 3/4 in. x 10 ft", 4, 9],
  ],
  panaderia: [
    ["Pan sobao (docena)", 5, 9],
    ["Bizcocho de cumpleaños", 25, 60],
    ["Quesitos (docena)", 9, 15],
    ["Mallorca", 2, 4],
    ["Café con leche grande", 2, 4],
  ],
  tech: [
    ["Managed IT services (monthly)", 250, 900],
    ["Laptop setup / Configuración", 60, 150],
    ["Network switch 24 ports", 180, 420],
    ["On-site support (hour)", 65, 120],
  ],
};

export const CLIENTS_PR = ["Colegio San Ignacio", "Farmacia El Amal, Inc.", "Municipio de Caguas"];

export const ISSUERS_HN = [
  ["SUPERMERCADO LA COLONIA No. 7", "super"],
  ["PULPERÍA Y DESPENSA DOÑA CHAYO", "super"],
  ["FARMACIA SIMÁN CENTRO", "farmacia"],
] as const;

/** Wares in lempiras. */
export const WARES_HN: Record<string, readonly Ware[]> = {
  super: [
    ["FRIJOL ROJO 1 LB", 22, 32],
    ["ARROZ 1 LB", 14, 20],
    ["MANTEQUILLA CREMA 12 OZ", 38, 55],
    ["TORTILLAS PAQ 10", 18, 26],
    ["CAFE MOLIDO 400 G", 75, 110],
    ["AZUCAR 5 LB", 55, 75],
    ["HUEVOS CARTON 15", 70, 95],
  ],
  farmacia: [
    ["ACETAMINOFEN 500MG X10", 20, 35],
    ["SUERO ORAL 500ML", 25, 40],
    ["ALCOHOL 70% 250ML", 30, 48],
    ["VITAMINA C 1G X10", 45, 80],
  ],
};
