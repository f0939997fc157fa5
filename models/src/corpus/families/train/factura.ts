/** Invoices added as training families: Colombian e-invoice, Spanish invoice, Venezuelan fiscal ticket. */
import { COLOMBIA, SPAIN, VENEZUELA } from "../../content/countries/index.ts";
import { randomRif } from "../../content/invoice.ts";
import { barcode, qrLike } from "../../render/decor.ts";
import { drawTable } from "../../render/table.ts";
import { facturaFamily, quantityText } from "../shared/factura.ts";
import {
  CLIENTS_COL,
  CLIENTS_ESP,
  ISSUERS_COL,
  ISSUERS_ESP,
  ISSUERS_VEN_TICKET,
  WARES_COL,
  WARES_ESP,
  WARES_VEN_TICKET,
} from "./commerce.ts";
import { TRAIN_POOLS_COL, TRAIN_POOLS_ESP, TRAIN_POOLS_VEN } from "./pools.ts";

const X = 160;
const HEX = "0123456789abcdef";

/** Colombian electronic sales invoice: NIT header, CUFE, item grid, "Total a pagar". */
export const FACTURA_CO = facturaFamily({
  name: "factura-co-electronica",
  split: "train",
  description: "Colombian electronic sales invoice",
  country: COLOMBIA,
  fonts: ["Noto Sans", "Source Sans 3"],
  dateStyles: ["iso", "dmy_slash"],
  issuers: ISSUERS_COL,
  wares: WARES_COL,
  clientCompanies: CLIENTS_COL,
  clientPools: TRAIN_POOLS_COL,
  numero: (rng) => `FE${rng.int(100, 99_999)}`,
  draw(page, rng, sale, f, money) {
    const W = page.width;
    const color = rng.pick(["#0b5394", "#38761d", "#990000"]);
    page.text(f.emisor.printed as string, X, 200, { size: 54, bold: true, color, maxWidth: 1400 });
    page.text(`NIT: ${f.rif.printed}`, X, 266, { size: 34 });
    page.text("Responsable de IVA · Régimen común", X, 314, { size: 28, color: "#444444" });
    page.text(`Resolución DIAN No. 1876${rng.int(10_000_000, 99_999_999)}`, X, 360, {
      size: 26,
      color: "#444444",
    });
    const bx = W - X - 760;
    page.rect(
      { x: bx, y: 140, width: 760, height: 250 },
      { stroke: color, lineWidth: 4, radius: 16 },
    );
    page.text("FACTURA ELECTRÓNICA DE VENTA", bx + 380, 210, {
      size: 34,
      bold: true,
      color,
      align: "center",
    });
    page.text(`No. ${f.numero.printed}`, bx + 380, 280, { size: 40, bold: true, align: "center" });
    page.text(`Fecha de emisión: ${f.fecha.printed}`, bx + 380, 350, { size: 30, align: "center" });
    let y = 470;
    page.text("Adquiriente:", X, y, { size: 30, bold: true, color });
    page.text(f.cliente.printed as string, X + 240, y, { size: 32, maxWidth: W - 2 * X - 240 });
    page.text(`C.C./NIT: ${sale.clienteId}`, X, y + 56, { size: 30 });
    page.text(`Forma de pago: ${rng.pick(["Contado", "Crédito 30 días"])}`, X + 900, y + 56, {
      size: 30,
    });
    y = drawTable(
      page,
      [
        { title: "Ítem", share: 0.07, align: "center" },
        { title: "Descripción", share: 0.45, align: "left" },
        { title: "Cant.", share: 0.1, align: "right" },
        { title: "Vr. Unitario", share: 0.18, align: "right" },
        { title: "Vr. Total", share: 0.2, align: "right" },
      ],
      sale.items.map((item, i) => [
        String(i + 1),
        item.description,
        quantityText(item.quantityTenths, COLOMBIA),
        `$ ${money(item.unitCents)}`,
        `$ ${money(item.amountCents)}`,
      ]),
      {
        x: X,
        y: y + 110,
        width: W - 2 * X,
        rowHeight: 80,
        header: { fill: color, color: "#ffffff", size: 30 },
        body: { size: 31 },
        grid: "full",
        lineColor: "#888888",
      },
    );
    const rows: [string, number][] = [
      ["Subtotal", sale.subtotalCents],
      ["IVA 19%", sale.ivaCents],
      ["Total a pagar", sale.totalCents],
    ];
    rows.forEach(([label, cents], i) => {
      const ty = y + 90 + i * 70;
      page.text(label, W - X - 760, ty, { size: 36, bold: i === 2 });
      page.text(`$ ${money(cents)}`, W - X, ty, { size: 38, bold: i === 2, align: "right" });
    });
    const cufe = Array.from({ length: 96 }, () => rng.pick([...HEX])).join("");
    page.text("CUFE:", X, page.height - 520, { size: 26, bold: true });
    page.text(cufe.slice(0, 48), X + 110, page.height - 520, { size: 24, color: "#555555" });
    page.text(cufe.slice(48), X + 110, page.height - 484, { size: 24, color: "#555555" });
    qrLike(page.ctx, W - X - 360, page.height - 640, 360, rng);
    return undefined;
  },
});

/** Spanish invoice: issuer top right, client box left, "Base imponible / IVA 21 % / Total". */
export const FACTURA_ES = facturaFamily({
  name: "factura-es",
  split: "train",
  description: "Spanish invoice",
  country: SPAIN,
  fonts: ["Libre Baskerville", "Lato", "Source Sans 3"],
  dateStyles: ["dmy_slash", "long"],
  issuers: ISSUERS_ESP,
  wares: WARES_ESP,
  clientCompanies: CLIENTS_ESP,
  clientPools: TRAIN_POOLS_ESP,
  numero: (rng) => `${2025 - rng.int(0, 2)}/${String(rng.int(1, 999)).padStart(4, "0")}`,
  draw(page, rng, sale, f, money) {
    const W = page.width;
    const color = rng.pick(["#1f2937", "#7c2d12", "#134e4a"]);
    page.text("FACTURA", X, 230, { size: 90, bold: true, color });
    page.text(f.emisor.printed as string, W - X, 170, {
      size: 40,
      bold: true,
      align: "right",
      maxWidth: 1200,
    });
    page.text(`CIF: ${f.rif.printed}`, W - X, 220, { size: 30, align: "right" });
    page.text(`Tel. 9${rng.int(10_000_000, 99_999_999)}`, W - X, 262, { size: 28, align: "right" });
    page.text(`Nº de factura: ${f.numero.printed}`, X, 340, { size: 34, bold: true });
    page.text(`Fecha: ${f.fecha.printed}`, X, 392, { size: 34 });
    page.rect({ x: X, y: 440, width: 1200, height: 210 }, { fill: "#f3f4f6" });
    page.text("Facturar a:", X + 30, 500, { size: 28, color: "#555555" });
    page.text(f.cliente.printed as string, X + 30, 556, { size: 34, bold: true, maxWidth: 1140 });
    page.text(`NIF/CIF: ${sale.clienteId}`, X + 30, 612, { size: 30 });
    const y = drawTable(
      page,
      [
        { title: "Concepto", share: 0.52, align: "left" },
        { title: "Unidades", share: 0.13, align: "right" },
        { title: "Precio", share: 0.16, align: "right" },
        { title: "Importe", share: 0.19, align: "right" },
      ],
      sale.items.map((item) => [
        item.description,
        quantityText(item.quantityTenths, SPAIN),
        `${money(item.unitCents)} €`,
        `${money(item.amountCents)} €`,
      ]),
      {
        x: X,
        y: 720,
        width: W - 2 * X,
        rowHeight: 84,
        header: { color, size: 30, rule: color },
        body: { size: 32 },
        grid: "rows",
        lineColor: "#d1d5db",
      },
    );
    const rows: [string, number][] = [
      ["Base imponible", sale.subtotalCents],
      ["IVA (21 %)", sale.ivaCents],
      ["TOTAL", sale.totalCents],
    ];
    rows.forEach(([label, cents], i) => {
      const ty = y + 100 + i * 72;
      page.text(label, W - X - 720, ty, {
        size: 36,
        bold: i === 2,
        color: i === 2 ? color : "#111111",
      });
      page.text(`${money(cents)} €`, W - X, ty, { size: 38, bold: i === 2, align: "right" });
    });
    page.text(
      `Forma de pago: transferencia a ES${rng.int(10, 99)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)}`,
      X,
      page.height - 300,
      { size: 28, color: "#444444" },
    );
    return undefined;
  },
});

/** Venezuelan fiscal-printer ticket on a paper roll: monospace, "SENIAT" header, (G) tax marks. */
export const FACTURA_VE_TICKET = facturaFamily({
  name: "factura-ve-ticket",
  split: "train",
  description: "Venezuelan fiscal-printer ticket",
  country: VENEZUELA,
  fonts: ["Space Mono", "Courier Prime", "Roboto Mono"],
  dateStyles: ["dmy_slash", "dmy_dash_short"],
  issuers: ISSUERS_VEN_TICKET,
  wares: WARES_VEN_TICKET,
  clientCompanies: ["INVERSIONES EL SAMAN C.A.", "COMERCIAL LOS ROQUES C.A."],
  clientPools: TRAIN_POOLS_VEN,
  itemCount: [2, 7],
  numero: (rng) => String(rng.int(1, 99_999)).padStart(8, "0"),
  size: (sale) => [945, 1250 + sale.items.length * 115],
  draw(page, rng, sale, f, money) {
    const W = page.width;
    const cx = W / 2;
    const m = 40;
    let y = 90;
    const line = (
      text: string,
      opts: { align?: "left" | "center" | "right"; bold?: boolean; size?: number } = {},
    ) => {
      const x = opts.align === "center" ? cx : opts.align === "right" ? W - m : m;
      page.text(text, x, y, {
        size: opts.size ?? 28,
        bold: opts.bold,
        align: opts.align ?? "left",
        maxWidth: W - 2 * m,
      });
      y += (opts.size ?? 28) * 1.45;
    };
    line("SENIAT", { align: "center", bold: true });
    line(`RIF ${f.rif.printed}`, { align: "center" });
    line(f.emisor.printed as string, { align: "center", bold: true });
    line(`AV. ${rng.pick(["BOLIVAR", "URDANETA", "LAS AMERICAS"])} LOCAL ${rng.int(1, 40)}`, {
      align: "center",
      size: 24,
    });
    line(rng.pick(["CARACAS", "VALENCIA", "MARACAIBO", "MERIDA"]), { align: "center", size: 24 });
    y += 10;
    line(
      `RIF/C.I.: ${sale.clienteId.startsWith("V") || sale.clienteId.startsWith("E") ? sale.clienteId : randomRif(rng, "J").printed}`,
      { size: 24 },
    );
    line(`RAZON SOCIAL: ${f.cliente.printed}`, { size: 24 });
    y += 10;
    line("FACTURA", { align: "center", bold: true });
    page.text(`FACTURA: ${f.numero.printed}`, m, y, { size: 26 });
    y += 38;
    page.text(`FECHA: ${f.fecha.printed}`, m, y, { size: 26 });
    page.text(
      `HORA: ${String(rng.int(8, 20)).padStart(2, "0")}:${String(rng.int(0, 59)).padStart(2, "0")}`,
      W - m,
      y,
      { size: 26, align: "right" },
    );
    y += 50;
    page.line(m, y - 24, W - m, y - 24, "#333333", 2);
    for (const item of sale.items) {
      line(`${quantityText(item.quantityTenths, VENEZUELA)} x ${money(item.unitCents)}`, {
        size: 24,
      });
      page.text(`${item.description} (G)`, m, y, { size: 26, maxWidth: W - 2 * m - 220 });
      page.text(money(item.amountCents), W - m, y, { size: 26, align: "right" });
      y += 44;
    }
    page.line(m, y - 20, W - m, y - 20, "#333333", 2);
    y += 20;
    const row = (label: string, value: string, bold = false) => {
      page.text(label, m, y, { size: 28, bold });
      page.text(value, W - m, y, { size: 28, bold, align: "right" });
      y += 44;
    };
    row("SUBTTL", money(sale.subtotalCents));
    row("BI G16,00%", money(sale.subtotalCents));
    row("IVA G16,00%", money(sale.ivaCents));
    row("TOTAL", `Bs ${money(sale.totalCents)}`, true);
    y += 20;
    row(rng.pick(["EFECTIVO", "TARJ. DEBITO", "PAGO MOVIL"]), money(sale.totalCents));
    y += 30;
    barcode(page.ctx, { x: m + 100, y, width: W - 2 * m - 200, height: 90 }, rng);
    y += 140;
    line("MH  Z1F0012345", { align: "center", size: 24 });
    return undefined;
  },
});
