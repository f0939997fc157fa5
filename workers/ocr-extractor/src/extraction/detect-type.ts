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

/**
 * How the raw evidence becomes a probability: p(type) ∝ exp(scale · score), mixed with a
 * uniform share `floor`. Both were fitted on the OCR text of training documents (photos after
 * phase 1) by `npm run fit:type-calibration -w workers/ocr-extractor`, which prints the
 * values to put here: `scale` maximises the likelihood of the true types; `floor` is the
 * rule-of-succession error rate of the text's decisions, (errors + 1) / (documents + 2), so
 * that no amount of text evidence claims more certainty than the documents it was fitted on
 * can support.
 */
export const TEXT_CALIBRATION = { scale: 0.9, floor: 0.01 };

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
 * holds across issuing countries: DNI / documento nacional de identidad (Spain, Argentina,
 * Peru), cédula de ciudadanía (Colombia), constancia / certificado de residencia, boleta /
 * nota de venta / recibo (receipts), planilla / solicitud (forms).
 */
const TITLES: Record<DocumentType, RegExp> = {
  cedula_identidad:
    /\bcedula\s+de\s+(?:identidad|ciudadania|identificacion)\b|\bdocumento\s+(?:nacional|unico|personal)\s+de\s+identi|\btarjeta\s+de\s+identidad\b|\bcarne\s+de\s+identidad\b|\bidentity\s+card\b|\bidentification\s+card\b|\bcedula\b|\bd\.?n\.?i\.?\b/,
  ficha_residencia:
    /\b(?:ficha|constancia|certificado|certificacion|carta|registro|comprobante)\s+de\s+residencia\b|\bresidencia\b|\bresidente\b/,
  pasaporte: /\bpasaporte\b|\bpassport\b|\bpasseport\b/,
  factura:
    /\bfactura\b|\binvoice\b|\brecibo\b|\breceipt\b|\bboleta\b|\bnota\s+de\s+venta\b|\bcomprobante\s+de\s+(?:pago|venta)\b|\bcash\s+bill\b|\bticket\b/,
  formulario:
    /\bformulario\b|\bsolicitud\b|\bplanilla\b|\bencuesta\b|\bcuestionario\b|\bapplication\s+form\b|\bdeclaracion\s+jurada\b|\binscripcion\b/,
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
    /\bfirma\s+del\s+(?:solicitante|interesado|declarante)\b/,
    WEIGHT.wording,
    "applicant's signature",
  ],
  ["formulario", /\[\s*[xX✓✔]?\s*\]|[☐☑☒]|_{6,}/, WEIGHT.weak, "boxes or blanks to fill"],
  [
    "ficha_residencia",
    /\b(?:tiempo|anos)\s+de\s+residencia\b|\bconsejo\s+comunal\b|\bjefe\s+de\s+familia\b|\bhace\s+constar\b/,
    WEIGHT.wording,
    "residence wording",
  ],
  ["ficha_residencia", /\bdomicilio\b|\bdireccion\b/, WEIGHT.weak, "address label"],
  ["cedula_identidad", /\bfirma\s+del\s+titular\b/, WEIGHT.wording, "holder's signature"],
  [
    "cedula_identidad",
    /\bfecha\s+de\s+(?:expedicion|emision)\b|\bexpedicion\b/,
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
 * A name used as a field label — "Nº de pasaporte", "copia de la cédula", "Cédula:" — names
 * another document, not this one. In running text a number after it ("cédula Nº 12…") does
 * too; in a heading it is the document's own number ("FACTURA Nº 0012").
 */
const LABEL_BEFORE = /(?:\bn[°ºo]\.?|\bnro\.?|\bnumero|\bcopia|\btipo)\s+(?:de(?:l|\s+la)?\s+)?$/;
const LABEL_AFTER = /^\s*:/;
const NUMBER_AFTER = /^\s*(?:n[°ºo]\b|nro\b|#|\d)/;

/** How tall (× the median line) a line must be to count as a heading wherever it is. */
const HEADING_HEIGHT = 1.6;
/** The share of the text's height, from its top, where headings are printed. */
const HEADING_TOP = 0.3;
/** Lines given as text (no boxes): the first few are the heading. */
const HEADING_LINES = 3;

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
  const mrz = readMrz(lines);
  if (mrz) {
    const type: DocumentType = mrz.format === "TD3" ? "pasaporte" : "cedula_identidad";
    const valid = mrz.check_digits_valid;
    add(
      type,
      valid ? WEIGHT.mrzValid : WEIGHT.mrzRead,
      `${mrz.format} MRZ${valid ? " (valid)" : ""}`,
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

/** Calibrated probabilities from the raw evidence (see TEXT_CALIBRATION). */
export function calibrate(
  scores: Record<DocumentType, number>,
  { scale, floor } = TEXT_CALIBRATION,
): Record<DocumentType, number> {
  const top = Math.max(...DOCUMENT_TYPES.map((t) => scores[t]));
  const odds = DOCUMENT_TYPES.map((t) => Math.exp(scale * (scores[t] - top)));
  const sum = odds.reduce((a, b) => a + b, 0);
  const share = floor / DOCUMENT_TYPES.length;
  return Object.fromEntries(
    DOCUMENT_TYPES.map((t, i) => [
      t,
      Math.round(((1 - floor) * ((odds[i] as number) / sum) + share) * 1e4) / 1e4,
    ]),
  ) as Record<DocumentType, number>;
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
  for (const line of lines) {
    const text = fold(line.text);
    const heading = headings.has(line);
    const found: { type: DocumentType; start: number; label: boolean }[] = [];
    for (const type of DOCUMENT_TYPES) {
      for (const m of text.matchAll(new RegExp(TITLES[type].source, "g"))) {
        const start = m.index ?? 0;
        const after = text.slice(start + m[0].length);
        const label =
          LABEL_BEFORE.test(text.slice(0, start)) ||
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
 * The lines that form the page's heading: those in the top part of the text or printed much
 * larger than the body; for text without boxes, the first few lines.
 */
function headingLines(lines: TextLine[]): Set<TextLine> {
  const boxed = lines.filter((l) => l.bbox && l.text.trim());
  if (boxed.length < lines.filter((l) => l.text.trim()).length / 2) {
    return new Set(lines.filter((l) => l.text.trim()).slice(0, HEADING_LINES));
  }
  const top = Math.min(...boxed.map((l) => l.bbox?.y ?? 0));
  const bottom = Math.max(...boxed.map((l) => (l.bbox?.y ?? 0) + (l.bbox?.height ?? 0)));
  const heights = boxed.map((l) => l.bbox?.height ?? 0).sort((a, b) => a - b);
  const median = heights[Math.floor(heights.length / 2)] ?? 0;
  const limit = top + HEADING_TOP * (bottom - top);
  return new Set(
    boxed.filter((l) => {
      const box = l.bbox as NonNullable<TextLine["bbox"]>;
      return box.y + box.height / 2 <= limit || box.height >= HEADING_HEIGHT * median;
    }),
  );
}
