/** Label/value rows of A4 forms in three styles: table cells, labelled boxes, or fill-in lines. */
import type { FontFamily } from "../fonts.ts";
import type { Palette } from "./document.ts";
import type { Page } from "./page.ts";

/** One form row; half-width rows are paired side by side. */
export interface FormRow {
  label: string;
  value: string;
  half?: boolean;
}

/**
 * Row style of a form layout: table cells (label cell left), labelled rounded boxes, fill-in
 * lines after "Label:", dotted leaders, caption under the fill-in line, label at a tab stop
 * without rules, and a grid of square cells with the caption in the cell's corner.
 */
export type RowStyle = "tabla" | "casillas" | "lineas" | "puntos" | "bajo" | "lado" | "celda";

/** Where and how rows are drawn. */
export interface RowsOptions {
  style: RowStyle;
  palette: Palette;
  x: number;
  width: number;
  /** Font for the filled-in values (a typewriter face on some forms). */
  valueFamily?: FontFamily;
  labelUpper?: boolean;
  /** Colon after labels in the styles that print one ("lineas", "puntos", "lado"; default true). */
  colon?: boolean;
  /** Value size in pixels (default 42). */
  valueSize?: number;
  /** Ink of the filled-in values (default near-black; blue ballpoint on hand-filled forms). */
  valueColor?: string;
}

const GAP = 40;

function pack(rows: readonly FormRow[]): FormRow[][] {
  const packed: FormRow[][] = [];
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as FormRow;
    const next = rows[i + 1];
    if (row.half && next?.half) {
      packed.push([row, next]);
      i++;
    } else packed.push([row]);
  }
  return packed;
}

/** Draws the rows from `y` down; returns the y below the last row. */
export function drawRows(
  page: Page,
  rows: readonly FormRow[],
  y: number,
  opts: RowsOptions,
): number {
  const height = {
    tabla: 100,
    casillas: 132,
    lineas: 104,
    puntos: 96,
    bajo: 128,
    lado: 84,
    celda: 120,
  }[opts.style];
  // Grid cells touch; the other styles keep a gutter between the two halves of a row.
  const gap = opts.style === "celda" ? 0 : GAP;
  let top = y;
  for (const group of pack(rows)) {
    const colWidth = group.length === 1 ? opts.width : (opts.width - gap) / 2;
    for (const [i, row] of group.entries()) {
      const x = opts.x + i * (colWidth + gap);
      const label = opts.labelUpper ? row.label.toLocaleUpperCase("es") : row.label;
      const draw = {
        tabla: cell,
        casillas: boxed,
        lineas: lined,
        puntos: dotted,
        bajo: captioned,
        lado: tabbed,
        celda: gridCell,
      }[opts.style];
      draw(page, label, row.value, x, top, colWidth, height, opts);
    }
    top += height + (opts.style === "casillas" ? 18 : 0);
  }
  return top;
}

function valueStyle(opts: RowsOptions, maxWidth: number) {
  return {
    size: opts.valueSize ?? 42,
    family: opts.valueFamily,
    color: opts.valueColor ?? "#101010",
    maxWidth,
  };
}

const withColon = (label: string, opts: RowsOptions) =>
  opts.colon === false ? label : `${label}:`;

function dotted(
  page: Page,
  label: string,
  value: string,
  x: number,
  y: number,
  w: number,
  h: number,
  opts: RowsOptions,
): void {
  const baseline = y + h - 28;
  const box = page.text(withColon(label, opts), x, baseline, {
    size: 34,
    color: opts.palette.accent,
  });
  const vx = box.x + box.width + 18;
  const { ctx } = page;
  ctx.fillStyle = "#777777";
  for (let dx = vx; dx < x + w; dx += 12) ctx.fillRect(dx, baseline + 8, 3, 3);
  page.text(value, vx + 6, baseline - 2, valueStyle(opts, x + w - vx - 12));
}

function captioned(
  page: Page,
  label: string,
  value: string,
  x: number,
  y: number,
  w: number,
  h: number,
  opts: RowsOptions,
): void {
  const line = y + h - 48;
  page.text(value, x + 12, line - 14, valueStyle(opts, w - 24));
  page.line(x, line, x + w, line, "#444444", 2);
  page.text(label, x + w / 2, line + 34, {
    size: 26,
    color: opts.palette.accent,
    align: "center",
    maxWidth: w - 10,
  });
}

function tabbed(
  page: Page,
  label: string,
  value: string,
  x: number,
  y: number,
  w: number,
  h: number,
  opts: RowsOptions,
): void {
  const baseline = y + h - 26;
  const tab = Math.min(560, w * 0.42);
  page.text(withColon(label, opts), x, baseline, {
    size: 34,
    bold: true,
    color: opts.palette.accent,
    maxWidth: tab - 24,
  });
  page.text(value, x + tab, baseline, valueStyle(opts, w - tab - 10));
}

function gridCell(
  page: Page,
  label: string,
  value: string,
  x: number,
  y: number,
  w: number,
  h: number,
  opts: RowsOptions,
): void {
  page.rect({ x, y, width: w, height: h }, { stroke: "#222222", lineWidth: 2.5 });
  page.text(label, x + 12, y + 30, {
    size: 24,
    bold: true,
    color: opts.palette.accent,
    maxWidth: w - 24,
  });
  page.text(value, x + 20, y + h - 24, valueStyle(opts, w - 40));
}

function cell(
  page: Page,
  label: string,
  value: string,
  x: number,
  y: number,
  w: number,
  h: number,
  opts: RowsOptions,
): void {
  const labelWidth = Math.min(620, w * 0.38);
  page.rect({ x, y, width: labelWidth, height: h }, { fill: opts.palette.light });
  page.rect({ x, y, width: w, height: h }, { stroke: "#333333", lineWidth: 2.5 });
  page.line(x + labelWidth, y, x + labelWidth, y + h, "#333333", 2.5);
  page.text(label, x + 20, y + h * 0.64, {
    size: 34,
    bold: true,
    color: opts.palette.accent,
    maxWidth: labelWidth - 36,
  });
  page.text(value, x + labelWidth + 24, y + h * 0.66, valueStyle(opts, w - labelWidth - 44));
}

function boxed(
  page: Page,
  label: string,
  value: string,
  x: number,
  y: number,
  w: number,
  h: number,
  opts: RowsOptions,
): void {
  page.rect(
    { x, y, width: w, height: h },
    { stroke: opts.palette.primary, lineWidth: 3, radius: 10 },
  );
  page.text(label, x + 18, y + 40, { size: 30, color: opts.palette.accent, maxWidth: w - 36 });
  page.text(value, x + 24, y + h - 26, valueStyle(opts, w - 48));
}

function lined(
  page: Page,
  label: string,
  value: string,
  x: number,
  y: number,
  w: number,
  h: number,
  opts: RowsOptions,
): void {
  const baseline = y + h - 30;
  const box = page.text(withColon(label, opts), x, baseline, {
    size: 36,
    bold: true,
    color: opts.palette.accent,
  });
  const vx = box.x + box.width + 22;
  page.line(vx - 6, baseline + 12, x + w, baseline + 12, "#555555", 2);
  page.text(value, vx + 8, baseline, valueStyle(opts, x + w - vx - 16));
}

/** A section heading band. Returns the y below it. */
export function section(
  page: Page,
  title: string,
  x: number,
  y: number,
  width: number,
  palette: Palette,
  filled: boolean,
): number {
  if (filled) {
    page.rect({ x, y, width, height: 76 }, { fill: palette.primary });
    page.text(title, x + 24, y + 53, { size: 38, bold: true, color: "#ffffff" });
  } else {
    page.text(title, x, y + 53, { size: 40, bold: true, color: palette.primary });
    page.line(x, y + 72, x + width, y + 72, palette.primary, 4);
  }
  return y + 100;
}

/** A row of labelled checkboxes; returns each box's state by label and the y below. */
export function checkboxRow(
  page: Page,
  title: string,
  options: readonly (readonly [string, boolean])[],
  x: number,
  y: number,
  width: number,
  palette: Palette,
): { states: Record<string, boolean>; bottom: number } {
  const baseline = y + 50;
  const titleBox = page.text(title, x, baseline, { size: 36, bold: true, color: palette.accent });
  let cx = titleBox.x + titleBox.width + 40;
  let line = baseline;
  const states: Record<string, boolean> = {};
  for (const [label, checked] of options) {
    const labelWidth = page.measure(label, { size: 36 });
    if (cx + 60 + labelWidth > x + width) {
      cx = x + 40;
      line += 70;
    }
    page.checkbox(cx, line - 38, 44, checked);
    const box = page.text(label, cx + 62, line, { size: 36 });
    cx = box.x + box.width + 60;
    states[label] = checked;
  }
  return { states, bottom: line + 40 };
}
