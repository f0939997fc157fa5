import { distance } from "fastest-levenshtein";
import { isSpanishWord } from "../normalize";
import { DOCUMENT_TYPES, type DocumentType } from "./document-types";
import { readMrz } from "./mrz";
import { fold, lineCore, type TextLine } from "./text-lines";
import { type WordModel, wordEvidence } from "./type-words";

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
 * or two, a title, a title with more. Fitted on 216 phase-1 photos of all 54 training
 * families (roster 2; corpus seeds 6201 --n 65, 6202 --n 130, the first 21 of 6203), read once: 215
 * with a lead, one of them wrong (a garbled form whose only cue was a tax number).
 */
export const TEXT_CALIBRATION: CalibrationBin[] = [
  { margin: 0.5, p: 0.8182, n: 9 },
  { margin: 1.5, p: 0.8182, n: 0 },
  { margin: 3, p: 0.9333, n: 13 },
  { margin: 5, p: 0.9949, n: 106 },
  { margin: 8, p: 0.9949, n: 87 },
];

/**
 * Where the page's words (type-words.ts) join the cues: only while the cues' lead is below
 * this margin (a structure or two; the bins of a title and more are left to the cues). The
 * words were fitted on the training families as the cues were developed on them, and on the
 * pages where both spoke they disagreed only where the cues held a title, so they decide
 * where a page does not name itself, not against a name.
 */
const WORDS_BELOW_MARGIN = 3;
/**
 * The least probability the words may leave a type when they join: odds of at most 50 : 1
 * against one, as the gateway floors the image classifier (FUSION.classifierFloor).
 */
const WORDS_FLOOR = 0.02;

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
 *   de identidad (Spain, Argentina, Peru), documento de identidad, documento único de identidad (El Salvador), tarjeta
 *   de identidad, Mexico's voter card (credencial para votar), which serves as its ID card;
 * - residence: ficha / constancia / certificado / carta / declaración jurada de residencia,
 *   domicilio or vecindad (a residence certificate is issued or sworn under each name; a
 *   "comprobante de domicilio" is the utility bill forms ask for, so only "de residencia"),
 *   empadronamiento and the municipal register (padrón: Spain, Peru, Argentina);
 * - receipts: factura, boleta, ticket, nota de venta, recibo, comprobante de pago / venta;
 * - forms: formulario, solicitud (not "a solicitud de", at someone's request, which
 *   certificates print), planilla, encuesta, a sworn statement that is not of residence, an
 *   inscription, an application form.
 * English names count too (bilingual documents, US ones): identity card, passport, invoice,
 * receipt, proof / certificate of residence, a residency affidavit, application form.
 */
const RESIDENCE_NAME = "(?:residencia|domicilio|vecindad|empadronamiento)";
const TITLES: Record<DocumentType, RegExp> = {
  cedula_identidad:
    /\bcedula\s+de\s+(?:identidad|ciudadania|identificacion|extranjeria)\b|\bdocumento\s+(?:(?:nacional|unico|personal)\s+)?de\s+identi|\btarjeta\s+de\s+identi(?:dad|ficacion)\b|\bcarne\s+de\s+identidad\b|\bcredencial\s+(?:para\s+votar|de\s+elector)\b|\bidentity\s+card\b|\bidentification\s+card\b|\bcedula\b|\bd\.?n\.?i\.?\b/,
  ficha_residencia: new RegExp(
    String.raw`\b(?:ficha|constancia|certificado|certificacion|carta|declaracion\s+jurada|volante|acta)\s+de\s+${RESIDENCE_NAME}\b|\b(?:registro|comprobante)\s+de\s+residencia\b|\bempadronamiento\b|\bpadron\s+(?:municipal|de\s+habitantes)\b|\bresidencia\b|\bresidente\b|\bvecindad\b|\bproof\s+of\s+residen(?:ce|cy)\b|\bcertificate\s+of\s+residen(?:ce|cy)\b|\bresiden(?:ce|cy)\s+(?:affidavit|certificate)\b`,
  ),
  pasaporte: /\bpasaporte\b|\bpassport\b|\bpasseport\b/,
  factura:
    /\bfactura\b|\binvoice\b|\brecibo\b|\breceipt\b|\bboleta\b|\bnota\s+de\s+venta\b|\bcomprobante\s+(?:de\s+(?:pago|venta)|fiscal|electronico)\b|\bcash\s+bill\b|\bticket\b/,
  formulario: new RegExp(
    String.raw`\bformulario\b|(?<!\b(?:a|por|previa)\s+)\bsolicitud\b|\bplanilla\b|\bencuesta\b|\bcuestionario\b|\bapplication\s+form\b|\bdeclaracion\s+jurada\b(?!\s+de\s+${RESIDENCE_NAME})|\binscripcion\b`,
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
    /\b(?:tiempo|anos)\s+de\s+residencia\b|\bconsejo\s+comunal\b|\bjunta\s+de\s+accion\s+comunal\b|\bjefe\s+de\s+(?:familia|hogar)\b|\b(?:reside|habita|vive)\s+en\b|\bresidente\s+(?:en|de)\b|\b(?:domiciliad[oa]|con\s+domicilio)\s+en\b|\bgrupo\s+familiar\b|\bi\s+live\b|\blives?\s+at\b/,
    WEIGHT.wording,
    "residence wording",
  ],
  [
    "ficha_residencia",
    /\bhace(?:n)?\s+constar\b|\bconstar\s+que\b|\bcertific[ao]\s*(?:que\b|:)|\bse\s+(?:expide|extiende)\b|\ba\s+solicitud\s+de(?:l|\s+la)?\s+(?:parte\s+)?interesad[oa]\b|\bpara\s+(?:los\s+)?fines\s+(?:legales|que|consiguientes|pertinentes)\b|\bhereby\s+certif/,
    WEIGHT.wording,
    "certificate wording (hace constar, se expide a solicitud del interesado…)",
  ],
  ["cedula_identidad", /\bfirma\s+del\s+titular\b/, WEIGHT.wording, "holder's signature"],
  [
    // The registries that issue each country's identity card print their name on it; other
    // documents name them less often (a form asking for the card's number). Not a bare
    // "Registro Civil": civil registries issue residence certificates too.
    "cedula_identidad",
    /\b(?:saime|registraduria|renaper|reniec|segip|dnic|renap|rnpn?|jce|ine)\b|\bregistro\s+(?:civil\s+e\s+identificacion|nacional\s+de\s+las\s+personas)\b|\bidentificacion\s+(?:civil|personal)\b|\b(?:tribunal\s+supremo\s+de\s+elecciones|junta\s+central\s+electoral|consejo\s+supremo\s+electoral|instituto\s+nacional\s+electoral|tribunal\s+electoral)\b|\bdireccion\s+general\s+de\s+(?:la\s+)?policia\b/,
    WEIGHT.wording,
    "identity registry (SAIME, RENIEC, Registraduría, TSE…)",
  ],
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
    /\bcountry\s+code\b|\bcodigo\s+(?:de(?:l)?\s+)?pais\b|\bissuing\s+(?:state|country)\b|\bauthority\b|\btipo\s*\/\s*type\b/,
    WEIGHT.wording,
    "passport data page labels (country code, authority, type)",
  ],
  // ICAO 9303's bilingual labels are printed on identity cards as on passports: they tell an
  // identity document from the other types, not one of the two from the other.
  ...(["cedula_identidad", "pasaporte"] as const).map(
    (type): Cue => [
      type,
      /\bsurnames?\b|\bgiven\s+names?\b|\bplace\s+of\s+birth\b|\bdate\s+of\s+(?:birth|issue|expiry)\b/,
      WEIGHT.weak,
      "bilingual identity document labels",
    ],
  ),
];

/**
 * A name used as a field label — "Nº de pasaporte", "(foto)copia de la cédula", "Cédula:" —
 * or its holder ("titular de la cédula") names another document, not this one; so does a
 * place asked for ("Dirección de residencia", "Lugar / País de residencia": forms and cards
 * ask where one lives, with "dirección" often garbled). In running
 * text a number after it ("cédula Nº 12…") does too; in a heading it is the document's own
 * number ("FACTURA Nº 0012"). What precedes a name includes the end of the line before,
 * since running text wraps ("Anexe copia de la / cédula de identidad").
 */
const LABEL_BEFORE =
  /(?:\bn[°ºo]\.?|\bnro\.?|\bnumero|\b(?:foto)?copias?|\b(?:titular|portador)a?|\btipo|\bd\w{1,3}ecc?ion|\b(?:lugar|pais|ciudad|municipio|provincia)\s+de)\s+(?:de(?:l|\s+la|\s+su)?\s+)?$/;
const LABEL_AFTER = /^\s*:/;
/**
 * In the body, a name followed on its line by another field's label is one of a row of
 * labels ("Cédula de ciudadanía    Fecha de nacimiento" under their values on a form).
 */
const LABEL_ROW_AFTER =
  /^\s*[|\]]?\s*(?:fecha|nombres?|apellidos?|lugar|telefono|celular|direccion|domicilio|sexo|estado\s+civil|nacionalidad|profesion|ocupacion|correo|e-?mail)\b/;
const NUMBER_AFTER = /^\s*[|:]?\s*(?:n[°ºo]\b|nro\b|#|\d|[a-z]\s*-\s*\d)/;
/**
 * Identity documents print their number apart from their name: "CÉDULA DE IDENTIDAD
 * V-12.345.678" in a heading row is a field and its value, unlike "FACTURA Nº 0012" or
 * "SOLICITUD Nº 381", a document's own number beside its title.
 */
const IDENTITY = new Set<DocumentType>(["cedula_identidad", "pasaporte"]);

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

/**
 * The names searched loosely in the heading (fuzzyNames), folded: those of TITLES that a
 * title spells out in full. Names shorter than 1 / EDITS_PER_LETTER letters ("cedula",
 * "recibo") are matched only with their spaces misread, never with a letter changed.
 */
const FUZZY_NAMES: Record<DocumentType, string[]> = {
  cedula_identidad: [
    "cedula de identidad",
    "cedula de ciudadania",
    "cedula de extranjeria",
    "cedula de identificacion",
    "documento nacional de identidad",
    "documento unico de identidad",
    "documento de identidad",
    "documento personal de identificacion",
    "tarjeta de identidad",
    "credencial para votar",
    "identity card",
    "cedula",
  ],
  ficha_residencia: [
    "ficha de residencia",
    "constancia de residencia",
    "certificado de residencia",
    "certificacion de residencia",
    "carta de residencia",
    "declaracion jurada de residencia",
    "constancia de domicilio",
    "certificado de domicilio",
    "constancia de vecindad",
    "certificado de vecindad",
    "empadronamiento",
    "residencia",
    "proof of residency",
    "proof of residence",
    "certificate of residence",
  ],
  pasaporte: ["pasaporte", "passport", "passeport"],
  factura: [
    "factura",
    "invoice",
    "receipt",
    "recibo",
    "boleta",
    "nota de venta",
    "comprobante de pago",
    "comprobante de venta",
    "comprobante fiscal",
    "comprobante electronico",
  ],
  formulario: [
    "formulario",
    "solicitud",
    "planilla",
    "encuesta",
    "cuestionario",
    "application form",
    "inscripcion",
    "declaracion jurada",
  ],
};
/**
 * Edits (Levenshtein) a misread name may hold per letter: OCR on a phone photo garbles about
 * one letter in seven of a heading, and at this rate "pasaporte" may lose one letter while a
 * seven-letter word two letters from a name ("fractura") is not taken for it.
 */
const EDITS_PER_LETTER = 0.15;
/**
 * An office's name before a type's ("Oficina de Inscripción", "Dirección de Pasaportes",
 * "Office of Student Enrollment"): the heading names its issuer, not the document.
 */
const ORGANISATION_BEFORE =
  /\b(?:oficina|departamento|direccion|division|seccion|unidad|servicio|ministerio|secretaria|office|department|bureau)\s+(?:(?:general|nacional|municipal|regional)\s+)?(?:de(?:l|\s+la|\s+los|\s+las)?|of|for)\s+$/;
/**
 * A heading line that names a type is its title when printed at least this large (× the
 * largest heading line that names one): a title in capitals beside a letterhead of the same
 * size in mixed case measures about 0.75 of it (no descenders), a subtitle or an issuer's
 * line in smaller type less.
 */
const TITLE_PROMINENCE = 0.6;

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
 * The summed evidence per type becomes calibrated probabilities (TEXT_CALIBRATION). Where
 * that evidence has no lead of a title's strength, the page's words join it (`words`, the
 * shipped model of type-words.ts unless given).
 */
export function detectType(lines: TextLine[], words?: WordModel): TypeDecision {
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
  let probabilities = calibrate(scores);
  const lead = [...DOCUMENT_TYPES].map((t) => scores[t]).sort((a, b) => b - a);
  const heard =
    (lead[0] ?? 0) - (lead[1] ?? 0) < WORDS_BELOW_MARGIN ? wordEvidence(lines, words) : null;
  if (heard) {
    const joined = DOCUMENT_TYPES.map(
      (t) => probabilities[t] * Math.max(WORDS_FLOOR, heard.probabilities[t]),
    );
    const sum = joined.reduce((a, b) => a + b, 0);
    probabilities = Object.fromEntries(
      DOCUMENT_TYPES.map((t, k) => [t, Math.round(((joined[k] ?? 0) / sum) * 1e4) / 1e4]),
    ) as Record<DocumentType, number>;
  }
  const ranked = [...DOCUMENT_TYPES].sort((a, b) => probabilities[b] - probabilities[a]);
  const winner = ranked[0] as DocumentType;
  const top_3 = ranked.slice(0, 3).map((t) => ({ class: t, confidence: probabilities[t] }));
  if (heard && topOf(heard.probabilities) === winner)
    cues[winner].push(`words: ${heard.words.slice(0, 6).join(", ")}`);
  if (scores[winner] === 0 && !heard) {
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

function topOf(p: Record<DocumentType, number>): DocumentType {
  return DOCUMENT_TYPES.reduce((a, b) => (p[b] > p[a] ? b : a));
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

/** One place the text names a type. */
interface Found {
  type: DocumentType;
  start: number;
  end: number;
  /** A field label or another document's name (LABEL_BEFORE, LABEL_AFTER, NUMBER_AFTER). */
  label: boolean;
}

/**
 * How the document names each type: in a heading (its title), in running text, only as a
 * field label, or not at all. A heading line that names two types is titled by the first:
 * Spanish puts the kind of document first ("SOLICITUD DE CÉDULA DE IDENTIDAD" is a form, the
 * cédula only its object), so the later names count as named. Of the heading lines that name
 * a type, those printed clearly smaller than the largest are the letterhead or a subtitle,
 * and an office's name ("Oficina de Inscripción") is its issuer's: both only name the type.
 * In the heading a title OCR garbled ("pocumenTO NACIONAL DE IDENTIDAD") or broken over two
 * lines ("CERTIFICADO DE" / "RESIDENCIA") still counts (fuzzyNames, adjacent lines joined).
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
  const titled: { height: number; types: DocumentType[] }[] = [];
  let previous = "";
  let previousHeading: { text: string; height: number } | undefined;
  for (const line of lines) {
    const text = fold(line.text);
    const heading = headings.has(line);
    const height = coreHeight(line);
    const found = namesIn(text, previous, heading);
    if (heading && previousHeading) {
      // A title broken over two heading lines: only names that cross the break are new.
      const joined = `${previousHeading.text} ${text}`;
      const cut = previousHeading.text.length;
      for (const f of namesIn(joined, "", true))
        if (f.start < cut && f.end > cut + 1) found.push({ ...f, start: 0 });
    }
    previous = text;
    previousHeading = heading ? { text, height } : undefined;
    if (!heading) {
      for (const f of found) note(f.type, f.label ? "label" : "named");
      continue;
    }
    const named = found.filter((f) => !f.label);
    const first = Math.min(...named.map((f) => f.start));
    const types: DocumentType[] = [];
    for (const f of found) {
      if (f.label) note(f.type, "label");
      else if (f.start === first && !ORGANISATION_BEFORE.test(text.slice(0, f.start)))
        types.push(f.type);
      else note(f.type, "named");
    }
    if (types.length) titled.push({ height, types });
  }
  const tallest = Math.max(0, ...titled.map((t) => t.height));
  for (const t of titled)
    for (const type of t.types)
      note(type, t.height >= TITLE_PROMINENCE * tallest ? "title" : "named");
  return best;
}

/**
 * The types a line names, where, and whether as a label. Headings are also searched loosely
 * (fuzzyNames) where no exact name was found. `wrapped` is the line before, since running
 * text wraps ("Anexe copia de la / cédula de identidad").
 */
function namesIn(text: string, wrapped: string, heading: boolean): Found[] {
  const spans: { type: DocumentType; start: number; end: number }[] = [];
  for (const type of DOCUMENT_TYPES)
    for (const m of text.matchAll(new RegExp(TITLES[type].source, "g")))
      spans.push({ type, start: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
  if (heading)
    for (const f of fuzzyNames(text))
      if (!spans.some((s) => s.start < f.end && f.start < s.end)) spans.push(f);
  return spans.map(({ type, start, end }) => {
    const after = text.slice(end);
    const label =
      LABEL_BEFORE.test(`${wrapped} ${text.slice(0, start)}`) ||
      LABEL_AFTER.test(after) ||
      (!heading && LABEL_ROW_AFTER.test(after)) ||
      ((!heading || IDENTITY.has(type)) && NUMBER_AFTER.test(after));
    return { type, start, end, label };
  });
}

/**
 * Names OCR misread: a run of words whose letters are within EDITS_PER_LETTER of a name's
 * (Levenshtein), for names of at least FUZZY_MIN_LETTERS letters. A run holding a correctly
 * spelled word that is not the name's ("residencial", "facturas", "fractura") is another
 * word, not a misreading; nor is a longer word that begins with the name. The longest name
 * found at a place wins.
 */
/** The longest token a letter-spaced or broken title is read in (fuzzyNames). */
const MAX_SCRAP = 4;

function fuzzyNames(text: string): { type: DocumentType; start: number; end: number }[] {
  const tokens = [...text.matchAll(/[a-z0-9]+/g)].map((m) => ({
    word: m[0],
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));
  const out: { type: DocumentType; start: number; end: number; letters: number }[] = [];
  for (const [type, names] of Object.entries(FUZZY_NAMES) as [DocumentType, string[]][]) {
    for (const name of names) {
      const words = name.split(" ");
      const letters = words.join("");
      const allowed = Math.floor(letters.length * EDITS_PER_LETTER);
      // A word split in two or two run together: one token more or fewer than the name's. Or
      // a title printed letter-spaced, or read broken into scraps ("F A C T U R A", "FACT U
      // RA"): more tokens, none longer than a scrap.
      for (let i = 0; i < tokens.length; i++) {
        for (let k = Math.max(1, words.length - 1); k <= letters.length; k++) {
          const run = tokens.slice(i, i + k);
          if (run.length < k) break;
          if (k > words.length + 1 && run.some((t) => t.word.length > MAX_SCRAP)) break;
          const read = run.map((t) => t.word).join("");
          // Read right, words and spaces: the exact names (TITLES) have judged it already.
          if (read === letters && k === words.length) continue;
          if (Math.abs(read.length - letters.length) > allowed) continue;
          if (read !== letters && read.startsWith(letters)) continue;
          const edits = distance(read, letters);
          if (edits > allowed) continue;
          // A word at either end that the name does without is another word ("a solicitud").
          const ends = k > 1 ? [run.slice(1), run.slice(0, -1)] : [];
          if (ends.some((r) => distance(r.map((t) => t.word).join(""), letters) <= edits)) continue;
          const other = run.some(
            (t) => t.word.length >= 4 && !words.includes(t.word) && isSpanishWord(t.word),
          );
          if (other) continue;
          out.push({
            type,
            start: (run[0] as (typeof run)[0]).start,
            end: (run[run.length - 1] as (typeof run)[0]).end,
            letters: letters.length,
          });
        }
      }
    }
  }
  out.sort((a, b) => b.letters - a.letters);
  const kept: typeof out = [];
  for (const f of out) if (!kept.some((k) => k.start < f.end && f.start < k.end)) kept.push(f);
  return kept.map(({ type, start, end }) => ({ type, start, end }));
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
  const heights = boxed.map(coreHeight).sort((a, b) => a - b);
  const median = heights[Math.floor(heights.length / 2)] ?? 0;
  const centre = (l: TextLine) => box(l).y + box(l).height / 2;
  const band = top + HEADING_TOP * (bottom - top);
  const half = top + 0.5 * (bottom - top);
  const first = [...boxed].sort((a, b) => centre(a) - centre(b)).slice(0, HEADING_LINES);
  return new Set([
    ...first,
    ...boxed.filter(
      (l) => centre(l) <= band || (centre(l) <= half && coreHeight(l) >= HEADING_HEIGHT * median),
    ),
  ]);
}

/** A line's text height without the rules and bars OCR put in it (lineCore). */
function coreHeight(line: TextLine): number {
  const core = lineCore(line);
  return core ? core.y1 - core.y0 : 0;
}
