import { cents, findAmounts, fixDigits, parseDate, parseMoney } from "../../normalize";
import { type ExtractedField, field, MISSING } from "../field";
import { extractFields, type FieldSpec, labelsOf } from "../field-specs";
import type { LabelledText } from "../labels";
import { type Segment, segmentConfidence } from "../segments";
import { fold, spanConfidence, type TextLine } from "../text-lines";
import { describeSpecs, shapeOf } from "./common";
import { withoutCustomerBlock } from "./customer-block";
import { INVOICE_DATE, INVOICE_LABELS, totalLabels } from "./invoice-lexicon";
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
    kind: "party_name",
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
    kind: "party_name",
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

/**
 * An invoice is dated to the day: a date read as month and year only ("05 04.2024" as
 * 2024-04) had a separator misread, and is read again with the day.
 */
function wholeDay(f: ExtractedField | undefined, today: Date): ExtractedField {
  if (!f) return { ...MISSING };
  if (typeof f.value !== "string" || !/^\d{4}-\d{2}$/.test(f.value)) return f;
  const m = /(\d{1,2})[\s.,/-]+(\d{1,2})[\s.,/-]+(\d{4}|\d{2})(?!\d)/.exec(f.raw ?? "");
  const iso = m && parseDate(`${m[1]}/${m[2]}/${m[3]}`, "issue", today);
  return iso && iso <= today.toISOString().slice(0, 10) ? { ...f, value: iso, valid: true } : f;
}

/** What the issuer's block holds. */
const ISSUER_SPECS = SPECS.filter((s) => s.name === "emisor" || s.name === "rif");

const HEADER =
  /\b(?:descripcion|concepto|detalle)\b|\bcant(?:idad)?\b|\bp\.?\s*unit|\bprecio\b|\bimporte\b|\bmonto\b|\bv(?:alo)?l?r\.?\s*(?:unit|total)/;
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
    fields.fecha = wholeDay(fields.fecha, ctx.today);
    if (fields.fecha?.value === null || fields.fecha?.valid === false)
      fields.fecha = dateByValue(lines, ctx.today) ?? (fields.fecha as ExtractedField);
    // A TOTAL label's value that is no amount ("Total Qty 2") is not the total; one whose
    // decimal separator was lost ("594297") may be restored by the arithmetic below.
    const labelled = fields.total as ExtractedField;
    fields.total =
      readTotal(lines) ??
      lostDecimalPoint(labelled, lines) ??
      (BARE_AMOUNT.test(labelled.raw ?? "") ? labelled : { ...MISSING });
    fields.iva = taxOnItsLine(lines, fields.iva) ?? (fields.iva as ExtractedField);
    if (fields.iva?.value === null) fields.iva = taxByDifference(lines, fields) ?? fields.iva;
    const items = ctx.tables ? readLineItems(ctx.text) : [];
    const rate = ivaRate(ctx.text.lines);
    const arithmetic = checkArithmetic(fields, items, rate);
    return {
      fields,
      ...shapeOf(SPECS),
      extras: { line_items: items, arithmetic_check: arithmetic },
    };
  },
};

/** A tax withheld (retención) is not the tax charged. */
const WITHHELD = /reten(?:cion|ido|ida)|withh[eo]ld/;

/**
 * The tax as the totals block prints it: a tax label with its amount after it on its own line
 * (after the rate: "ITBIS 18% 10,413.21"), not a tax column's header in the items table, whose
 * value below is one item's tax. Lines of a total or a subtotal ("Total IVA incluido",
 * "Subtotal sin IVA") and of a tax withheld are not the tax's. Taken over the labelled value
 * when all such lines agree on one amount.
 */
function taxOnItsLine(lines: TextLine[], labelled: ExtractedField | undefined) {
  const found = new Map<number, ExtractedField>();
  for (const line of lines) {
    const folded = fold(line.text);
    if (folded.length !== line.text.length || WITHHELD.test(folded)) continue;
    if (totalLabels(folded).length || INVOICE_LABELS.subtotal.some((re) => re.test(folded)))
      continue;
    const label = INVOICE_LABELS.tax.map((re) => re.exec(folded)).find((m) => m);
    if (!label) continue;
    const from = label.index + label[0].length;
    const hit = findAmounts(line.text.slice(from)).at(-1);
    if (!hit) continue;
    const start = from + hit.start;
    const end = from + hit.end;
    found.set(
      hit.value,
      field(
        line.text.slice(start, end),
        hit.value,
        spanConfidence(line, start, end),
        true,
        "the tax's amount on its own line",
      ),
    );
  }
  const [only] = found.values();
  if (found.size !== 1 || !only) return undefined;
  return labelled?.value === only.value ? labelled : only;
}

/**
 * What else a totals block may add between the subtotal and the total: a discount, a tip or
 * service charge, shipping, rounding, and what the customer paid or got back.
 */
const NOT_A_TAX =
  /descuento|discount|rebaja|propina|(?<![a-z])tips?\b|servicio|service|envio|shipping|delivery|flete|domicilio|redondeo|rounding|cambio|change|efectivo|cash|pagado|paid|tarjeta|card|abono|anticipo|deposit/;

/**
 * The tax whose label was not read or is not known (Puerto Rico's "IVU" read as "VU", a
 * local name): the one line of the totals block, after the subtotal's line and before the
 * total's, whose amount is exactly total − subtotal. The arithmetic is the check; lines of
 * what else a totals block adds (NOT_A_TAX) are left alone.
 */
function taxByDifference(
  lines: TextLine[],
  fields: Record<string, ExtractedField>,
): ExtractedField | undefined {
  const subtotal = fields.subtotal?.value;
  const total = fields.total?.value;
  if (typeof subtotal !== "number" || typeof total !== "number" || total <= subtotal)
    return undefined;
  const difference = cents(total - subtotal);
  const folded = lines.map((l) => fold(l.text));
  const subtotalLine = folded.findLastIndex(
    (f, i) =>
      INVOICE_LABELS.subtotal.some((re) => re.test(f)) &&
      findAmounts(lines[i]?.text ?? "").some((a) => Math.abs(a.value - subtotal) < 0.011),
  );
  if (subtotalLine < 0) return undefined;
  const found: ExtractedField[] = [];
  for (let i = subtotalLine + 1; i < lines.length; i++) {
    const line = lines[i] as TextLine;
    const f = folded[i] as string;
    if (totalLabels(f).length) break;
    if (f.length !== line.text.length || NOT_A_TAX.test(f) || !/\p{L}{2}/u.test(f)) continue;
    const hit = findAmounts(line.text).at(-1);
    if (!hit || Math.abs(hit.value - difference) >= 0.011) continue;
    found.push(
      field(
        line.text.slice(hit.start, hit.end),
        difference,
        spanConfidence(line, hit.start, hit.end),
        true,
        "total − subtotal, on the line between them",
      ),
    );
  }
  return found.length === 1 ? found[0] : undefined;
}

type Column = "code" | "quantity" | "description" | "unit_price" | "amount";

const COLUMN_HEADERS: [Column, RegExp][] = [
  ["code", /^(?:codigo|cod\.?|ref(?:erencia)?)\b/],
  ["quantity", /^(?:cant(?:idad)?|cant\.|qty|unid(?:ades)?)\b/],
  // Colombia's "Vr. Unitario", "Vr. Total" (vr., vlr.: valor).
  ["unit_price", /^(?:p\.?\s*unit|precio\s+unit|precio|p\/u|unitario|v(?:alo)?l?r\.?\s*unit)/],
  ["amount", /^(?:importe|monto|total|sub\s*total|v(?:alo)?l?r\.?\s*total)/],
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
    const description = cleanDescription(values.description ?? "");
    if (amount === undefined || unit === undefined || quantity === undefined || !description)
      continue;
    items.push({
      description,
      ...reconcile(quantity, unit, amount),
      confidence: Math.round(confidence * 1e4) / 1e4,
    });
  }
  return items;
}

const adds = (q: number, u: number, a: number) => Math.abs(cents(q * u) - a) < 0.011;

/** Two numbers printed with as many digits, differing in one of them. */
function oneDigitApart(a: number | string, b: number | string): boolean {
  const [x, y] = [String(a), String(b)];
  return x.length === y.length && [...x].filter((c, i) => c !== y[i]).length === 1;
}

/**
 * An item's numbers, repaired when exactly one repair makes quantity × unit price = amount: a
 * decimal separator OCR lost ("77" for 7,7 — quantities print one decimal —, "7414" for 74,14
 * — prices two), else one misread digit of the quantity ("18" for 10).
 */
function reconcile(quantity: number, unit: number, amount: number) {
  if (adds(quantity, unit, amount)) return { quantity, unit_price: unit, amount, consistent: true };
  const lost = (v: number, places: number) =>
    Number.isInteger(v) && v >= 10 ** places ? [v / 10 ** places] : [];
  let fits: (readonly number[])[] = [
    ...lost(quantity, 1).map((q) => [q, unit, amount] as const),
    ...lost(unit, 2).map((u) => [quantity, u, amount] as const),
    ...lost(amount, 2).map((a) => [quantity, unit, a] as const),
  ].filter(([q, u, a]) => adds(q as number, u as number, a as number));
  const implied = unit > 0 ? Math.round((amount / unit) * 10) / 10 : Number.NaN;
  if (fits.length === 0 && adds(implied, unit, amount) && oneDigitApart(quantity, implied))
    fits = [[implied, unit, amount]];
  const [q, u, a] = fits.length === 1 ? (fits[0] as readonly number[]) : [quantity, unit, amount];
  return {
    quantity: q as number,
    unit_price: u as number,
    amount: a as number,
    consistent: fits.length === 1,
  };
}

/** Cells OCR ran together ("3 Cable UTP", "1.250,00 3.750,00") are split back into columns. */
function splitMerged(values: Partial<Record<Column, string>>, header: { column: Column }[]): void {
  const has = (c: Column) => header.some((h) => h.column === c);
  const lead = /^\s*(\d+(?:,\d)?)\s+(\p{L}.*)$/u.exec(values.description ?? "");
  if (has("quantity") && values.quantity === undefined && lead) {
    values.quantity = lead[1];
    values.description = lead[2];
  }
  // A quantity whose column heading was not read, run into the price ("2 $ 460.872").
  const qtyPrice = /^\s*(\d+(?:,\d)?)\s+(\D{0,4}\d[\d.,]*)\s*$/.exec(values.unit_price ?? "");
  if (values.quantity === undefined && qtyPrice) {
    values.quantity = qtyPrice[1];
    values.unit_price = qtyPrice[2];
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

/**
 * An item's description as printed: without an item code OCR ran into it ("A-0108 Cemento"),
 * a fiscal printer's tax mark after it ("(G)", "(E)": Venezuela's general, exempt, reduced
 * rates), and with a bar read for a capital I ("tipo | 1 kg").
 */
function cleanDescription(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^[A-Z]{1,3}-?\d{2,}\s+(?=\p{L})/u, "")
    .replace(/\s*\([GERA]\)$/, "")
    .replace(/(?<=\s)\|(?=\s)/g, "I");
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

/** Line items from a table with a header row, else from rows of text, else a till's pairs. */
function readLineItems(text: LabelledText): LineItem[] {
  const table = readTable(text) ?? readItems(text.lines);
  return withoutItemNumbers(table.length ? table : readTicketItems(text.lines));
}

/**
 * Items numbered 1, 2, 3… in a column whose heading was not read ("1 Licencia anual"): the
 * numbers leave the descriptions when every item has one and they count up by one.
 */
function withoutItemNumbers(items: LineItem[]): LineItem[] {
  const numbers = items.map((i) => /^(\d{1,3})\s+(?=\S)/.exec(i.description)?.[1]);
  if (items.length < 2 || numbers.some((n, k) => Number(n) !== Number(numbers[0]) + k))
    return items;
  return items.map((i) => ({ ...i, description: i.description.replace(/^\d{1,3}\s+/, "") }));
}

/** "3,5 x 47,43": the quantity and unit price a till prints above an item's name and amount. */
const TIMES = /^\s*(\d+(?:[.,]\d+)?)\s*[xX×*]\s*(\d[\d.,]*)\s*$/;

/**
 * A till's items, each on two lines: quantity × unit price, then the description and the
 * amount ("2 x 45,91" / "TORTA TRES LECHES (G) 91,82"), as fiscal printers and most tills print
 * them.
 */
function readTicketItems(lines: TextLine[]): LineItem[] {
  const items: LineItem[] = [];
  lines.forEach((line, i) => {
    const m = TIMES.exec(fixDigits(line.text));
    const next = lines[i + 1];
    if (!m || !next) return;
    const amounts = [...fixDigits(next.text).matchAll(MONEY)];
    const last = amounts.at(-1);
    const description = next.text.slice(0, last?.index).trim();
    const quantity = parseMoney(m[1] as string);
    const unit = parseMoney(m[2] as string);
    const amount = last && parseMoney(last[0]);
    if (quantity === undefined || unit === undefined || !amount || !/\p{L}{2}/u.test(description))
      return;
    items.push({
      description: cleanDescription(description),
      ...reconcile(quantity, unit, amount),
      confidence: Math.round(((line.confidence + next.confidence) / 2) * 1e4) / 1e4,
    });
  });
  return items;
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
  const [q3, u3] = [values.at(-3), values.at(-2)];
  if (
    leadingQty &&
    numbers.length >= 4 &&
    q3 !== undefined &&
    u3 !== undefined &&
    adds(q3, u3, amount) &&
    !adds(values[0] as number, u3, amount)
  ) {
    // An item's number before its description ("1 Licencia anual 2 $ 460.872 $ 921.744").
    quantity = q3;
    unit = u3;
    description = text.slice(numbers[0]?.text.length ?? 0, numbers.at(-3)?.index).trim();
  } else if (leadingQty) {
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
    description: cleanDescription(description),
    ...reconcile(quantity, unit, amount),
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

/**
 * One of subtotal, IVA and total with a digit misread ("5.822,01" for 3.822,01), when
 * subtotal + IVA ≠ total: the value the other two give is taken when it differs from the one
 * read in a single digit and a second check agrees with it — IVA = rate × subtotal, or the
 * items' sum = subtotal.
 */
function restoreDigit(
  fields: Record<string, ExtractedField>,
  num: (name: string) => number | undefined,
  rate: number | undefined,
  items: LineItem[],
): void {
  const [s, i, t] = [num("subtotal"), num("iva"), num("total")];
  if (s === undefined || i === undefined || t === undefined) return;
  if (Math.abs(cents(s + i) - t) < 0.011) return;
  const sum = items.length ? cents(items.reduce((a, x) => a + x.amount, 0)) : undefined;
  const near = (a: number, b: number | undefined) => b !== undefined && Math.abs(a - b) < 0.011;
  const taxed = (sub: number, tax: number) =>
    (rate !== undefined && near(cents(sub * rate), tax)) || near(sub, sum);
  const options: [string, number][] = [
    ["subtotal", cents(t - i)],
    ["iva", cents(t - s)],
    ["total", cents(s + i)],
  ];
  const fits = options.filter(([name, value]) => {
    const read = num(name) as number;
    if (!oneDigitApart(read.toFixed(2), value.toFixed(2))) return false;
    const sub = name === "subtotal" ? value : s;
    const tax = name === "iva" ? value : i;
    return taxed(sub, tax);
  });
  const fit = fits.length === 1 ? fits[0] : undefined;
  if (!fit) return;
  const f = fields[fit[0]];
  if (f) fields[fit[0]] = { ...f, value: fit[1], check: "a misread digit restored" };
}

function checkArithmetic(
  fields: Record<string, ExtractedField>,
  items: LineItem[],
  rate: number | undefined,
) {
  const num = (name: string) =>
    typeof fields[name]?.value === "number" ? (fields[name]?.value as number) : undefined;
  restoreSeparator(fields, num);
  restoreDigit(fields, num, rate, items);
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
