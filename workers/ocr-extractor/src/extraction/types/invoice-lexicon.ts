/**
 * How invoices and receipts label their fields, from what they print in Spanish-speaking
 * countries and in English and Malay (receipts from shops): patterns on folded text (lower
 * case, no accents; see `fold`).
 */

/** A total that says it is the amount paid: after tax, after rounding, or due. */
const FINAL_TOTAL = [
  /grand\s*total/,
  /(?:importe|monto|valor)\s+total(?!\s+(?:de\s+)?(?:items|articulos|lineas))/,
  /total\s+(?:a\s+pagar|factura|general|con\s+(?:iva|impuestos?)|iva\s+incluido|neto\s+a\s+pagar)/,
  // Costa Rica's "Total comprobante", after its breakdown of totals by kind of sale.
  /total\s+(?:del\s+)?comprobante/,
  /neto\s+a\s+pagar/,
  /total\s+(?:to\s+)?pay(?:able)?|total\s+due|total\s+amount(?!\s+(?:excl|before))/,
  /(?:amount|balance)\s+(?:due|payable)/,
  /net+\s*total|nett\s+amount/,
  /(?:total\s+)?(?:amount\s+)?incl(?:\.|usive|uding)?(?:\s+of)?\s*(?:gst|sst|vat|tax|iva)/,
  /jumlah\s+(?:besar|bersih|keseluruhan|perlu\s+dibayar|termasuk)/,
];

/** A total after rounding to the coin (Malaysia, Chile…): what was paid. */
const ROUNDED_TOTAL = [
  /round(?:ed|ing)\s+total|total\s+(?:after\s+)?round(?:ed|ing)|total\s*\(\s*round(?:ed|ing)\s*\)/,
  /rounding\s+(?:adj(?:ustment)?\s+)?total/,
];

/** What follows TOTAL when it is the total of something else (quantity, tax, discount…). */
const OF_SOMETHING_ELSE =
  /^(?:sin\s|antes\s+de|includ(?:es|ed)|incluye|qty|quantity|items?|pcs|pieces|units?|disc(?:ount)?|savings?|gst|sst|vat|tax|iva|itbis|itbms|ivu|isv|excl|exclusive|excluding|before|points?|weight|lines?|cantidad|articulos|unidades|descuentos?|impuestos?|exent[oa]|de\s+(?:items|articulos|lineas)|sales\s*\(?\s*excl)/;

/** What precedes TOTAL when it is the total of something else (subtotal, tax total…). */
const OF_SOMETHING_BEFORE =
  /(?:sub|tax|gst|sst|vat|iva|itbis|itbms|ivu|isv|impuestos?|disc(?:ount)?|descuentos?|qty|items?)[\s-]*$/;

/** How strongly a label says "the amount of this document": rounded, final, plain. */
export type TotalStrength = 3 | 2 | 1;

/** A label of the document's total found in a folded line. */
export interface TotalLabel {
  index: number;
  end: number;
  strength: TotalStrength;
}

/**
 * The labels in a folded line that name the document's total: 3 for a total after rounding,
 * 2 for a final one (grand total, total a pagar, amount due, incl. tax), 1 for a plain TOTAL
 * or JUMLAH; never a subtotal or the total of something else (total qty, total GST).
 */
export function totalLabels(folded: string): TotalLabel[] {
  const out: TotalLabel[] = [];
  const add = (re: RegExp, strength: TotalStrength) => {
    for (const m of folded.matchAll(new RegExp(re.source, "g"))) {
      const index = m.index ?? 0;
      const end = index + m[0].length;
      if (out.some((o) => o.index < end && index < o.end)) continue;
      if (OF_SOMETHING_BEFORE.test(folded.slice(0, index))) continue;
      if (strength === 1 && OF_SOMETHING_ELSE.test(folded.slice(end).replace(/^[\s:(]+/, "")))
        continue;
      out.push({ index, end, strength });
    }
  };
  for (const re of ROUNDED_TOTAL) add(re, 3);
  for (const re of FINAL_TOTAL) add(re, 2);
  add(/(?<![a-z])(?:total|jumlah)(?![a-z])/, 1);
  return out.sort((a, b) => a.index - b.index);
}

/**
 * A number sign as invoices print it: N°, Nº, No., Nro., Núm., Número, #; OCR reads the
 * degree sign of a small "N°" as an asterisk ("N* de Factura").
 */
const NUM = String.raw`(?:n(?:o|[°º.*]|umero|ro|um)\.?|#)`;

/**
 * How invoices of Spanish-speaking countries label their fields (folded text), from their
 * tax rules and common practice: the number (Venezuela's and Colombia's "Factura N°", Chile's
 * and Mexico's folio, Peru's serie y número, Argentina's comprobante), the issuer and the
 * customer (Mexico's emisor/receptor, Colombia's and Peru's adquiriente, "Señor(es)"), the tax
 * number (RIF, NIT, CUIT, RUT, RUC, RFC, NIF/CIF), the taxable base (Chile's monto neto,
 * Argentina's importe neto gravado, Peru's operación gravada and valor de venta), the
 * value-added tax (IVA, Peru's IGV, Mexico's IVA trasladado) and the total.
 */
export const INVOICE_LABELS = {
  numero: [
    new RegExp(String.raw`factura(?:\s+electronica)?(?:\s+de\s+venta)?\s*${NUM}`),
    new RegExp(String.raw`${NUM}\s*(?:de\s+)?(?:factura|comprobante)`),
    /(?:comp(?:robante)?\.?|boleta|documento)\s*n(?:o|[°º.*]|ro|um(?:ero)?)\.?/,
    /(?<![a-z])folio(?:\s+fiscal)?(?!\s+fiscal)/,
    /serie\s+y\s+n(?:umero|ro|°|º)\.?|serie\s*-\s*numero/,
    // The Dominican Republic's comprobante fiscal (NCF, e-NCF) and Guatemala's DTE number.
    /(?<![a-z])e?-?n\.?\s*c\.?\s*f(?![a-z])\.?/,
    /numero\s+(?:de\s+)?dte|(?<![a-z])dte\s*n(?:o|[°º.]|um(?:ero)?)\.?/,
    // "FACTURA: 00052942", the word alone before a colon (Venezuelan fiscal printers).
    /(?<![a-z])factura(?=\s*:)/,
    // "Número: 004512" heading its own cell (not "Teléfono número:", "Número de control").
    /(?<![a-z]\s*)numero(?=\s*:)/,
    /(?:invoice|bill)\s*(?:no\.?|number|nbr|#)/,
    // Costa Rica's electronic invoice: its number is the "(Número) consecutivo".
    /(?:n(?:umero|[°º.o])\s*)?consecutivo/,
  ],
  // Not "Vendedor": on invoices and tickets it names the salesperson.
  // Not the issuer's tax number's label ("NIT Emisor:").
  emisor: [
    /(?<!(?:nit|rif|ruc|rut|rfc|cuit|nif|cif|rnc|rtn)[\s.:/]*)emisor|(?<![a-z])emitida\s+por/,
    /proveedor/,
    /razon\s+social\s+del\s+emisor/,
  ],
  cliente: [
    // Ecuador's and Argentina's buyer: "Razón Social / Nombres y Apellidos", "Apellido y
    // Nombre / Razón Social" (the issuer's own "Razón Social" is printed above it).
    /raz[oe]n\s+social\s*[/|]\s*nombres?\s+y\s+apellidos?/,
    /apellidos?\s+y\s+nombres?\s*[/|]\s*raz[oe]n\s+social/,
    // "Razón" is often read "Razén".
    /nombre\s+o\s+raz[oe]n\s+social/,
    // Not the buyer's tax number's label ("NIT Receptor:").
    /(?<!(?:nit|rif|ruc|rut|rfc|cuit|nif|cif|rnc|rtn)[\s.:/]*)(?:(?:datos\s+del\s+)?receptor|adquiri?ente|comprador|destinatario)/,
    /raz[oe]n\s+social(?:\s+del\s+(?:cliente|receptor|comprador))?/,
    /(?:nombre\s+del\s+)?cliente/,
    /sr(?:es|a)?\.?(?=\s*[:(])|senor(?:es|a)?(?:\s*\(?\s*es\s*\)?)?/,
    // "FACTURAR A" is often read run together.
    /facturar\s*a(?![a-z])|facturado\s+a|vendido\s+a/,
    /bill(?:ed)?\s+to|sold\s+to|customer(?:\s+name)?(?!\s*(?:copy|service|care|no|id))/,
  ],
  // The issuer's: never one printed as the customer's ("C.I. / R.I.F.", "C.C./NIT",
  // "RUT cliente" are the buyer's, whose identity card may stand for a tax number).
  taxId: [
    /(?<!(?:c\.?\s*[ic]\.?|cliente|receptor|comprador|adquiri?ente)\s*[/:]?\s*)(?<![a-z])r\.?\s*i\.?\s*f(?![a-z])\.?(?:\s+del?\s+emisor)?/,
    /(?<!(?:c\.?\s*[ic]\.?|cliente|receptor|comprador|adquiri?ente)\s*[/:]?\s*)(?<![a-z])n\.?\s*i\.?\s*t(?![a-z])\.?(?:\s+(?:del?\s+)?emisor)?(?!\s*(?:del?\s+)?(?:cliente|receptor|comprador|adquiri?ente))/,
    /(?<![a-z])c\.?\s*u\.?\s*i\.?\s*t(?![a-z])\.?(?!\s*(?:del?\s+)?(?:cliente|receptor|comprador))/,
    /(?<![a-z])r\.?\s*u\.?\s*[tc](?![a-z])\.?(?!\s*(?:del?\s+)?(?:cliente|receptor|comprador|adquiri?ente))/,
    /(?<![a-z])r\.?\s*f\.?\s*c(?![a-z])\.?(?:\s+(?:del\s+)?emisor)?(?!\s*(?:del?\s+)?(?:cliente|receptor))/,
    /(?<!(?:cliente|receptor|comprador)\s*[/:]?\s*)(?<![a-z])(?:c\.?\s*i\.?\s*f|n\.?\s*i\.?\s*f)(?![a-z])\.?/,
    /(?:tax|vat)\s+id|identificacion\s+(?:fiscal|tributaria)/,
    // The Dominican RNC, Honduras' RTN, El Salvador's NRC, Costa Rica's cédula jurídica and the
    // EIN that Puerto Rico's and the United States' businesses print.
    /(?<!(?:cliente|receptor|comprador|adquiri?ente)\s*[/:]?\s*)(?<![a-z])(?:r\.?\s*n\.?\s*c|r\.?\s*t\.?\s*n|n\.?\s*r\.?\s*c|e\.?\s*i\.?\s*n)(?![a-z])\.?/,
    /(?<!(?:cliente|receptor|comprador|adquiri?ente)\s*[/:]?\s*)ced(?:ula|\.)?\s*juridica|employer\s+identification(?:\s+number)?/,
  ],
  subtotal: [
    /sub\s*-?\s*t(?:o)?t(?:a)?l/,
    /base\s+imponible/,
    /(?:monto|importe|valor|total)\s+neto(?:\s+gravado)?(?!\s+a\s+pagar)/,
    /op(?:eracion(?:es)?|\.)?\s*gravadas?/,
    /valor\s+(?:de\s+)?venta/,
    /(?<![a-z])neto(?!\s+a\s+pagar)(?=\s*[:$]|\s+\d)/,
    /(?:sub\s*)?total\s+(?:sin|antes\s+de)\s+(?:iva|igv|impuestos?)/,
    /(?<![a-z])suma(?:n)?(?=\s*[:$]|\s+\d)/,
    // The taxed base as Guatemala's FEL ("Monto gravable") and Honduras ("Importe gravado")
    // print it, when no subtotal is printed.
    /(?:monto|importe|total)\s+grava(?:ble|do)/,
  ],
  tax: [
    /(?<![a-z])(?:i\.?\s*v\.?\s*a|i\.?\s*g\.?\s*v)(?![a-z])\.?(?:\s+trasladado)?(?:\s*\(?\s*[a-z]{0,2}\s*\d{1,2}(?:[.,]\d+)?\s*%\s*\)?)?/,
    /impuesto\s+al\s+valor\s+agregado|impuestos?\s+trasladados?/,
    // The value-added tax's other names: the Dominican ITBIS, Panama's ITBMS, Puerto Rico's
    // IVU (sales and use tax), Honduras' ISV.
    /(?<![a-z])(?:itbis|itbms|i\.?\s*v\.?\s*u|i\.?\s*s\.?\s*v)(?![a-z])\.?(?:\s*\(?\s*\d{1,2}(?:[.,]\d+)?\s*%\s*\)?)?/,
    /impuesto/,
  ],
  total: [
    /(?<![a-z])total\s+a\s+pagar/,
    /(?:importe|monto|valor)\s+total(?!\s+(?:de\s+)?(?:items|articulos|lineas))/,
    // A plain TOTAL, never the total of something else ("Total Qty", "Total Sales (Excluding
    // GST)", "Tax total"): a receipt prints those above or beside the amount paid.
    new RegExp(
      String.raw`(?<![a-z])(?<!${OF_SOMETHING_BEFORE.source.replace(/\$$/, "")})total(?![\s:(]*${OF_SOMETHING_ELSE.source.replace(/^\^/, "")})(?!\s*(?:iva|igv|de\s+items|neto))`,
    ),
  ],
};

/** Labels of a document's date (not a due date). */
export const INVOICE_DATE = [
  /fecha\s+(?:y\s+hora\s+)?de\s+(?:emision|expedicion|factura(?:cion)?|certificacion)/,
  /(?:invoice|issue|receipt|bill|transaction|txn)\s+date/,
  /fecha(?!\s+de\s+(?:vencimiento|venc|pago|entrega|nacimiento))/,
  /(?<![a-z])(?:date|tarikh)(?![a-z])/,
];

/** A line about another date than the document's (due, expiry, validity, delivery). */
export const OTHER_DATE =
  /venc|vence|caduc|expir|valid|valido|hasta|due\s+date|pay\s+by|entrega|delivery|nacimiento|birth/;

/**
 * Legal forms that end a business's name (Spanish-speaking countries, English, Malaysia):
 * a line holding one is the issuer's registered name.
 */
export const LEGAL_FORM =
  /(?<![\p{L}])(?:s\.?\s?a\.?\s?(?:de\s+c\.?\s?v\.?|s\.?|c\.?)?|s\.?\s?l\.?\s?u?\.?|s\.?\s?r\.?\s?l\.?|s\.?\s?c\.?|c\.?\s?a\.?|e\.?\s?i\.?\s?r\.?\s?l\.?|ltda\.?|s\.?\s?de\s+r\.?\s?l\.?|sdn\.?\s*bhd\.?|s\/b|bhd\.?|berhad|plt|ltd\.?|limited|inc\.?|llc|corp\.?|gmbh|enterprises?|trading|co\.)(?![\p{L}])/iu;

/** Words of a title, not a name: the kind of document or a greeting. */
export const DOCUMENT_TITLE =
  /^(?:(?:simplified\s+)?(?:tax\s+)?(?:invoice|receipt)|factura|recibo|boleta|ticket|nota\s+de\s+(?:venta|credito|debito|entrega)|comprobante|presupuesto|cotizacion|cash\s+(?:sale|bill|receipt)|official\s+receipt|copy|original|duplicate|welcome|bienvenid[oa]s?|gracias|thank\s+you)\b/;

/** Lines of an address: street words and post codes, as printed across these countries. */
export const ADDRESS_LINE =
  /^(?:no\.?\s*\d|lot\b|jalan\b|jln\.?\b|lorong\b|taman\b|calle\b|cl\.?\s*\d|carrera\b|cra\.?\b|av\.?\b|avda\.?\b|avenida\b|urb\.?\b|edif\.?\b|sector\b|blok\b|block\b|unit\b)|\b(?:level|floor|flr|lantai|tingkat|piso|planta|suite|local)\b|\b\d{5}\b|,\s*\d{4,5}\b/;

/** A line giving a way to reach the business, or its tax or company number. */
export const CONTACT_LINE =
  /\b(?:tel|telf?|tlf|phone|fax|hp|mobile|movil|celular|whatsapp|e-?mail|correo|www|http|gst|sst|rif|nit|ruc|cuit|nif|cif|rfc|rnc|rtn|nrc|ein|reg(?:istration)?|co\.?\s*no|company\s+no|roc)\b|@/;
