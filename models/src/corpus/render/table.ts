/** A general table: header row, body rows, and the rule styles invoices use. */
import type { FontFamily } from "../fonts.ts";
import type { Page } from "./page.ts";

/** One column: title, share of the table's width, alignment. */
export interface TableColumn {
  title: string;
  share: number;
  align: "left" | "right" | "center";
}

/** How a table is drawn. */
export interface TableStyle {
  x: number;
  y: number;
  width: number;
  rowHeight: number;
  /** Header look: filled band or plain text with a rule under it. */
  header: { fill?: string; color: string; size: number; bold?: boolean; rule?: string };
  body: { size: number; family?: FontFamily; color?: string };
  /** Every cell boxed, rules between rows, only the outer frame, or no rules at all. */
  grid: "full" | "rows" | "outer" | "none";
  /** Fill of every other body row. */
  zebra?: string;
  lineColor?: string;
}

/** Draws the table; returns the y below it. */
export function drawTable(
  page: Page,
  columns: readonly TableColumn[],
  rows: readonly (readonly string[])[],
  style: TableStyle,
): number {
  const total = columns.reduce((sum, c) => sum + c.share, 0);
  const widths = columns.map((c) => (c.share / total) * style.width);
  const lefts = widths.map((_, i) => style.x + widths.slice(0, i).reduce((a, b) => a + b, 0));
  const h = style.rowHeight;
  const line = style.lineColor ?? "#555555";
  if (style.header.fill)
    page.rect(
      { x: style.x, y: style.y, width: style.width, height: h },
      { fill: style.header.fill },
    );
  for (const [i, col] of columns.entries())
    cell(page, col.title, lefts[i] ?? 0, widths[i] ?? 0, style.y + h * 0.66, col.align, {
      size: style.header.size,
      bold: style.header.bold ?? true,
      color: style.header.color,
    });
  if (style.header.rule)
    page.line(style.x, style.y + h, style.x + style.width, style.y + h, style.header.rule, 3);
  let y = style.y + h;
  for (const [r, row] of rows.entries()) {
    if (style.zebra && r % 2 === 1)
      page.rect({ x: style.x, y, width: style.width, height: h }, { fill: style.zebra });
    for (const [i, col] of columns.entries())
      cell(page, row[i] ?? "", lefts[i] ?? 0, widths[i] ?? 0, y + h * 0.66, col.align, {
        size: style.body.size,
        family: style.body.family,
        color: style.body.color ?? "#151515",
      });
    y += h;
    if (style.grid === "rows" || style.grid === "full")
      page.line(style.x, y, style.x + style.width, y, line, 2);
  }
  if (style.grid === "full" || style.grid === "outer")
    page.rect(
      { x: style.x, y: style.y, width: style.width, height: y - style.y },
      { stroke: line, lineWidth: 3 },
    );
  if (style.grid === "full")
    for (const left of lefts.slice(1)) page.line(left, style.y, left, y, line, 2);
  return y;
}

function cell(
  page: Page,
  text: string,
  left: number,
  width: number,
  baseline: number,
  align: TableColumn["align"],
  style: { size: number; bold?: boolean; color?: string; family?: FontFamily | undefined },
): void {
  if (!text) return;
  const pad = 18;
  const x =
    align === "left" ? left + pad : align === "right" ? left + width - pad : left + width / 2;
  page.text(text, x, baseline, {
    size: style.size,
    bold: style.bold,
    color: style.color,
    align,
    maxWidth: width - 2 * pad,
    ...(style.family ? { family: style.family } : {}),
  });
}
