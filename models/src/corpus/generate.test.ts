import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { FIELD_NAMES } from "./fields.ts";
import { generateDocument } from "./generate.ts";
import { DOCUMENT_TYPES, type DocumentTruth, type GeneratedDocument } from "./types.ts";

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
function readDate(printed: string): [number, number, number] | undefined {
  let m =
    printed.match(/^(\d{2})[/.](\d{2})[/.](\d{4})$/) ?? printed.match(/^(\d{2})-(\d{2})-(\d{2})$/);
  if (m) return [Number(m[1]), Number(m[2]), Number(m[3])];
  m = printed.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  if (m) return [Number(m[3]), Number(m[2]), Number(m[1])];
  m = printed.match(/^(\d{1,2}) de (\p{L}+) de (\d{4})$/u);
  if (m) return [Number(m[1]), LONG.indexOf(m[2] ?? "") + 1, Number(m[3])];
  m = printed.match(/^(\d{2}) ([A-Z]{3})(?:\/[A-Z]{3})? (\d{4})$/);
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
  expect([day, month, year < 100 ? year : year], name).toEqual([d, mo, year < 100 ? y % 100 : y]);
}

/** Every field: present, printed verbatim in a line, normalised well-formed and consistent with the print. */
function expectFieldsConsistent(truth: DocumentTruth): void {
  const texts = truth.lines.map((l) => l.text);
  expect(Object.keys(truth.fields).sort()).toEqual([...FIELD_NAMES[truth.type]].sort());
  for (const [name, { printed, normalized }] of Object.entries(truth.fields)) {
    expect(printed.length, name).toBeGreaterThan(0);
    expect(
      texts.some((t) => t.includes(printed)),
      `${truth.id}: ${name} "${printed}" not drawn`,
    ).toBe(true);
    const n = String(normalized);
    if (name.startsWith("fecha")) expectDateConsistent(`${truth.id}.${name}`, printed, n);
    if (name === "telefono") {
      expect(n).toMatch(/^\+58\d{10}$/);
      const digits = printed.replace(/\D/g, "");
      expect(`+58${digits.startsWith("58") ? digits.slice(2) : digits.slice(1)}`).toBe(n);
    }
    if (name === "email") {
      expect(n).toBe(n.toLowerCase());
      expect(n).toMatch(/^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$/);
      expect(printed.toLowerCase()).toBe(n);
    }
    if (name === "cedula_numero") {
      expect(n).toMatch(/^[VE]\d{6,8}$/);
      expect(printed.replace(/[-. ]/g, "")).toBe(n);
    }
    if (name === "nacionalidad" || name === "codigo_pais") expect(n).toMatch(/^[A-Z]{3}$/);
    if (name === "rif") expect(n).toMatch(/^[VEJPG]\d{9}$/);
    if (["subtotal", "iva", "total"].includes(name)) {
      expect(typeof normalized).toBe("number");
      expect(Number(printed.replaceAll(".", "").replace(",", "."))).toBe(normalized);
    }
  }
}

function expectInvoiceArithmetic(truth: DocumentTruth): void {
  const cents = (v: number) => Math.round(v * 100);
  const items = truth.line_items ?? [];
  expect(items.length).toBeGreaterThanOrEqual(2);
  expect(items.length).toBeLessThanOrEqual(8);
  for (const item of items)
    expect(cents(item.amount)).toBe(Math.round(item.quantity * cents(item.unit_price)));
  const field = (name: string) => cents(Number(truth.fields[name]?.normalized));
  expect(field("subtotal")).toBe(items.reduce((sum, item) => sum + cents(item.amount), 0));
  expect(field("iva")).toBe(Math.round(field("subtotal") * 0.16));
  expect(field("total")).toBe(field("subtotal") + field("iva"));
}

describe("generated documents", () => {
  const docs: GeneratedDocument[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 10; i++) {
      const type = DOCUMENT_TYPES[i % DOCUMENT_TYPES.length] ?? "factura";
      docs.push(await generateDocument(type, 5, i, { scansOnly: true }));
    }
  });

  it("record every field, printed verbatim and normalised consistently", () => {
    for (const { truth } of docs) expectFieldsConsistent(truth);
  });

  it("keep invoice arithmetic exact to the cent", () => {
    for (const { truth } of docs.filter((d) => d.truth.type === "factura"))
      expectInvoiceArithmetic(truth);
  });

  it("record checkbox states for forms", () => {
    for (const { truth } of docs.filter((d) =>
      ["formulario", "ficha_residencia"].includes(d.truth.type),
    )) {
      const states = Object.values(truth.checkboxes ?? {});
      expect(states.length).toBeGreaterThanOrEqual(3);
      expect(states.some(Boolean)).toBe(true);
    }
  });

  it("place every text line's box on ink inside the scan", async () => {
    for (const { truth, scan } of docs) {
      const { data, info } = await sharp(scan)
        .greyscale()
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([truth.scan.width, truth.scan.height]);
      expect(truth.scan.dpi).toBe(300);
      for (const { text, bbox } of truth.lines) {
        expect(bbox.x, text).toBeGreaterThanOrEqual(0);
        expect(bbox.y, text).toBeGreaterThanOrEqual(0);
        expect(bbox.x + bbox.width, text).toBeLessThanOrEqual(info.width);
        expect(bbox.y + bbox.height, text).toBeLessThanOrEqual(info.height);
        let [sum, sq, count] = [0, 0, 0];
        for (let y = bbox.y; y < bbox.y + bbox.height; y++) {
          for (let x = bbox.x; x < bbox.x + bbox.width; x++) {
            const v = data[y * info.width + x] as number;
            sum += v;
            sq += v * v;
            count++;
          }
        }
        const std = Math.sqrt(sq / count - (sum / count) ** 2);
        expect(std, `${truth.id}: no ink under "${text}"`).toBeGreaterThan(12);
      }
    }
  });

  it("are byte-identical for the same seed and differ for another seed", async () => {
    const first = await generateDocument("cedula_identidad", 5, 0);
    const again = await generateDocument("cedula_identidad", 5, 0);
    expect(again.scan.equals(first.scan)).toBe(true);
    expect(again.photo.equals(first.photo)).toBe(true);
    expect(again.truth).toEqual(first.truth);
    const other = await generateDocument("cedula_identidad", 6, 0);
    expect(other.scan.equals(first.scan)).toBe(false);
    expect(other.photo.equals(first.photo)).toBe(false);
  });

  it("skip the photo in scans-only mode without changing the scan", async () => {
    const full = await generateDocument("cedula_identidad", 5, 0);
    const [scanOnly] = docs;
    expect(scanOnly?.scan.equals(full.scan)).toBe(true);
    expect(scanOnly?.photo.length).toBe(0);
    expect(scanOnly?.truth.photo.width).toBe(0);
  });
});
