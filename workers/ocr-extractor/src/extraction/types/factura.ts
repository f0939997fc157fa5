import { cents, fixDigits, parseDate, parseMoney } from "../../normalize";
import { type ExtractedField, MISSING } from "../field";
import { extractFields, type FieldSpec, labelsOf } from "../field-specs";
import type { LabelledText } from "../labels";
import { type Segment, segmentConfidence } from "../segments";
import { fold, type TextLine } from "../text-lines";
import { describeSpecs, shapeOf } from "./common";
import { withoutCustomerBlock } from "./customer-block";
import { INVOICE_DATE, INVOICE_LABELS } from "./invoice-lexicon";
import { dateByValue, issuerFromHeader, lostDecimalPoint, readTotal } from "./receipt-fields";
import type { TypeExtractor } from "./type-extraction";

// Not the customer's, labelled "C.I. / R.I.F.".
const RIF_ANYWHERE =
  /(?<!\/\s*[Rr]\.?\s*[Ii]\.?\s*[Ff]\.?\s*:?\s*)\b[VEJPGC]\s*-?\s*\d{8}\s*-?\s*\d\b/;

/** A value that is only an amount, with or without its currency and decimal separator. */
const BARE_AMOUNT = /^[^\p{L}\d]*(?:RM|Bs\.?[SF]?|US\$|\$|€)?\s*\d[\d.,\s]*$/u;

const SPECS: FieldSpec[] = [
  {
    name: "numero",
    group: "invoice_info",
    labels: INVOICE_LABELS.numero,
    kind: "invoice_number",
    required: true,
    // "N° 004512" under or beside the word FACTURA ("°" is often read as "*", "o", "”", "®"
    // or "°?"); a series before the number ("FE12495", "F001-00012345", "0001-00001234").
    // Never a tax number's ("R.U.C. N° 20512345678", "NIT N°"). Or alone, Peru's serie-número
    // of an electronic invoice or boleta ("F001-00004521", "E001-123", "B002-000871").
    anywhere:
      /(?<!(?:[Rr]\.?\s*[UuIi]\.?\s*[CcTtFf]|[Nn]\.?\s*[Ii]\.?\s*[Tt]|[Cc]\.?\s*[Uu]\.?\s*[Ii]\.?\s*[Tt])\.?\s*)(?:^|\s)N\s*[°º*o.#”"“®'’]{1,2}\??\s*:?\s*((?:[A-Z]{1,4}\d{0,3}-?)?\d[\d-]{3,})\b|(?<![\w-])[FBE][A-Z\d]\d{2}\s?-\s?\d{1,8}(?![\w-])/,
  },
  {
    name: "numero_control",
    group: "invoice_info",
    labels: [/n(?:umero|ro|[°º.o*])?\.?\s*de\s+control/, /control\s*n(?:o|[°º.*])/],
    kind: "text",
  },
  {
    name: "fecha",
    group: "invoice_info",
    labels: INVOICE_DATE,
    kind: "date:issue",
    required: true,
  },
  {
    name: "emisor",
    group: "issuer",
    labels: INVOICE_LABELS.emisor,
    kind: "proper_text",
    required: true,
  },
  {
    name: "rif",
    group: "issuer",
    labels: INVOICE_LABELS.taxId,
    kind: "tax_id",
    required: true,
    anywhere: RIF_ANYWHERE,
  },
  {
    name: "cliente",
    group: "customer",
    labels: INVOICE_LABELS.cliente,
    kind: "proper_text",
  },
  {
    name: "subtotal",
    group: "totals",
    labels: INVOICE_LABELS.subtotal,
    kind: "money",
    required: true,
  },
  {
    name: "iva",
    group: "totals",
    labels: INVOICE_LABELS.tax,
    kind: "money",
    required: true,
  },
  {
    name: "total",
    group: "totals",
    labels: INVOICE_LABELS.total,
    kind: "money",
    required: true,
  },
];

/**
 * The issuer's name printed in capitals is kept as read: a business prints its name as
 * registered, and registries (SENIAT, DIAN, SUNAT, SII) and fiscal printers write it in
 * capitals without accents ("PANADERIA LA NUEVA ESPIGA, C.A."); a name in capitals printed
 * with them shows them large enough for OCR. Names in mixed case get the accents OCR dropped.
 */
function keepCapitalsBare(f: ExtractedField | undefined): ExtractedField | undefined {
  const raw = f?.raw ?? "";
  if (typeof f?.value !== "string" || /\p{Ll}/u.test(raw) || /\p{M}/u.test(raw.normalize("NFD")))
    return f;
  return { ...f, value: f.value.normalize("NFD").replace(/\p{M}/gu, "").normalize("NFC") };
}

/**
 * A labelled date that is no date day first but is one month first ("Date: 03/15/2024"): the
 * United States' order, which English and bilingual invoices follow.
 */
function monthFirst(f: ExtractedField, today: Date): ExtractedField {
  const m = /^\s*(\d{1,2})([/-])(\d{1,2})\2(\d{4})\s*$/.exec(f.raw ?? "");
  if (!m || Number(m[1]) > 12 || Number(m[3]) <= 12) return f;
  const iso = parseDate(`${m[3]}/${m[1]}/${m[4]}`, "issue", today);
  if (!iso || iso > today.toISOString().slice(0, 10)) return f;
  return { ...f, value: iso, valid: true, check: "month before day" };
}

/** What the issuer's block holds. */
const ISSUER_SPECS = SPECS.filter((s) => s.name === "emisor" || s.name === "rif");

const HEADER =
  /\b(?:descripcion|concepto|detalle)\b|\bcant(?:idad)?\b|\bp\.?\s*unit|\bprecio\b|\bimporte\b|\bmonto\b/;
const MONEY = /-?\d{1,3}(?:[.,\s]\d{3})*(?:[.,]\d{1,2})?(?![\d])|-?\d+(?:[.,]\d{1,2})?/g;

/** One invoice line. */
export interface LineItem {
  description: string;
  quantity: number;
  unit_price: number;
  amount: number;
  /** quantity × unit_price equals amount (to the cent). */
  consistent: boolean;
  confidence: number;
}

/**
 * factura: number, date, issuer and its RIF/NIT (check digit verified), customer, line items
 * read row by row, subtotal, IVA and total, with the arithmetic cross-checked (items sum to the
 * subtotal, subtotal + IVA = total, IVA = rate × subtotal when a rate is printed).
 */
export const factura: TypeExtractor = {
  labels: labelsOf(SPECS),
  // Garbled labels written back ("Nombre a Mazon Social:", "Fecha de emsión").
  printedLabels: ["nombre o razon social", "razon social", "fecha de emision", "domicilio fiscal"],
  describe: () => [
    ...describeSpecs(SPECS),
    { name: "line_items", group: "line_items", required: false, kind: "table rows" },
  ],
  extract(ctx) {
    const fields = extractFields(SPECS, ctx.text, ctx);
    const lines = ctx.text.lines;
    // The issuer's name and tax number, never the buyer's printed in its block.
    const issuerPage = withoutCustomerBlock(ctx.text);
    if (issuerPage) Object.assign(fields, extractFields(ISSUER_SPECS, issuerPage, ctx));
    if (fields.emisor?.value === null)
      fields.emisor = issuerFromHeader(issuerPage ?? ctx.text) ?? MISSING;
    fields.emisor = keepCapitalsBare(fields.emisor) ?? MISSING;
    if (fields.fecha?.valid === false) fields.fecha = monthFirst(fields.fecha, ctx.today);
    if (fields.fecha?.value === null || fields.fecha?.valid === false)
      fields.fecha = dateByValue(lines, ctx.today) ?? (fields.fecha as ExtractedField);
    // A TOTAL label's value that is no amount ("Total Qty 2") is not the total; one whose
    // decimal separator was lost ("594297") may be restored by the arithmetic below.
    const labelled = fields.total as ExtractedField;
    fields.total =
      readTotal(lines) ??
      lostDecimalPoint(labelled, lines) ??
      (BARE_AMOUNT.test(labelled.raw ?? "") ? labelled : { ...MISSING });
    const items = ctx.tables ? (readTable(ctx.text) ?? readItems(ctx.text.lines)) : [];
    const rate = ivaRate(ctx.text.lines);
    const arithmetic = checkArithmetic(fields, items, rate);
    return {
      fields,
      ...shapeOf(SPECS),
      extras: { line_items: items, arithmetic_check: arithmetic },
    };
  },
};

type Column = "code" | "quantity" | "description" | "unit_price" | "amount";

const COLUMN_HEADERS: [Column, RegExp][] = [
  ["code", /^(?:codigo|cod\.?|ref(?:erencia)?)\b/],
  ["quantity", /^(?:cant(?:idad)?|cant\.|qty|unid(?:ades)?)\b/],
  ["unit_price", /^(?:p\.?\s*unit|precio\s+unit|precio|p\/u|unitario|valor\s+unit)/],
  ["amount", /^(?:importe|monto|total|sub\s*total|valor\s+total)/],
  ["description", /^(?:descripcion|concepto|detalle|articulo|producto|item)/],
];

const END_OF_TABLE =
  /sub\s*-?\s*total|base\s+imponible|(?<![a-z])total\b|(?<![a-z])i\.?\s*v\.?\s*a\b/;

/**
 * Line items read as a table: the header row's cells name the columns (Cant., Descripción,
 * P. Unit., Importe in any order) and each following row's cells are assigned to the column
 * they overlap most, so numbers inside descriptions ("Cemento 42,5 kg") stay in the
 * description. A row with only a description continues the previous item's. Undefined when
 * no header with separable cells is found (text without boxes).
 */
function readTable(text: LabelledText): LineItem[] | undefined {
  const headerRow = text.segments.findIndex(
    (row) => row.length >= 3 && row.filter((c) => columnOf(c.text)).length >= 3,
  );
  if (headerRow < 0) return undefined;
  const header = (text.segments[headerRow] ?? [])
    .map((cell) => ({ cell, column: columnOf(cell.text) }))
    .filter((h): h is { cell: Segment; column: Column } => h.column !== undefined);
  if (
    !header.some((h) => h.column === "amount") ||
    !header.some((h) => h.column === "description")
  ) {
    return undefined;
  }
  const items: LineItem[] = [];
  for (const row of text.segments.slice(headerRow + 1)) {
    if (row.length === 0) continue;
    if (END_OF_TABLE.test(fold(row.map((c) => c.text).join(" ")))) break;
    const values: Partial<Record<Column, string>> = {};
    let confidence = 0;
    for (const cell of row) {
      const column = nearestColumn(cell, header);
      values[column] = values[column] ? `${values[column]} ${cell.text}` : cell.text;
      confidence += segmentConfidence(text.lines, cell) / row.length;
    }
    const only = Object.keys(values);
    const previous = items.at(-1);
    if (only.length === 1 && values.description && previous) {
      previous.description = `${previous.description} ${values.description.trim()}`;
      continue;
    }
    splitMerged(values, header);
    const amount = parseMoney(fixDigits(values.amount ?? ""));
    const unit = parseMoney(fixDigits(values.unit_price ?? ""));
    const quantity = values.quantity === undefined ? 1 : parseMoney(fixDigits(values.quantity));
    const description = stripCode((values.description ?? "").replace(/\s+/g, " ").trim());
    if (amount === undefined || unit === undefined || quantity === undefined || !description)
      continue;
    items.push({
      description,
      quantity,
      unit_price: unit,
      amount,
      consistent: Math.abs(cents(quantity * unit) - amount) < 0.011,
      confidence: Math.round(confidence * 1e4) / 1e4,
    });
  }
  return items;
}

/** Cells OCR ran together ("3 Cable UTP", "1.250,00 3.750,00") are split back into columns. */
function splitMerged(values: Partial<Record<Column, string>>, header: { column: Column }[]): void {
  const has = (c: Column) => header.some((h) => h.column === c);
  const lead = /^\s*(\d+(?:,\d)?)\s+(\p{L}.*)$/u.exec(values.description ?? "");
  if (has("quantity") && values.quantity === undefined && lead) {
    values.quantity = lead[1];
    values.description = lead[2];
  }
  const pair = /^\s*(\S+)\s+(\S+)\s*$/.exec(values.amount ?? "");
  if (has("unit_price") && values.unit_price === undefined && pair) {
    values.unit_price = pair[1];
    values.amount = pair[2];
  }
  const tail = /^(.*\S)\s+(\d{1,3}(?:\.\d{3})*,\d{2})\s*$/.exec(values.description ?? "");
  if (has("unit_price") && values.unit_price === undefined && tail) {
    values.description = tail[1];
    values.unit_price = tail[2];
  }
}

/** An item code OCR ran into the description ("A-0108 Cemento ..."). */
function stripCode(text: string): string {
  return text.replace(/^[A-Z]{1,3}-?\d{2,}\s+(?=\p{L})/u, "");
}

function columnOf(text: string): Column | undefined {
  const folded = fold(text).trim();
  return COLUMN_HEADERS.find(([, re]) => re.test(folded))?.[0];
}

function nearestColumn(cell: Segment, header: { cell: Segment; column: Column }[]): Column {
  let best = header[0] as { cell: Segment; column: Column };
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const h of header) {
    const overlap = Math.min(cell.x1, h.cell.x1) - Math.max(cell.x0, h.cell.x0);
    const centre = Math.abs((cell.x0 + cell.x1) / 2 - (h.cell.x0 + h.cell.x1) / 2);
    const score = overlap > 0 ? overlap : -centre;
    if (score > bestScore) {
      bestScore = score;
      best = h;
    }
  }
  return best.column;
}

function readItems(lines: TextLine[]): LineItem[] {
  const start = lines.findIndex(
    (l) => HEADER.test(fold(l.text)) && (fold(l.text).match(HEADER_ALL) ?? []).length >= 2,
  );
  if (start < 0) return [];
  const items: LineItem[] = [];
  for (const line of lines.slice(start + 1)) {
    const folded = fold(line.text);
    if (/sub\s*-?\s*total|base\s+imponible|(?<![a-z])total\b|i\.?v\.?a/.test(folded)) break;
    const item = parseRow(line);
    if (item) items.push(item);
  }
  return items;
}

const HEADER_ALL = new RegExp(HEADER.source, "g");

function parseRow(line: TextLine): LineItem | undefined {
  const text = fixDigits(line.text);
  const numbers = [...text.matchAll(MONEY)].map((m) => ({ text: m[0], index: m.index ?? 0 }));
  if (numbers.length < 2) return undefined;
  const values = numbers.map((n) => parseMoney(n.text) ?? Number.NaN);
  const amount = values.at(-1) as number;
  let quantity: number;
  let unit: number;
  let description: string;
  const leadingQty = numbers[0]?.index === 0 && /^\d+(?:,\d)?$/.test(numbers[0].text);
  if (leadingQty) {
    quantity = values[0] as number;
    unit = values.at(-2) as number;
    description = text.slice(numbers[0]?.text.length ?? 0, numbers.at(-2)?.index).trim();
  } else if (numbers.length >= 3) {
    quantity = values.at(-3) as number;
    unit = values.at(-2) as number;
    description = text.slice(0, numbers.at(-3)?.index).trim();
  } else {
    quantity = 1;
    unit = values.at(-2) as number;
    description = text.slice(0, numbers.at(-2)?.index).trim();
  }
  if (![quantity, unit, amount].every(Number.isFinite) || !/\p{L}{2}/u.test(description))
    return undefined;
  return {
    description: stripCode(description.replace(/\s+/g, " ")),
    quantity,
    unit_price: unit,
    amount,
    consistent: Math.abs(cents(quantity * unit) - amount) < 0.011,
    confidence: line.confidence,
  };
}

function ivaRate(lines: TextLine[]): number | undefined {
  for (const line of lines) {
    const m = /(?<![a-z])i\.?\s*v\.?\s*a(?![a-z])\.?[^%\d]{0,12}(\d{1,2}(?:[.,]\d+)?)\s*%/.exec(
      fold(line.text),
    );
    if (m) return Number((m[1] as string).replace(",", ".")) / 100;
  }
  return undefined;
}

const RESTORED = "decimal separator restored";

/**
 * Amounts whose digits were read but whose decimal separator was lost ("594297" for
 * 5.942,97), one or several of subtotal, IVA and total: each may instead be read as its digits
 * in cents, and the reading that changes the fewest amounts and makes subtotal + IVA = total
 * is taken, when exactly one does; the check says so.
 */
function restoreSeparator(
  fields: Record<string, ExtractedField>,
  num: (name: string) => number | undefined,
): void {
  const names = ["subtotal", "iva", "total"] as const;
  const read = names.map(num);
  if (read.some((v) => v === undefined)) return;
  const options = names.map((name, i) => {
    const digits = String(fields[name]?.raw ?? "").replace(/\D/g, "");
    const asCents = digits.length >= 3 ? Number(digits) / 100 : undefined;
    return asCents !== undefined && asCents !== read[i]
      ? [read[i] as number, asCents]
      : [read[i] as number];
  });
  const adds = ([s, i, t]: number[]) =>
    Math.abs(cents((s as number) + (i as number)) - (t as number)) < 0.011;
  if (adds(read as number[])) return;
  // Readings by how many amounts they change: the first size with exactly one fit wins.
  const readings: { values: number[]; changed: number }[] = [];
  for (const s of options[0] ?? [])
    for (const i of options[1] ?? [])
      for (const t of options[2] ?? []) {
        const values = [s, i, t];
        readings.push({ values, changed: values.filter((v, k) => v !== read[k]).length });
      }
  for (let changed = 1; changed <= 3; changed++) {
    const fits = readings.filter((r) => r.changed === changed && adds(r.values));
    if (fits.length > 1) return;
    const fit = fits[0];
    if (!fit) continue;
    names.forEach((name, k) => {
      const f = fields[name];
      if (f && fit.values[k] !== read[k])
        fields[name] = { ...f, value: fit.values[k] as number, check: RESTORED };
    });
    return;
  }
}

function checkArithmetic(
  fields: Record<string, ExtractedField>,
  items: LineItem[],
  rate: number | undefined,
) {
  const num = (name: string) =>
    typeof fields[name]?.value === "number" ? (fields[name]?.value as number) : undefined;
  restoreSeparator(fields, num);
  const subtotal = num("subtotal");
  const iva = num("iva");
  const total = num("total");
  const near = (a: number, b: number) => Math.abs(a - b) <= 0.011 + Math.abs(b) * 1e-6;
  const itemsSum = items.length ? cents(items.reduce((a, i) => a + i.amount, 0)) : undefined;
  const checks = {
    items_sum: itemsSum ?? null,
    items_consistent: items.length ? items.every((i) => i.consistent) : null,
    items_sum_matches_subtotal:
      itemsSum !== undefined && subtotal !== undefined ? near(itemsSum, subtotal) : null,
    subtotal_plus_iva_matches_total:
      subtotal !== undefined && iva !== undefined && total !== undefined
        ? near(cents(subtotal + iva), total)
        : null,
    iva_rate: rate ?? null,
    iva_matches_rate:
      rate !== undefined && subtotal !== undefined && iva !== undefined
        ? near(cents(subtotal * rate), iva)
        : null,
  };
  const sumOk = checks.subtotal_plus_iva_matches_total;
  for (const name of ["subtotal", "iva", "total"]) {
    const f = fields[name];
    if (!f || f.value === null || sumOk === null) continue;
    fields[name] = sumOk
      ? {
          ...f,
          valid: true,
          check:
            f.check === RESTORED ? `${RESTORED}: subtotal + IVA = total` : "subtotal + IVA = total",
          confidence: Math.max(f.confidence, 0),
        }
      : {
          ...f,
          valid: false,
          check: "subtotal + IVA ≠ total",
          confidence: Math.min(f.confidence, 0.3),
        };
  }
  return { ...checks, consistent: Object.values(checks).every((v) => v !== false) };
}
