import { DOCUMENT_TYPES, type DocumentType } from "./document-types";
import { readMrz } from "./mrz";
import { fold, type TextLine } from "./text-lines";

/** The type decided from the text, and how sure the text is. */
export interface TypeDecision {
  /** The type the text points to; `formulario` (the generic form reader) when it has no cue. */
  document_type: DocumentType;
  /** Calibrated probability of `document_type` given the text (see TEXT_CALIBRATION). */
  confidence: number;
  /** The cues that counted for the winner. */
  cues: string[];
  /** Raw evidence per type: the summed weights of its cues. */
  scores: Record<DocumentType, number>;
  /** Calibrated probability of every type given the text; uniform when the text has no cue. */
  probabilities: Record<DocumentType, number>;
  /** The three most probable types. */
  top_3: { class: DocumentType; confidence: number }[];
}

/** One row of the calibration: documents whose evidence margin reaches `margin`. */
export interface CalibrationBin {
  /** The least lead of the best type's evidence over the next type's. */
  margin: number;
  /** How often the best type was the true one there (smoothed, see fitCalibration). */
  p: number;
  /** Training documents the bin was fitted on. */
  n: number;
}

/**
 * How the evidence becomes a probability: the best type's lead over the next (its margin)
 * picks a bin, and the bin says how often a lead that large named the true type on training
 * documents — photos after phase 1, read as the pipeline reads them (histogram binning,
 * rule-of-succession smoothed and kept non-decreasing, so a bin with few documents claims
 * little). Fitted by `npm run fit:type-calibration -w workers/ocr-extractor -- --from …`;
 * the bins' edges are fixed, in evidence points: one weak cue, one wording cue, a structure
 * or two, a title, a title with more. Fitted on 80 photos of the training families (corpus
 * seeds 6103 and 6104, 40 each: `--seed 6103 --n 40 --out …`, then `--from` both), read
 * once each: 79 with a lead, none of them wrong.
 */
export const TEXT_CALIBRATION: CalibrationBin[] = [
  { margin: 0.5, p: 0.8, n: 3 },
  { margin: 1.5, p: 0.8, n: 0 },
  { margin: 3, p: 0.9, n: 8 },
  { margin: 5, p: 0.9706, n: 32 },
  { margin: 8, p: 0.9737, n: 36 },
];

/** Evidence weights, by how specific the cue is to one type on documents in general. */
const WEIGHT = {
  /** The document names itself in its heading: the strongest text evidence there is. */
  title: 6,
  /** The name elsewhere in running text ("this certificate of residence…"). */
  named: 2,
  /** The name as a field label ("Nº de pasaporte:", "Cédula:"): forms ask for other documents. */
  label: 0.5,
  /** An MRZ whose check digits hold: issued travel and identity documents only. */
  mrzValid: 8,
  /** MRZ-shaped lines that do not verify (OCR errors): still only on those documents. */
  mrzRead: 4,
  /** A structure typical of the type (an item table, a tax line, a total). */
  structure: 1.5,
  /** A wording the type uses more than others (instructions, signature lines). */
  wording: 1,
  /** Common on the type, yet seen on others too (addresses, an ID number). */
  weak: 0.5,
} as const;

/**
 * The names documents give themselves, matched on folded text (lower case, no accents). Each
 * holds across issuing countries:
 * - identity cards: cédula de identidad / ciudadanía / extranjería, DNI / documento nacional
 *   de identidad (Spain, Argentina, Peru), documento único de identidad (El Salvador), tarjeta
 *   de identidad, Mexico's voter card (credencial para votar), which serves as its ID card;
 * - residence: ficha / constancia / certificado / carta / declaración jurada de residencia,
 *   domicilio or vecindad (a residence certificate is issued or sworn under each name; a
 *   "comprobante de domicilio" is the utility bill forms ask for, so only "de residencia"),
 *   empadronamiento and the municipal register (padrón: Spain, Peru, Argentina);
 * - receipts: factura, boleta, ticket, nota de venta, recibo, comprobante de pago / venta;
 * - forms: formulario, solicitud, planilla, encuesta, a sworn statement that is not of
 *   residence, an inscription, an application form.
 */
const RESIDENCE_NAME = "(?:residencia|domicilio|vecindad|empadronamiento)";
const TITLES: Record<DocumentType, RegExp> = {
  cedula_identidad:
    /\bcedula\s+de\s+(?:identidad|ciudadania|identificacion|extranjeria)\b|\bdocumento\s+(?:nacional|unico|personal)\s+de\s+identi|\btarjeta\s+de\s+identi(?:dad|ficacion)\b|\bcarne\s+de\s+identidad\b|\bcredencial\s+(?:para\s+votar|de\s+elector)\b|\bidentity\s+card\b|\bidentification\s+card\b|\bcedula\b|\bd\.?n\.?i\.?\b/,
  ficha_residencia: new RegExp(
    String.raw`\b(?:ficha|constancia|certificado|certificacion|carta|declaracion\s+jurada|volante|acta)\s+de\s+${RESIDENCE_NAME}\b|\b(?:registro|comprobante)\s+de\s+residencia\b|\bempadronamiento\b|\bpadron\s+(?:municipal|de\s+habitantes)\b|\bresidencia\b|\bresidente\b|\bvecindad\b`,
  ),
  pasaporte: /\bpasaporte\b|\bpassport\b|\bpasseport\b/,
  factura:
    /\bfactura\b|\binvoice\b|\brecibo\b|\breceipt\b|\bboleta\b|\bnota\s+de\s+venta\b|\bcomprobante\s+(?:de\s+(?:pago|venta)|fiscal|electronico)\b|\bcash\s+bill\b|\bticket\b/,
  formulario: new RegExp(
    String.raw`\bformulario\b|\bsolicitud\b|\bplanilla\b|\bencuesta\b|\bcuestionario\b|\bapplication\s+form\b|\bdeclaracion\s+jurada\b(?!\s+de\s+${RESIDENCE_NAME})|\binscripcion\b`,
  ),
};

type Cue = [type: DocumentType, pattern: RegExp, weight: number, label: string];

/** What else each type prints, matched on the whole folded text. */
const STRUCTURE: Cue[] = [
  ["factura", /\bsub\s*-?\s*total\b/, WEIGHT.structure, "subtotal"],
  [
    "factura",
    /\biva\b|\bi\.v\.a\b|\bigv\b|\bvat\b|\bgst\b|\bimpuestos?\b|\btax\b|\bitbis\b/,
    WEIGHT.structure,
    "tax line (IVA, VAT, GST…)",
  ],
  ["factura", /\btotal\b[^\n]*\d[.,]\d{2}\b/, WEIGHT.structure, "a total with an amount"],
  [
    "factura",
    /\b(?:cant(?:idad)?|qty|quantity|unid(?:ades)?)\b[^\n]*\b(?:precio|price|importe|monto|amount|valor|total)\b|\b(?:descripcion|description|articulo|producto|concepto|item)\b[^\n]*\b(?:precio|price|importe|monto|amount|valor)\b/,
    WEIGHT.structure,
    "item table header",
  ],
  [
    "factura",
    /\b(?:rif|nit|ruc|rfc|cuit|nif|cif|rut)\b|\bgst\s+(?:reg|id)\b|\bco\.?\s*reg\b/,
    WEIGHT.wording,
    "tax id (RIF, NIT, RUC…)",
  ],
  [
    "factura",
    /\bbase\s+imponible\b|\b(?:importe|monto|valor)\s+total\b|\btotal\s+a\s+pagar\b|\bneto\s+a\s+pagar\b/,
    WEIGHT.structure,
    "amount due wording",
  ],
  [
    "factura",
    /\b(?:seniat|sunat|dian|afip|cfdi|timbre\s+electronico|resolucion\s+de\s+facturacion|autorizacion\s+de\s+numeracion|cae)\b/,
    WEIGHT.structure,
    "tax authority's mark (SENIAT, SUNAT, DIAN, AFIP, CFDI…)",
  ],
  [
    "factura",
    /\bforma\s+de\s+pago\b|\bcondiciones\s+de\s+pago\b|\befectivo\b|\bcash\b|\bcambio\b|\bchange\b/,
    WEIGHT.weak,
    "payment wording",
  ],
  [
    "formulario",
    /\bmarque\b|\bseleccione\b|\bllene\b|\bletra\s+de\s+molde\b|\bpara\s+uso\s+(?:oficial|exclusivo)\b|\buso\s+exclusivo\b/,
    WEIGHT.wording,
    "form instructions",
  ],
  [
    "formulario",
    /\bdiligenci(?:e|ar|amiento)\b|\b(?:complete|anexe|adjunte)\b|\bdocumentos\s+(?:requeridos|anexos|a\s+consignar)\b/,
    WEIGHT.wording,
    "filling-in and attachment instructions",
  ],
  [
    "formulario",
    /\bfirma\s+del\s+(?:solicitante|interesado|declarante|aspirante|afiliado|tomador)\b/,
    WEIGHT.wording,
    "applicant's signature",
  ],
  ["formulario", /\[\s*[xX✓✔]?\s*\]|[☐☑☒]|_{6,}/, WEIGHT.weak, "boxes or blanks to fill"],
  [
    "ficha_residencia",
    /\b(?:tiempo|anos)\s+de\s+residencia\b|\bconsejo\s+comunal\b|\bjunta\s+de\s+accion\s+comunal\b|\bjefe\s+de\s+(?:familia|hogar)\b|\bhace(?:n)?\s+constar\b|\bcertifica\s*(?:que\b|:)|\b(?:reside|habita|vive)\s+en\b|\bgrupo\s+familiar\b/,
    WEIGHT.wording,
    "residence wording",
  ],
  ["ficha_residencia", /\bdomicilio\b|\bdireccion\b/, WEIGHT.weak, "address label"],
  ["cedula_identidad", /\bfirma\s+del\s+titular\b/, WEIGHT.wording, "holder's signature"],
  [
    "cedula_identidad",
    /\bfecha\s+de\s+(?:expedicion|emision)\b|\bexpedicion\b|\bvigencia\b|\bvalid[ao]\s+hasta\b/,
    WEIGHT.weak,
    "date of issue",
  ],
  [
    "cedula_identidad",
    /\b[ve]\s*-?\s*\d{1,3}[.\s]?\d{3}[.\s]?\d{3}\b/,
    WEIGHT.weak,
    "cédula number",
  ],
  [
    "pasaporte",
    /\bsurnames?\b|\bgiven\s+names?\b|\bplace\s+of\s+birth\b|\bdate\s+of\s+(?:birth|issue|expiry)\b|\bauthority\b/,
    WEIGHT.wording,
    "bilingual passport labels",
  ],
];

/**
 * A name used as a field label — "Nº de pasaporte", "(foto)copia de la cédula", "Cédula:" —
 * or its holder ("titular de la cédula") names another document, not this one. In running
 * text a number after it ("cédula Nº 12…") does too; in a heading it is the document's own
 * number ("FACTURA Nº 0012"). What precedes a name includes the end of the line before,
 * since running text wraps ("Anexe copia de la / cédula de identidad").
 */
const LABEL_BEFORE =
  /(?:\bn[°ºo]\.?|\bnro\.?|\bnumero|\b(?:foto)?copias?|\b(?:titular|portador)a?|\btipo)\s+(?:de(?:l|\s+la|\s+su)?\s+)?$/;
const LABEL_AFTER = /^\s*:/;
const NUMBER_AFTER = /^\s*(?:n[°ºo]\b|nro\b|#|\d)/;

/**
 * An item row of a sale: a quantity, words, and an amount with cents at the end
 * ("2 Resma de papel 150,00 300,00", "1 x CAFE 2.50").
 */
const ITEM_ROW = /^\s*\d{1,4}(?:[.,]\d{1,3})?\s*(?:x\s+|und?\.?\s+|kg\s+)?[a-z].*\d[.,]\d{2}\s*$/;
/** Two such rows make a list of items: one could be a total or a stray line. */
const MIN_ITEM_ROWS = 2;

/**
 * Check digits that must hold for MRZ-shaped lines to count when not all do: two agreeing
 * by chance happens once in a hundred misreadings.
 */
const MRZ_MIN_CHECK_DIGITS = 2;

/** How tall (× the median line) a line in the upper half must be to count as a heading. */
const HEADING_HEIGHT = 1.6;
/** The share of the text's height, from its top, where headings are printed. */
const HEADING_TOP = 0.15;
/** The first lines from the top are the heading (letterhead and title) on any page. */
const HEADING_LINES = 5;

/**
 * Decides the document type from its text: the name a document gives itself (in its
 * heading, in running text, or only as a field label), an MRZ, and the structures each type
 * prints (an invoice's tax lines, totals and item table; a form's instructions and blanks).
 * The summed evidence per type becomes calibrated probabilities (TEXT_CALIBRATION).
 */
export function detectType(lines: TextLine[]): TypeDecision {
  const scores = Object.fromEntries(DOCUMENT_TYPES.map((t) => [t, 0])) as Record<
    DocumentType,
    number
  >;
  const cues = Object.fromEntries(DOCUMENT_TYPES.map((t) => [t, [] as string[]])) as Record<
    DocumentType,
    string[]
  >;
  const add = (type: DocumentType, weight: number, label: string) => {
    scores[type] += weight;
    cues[type].push(label);
  };
  const named = namings(lines, headingLines(lines));
  for (const type of DOCUMENT_TYPES) {
    const kind = named[type];
    if (kind) add(type, WEIGHT[kind], `${kind}: ${type}`);
  }
  const text = fold(lines.map((l) => l.text).join("\n"));
  for (const [type, pattern, weight, label] of STRUCTURE)
    if (pattern.test(text)) add(type, weight, label);
  const items = lines.filter((l) => ITEM_ROW.test(fold(l.text))).length;
  if (items >= MIN_ITEM_ROWS) add("factura", WEIGHT.structure, `${items} item rows`);
  const mrz = readMrz(lines);
  // Lines of brackets (checkboxes) can pass for an MRZ: only check digits that hold count.
  const digits = mrz ? Object.values(mrz.check_digits).filter(Boolean).length : 0;
  if (mrz && (mrz.check_digits_valid || digits >= MRZ_MIN_CHECK_DIGITS)) {
    const type: DocumentType = mrz.format === "TD3" ? "pasaporte" : "cedula_identidad";
    const valid = mrz.check_digits_valid;
    add(
      type,
      valid ? WEIGHT.mrzValid : WEIGHT.mrzRead,
      `${mrz.format} MRZ${valid ? " (valid)" : ` (${digits} check digits hold)`}`,
    );
  }
  const probabilities = calibrate(scores);
  const ranked = [...DOCUMENT_TYPES].sort((a, b) => probabilities[b] - probabilities[a]);
  const winner = ranked[0] as DocumentType;
  const top_3 = ranked.slice(0, 3).map((t) => ({ class: t, confidence: probabilities[t] }));
  if (scores[winner] === 0) {
    return {
      document_type: "formulario",
      confidence: probabilities.formulario,
      cues: ["no cue: read as a generic form"],
      scores,
      probabilities,
      top_3,
    };
  }
  return {
    document_type: winner,
    confidence: probabilities[winner],
    cues: cues[winner],
    scores,
    probabilities,
    top_3,
  };
}

/**
 * Calibrated probabilities from the raw evidence (see TEXT_CALIBRATION): the best type gets
 * its bin's probability, the others share the rest by their own evidence (e^score). Without
 * a lead (no cue, or a tie) the text claims nothing beyond its evidence's proportions.
 */
export function calibrate(
  scores: Record<DocumentType, number>,
  bins: CalibrationBin[] = TEXT_CALIBRATION,
): Record<DocumentType, number> {
  const ranked = [...DOCUMENT_TYPES].sort((a, b) => scores[b] - scores[a]);
  const [best, next] = ranked as [DocumentType, DocumentType];
  const top = scores[best];
  const weight = (t: DocumentType) => Math.exp(scores[t] - top);
  const bin = [...bins].reverse().find((b) => scores[best] - scores[next] >= b.margin);
  const out = {} as Record<DocumentType, number>;
  if (!bin) {
    const sum = DOCUMENT_TYPES.reduce((a, t) => a + weight(t), 0);
    for (const t of DOCUMENT_TYPES) out[t] = weight(t) / sum;
  } else {
    const others = ranked.slice(1);
    const sum = others.reduce((a, t) => a + weight(t), 0);
    out[best] = bin.p;
    for (const t of others) out[t] = ((1 - bin.p) * weight(t)) / sum;
  }
  for (const t of DOCUMENT_TYPES) out[t] = Math.round(out[t] * 1e4) / 1e4;
  return out;
}

type Naming = "title" | "named" | "label";
const NAMING_RANK: Record<Naming, number> = { label: 1, named: 2, title: 3 };

/**
 * How the document names each type: in a heading (its title), in running text, only as a
 * field label, or not at all. A heading that names two types is titled by the first: Spanish
 * puts the kind of document first ("SOLICITUD DE CÉDULA DE IDENTIDAD" is a form, the cédula
 * only its object), so the later names count as named.
 */
function namings(
  lines: TextLine[],
  headings: Set<TextLine>,
): Partial<Record<DocumentType, Naming>> {
  const best: Partial<Record<DocumentType, Naming>> = {};
  const note = (type: DocumentType, kind: Naming) => {
    const had = best[type];
    if (!had || NAMING_RANK[kind] > NAMING_RANK[had]) best[type] = kind;
  };
  let previous = "";
  for (const line of lines) {
    const text = fold(line.text);
    const heading = headings.has(line);
    const wrapped = previous;
    const before = (start: number) => `${wrapped} ${text.slice(0, start)}`;
    previous = text;
    const found: { type: DocumentType; start: number; label: boolean }[] = [];
    for (const type of DOCUMENT_TYPES) {
      for (const m of text.matchAll(new RegExp(TITLES[type].source, "g"))) {
        const start = m.index ?? 0;
        const after = text.slice(start + m[0].length);
        const label =
          LABEL_BEFORE.test(before(start)) ||
          LABEL_AFTER.test(after) ||
          (!heading && NUMBER_AFTER.test(after));
        found.push({ type, start, label });
      }
    }
    const first = Math.min(...found.filter((f) => !f.label).map((f) => f.start));
    for (const f of found) {
      note(f.type, f.label ? "label" : heading && f.start === first ? "title" : "named");
    }
  }
  return best;
}

/**
 * The lines that form the page's heading: the first few from the top, those in the top band
 * of the text, and those in its upper half printed much larger than the body; for text
 * without boxes, the first few lines.
 */
function headingLines(lines: TextLine[]): Set<TextLine> {
  const text = lines.filter((l) => l.text.trim());
  const boxed = text.filter((l) => l.bbox);
  if (boxed.length < text.length / 2) return new Set(text.slice(0, HEADING_LINES));
  const box = (l: TextLine) => l.bbox as NonNullable<TextLine["bbox"]>;
  const top = Math.min(...boxed.map((l) => box(l).y));
  const bottom = Math.max(...boxed.map((l) => box(l).y + box(l).height));
  const heights = boxed.map((l) => box(l).height).sort((a, b) => a - b);
  const median = heights[Math.floor(heights.length / 2)] ?? 0;
  const centre = (l: TextLine) => box(l).y + box(l).height / 2;
  const band = top + HEADING_TOP * (bottom - top);
  const half = top + 0.5 * (bottom - top);
  const first = [...boxed].sort((a, b) => centre(a) - centre(b)).slice(0, HEADING_LINES);
  return new Set([
    ...first,
    ...boxed.filter(
      (l) => centre(l) <= band || (centre(l) <= half && box(l).height >= HEADING_HEIGHT * median),
    ),
  ]);
}
