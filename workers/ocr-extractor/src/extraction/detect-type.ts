import type { DocumentType } from "./document-types";
import { readMrz } from "./mrz";
import { fold, type TextLine } from "./text-lines";

/** The type decided from the text, and how sure the decision is. */
export interface TypeDecision {
  document_type: DocumentType;
  /** 0–1: the winner's share of the evidence, lowered when the evidence is thin. */
  confidence: number;
  /** The cues that counted for the winner. */
  cues: string[];
  /** Evidence per type. */
  scores: Record<DocumentType, number>;
}

type Cue = [pattern: RegExp, weight: number, label: string];

/** Keyword, pattern and layout cues per type, matched on lower-cased text without accents. */
const CUES: Record<DocumentType, Cue[]> = {
  cedula_identidad: [
    [/cedula\s+de\s+identidad/, 6, "title 'cédula de identidad'"],
    [/\bcedula\b/, 2, "word 'cédula'"],
    [/\b[ve]\s*-?\s*\d{1,3}[.\s]?\d{3}[.\s]?\d{3}\b/, 1, "cédula number"],
    [/\bfirma\s+del\s+titular\b|\btitular\b/, 1, "holder's signature"],
    [/\bestado\s+civil\b/, 0.5, "'estado civil'"],
  ],
  ficha_residencia: [
    [/ficha\s+de\s+residencia/, 6, "title 'ficha de residencia'"],
    [/\bresidencia\b|\bresidente\b/, 2, "word 'residencia'"],
    [/\bdireccion\b|\bdomicilio\b/, 1, "address label"],
    [/\btelefono\b|\bcorreo\b|\be-?mail\b/, 1, "contact labels"],
    [/\bocupacion\b|\bprofesion\b/, 1, "occupation label"],
  ],
  pasaporte: [
    [/\bpasaporte\b|\bpassport\b/, 5, "word 'pasaporte'"],
    [/\bp<[a-z<]{3}/, 4, "passport MRZ opener 'P<'"],
    [/\bnacionalidad\s*\/\s*nationality\b|\bsurname\b|\bgiven\s+names\b/, 2, "bilingual labels"],
    [/\blugar\s+de\s+nacimiento\b|\bplace\s+of\s+birth\b/, 1, "place of birth"],
  ],
  factura: [
    [/\bfactura\b|\binvoice\b/, 5, "word 'factura'"],
    [/\bsub\s*-?total\b/, 2, "'subtotal'"],
    [/\biva\b|\bi\.v\.a\b|\bimpuesto\b/, 2, "tax line"],
    [/\btotal\s+a\s+pagar\b|\btotal\b/, 1, "'total'"],
    [/\brif\b|\bnit\b/, 1, "tax id"],
    [
      /\bcant(?:idad)?\b.*\b(?:precio|descripcion)\b|\bdescripcion\b.*\bprecio\b/,
      2,
      "item table header",
    ],
  ],
  formulario: [
    [/\bformulario\b|\bsolicitud\b|\bencuesta\b/, 5, "word 'formulario'"],
    [/\[\s*[xX✓✔ ]?\s*\]|[☐☑☒]/, 1, "checkboxes"],
    [/\bmarque\b|\bseleccione\b|\bindique\b/, 1, "instructions"],
  ],
};

/**
 * Decides the document type from its text: weighted keyword and pattern cues per type, plus
 * the MRZ (a valid passport MRZ is strong evidence) and the share of `label: value` lines
 * (forms). Confidence is the winner's share of all evidence, damped when evidence is thin.
 */
export function detectType(lines: TextLine[]): TypeDecision {
  const text = fold(lines.map((l) => l.text).join("\n"));
  const scores = {} as Record<DocumentType, number>;
  const cues = {} as Record<DocumentType, string[]>;
  for (const [type, list] of Object.entries(CUES) as [DocumentType, Cue[]][]) {
    scores[type] = 0;
    cues[type] = [];
    for (const [pattern, weight, label] of list) {
      if (pattern.test(text)) {
        scores[type] += weight;
        cues[type].push(label);
      }
    }
  }
  const mrz = readMrz(lines);
  if (mrz) {
    const target: DocumentType = mrz.format === "TD3" ? "pasaporte" : "cedula_identidad";
    scores[target] += mrz.check_digits_valid ? 6 : 3;
    cues[target].push(`${mrz.format} MRZ${mrz.check_digits_valid ? " (check digits valid)" : ""}`);
  }
  const ranked = (Object.entries(scores) as [DocumentType, number][]).sort((a, b) => b[1] - a[1]);
  const [winner, top] = ranked[0] as [DocumentType, number];
  const total = ranked.reduce((a, [, s]) => a + s, 0);
  if (top === 0) {
    return { document_type: "formulario", confidence: 0.2, cues: ["no cue: generic form"], scores };
  }
  const share = top / total;
  const damp = Math.min(1, top / 6);
  return {
    document_type: winner,
    confidence: Math.round(share * (0.5 + 0.5 * damp) * 1e4) / 1e4,
    cues: cues[winner],
    scores,
  };
}
