/** Checks of a document's truth against the conventions of types.ts, shared by the corpus tests. */
import { expect } from "vitest";
import { FIELD_NAMES } from "./fields.ts";
import type { DocumentTruth } from "./types.ts";

const MONTHS = ["ENE", "FEB", "MAR", "ABR", "MAY", "JUN", "JUL", "AGO", "SEP", "OCT", "NOV", "DIC"];
const LONG = [
  "enero",
  "febrero",
  "marzo",
  "abril",
  "mayo",
  "junio",
  "julio",
  "agosto",
  "septiembre",
  "octubre",
  "noviembre",
  "diciembre",
];

/** Reads a printed date back as [day, month, year]; two-digit years are returned as such. */
export function readDate(printed: string): [number, number, number] | undefined {
  let m =
    printed.match(/^(\d{2})[/. -](\d{2})[/. -](\d{4})$/) ??
    printed.match(/^(\d{2})-(\d{2})-(\d{2})$/);
  if (m) return [Number(m[1]), Number(m[2]), Number(m[3])];
  m = printed.match(/^(\d{4})[-/](\d{2})[-/](\d{2})$/);
  if (m) return [Number(m[3]), Number(m[2]), Number(m[1])];
  m = printed.match(/^(\d{1,2}) de (\p{L}+) de (\d{4})$/iu);
  if (m) return [Number(m[1]), LONG.indexOf((m[2] ?? "").toLowerCase()) + 1, Number(m[3])];
  m = printed.match(/^(\d{2})[ -]([A-Z]{3})(?:\/[A-Z]{3})?[ -](\d{4})$/);
  if (m) return [Number(m[1]), MONTHS.indexOf(m[2] ?? "") + 1, Number(m[3])];
  return undefined;
}

function expectDateConsistent(name: string, printed: string, normalized: string): void {
  expect(normalized, name).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(new Date(`${normalized}T00:00:00Z`).toISOString().slice(0, 10), name).toBe(normalized);
  const read = readDate(printed);
  expect(read, `${name}: unreadable date "${printed}"`).toBeDefined();
  const [day, month, year] = read as [number, number, number];
  const [y, mo, d] = normalized.split("-").map(Number) as [number, number, number];
  // US forms print month/day/year: a slashed date may be read either way round.
  const usOrder = /^\d{2}\/\d{2}\/\d{4}$/.test(printed) && month === d && day === mo;
  expect(usOrder ? [month, day, year] : [day, month, year], name).toEqual([
    d,
    mo,
    year < 100 ? y % 100 : y,
  ]);
}

/** An amount as printed in either separator style ("1.234,56", "1,234.56", "12.345") as a number. */
export function readAmount(printed: string): number {
  const decimal = printed.match(/[.,](\d{2})$/);
  const whole = (decimal ? printed.slice(0, -3) : printed).replace(/[^0-9]/g, "");
  return Number(whole) + (decimal ? Number(decimal[1]) / 100 : 0);
}

/** Every field: present, printed verbatim in a line, normalised well-formed and consistent with the print. */
export function expectFieldsConsistent(truth: DocumentTruth): void {
  const texts = truth.lines.map((l) => l.text);
  expect(Object.keys(truth.fields).sort()).toEqual([...FIELD_NAMES[truth.type]].sort());
  for (const [name, { printed, normalized }] of Object.entries(truth.fields)) {
    const where = `${truth.id}.${name}`;
    expect(printed.length, where).toBeGreaterThan(0);
    expect(
      texts.some((t) => t.includes(printed)),
      `${where} "${printed}" not drawn`,
    ).toBe(true);
    const n = String(normalized);
    if (name.startsWith("fecha")) expectDateConsistent(where, printed, n);
    if (name === "telefono") {
      expect(n, where).toMatch(/^\+\d{9,14}$/);
      // The subscriber's last seven digits are printed whatever the national format.
      expect(printed.replace(/\D/g, ""), where).toContain(n.slice(-7));
    }
    if (name === "email") {
      expect(n).toBe(n.toLowerCase());
      expect(n).toMatch(/^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$/);
      expect(printed.toLowerCase()).toBe(n);
    }
    if (name === "cedula_numero" || name === "rif" || name === "numero_pasaporte") {
      expect(n, where).toMatch(/^[0-9A-Z]{6,18}$/);
      expect(printed.replace(/[^0-9A-Za-z]/g, "").toUpperCase(), where).toBe(n);
    }
    if (name === "nacionalidad" || name === "codigo_pais") expect(n, where).toMatch(/^[A-Z]{3}$/);
    if (["subtotal", "iva", "total"].includes(name)) {
      expect(typeof normalized, where).toBe("number");
      expect(readAmount(printed), where).toBeCloseTo(normalized as number, 2);
    }
    if (["nombres", "apellidos", "nombre_completo"].includes(name))
      expect(n, where).toBe(n.toLocaleUpperCase("es"));
  }
}

/** Invoice arithmetic: items, subtotal, a VAT between 10 and 22 %, total = subtotal + VAT. */
export function expectInvoiceArithmetic(truth: DocumentTruth): void {
  const cents = (v: number) => Math.round(v * 100);
  const items = truth.line_items ?? [];
  expect(items.length).toBeGreaterThanOrEqual(2);
  expect(items.length).toBeLessThanOrEqual(8);
  for (const item of items)
    expect(cents(item.amount)).toBe(Math.round(item.quantity * cents(item.unit_price)));
  const field = (name: string) => cents(Number(truth.fields[name]?.normalized));
  expect(field("subtotal")).toBe(items.reduce((sum, item) => sum + cents(item.amount), 0));
  const rate = field("iva") / field("subtotal");
  expect(rate).toBeGreaterThan(0.1);
  expect(rate).toBeLessThan(0.22);
  expect(field("total")).toBe(field("subtotal") + field("iva"));
}
