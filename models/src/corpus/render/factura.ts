/** Invoice ("FACTURA") on A4 or US letter: issuer header, client block, item table, totals. */

import { randomPhone } from "../content/contact.ts";
import { addTime, CORPUS_TODAY, dateBetween, formatDate, isoDate } from "../content/dates.ts";
import { type InvoiceContent, itemsTruth, randomInvoice } from "../content/invoice.ts";
import { formatMoney, toUnits } from "../content/money.ts";
import { upper } from "../content/names.ts";
import { randomPerson } from "../content/person.ts";
import { randomAddress, randomCity } from "../content/places.ts";
import { BODY_FONTS } from "../fonts.ts";
import type { Rng } from "../rng.ts";
import { Fields, PALETTES, type Palette, type RenderedDocument } from "./document.ts";
import { drawItemTable, type TableStyle } from "./invoice-table.ts";
import { Page } from "./page.ts";

const DPI = 300;
const X = 170;

/** The three original invoice headers. */
export const FACTURA_LAYOUTS = ["banda", "clasica", "centrada"] as const;

/** Renders a factura with the header `layout` (drawn at random when not given). */
export function renderFactura(
  rng: Rng,
  layout?: (typeof FACTURA_LAYOUTS)[number],
): RenderedDocument {
  const client = randomPerson(rng.fork("person"));
  const clientName = rng.chance(0.7)
    ? upper(`${client.name.given} ${client.name.surnames}`)
    : `${client.name.given} ${client.name.surnames}`;
  const inv = randomInvoice(rng, clientName, `${client.cedula.letter}-${client.cedula.digits}`);
  const letter = rng.chance(0.35);
  const [W, H] = letter ? [2550, 3300] : [2480, 3508];
  const page = new Page(W, H, DPI, rng.pick(BODY_FONTS));
  page.rect({ x: 0, y: 0, width: W, height: H }, { fill: "#ffffff" });
  const palette = rng.pick(PALETTES);
  // The draw is made even when the layout is given, so every later draw stays the same.
  const drawn = rng.pick(FACTURA_LAYOUTS);
  const header = layout ?? drawn;
  const date = dateBetween(rng, addTime(CORPUS_TODAY, -3), CORPUS_TODAY);
  const fecha = formatDate(
    date,
    rng.pick(["dmy_slash", "dmy_dash_short", "long", "iso", "dmy_dot"] as const),
  );
  const city = randomCity(rng);
  const issuerLines = [
    `RIF: ${inv.rif.printed}`,
    randomAddress(rng, city),
    `Telf.: ${randomPhone(rng, city.areaCode).printed}`,
  ];
  let y = { banda: headerBanda, clasica: headerClasica, centrada: headerCentrada }[header](
    page,
    palette,
    inv,
    issuerLines,
  );
  y = invoiceBox(page, palette, inv, fecha, y + 40);
  y = clientBlock(page, palette, inv, client.address, y + 40);
  const tableStyle = rng.pick([
    "rejilla",
    "cebra",
    "lineas",
  ] as const satisfies readonly TableStyle[]);
  y = drawItemTable(page, inv.items, {
    x: X,
    y: y + 50,
    width: W - 2 * X,
    palette,
    style: tableStyle,
    columns: rng.int(0, 2),
  });
  y = totals(page, palette, inv, y + 40, rng.chance(0.5));
  footer(page, rng, palette, inv);
  const fields = new Fields();
  fields.set("numero", inv.numero, inv.numero);
  fields.set("fecha", fecha, isoDate(date));
  fields.set("emisor", inv.emisor, inv.emisor);
  fields.set("rif", inv.rif.printed, inv.rif.normalized);
  fields.set("cliente", inv.cliente, inv.cliente);
  fields.set("subtotal", formatMoney(inv.subtotalCents), toUnits(inv.subtotalCents));
  fields.set("iva", formatMoney(inv.ivaCents), toUnits(inv.ivaCents));
  fields.set("total", formatMoney(inv.totalCents), toUnits(inv.totalCents));
  return {
    page,
    layout: `${header}-${tableStyle}-${letter ? "carta" : "a4"}-${palette.name}`,
    fields: fields.values,
    line_items: itemsTruth(inv.items),
  };
}

function headerBanda(page: Page, palette: Palette, inv: InvoiceContent, lines: string[]): number {
  page.rect({ x: 0, y: 0, width: page.width, height: 260 }, { fill: palette.primary });
  page.text(inv.emisor, X, 160, {
    size: 72,
    bold: true,
    color: "#ffffff",
    maxWidth: page.width - 2 * X,
  });
  let y = 340;
  for (const line of lines) {
    page.text(line, X, y, { size: 36, color: "#222222", maxWidth: page.width - 2 * X });
    y += 52;
  }
  return y;
}

function headerClasica(page: Page, palette: Palette, inv: InvoiceContent, lines: string[]): number {
  page.text(inv.emisor, X, 220, {
    size: 64,
    bold: true,
    color: palette.primary,
    maxWidth: page.width * 0.62,
  });
  let y = 290;
  for (const line of lines) {
    page.text(line, X, y, { size: 34, color: "#333333", maxWidth: page.width * 0.62 });
    y += 50;
  }
  page.line(X, y, page.width - X, y, palette.primary, 4);
  return y;
}

function headerCentrada(
  page: Page,
  palette: Palette,
  inv: InvoiceContent,
  lines: string[],
): number {
  const cx = page.width / 2;
  page.text(inv.emisor, cx, 220, {
    size: 70,
    bold: true,
    color: "#111111",
    align: "center",
    maxWidth: page.width - 2 * X,
  });
  let y = 300;
  for (const line of lines) {
    page.text(line, cx, y, {
      size: 34,
      color: palette.accent,
      align: "center",
      maxWidth: page.width - 2 * X,
    });
    y += 50;
  }
  return y;
}

function invoiceBox(
  page: Page,
  palette: Palette,
  inv: InvoiceContent,
  fecha: string,
  y: number,
): number {
  const w = 900;
  const x = page.width - X - w;
  page.rect({ x, y, width: w, height: 300 }, { stroke: palette.primary, lineWidth: 4, radius: 14 });
  page.text("FACTURA", x + w / 2, y + 78, {
    size: 60,
    bold: true,
    color: palette.primary,
    align: "center",
  });
  page.text(`N° ${inv.numero}`, x + 40, y + 148, { size: 40, bold: true, color: "#b00000" });
  page.text(`N° de Control: ${inv.control}`, x + 40, y + 206, { size: 34 });
  page.text(`Fecha de emisión: ${fecha}`, x + 40, y + 262, { size: 34, maxWidth: w - 80 });
  return y + 300;
}

function clientBlock(
  page: Page,
  palette: Palette,
  inv: InvoiceContent,
  address: string,
  y: number,
): number {
  const w = page.width - 2 * X;
  page.rect({ x: X, y, width: w, height: 250 }, { stroke: "#444444", lineWidth: 2.5 });
  const label = { size: 34, bold: true, color: palette.accent };
  const rows: [string, string][] = [
    ["Nombre o Razón Social:", inv.cliente],
    ["C.I. / R.I.F.:", inv.clienteId],
    ["Domicilio fiscal:", address],
  ];
  for (const [i, [name, value]] of rows.entries()) {
    const baseline = y + 70 + i * 70;
    const box = page.text(name, X + 30, baseline, label);
    page.text(value, box.x + box.width + 20, baseline, {
      size: 36,
      maxWidth: X + w - box.x - box.width - 50,
    });
  }
  return y + 250;
}

function totals(
  page: Page,
  palette: Palette,
  inv: InvoiceContent,
  y: number,
  currency: boolean,
): number {
  const right = page.width - X;
  const labelX = right - 900;
  const rows: [string, number, boolean][] = [
    ["SUBTOTAL", inv.subtotalCents, false],
    ["IVA 16 %", inv.ivaCents, false],
    ["TOTAL A PAGAR", inv.totalCents, true],
  ];
  for (const [i, [name, cents, strong]] of rows.entries()) {
    const top = y + i * 84;
    if (strong)
      page.rect(
        { x: labelX - 20, y: top, width: right - labelX + 20, height: 84 },
        { fill: palette.light },
      );
    page.text(name, labelX, top + 58, {
      size: 38,
      bold: true,
      color: strong ? palette.primary : "#222222",
    });
    const amount = `${currency ? "Bs. " : ""}${formatMoney(cents)}`;
    page.text(amount, right - 20, top + 58, { size: 40, bold: strong, align: "right" });
  }
  return y + 3 * 84;
}

function footer(page: Page, rng: Rng, palette: Palette, inv: InvoiceContent): void {
  const y = page.height - 260;
  page.line(X, y, page.width - X, y, palette.primary, 2);
  page.text(
    `Forma de pago: ${rng.pick(["Efectivo", "Transferencia bancaria", "Pago móvil", "Tarjeta de débito"])}`,
    X,
    y + 60,
    { size: 32 },
  );
  page.text("ORIGINAL: CLIENTE", page.width - X, y + 60, { size: 32, bold: true, align: "right" });
  page.text(
    `Imprenta autorizada: Gráficas Guaicaipuro, C.A. RIF J-${String(rng.int(10_000_000, 40_000_000))}-${rng.int(0, 9)} · Control desde ${inv.control.slice(0, 3)}000001`,
    page.width / 2,
    y + 130,
    { size: 26, color: "#555555", align: "center", maxWidth: page.width - 2 * X },
  );
}
