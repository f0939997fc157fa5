/** The line-item table of an invoice, in three styles and three column orders. */
import { formatQuantity, type InvoiceItem } from "../content/invoice.ts";
import { formatMoney } from "../content/money.ts";
import type { Palette } from "./document.ts";
import type { Page } from "./page.ts";

/** Grid lines, zebra stripes, or horizontal rules only. */
export type TableStyle = "rejilla" | "cebra" | "lineas";

type Column = {
  title: string;
  share: number;
  align: "left" | "right" | "center";
  cell: (item: InvoiceItem, i: number) => string;
};

const COL = {
  code: {
    title: "CÓDIGO",
    share: 0.11,
    align: "left",
    cell: (_: InvoiceItem, i: number) => `A-${String(101 + i * 7).padStart(4, "0")}`,
  },
  qty: {
    title: "CANT.",
    share: 0.09,
    align: "center",
    cell: (it: InvoiceItem) => formatQuantity(it.quantityTenths),
  },
  desc: {
    title: "DESCRIPCIÓN",
    share: 0.5,
    align: "left",
    cell: (it: InvoiceItem) => it.description,
  },
  unit: {
    title: "P. UNITARIO",
    share: 0.17,
    align: "right",
    cell: (it: InvoiceItem) => formatMoney(it.unitCents),
  },
  amount: {
    title: "MONTO",
    share: 0.2,
    align: "right",
    cell: (it: InvoiceItem) => formatMoney(it.amountCents),
  },
} satisfies Record<string, Column>;

const ORDERS: readonly Column[][] = [
  [COL.qty, COL.desc, COL.unit, COL.amount],
  [COL.desc, COL.qty, COL.unit, { ...COL.amount, title: "TOTAL" }],
  [
    COL.code,
    COL.desc,
    COL.qty,
    { ...COL.unit, title: "PRECIO" },
    { ...COL.amount, title: "IMPORTE" },
  ],
];

/** Table placement and look. `columns` selects one of the column orders. */
export interface TableOptions {
  x: number;
  y: number;
  width: number;
  palette: Palette;
  style: TableStyle;
  columns: number;
}

/** Draws the header row and one row per item; returns the y below the table. */
export function drawItemTable(
  page: Page,
  items: readonly InvoiceItem[],
  opts: TableOptions,
): number {
  const columns = ORDERS[opts.columns % ORDERS.length] ?? ORDERS[0] ?? [];
  const total = columns.reduce((sum, c) => sum + c.share, 0);
  const widths = columns.map((c) => (c.share / total) * opts.width);
  const rowH = 86;
  const lefts = widths.map((_, i) => opts.x + widths.slice(0, i).reduce((a, b) => a + b, 0));
  page.rect(
    { x: opts.x, y: opts.y, width: opts.width, height: rowH },
    { fill: opts.palette.primary },
  );
  for (const [i, col] of columns.entries()) {
    cellText(page, col.title, lefts[i] ?? 0, widths[i] ?? 0, opts.y + 58, col.align, {
      size: 32,
      bold: true,
      color: "#ffffff",
    });
  }
  let y = opts.y + rowH;
  for (const [r, item] of items.entries()) {
    if (opts.style === "cebra" && r % 2 === 1)
      page.rect({ x: opts.x, y, width: opts.width, height: rowH }, { fill: opts.palette.light });
    for (const [i, col] of columns.entries()) {
      cellText(page, col.cell(item, r), lefts[i] ?? 0, widths[i] ?? 0, y + 58, col.align, {
        size: 34,
      });
    }
    y += rowH;
    if (opts.style !== "cebra") page.line(opts.x, y, opts.x + opts.width, y, "#777777", 2);
  }
  if (opts.style === "rejilla") {
    page.rect(
      { x: opts.x, y: opts.y, width: opts.width, height: y - opts.y },
      { stroke: "#444444", lineWidth: 3 },
    );
    for (const left of lefts.slice(1)) page.line(left, opts.y, left, y, "#444444", 2);
  } else {
    page.line(opts.x, y, opts.x + opts.width, y, opts.palette.primary, 4);
  }
  return y;
}

function cellText(
  page: Page,
  text: string,
  left: number,
  width: number,
  baseline: number,
  align: Column["align"],
  style: { size: number; bold?: boolean; color?: string },
): void {
  const pad = 20;
  const x =
    align === "left" ? left + pad : align === "right" ? left + width - pad : left + width / 2;
  page.text(text, x, baseline, { ...style, align, maxWidth: width - 2 * pad });
}
