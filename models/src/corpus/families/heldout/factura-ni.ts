/*
 * HELD OUT. This file belongs to the held-out layout families. Do not read it, copy from it
 * or derive anything from it while developing extraction, classification, preprocessing or
 * models: held-out families measure how iris reads documents it was never fitted to.
 */
/** Nicaraguan small-business invoice from a printed pad, filled in by hand. */
import { NICARAGUA } from "../../content/countries/index.ts";
import { signature } from "../../render/decor.ts";
import { roundStamp } from "../../render/stamp.ts";
import type { Ware } from "../shared/factura.ts";
import { facturaFamily, quantityText } from "../shared/factura.ts";
import { POOLS_NIC } from "./content/pools-roster2.ts";

const ISSUERS = [
  ['Taller de Soldadura y Torno "El Chele"', "taller"],
  ["Distribuidora de Granos Básicos Los Maribios", "granos"],
  ["Variedades y Regalos Mi Esperanza", "variedades"],
] as const;

/** Wares in córdobas. */
const WARES: Record<string, readonly Ware[]> = {
  taller: [
    ["Soldadura de portón (servicio)", 800, 2500],
    ["Tubo industrial 1 x 1", 350, 520],
    ["Bisagra de carga", 90, 180],
    ["Electrodo 6011 (lb)", 60, 95],
    ["Pintura anticorrosiva (galón)", 650, 980],
  ],
  granos: [
    ["Frijol rojo (quintal)", 3200, 4600],
    ["Arroz 80/20 (quintal)", 2400, 3100],
    ["Maíz blanco (quintal)", 900, 1400],
    ["Sorgo (quintal)", 700, 1100],
    ["Azúcar morena (quintal)", 1900, 2500],
  ],
  variedades: [
    ["Peluche mediano", 180, 420],
    ["Taza decorada", 90, 180],
    ["Juego de sábanas", 450, 900],
    ["Mochila escolar", 350, 700],
    ["Tarjeta de felicitación", 25, 60],
  ],
};

const W = 1650;
const H = 2550;

export const FACTURA_NI = facturaFamily({
  name: "factura-ni-talonario",
  split: "heldout",
  description: "Nicaraguan small-business invoice pad",
  country: NICARAGUA,
  fonts: ["Cabin", "Titillium Web"],
  dateStyles: ["dmy_slash", "dmy_dash_short"],
  issuers: ISSUERS,
  wares: WARES,
  clientCompanies: ["Ferretería Blandón e Hijos", "Comedor Doña Jilma", "Alcaldía Municipal"],
  clientPools: POOLS_NIC,
  itemCount: [2, 6],
  numero: (rng) => String(rng.int(1, 9999)).padStart(6, "0"),
  size: [W, H],
  draw(page, rng, sale, f, money) {
    const press = rng.pick(["#1d3f8f", "#8f1d2c", "#1f5a2e"]);
    const ink = rng.pick(["#1834a6", "#0e1f6b", "#262626"]);
    const hand = { family: "Patrick Hand" as const, color: ink };
    const m = 90;
    page.text(f.emisor.printed as string, W / 2, 130, {
      size: 46,
      bold: true,
      color: press,
      align: "center",
      maxWidth: W - 2 * m,
    });
    page.text(`RUC ${f.rif.printed}`, W / 2, 186, { size: 30, color: press, align: "center" });
    page.text(
      `${rng.pick(["Del semáforo de Rubenia", "Costado sur del mercado", "Frente al parque"])} ${rng.int(1, 4)} c. al ${rng.pick(["sur", "norte", "este"])}, ${rng.pick(["Managua", "León", "Estelí"])} · Cel. ${rng.pick(["8", "5", "7"])}${rng.int(100, 999)} ${rng.int(1000, 9999)}`,
      W / 2,
      232,
      { size: 24, color: press, align: "center", maxWidth: W - 2 * m },
    );
    page.rect(
      { x: m, y: 280, width: W - 2 * m, height: 110 },
      { stroke: press, lineWidth: 3, radius: 14 },
    );
    page.text("FACTURA DE CONTADO", m + 30, 352, { size: 40, bold: true, color: press });
    page.text("No.", W - m - 300, 352, { size: 34, color: press });
    page.text(f.numero.printed as string, W - m - 30, 356, {
      size: 48,
      bold: true,
      color: "#c4161c",
      align: "right",
    });
    const field = (label: string, value: string, x: number, y: number, width: number) => {
      const b = page.text(label, x, y, { size: 30, color: press });
      page.line(b.x + b.width + 12, y + 10, x + width, y + 10, press, 2);
      page.text(value, b.x + b.width + 24, y - 4, {
        size: 44,
        ...hand,
        maxWidth: x + width - b.x - b.width - 40,
      });
    };
    field("Fecha:", f.fecha.printed as string, m, 480, 640);
    field("Cliente:", f.cliente.printed as string, m, 560, W - 2 * m);
    field("RUC/Cédula:", sale.clienteId, m, 640, W - 2 * m);
    // The ruled item table of the pad.
    const top = 700;
    const rh = 74;
    const lines = 12;
    const cols = [m, m + 170, m + 880, m + 1170, W - m];
    page.rect({ x: m, y: top, width: W - 2 * m, height: rh }, { fill: press });
    ["CANT.", "DESCRIPCIÓN", "P. UNIT.", "TOTAL"].forEach((t, i) => {
      page.text(t, ((cols[i] as number) + (cols[i + 1] as number)) / 2, top + 50, {
        size: 26,
        bold: true,
        color: "#ffffff",
        align: "center",
      });
    });
    for (let r = 1; r <= lines; r++)
      page.line(m, top + rh * (r + 1), W - m, top + rh * (r + 1), press, 1.5);
    for (const c of cols) page.line(c, top, c, top + rh * (lines + 1), press, 2);
    for (const [i, item] of sale.items.entries()) {
      const y = top + rh * (i + 2) - 18;
      page.text(
        quantityText(item.quantityTenths, NICARAGUA),
        ((cols[0] as number) + (cols[1] as number)) / 2,
        y,
        { size: 40, ...hand, align: "center" },
      );
      page.text(item.description, (cols[1] as number) + 16, y, {
        size: 38,
        ...hand,
        maxWidth: (cols[2] as number) - (cols[1] as number) - 30,
      });
      page.text(money(item.unitCents), (cols[3] as number) - 14, y, {
        size: 38,
        ...hand,
        align: "right",
      });
      page.text(money(item.amountCents), (cols[4] as number) - 14, y, {
        size: 38,
        ...hand,
        align: "right",
      });
    }
    const ty = top + rh * (lines + 1);
    const totals: [string, number][] = [
      ["SUB-TOTAL", sale.subtotalCents],
      ["IVA 15%", sale.ivaCents],
      ["TOTAL C$", sale.totalCents],
    ];
    totals.forEach(([label, cents], i) => {
      const y = ty + i * rh;
      page.rect(
        { x: cols[3] as number, y, width: (cols[4] as number) - (cols[3] as number), height: rh },
        { stroke: press, lineWidth: 2 },
      );
      page.text(label, (cols[3] as number) - 20, y + 50, {
        size: 30,
        bold: i === 2,
        color: press,
        align: "right",
      });
      page.text(money(cents), (cols[4] as number) - 14, y + 54, {
        size: 40,
        ...hand,
        align: "right",
      });
    });
    page.text("Son:", m, ty + 60, { size: 28, color: press });
    page.line(m + 80, ty + 70, (cols[2] as number) - 40, ty + 70, press, 2);
    page.line(m, ty + 150, (cols[2] as number) - 40, ty + 150, press, 2);
    signature(page.ctx, { x: m + 60, y: ty + 300, width: 420, height: 110 }, rng, ink);
    page.line(m, ty + 420, m + 560, ty + 420, press, 2);
    page.text("Entregué conforme", m + 280, ty + 460, { size: 26, color: press, align: "center" });
    page.line(W - m - 560, ty + 420, W - m, ty + 420, press, 2);
    page.text("Recibí conforme", W - m - 280, ty + 460, {
      size: 26,
      color: press,
      align: "center",
    });
    if (rng.chance(0.6))
      roundStamp(page.ctx, W / 2, ty + 330, 120, "CANCELADO · GRACIAS POR SU COMPRA", rng, {
        centre: "PAGADO",
        family: "Cabin",
      });
    page.paragraph(
      `Imprenta ${rng.pick(["La Prensa Chica", "Gráfica Xolotlán", "Tipografía Darío"])} · RUC J${rng.int(10_000_000, 99_999_999)}${rng.int(10_000, 99_999)} · Autorización DGI No. ASFC ${rng.int(1, 12)}/${rng.int(1000, 9999)}/${rng.int(1, 12)}/${2023 + rng.int(0, 2)} · Serie A 000001 al 005000 · Original: Cliente`,
      m,
      H - 120,
      W - 2 * m,
      32,
      { size: 20, color: press },
    );
    return `factura-ni-talonario-${press.slice(1, 4)}`;
  },
});
